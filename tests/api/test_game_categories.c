/* SPDX-License-Identifier: MIT */
/* Hand categories (pokeq_request.categories) beyond Hold'em: Omaha 4/5/6
 * and its hi/lo forms, fixed hands and ranges, and the stud games (razz,
 * stud, stud-hilo, stud-hilo-nq). Exact counts equal the independent brute
 * forces (omaha_brute.h, stud_brute.h: every deal dealt, hands ranked and
 * lows named from the rules) to the last unit, high and low categories
 * both, on 1 and 3 threads; a range is the sum of its hands' brute counts;
 * Monte Carlo within 4 standard errors of exact and the same on any thread
 * count; every seat's categories add up to the count; short deck refuses
 * by name. */
#include "testing.h"

#include "brute_counts.h"
#include "category_checks.h"
#include "omaha_brute.h"
#include "stud_brute.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* seats: the seat texts separated by '|'. */
static pokeq_result solved(int game, const char *seats, const char *board, const char *dead, int method,
                           int threads)
{
    static char copy[256];
    snprintf(copy, sizeof copy, "%s", seats);
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
    for (char *save = NULL, *word = strtok_r(copy, "|", &save); word; word = strtok_r(NULL, "|", &save))
        q.seat[q.seats++].text = word;
    q.board = board;
    q.dead = dead;
    q.method = method;
    q.threads = threads;
    q.trials = 200000;
    q.seed = 5;
    q.categories = 1;
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", seats, e.message);
    return r;
}

static bool has_low(int game)
{
    return game == POKEQ_GAME_RAZZ || game == POKEQ_GAME_OMAHA_HILO || game == POKEQ_GAME_OMAHA5_HILO ||
           game == POKEQ_GAME_STUD_HILO || game == POKEQ_GAME_STUD_HILO_NQ;
}

/* Every seat's high categories add up to the count (none in razz), its
 * lows too in a game with a low (else none). */
static void expect_sums(const pokeq_result *r, int game, const char *what)
{
    expect_category_sums(r, game != POKEQ_GAME_RAZZ, has_low(game), what);
}

/* seats as words ("AsAhKsKh QdQcJdJc"); the request takes them '|'-split. */
static void expect_omaha(int game, const char *seats, const char *board, const char *dead)
{
    const int hilo = game == POKEQ_GAME_OMAHA_HILO || game == POKEQ_GAME_OMAHA5_HILO;
    const omaha_counts want = brute_omaha(seats, board, dead, pokeq_game_hole_cards(game), hilo);
    char bars[256];
    snprintf(bars, sizeof bars, "%s", seats);
    for (char *c = bars; *c; c++)
        *c = *c == ' ' ? '|' : *c;
    for (int threads = 1; threads <= 3; threads += 2) {
        const pokeq_result r = solved(game, bars, board, dead, POKEQ_METHOD_EXACT, threads);
        char what[200];
        snprintf(what, sizeof what, "%s %s on '%s'", pokeq_game_name(game), seats, board);
        brute_expect_counts(&r, &want, hilo ? 2 : 1, what);
        expect_brute_categories(&r, &want, what);
        expect_sums(&r, game, what);
    }
}

Test(game_categories, omaha_fixed_hands_equal_the_brute_force)
{
    expect_omaha(POKEQ_GAME_OMAHA, "AsAhKsKh QdQcJdJc", "2c3d4h", "");
    expect_omaha(POKEQ_GAME_OMAHA, "AsKsQsJs 2s3s9d8c Th9h8h7h", "4s5sKd", "Ad");
    expect_omaha(POKEQ_GAME_OMAHA, "AcKcQcJc 2s3s9d8c", "Tc9c2c5h5d", "");
    expect_omaha(POKEQ_GAME_OMAHA5, "AsAhKsKhQd QcJdJcTd9s", "2c3d4h", "");
    expect_omaha(POKEQ_GAME_OMAHA6, "AsAhKsKhQdQc JdJcTdTs9s9h 8c8d7c7d6c6d", "2h3s4h5c", "");
}

