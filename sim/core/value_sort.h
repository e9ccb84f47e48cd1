/* SPDX-License-Identifier: MIT */
/*
 * value_sort.h - sorting sort keys by hand value, the step both per-board
 * counters take (the range engine's heads-up sweep, the preflop tables).
 *
 * A key holds a hand value 1..7462 (13 bits) above `index_bits` bits of the
 * caller's own index. Two stable counting passes, 7 and then 6 bits of the
 * value, sort n keys in O(n) with no comparisons; equal values keep their
 * order. key, sorted and scratch are n-entry arrays owned by the caller.
 */
#ifndef POKEQ_VALUE_SORT_H
#define POKEQ_VALUE_SORT_H

#include <stdint.h>

static inline void sort_by_value(const uint32_t *key, uint32_t *sorted, uint32_t *scratch, int n,
                                 int index_bits)
{
    int low[129] = {0}, high[65] = {0};
    for (int e = 0; e < n; e++) {
        low[(key[e] >> index_bits & 127) + 1]++;
        high[(key[e] >> (index_bits + 7) & 63) + 1]++;
    }
    for (int b = 0; b < 128; b++)
        low[b + 1] += low[b];
    for (int b = 0; b < 64; b++)
        high[b + 1] += high[b];
    for (int e = 0; e < n; e++)
        scratch[low[key[e] >> index_bits & 127]++] = key[e];
    for (int e = 0; e < n; e++)
        sorted[high[scratch[e] >> (index_bits + 7) & 63]++] = scratch[e];
}

#endif
