/* SPDX-License-Identifier: MIT */
/* holdem-hilo through pokeq_solve: exact counts equal the independent
 * brute force (holdem_hilo_brute.h) to the last unit, 2 to 4 seats, flop,
 * turn, river and preflop with dead cards, 1 and 3 threads; Monte Carlo
 * within 4 standard errors and thread-independent; shards merge bit for
 * bit; ranges are refused naming the game. */
#include "testing.h"

#include "brute_counts.h"
#include "holdem_hilo_brute.h"

#include <math.h>
#include <string.h>

static pokeq_request request_of_words(const char *seats, const char *board, const char *dead, int method,
                                      int threads)
{
    static char copy[256];
    snprintf(copy, sizeof copy, "%s", seats);
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_HOLDEM_HILO;
    for (char *save = NULL, *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save))
        q.seat[q.seats++].text = word;
    q.board = board;
    q.dead = dead;
    q.method = method;
    q.threads = threads;
    q.trials = 300000;
    q.seed = 5;
    return q;
}

static pokeq_result solve(const char *seats, const char *board, const char *dead, int method, int threads)
{
    const pokeq_request q = request_of_words(seats, board, dead, method, threads);
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", seats, e.message);
    return r;
}

static void expect_exact(const char *seats, const char *board, const char *dead)
{
    const omaha_counts want = brute_holdem_hilo(seats, board, dead);
    for (int threads = 1; threads <= 3; threads += 2) {
        const pokeq_result r = solve(seats, board, dead, POKEQ_METHOD_EXACT, threads);
        char what[128];
        snprintf(what, sizeof what, "%s on '%s'", seats, board);
        brute_expect_counts(&r, &want, 2, what);
    }
}

Test(holdem_hilo, equals_the_brute_force)
{
    expect_exact("As2d KhKc", "3c4h9s", "");                 /* a low draw against a pair */
    expect_exact("As2d Ah3c 7s8s", "4c5d", "");              /* split lows, a counterfeit */
    expect_exact("As2d Ah2c", "3s4s5d", "");                 /* the same low: quartered */
    expect_exact("KsKd QsQd JhJc Th9h", "2c7d8h", "");       /* four seats */
    expect_exact("As5d 2h3h", "4c6d7hKs", "");               /* turn */
    expect_exact("AsKd 2h3h", "4c6d7hKs8c", "");             /* river */
    expect_exact("Ad2d KcKh", "",
                 "2c3c4c5c6c7c8c9cTcJcQcAc3d4d5d6d7d8d9dTdJdQd2h3h4h5h6h7h8h9hThJhQh"); /* preflop */
}

/* Worked by hand (README): As2d against KhKc on 3c 4h 5s Td 9s: the
 * wheel takes the high half (a straight against a pair of kings) and the
 * only low (5-4-3-2-A): a scoop, one deal. */
Test(holdem_hilo, the_worked_example)
{
    const pokeq_result r = solve("As2d KhKc", "3c4h5sTd9s", "", POKEQ_METHOD_EXACT, 1);
    cr_expect_eq(r.deals, 1);
    cr_expect_eq(r.count, 2);
    cr_expect_eq(r.seat[0].counts.scoops, 1);
    cr_expect_eq(r.seat[0].counts.high_units, 2520);
    cr_expect_eq(r.seat[0].counts.low_units, 2520);
}

Test(holdem_hilo, monte_carlo_near_exact_thread_independent_and_shards_merge)
{
    const char *seats = "As2d KhKc 7h8h";
    const pokeq_result exact = solve(seats, "3c4h9s", "", POKEQ_METHOD_EXACT, 0);
    const pokeq_result one = solve(seats, "3c4h9s", "", POKEQ_METHOD_MC, 1);
    const pokeq_result two = solve(seats, "3c4h9s", "", POKEQ_METHOD_MC, 2);
    for (int p = 0; p < 3; p++) {
        cr_expect_eq(memcmp(&one.seat[p].counts, &two.seat[p].counts, sizeof one.seat[p].counts), 0);
        const double gap = fabs(one.seat[p].equity - exact.seat[p].equity);
        cr_expect(one.seat[p].stderr_equity > 0 && gap <= 4 * one.seat[p].stderr_equity,
                  "seat %d: Monte Carlo %.5f, exact %.5f, s.e. %.5f", p, one.seat[p].equity, exact.seat[p].equity,
                  one.seat[p].stderr_equity);
    }
    for (int method = POKEQ_METHOD_EXACT; method <= POKEQ_METHOD_MC; method++) {
        const pokeq_result whole = method == POKEQ_METHOD_EXACT ? exact : one;
        pokeq_result parts[3], merged;
        const pokeq_result *of[3];
        for (int k = 0; k < 3; k++) {
            pokeq_request q = request_of_words(seats, "3c4h9s", "", method, 1 + k % 2);
            q.shard = k;
            q.shards = 3;
            pokeq_error_info e;
            cr_assert_eq(pokeq_solve(&q, &parts[k], &e), 0, "%s", e.message);
            of[k] = &parts[k];
        }
        pokeq_error_info e;
        cr_assert_eq(pokeq_result_merge(of, NULL, 3, &merged, NULL, &e), 0, "%s", e.message);
        for (int p = 0; p < 3; p++)
            cr_expect_eq(memcmp(&merged.seat[p].counts, &whole.seat[p].counts, sizeof whole.seat[p].counts), 0,
                         "method %d seat %d", method, p);
    }
}

Test(holdem_hilo, ranges_are_refused_naming_the_game)
{
    const pokeq_request q = request_of_words("QQ+ KhKc", "", "", POKEQ_METHOD_AUTO, 1);
    pokeq_result r;
    pokeq_error_info e;
    cr_expect_lt(pokeq_solve(&q, &r, &e), 0);
    cr_expect_eq(e.seat, 0);
    cr_expect(strstr(e.message, "holdem-hilo") != NULL, "%s", e.message);
}
