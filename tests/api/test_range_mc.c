/* SPDX-License-Identifier: MIT */
/* pokeq_monte_carlo_ranges against pokeq_exact_ranges (itself checked
 * against a brute force in test_range_exact.c): every player's equity
 * within 4 standard errors on cases where card removal matters, listed and
 * rejection sampling both; bit-identical answers and per-combo counts for
 * 1 and 2 threads, also when the standard-error rule stops mid-round;
 * per-combo counts that add up. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct mc_case {
    const char *ranges[POKEQ_MAX_PLAYERS];
    const char *board;
    const char *dead;
} mc_case;

static const mc_case cases[] = {
    {{"QQ+", "TT+"}, "", NULL},
    {{"AKs", "AA,KK,AK"}, "", NULL},
    {{"AA,KK", "AA,KK"}, "", NULL},
    {{"AA:0.5,KK", "QQ@30,AK@70"}, "", NULL},
    {{"10%", "10%"}, "", NULL},
    {{"AA,KK", "AK", "AK"}, "2c7d9h", NULL},
    {{"QQ+", "AK", "JJ,TT"}, "2c7d9h", NULL},
    {{"QQ+,AK", "JJ+,AQs", "AK,KQ"}, "Ks8h2d", NULL},
    {{"AA,KK,AKs", "QQ+,AK"}, "Ks8h2d", NULL},
    {{"AhKh", "QQ+"}, "QhJh2c9s", NULL},
    {{"QQ+", "TT+"}, "2c7d9h", "QhTs"},
    {{"22-55", "A2s+"}, "3c4c5h", NULL},
    {{"AKs", "AKs", "AKs"}, "2c7c9h", NULL},
    {{"AA,KK", "AA,KK", "AK", "AK"}, "2c7d9h", NULL},
    {{"random", "AA"}, "KsQsJs", NULL},
    {{"QQ+", "random", "random"}, "2c7d9h4sTs", NULL},
    {{"random", "random"}, "AsKsQsJs2d", NULL},
    /* fixed hands and random ones: the random holes are dealt with the board */
    {{"AhAs", "random"}, "Kd7c2s", NULL},
    {{"random", "AhKh", "random"}, "Qs9s4d8h2c", NULL},
    {{"AhKh", "random", "7c7d"}, "Qs9s4d", "2c"},
};

static void expect_within_4_stderr(const mc_case *c, uint64_t trials)
{
    static pokeq_range storage[POKEQ_MAX_PLAYERS];
    const pokeq_range_scenario s = range_scenario_of(c->ranges, c->board, c->dead, storage);
    pokeq_range_exact_result exact;
    cr_assert_eq(pokeq_exact_ranges(&s, 0, &exact, NULL), 0);
    const pokeq_mc_options o = {.seed = 7 + (uint64_t)s.players, .max_trials = trials, .threads = 2};
    pokeq_mc_result mc;
    cr_assert_eq(pokeq_monte_carlo_ranges(&s, &o, &mc, NULL), 0);
    cr_assert_eq(mc.trials, trials);
    for (int p = 0; p < s.players; p++) {
        const double want = (double)exact.player[p].equity_units / (2520.0 * (double)exact.showdowns);
        cr_expect(fabs(mc.equity[p] - want) <= 4 * mc.stderr_equity[p],
                  "%s vs %s on %s: player %d equity %.5f, exact %.5f, stderr %.5f", c->ranges[0], c->ranges[1],
                  c->board, p, mc.equity[p], want, mc.stderr_equity[p]);
        cr_expect(mc.stderr_equity[p] < 0.01);
    }
}

Test(range_mc, within_four_standard_errors_of_exact, .timeout = 300)
{
    const uint64_t trials = SANITIZED ? 40000 : 400000;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!SANITIZED || i % 4 == 0)
            expect_within_4_stderr(&cases[i], trials);
}

/* Runs s with options o; per-combo counts into a fresh buffer. */
static pokeq_combo_counts *run(const pokeq_range_scenario *s, pokeq_mc_options o, pokeq_mc_result *r)
{
    pokeq_combo_counts *combos = calloc((size_t)s->players * POKEQ_COMBOS, sizeof *combos);
    cr_assert_eq(pokeq_monte_carlo_ranges(s, &o, r, combos), 0);
    return combos;
}

