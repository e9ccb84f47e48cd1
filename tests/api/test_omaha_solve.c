/* SPDX-License-Identifier: MIT */
/* Omaha (4, 5, 6 cards) and Omaha hi/lo through pokeq_solve: exact counts
 * equal the independent brute force (omaha_brute.h) to the last unit on
 * preflop (with dead cards), flop, turn and river, 2-6 seats, on 1 and 3
 * threads; hi/lo with no possible low, counterfeited and split lows and
 * scoops; Monte Carlo within 4 standard errors of the exact answer; bad
 * input names the word. */
#include "testing.h"

#include "brute_counts.h"
#include "omaha_brute.h"

#include <math.h>
#include <string.h>

/* A request of the game for seats given as words, "AsAhKsKh QdQcJdJc". */
static pokeq_request request_of_words(int game, const char *seats)
{
    static char copy[256];
    snprintf(copy, sizeof copy, "%s", seats);
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
    for (char *save = NULL, *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save))
        q.seat[q.seats++].text = word;
    return q;
}

static pokeq_result solve(int game, const char *seats, const char *board, const char *dead, int method,
                          int threads)
{
    pokeq_request q = request_of_words(game, seats);
    q.board = board;
    q.dead = dead;
    q.method = method;
    q.threads = threads;
    q.trials = 400000;
    q.seed = 7;
    pokeq_result r;
    pokeq_error_info error;
    const int code = pokeq_solve(&q, &r, &error);
    cr_assert_eq(code, 0, "%s: %s", seats, error.message);
    return r;
}

static void expect_exact(int game, const char *seats, const char *board, const char *dead)
{
    const int hole_cards = pokeq_game_hole_cards(game);
    const int hilo = game == POKEQ_GAME_OMAHA_HILO || game == POKEQ_GAME_OMAHA5_HILO;
    const omaha_counts want = brute_omaha(seats, board, dead, hole_cards, hilo);
    for (int threads = 1; threads <= 3; threads += 2) {
        const pokeq_result r = solve(game, seats, board, dead, POKEQ_METHOD_EXACT, threads);
        char what[160];
        snprintf(what, sizeof what, "%s on '%s'", seats, board);
        brute_expect_counts(&r, &want, hilo ? 2 : 1, what);
        for (int p = 0; p < r.seats; p++) {
            if (hilo)
                cr_expect_float_eq(r.seat[p].high + r.seat[p].low, r.seat[p].equity, 1e-12);
        }
    }
}

Test(omaha_solve, omaha_high_equals_the_brute_force)
{
    expect_exact(POKEQ_GAME_OMAHA, "AsAhKsKh QdQcJdJc", "2c3d4h", "");
    expect_exact(POKEQ_GAME_OMAHA, "AsKsQsJs 2s3s9d8c Th9h8h7h", "4s5sKd", "Ad");
    expect_exact(POKEQ_GAME_OMAHA, "AsAhKsKh QdQcJdJc 9h8h7d6d 5c5s4c4s", "2c3dTh8c", "");
    expect_exact(POKEQ_GAME_OMAHA, "AcKcQcJc 2s3s9d8c", "Tc9c2c5h5d", "");
    expect_exact(POKEQ_GAME_OMAHA5, "AsAhKsKhQd QcJdJcTd9s", "2c3d4h", "");
    expect_exact(POKEQ_GAME_OMAHA6, "AsAhKsKhQdQc JdJcTdTs9s9h 8c8d7c7d6c6d", "2h3s4h5c", "");
}

