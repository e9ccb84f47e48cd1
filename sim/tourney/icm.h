/* SPDX-License-Identifier: MIT */
/*
 * icm.h - tournament prize equity by the Malmuth-Harville model
 * (pokeq_icm, pokeq.h "tournaments"): a player finishes first with
 * probability stack / chips in play, and each lower place is drawn the
 * same way among the players left.
 *
 * Exact (icm_exact): a dynamic programme over the sets of players who took
 * the places above: f(S) is the chance that the first |S| places went to
 * exactly the players of S, in some order; each player i outside S takes
 * place |S| + 1 with f(S) x stack(i) / chips outside S. O(2^n x n) time
 * and 2 x 2^n doubles, so n <= POKEQ_ICM_EXACT_PLAYERS.
 *
 * Monte Carlo (icm_sample): the model is an exponential race. Give player
 * i an independent exponential time of rate stack(i); the smallest time is
 * player i's with probability stack(i) / chips, and by memorylessness the
 * order of the rest is again the model among those left. So the order of
 * the times is a finishing order (first place: the smallest), and a trial
 * draws n times and sorts them. Integer place counts per block of trials, summed in any thread
 * order: the same answer for every thread count.
 *
 * Inputs are checked by pokeq_icm before these run. No I/O; no state.
 */
#ifndef POKEQ_ICM_H
#define POKEQ_ICM_H

#include "pokeq.h"

#include <stdint.h>

/* Every player's chance of every place: place[i * n + p] (p = 0 first).
 * Returns 0 or POKEQ_ERR_MEMORY (positive). */
int icm_exact(int n, const double *stacks, double *place);

/* Place counts over `trials` trials: counts[i * n + p]. Returns 0 or
 * POKEQ_ERR_MEMORY (positive). */
int icm_sample(int n, const double *stacks, uint64_t trials, uint64_t seed, int threads, uint64_t *counts);

#endif
