/* SPDX-License-Identifier: MIT */
/* The preflop tables through pokeq.h ("preflop tables"): cells of the full
 * matrix equal the exact engine's hand-against-hand counts summed over the
 * classes' suit combinations, on sampled pairs; every cell plus its mirror
 * is one pot exactly; each row sums to the range engine's count against a
 * random hand exactly; AA is first and 32o last against one random hand;
 * Monte Carlo against N hands is thread-count independent. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "table_request.h"
#include "testing.h"

#include "matrix_once.h"

#include <stdlib.h>
#include <string.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static int class_named(const char *name)
{
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char text[4];
        if (strcmp(pokeq_class_name(cls, text), name) == 0)
            return cls;
    }
    cr_assert_fail("no class %s", name);
    return -1;
}

/* ---- the full tables (matrix_once.h) ------------------------------------ */

/* Class i against class j by the exact engine, hand against hand. */
static pokeq_combo_counts cell_by_exact_engine(int i, int j)
{
    pokeq_combo_counts sum = {0, 0};
    for (int a = 0; a < POKEQ_COMBOS; a++) {
        if (pokeq_combo_class(a) != i)
            continue;
        for (int b = 0; b < POKEQ_COMBOS; b++) {
            if (pokeq_combo_class(b) != j)
                continue;
            pokeq_scenario s = {.players = 2};
            pokeq_combo_cards(a, s.hole[0]);
            pokeq_combo_cards(b, s.hole[1]);
            if (pokeq_scenario_check(&s) != POKEQ_OK)
                continue; /* a shared card: not a deal */
            pokeq_exact_result r;
            cr_assert_eq(pokeq_exact(&s, 0, &r), 0);
            sum.showdowns += r.runouts;
            sum.equity_units += r.player[0].equity_units;
        }
    }
    return sum;
}

static void sampled_cells_equal_the_exact_engine(const pokeq_combo_counts *m)
{
    static const char *const pairs[][2] = {{"AA", "KK"},  {"AKs", "QQ"}, {"AKo", "AKs"}, {"T9s", "T9s"},
                                           {"72o", "22"}, {"32o", "AA"}, {"JTo", "J9o"}};
    for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
        const int i = class_named(pairs[p][0]), j = class_named(pairs[p][1]);
        const pokeq_combo_counts want = cell_by_exact_engine(i, j);
        cr_expect_eq(m[i * POKEQ_CLASSES + j].showdowns, want.showdowns, "%s vs %s", pairs[p][0], pairs[p][1]);
        cr_expect_eq(m[i * POKEQ_CLASSES + j].equity_units, want.equity_units, "%s vs %s", pairs[p][0], pairs[p][1]);
    }
}

static void every_cell_and_its_mirror_make_one_pot(const pokeq_combo_counts *m)
{
    int wrong = 0;
    for (int i = 0; i < POKEQ_CLASSES; i++)
        for (int j = 0; j < POKEQ_CLASSES; j++) {
            const pokeq_combo_counts *a = &m[i * POKEQ_CLASSES + j], *b = &m[j * POKEQ_CLASSES + i];
            wrong += a->showdowns == 0 || a->showdowns != b->showdowns ||
                     a->equity_units + b->equity_units != 2520 * a->showdowns;
        }
    cr_expect_eq(wrong, 0, "%d cells break the mirror rule", wrong);
    const int aa = class_named("AA"), kk = class_named("KK");
    cr_expect_eq(m[aa * POKEQ_CLASSES + aa].equity_units * 2, 2520 * m[aa * POKEQ_CLASSES + aa].showdowns);
    /* the well-known figure: AA against KK wins 81.95 % of the pot */
    const double e = (double)m[aa * POKEQ_CLASSES + kk].equity_units / (2520.0 * m[aa * POKEQ_CLASSES + kk].showdowns);
    cr_expect(e > 0.8194 && e < 0.8196, "AA vs KK %f", e);
}

static void rows_of_the_matrix_and_the_range_engine_agree(const pokeq_combo_counts *m)
{
    pokeq_combo_counts classes[POKEQ_CLASSES];
    const pokeq_table_request q = table_request(0, 0, 0);
    cr_assert_eq(pokeq_table_vs_random(&q, classes), 0);
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        pokeq_combo_counts row = {0, 0};
        for (int j = 0; j < POKEQ_CLASSES; j++) {
            row.showdowns += m[i * POKEQ_CLASSES + j].showdowns;
            row.equity_units += m[i * POKEQ_CLASSES + j].equity_units;
        }
        cr_expect_eq(row.showdowns, classes[i].showdowns, "class %d", i);
        cr_expect_eq(row.equity_units, classes[i].equity_units, "class %d", i);
    }
    /* AA strongest, 32o weakest: compare exactly on the counts */
    const int aa = class_named("AA"), worst = class_named("32o");
    for (int c = 0; c < POKEQ_CLASSES; c++) {
        const unsigned __int128 e_c = (unsigned __int128)classes[c].equity_units;
        if (c != aa)
            cr_expect(e_c * classes[aa].showdowns < (unsigned __int128)classes[aa].equity_units * classes[c].showdowns);
        if (c != worst)
            cr_expect(e_c * classes[worst].showdowns >
                      (unsigned __int128)classes[worst].equity_units * classes[c].showdowns);
    }
}

/* The three checks of the whole matrix in one process: Criterion runs each
 * Test in a process of its own, and the matrix is the slow part. */
Test(preflop_matrix, checked_against_the_exact_engine_its_mirror_and_vs_random, .timeout = 240,
     .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    sampled_cells_equal_the_exact_engine(m);
    every_cell_and_its_mirror_make_one_pot(m);
    rows_of_the_matrix_and_the_range_engine_agree(m);
}

Test(preflop_vs_random, monte_carlo_is_the_same_on_any_thread_count)
{
    pokeq_preflop_mc_result *one = malloc(sizeof *one), *two = malloc(sizeof *two);
    cr_assert(one && two);
    const uint64_t trials = SANITIZED ? 4 * 4096 : 64 * 4096;
    pokeq_table_request q = table_request_mc(3, trials, 7, 1, 0, 0);
    cr_assert_eq(table_mc_result(&q, one), 0);
    q.threads = 2;
    cr_assert_eq(table_mc_result(&q, two), 0);
    cr_expect_eq(memcmp(one->classes, two->classes, sizeof one->classes), 0);
    cr_expect_eq(memcmp(one->stderr_equity, two->stderr_equity, sizeof one->stderr_equity), 0);
    const int aa = class_named("AA");
    for (int c = 0; c < POKEQ_CLASSES; c++) {
        cr_expect(one->stderr_equity[c] > 0 && one->stderr_equity[c] < 0.02, "stderr %g", one->stderr_equity[c]);
        if (c != aa)
            cr_expect(one->equity[c] < one->equity[aa]);
    }
    q.opponents = 10;
    cr_expect_eq(table_mc_result(&q, one), -POKEQ_ERR_ARGUMENT);
    q.opponents = 3;
    q.trials = 0;
    cr_expect_eq(table_mc_result(&q, one), -POKEQ_ERR_ARGUMENT);
    free(one);
    free(two);
}

