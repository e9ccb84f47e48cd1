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
 * C(n,2) card pairs, its suited pairs apart, and its low ranks. A seat is
 * then, per card pair, a load from the 182-byte rank row, and per suited
 * pair one from its suit's flush row (the zero row for a suit with fewer
 * than three board cards); the low is one load.
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
#include "pokeq_tables.h"

#include <stdint.h>

enum { OMAHA_MIN_HOLE = 4, OMAHA_MAX_HOLE = 6, OMAHA_MAX_PAIRS = 15 };

typedef struct omaha_board {
    const uint16_t *high;                  /* OMAHA_PAIRS values by hole rank pair */
    const uint16_t *flush[SUIT_COUNT + 1]; /* per suit its flush row (all zero unless the suit
                                              has three board cards); [SUIT_COUNT] all zero */
    int low;                               /* low ranks on the board: bit 0 ace, bit r+1 rank r (2..8) */
} omaha_board;

typedef struct omaha_hole {
    int pairs;                       /* C(count, 2) */
    uint8_t pair[OMAHA_MAX_PAIRS];   /* the rank pair of each card pair */
    int suited;                      /* how many card pairs share a suit */
    uint16_t suited_pair[OMAHA_MAX_PAIRS]; /* those: suit << 8 | rank pair */
    int low;                         /* low ranks held, as omaha_board.low */
} omaha_hole;

/* The low ranks (omaha_board.low) of a 13-bit rank set: ace to bit 0. */
static inline int omaha_low_ranks(unsigned ranks)
{
    return (int)((ranks & 0x7f) << 1 | (ranks >> 12 & 1));
}

/* Sorts a and b into ascending order, branch-free. */
#define OMAHA_ORDER(a, b)                                                                              \
    do {                                                                                               \
        const int low_ = a < b ? a : b;                                                                \
        b = a < b ? b : a;                                                                             \
        a = low_;                                                                                      \
    } while (0)

/* Prepares a complete board given as a card bit mask as hand.h's
 * Hand.mask holds it (bit 16 * suit + rank, five bits set). Branch-free
 * but for the bit loop: the ranks sorted by a nine-comparator network,
 * each suit's 13-bit field looked up (fewer than three cards give the zero
 * row). */
static inline omaha_board omaha_board_of_mask(uint64_t mask)
{
    int r[5];
    uint64_t rest = mask;
    for (int i = 0; i < 5; i++, rest &= rest - 1)
        r[i] = __builtin_ctzll(rest) & 15;
    OMAHA_ORDER(r[0], r[1]);
    OMAHA_ORDER(r[3], r[4]);
    OMAHA_ORDER(r[2], r[4]);
    OMAHA_ORDER(r[2], r[3]);
    OMAHA_ORDER(r[0], r[3]);
    OMAHA_ORDER(r[0], r[2]);
    OMAHA_ORDER(r[1], r[4]);
    OMAHA_ORDER(r[1], r[3]);
    OMAHA_ORDER(r[1], r[2]);
    const uint16_t *b = omaha_multiset_binomials;
    const int index = b[r[0]] + b[16 + r[1]] + b[32 + r[2]] + b[48 + r[3]] + b[64 + r[4]];
    omaha_board board;
    board.high = omaha_high_values + OMAHA_PAIRS * index;
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        board.flush[suit] = omaha_flush_values + OMAHA_PAIRS * omaha_flush_mask_index[mask >> (16 * suit) & 0x1fff];
    board.flush[SUIT_COUNT] = omaha_flush_values;
    board.low = omaha_low_ranks((unsigned)(mask | mask >> 16 | mask >> 32 | mask >> 48) & 0x1fff);
    return board;
}

/* Prepares a complete board: five distinct cards 0..51. */
static inline omaha_board omaha_board_of(const int cards[5])
{
    const uint64_t *bit = eval7_card_bits; /* 1 << (16 * suit + rank): hand.h */
    return omaha_board_of_mask(bit[cards[0]] | bit[cards[1]] | bit[cards[2]] | bit[cards[3]] | bit[cards[4]]);
}

/* Four board cards waiting for the fifth (an exact enumeration's last
 * level): the high row for each rank the fifth card may have, so that
 * completing the board skips the sort (omaha_board_complete). */
typedef struct omaha_partial {
    const uint16_t *high[RANK_COUNT];
    uint64_t mask;                    /* the four cards, Hand.mask layout */
    int low;
} omaha_partial;

