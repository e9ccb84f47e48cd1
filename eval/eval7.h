/* SPDX-License-Identifier: MIT */
/*
 * eval7.h - the seven-card additive-key evaluator (SKPokerEval style).
 *
 * A seven-card Hand (hand.h) is scored with one test and two loads:
 *   - if a suit field's flush bit is set, the flush suit's 13-bit rank mask
 *     indexes eval7_flush_values (8,192 entries);
 *   - else two hashes of the face-key sum that the key carries (each card's
 *     key holds its face key times two multipliers, so the sums are the
 *     hashes) make a hash-and-displace perfect hash: the top bits of the key
 *     pick a bucket offset, the low 16 bits are the slot added to it, and
 *     the sum indexes eval7_rank_values (about 65.6 k entries for the 49,205
 *     classes). Layout: eval/gen/eval7_build.h.
 * Five suited cards out of seven leave too few cards for a full house or
 * quads, so a flush is always the best the flush suit and the rest can do.
 * Every table is made at build time by eval/gen from the Cactus Kev core (a
 * class's value is the best of its 21 five-card Cactus Kev values).
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_EVAL7_H
#define POKEQ_EVAL7_H

#include "hand.h"

#include <stdint.h>

static inline int eval7_is_flush(uint64_t key) { return (key & EVAL7_FLUSH_TEST) != 0; }

static inline int eval7_nonflush_value(uint64_t key)
{
    const uint32_t slot = (uint32_t)key & EVAL7_SLOT_MASK;
    const uint32_t bucket = (uint32_t)(key >> EVAL7_BUCKET_SHIFT);
    return eval7_rank_values[eval7_bucket_offsets[bucket] + slot];
}

/* Only one suit can hold five of seven cards, and the flush table is zero
 * for fewer than five ranks, so the first suit with a nonzero entry is the
 * flush: for the card-array evaluators' cold path below, which has the
 * mask alone (a Hand's value finds the suit from its key instead). */
static inline int eval7_flush_value(uint64_t mask)
{
    int value = 0;
    for (int suit = 0; value == 0; suit++)
        value = eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
    return value;
}

/* The flush suit's shift in a seven-card Hand's mask (16 x suit), from
 * the one suit field whose flush bit is set (key & EVAL7_FLUSH_TEST is
 * nonzero): a bit scan, where the suit-by-suit search of eval7_flush_value
 * took up to four loads. The bit is 5 x suit past the first: times 13/4
 * that is 16 x suit (0, 16.25, 32.5, 48.75 rounded down), two LEAs and a
 * shift where a division by 5 took five instructions. */
enum { EVAL7_FIRST_FLUSH_BIT = EVAL7_SUIT_SHIFT + EVAL7_SUIT_FIELD_BITS - 1 };
_Static_assert(EVAL7_FLUSH_TEST == ((1ULL | 1ULL << EVAL7_SUIT_FIELD_BITS | 1ULL << 2 * EVAL7_SUIT_FIELD_BITS |
                                     1ULL << 3 * EVAL7_SUIT_FIELD_BITS)
                                    << EVAL7_FIRST_FLUSH_BIT),
               "a suit field's flush bit is its top bit");
_Static_assert(EVAL7_SUIT_FIELD_BITS == 5, "eval7_flush_shift multiplies by 13/4 = 16/5 rounded");
static inline unsigned eval7_flush_shift(uint64_t key)
{
    /* shifted before the AND, so that the compiler does not share
     * key & EVAL7_FLUSH_TEST with the flush test (a MOV and an AND where
     * a TEST does, on every hand) */
    const unsigned past_first = (unsigned)__builtin_ctzll(key >> EVAL7_FIRST_FLUSH_BIT &
                                                          EVAL7_FLUSH_TEST >> EVAL7_FIRST_FLUSH_BIT);
    return past_first * 13 >> 2;
}

/* Value 1..7462 of a Hand of exactly seven cards. */
static inline int hand_value7(Hand h)
{
    if (__builtin_expect(eval7_is_flush(h.key), 0))
        return eval7_flush_values[(h.mask >> eval7_flush_shift(h.key)) & 0x1fff];
    return eval7_nonflush_value(h.key);
}

/* Value of seven distinct cards; the rank mask is only formed for flushes,
 * in an out-of-line function: kept inline, the compiler holds all seven
 * card indexes in registers for it across the test, which costs saves and
 * moves on every hand. One body, two card types: int (the public call) and
 * uint8_t (compact arrays, a quarter of the memory traffic when hands are
 * streamed). */
#define EVAL7_CARDS_EVALUATOR(name, card_type)                                                          \
    __attribute__((noinline)) static int name##_flush(const card_type cards[7])                 \
    {                                                                                                  \
        uint64_t mask = 0;                                                                             \
        for (int i = 0; i < 7; i++)                                                                    \
            mask |= eval7_card_bits[cards[i]];                                                         \
        return eval7_flush_value(mask);                                                                \
    }                                                                                                  \
    static inline int name(const card_type cards[7])                                                   \
    {                                                                                                  \
        const uint64_t *k = eval7_card_keys;                                                           \
        const uint64_t key = k[cards[0]] + k[cards[1]] + k[cards[2]] + k[cards[3]] + k[cards[4]] +     \
                             k[cards[5]] + k[cards[6]];                                                \
        if (__builtin_expect(eval7_is_flush(key), 0))                                                  \
            return name##_flush(cards);                                                                \
        return eval7_nonflush_value(key);                                                              \
    }

EVAL7_CARDS_EVALUATOR(eval7_cards, int)
EVAL7_CARDS_EVALUATOR(eval7_bytes, uint8_t)

#endif
