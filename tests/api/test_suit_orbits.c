/* SPDX-License-Identifier: MIT */
/* Ranges that are suit-symmetric but for a few combos (one seat): pokeq_solve
 * counts them with that seat's weights summed over the other inputs'
 * symmetry (sim/ranges/range_orbit.h) and the counts divided back; they
 * must be the range engine's counts (pokeq_exact_ranges, which counts
 * every runout of the asymmetric job) exactly, seat for seat, weights
 * and all, in either seat. */
/* the engine is reached through its own (superseded) call on purpose */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <string.h>

/* pokeq_solve's exact counts for a vs b (weights of 1: counts add over a
 * split of a seat's combos). */
static pokeq_result solve_exact(const char *a, const char *b)
{
    char seats[256];
    snprintf(seats, sizeof seats, "%s|%s", a, b);
    pokeq_request q = test_request(POKEQ_GAME_HOLDEM, seats, NULL, NULL);
    q.method = POKEQ_METHOD_EXACT;
    q.exact_limit_seconds = -1;
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0, "%s vs %s", a, b);
    return r;
}

static void solve_equals_engine(const char *a, const char *b)
{
    static pokeq_range ranges[POKEQ_MAX_PLAYERS];
    const char *const texts[POKEQ_MAX_PLAYERS] = {a, b};
    const pokeq_range_scenario s = range_scenario_of(texts, NULL, NULL, ranges);
    const pokeq_result solved = solve_exact(a, b);
    pokeq_range_exact_result engine;
    cr_assert_eq(pokeq_exact_ranges(&s, 0, &engine, NULL), 0);
    cr_assert_eq(solved.count, engine.showdowns, "%s vs %s: showdowns", a, b);
    for (int p = 0; p < 2; p++)
        cr_assert(memcmp(&solved.seat[p].counts, &engine.player[p], sizeof engine.player[p]) == 0,
                  "%s vs %s: seat %d: units %llu, engine %llu", a, b, p,
                  (unsigned long long)solved.seat[p].counts.equity_units,
                  (unsigned long long)engine.player[p].equity_units);
}

Test(suit_orbits, one_offsuit_combo_beside_whole_classes, .timeout = 600)
{
    solve_equals_engine("QQ+,AKs,AhKd", "JJ,TT,99,88,AQs,KQs");
}

Test(suit_orbits, weighted_combos_in_the_second_seat, .timeout = 600)
{
    solve_equals_engine("JJ,TT,99,88,AQs,KQs", "QQ+,AKs,AhKd:0.5,AcKc:0.3");
}

/* The whole seat (its symmetric part and its suit-breaking combo counted
 * as one pairs job, range_orbit.c) against its two parts counted apart:
 * every count the sum of the parts'. */
static void whole_is_sum_of_parts(const char *whole, const char *part_a, const char *part_b, const char *other,
                                  int seat)
{
    const char *w[2] = {whole, other}, *a[2] = {part_a, other}, *b[2] = {part_b, other};
    if (seat == 1) {
        w[0] = a[0] = b[0] = other;
        w[1] = whole;
        a[1] = part_a;
        b[1] = part_b;
    }
    const pokeq_result rw = solve_exact(w[0], w[1]), ra = solve_exact(a[0], a[1]), rb = solve_exact(b[0], b[1]);
    cr_assert_eq(rw.count, ra.count + rb.count, "%s: showdowns", whole);
    for (int p = 0; p < 2; p++) {
        const pokeq_player_counts *cw = &rw.seat[p].counts, *ca = &ra.seat[p].counts, *cb = &rb.seat[p].counts;
        cr_assert_eq(cw->wins, ca->wins + cb->wins, "%s: seat %d wins", whole, p);
        cr_assert_eq(cw->equity_units, ca->equity_units + cb->equity_units, "%s: seat %d units", whole, p);
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            cr_assert_eq(cw->ties[k], ca->ties[k] + cb->ties[k], "%s: seat %d ties %d", whole, p, k);
    }
}

Test(suit_orbits, a_seat_counts_as_the_sum_of_its_parts, .timeout = 600)
{
    whole_is_sum_of_parts("QQ+,AKs,AhKd", "QQ+,AKs", "AhKd", "JJ,TT,99,88,AQs,KQs", 0);
    whole_is_sum_of_parts("KK+,AKs,AsQd", "KK+,AKs", "AsQd", "QQ,JJ,AQs,KQs,AJo", 1);
}
