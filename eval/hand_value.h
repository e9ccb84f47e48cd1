/* SPDX-License-Identifier: MIT */
/*
 * hand_value.h - the value scale every evaluator shares.
 *
 * Values 1..7462, higher is stronger, equal values tie. Each category owns a
 * contiguous block; within a block the order is the poker order. The block
 * sizes are the numbers of distinct five-card classes per category (Cactus
 * Kev's published counts): 1277 high card, 2860 pair, 858 two pair, 858
 * trips, 10 straights, 1277 flushes, 156 full houses, 156 quads and 10
 * straight flushes. Pure data and functions; safe from any thread.
 */
#ifndef POKEQ_HAND_VALUE_H
#define POKEQ_HAND_VALUE_H

enum { VALUE_COUNT = 7462, CATEGORY_COUNT = 9 };

/* First value of each category, plus VALUE_COUNT + 1 as a sentinel. */
extern const int CATEGORY_FIRST_VALUE[CATEGORY_COUNT + 1];

/* Category 0..8 of a value, or -1 outside 1..7462. */
int value_category(int value);

#endif