static inline omaha_partial omaha_partial_of_mask(uint64_t mask)
{
    omaha_partial partial;
    int r[4];
    uint64_t rest = mask;
    for (int i = 0; i < 4; i++, rest &= rest - 1)
        r[i] = __builtin_ctzll(rest) & 15;
    OMAHA_ORDER(r[0], r[1]);
    OMAHA_ORDER(r[2], r[3]);
    OMAHA_ORDER(r[0], r[2]);
    OMAHA_ORDER(r[1], r[3]);
    OMAHA_ORDER(r[1], r[2]);
    /* the fifth rank goes in after the k ranks at or below it: those keep
     * their places, the others move up one */
    const uint16_t *b = omaha_multiset_binomials;
    int k = 0;
    for (int rank = 0; rank < RANK_COUNT; rank++) {
        while (k < 4 && r[k] <= rank)
            k++;
        int index = b[16 * k + rank];
        for (int i = 0; i < 4; i++)
            index += b[16 * (i < k ? i : i + 1) + r[i]];
        partial.high[rank] = omaha_high_values + OMAHA_PAIRS * index; /* five of a rank: never dealt */
    }
    partial.mask = mask;
    partial.low = omaha_low_ranks((unsigned)(mask | mask >> 16 | mask >> 32 | mask >> 48) & 0x1fff);
    return partial;
}

/* The board of the partial one and the card (0..51, not among them). */
static inline __attribute__((always_inline)) omaha_board omaha_board_complete(const omaha_partial *partial,
                                                                             int card)
{
    const uint64_t mask = partial->mask | eval7_card_bits[card];
    omaha_board board;
    board.high = partial->high[card_rank(card)];
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        board.flush[suit] = omaha_flush_values + OMAHA_PAIRS * omaha_flush_mask_index[mask >> (16 * suit) & 0x1fff];
    board.flush[SUIT_COUNT] = omaha_flush_values;
    board.low = partial->low | omaha_low_ranks(1u << card_rank(card));
    return board;
}

/* Prepares a hand of count (2..6) distinct cards. */
static inline omaha_hole omaha_hole_of(const int *cards, int count)
{
    omaha_hole hole = {0, {0}, 0, {0}, 0};
    unsigned ranks = 0;
    for (int i = 0; i < count; i++) {
        ranks |= 1u << card_rank(cards[i]);
        for (int j = i + 1; j < count; j++) {
            const uint16_t pair = omaha_card_pairs[52 * cards[i] + cards[j]];
            hole.pair[hole.pairs++] = (uint8_t)pair;
            if (pair >> 8 != SUIT_COUNT)
                hole.suited_pair[hole.suited++] = pair;
        }
    }
    hole.low = omaha_low_ranks(ranks);
    return hole;
}

/* A hand from a card bit mask as hand.h's Hand.mask holds it (bit
 * 16 * suit + rank, 2..6 bits set). */
static inline omaha_hole omaha_hole_of_mask(uint64_t mask)
{
    int cards[OMAHA_MAX_HOLE], n = 0;
    for (uint64_t rest = mask; rest != 0 && n < OMAHA_MAX_HOLE; rest &= rest - 1) {
        const int bit = __builtin_ctzll(rest);
        cards[n++] = card_make(bit & 15, bit >> 4);
    }
    return omaha_hole_of(cards, n);
}

/* The low ranks of a hand given as a mask, for omaha_low without the
 * rest of omaha_hole. */
static inline int omaha_low_of_mask(const omaha_board *board, uint64_t mask)
{
    const unsigned ranks = (unsigned)(mask | mask >> 16 | mask >> 32 | mask >> 48) & 0x1fff;
    return omaha_low_values[256 * board->low + omaha_low_ranks(ranks)];
}

/* High value 1..7462 of the hand on the board, the hand's pair count
 * given (a constant where the game is known: the loop unrolls). */
static inline int omaha_high_of_pairs(const omaha_board *board, const omaha_hole *hole, const int pairs)
{
    int best = 0;
    for (int i = 0; i < pairs; i++) {
        const int plain = board->high[hole->pair[i]];
        best = plain > best ? plain : best;
    }
    for (int i = 0; i < hole->suited; i++) {
        const int flush = board->flush[hole->suited_pair[i] >> 8][hole->suited_pair[i] & 0xff];
        best = flush > best ? flush : best;
    }
    return best;
}

/* High value 1..7462 of the hand on the board. */
static inline int omaha_high(const omaha_board *board, const omaha_hole *hole)
{
    return omaha_high_of_pairs(board, hole, hole->pairs);
}

/* Eight-or-better low 1..225 (higher is better), 0 when none qualifies. */
static inline int omaha_low(const omaha_board *board, const omaha_hole *hole)
{
    return omaha_low_values[256 * board->low + hole->low];
}

#endif
