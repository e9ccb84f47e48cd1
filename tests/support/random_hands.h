/* SPDX-License-Identifier: MIT */
/*
 * random_hands.h - fixed-seed random seven-card hands for the evaluator
 * tests: distinct cards, in dealt (unsorted) order, from a 64-bit LCG
 * (Knuth's MMIX constants) whose high bits pick each card. The caller owns
 * the state, so every test's sample is reproducible on its own.
 */
#ifndef POKEQ_TEST_RANDOM_HANDS_H
#define POKEQ_TEST_RANDOM_HANDS_H

#include <stdint.h>

static inline void random_seven(uint64_t *state, int cards[7])
{
    uint64_t used = 0;
    for (int i = 0; i < 7;) {
        *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
        const int card = (int)((*state >> 33) % 52);
        if (used >> card & 1)
            continue;
        used |= 1ULL << card;
        cards[i++] = card;
    }
}

#endif
