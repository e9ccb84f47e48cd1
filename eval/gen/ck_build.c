/* SPDX-License-Identifier: MIT */
/* ck_build.c - Cactus Kev's tables, each entry scored by the naive evaluator. */
#include "ck_build.h"

#include "card.h"
#include "naive.h"

#include <stdlib.h>
#include <string.h>

/* The first thirteen primes, one per rank, found by trial division. */
static void rank_primes(uint32_t primes[RANK_COUNT])
{
    int found = 0;
    for (uint32_t n = 2; found < RANK_COUNT; n++) {
        int is_prime = 1;
        for (uint32_t d = 2; d * d <= n; d++)
            is_prime &= n % d != 0;
        if (is_prime)
            primes[found++] = n;
    }
}

typedef struct product_entry {
    uint32_t product;
    uint16_t value;
} product_entry;

static int by_product(const void *a, const void *b)
{
    const uint32_t x = ((const product_entry *)a)->product, y = ((const product_entry *)b)->product;
    return (x > y) - (x < y);
}

int ck_build(ck_built *out)
{
    memset(out, 0, sizeof *out);
    uint32_t primes[RANK_COUNT];
    rank_primes(primes);
    for (int card = 0; card < CARD_COUNT; card++) {
        const int rank = card_rank(card);
        out->card_words[card] = 1u << (16 + rank) | 1u << (12 + card_suit(card)) | (uint32_t)rank << 8 | primes[rank];
    }

    product_entry *entries = malloc(sizeof(product_entry) * CK_PRODUCT_COUNT);
    if (entries == NULL)
        return -1;
    int product_count = 0, distinct_count = 0;
    /* Every multiset of five ranks (each at most four times), ascending. */
    int r[5];
    for (r[0] = 0; r[0] < RANK_COUNT; r[0]++)
    for (r[1] = r[0]; r[1] < RANK_COUNT; r[1]++)
    for (r[2] = r[1]; r[2] < RANK_COUNT; r[2]++)
    for (r[3] = r[2]; r[3] < RANK_COUNT; r[3]++)
    for (r[4] = r[3]; r[4] < RANK_COUNT; r[4]++) {
        if (r[0] == r[4])
            continue; /* five of one rank */
        /* The i-th card of a rank gets suit i: distinct cards, and never five
         * of one suit unless all ranks differ, where suits 0,1,0,0,0 avoid it. */
        int cards[5], copies = 0, repeated = 0;
        for (int i = 0; i < 5; i++) {
            copies = (i > 0 && r[i] == r[i - 1]) ? copies + 1 : 0;
            repeated |= copies > 0;
            cards[i] = card_make(r[i], copies);
        }
        if (!repeated) {
            const int rank_bits = 1 << r[0] | 1 << r[1] | 1 << r[2] | 1 << r[3] | 1 << r[4];
            cards[1] = card_make(r[1], 1);
            out->unique5[rank_bits] = (uint16_t)naive_eval5(cards);
            for (int i = 0; i < 5; i++)
                cards[i] = card_make(r[i], 0);
            out->flush[rank_bits] = (uint16_t)naive_eval5(cards);
            distinct_count++;
            continue;
        }
        if (product_count == CK_PRODUCT_COUNT) {
            free(entries);
            return -1;
        }
        uint32_t product = 1;
        for (int i = 0; i < 5; i++)
            product *= primes[r[i]];
        entries[product_count].product = product;
        entries[product_count].value = (uint16_t)naive_eval5(cards);
        product_count++;
    }
    qsort(entries, (size_t)product_count, sizeof *entries, by_product);
    for (int i = 0; i < product_count; i++) {
        out->products[i] = entries[i].product;
        out->product_values[i] = entries[i].value;
    }
    free(entries);
    return (product_count == CK_PRODUCT_COUNT && distinct_count == 1287) ? 0 : -1;
}

ck_tables ck_built_view(const ck_built *built)
{
    const ck_tables view = {
        built->card_words, built->flush, built->unique5, built->products, built->product_values,
    };
    return view;
}
