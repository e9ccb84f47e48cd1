/* SPDX-License-Identifier: MIT */
/* low_build.c - the A-5 low tables from the rules (low_build.h). */
#include "low_build.h"

#include "card.h"
#include "multiset.h"

#include <stdlib.h>
#include <string.h>

typedef struct class_list {
    uint32_t keys[LOW_CLASSES + 1];
    int count;
} class_list;

static void add_class(const int *ranks, void *context)
{
    class_list *list = context;
    if (list->count <= LOW_CLASSES)
        list->keys[list->count] = low_rules_key(ranks);
    list->count++;
}

static int compare_keys(const void *a, const void *b)
{
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The value of a key: LOW_CLASSES for the first (best) class key. */
static int value_of(const low_built *out, uint32_t key)
{
    const uint32_t *at = bsearch(&key, out->class_keys, LOW_CLASSES, sizeof key, compare_keys);
    return at == NULL ? 0 : LOW_CLASSES - (int)(at - out->class_keys);
}

static int build_classes(low_built *out)
{
    static class_list list;
    list.count = 0;
    multiset_each(5, 0, 4, add_class, &list);
    if (list.count != LOW_CLASSES)
        return -1;
    qsort(list.keys, LOW_CLASSES, sizeof(uint32_t), compare_keys);
    for (int i = 1; i < LOW_CLASSES; i++)
        if (list.keys[i] == list.keys[i - 1])
            return -1; /* two classes with one key: the rules lost a tie-breaker */
    memcpy(out->class_keys, list.keys, sizeof out->class_keys);
    return 0;
}

typedef struct seven_fill {
    const eval7_built *e7;
    low_built *out;
    int failed;
} seven_fill;

/* One seven-card rank multiset, at eval7's slot: the best of its 21 fives. */
static void fill_multiset(const int *ranks, void *context)
{
    seven_fill *fill = context;
    const int at = multiset_eval7_slot(fill->e7, ranks);
    if (at < 0) {
        fill->failed = 1; /* eval7 has every seven-card multiset: never */
        return;
    }
    int best = 0;
    for (int skip = 0; skip < 1 << 7; skip++) {
        if (__builtin_popcount((unsigned)skip) != 2)
            continue;
        int five[5], n = 0;
        for (int i = 0; i < 7; i++)
            if (!(skip >> i & 1))
                five[n++] = ranks[i];
        const int value = value_of(fill->out, low_rules_key(five));
        best = value > best ? value : best;
    }
    fill->out->seven_values[at] = (uint16_t)best;
    fill->out->rank_multisets++;
}

int low_build(const eval7_built *e7, low_built *out)
{
    memset(out, 0, sizeof *out);
    out->rank_table_size = e7->rank_table_size;
    out->seven_values = calloc((size_t)e7->rank_table_size, sizeof(uint16_t));
    seven_fill fill = {e7, out, 0};
    if (out->seven_values == NULL || build_classes(out) != 0) {
        low_built_free(out);
        return -1;
    }
    multiset_each(7, 0, 4, fill_multiset, &fill);
    if (fill.failed || out->rank_multisets != EVAL7_RANK_CLASSES) {
        low_built_free(out);
        return -1;
    }
    return 0;
}

void low_built_free(low_built *built)
{
    free(built->seven_values);
    built->seven_values = NULL;
}
