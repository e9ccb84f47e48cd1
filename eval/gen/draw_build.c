/* SPDX-License-Identifier: MIT */
/* draw_build.c - the five-card lowball tables from the rules (draw_build.h). */
#include "draw_build.h"

#include "card.h"
#include "multiset.h"

#include <stdlib.h>
#include <string.h>

static int compare_keys(const void *a, const void *b)
{
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The value of a key among `count` keys sorted best first: count for the
 * first, 0 when absent. */
static int value_of(const uint32_t *keys, int count, uint32_t key)
{
    const uint32_t *at = bsearch(&key, keys, (size_t)count, sizeof key, compare_keys);
    return at == NULL ? 0 : count - (int)(at - keys);
}

typedef struct class_walk {
    const ck_built *ck;
    const ckph_built *ph;
    const low_built *lo;
    draw_built *out;
    int keys;                           /* 2-7 keys collected (first pass) */
    int failed;
} class_walk;

static int distinct_ranks(const int *ranks)
{
    for (int i = 1; i < 5; i++)
        if (ranks[i] == ranks[i - 1])
            return 0;
    return 1;
}

static void collect_key(const int *ranks, void *context)
{
    class_walk *w = context;
    for (int suited = 0; suited <= distinct_ranks(ranks); suited++) {
        if (w->keys < DEUCE_CLASSES)
            w->out->deuce_keys[w->keys] = deuce_rules_key(ranks, suited);
        w->keys++;
    }
}

static void fill_class(const int *ranks, void *context)
{
    class_walk *w = context;
    draw_built *out = w->out;
    unsigned mask = 0;
    uint32_t product = 1;
    for (int i = 0; i < 5; i++) {
        mask |= 1u << ranks[i];
        product *= w->ck->card_words[card_make(ranks[i], 0)] & 0xff;
    }
    const int deuce = value_of(out->deuce_keys, DEUCE_CLASSES, deuce_rules_key(ranks, 0));
    const int a5 = value_of(w->lo->class_keys, LOW_CLASSES, low_rules_key(ranks));
    if (distinct_ranks(ranks)) {
        out->deuce_plain[mask] = (uint16_t)deuce;
        out->deuce_suited[mask] = (uint16_t)value_of(out->deuce_keys, DEUCE_CLASSES, deuce_rules_key(ranks, 1));
        out->a5_plain[mask] = (uint16_t)a5;
        return;
    }
    const uint32_t slot = ckph_slot(w->ph->multiplier, w->ph->displacements, product);
    if (out->deuce_paired[slot] != 0)
        w->failed = 1; /* the perfect hash parts every paired product: never */
    out->deuce_paired[slot] = (uint16_t)deuce;
    out->a5_paired[slot] = (uint16_t)a5;
}

/* The largest clash-free sets of four cards, for each clash pattern. */
static void build_badugi_sets(draw_built *out)
{
    static const int pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    for (int pattern = 0; pattern < 64; pattern++) {
        int largest = 0;
        uint16_t sets = 0;
        for (int set = 1; set < 16; set++) {
            int clean = 1;
            for (int k = 0; k < 6; k++)
                if ((pattern >> k & 1) && (set >> pairs[k][0] & 1) && (set >> pairs[k][1] & 1))
                    clean = 0;
            const int size = __builtin_popcount((unsigned)set);
            if (!clean || size < largest)
                continue;
            if (size > largest)
                sets = 0;
            largest = size;
            sets |= (uint16_t)(1u << set);
        }
        out->badugi_sets[pattern] = sets;
    }
}

int draw_build(const ck_built *ck, const ckph_built *ph, const low_built *lo, draw_built *out)
{
    memset(out, 0, sizeof *out);
    for (unsigned mask = 0; mask < 8192; mask++) {
        if (__builtin_popcount(mask) > 5)
            continue; /* no suit of five cards holds more: 0 */
        uint32_t product = 1;
        for (int r = 0; r < 13; r++)
            if (mask >> r & 1)
                product *= ck->card_words[card_make(r, 0)] & 0xff;
        out->rank_products[mask] = product;
    }
    build_badugi_sets(out);
    class_walk walk = {ck, ph, lo, out, 0, 0};
    multiset_each(5, 0, 4, collect_key, &walk);
    if (walk.keys != DEUCE_CLASSES)
        return -1;
    qsort(out->deuce_keys, DEUCE_CLASSES, sizeof(uint32_t), compare_keys);
    for (int i = 1; i < DEUCE_CLASSES; i++)
        if (out->deuce_keys[i] == out->deuce_keys[i - 1])
            return -1; /* two classes with one key: the rules lost a tie-breaker */
    multiset_each(5, 0, 4, fill_class, &walk);
    return walk.failed ? -1 : 0;
}