/* Preflop over the boards the dead cards leave: 2 to 6 seats. */
Test(omaha_solve, preflop_with_dead_cards)
{
    const char *dead = "2c3c4c5c6c7c8c9cTcJcQcKc2d3d4d5d6d7d8d9dTdJdQd";
    expect_exact(POKEQ_GAME_OMAHA, "AsAhKsKh 2h3h4h5h", "", dead);
    expect_exact(POKEQ_GAME_OMAHA, "AsAhKsKh 2h3h4h5h QsJsTs9s", "", dead);
    expect_exact(POKEQ_GAME_OMAHA_HILO, "AsAh2s3h KsKhQsQh 4h5h6h7h 8h9hTh8s 9sTsJsJh", "", "2c3c4c5c6c7c8c9cTcJcQcKc2d3d4d5d6d7d8d");
    expect_exact(POKEQ_GAME_OMAHA, "AsAh2s3h KsKhQsQh 4h5h6h7h 8h9hTh8s 9sTsJsJh 2d3d4d5d", "",
                 "2c3c4c5c6c7c8c9cTcJcQcKc6d7d8d9dTdJdQdKd");
}

Test(omaha_solve, hilo_equals_the_brute_force)
{
    expect_exact(POKEQ_GAME_OMAHA_HILO, "As2s3dKd KhKsQhQs", "4c5h9d", "");      /* a low and a scoop */
    expect_exact(POKEQ_GAME_OMAHA_HILO, "AsAhKsKh QdQcJdJc", "2c3d4h", "");      /* no low possible */
    expect_exact(POKEQ_GAME_OMAHA_HILO, "As2dKcKh 3s4dQcQh", "Ac2h5h9s", "");    /* counterfeited */
    expect_exact(POKEQ_GAME_OMAHA_HILO, "As2dKcKh Ah2cQdQh 7h8h9sTs", "3c4d6h", ""); /* split lows */
    expect_exact(POKEQ_GAME_OMAHA5_HILO, "As2d3cKcKh Ah4c5dQdQh", "6h7s8dJc", "");
    expect_exact(POKEQ_GAME_OMAHA_HILO, "As2d3cKc Ah2c4dQd 5h6h7h8h", "9c9dTs2h3s", "");
}

Test(omaha_solve, hilo_output_fields)
{
    /* the wheel draw against two pair: low half only when a low comes */
    const pokeq_result r = solve(POKEQ_GAME_OMAHA_HILO, "As2d3cKc QhQdJhJd", "4s5dQc", "", POKEQ_METHOD_EXACT, 1);
    cr_expect_gt(r.seat[0].low, 0);
    cr_expect_gt(r.seat[1].scoop, 0);
    cr_expect_eq(r.seat[1].low, 0, "queens have no low cards");
    cr_expect_leq(r.seat[0].scoop + r.seat[1].scoop, 1.0);
}

static void expect_mc_near_exact(int game, const char *seats, const char *board)
{
    const pokeq_result exact = solve(game, seats, board, "", POKEQ_METHOD_EXACT, 0);
    const pokeq_result mc = solve(game, seats, board, "", POKEQ_METHOD_MC, 2);
    cr_expect_eq(mc.method, POKEQ_METHOD_MC);
    for (int p = 0; p < exact.seats; p++) {
        const double gap = fabs(mc.seat[p].equity - exact.seat[p].equity);
        cr_expect(mc.seat[p].stderr_equity > 0 && gap <= 4 * mc.seat[p].stderr_equity,
                  "%s seat %d: Monte Carlo %.5f, exact %.5f, s.e. %.5f", seats, p, mc.seat[p].equity,
                  exact.seat[p].equity, mc.seat[p].stderr_equity);
    }
}

Test(omaha_solve, monte_carlo_within_four_standard_errors)
{
    expect_mc_near_exact(POKEQ_GAME_OMAHA, "AsAhKsKh QdQcJdJc 9h8h7d6d", "2c3d4h");
    expect_mc_near_exact(POKEQ_GAME_OMAHA_HILO, "As2d3cKc Ah2c4dQd 5h6h7h8h", "9c9dTs");
}

