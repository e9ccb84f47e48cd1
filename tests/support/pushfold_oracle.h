/* SPDX-License-Identifier: MIT */
/*
 * pushfold_oracle.h - the heads-up push/fold game from its definition, for
 * tests: its payoffs per class pair from a class matrix (showdowns and pot
 * units, pokeq_combo_counts), each side's best response and the
 * exploitability of any pair of strategies, and an independent solution
 * by a linear programme of its own (a plain tableau simplex). It reads the matrix's counts and nothing else of the library.
 *
 * Definition (the issue's): the small blind (SB) folds, losing 0.5 + A, or
 * goes all in; the big blind then folds (SB wins 1 + A) or calls (SB wins
 * S (2e - 1), e its pot share). Per class pair (i, j) of SB and BB hands:
 * pairs[i][j] deals, shares[i][j] the SB's pot shares summed over them.
 */
#ifndef POKEQ_TEST_PUSHFOLD_ORACLE_H
#define POKEQ_TEST_PUSHFOLD_ORACLE_H

#include "pokeq.h"

#include <criterion/criterion.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { PF_K = POKEQ_CLASSES };

typedef struct pf_game {
    double stack, ante, deals;
    double pairs[PF_K][PF_K], shares[PF_K][PF_K];
} pf_game;

static inline void pf_game_of(pf_game *g, const pokeq_combo_counts *matrix, double stack, double ante)
{
    g->stack = stack;
    g->ante = ante;
    g->deals = 0;
    for (int i = 0; i < PF_K; i++)
        for (int j = 0; j < PF_K; j++) {
            g->pairs[i][j] = (double)matrix[i * PF_K + j].showdowns / 1712304.0;
            g->shares[i][j] = (double)matrix[i * PF_K + j].equity_units / 2520.0 / 1712304.0;
            g->deals += g->pairs[i][j];
        }
}

/* The SB's payoff summed over the deals of (i, j) for each line of play. */
static inline double pf_fold(const pf_game *g, int i, int j) { return -(0.5 + g->ante) * g->pairs[i][j]; }
static inline double pf_steal(const pf_game *g, int i, int j) { return (1 + g->ante) * g->pairs[i][j]; }
static inline double pf_called(const pf_game *g, int i, int j)
{
    return g->stack * (2 * g->shares[i][j] - g->pairs[i][j]);
}

/* The SB's expected payoff per deal when it pushes class i with push[i]
 * and the BB calls class j with call[j]. */
static inline double pf_value(const pf_game *g, const double *push, const double *call)
{
    double sum = 0;
    for (int i = 0; i < PF_K; i++)
        for (int j = 0; j < PF_K; j++)
            sum += (1 - push[i]) * pf_fold(g, i, j) +
                   push[i] * ((1 - call[j]) * pf_steal(g, i, j) + call[j] * pf_called(g, i, j));
    return sum / g->deals;
}

/* The SB's gain (payoff summed over its deals with class i) from pushing
 * rather than folding, against call; and the BB's from calling rather
 * than folding with class j, against push. */
static inline double pf_push_gain(const pf_game *g, const double *call, int i)
{
    double sum = 0;
    for (int j = 0; j < PF_K; j++)
        sum += (1 - call[j]) * pf_steal(g, i, j) + call[j] * pf_called(g, i, j) - pf_fold(g, i, j);
    return sum;
}
static inline double pf_call_gain(const pf_game *g, const double *push, int j)
{
    double sum = 0;
    for (int i = 0; i < PF_K; i++)
        sum += push[i] * (pf_steal(g, i, j) - pf_called(g, i, j));
    return sum;
}

/* Exploitability: what each side's best response gains over its strategy
 * against the other's, summed, per deal. */
static inline double pf_exploitability(const pf_game *g, const double *push, const double *call, double *sb_gain,
                                       double *bb_gain)
{
    double sb = 0, bb = 0;
    for (int k = 0; k < PF_K; k++) {
        const double p = pf_push_gain(g, call, k), c = pf_call_gain(g, push, k);
        sb += (p > 0 ? p : 0) - push[k] * p;
        bb += (c > 0 ? c : 0) - call[k] * c;
    }
    *sb_gain = sb / g->deals;
    *bb_gain = bb / g->deals;
    return *sb_gain + *bb_gain;
}

