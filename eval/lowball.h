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
#include "low_rules.h"
#include "omaha.h"
#include "pokeq.h"

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

/* The low category (pokeq.h's enum pokeq_low_category) of an A-5 low
 * value 1..LOW_VALUE_COUNT: its top card (5-low .. K-low) when the five
 * ranks differ, else POKEQ_LOW_PAIRED. Shape and top rank are the rule
 * key's fields (low_rules.c: shape from bit 20, the top low rank at bits
 * 16..19, ace 0 .. king 12). A value outside the scale: POKEQ_LOW_NONE. */
static inline int low_a5_category(int value)
{
    if (value <= 0 || value > LOW_VALUE_COUNT) /* no A-5 low: never a seat's */
        return POKEQ_LOW_NONE;
    const uint32_t key = low_value_key(value);
    if (low_rules_shape(key) != 0)
        return POKEQ_LOW_PAIRED;
    return (int)(key >> 16 & 15) - 4 + POKEQ_LOW_5;
}

/* The low category of an eight-or-better low 0..225 (0: none): its top
 * card, 5-low .. 8-low, else POKEQ_LOW_NONE. The top card is the highest
 * bit of 256 minus the value (bit 0 ace, bit 4 five .. bit 7 eight). */
static inline int low8_category(int value)
{
    if (value == 0)
        return POKEQ_LOW_NONE;
    return 31 - __builtin_clz(256u - (unsigned)value) - 4 + POKEQ_LOW_5;
}

#endif