Test(game_categories, omaha_hilo_lows_equal_the_brute_force)
{
    expect_omaha(POKEQ_GAME_OMAHA_HILO, "As2s3dKd KhKsQhQs", "4c5h9d", "");
    expect_omaha(POKEQ_GAME_OMAHA_HILO, "AsAhKsKh QdQcJdJc", "2c3d4h", "");   /* one seat never has a low */
    expect_omaha(POKEQ_GAME_OMAHA_HILO, "As2dKcKh Ah2cQdQh 7h8h9sTs", "3c4d6h", "");
    expect_omaha(POKEQ_GAME_OMAHA5_HILO, "As2d3cKcKh Ah4c5dQdQh", "6h7s8dJc", "");
    expect_omaha(POKEQ_GAME_OMAHA_HILO, "As2d3cKc Ah2c4dQd 5h6h7h8h", "9c9dTs2h3s", "");
}

/* A range of listed hands counts as the sum of its hands' deals (each
 * weight 1): the brute force of each hand against the fixed seat. */
Test(game_categories, omaha_ranges_are_the_sum_of_their_hands)
{
    static const char *const hands[] = {"AsAhKsKh", "AsAhKdKc", "9h8h7d6d"};
    omaha_counts want;
    memset(&want, 0, sizeof want);
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++) {
        char seats[64];
        snprintf(seats, sizeof seats, "%s QdQcJdJc", hands[i]);
        const omaha_counts one = brute_omaha(seats, "2c3d4h", "", 4, 1);
        want.showdowns += one.showdowns;
        for (int p = 0; p < 2; p++) {
            for (int c = 0; c < POKEQ_CATEGORIES; c++)
                want.category[p][c] += one.category[p][c];
            for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++)
                want.lows[p][c] += one.lows[p][c];
        }
    }
    for (int method = POKEQ_METHOD_EXACT; method <= POKEQ_METHOD_MC; method++) {
        const pokeq_result r =
            solved(POKEQ_GAME_OMAHA_HILO, "AsAhKsKh,AsAhKdKc,9h8h7d6d|QdQcJdJc", "2c3d4h", "", method, 2);
        expect_sums(&r, POKEQ_GAME_OMAHA_HILO, "omaha-hilo range");
        if (method == POKEQ_METHOD_EXACT) {
            cr_expect_eq(r.count, want.showdowns);
            expect_brute_categories(&r, &want, "omaha-hilo range");
            continue;
        }
        /* Monte Carlo (the Omaha range sampler): each share within 4 s.e. */
        for (int p = 0; p < 2; p++)
            for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++) {
                const double exact = (double)want.lows[p][c] / (double)want.showdowns;
                const double share = (double)r.seat[p].lows[c] / (double)r.count;
                const double se = sqrt(exact * (1 - exact) / (double)(r.count / 2));
                cr_expect(fabs(share - exact) <= 4 * se + 1e-12, "seat %d %s: %.5f, exact %.5f", p,
                          pokeq_low_category_name(c), share, exact);
            }
    }
}

static void expect_stud(int game, const char *seats, const char *dead)
{
    const char *text[POKEQ_MAX_PLAYERS];
    char copy[256];
    snprintf(copy, sizeof copy, "%s", seats);
    int n = 0;
    for (char *save = NULL, *word = strtok_r(copy, "|", &save); word; word = strtok_r(NULL, "|", &save))
        text[n++] = word;
    const omaha_counts want = brute_stud(game, text, n, dead);
    const int hilo = game == POKEQ_GAME_STUD_HILO || game == POKEQ_GAME_STUD_HILO_NQ;
    for (int threads = 1; threads <= 3; threads += 2) {
        const pokeq_result r = solved(game, seats, "", dead, POKEQ_METHOD_EXACT, threads);
        char what[200];
        snprintf(what, sizeof what, "%s %s dead %s", pokeq_game_name(game), seats, dead);
        brute_expect_counts(&r, &want, hilo ? 2 : 1, what);
        expect_brute_categories(&r, &want, what);
        expect_sums(&r, game, what);
    }
}