/* The SB's optimal strategy by a linear programme. Variables push[i] and
 * r[j] >= 0 with t[j] = sum_i push[i] steal(i,j) - r[j] the SB's payoff
 * against BB class j (the BB takes the smaller of steal and called):
 *   max  sum_i (1 - push[i]) fold_i + sum_j t[j]
 *   s.t. sum_i push[i] (steal(i,j) - called(i,j)) - r[j] <= 0,  push[i] <= 1.
 * A dense tableau: the largest reduced cost enters, then Bland's rule past
 * 20,000 steps. Returns the value per deal
 * and the SB's strategy in push. */
static inline double pf_oracle_solve(const pf_game *g, double *push)
{
    const int m = 2 * PF_K, n = 2 * PF_K, width = n + m + 1;
    double *t = calloc((size_t)(m + 1) * width, sizeof *t);
    int *basis = malloc((size_t)m * sizeof *basis);
    cr_assert(t != NULL && basis != NULL);
    double scale = 0, constant = 0;
    for (int i = 0; i < PF_K; i++)
        for (int j = 0; j < PF_K; j++)
            scale = fmax(scale, fabs(pf_steal(g, i, j) - pf_called(g, i, j)));
    for (int j = 0; j < PF_K; j++) {
        for (int i = 0; i < PF_K; i++)
            t[j * width + i] = (pf_steal(g, i, j) - pf_called(g, i, j)) / scale;
        t[j * width + PF_K + j] = -1;
    }
    for (int i = 0; i < PF_K; i++) {
        t[(PF_K + i) * width + i] = 1;
        t[(PF_K + i) * width + width - 1] = 1;
    }
    for (int r = 0; r < m; r++) {
        t[r * width + n + r] = 1;
        basis[r] = n + r;
    }
    double *cost = t + (size_t)m * width;
    for (int i = 0; i < PF_K; i++) {
        double fold = 0, steal = 0;
        for (int j = 0; j < PF_K; j++) {
            fold += pf_fold(g, i, j);
            steal += pf_steal(g, i, j);
        }
        constant += fold;
        cost[i] = (steal - fold) / scale;
    }
    for (int j = 0; j < PF_K; j++)
        cost[PF_K + j] = -1;
    for (int steps = 0;; steps++) {
        cr_assert(steps < 1000000, "pf_oracle_solve: no optimum");
        /* the most improving column, or after many steps the first
         * improving one (Bland's rule, which cannot cycle) */
        int e = -1;
        for (int c = 0; c < n + m; c++)
            if (cost[c] > 1e-12 && (e < 0 || (steps < 20000 && cost[c] > cost[e])))
                e = c;
        if (e < 0)
            break;
        int leave = -1;
        double best = 0;
        for (int r = 0; r < m; r++) {
            const double a = t[r * width + e];
            if (a <= 1e-12)
                continue;
            const double ratio = t[r * width + width - 1] / a;
            if (leave < 0 || ratio < best - 1e-12 || (ratio <= best + 1e-12 && basis[r] < basis[leave])) {
                leave = r;
                best = ratio;
            }
        }
        cr_assert(leave >= 0, "pf_oracle_solve: unbounded");
        const double p = t[leave * width + e];
        for (int c = 0; c < width; c++)
            t[leave * width + c] /= p;
        for (int r = 0; r <= m; r++) {
            const double f = t[r * width + e];
            if (r == leave || f == 0)
                continue;
            for (int c = 0; c < width; c++)
                t[r * width + c] -= f * t[leave * width + c];
        }
        basis[leave] = e;
    }
    memset(push, 0, PF_K * sizeof *push);
    for (int r = 0; r < m; r++)
        if (basis[r] < PF_K)
            push[basis[r]] = t[r * width + width - 1];
    const double value = (constant - cost[width - 1] * scale) / g->deals;
    free(t);
    free(basis);
    return value;
}

#endif
