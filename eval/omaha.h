/* SPDX-License-Identifier: MIT */
/*
 * omaha.h - Omaha evaluators: high (exactly two hole cards and exactly
 * three board cards, best five) and the eight-or-better low.
 *
 * The work splits by what is fixed. A complete board (five cards) is
 * prepared once (omaha_board_of): its five ranks, as a multiset, pick a
 * row of omaha_high_values giving, for every unordered pair of hole ranks,
 * the best non-flush five that pair makes with three of the board's ranks;
 * a suit with three or more board cards picks a row of omaha_flush_values
 * giving the best flush or straight flush per pair of hole ranks of that
 * suit; the board's low ranks are one byte. A hand (4..6 cards) is
 * prepared once (omaha_hole_of): the rank-pair index of each of its
 * C(n,2) card pairs, which pairs are suited, and its low ranks. A seat is
 * then C(n,2) loads from one 182-byte row (6 for Omaha), the suited pairs'
 * loads when the board has a flush suit, and one load for the low.
 * A non-flush row entry never exceeds what the same five cards are worth,
 * so the best over both rows is the best over the 60 (100, 150) fives.
 *
 * Tables (eval/gen/omaha_build.c, build time): the multiset index of five
 * ascending ranks r0..r4 is sum C(r_i + i, i + 1) (0..6187); rank pair
 * (a <= b) is b(b+1)/2 + a (0..90). Values: high on the Hold'em scale
 * 1..7462 (hand_value.h); low 1..225, higher is better (256 minus the bit
 * mask of the five ranks, bit 0 ace .. bit 7 eight), 0 when no low.
 * Pure inline functions over constant tables; safe from any thread.
 */
#ifndef POKEQ_OMAHA_H
#define POKEQ_OMAHA_H

#include "card.h"
#include "pokeq_omaha_tables.h"

#include <stdint.h>

enum { OMAHA_MIN_HOLE = 4, OMAHA_MAX_HOLE = 6, OMAHA_MAX_PAIRS = 15 };

typedef struct omaha_board {
    const uint16_t *high;  /* OMAHA_PAIRS values by hole rank pair */
    const uint16_t *flush; /* the flush suit's row, or NULL when no suit has three */
    int flush_suit;        /* the suit with three or more board cards, or -1 */
    int low;               /* low ranks on the board: bit 0 ace, bit r+1 rank r (2..8) */
} omaha_board;

typedef struct omaha_hole {
    int pairs;                       /* C(count, 2) */
    uint8_t pair[OMAHA_MAX_PAIRS];   /* rank-pair index of each card pair */
    int8_t suit[OMAHA_MAX_PAIRS];    /* the pair's suit when suited, else -1 */
    int suit_count[SUIT_COUNT];      /* cards per suit */
    int low;                         /* low ranks held, as omaha_board.low */
} omaha_hole;

/* The low bit of a rank (ace as one), 0 above eight. */
static inline int omaha_low_bit(int rank)
{
    return rank == RANK_COUNT - 1 ? 1 : rank <= 6 ? 2 << rank : 0;
}

/* Prepares a complete board: five distinct cards 0..51. */
static inline omaha_board omaha_board_of(const int cards[5])
{
    int ranks[5];
    int suit_counts = 0, low = 0;
    for (int i = 0; i < 5; i++) {
        int r = card_rank(cards[i]), j = i;
        for (; j > 0 && ranks[j - 1] > r; j--)
            ranks[j] = ranks[j - 1];
        ranks[j] = r;
        suit_counts += 1 << (4 * card_suit(cards[i]));
        low |= omaha_low_bit(r);
    }
    int index = 0;
    for (int i = 0; i < 5; i++)
        index += omaha_multiset_binomials[16 * i + ranks[i]];
    omaha_board board = {omaha_high_values + OMAHA_PAIRS * index, 0, -1, low};
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        if ((suit_counts >> (4 * suit) & 15) >= 3) {
            int mask = 0;
            for (int i = 0; i < 5; i++)
                if (card_suit(cards[i]) == suit)
                    mask |= 1 << card_rank(cards[i]);
            board.flush_suit = suit;
            board.flush = omaha_flush_values + OMAHA_PAIRS * omaha_flush_mask_index[mask];
        }
    return board;
}

/* Prepares a hand of count (4..6) distinct cards. */
static inline omaha_hole omaha_hole_of(const int *cards, int count)
{
    omaha_hole hole = {0, {0}, {0}, {0}, 0};
    for (int i = 0; i < count; i++) {
        hole.suit_count[card_suit(cards[i])]++;
        hole.low |= omaha_low_bit(card_rank(cards[i]));
        for (int j = i + 1; j < count; j++) {
            hole.pair[hole.pairs] = omaha_rank_pair[13 * card_rank(cards[i]) + card_rank(cards[j])];
            hole.suit[hole.pairs] = (int8_t)(card_suit(cards[i]) == card_suit(cards[j]) ? card_suit(cards[i]) : -1);
            hole.pairs++;
        }
    }
    return hole;
}

/* High value 1..7462 of the hand on the board. */
static inline int omaha_high(const omaha_board *board, const omaha_hole *hole)
{
    int best = 0;
    for (int i = 0; i < hole->pairs; i++) {
        const int v = board->high[hole->pair[i]];
        best = v > best ? v : best;
    }
    if (board->flush_suit < 0 || hole->suit_count[board->flush_suit] < 2)
        return best;
    for (int i = 0; i < hole->pairs; i++) {
        const int v = hole->suit[i] == board->flush_suit ? board->flush[hole->pair[i]] : 0;
        best = v > best ? v : best;
    }
    return best;
}

/* Eight-or-better low 1..225 (higher is better), 0 when none qualifies. */
static inline int omaha_low(const omaha_board *board, const omaha_hole *hole)
{
    return omaha_low_values[256 * board->low + hole->low];
}

#endif
