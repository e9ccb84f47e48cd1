/* SPDX-License-Identifier: MIT */
/* Monte Carlo over Omaha ranges through pokeq_solve: within 4 standard
 * errors of an independent exact answer (every assignment of the seats'
 * hands, listed here from what each term asks for, each assignment's
 * runouts counted by omaha_brute.h and weighted by its weight product):
 * heads-up weighted range vs hand on the flop, 3-way with overlapping
 * ranges and dead cards, hi/lo with its halves and scoops, a random seat;
 * counts equal on 1 and 3 threads; parts merge to the unsplit counts; no
 * possible deal is refused. */
#include "testing.h"

#include "omaha_range_brute.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { TRIALS = 200000 };

/* ---- pokeq ---- */

static pokeq_request request_of(const scenario *sc, int threads)
{
    pokeq_request q = scenario_request(sc);
    q.method = POKEQ_METHOD_MC;
    q.trials = TRIALS;
    q.seed = 11;
    q.threads = threads;
    return q;
}

static pokeq_result solve(const pokeq_request *q)
{
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(q, &r, &e), 0, "%s: %s", q->seat[0].text, e.message);
    return r;
}

/* A fraction in [0, 1] per trial has a standard error of at most
 * sqrt(m (1 - m) / n). */
static void expect_near(double mc, double exact, double stderr_bound, const char *what, int seat)
{
    cr_expect(fabs(mc - exact) <= 4 * stderr_bound, "%s seat %d: Monte Carlo %.5f, exact %.5f, s.e. %.5f", what,
              seat, mc, exact, stderr_bound);
}

static void expect_counts_equal(const pokeq_result *a, const pokeq_result *b)
{
    cr_expect_eq(a->count, b->count);
    for (int p = 0; p < a->seats; p++)
        cr_expect(memcmp(&a->seat[p].counts, &b->seat[p].counts, sizeof a->seat[p].counts) == 0, "seat %d", p);
}

/* Monte Carlo (2 threads) within 4 standard errors of the brute force,
 * and its counts the same on 1 and 3 threads. */
static void expect_mc_near_brute(const scenario *sc)
{
    const brute_answer want = brute(sc);
    pokeq_request q = request_of(sc, 2);
    const pokeq_result r = solve(&q);
    cr_assert_eq(r.method, POKEQ_METHOD_MC);
    cr_expect_eq(r.count, (uint64_t)TRIALS * (sc->hilo ? 2 : 1));
    for (int p = 0; p < sc->seats; p++) {
        cr_expect_gt(r.seat[p].stderr_equity, 0);
        expect_near(r.seat[p].equity, want.equity[p], r.seat[p].stderr_equity, sc->seat[p].text, p);
        if (!sc->hilo)
            continue;
        const double n = TRIALS;
        expect_near(r.seat[p].high, want.high[p], sqrt(want.high[p] * (1 - want.high[p]) / n), "high", p);
        expect_near(r.seat[p].low, want.low[p], sqrt(want.low[p] * (1 - want.low[p]) / n), "low", p);
        expect_near(r.seat[p].scoop, want.scoop[p], sqrt(want.scoop[p] * (1 - want.scoop[p]) / n), "scoop", p);
    }
    q.threads = 1;
    const pokeq_result one = solve(&q);
    q.threads = 3;
    const pokeq_result three = solve(&q);
    expect_counts_equal(&r, &one);
    expect_counts_equal(&r, &three);
}

Test(omaha_range_mc, weighted_range_against_a_hand_on_the_flop)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 2,
                         {{"KKQQ,KKJJ:0.5", 2, {{"KKQQ", 0, 100}, {"KKJJ", 0, 50}}}, {"AsAhTd9d", 0, {{0}}}},
                         "2c7d8h", ""};
    expect_mc_near_brute(&sc);
}

Test(omaha_range_mc, three_way_overlapping_ranges_with_dead_cards)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 3,
                         {{"QQJJds", 1, {{"QQJJ", 1, 100}}},
                          {"QJTT@40,5555", 2, {{"QJTT", 0, 40}, {"5555", 0, 100}}},
                          {"9s8s7c6c", 0, {{0}}}},
                         "2c7d3hKs", "AcAd"};
    expect_mc_near_brute(&sc);
}

