/* SPDX-License-Identifier: MIT */
/*
 * omaha.h - Omaha evaluators: high (exactly two hole cards and exactly
 * three board cards, best five) and the eight-or-better low.
 *
 * The work splits by what is fixed. A complete board (five cards, as a
 * Hand: hand.h) is prepared once (omaha_board_of_hand): its five ranks, as
 * a multiset, pick a row of omaha_high_values giving, for every unordered
 * pair of hole ranks, the best non-flush five that pair makes with three
 * of the board's ranks; the row is found from the Hand's key by a perfect
 * hash (two loads). At most one suit can hold three of five board cards;
 * the key's suit fields find it (one addition and a test), and its board
 * ranks pick a row of omaha_flush_values giving the best flush or
 * straight flush per pair of hole ranks of that suit. The board's low
 * ranks are one byte. A hand (2..6 cards) is prepared once
 * (omaha_hole_of): the rank-pair index of each of its C(n,2) card pairs,
 * its cards, its low ranks. A seat is then one load from the 182-byte
 * rank row per card pair and their maximum; only when the hand holds two
 * or more cards of the board's flush suit (one AND and one test decide)
 * are the flush row's entries for those cards' pairs read too.
 * A non-flush row entry never exceeds what the same five cards are worth,
 * so the best over both rows is the best over the 60 (100, 150) fives.
 *
 * Tables (eval/gen/omaha_build.c and omaha_hash.c, build time): rows by
 * the multiset index of five ascending ranks r0..r4, sum C(r_i + i, i + 1)
 * (0..6187); rank pair (a <= b) is b(b+1)/2 + a (0..90). Values: high on
 * the Hold'em scale 1..7462 (hand_value.h); low 1..225, higher is better
 * (256 minus the bit mask of the five ranks, bit 0 ace .. bit 7 eight), 0
 * when no low. Pure inline functions over constant tables; safe from any
 * thread.
 */
#ifndef POKEQ_OMAHA_H
#define POKEQ_OMAHA_H

#include "card.h"
#include "hand.h"
#include "pokeq_omaha_tables.h"
#include "pokeq_tables.h"

#include <stdint.h>

enum { OMAHA_MIN_HOLE = 4, OMAHA_MAX_HOLE = 6, OMAHA_MAX_PAIRS = 15 };

typedef struct omaha_board {
    const uint16_t *high;  /* OMAHA_PAIRS values by hole rank pair */
    const uint16_t *flush; /* the flush suit's row, by rank pair of two hole cards of
                              that suit (the zero row when no suit has three board cards) */
    uint64_t flush_cards;  /* the flush suit's bits in the Hand.mask layout (0x1fff << 16 * suit),
                              0 when no suit has three board cards */
    int flush_shift;       /* 16 * the flush suit (0 when none) */
    int low;               /* low ranks on the board: bit 0 ace, bit r+1 rank r (2..8) */
} omaha_board;

typedef struct omaha_hole {
    int pairs;                     /* C(count, 2) */
    uint8_t pair[OMAHA_MAX_PAIRS]; /* the rank pair of each card pair */
    uint64_t mask;                 /* the cards, Hand.mask layout */
    int low;                       /* low ranks held, as omaha_board.low */
} omaha_hole;

/* The low ranks (omaha_board.low) of a 13-bit rank set: ace to bit 0. */
static inline int omaha_low_ranks(unsigned ranks)
{
    return (int)((ranks << 1 | ranks >> 12) & 0xff);
}

/* The low ranks of the cards of a Hand.mask. */
static inline int omaha_low_of_mask(uint64_t mask)
{
    const uint64_t halves = mask | mask >> 32;
    return omaha_low_ranks((unsigned)(halves | halves >> 16) & 0x1fff);
}

/* The rank row of five cards' Hand.key (any key: an impossible rank
 * multiset gives some row, never an access out of the table). */
static inline __attribute__((always_inline)) const uint16_t *omaha_high_row(uint64_t key)
{
    const uint32_t slot = ((uint32_t)key + omaha_board_displacements[key >> OMAHA_BUCKET_SHIFT]) & OMAHA_SLOT_MASK;
    return omaha_high_values + OMAHA_PAIRS * omaha_board_rows[slot];
}

/* The flush suit of a five-card board Hand (the suit field that counts
 * three or more, found with OMAHA_FLUSH3_ADD; bit 63, never a test bit,
 * stands for none and gives suit 0, which then has two cards or fewer)
 * and its row; branch-free. */
static inline __attribute__((always_inline)) void omaha_board_flush(omaha_board *board, Hand h)
{
    const uint64_t test = (h.key + OMAHA_FLUSH3_ADD) & EVAL7_FLUSH_TEST;
    const int shift = omaha_flush_shifts[__builtin_ctzll(test | 1ULL << 63)];
    const int row = omaha_flush_mask_index[h.mask >> shift & 0x1fff]; /* 0: fewer than three */
    board->flush = omaha_flush_values + OMAHA_PAIRS * row;
    board->flush_cards = (uint64_t)(row != 0 ? 0x1fff : 0) << shift;
    board->flush_shift = shift;
}

/* Prepares a complete board: a Hand of five cards. */
static inline __attribute__((always_inline)) omaha_board omaha_board_of_hand(Hand h)
{
    omaha_board board;
    board.high = omaha_high_row(h.key);
    omaha_board_flush(&board, h);
    board.low = omaha_low_of_mask(h.mask);
    return board;
}

/* Prepares a complete board: five distinct cards 0..51. */
static inline omaha_board omaha_board_of(const int cards[5])
{
    return omaha_board_of_hand(hand_of_cards(cards, 5));
}

/* Prepares a hand of count (2..6) distinct cards. */
static inline omaha_hole omaha_hole_of(const int *cards, int count)
{
    omaha_hole hole = {0, {0}, 0, 0};
    for (int i = 0; i < count; i++) {
        hole.mask |= eval7_card_bits[cards[i]];
        for (int j = i + 1; j < count; j++)
            hole.pair[hole.pairs++] = omaha_card_rank_pairs[(unsigned)(52 * cards[i] + cards[j])];
    }
    hole.low = omaha_low_of_mask(hole.mask);
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

/* The best flush of a hand holding `suited` (two or more cards of the
 * board's flush suit, Hand.mask layout): the flush row at each pair. */
static inline int omaha_flush_best(const omaha_board *board, uint64_t suited)
{
    const unsigned ranks = (unsigned)(suited >> board->flush_shift);
    int best = 0;
    for (unsigned a = ranks; a != 0; a &= a - 1)
        for (unsigned b = a & (a - 1); b != 0; b &= b - 1) {
            const int low = __builtin_ctz(a), high = __builtin_ctz(b);
            const int flush = board->flush[high * (high + 1) / 2 + low];
            best = flush > best ? flush : best;
        }
    return best;
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
    const uint64_t suited = hole->mask & board->flush_cards;
    if (__builtin_expect((suited & (suited - 1)) != 0, 0)) {
        const int flush = omaha_flush_best(board, suited);
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
