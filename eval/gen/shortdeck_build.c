/* SPDX-License-Identifier: MIT */
/* shortdeck_build.c - the short deck tables from the rules (shortdeck_build.h). */
#include "shortdeck_build.h"

#include "card.h"
#include "multiset.h"

#include <stdlib.h>
#include <string.h>

enum { SHORT_RANKS = RANK_COUNT - SHORTDECK_LOW_RANK };

static int compare_keys(const void *a, const void *b)
{
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Value 1..1404 of a key: its place among the sorted class keys. */
static int value_of(const uint32_t keys[SHORTDECK_CLASSES], uint32_t key)
{
    return shortdeck_rules_value(keys, SHORTDECK_CLASSES, key);
}

static void for_each_multiset(int size, int most, multiset_visit visit, void *context)
{
    multiset_each(size, SHORTDECK_LOW_RANK, most, visit, context);
}

/* ---- the five-card classes ---- */

typedef struct class_list {
    uint32_t keys[2][2 * SHORTDECK_CLASSES];
    int count;
} class_list;

static bool distinct5(const int *ranks)
{
    for (int i = 1; i < 5; i++)
        if (ranks[i] == ranks[i - 1])
            return false;
    return true;
}

static void add_class(const int *ranks, void *context)
{
    class_list *list = context;
    for (int suited = 0; suited <= (distinct5(ranks) ? 1 : 0); suited++) {
        if (list->count == 2 * SHORTDECK_CLASSES)
            return;
        for (int triton = 0; triton < 2; triton++)
            list->keys[triton][list->count] = shortdeck_rules_key(ranks, suited, triton);
        list->count++;
    }
}

static int build_classes(shortdeck_built *out)
{
    static class_list list;
    list.count = 0;
    for_each_multiset(5, 4, add_class, &list);
    if (list.count != SHORTDECK_CLASSES)
        return -1;
    for (int triton = 0; triton < 2; triton++) {
        qsort(list.keys[triton], (size_t)list.count, sizeof(uint32_t), compare_keys);
        for (int i = 1; i < list.count; i++)
            if (list.keys[triton][i] == list.keys[triton][i - 1])
                return -1; /* two classes with one key: the rules lost a tie-breaker */
        memcpy(out->class_keys[triton], list.keys[triton], sizeof out->class_keys[triton]);
    }
    return 0;
}

/* ---- the best five of seven ---- */

/* The best value of the fives among `count` ranks (5 to 13; suited: all
 * of one suit). */
static int best_of(const shortdeck_built *out, const int *ranks, int count, bool suited, bool triton)
{
    int best = 0;
    for (int skip = 0; skip < 1 << count; skip++) {
        if (__builtin_popcount((unsigned)skip) != count - 5)
            continue;
        int five[5], n = 0;
        for (int i = 0; i < count; i++)
            if (!(skip >> i & 1))
                five[n++] = ranks[i];
        const int value = value_of(out->class_keys[triton], shortdeck_rules_key(five, suited, triton));
        best = value > best ? value : best;
    }
    return best;
}

static int build_flushes(shortdeck_built *out)
{
    memset(out->flush_values, 0, sizeof out->flush_values);
    for (int mask = 0; mask < 8192; mask++) {
        const int count = __builtin_popcount((unsigned)mask);
        if (count < 5 || (mask & ((1 << SHORTDECK_LOW_RANK) - 1)) != 0)
            continue;
        int ranks[RANK_COUNT], n = 0;
        for (int rank = 0; rank < RANK_COUNT; rank++)
            if (mask >> rank & 1)
                ranks[n++] = rank;
        const int value = best_of(out, ranks, n, true, false);
        if (value != best_of(out, ranks, n, true, true))
            return -1; /* the variants must agree on flushes */
        out->flush_values[mask] = (uint16_t)value;
    }
    return 0;
}

typedef struct rank_fill {
    const eval7_built *e7;
    shortdeck_built *out;
    int failed;
} rank_fill;

/* One seven-card rank multiset, at eval7's slot. */
static void fill_multiset(const int *ranks, void *context)
{
    rank_fill *fill = context;
    const int at = multiset_eval7_slot(fill->e7, ranks);
    if (at < 0) {
        fill->failed = 1; /* eval7 has every seven-card multiset: never */
        return;
    }
    for (int triton = 0; triton < 2; triton++)
        fill->out->rank_values[triton][at] = (uint16_t)best_of(fill->out, ranks, 7, false, triton);
    fill->out->rank_multisets++;
}

int shortdeck_build(const eval7_built *e7, shortdeck_built *out)
{
    memset(out, 0, sizeof *out);
    out->rank_table_size = e7->rank_table_size;
    for (int triton = 0; triton < 2; triton++) {
        out->rank_values[triton] = calloc((size_t)e7->rank_table_size, sizeof(uint16_t));
        if (out->rank_values[triton] == NULL) {
            shortdeck_built_free(out);
            return -1;
        }
    }
    rank_fill fill = {e7, out, 0};
    if (build_classes(out) != 0 || build_flushes(out) != 0) {
        shortdeck_built_free(out);
        return -1;
    }
    for_each_multiset(7, 4, fill_multiset, &fill);
    if (fill.failed) {
        shortdeck_built_free(out);
        return -1;
    }
    return 0;
}

void shortdeck_built_free(shortdeck_built *built)
{
    for (int triton = 0; triton < 2; triton++) {
        free(built->rank_values[triton]);
        built->rank_values[triton] = NULL;
    }
}
