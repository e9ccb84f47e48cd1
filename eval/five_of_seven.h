/* SPDX-License-Identifier: MIT */
/*
 * five_of_seven.h - the best five of seven cards by any five-card evaluator.
 *
 * The 21 five-card subsets are visited as the pair of positions left out.
 * The evaluator is a callback with a context pointer so that the table
 * generator can pass tables it has just built; inlined with a constant
 * callback, the call disappears. Pure; safe from any thread.
 */
#ifndef POKEQ_FIVE_OF_SEVEN_H
#define POKEQ_FIVE_OF_SEVEN_H

typedef int (*eval5_fn)(const void *context, const int five[5]);

static inline int best_five_of_seven(const int cards[7], eval5_fn eval5, const void *context)
{
    int best = 0;
    for (int skip_a = 0; skip_a < 7; skip_a++)
        for (int skip_b = skip_a + 1; skip_b < 7; skip_b++) {
            int five[5];
            int n = 0;
            for (int i = 0; i < 7; i++)
                if (i != skip_a && i != skip_b)
                    five[n++] = cards[i];
            const int value = eval5(context, five);
            best = value > best ? value : best;
        }
    return best;
}

#endif
