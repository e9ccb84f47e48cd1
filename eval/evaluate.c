/* SPDX-License-Identifier: MIT */
/* evaluate.c - the public evaluation entry points of pokeq.h. */
#include "ck_phash.h"
#include "eval7.h"
#include "eval7_batch.h"
#include "pokeq.h"

#include <stddef.h>
#include <stdint.h>

/* The perfect-hash Cactus Kev is the fastest five-card path. */
int pokeq_eval5(const int cards[5]) { return ckph_eval5(cards); }

int pokeq_eval7(const int cards[7]) { return eval7_cards(cards); }

/* Best five of six: the six ways to leave one card out. */
static int eval6(const int cards[6])
{
    int best = 0;
    for (int skip = 0; skip < 6; skip++) {
        int five[5], n = 0;
        for (int i = 0; i < 6; i++)
            if (i != skip)
                five[n++] = cards[i];
        const int value = ckph_eval5(five);
        best = value > best ? value : best;
    }
    return best;
}

int pokeq_eval(const int *cards, int count)
{
    if (cards == NULL)
        return -POKEQ_ERR_ARGUMENT;
    switch (count) {
    case 5: return ckph_eval5(cards);
    case 6: return eval6(cards);
    case 7: return eval7_cards(cards);
    default: return -POKEQ_ERR_ARGUMENT;
    }
}

int pokeq_eval7_batch(const uint8_t *cards, size_t count, uint16_t *values)
{
    if (count == 0)
        return 0;
    if (cards == NULL || values == NULL || count > SIZE_MAX / 7)
        return -POKEQ_ERR_ARGUMENT;
    return eval7_batch_best()(cards, count, values) == 0 ? 0 : -POKEQ_ERR_CARD;
}
