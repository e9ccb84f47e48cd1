/* SPDX-License-Identifier: MIT */
/* evaluate.c - the public evaluation entry points of pokeq.h. */
#include "ck_phash.h"
#include "eval7.h"
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

/* A flush hand's value, as eval7_flush_value, but bounded for any seven
 * codes below 52: a hand with a repeated card gets some value, never a
 * read outside the tables. Out of line: 3 % of hands come here. */
__attribute__((noinline)) static int flush_value_bounded(const uint8_t *c)
{
    uint64_t mask = 0;
    for (int k = 0; k < 7; k++)
        mask |= eval7_card_bits[c[k]];
    int value = 0;
    for (int suit = 0; suit < 4 && value == 0; suit++)
        value = eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
    return value;
}

/* The additive key per hand, the flush branch (well predicted: 3 % of
 * hands) and eval7's rank lookup, with no bounds check: the rank table
 * spans every bucket offset plus every slot (EVAL7_RANK_SPAN), so even the
 * key of a repeated card indexes inside it. (Reading a hand's seven cards with one
 * 8-byte load and taking them apart in registers was no faster: measured
 * on a 16-core Xeon, 2026-11-23.) */
static void eval7_hands(const uint8_t *cards, size_t count, uint16_t *values)
{
    const uint64_t *k = eval7_card_keys;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *c = cards + 7 * i;
        const uint64_t key = k[c[0]] + k[c[1]] + k[c[2]] + k[c[3]] + k[c[4]] + k[c[5]] + k[c[6]];
        values[i] = (uint16_t)(__builtin_expect(eval7_is_flush(key), 0) ? flush_value_bounded(c)
                                                                         : eval7_nonflush_value(key));
    }
}

int pokeq_eval7_batch(const uint8_t *cards, size_t count, uint16_t *values)
{
    if (count == 0)
        return 0;
    if (cards == NULL || values == NULL || count > SIZE_MAX / 7)
        return -POKEQ_ERR_ARGUMENT;
    uint8_t top = 0;
    for (size_t i = 0; i < 7 * count; i++)
        top = cards[i] > top ? cards[i] : top;
    if (top >= 52)
        return -POKEQ_ERR_CARD;
    eval7_hands(cards, count, values);
    return 0;
}
