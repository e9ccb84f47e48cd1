/* SPDX-License-Identifier: MIT */
/*
 * sweep.h - the sorted-value sweep of the per-board counters (the range
 * engine's heads-up sweep, range_heads_up.c, and the preflop tables'
 * board counter, preflop_board.c).
 *
 * Both value every live hand of a board once, sort the hands by value
 * (value_sort.h) and sweep the groups of equal value from low to high:
 * a hand beats everything swept before its group and ties its group.
 * Card removal is by inclusion-exclusion per card: the weight of the
 * opposing hands that share no card with hand (a, b) is the sum over all
 * of them less the sums over those holding a and holding b (plus the hand
 * (a, b) itself, which was taken away twice, where the caller needs it).
 * The range engine keeps those sums as sweep_sums (64-bit, per card); the
 * preflop counter keeps them per card AND per class as uint16 vectors of
 * its own. Everything here is inline and stateless.
 */
#ifndef POKEQ_SWEEP_H
#define POKEQ_SWEEP_H

#include "card.h"
#include "core/value_sort.h"

#include <stdint.h>

/* A sort key: the hand value above index_bits bits of the caller's index. */
static inline uint32_t sweep_key(int value, int index, int index_bits)
{
    return (uint32_t)value << index_bits | (uint32_t)index;
}

static inline int sweep_index(uint32_t key, int index_bits)
{
    return (int)(key & ((1u << index_bits) - 1));
}

/* The end of the group of equal values that starts at sorted[g]: the
 * group is sorted[g..end). */
static inline int sweep_group_end(const uint32_t *sorted, int g, int n, int index_bits)
{
    const uint32_t value = sorted[g] >> index_bits;
    int end = g;
    while (end < n && sorted[end] >> index_bits == value)
        end++;
    return end;
}

/* Running sums of one side's weights: in all, and per card. */
typedef struct sweep_sums {
    uint64_t all;
    uint64_t card[CARD_COUNT];
} sweep_sums;

static inline void sweep_sums_add(sweep_sums *s, int card_a, int card_b, uint64_t weight)
{
    s->all += weight;
    s->card[card_a] += weight;
    s->card[card_b] += weight;
}

/* The sum over the hands counted in s that share no card with (a, b),
 * less (a, b) itself twice if s counts it. */
static inline uint64_t sweep_sums_apart(const sweep_sums *s, int card_a, int card_b)
{
    return s->all - s->card[card_a] - s->card[card_b];
}

#endif
