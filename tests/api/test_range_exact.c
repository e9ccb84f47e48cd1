/* SPDX-License-Identifier: MIT */
/* pokeq_exact_ranges against the brute force of range_brute.h: every count,
 * per player and per combo, to the last integer, on boards of 3, 4 and 5
 * cards, overlapping ranges, weights, dead cards, 2 to 4 players, for 1
 * and 2 threads; the empty-range and argument errors. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <stdio.h>
#include <string.h>

typedef struct range_case {
    const char *ranges[POKEQ_MAX_PLAYERS];
    const char *board;
    const char *dead;
    int heavy; /* skipped under sanitizers */
} range_case;

static void expect_same(const range_case *c, int threads)
{
    static pokeq_range storage[POKEQ_MAX_PLAYERS];
    const pokeq_range_scenario s = range_scenario_of(c->ranges, c->board, c->dead, storage);
    static brute_result brute;
    brute_ranges(&s, &brute);
    pokeq_range_exact_result r;
    static pokeq_combo_counts combos[POKEQ_MAX_PLAYERS * POKEQ_COMBOS];
    const int rc = pokeq_exact_ranges(&s, threads, &r, combos);
    cr_assert_eq(rc, 0, "%s vs %s: %s", c->ranges[0], c->ranges[1], pokeq_strerror(rc));
    cr_expect_eq(r.showdowns, brute.showdowns, "%s vs %s on %s: showdowns %llu, brute %llu", c->ranges[0],
                 c->ranges[1], c->board, (unsigned long long)r.showdowns, (unsigned long long)brute.showdowns);
    uint64_t units = 0;
    for (int p = 0; p < s.players; p++) {
        cr_expect_eq(memcmp(&r.player[p], &brute.player[p], sizeof r.player[p]), 0,
                     "%s vs %s on %s: player %d counts differ (units %llu vs %llu)", c->ranges[0], c->ranges[1],
                     c->board, p, (unsigned long long)r.player[p].equity_units,
                     (unsigned long long)brute.player[p].equity_units);
        units += r.player[p].equity_units;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
            const pokeq_combo_counts *got = &combos[p * POKEQ_COMBOS + combo], *want = &brute.combo[p][combo];
            if (got->showdowns != want->showdowns || got->equity_units != want->equity_units) {
                cr_expect(0, "%s vs %s on %s: player %d combo %d: %llu/%llu, brute %llu/%llu", c->ranges[0],
                          c->ranges[1], c->board, p, combo, (unsigned long long)got->equity_units,
                          (unsigned long long)got->showdowns, (unsigned long long)want->equity_units,
                          (unsigned long long)want->showdowns);
                return;
            }
        }
    }
    cr_expect_eq(units, 2520 * r.showdowns, "units add up to one pot per showdown");
}

static const range_case cases[] = {
    /* heads-up, flop */
    {{"QQ+", "TT+"}, "2c7d9h", NULL, 0},
    {{"QQ+", "TT+"}, "2h7h9h", NULL, 0},
    {{"AKs", "AA,KK,AK"}, "2c7d9h", NULL, 0},
    {{"AKs", "AA,KK,AK"}, "Ah7h2h", NULL, 0},
    {{"22-55", "A2s+"}, "3c4c5h", NULL, 0},
    {{"AhKh", "QQ+"}, "QhJhTh", NULL, 0},
    {{"AA:0.5,KK", "QQ@30,AK@70"}, "Kd8s3c", NULL, 0},
    {{"random", "AA"}, "KsQsJs", NULL, 1},
    /* heads-up, turn */
    {{"AK", "QQ+"}, "Kh7d2c5s", NULL, 0},
    {{"KQs,JTs", "AhAd,AcAs"}, "9h8h2c7h", NULL, 0},
    {{"QQ+", "TT+"}, "2c7d9h5s", "QhTs", 0},
    {{"A2s+", "K9s-K6s"}, "AcKc5d9s", NULL, 0},
    {{"10%", "AA,KK,AK"}, "2d3d4d5d", NULL, 0},
    {{"20%", "15%"}, "Ks8h2d5c", NULL, 0},
    {{"random", "AKs"}, "Ks8h2d5c", NULL, 0},
    {{"AKs:0.5,AKo:0.25", "random"}, "Ks8h2d5c", NULL, 0},
    {{"20%:0.7,random:0.1", "30%"}, "Ks8h2d5c", "Qs", 0},
    /* heads-up, river */
    {{"random", "AA"}, "Kh7d2c5s9h", NULL, 0},
    {{"random", "random"}, "AsKsQsJs2d", NULL, 1},
    {{"AA", "QQ@100,22@1"}, "Kh7d2c5s9h", NULL, 0},
    {{"AA", "QQ@100,22@1"}, "Kh7d2c", NULL, 0},
    /* three and four players */
    {{"QQ+", "AK", "JJ,TT"}, "2c7d9h4s", NULL, 0},
    {{"AA,KK", "AK", "AK"}, "2c7d9h", NULL, 0},
    {{"random", "QQ+", "AKs"}, "2c7d9h4sTs", NULL, 0},
    {{"AA,KK,AKs", "QQ+,AK", "JJ-99"}, "Ks8h2d", "9c", 0},
    {{"AA", "KK", "QQ", "JJ"}, "2c3d4h5s9c", NULL, 0},
    {{"AKs,AQs", "KQs,KJs", "QJs,JTs", "T9s,98s"}, "2h3h4c8d", NULL, 0},
};

