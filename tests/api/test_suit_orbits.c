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

static void solve_equals_engine(const char *a, const char *b)
{
    static pokeq_range ranges[POKEQ_MAX_PLAYERS];
    const char *const texts[POKEQ_MAX_PLAYERS] = {a, b};
    const pokeq_range_scenario s = range_scenario_of(texts, NULL, NULL, ranges);
    char seats[256];
    snprintf(seats, sizeof seats, "%s|%s", a, b);
    pokeq_request q = test_request(POKEQ_GAME_HOLDEM, seats, NULL, NULL);
    q.method = POKEQ_METHOD_EXACT;
    q.exact_limit_seconds = -1;
    pokeq_result solved;
    cr_assert_eq(pokeq_solve(&q, &solved, NULL), 0);
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
