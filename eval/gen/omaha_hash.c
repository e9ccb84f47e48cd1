/* SPDX-License-Identifier: MIT */
/*
 * omaha_hash.c - the board classes, their rows and the board hash
 * (omaha_hash.h).
 *
 * Hash and displace: each class's key (its ranks dealt in suits by
 * occurrence; the hashes do not depend on the suits) gives a bucket and a
 * slot; buckets are placed largest first, each at the first displacement
 * that sends all its slots to free places. Table sizes are tried smallest
 * first.
 */
#include "omaha_hash.h"

#include "card.h"

#include <stdlib.h>
#include <string.h>

/* In this loop order the multisets come in colex order, so a multiset's
 * row (omaha.h: sum C(r_i + i, i + 1)) is its place among all of them,
 * the five of a rank counted. */
int omaha_board_classes(int ranks[OMAHA_BOARD_CLASSES][5], int rows[OMAHA_BOARD_CLASSES])
{
    int count = 0, row = 0, r[5];
    for (r[4] = 0; r[4] < RANK_COUNT; r[4]++)
        for (r[3] = 0; r[3] <= r[4]; r[3]++)
            for (r[2] = 0; r[2] <= r[3]; r[2]++)
                for (r[1] = 0; r[1] <= r[2]; r[1]++)
                    for (r[0] = 0; r[0] <= r[1]; r[0]++, row++)
                        if (r[0] != r[4]) {
                            memcpy(ranks[count], r, sizeof r);
                            rows[count++] = row;
                        }
    return count;
}

/* The eval7 key of five ranks, each rank's cards in suits 0, 1, ... */
static uint64_t class_key(const eval7_built *e7, const int ranks[5])
{
    uint64_t key = 0;
    int used[RANK_COUNT] = {0};
    for (int i = 0; i < 5; i++)
        key += e7->card_keys[card_make(ranks[i], used[ranks[i]]++)];
    return key;
}

typedef struct placing {
    int slot_bits, bucket_bits;
    const uint64_t *keys;
    int count;
    int *order;   /* classes by bucket, largest buckets first */
    int *size;    /* classes per bucket */
    uint8_t *taken;
} placing;

static uint32_t bucket_of(const placing *p, uint64_t key) { return (uint32_t)(key >> (64 - p->bucket_bits)); }

/* Places the bucket's classes order[from..to) at the first displacement
 * that fits; returns it, or -1. */
static int place_bucket(placing *p, int from, int to)
{
    const uint32_t slots = 1u << p->slot_bits;
    for (uint32_t d = 0; d < slots; d++) {
        int fits = 1;
        for (int i = from; i < to && fits; i++) {
            const uint32_t at = ((uint32_t)p->keys[p->order[i]] + d) & (slots - 1);
            fits = !p->taken[at];
            for (int j = from; j < i && fits; j++) /* two slots equal within the bucket */
                fits = at != (((uint32_t)p->keys[p->order[j]] + d) & (slots - 1));
        }
        if (!fits)
            continue;
        for (int i = from; i < to; i++)
            p->taken[((uint32_t)p->keys[p->order[i]] + d) & (slots - 1)] = 1;
        return (int)d;
    }
    return -1;
}

static const placing *sorting; /* qsort has no context argument: the generator is single-threaded */

static int by_bucket_size(const void *a, const void *b)
{
    const int x = *(const int *)a, y = *(const int *)b;
    const uint32_t bx = bucket_of(sorting, sorting->keys[x]), by = bucket_of(sorting, sorting->keys[y]);
    const int sx = sorting->size[bx], sy = sorting->size[by];
    if (sx != sy)
        return sy - sx;
    return bx != by ? (bx < by ? -1 : 1) : x - y;
}

static int try_sizes(placing *p, omaha_hash *out)
{
    const int buckets = 1 << p->bucket_bits;
    memset(p->size, 0, sizeof(int) * (size_t)buckets);
    memset(p->taken, 0, (size_t)1 << p->slot_bits);
    for (int i = 0; i < p->count; i++) {
        p->order[i] = i;
        p->size[bucket_of(p, p->keys[i])]++;
    }
    sorting = p;
    qsort(p->order, (size_t)p->count, sizeof *p->order, by_bucket_size);
    memset(out->displacement, 0, sizeof out->displacement);
    for (int from = 0; from < p->count;) {
        const uint32_t bucket = bucket_of(p, p->keys[p->order[from]]);
        const int to = from + p->size[bucket];
        const int d = place_bucket(p, from, to);
        if (d < 0)
            return -1;
        out->displacement[bucket] = (uint16_t)d;
        from = to;
    }
    out->slot_bits = p->slot_bits;
    out->bucket_bits = p->bucket_bits;
    return 0;
}

/* The constant that moves each suit field's top bit to "three or more of
 * five cards" (fields count base per card plus extra per card of the suit),
 * and the suit of each such bit. */
static int flush_three(const eval7_built *e7, uint64_t *add, uint8_t shifts[64])
{
    const int w = e7->suit_field_bits;
    const long top = 1L << (w - 1);
    const long offset = top - (5L * e7->suit_base + 3L * e7->suit_extra);
    if (offset < 0 || EVAL7_SUIT_SHIFT + w * SUIT_COUNT > 63) /* bit 63 stands for no suit */
        return -1;
    for (long count = 0; count <= 5; count++) {
        const long field = 5L * e7->suit_base + (long)e7->suit_extra * count + offset;
        if (field >= 2 * top || (field >= top) != (count >= 3))
            return -1;
    }
    *add = 0;
    memset(shifts, 0, 64);
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        *add += (uint64_t)offset << (EVAL7_SUIT_SHIFT + w * suit);
        shifts[EVAL7_SUIT_SHIFT + w * suit + w - 1] = (uint8_t)(16 * suit);
    }
    return 0;
}

int omaha_hash_build(const eval7_built *e7, omaha_hash *out)
{
    static int ranks[OMAHA_BOARD_CLASSES][5], rows[OMAHA_BOARD_CLASSES];
    static uint64_t keys[OMAHA_BOARD_CLASSES];
    static int order[OMAHA_BOARD_CLASSES], size[1 << OMAHA_HASH_MAX_BUCKET_BITS];
    static uint8_t taken[1 << OMAHA_HASH_MAX_SLOT_BITS];
    const int count = omaha_board_classes(ranks, rows);
    for (int i = 0; i < count; i++)
        keys[i] = class_key(e7, ranks[i]);
    placing p = {0, 0, keys, count, order, size, taken};
    int found = -1;
    for (p.slot_bits = 13; p.slot_bits <= OMAHA_HASH_MAX_SLOT_BITS && found != 0; p.slot_bits++)
        for (p.bucket_bits = 9; p.bucket_bits <= OMAHA_HASH_MAX_BUCKET_BITS && found != 0; p.bucket_bits++)
            found = try_sizes(&p, out);
    if (found != 0 || flush_three(e7, &out->flush3_add, out->flush_shifts) != 0)
        return -1;
    const uint32_t mask = (1u << out->slot_bits) - 1;
    memset(out->rows, 0, sizeof out->rows);
    for (int i = 0; i < count; i++) {
        const uint32_t at = ((uint32_t)keys[i] + out->displacement[keys[i] >> (64 - out->bucket_bits)]) & mask;
        out->rows[at] = (uint16_t)rows[i];
    }
    for (int i = 0; i < count; i++) { /* each class finds its own row */
        const uint32_t at = ((uint32_t)keys[i] + out->displacement[keys[i] >> (64 - out->bucket_bits)]) & mask;
        if (out->rows[at] != rows[i])
            return -1;
    }
    return 0;
}
