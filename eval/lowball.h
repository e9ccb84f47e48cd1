/* SPDX-License-Identifier: MIT */
/*
 * lowball.h - the lows of the stud games (razz, stud-hilo, stud-hilo-nq).
 *
 * A-5 low (low_rules.h): values 1..LOW_VALUE_COUNT (6,175), higher is the
 * better low, equal values tie; the best five of a seven-card Hand is one
 * load at the slot eval7's perfect hash gives its rank multiset (the table
 * is made from the rules by eval/gen/low_build.c). A Hand must hold exactly
 * seven cards.
 *
 * Eight-or-better low: five different ranks eight or lower, ace low,
 * straights and flushes ignored; values 1..225 (higher is better: 256
 * minus the five ranks' bit set, ace bit 0, so 5-4-3-2-A is 225 and
 * 8-7-6-5-4 is 8), 0 when no five qualify. From any number of cards (a
 * Hand's mask), no table.
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_LOWBALL_H
#define POKEQ_LOWBALL_H

#include "hand.h"
#include "omaha.h"

#include <stdint.h>

static inline int low_value7(Hand h)
{
    const uint32_t slot = eval7_bucket_offsets[(uint32_t)(h.key >> EVAL7_BUCKET_SHIFT)] +
                          ((uint32_t)h.key & EVAL7_SLOT_MASK);
    return low_tables.seven_values[slot];
}

/* The eight-or-better low of a Hand's mask (any number of cards). */
static inline int low8_value(uint64_t mask)
{
    unsigned low = (unsigned)omaha_low_of_mask(mask);
    if (__builtin_popcount(low) < 5)
        return 0;
    while (__builtin_popcount(low) > 5)
        low &= ~(1u << (31 - __builtin_clz(low))); /* the highest rank goes */
    return 256 - (int)low;
}

/* The A-5 low value of five cards (codes 0..51, any suits): a search of
 * the class keys, not a hot path. */
int low_value5(const int cards[5]);

/* The rule key (low_rules.h) of an A-5 low value 1..LOW_VALUE_COUNT. */
static inline uint32_t low_value_key(int value)
{
    return low_tables.class_keys[LOW_VALUE_COUNT - value];
}

#endif
