/* SPDX-License-Identifier: MIT */
/*
 * shortdeck.h - the short deck seven-card evaluators (both variants).
 *
 * Short deck Hands are Hold'em Hands (hand.h) of cards 6..A: the same
 * additive key, the same flush test and eval7's perfect hash of the rank
 * multiset; only the tables differ (eval/gen/shortdeck_build.h, made from
 * the rules of shortdeck_rules.h). Values 1..SHORTDECK_VALUE_COUNT (1,404):
 * higher is stronger, equal values tie, within one variant; "shortdeck"
 * (a straight beats three of a kind) and "triton" (three of a kind beats a
 * straight) share their flush and straight flush values. A Hand must hold
 * exactly seven cards of ranks 6..A (a lower card reads an unspecified
 * value, never outside the tables).
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_SHORTDECK_H
#define POKEQ_SHORTDECK_H

#include "eval7.h"
#include "hand.h"

#include <stdbool.h>

/* The flush suit's value: the first suit whose rank mask has a value (a
 * suit of four or fewer cards has none). */
static inline int shortdeck_flush_value(uint64_t mask)
{
    int value = 0;
    for (int suit = 0; value == 0 && suit < 4; suit++)
        value = shortdeck_tables.flush_values[(mask >> (16 * suit)) & 0x1fff];
    return value;
}

static inline uint32_t shortdeck_rank_slot(uint64_t key)
{
    return eval7_bucket_offsets[(uint32_t)(key >> EVAL7_BUCKET_SHIFT)] + ((uint32_t)key & EVAL7_SLOT_MASK);
}

static inline int shortdeck_value7(Hand h)
{
    if (__builtin_expect(eval7_is_flush(h.key), 0))
        return shortdeck_flush_value(h.mask);
    return shortdeck_tables.rank_values[shortdeck_rank_slot(h.key)];
}

static inline int triton_value7(Hand h)
{
    if (__builtin_expect(eval7_is_flush(h.key), 0))
        return shortdeck_flush_value(h.mask);
    return shortdeck_tables.triton_rank_values[shortdeck_rank_slot(h.key)];
}

/* Value of five distinct cards 6..A on the same scale (the rule key's
 * place among the classes: a binary search, not a hot path). */
int shortdeck_value5(const int cards[5], bool triton);

#endif
