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
    int omaha;                          /* 1: hands play exactly two hole and three board cards */
} hits_board;

/* The board's counts; board must hold count (3..5) distinct cards. */
hits_board hits_board_of(const int *board, int count);

/* The same for Omaha: nut_straight is the best straight two hole cards
 * make with three board cards, value 0 (the board never plays). */
hits_board hits_board_omaha(const int *board, int count);

/* The made class of two hole cards whose best hand with the board (as
 * the board's game plays it) has value `value`. */
int hits_made_class(const hits_board *b, const int hole[2], int value);

/* Whether two different ranks of the mask `hand` and three ranks of
 * `board` make five in a row: the top rank of the best such straight, or
 * -1 (Omaha's rule, ranks only). */
int hits_omaha_straight_top(uint16_t hand, uint16_t board);

/* The highest rank of a suit that is not on the board. */
int hits_nut_rank(const hits_board *b, int suit);

/* Whether hand_ranks hold four ranks in a row (ace low or high) with a
 * rank of `outs` at both ends. */
int hits_open_ended(uint16_t hand_ranks, uint16_t outs);

/* The class bits (1u << POKEQ_HIT_...) of hole cards h[0], h[1]: distinct
 * cards not on the board. Exactly one made-hand bit is set. */
uint32_t hits_classify(const hits_board *b, const int hole[2]);

/* Checks cards[0..n) are distinct codes 0..51 and not in *used; returns
 * 0 or -POKEQ_ERR_CARD, -POKEQ_ERR_DUPLICATE, and adds their bits to *used. */
int hits_cards_used(const int *cards, int n, uint64_t *used);

/* Top rank (3 = five-high .. 12 = ace-high) of the best straight among a
 * rank mask (bit r = rank r, 0 = deuce), or -1. */
int hits_straight_top(uint16_t ranks);

#endif
