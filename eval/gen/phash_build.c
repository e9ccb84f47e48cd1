/* SPDX-License-Identifier: MIT */
/*
 * phash_build.c - hash and displace: hash every key to a bucket and a slot,
 * then, largest bucket first, give each bucket the smallest XOR displacement
 * that moves all its slots onto free ones. With 4,888 keys in 8,192 slots and
 * 512 buckets of about ten keys, the first or second multiplier works.
 */
#include "phash_build.h"

#include "splitmix.h"

#include <stdlib.h>
#include <string.h>

enum { BUCKETS = 1 << CKPH_BUCKET_BITS, SLOTS = 1 << CKPH_SLOT_BITS, MAX_TRIES = 1000 };


typedef struct bucket_list {
    int size;
    int first; /* index into the keys sorted by bucket */
} bucket_list;

static const bucket_list *sort_buckets_base;
static int by_size_descending(const void *a, const void *b)
{
    const int x = *(const int *)a, y = *(const int *)b;
    const int sx = sort_buckets_base[x].size, sy = sort_buckets_base[y].size;
    return sx != sy ? sy - sx : x - y;
}

/* Places every bucket for one multiplier; 0 on success. */
static int place(const uint32_t *keys, const uint16_t *values, int count, uint64_t multiplier, ckph_built *out)
{
    static const uint16_t no_displacement[BUCKETS];
    uint32_t *bucket_of = malloc(sizeof(uint32_t) * (size_t)count);
    uint32_t *slot_of = malloc(sizeof(uint32_t) * (size_t)count);
    int *order = malloc(sizeof(int) * (size_t)count);
    bucket_list buckets[BUCKETS] = {{0, 0}};
    int bucket_order[BUCKETS];
    uint8_t used[SLOTS] = {0};
    int ok = bucket_of && slot_of && order;

    for (int i = 0; ok && i < count; i++) {
        /* With zero displacements the slot is the raw slot bits. */
        slot_of[i] = ckph_slot(multiplier, no_displacement, keys[i]);
        bucket_of[i] = (uint32_t)((keys[i] * multiplier) >> (64 - CKPH_BUCKET_BITS));
        buckets[bucket_of[i]].size++;
    }
    for (int b = 0, first = 0; b < BUCKETS; b++) {
        buckets[b].first = first;
        first += buckets[b].size;
        buckets[b].size = 0;
        bucket_order[b] = b;
    }
    for (int i = 0; ok && i < count; i++) {
        bucket_list *list = &buckets[bucket_of[i]];
        order[list->first + list->size++] = i;
    }
    sort_buckets_base = buckets;
    qsort(bucket_order, BUCKETS, sizeof(int), by_size_descending);

    for (int n = 0; ok && n < BUCKETS; n++) {
        const bucket_list *list = &buckets[bucket_order[n]];
        /* Two keys of one bucket on one raw slot can never be separated. */
        for (int j = 0; j < list->size && ok; j++)
            for (int k = 0; k < j && ok; k++)
                ok = slot_of[order[list->first + k]] != slot_of[order[list->first + j]];
        int found = -1;
        for (int d = 0; ok && d < SLOTS && found < 0; d++) {
            int fits = 1;
            for (int j = 0; j < list->size && fits; j++)
                fits = !used[slot_of[order[list->first + j]] ^ (uint32_t)d];
            if (fits)
                found = d;
        }
        if (found < 0) {
            ok = 0;
            break;
        }
        out->displacements[bucket_order[n]] = (uint16_t)found;
        for (int j = 0; j < list->size; j++) {
            const int key = order[list->first + j];
            const uint32_t slot = slot_of[key] ^ (uint32_t)found;
            used[slot] = 1;
            out->values[slot] = values[key];
        }
    }
    free(bucket_of);
    free(slot_of);
    free(order);
    return ok ? 0 : -1;
}

int ckph_build(const uint32_t *keys, const uint16_t *values, int count, ckph_built *out)
{
    uint64_t state = 0x706f6b6571ULL; /* "pokeq" */
    for (int tries = 1; tries <= MAX_TRIES; tries++) {
        memset(out, 0, sizeof *out);
        const uint64_t multiplier = splitmix64_next(&state) | 1; /* odd */
        if (place(keys, values, count, multiplier, out) == 0) {
            out->multiplier = multiplier;
            out->multipliers_tried = tries;
            return 0;
        }
    }
    return -1;
}
