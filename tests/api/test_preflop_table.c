/* SPDX-License-Identifier: MIT */
/* Heads-up preflop jobs against random, answered from the class table,
 * against the range engine through pokeq.h: pokeq_solve (the table) and
 * pokeq_exact_ranges (the engine, which never reads the table) must give
 * the same counts, seat for seat, and pokeq_solve the deals the ranges
 * make (each live combo of the other seat against the 1,225 hands left,
 * on every board of the 48 cards left). Every class (as one combo, not
 * the class range the table was made from, so the claim that a class's
 * combos count alike is tested too), and 20 weighted ranges (whole classes
 * at weights of their own, and single combos), random in either seat, at
 * a weight too. */
/* the engine is reached through its own (superseded) call on purpose */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <string.h>

static void both_ways_agree(const pokeq_range *a, const pokeq_range *b, const char *what)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 2;
    q.seat[0].range = a;
    q.seat[1].range = b;
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 0;
    q.exact_limit_seconds = -1;
    pokeq_result table;
    cr_assert_eq(pokeq_solve(&q, &table, NULL), 0, "%s: table", what);
    const pokeq_range_scenario s = {.players = 2, .range = {a, b}};
    pokeq_range_exact_result engine;
    cr_assert_eq(pokeq_exact_ranges(&s, 0, &engine, NULL), 0, "%s: engine", what);
    cr_assert_eq(table.method, POKEQ_METHOD_EXACT);
    cr_assert_eq(table.count_kind, POKEQ_COUNT_SHOWDOWNS);
    cr_assert_eq(table.count, engine.showdowns, "%s: showdowns %llu, engine %llu", what,
                 (unsigned long long)table.count, (unsigned long long)engine.showdowns);
    const int other = pokeq_range_size(a) == POKEQ_COMBOS ? pokeq_range_size(b) : pokeq_range_size(a);
    cr_assert_eq(table.deals, (uint64_t)other * 1225 * test_choose(48, 5), "%s: deals", what);
    for (int p = 0; p < 2; p++) {
        const pokeq_player_counts *t = &table.seat[p].counts, *e = &engine.player[p];
        cr_assert(memcmp(t, e, sizeof *t) == 0, "%s: seat %d: wins %llu ties %llu units %llu, engine %llu %llu %llu",
                  what, p, (unsigned long long)t->wins, (unsigned long long)t->ties[2],
                  (unsigned long long)t->equity_units, (unsigned long long)e->wins, (unsigned long long)e->ties[2],
                  (unsigned long long)e->equity_units);
    }
}

static pokeq_range all_at(uint8_t weight)
{
    pokeq_range r;
    memset(r.weight, weight, sizeof r.weight);
    return r;
}

Test(preflop_table, every_class_as_one_combo_counts_as_the_engine, .timeout = 900)
{
    static pokeq_range hand, random;
    random = all_at(POKEQ_RANGE_WEIGHT_ONE);
    for (int cls = 0; cls < POKEQ_CLASSES; cls += SANITIZED ? 41 : 1) { /* sanitized: 5 classes */
        int last = -1;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++)
            last = pokeq_combo_class(combo) == cls ? combo : last;
        memset(&hand, 0, sizeof hand);
        hand.weight[last] = POKEQ_RANGE_WEIGHT_ONE;
        char name[4];
        both_ways_agree(&hand, &random, pokeq_class_name(cls, name));
    }
}

/* Range k of the 20, seeded: k < 17, whole classes with a weight each
 * (1 + 10k classes; k = 16: all 169), which the engine counts on canonical
 * runouts; k = 17..19, a few single combos with weights (no suit symmetry
 * left, so the engine's pairs stay few): AhKd alone; AhKd, 7c2d, QsQh; AKs
 * with AhKd. */
static void weighted_range(int k, pokeq_range *r)
{
    memset(r, 0, sizeof *r);
    uint64_t state = 0x9e3779b97f4a7c15ULL * (uint64_t)(k + 1);
    const int classes = k < 16 ? 1 + 10 * k : k == 16 ? POKEQ_CLASSES : 0;
    for (int i = 0; i < classes; i++) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const int cls = k == 16 ? i : (int)(state >> 33) % POKEQ_CLASSES;
        const uint8_t weight = (uint8_t)(1 + (state >> 20) % 100);
        for (int combo = 0; combo < POKEQ_COMBOS; combo++)
            if (pokeq_combo_class(combo) == cls)
                r->weight[combo] = weight;
    }
    const char *const combos[3] = {"AhKd:0.37", "AhKd:0.5,7c2d:0.2,QsQh", "AKs:0.4,AhKd:0.6"};
    if (k >= 17)
        cr_assert_eq(pokeq_range_parse(combos[k - 17], r, NULL), 0);
}

Test(preflop_table, twenty_weighted_ranges_count_as_the_engine, .timeout = 900)
{
    static pokeq_range hero, random;
    for (int k = 0; k < 20; k += SANITIZED ? 9 : 1) { /* sanitized: 3 of them */
        weighted_range(k, &hero);
        random = all_at(k % 3 == 2 ? 37 : POKEQ_RANGE_WEIGHT_ONE); /* "random:0.37" counts as random */
        char what[32];
        snprintf(what, sizeof what, "range %d (%d combos)", k, pokeq_range_size(&hero));
        if (k % 2 == 0)
            both_ways_agree(&hero, &random, what);
        else
            both_ways_agree(&random, &hero, what);
    }
}

Test(preflop_table, random_against_random_and_texts_count_as_the_engine, .timeout = 300, .disabled = SANITIZED)
{
    static pokeq_range a, b;
    a = all_at(POKEQ_RANGE_WEIGHT_ONE);
    b = all_at(5);
    both_ways_agree(&a, &b, "random vs random:0.05");
    pokeq_range_error e;
    cr_assert_eq(pokeq_range_parse("QQ+,AKs,AhKd:0.5,72o@3", &a, &e), 0);
    both_ways_agree(&a, &b, "QQ+,AKs,AhKd:0.5,72o@3");
}
