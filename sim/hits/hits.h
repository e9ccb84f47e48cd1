/* SPDX-License-Identifier: MIT */
/*
 * hits.h - what two hole cards make on a flop, turn or river: one made-hand
 * class and any number of draw classes (library-internal; the public calls
 * are pokeq_hit_classify and pokeq_hits in pokeq.h, whose enum pokeq_hit
 * numbers the classes; README.md, "What a range hits", defines them).
 *
 * A hits_board is computed once per board (3..5 distinct cards 0..51) and
 * then classifies any hole cards that do not touch it. Everything is
 * decided from rank and suit counts and the best five-card value of the
 * cards; the "nut" classes compare with the best any two cards off the
 * board could make. Pure; plain values; safe from any thread.
 */
#ifndef POKEQ_HITS_H
#define POKEQ_HITS_H

#include "pokeq.h"

#include <stdint.h>

typedef struct hits_board {
    int count;                          /* 3..5 */
    int cards[5];
    int rank_count[13];                 /* board cards per rank */
    uint16_t rank_mask;                 /* ranks on the board */
    uint16_t suit_ranks[4];             /* per suit, its ranks on the board */
    int top_rank, bottom_rank;          /* highest and lowest rank on the board */
    int nut_straight;                   /* best straight's top rank any two cards make, or -1 */
    int value;                          /* river: the board's own five-card value, else 0 */
} hits_board;

/* The board's counts; board must hold count (3..5) distinct cards. */
hits_board hits_board_of(const int *board, int count);

/* The class bits (1u << POKEQ_HIT_...) of hole cards h[0], h[1]: distinct
 * cards not on the board. Exactly one made-hand bit is set. */
uint32_t hits_classify(const hits_board *b, const int hole[2]);

/* Top rank (3 = five-high .. 12 = ace-high) of the best straight among a
 * rank mask (bit r = rank r, 0 = deuce), or -1. */
int hits_straight_top(uint16_t ranks);

#endif
