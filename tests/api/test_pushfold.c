/* SPDX-License-Identifier: MIT */
/*
 * test_pushfold.c - pokeq_pushfold against the game's definition
 * (pushfold_oracle.h): the small blind's value equal to an independent
 * linear programme's to 1e-9, the exploitability recomputed from the
 * reported frequencies (at most 1e-9 bb, and equal to the reported one),
 * and every class whose gain is clearly not 0 played at frequency exactly 0
 * or 1. On synthetic games (the real deal counts with made-up equities:
 * cheap, and unlike poker in ways a solver must not care about);
 * test_pushfold_exact.c does the same on the exact class matrix.
 */
#include <criterion/criterion.h>

#include "pokeq.h"
#include "pushfold_check.h"
#include "testing.h"

#include <math.h>
#include <stdlib.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

/* Disjoint hand pairs of classes i and j, counted from the combos' cards. */
static void disjoint_pairs(uint64_t *pairs)
{
    memset(pairs, 0, CELLS * sizeof *pairs);
    for (int a = 0; a < POKEQ_COMBOS; a++)
        for (int b = 0; b < POKEQ_COMBOS; b++) {
            int x[2], y[2];
            pokeq_combo_cards(a, x);
            pokeq_combo_cards(b, y);
            if (x[0] != y[0] && x[0] != y[1] && x[1] != y[0] && x[1] != y[1])
                pairs[pokeq_combo_class(a) * POKEQ_CLASSES + pokeq_combo_class(b)]++;
        }
}

/* A made-up game: class i's equity against j is 0.5 + 0.45 tanh(s_i - s_j)
 * with random strengths s and some noise, cells mirrored exactly. */
static void synthetic_matrix(uint64_t seed, pokeq_combo_counts *m)
{
    static uint64_t pairs[CELLS];
    disjoint_pairs(pairs);
    double strength[POKEQ_CLASSES];
    srand((unsigned)seed);
    for (int i = 0; i < POKEQ_CLASSES; i++)
        strength[i] = 3.0 * rand() / RAND_MAX;
    for (int i = 0; i < POKEQ_CLASSES; i++)
        for (int j = i; j < POKEQ_CLASSES; j++) {
            const uint64_t showdowns = pairs[i * POKEQ_CLASSES + j] * 1712304ULL;
            const double noise = 0.1 * rand() / RAND_MAX - 0.05;
            double e = i == j ? 0.5 : 0.5 + 0.45 * tanh(strength[i] - strength[j]) + noise;
            e = e < 0 ? 0 : e > 1 ? 1 : e;
            const uint64_t units = i == j ? 1260 * showdowns : (uint64_t)llround(e * 2520.0 * (double)showdowns);
            m[i * POKEQ_CLASSES + j] = (pokeq_combo_counts){showdowns, units};
            m[j * POKEQ_CLASSES + i] = (pokeq_combo_counts){showdowns, 2520 * showdowns - units};
        }
}

Test(pushfold, synthetic_games_against_the_oracle, .timeout = 300)
{
    static pokeq_combo_counts m[CELLS];
    static const double stacks[] = {1.5, 4, 12.5, 40}, antes[] = {0, 0.125, 0, 1};
    const int games = SANITIZED ? 1 : 3;
    for (int s = 0; s < games; s++) {
        synthetic_matrix(17 + s, m);
        for (int k = 0; k < 4; k++)
            expect_equilibrium(m, stacks[k], antes[k]);
    }
}

Test(pushfold, bad_requests_refused)
{
    static pokeq_combo_counts m[CELLS];
    synthetic_matrix(3, m);
    pokeq_pushfold_request q;
    static pokeq_pushfold_result r;
    pokeq_pushfold_request_init(&q);
    q.matrix = m;
    q.stack = 1;
    cr_assert_eq(pokeq_pushfold(&q, &r), -POKEQ_ERR_ARGUMENT);
    q.stack = 1.5;
    q.ante = 0.5;
    cr_assert_eq(pokeq_pushfold(&q, &r), -POKEQ_ERR_ARGUMENT);
    q.ante = -0.1;
    cr_assert_eq(pokeq_pushfold(&q, &r), -POKEQ_ERR_ARGUMENT);
    q.ante = 0;
    q.stack = NAN;
    cr_assert_eq(pokeq_pushfold(&q, &r), -POKEQ_ERR_ARGUMENT);
    q.stack = 10;
    m[5].equity_units += 1; /* a cell and its mirror no longer one pot */
    cr_assert_eq(pokeq_pushfold(&q, &r), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(pokeq_pushfold(NULL, &r), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(pokeq_pushfold(&q, NULL), -POKEQ_ERR_ARGUMENT);
}
