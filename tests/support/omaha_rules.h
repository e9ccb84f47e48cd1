/* SPDX-License-Identifier: MIT */
/*
 * omaha_rules.h - the tests' Omaha hands scored from the rules alone:
 * every choice of exactly two hole cards and exactly three board cards is
 * formed, the high ranked by rules.h (its scale, not pokeq's), the
 * eight-or-better low by sorting the five ranks (ace as one) from the top
 * and comparing them one by one: lower is better, and a five qualifies only
 * with five different ranks, all eight or lower. No table and nothing of
 * eval/omaha.h. Test code; one thread.
 */
#ifndef POKEQ_TEST_OMAHA_RULES_H
#define POKEQ_TEST_OMAHA_RULES_H

#include "rules.h"

#include <stdint.h>

/* Best high value (rules.h's scale) of count hole cards on five board cards. */
static inline uint32_t brute_omaha_high(const int *hole, int count, const int board[5])
{
    uint32_t best = 0;
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++)
            for (int i = 0; i < 5; i++)
                for (int j = i + 1; j < 5; j++)
                    for (int k = j + 1; k < 5; k++) {
                        const int five[5] = {hole[a], hole[b], board[i], board[j], board[k]};
                        const uint32_t v = rules_value5(five);
                        if (v > best)
                            best = v;
                    }
    return best;
}

/* The low of five cards as their low ranks (ace 1 .. eight 8) from the top
 * down into out; returns 0 when the five do not qualify. */
static inline int brute_low_five(const int five[5], int out[5])
{
    for (int i = 0; i < 5; i++) {
        const int rank = five[i] >> 2;
        const int low = rank == 12 ? 1 : rank + 2;
        if (low > 8)
            return 0;
        int j = i;
        for (; j > 0 && out[j - 1] < low; j--)
            out[j] = out[j - 1];
        out[j] = low;
    }
    for (int i = 1; i < 5; i++)
        if (out[i] == out[i - 1])
            return 0;
    return 1;
}

/* Best low of count hole cards (two of them) and board_count board cards
 * (three of them), from the top down in best[5]; returns 0 when no low. */
static inline int brute_omaha_low(const int *hole, int count, const int *board, int board_count, int best[5])
{
    int found = 0;
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++)
            for (int i = 0; i < board_count; i++)
                for (int j = i + 1; j < board_count; j++)
                    for (int k = j + 1; k < board_count; k++) {
                        const int five[5] = {hole[a], hole[b], board[i], board[j], board[k]};
                        int low[5];
                        if (!brute_low_five(five, low))
                            continue;
                        int better = !found;
                        for (int m = 0; m < 5 && !better; m++) {
                            if (low[m] != best[m]) {
                                better = low[m] < best[m];
                                break;
                            }
                        }
                        if (better)
                            for (int m = 0; m < 5; m++)
                                best[m] = low[m];
                        found = 1;
                    }
    return found;
}

/* A low from the top down on omaha.h's scale: 256 minus the bit mask of its
 * ranks (bit 0 ace .. bit 7 eight); 0 for none. */
static inline int brute_low_scale(int found, const int low[5])
{
    if (!found)
        return 0;
    int mask = 0;
    for (int i = 0; i < 5; i++)
        mask |= 1 << (low[i] - 1);
    return 256 - mask;
}

#endif