static const int stud_games[] = {POKEQ_GAME_RAZZ, POKEQ_GAME_STUD, POKEQ_GAME_STUD_HILO, POKEQ_GAME_STUD_HILO_NQ};

/* Spots small enough for the brute force: two or three seats, the last
 * seat with cards to come too (never counted by complements with
 * categories), pairs, paired lows and no lows among them. */
Test(game_categories, stud_games_equal_the_brute_force)
{
    for (size_t g = 0; g < sizeof stud_games / sizeof stud_games[0]; g++) {
        expect_stud(stud_games[g], "Ah2h3c4d5s|KsKd5c7d8s", "");
        expect_stud(stud_games[g], "Ah2h3c4d7s9c|KsKd5c7d8s", "2s");
        expect_stud(stud_games[g], "AhAd3c4dQs9c|9s8d7c6d5h|KcKhQc2c5d6h", "Th");
        expect_stud(stud_games[g], "2c2d2h3c3d3h|4s5s6s7s8s", "Js");
    }
}

/* Monte Carlo: each category's share within 4 standard errors of the
 * exact share, and the same counts on 1 and 3 threads. */
Test(game_categories, monte_carlo_near_exact_and_thread_independent)
{
    static const struct {
        int game;
        const char *seats, *board;
    } cases[] = {
        {POKEQ_GAME_RAZZ, "Ah2h3c4d|KsKd5c7d", ""},
        {POKEQ_GAME_STUD_HILO, "Ah2h3c4d|KsKd5c7d", ""},
        {POKEQ_GAME_OMAHA, "AsAhKsKh|QdQcJdJc|9h8h7d6d", "2c3d4h"},
        {POKEQ_GAME_OMAHA_HILO, "As2d3cKc|Ah2c4dQd", "9c9dTs"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const pokeq_result exact = solved(cases[i].game, cases[i].seats, cases[i].board, "", POKEQ_METHOD_EXACT, 0);
        const pokeq_result one = solved(cases[i].game, cases[i].seats, cases[i].board, "", POKEQ_METHOD_MC, 1);
        const pokeq_result three = solved(cases[i].game, cases[i].seats, cases[i].board, "", POKEQ_METHOD_MC, 3);
        expect_sums(&one, cases[i].game, cases[i].seats);
        for (int p = 0; p < one.seats; p++) {
            cr_expect_arr_eq(one.seat[p].categories, three.seat[p].categories, sizeof one.seat[p].categories);
            cr_expect_arr_eq(one.seat[p].lows, three.seat[p].lows, sizeof one.seat[p].lows);
        }
        expect_categories_near_exact(&one, &exact, cases[i].seats);
    }
}

Test(game_categories, short_deck_refuses_by_name)
{
    for (int game = POKEQ_GAME_SHORTDECK; game <= POKEQ_GAME_SHORTDECK_TRITON; game++) {
        pokeq_request q;
        pokeq_request_init(&q);
        q.game = game;
        q.seats = 2;
        q.seat[0].text = "AsKs";
        q.seat[1].text = "QhQd";
        q.categories = 1;
        pokeq_result r;
        pokeq_error_info e;
        cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_UNSUPPORTED);
        cr_expect(strstr(e.message, pokeq_game_name(game)) != NULL && strstr(e.message, "own scale") != NULL,
                  "%s", e.message);
    }
}

Test(game_categories, low_category_names)
{
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_5), "5-low");
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_8), "8-low");
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_K), "K-low");
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_PAIRED), "paired low");
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_NONE), "no low");
    cr_expect_str_eq(pokeq_low_category_name(-1), "invalid");
    cr_expect_str_eq(pokeq_low_category_name(POKEQ_LOW_CATEGORIES), "invalid");
}