static void expect_error(int game, const char *seats, int code, int seat, const char *phrase)
{
    const pokeq_request q = request_of_words(game, seats);
    pokeq_result r;
    pokeq_error_info error;
    cr_expect_eq(pokeq_solve(&q, &r, &error), code, "%s: %s", seats, error.message);
    cr_expect_eq(error.seat, seat, "%s", seats);
    cr_expect(strstr(error.message, phrase) != NULL, "'%s' lacks '%s'", error.message, phrase);
}

Test(omaha_solve, bad_hands_name_the_seat)
{
    expect_error(POKEQ_GAME_OMAHA, "AsAhKsKh QdQcJd", -POKEQ_ERR_HAND, 1, "four cards");
    expect_error(POKEQ_GAME_OMAHA5, "AsAhKsKhQd QdQcJdJcTc9c", -POKEQ_ERR_HAND, 1, "five cards");
}

/* Ranges: every assignment of the listed hands without a shared card,
 * weighted (weights in lowest terms per seat), summed from the brute
 * force of each. */
typedef struct listed {
    const char *hand;
    int weight;
} listed;

Test(omaha_solve, ranges_equal_the_sum_of_their_assignments)
{
    const listed first[] = {{"AsAhKsKh", 1}, {"AdAcKdKc", 2}, {"AsAd9h8h", 2}};
    const listed second[] = {{"QsQhJsJh", 1}, {"AhAcTdTc", 1}};
    uint64_t units[2] = {0}, showdowns = 0, deals = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 2; j++) {
            int a[4], b[4], clash = 0;
            pokeq_cards_parse(first[i].hand, a, 4, NULL);
            pokeq_cards_parse(second[j].hand, b, 4, NULL);
            for (int x = 0; x < 4; x++)
                for (int y = 0; y < 4; y++)
                    clash |= a[x] == b[y];
            if (clash)
                continue;
            char seats[32];
            snprintf(seats, sizeof seats, "%s %s", first[i].hand, second[j].hand);
            const omaha_counts c = brute_omaha(seats, "2c7d9c", "", 4, 0);
            const uint64_t weight = (uint64_t)(first[i].weight * second[j].weight);
            units[0] += weight * c.units[0];
            units[1] += weight * c.units[1];
            showdowns += weight * c.showdowns;
            deals += c.showdowns;
        }
    const pokeq_result r = solve(POKEQ_GAME_OMAHA, "AsAhKsKh:0.5,AdAcKdKc,AsAd9h8h QsQhJsJh,AhAcTdTc", "2c7d9c",
                                 "", POKEQ_METHOD_AUTO, 2);
    cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
    cr_expect_eq(r.count, showdowns);
    cr_expect_eq(r.deals, deals);
    cr_expect_eq(r.seat[0].counts.equity_units, units[0]);
    cr_expect_eq(r.seat[1].counts.equity_units, units[1]);
    /* a pattern and its explicit hands answer alike */
    const pokeq_result pattern = solve(POKEQ_GAME_OMAHA, "AAKKds QsQhJsJh", "2c7d9c", "", POKEQ_METHOD_EXACT, 1);
    const pokeq_result listed = solve(POKEQ_GAME_OMAHA, "AsAhKsKh,AsAdKsKd,AsAcKsKc,AhAdKhKd,AhAcKhKc,AdAcKdKc "
                                      "QsQhJsJh", "2c7d9c", "", POKEQ_METHOD_EXACT, 1);
    cr_expect_eq(pattern.count, listed.count);
    cr_expect_eq(pattern.seat[0].counts.equity_units, listed.seat[0].counts.equity_units);
}

Test(omaha_solve, range_errors_name_the_term)
{
    expect_error(POKEQ_GAME_OMAHA, "AAxx KKxxQ", -POKEQ_ERR_RANGE_SYNTAX, 1, "more cards");
    expect_error(POKEQ_GAME_OMAHA, "AAxx,AKo QQxx", -POKEQ_ERR_RANGE_SYNTAX, 0, "range");
}