Test(range_exact, equals_brute_force_one_thread, .timeout = 300)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!(SANITIZED && cases[i].heavy))
            expect_same(&cases[i], 1);
}

Test(range_exact, equals_brute_force_two_threads, .timeout = 300)
{
    /* Flops only: the ones that split over threads. */
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (!(SANITIZED && cases[i].heavy) && strlen(cases[i].board) <= 6 && (!SANITIZED || i % 3 == 0))
            expect_same(&cases[i], 2);
}

Test(range_exact, weighted_equity_matches_the_definition)
{
    /* AA vs QQ@100,22@1 on a river where QQ and 22 fare differently:
     * equity over the weighted assignments, by hand. */
    static const range_case c = {{"AA", "QQ@100,22@1"}, "Qh7d3c5s9h", NULL, 0};
    pokeq_range storage[POKEQ_MAX_PLAYERS];
    const pokeq_range_scenario s = range_scenario_of(c.ranges, c.board, c.dead, storage);
    pokeq_range_exact_result r;
    cr_assert_eq(pokeq_exact_ranges(&s, 1, &r, NULL), 0);
    /* AA: 6 combos. QQ: 3 live (Qh on board), each weight 100: trips beat
     * AA. 22: 6 live, weight 1: AA wins. */
    cr_expect_eq(r.showdowns, 6 * (3 * 100 + 6 * 1));
    cr_expect_eq(r.player[0].wins, 6 * 6);
    cr_expect_eq(r.player[1].wins, 6 * 3 * 100);
    cr_expect_eq(r.player[0].equity_units, 2520 * 6 * 6, "AA's equity is 6 / 306");
}

Test(range_exact, empty_ranges_are_errors)
{
    pokeq_range aa, kk, aces;
    pokeq_range_parse("AA", &aa, NULL);
    pokeq_range_parse("KK", &kk, NULL);
    pokeq_range_parse("AsAh", &aces, NULL);
    pokeq_range_exact_result r;
    /* Card removal empties a range: AsAh with As on the board. */
    pokeq_range_scenario s = {.players = 2, .range = {&aces, &kk}, .board = {51, 0, 4}, .board_count = 3};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    /* Every range alive, but no assignment: AsAh twice. */
    s = (pokeq_range_scenario){.players = 2, .range = {&aces, &aces}};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    /* Two players with AA each and one ace dead: three aces for two pairs. */
    s = (pokeq_range_scenario){.players = 2, .range = {&aa, &aa}, .dead = {48}, .dead_count = 1};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    pokeq_range empty = {{0}};
    s = (pokeq_range_scenario){.players = 2, .range = {&empty, &kk}};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect(strlen(pokeq_strerror(-POKEQ_ERR_RANGE_EMPTY)) > 10);
    s = (pokeq_range_scenario){.players = 1, .range = {&kk}};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_PLAYERS);
    s = (pokeq_range_scenario){.players = 2, .range = {&kk, NULL}};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_ARGUMENT);
    s = (pokeq_range_scenario){.players = 2, .range = {&aa, &kk}, .board = {3, 3}, .board_count = 2};
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &r, NULL), -POKEQ_ERR_DUPLICATE);
}

Test(range_exact, fixed_hands_agree_with_pokeq_exact)
{
    /* One-combo ranges preflop: the same counts as the fixed-hand engine
     * (the whole 1,712,304 runouts; suit symmetry on both sides). */
    pokeq_range a, b;
    pokeq_range_parse("AhAs", &a, NULL);
    pokeq_range_parse("KdKc", &b, NULL);
    const pokeq_range_scenario rs = {.players = 2, .range = {&a, &b}};
    pokeq_range_exact_result r;
    cr_assert_eq(pokeq_exact_ranges(&rs, 0, &r, NULL), 0);
    pokeq_scenario s = {.players = 2};
    s.hole[0][0] = pokeq_card_parse("Ah");
    s.hole[0][1] = pokeq_card_parse("As");
    s.hole[1][0] = pokeq_card_parse("Kd");
    s.hole[1][1] = pokeq_card_parse("Kc");
    pokeq_exact_result e;
    cr_assert_eq(pokeq_exact(&s, 0, &e), 0);
    cr_expect_eq(r.showdowns, e.runouts);
    for (int p = 0; p < 2; p++)
        cr_expect_eq(memcmp(&r.player[p], &e.player[p], sizeof r.player[p]), 0);
}
