/* SPDX-License-Identifier: MIT */
/* deuce_rules.c - the 2-7 low of five ranks, from its rules (deuce_rules.h). */
#include "deuce_rules.h"

/* The shape of five ranks' counts (count[r]: cards of rank r). */
static int shape_of(const int count[13], int suited)
{
    int pairs = 0, trips = 0, quads = 0, top = -1;
    for (int r = 0; r < 13; r++) {
        pairs += count[r] == 2;
        trips += count[r] == 3;
        quads += count[r] == 4;
        top = count[r] ? r : top;
    }
    if (quads)
        return DEUCE_QUADS;
    if (trips)
        return pairs ? DEUCE_FULL_HOUSE : DEUCE_TRIPS;
    if (pairs)
        return pairs == 2 ? DEUCE_TWO_PAIR : DEUCE_PAIR;
    /* five different ranks: a straight is five in a row, the ace high only */
    const int straight = count[top - 1] && count[top - 2] && count[top - 3] && count[top - 4];
    if (straight)
        return suited ? DEUCE_STRAIGHT_FLUSH : DEUCE_STRAIGHT;
    return suited ? DEUCE_FLUSH : DEUCE_NO_PAIR;
}

/* Key layout: the shape in bits 20..23, then the five ranks (0 deuce ..
 * 12 ace), larger groups first and each group highest first, four bits
 * each from bit 16 down. Shapes are ordered best first and within a shape
 * lower ranks are better, so lower keys are better lows. */
uint32_t deuce_rules_key(const int ranks[5], int suited)
{
    int count[13] = {0};
    for (int i = 0; i < 5; i++)
        count[ranks[i]]++;
    uint32_t key = (uint32_t)shape_of(count, suited);
    for (int group = 4; group >= 1; group--)
        for (int r = 12; r >= 0; r--)
            for (int k = 0; count[r] == group && k < group; k++)
                key = key << 4 | (uint32_t)r;
    return key;
}

int deuce_rules_ranks(uint32_t key, int ranks[5])
{
    for (int i = 4; i >= 0; i--, key >>= 4)
        ranks[i] = (int)(key & 15);
    return (int)(key & 15);
}
