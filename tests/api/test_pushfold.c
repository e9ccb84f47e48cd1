/* SPDX-License-Identifier: MIT */
/*
 * test_pushfold.c - pokeq_pushfold against the game's definition
 * (pushfold_oracle.h): the small blind's value equal to an independent
 * linear programme's to 1e-9, the exploitability recomputed from the
 * reported frequencies (at most 1e-9 bb, and equal to the reported one),
 * and every class whose gain is clearly not 0 played at frequency exactly 0
 * or 1. On synthetic games (the real deal counts with made-up equities:
 * cheap, and unlike poker in ways a solver must not care about) and, once
 * per run, on the exact class matrix at several stacks and antes.
 */
#include <criterion/criterion.h>

#include "matrix_once.h"
#include "pokeq.h"
#include "pushfold_oracle.h"
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

static void expect_equilibrium(const pokeq_combo_counts *matrix, double stack, double ante)
{
    pokeq_pushfold_request q;
    pokeq_pushfold_request_init(&q);
    q.stack = stack;
    q.ante = ante;
    q.matrix = matrix;
    static pokeq_pushfold_result r;
    cr_assert_eq(pokeq_pushfold(&q, &r), 0);
    static pf_game g;
    pf_game_of(&g, matrix, stack, ante);
    double lp_push[PF_K];
    const double value = pf_oracle_solve(&g, lp_push);
    cr_assert(fabs(r.ev_sb - value) <= 1e-9, "S %g A %g: ev_sb %.15g, the oracle's %.15g", stack, ante, r.ev_sb,
              value);
    cr_assert(fabs(pf_value(&g, r.push.frequency, r.call.frequency) - r.ev_sb) <= 1e-9);
    double sb, bb;
    const double exploitability = pf_exploitability(&g, r.push.frequency, r.call.frequency, &sb, &bb);
    cr_assert(exploitability <= 1e-9, "S %g: exploitability %g", stack, exploitability);
    cr_assert(fabs(exploitability - r.exploitability) <= 1e-12);
    cr_assert(fabs(sb - r.push.best_response_gain) <= 1e-12 && fabs(bb - r.call.best_response_gain) <= 1e-12);
    double push_combos = 0, lp_combos = 0;
    for (int k = 0; k < PF_K; k++) {
        /* gains per combo dealt of the class, in big blinds */
        const double deals = pokeq_class_combos(k) * 1225.0;
        const double push_gain = pf_push_gain(&g, r.call.frequency, k) / deals;
        const double call_gain = pf_call_gain(&g, r.push.frequency, k) / deals;
        const double f = r.push.frequency[k], c = r.call.frequency[k];
        if (fabs(push_gain) > 1e-7)
            cr_assert(f == (push_gain > 0 ? 1.0 : 0.0), "S %g class %d pushed at %.17g, gain %g", stack, k, f, push_gain);
        if (fabs(call_gain) > 1e-7)
            cr_assert(c == (call_gain > 0 ? 1.0 : 0.0), "S %g class %d called at %.17g, gain %g", stack, k, c, call_gain);
        cr_assert(fabs(r.push.gain[k] - push_gain) <= 1e-9 && fabs(r.call.gain[k] - call_gain) <= 1e-9);
        push_combos += pokeq_class_combos(k) * f;
        lp_combos += pokeq_class_combos(k) * lp_push[k];
    }
    cr_assert(fabs(r.push.combos - push_combos) < 1e-9);
    cr_assert(fabs(r.push.percent - 100 * push_combos / 1326) < 1e-9);
    cr_assert(fabs(r.push.percent - 100 * lp_combos / 1326) < 0.1, "S %g: pushes %g %%, the oracle's %g %%", stack,
              r.push.percent, 100 * lp_combos / 1326);
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

Test(pushfold, the_exact_game_at_several_stacks, .timeout = 600, .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    static const double stacks[] = {2, 5, 10, 15, 20, 10, 8}, antes[] = {0, 0, 0, 0, 0, 0.125, 0.5};
    for (int k = 0; k < 7; k++)
        expect_equilibrium(m, stacks[k], antes[k]);
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
