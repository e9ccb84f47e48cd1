/* SPDX-License-Identifier: MIT */
/*
 * pushfold.h - the heads-up push/fold game over the class matrix
 * (pokeq_pushfold, pokeq.h "tournaments"): the game's numbers, its linear
 * programme and the answer's best responses.
 *
 * With x[i] the small blind's push frequency for class i and y[j] the big
 * blind's call frequency, the small blind's value per deal is
 *     ev(x, y) = -(0.5 + A) + (sum_i a[i] x[i] + sum_ij x[i] m[i][j] y[j]) / deals
 * where, from the matrix (P = disjoint hand pairs = showdowns / C(48,5),
 * W = their pot shares summed = equity units / (2520 C(48,5))):
 *     a[i] = (1.5 + 2A) x sum_j P[i][j]   (a fold given up, a steal won)
 *     m[i][j] = S (2 W[i][j] - P[i][j]) - (1 + A) P[i][j]  (a call instead of a fold)
 * The small blind maximises a.x + sum_j min(0, (m^T x)[j]) over the unit
 * box: a linear programme whose dual prices are the big blind's calls.
 * No I/O; no state; the game is the caller's (heap, pushfold_game_new).
 */
#ifndef POKEQ_PUSHFOLD_H
#define POKEQ_PUSHFOLD_H

#include "pokeq.h"

enum { PUSHFOLD_CLASSES = POKEQ_CLASSES };

typedef struct pushfold_game {
    double stack, ante;
    double deals;                               /* sum of P: ordered disjoint hand pairs */
    double hands[PUSHFOLD_CLASSES];             /* sum_j P[i][j]: deals holding class i */
    double a[PUSHFOLD_CLASSES];
    double m[PUSHFOLD_CLASSES][PUSHFOLD_CLASSES];
} pushfold_game;

/* Whether matrix's cells are a class matrix's (showdowns symmetric and
 * positive, each cell and its mirror one pot per showdown). */
int pushfold_matrix_valid(const pokeq_combo_counts *matrix);

/* The game at stack S and ante A from a valid matrix. */
void pushfold_game_fill(pushfold_game *g, const pokeq_combo_counts *matrix, double stack, double ante);

/* Solves g's programme: push[] and call[] (frequencies). Returns 0 or a
 * positive pokeq_error (MEMORY; ARGUMENT when the solver stalls). */
int pushfold_solve(const pushfold_game *g, double push[PUSHFOLD_CLASSES], double call[PUSHFOLD_CLASSES]);

/* Frequencies of 0 or 1 wherever the gain is past the boundary, then the
 * result's gains, percentages, values and best responses. */
void pushfold_answer(const pushfold_game *g, const double push[PUSHFOLD_CLASSES],
                     const double call[PUSHFOLD_CLASSES], pokeq_pushfold_result *out);

#endif
