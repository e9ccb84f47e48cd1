/* SPDX-License-Identifier: MIT */
/* test_mc_omaha.c - Monte Carlo over Omaha ranges too wide to list: with
 * the listing cap lowered (mc_omaha_ranges_capped), ranges are dealt and
 * kept by weight, and the answers stay within 4 standard errors of the
 * independent brute force (omaha_range_brute.h), alone and beside a
 * listed range, with counts equal on 1 and 3 threads; a range that keeps
 * too few dealt hands is refused. */
#include "testing.h"

#include "mc/mc.h"
#include "omaha_range_brute.h"
#include "solve/request.h"

#include <math.h>

static resolved resolve(const scenario *sc)
{
    const pokeq_request q = scenario_request(sc);
    resolved r;
    pokeq_error_info e;
    cr_assert_eq(request_resolve(&q, &r, &e), 0, "%s", e.message);
    return r;
}

static pokeq_mc_result run(const resolved *r, long cap, int threads)
{
    const pokeq_mc_options o = {.seed = 5, .max_trials = 150000, .threads = threads};
    pokeq_mc_result res;
    cr_assert_eq(mc_omaha_ranges_capped(r, &o, NULL, cap, &res, NULL), 0);
    return res;
}

static void expect_weighed_near_brute(const scenario *sc, long cap)
{
    const brute_answer want = brute(sc);
    const resolved r = resolve(sc);
    const pokeq_mc_result res = run(&r, cap, 2);
    for (int p = 0; p < sc->seats; p++) /* a seat that never (or always) wins: exactly so */
        cr_expect((want.equity[p] == 0 || want.equity[p] == 1) ? res.equity[p] == want.equity[p]
                  : res.stderr_equity[p] > 0 && fabs(res.equity[p] - want.equity[p]) <= 4 * res.stderr_equity[p],
                  "%s seat %d: Monte Carlo %.5f, exact %.5f, s.e. %.5f", sc->seat[p].text, p, res.equity[p],
                  want.equity[p], res.stderr_equity[p]);
    const pokeq_mc_result one = run(&r, cap, 1), three = run(&r, cap, 3);
    for (int p = 0; p < sc->seats; p++) {
        cr_expect(memcmp(&one.player[p], &res.player[p], sizeof res.player[p]) == 0, "seat %d, 1 thread", p);
        cr_expect(memcmp(&three.player[p], &res.player[p], sizeof res.player[p]) == 0, "seat %d, 3 threads", p);
    }
}

/* The river, and dead cards that leave aces, tens, jacks, eights and
 * threes: few enough hands for the brute force, most of them in the
 * weighed range (a weighed range keeps a dealt hand by weight). */
#define RIVER "2c7d9hKsQd"
#define DEAD "2d2h2s3s4c4d4h4s5c5d5h5s6c6d6h6s7c7h7s9c9d9sKcKdKhQcQhQs"

Test(mc_omaha, a_weighed_range_against_a_hand)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 2,
                         {{"Axxx,TTxx:0.5", 2, {{"A", 0, 100}, {"TT", 0, 50}}}, {"AsAh8s8h", 0, {{0}}}},
                         RIVER, DEAD};
    expect_weighed_near_brute(&sc, 64);
}

/* JJTT (36 hands) is listed under the cap of 64, Axxx,TTxx:0.5 weighed. */
Test(mc_omaha, weighed_beside_listed_three_way)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 3,
                         {{"Axxx,TTxx:0.5", 2, {{"A", 0, 100}, {"TT", 0, 50}}},
                          {"JJTT", 1, {{"JJTT", 0, 100}}},
                          {"AsAh8s8h", 0, {{0}}}},
                         RIVER, DEAD};
    expect_weighed_near_brute(&sc, 64);
}

Test(mc_omaha, a_range_that_keeps_too_few_dealt_hands_is_refused)
{
    const scenario sc = {POKEQ_GAME_OMAHA, 4, 0, 2, {{"AsAhKsKh,AdAcKdKc", 0, {{0}}}, {"random", 0, {{0}}}}, "", ""};
    const resolved r = resolve(&sc);
    const pokeq_mc_options o = {.seed = 5, .max_trials = 1000, .threads = 1};
    pokeq_mc_result res;
    cr_expect_eq(mc_omaha_ranges_capped(&r, &o, NULL, 1, &res, NULL), -POKEQ_ERR_TOO_HARD);
    cr_expect_eq(mc_omaha_ranges_capped(&r, &o, NULL, 2, &res, NULL), 0, "listed under a cap of 2");
}