Test(range_mc, same_answer_for_any_thread_count)
{
    static const mc_case overlapping = {{"AA,KK", "AK", "AK"}, "", NULL};
    static const mc_case wide = {{"QQ+,AKs", "random", "random"}, "", NULL};
    static const mc_case dealt = {{"random", "AhAs", "random"}, "", NULL};
    const mc_case *all[] = {&overlapping, &wide, &dealt};
    for (int k = 0; k < 3; k++) {
        pokeq_range storage[POKEQ_MAX_PLAYERS];
        const pokeq_range_scenario s = range_scenario_of(all[k]->ranges, all[k]->board, all[k]->dead, storage);
        /* A stderr stop ends mid-round: blocks past it must not count. */
        pokeq_mc_options o = {.seed = 99, .target_stderr = SANITIZED ? 0.004 : 0.001, .threads = 1};
        pokeq_mc_result one, two;
        pokeq_combo_counts *a = run(&s, o, &one);
        o.threads = 2;
        pokeq_combo_counts *b = run(&s, o, &two);
        cr_expect_eq(one.trials, two.trials);
        cr_expect_eq(memcmp(one.player, two.player, sizeof one.player), 0);
        cr_expect_eq(memcmp(a, b, (size_t)s.players * POKEQ_COMBOS * sizeof *a), 0, "per-combo counts differ");
        for (int p = 0; p < s.players; p++) {
            uint64_t showdowns = 0, units = 0;
            for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
                showdowns += a[p * POKEQ_COMBOS + combo].showdowns;
                units += a[p * POKEQ_COMBOS + combo].equity_units;
                if (s.range[p]->weight[combo] == 0)
                    cr_expect_eq(a[p * POKEQ_COMBOS + combo].showdowns, 0);
            }
            cr_expect_eq(showdowns, one.trials, "player %d: combo showdowns add up to the trials", p);
            cr_expect_eq(units, one.player[p].equity_units);
        }
        free(a);
        free(b);
    }
}

/* Each MC combo equity of s within 4.5 standard errors of the exact
 * per-combo equity. */
static void expect_combos_track_exact(const pokeq_range_scenario *s, uint64_t trials)
{
    pokeq_range_exact_result exact;
    const size_t entries = (size_t)s->players * POKEQ_COMBOS;
    pokeq_combo_counts *want = calloc(entries, sizeof *want);
    cr_assert_eq(pokeq_exact_ranges(s, 0, &exact, want), 0);
    pokeq_mc_result mc;
    const pokeq_mc_options o = {.seed = 5, .max_trials = trials, .threads = 2};
    pokeq_combo_counts *got = run(s, o, &mc);
    for (size_t combo = 0; combo < entries; combo++) {
        if (want[combo].showdowns == 0) {
            cr_expect_eq(got[combo].showdowns, 0);
            continue;
        }
        const double e = (double)want[combo].equity_units / (2520.0 * (double)want[combo].showdowns);
        const double m = (double)got[combo].equity_units / (2520.0 * (double)got[combo].showdowns);
        const double se = sqrt(e * (1 - e) / (double)got[combo].showdowns) + 1e-9;
        cr_expect(fabs(m - e) <= 4.5 * se, "combo %zu: %.4f vs exact %.4f (se %.4f)", combo, m, e, se);
    }
    free(want);
    free(got);
}

Test(range_mc, per_combo_equity_tracks_exact)
{
    /* AA,KK vs AK preflop (the sampler), AhAs vs random on a flop (dealt) */
    pokeq_range a, b, hand, random;
    pokeq_range_parse("AA,KK", &a, NULL);
    pokeq_range_parse("AK", &b, NULL);
    const pokeq_range_scenario sampled = {.players = 2, .range = {&a, &b}};
    expect_combos_track_exact(&sampled, SANITIZED ? 50000 : 1000000);
    pokeq_range_parse("AhAs", &hand, NULL);
    pokeq_range_parse("random", &random, NULL);
    pokeq_range_scenario dealt = {.players = 2, .range = {&hand, &random}, .board_count = 3};
    cr_assert_eq(pokeq_cards_parse("Kd7c2s", dealt.board, 3, NULL), 3);
    expect_combos_track_exact(&dealt, SANITIZED ? 100000 : 2000000);
}

Test(range_mc, errors)
{
    pokeq_range aces, kings;
    pokeq_range_parse("AsAh", &aces, NULL);
    pokeq_range_parse("KK", &kings, NULL);
    const pokeq_mc_options o = {.seed = 1, .max_trials = 1000};
    pokeq_mc_result r;
    pokeq_range_scenario s = {.players = 2, .range = {&aces, &aces}};
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &o, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    s = (pokeq_range_scenario){.players = 2, .range = {&aces, &kings}, .dead = {51}, .dead_count = 1};
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &o, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    const pokeq_mc_options none = {.seed = 1};
    s = (pokeq_range_scenario){.players = 2, .range = {&aces, &kings}};
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &none, &r, NULL), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo_ranges(NULL, &o, &r, NULL), -POKEQ_ERR_ARGUMENT);
}
