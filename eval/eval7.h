/*
 * eval7.h - the seven-card additive-key evaluator (SKPokerEval style).
 *
 * A seven-card Hand (hand.h) is scored with one test and two loads:
 *   - if a suit field's flush bit is set, the flush suit's 13-bit rank mask
 *     indexes eval7_flush_values (8,192 entries);
 *   - else the low 32 bits, the face-key sum (the keys are pre-multiplied by
 *     an odd number, which keeps the sums distinct mod 2^32 and spreads them),
 *     go through a hash-and-displace perfect hash: the top bits pick a
 *     bucket offset, the low 16 bits are added to it, and the sum indexes
 *     eval7_rank_values (65,669 entries for 49,205 classes).
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
    const uint32_t face_sum = (uint32_t)key;
    return eval7_rank_values[(face_sum & EVAL7_SLOT_MASK) + eval7_bucket_offsets[face_sum >> EVAL7_BUCKET_SHIFT]];
}

static inline int eval7_flush_value(uint64_t key, uint64_t mask)
{
    /* Exactly one suit can hold five of seven cards. */
    const int suit = (__builtin_ctzll(key & EVAL7_FLUSH_TEST) - EVAL7_SUIT_SHIFT) / EVAL7_SUIT_FIELD_BITS;
    return eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
}

/* Value 1..7462 of a Hand of exactly seven cards. */
static inline int hand_value7(Hand h)
{
    if (__builtin_expect(eval7_is_flush(h.key), 0))
        return eval7_flush_value(h.key, h.mask);
    return eval7_nonflush_value(h.key);
}

/* Value of seven distinct cards; the rank mask is only formed for flushes. */
static inline int eval7_cards(const int cards[7])
{
    const uint64_t *k = eval7_card_keys;
    const uint64_t key = k[cards[0]] + k[cards[1]] + k[cards[2]] + k[cards[3]] + k[cards[4]] + k[cards[5]] + k[cards[6]];
    if (__builtin_expect(eval7_is_flush(key), 0)) {
        const uint64_t *b = eval7_card_bits;
        const uint64_t mask = b[cards[0]] | b[cards[1]] | b[cards[2]] | b[cards[3]] | b[cards[4]] | b[cards[5]] | b[cards[6]];
        return eval7_flush_value(key, mask);
    }
    return eval7_nonflush_value(key);
}

#endif
