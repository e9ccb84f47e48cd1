/* SPDX-License-Identifier: MIT */
/* low_rules.c - the A-5 low of five ranks, from its rules (low_rules.h). */
#include "low_rules.h"

/* Key layout: the shape in bits 20..22, then the five low ranks (ace 0 ..
 * king 12), larger groups first and each group highest first, four bits
 * each from bit 16 down. Shapes are ordered best first, so the key orders
 * lows best first; within a shape the ranks compare from the first. */
uint32_t low_rules_key(const int ranks[5])
{
    int count[13] = {0};
    for (int i = 0; i < 5; i++)
        count[low_rank_of(ranks[i])]++;
    int pairs = 0, trips = 0, quads = 0;
    for (int r = 0; r < 13; r++) {
        pairs += count[r] == 2;
        trips += count[r] == 3;
        quads += count[r] == 4;
    }
    const int shape = quads ? 5 : trips && pairs ? 4 : trips ? 3 : pairs == 2 ? 2 : pairs;
    uint32_t key = (uint32_t)shape;
    for (int group = 4; group >= 1; group--)
        for (int r = 12; r >= 0; r--)
            for (int k = 0; count[r] == group && k < group; k++)
                key = key << 4 | (uint32_t)r;
    return key;
}

void low_rules_ranks(uint32_t key, int ranks[5])
{
    for (int i = 4; i >= 0; i--, key >>= 4) {
        const int low = (int)(key & 15);
        ranks[i] = low == 0 ? 12 : low - 1;
    }
}

int low_rules_shape(uint32_t key)
{
    return (int)(key >> 20);
}
