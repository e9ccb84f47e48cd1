/* SPDX-License-Identifier: MIT */
/*
 * preflop_board.h - one board's class-against-class showdown counts, for
 * the exact 169 x 169 preflop matrix (preflop_matrix.c).
 *
 * On a full board of five cards, every two-card hand that misses the board
 * (1,081 of the 1,326) is evaluated once and the hands are sorted by value.
 * A sweep from low to high keeps, per class j, how many hands of j lie
 * below (counted twice: a win is two half pots) or at (counted once: a tie
 * is one half pot) the current value, in all and per card. A hand a of
 * class i then adds, for every class j at once,
 *     all[j] - card[a1][j] - card[a2][j]     (+1 at j = i)
 * to row i: the hands of j it beats or ties, less those sharing one of its
 * cards (card removal: they cannot be the opponent); a itself holds both
 * its cards, so it was taken away twice after being counted once, and the
 * +1 puts the one back. A board costs O(n log n + n x 169) for n hands,
 * not the O(n^2) of pairing every two hands.
 *
 * Scores are in half pots: for classes i and j, row i column j gets, summed
 * over hands a of i and b of j that share no card with each other or the
 * board, 2 when a beats b and 1 when they tie. So cell(i,j) + cell(j,i) is
 * twice the number of such pairs, exactly.
 *
 * A counter is one thread's scratch; any number may work at once.
 */
#ifndef POKEQ_PREFLOP_BOARD_H
#define POKEQ_PREFLOP_BOARD_H

#include "text/combo.h"
#include "hand.h"

#include <stdint.h>

/* A class row, padded to a whole number of 16-byte vectors of uint16. */
enum { PREFLOP_STRIDE = 176 };

/* Per-board counts for boards of total weight at most this share one
 * uint16 accumulator: a board adds at most 12 x 24 = 288 half pots per
 * cell per unit of weight (12 hands of a class, each facing at most 12
 * hands of another, 2 half pots each), and 227 x 288 <= 65535. */
enum { PREFLOP_WEIGHT_BUDGET = 227 };

typedef struct preflop_counter preflop_counter;

/* A counter (heap; NULL when out of memory); free with preflop_counter_free. */
preflop_counter *preflop_counter_new(void);
void preflop_counter_free(preflop_counter *counter);

/* Adds weight x one board's half-pot counts (see above) into
 * rows[i * PREFLOP_STRIDE + j], modulo 2^16: the caller keeps the weight
 * it adds between flushes within PREFLOP_WEIGHT_BUDGET, so the true sums
 * fit. board is the five cards as a Hand, board_cards their mask. */
void preflop_count_board(preflop_counter *counter, Hand board, uint64_t board_cards, uint16_t weight,
                         uint16_t rows[CLASS_COUNT * PREFLOP_STRIDE]);

/* pairs[i * CLASS_COUNT + j]: how many pairs of hands, one of class i and
 * one of class j, share no card (the deals of i against j before the
 * board). */
void preflop_disjoint_pairs(uint64_t pairs[CLASS_COUNT * CLASS_COUNT]);

#endif