Test(omaha_range_mc, hilo_halves_and_scoops)
{
    const scenario sc = {POKEQ_GAME_OMAHA_HILO, 4, 1, 2,
                         {{"A2QQ,A4JJ:0.5", 2, {{"A2QQ", 0, 100}, {"A4JJ", 0, 50}}}, {"As5h6dTc", 0, {{0}}}},
                         "3c7d9hKs", ""};
    expect_mc_near_brute(&sc);
}

/* A random seat is dealt with the board (every hand weighs the same). */
Test(omaha_range_mc, random_seat_on_the_river)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 2,
                         {{"AsAhJcTc", 0, {{0}}}, {"random", 1, {{"", 0, 100}}}},
                         "2c7d9hKsQd", "2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s"};
    expect_mc_near_brute(&sc);
}

static void expect_parts_merge(const scenario *sc)
{
    pokeq_request q = request_of(sc, 2);
    q.trials = 40000;
    const pokeq_result whole = solve(&q);
    pokeq_result parts[3];
    const pokeq_result *part_of[3];
    for (int k = 0; k < 3; k++) {
        q.shard = k;
        q.shards = 3;
        q.threads = 1 + k % 2;
        parts[k] = solve(&q);
        part_of[k] = &parts[k];
    }
    pokeq_result merged;
    pokeq_error_info e;
    cr_assert_eq(pokeq_result_merge(part_of, NULL, 3, &merged, NULL, &e), 0, "%s", e.message);
    expect_counts_equal(&whole, &merged);
    for (int p = 0; p < whole.seats; p++) {
        cr_expect_float_eq(whole.seat[p].equity, merged.seat[p].equity, 1e-12);
        cr_expect_float_eq(whole.seat[p].scoop, merged.seat[p].scoop, 1e-12);
    }
}

Test(omaha_range_mc, parts_merge_to_the_unsplit_counts)
{
    const scenario high = {POKEQ_GAME_OMAHA5, 5, 0, 3,
                           {{"AAxxx", 1, {{0}}}, {"random", 1, {{0}}}, {"KsKhQdJcTc", 0, {{0}}}}, "2c7d8h", ""};
    const scenario hilo = {POKEQ_GAME_OMAHA_HILO, 4, 1, 2, {{"A2xx,A3xx:0.5", 1, {{0}}}, {"random", 1, {{0}}}},
                           "7c8d9h", ""};
    expect_parts_merge(&high);
    expect_parts_merge(&hilo);
}

Test(omaha_range_mc, no_possible_deal_is_refused)
{
    /* five aces wanted between two seats, by Monte Carlo and by auto */
    const int methods[] = {POKEQ_METHOD_AUTO, POKEQ_METHOD_MC};
    for (int i = 0; i < 2; i++) {
        const int method = methods[i];
        const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 2, {{"AAAx", 1, {{0}}}, {"AAxx,AKxx@0", 1, {{0}}}}, "", ""};
        pokeq_request q = request_of(&sc, 2);
        q.method = method;
        pokeq_result r;
        pokeq_error_info e;
        cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_RANGE_EMPTY, "method %d: %s", method, e.message);
        cr_expect(strstr(e.message, "no deal") != NULL, "%s", e.message);
    }
}

/* Auto: exact when quick, else Monte Carlo (also when exact cannot list
 * a range at all: random in Omaha 5 before the flop). */
Test(omaha_range_mc, auto_chooses_by_the_estimate)
{
    pokeq_request q = test_request(POKEQ_GAME_OMAHA, "AAKKds|QsQhJsJh", "2c7d9c", "");
    pokeq_result r = solve(&q);
    cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
    cr_expect_eq(r.why, POKEQ_WHY_QUICK);
    q = test_request(POKEQ_GAME_OMAHA, "AAxx|random", NULL, NULL);
    q.trials = 20000;
    r = solve(&q);
    cr_expect_eq(r.method, POKEQ_METHOD_MC);
    cr_expect_eq(r.why, POKEQ_WHY_SLOW);
    q = test_request(POKEQ_GAME_OMAHA5, "AsAhKsKhQd|random", NULL, NULL);
    q.trials = 20000;
    r = solve(&q);
    cr_expect_eq(r.method, POKEQ_METHOD_MC);
    q.method = POKEQ_METHOD_EXACT;
    pokeq_error_info e;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_TOO_HARD, "%s", e.message);
}
