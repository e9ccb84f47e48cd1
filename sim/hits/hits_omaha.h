/* SPDX-License-Identifier: MIT */
/*
 * hits_omaha.h - what an Omaha hand (4..6 hole cards) makes on a flop,
 * turn or river, playing exactly two hole cards with three board cards
 * (library-internal; the rules are pokeq.h's, "what a range hits, by
 * game"; hits.h does Hold'em's two-card hands and lends its made class).
 *
 * An omaha_hits_board is computed once per board (3..5 distinct cards)
 * and then classifies any hand that does not touch it. Lows (hi/lo games)
 * are ranks as 8-bit masks (bit 0 the ace .. bit 7 the eight): of two
 * lows of five ranks the smaller mask is the better. Pure; plain values;
 * safe from any thread. It does not check its cards.
 */
#ifndef POKEQ_HITS_OMAHA_H
#define POKEQ_HITS_OMAHA_H

#include "hits/hits.h"

#include <stdint.h>

typedef struct omaha_hits_board {
    hits_board base;                    /* the board's counts, Omaha's nut straight */
    int hilo;                           /* 1: the low classes too */
    uint8_t low_ranks;                  /* the board's low ranks (bit 0 ace .. bit 7 eight) */
    uint8_t nut_low;                    /* the best low any two cards make, 0: none */
} omaha_hits_board;

omaha_hits_board omaha_hits_board_of(const int *board, int count, int hilo);

/* The class bits (1ull << POKEQ_HIT_...) of hole[0..n), n 4..6 distinct
 * cards off the board: exactly one made-hand bit. */
uint64_t omaha_hits_classify(const omaha_hits_board *b, const int *hole, int n);

#endif
