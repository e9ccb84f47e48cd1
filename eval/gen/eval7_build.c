/* SPDX-License-Identifier: MIT */
/*
 * eval7_build.c - the searches behind the seven-card evaluator.
 *
 * Face keys: greedy, as in SKPokerEval's description: face 0 gets 0, and
 * each next face the smallest key for which all multisets over the faces so
 * far (each face at most four times, at most seven cards) of equal size have
 * distinct sums. Equal-size distinctness is necessary (pad two colliding
 * multisets with the same later faces) and, at the last face, is the goal.
 *
 * Suit fields: the narrowest field width w, and smallest (extra, base), such
 * that with every card adding base to each of the four fields and extra more
 * to its own suit's field, a field's top bit is set exactly when its suit has
 * five or more of the seven cards: one AND finds a flush.
 *
 * Non-flush table: the 49,205 face-key sums through a row-displacement
 * perfect hash (rows of 2^S consecutive sums, placed largest row first at
 * the lowest offset where they fit); every S in a small range is tried and
 * the one with the fewest table bytes kept.
 */
#include "eval7_build.h"

#include "card.h"
#include "five_of_seven.h"
#include "splitmix.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_CARDS = 7, MAX_COPIES = 4 };
#define SUM_LIMIT (1ULL << 26) /* bound on seven-card face sums during the search */

/* ---- face keys ------------------------------------------------------ */

typedef struct sum_lists {
    uint32_t *sums[MAX_CARDS + 1]; /* sums of the multisets of each size */
    int count[MAX_CARDS + 1];
    uint64_t *present[MAX_CARDS + 1]; /* the same sums as bit sets */
} sum_lists;

static int has_sum(const sum_lists *lists, int size, uint64_t sum)
{
    return sum < SUM_LIMIT && (lists->present[size][sum >> 6] >> (sum & 63) & 1);
}

/* A key for the next face works iff no new multiset's sum (old multiset of
 * size s plus j copies) meets an old multiset of size s + j. Two new ones
 * x1 + j1*key = x2 + j2*key with j1 < j2 collide exactly when the old sum
 * x2 + (j2 - j1)*key is x1, so the same test covers them. */
static int face_key_works(const sum_lists *lists, uint64_t key)
{
    for (int copies = 1; copies <= MAX_COPIES; copies++)
        for (int size = 0; size + copies <= MAX_CARDS; size++)
            for (int i = 0; i < lists->count[size]; i++)
                if (has_sum(lists, size + copies, lists->sums[size][i] + copies * key))
                    return 0;
    return 1;
}

static int add_face(sum_lists *lists, uint64_t key)
{
    /* largest sizes first, so that each new sum is built from old ones only */
    for (int size = MAX_CARDS; size >= 1; size--)
        for (int copies = 1; copies <= MAX_COPIES && copies <= size; copies++)
            for (int i = 0; i < lists->count[size - copies]; i++) {
                const uint64_t sum = lists->sums[size - copies][i] + copies * key;
                if (sum >= SUM_LIMIT)
                    return -1;
                lists->sums[size][lists->count[size]++] = (uint32_t)sum;
                lists->present[size][sum >> 6] |= 1ULL << (sum & 63);
            }
    return 0;
}
static int search_face_keys(eval7_built *out)
{
    const size_t capacity = 1 << 17; /* > the multisets of up to 7 of 13 faces */
    sum_lists lists = {{0}, {0}, {0}};
    int ok = 1;
    for (int size = 0; ok && size <= MAX_CARDS; size++) {
        lists.sums[size] = malloc(capacity * sizeof(uint32_t));
        lists.present[size] = calloc(SUM_LIMIT / 64, sizeof(uint64_t));
        ok = lists.sums[size] != NULL && lists.present[size] != NULL;
    }
    if (ok) {
        lists.sums[0][lists.count[0]++] = 0; /* the empty multiset */
        lists.present[0][0] = 1;
        out->face_candidates_tried = 0;
        uint64_t key = 0;
        for (int face = 0; ok && face < RANK_COUNT; face++, key++) {
            while (out->face_candidates_tried++, !face_key_works(&lists, key))
                key++;
            out->face_keys[face] = (uint32_t)key;
            ok = add_face(&lists, key) == 0;
        }
    }
    for (int size = 0; size <= MAX_CARDS; size++) {
        free(lists.sums[size]);
        free(lists.present[size]);
    }
    return ok ? 0 : -1;
}

/* ---- suit fields ---------------------------------------------------- */

static int search_suit_fields(eval7_built *out)
{
    for (int width = 2; width <= 8; width++)
        for (uint32_t extra = 1; extra < (1u << width); extra++)
            for (uint32_t base = 0; base < (1u << width); base++) {
                int works = 1;
                for (uint32_t count = 0; count <= MAX_CARDS && works; count++) {
                    const uint32_t field = MAX_CARDS * base + extra * count;
                    const int top_bit = (int)(field >> (width - 1) & 1);
                    works = field < (1u << width) && top_bit == (count >= 5);
                }
                if (works) {
                    out->suit_field_bits = width;
                    out->suit_extra = extra;
                    out->suit_base = base;
                    return 0;
                }
            }
    return -1;
}

static void make_card_keys(eval7_built *out)
{
    const int w = out->suit_field_bits;
    out->flush_test = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        out->flush_test |= 1ULL << (EVAL7_SUIT_SHIFT + w * suit + w - 1);
    for (int card = 0; card < CARD_COUNT; card++) {
        const int rank = card_rank(card), suit = card_suit(card);
        uint64_t suit_part = (uint64_t)out->suit_extra << (w * suit);
        for (int field = 0; field < SUIT_COUNT; field++)
            suit_part += (uint64_t)out->suit_base << (w * field);
        const uint64_t face = out->face_keys[rank];
        const uint64_t slot_part = (face * out->multiplier_slot) & ((1u << EVAL7_SLOT_BITS) - 1);
        const uint64_t bucket_part = (face * out->multiplier_bucket) << EVAL7_BUCKET_FIELD_SHIFT;
        out->card_keys[card] = slot_part + (suit_part << EVAL7_SUIT_SHIFT) + bucket_part;
        out->card_bits[card] = 1ULL << (16 * suit + rank);
    }
}

/* ---- the tables ----------------------------------------------------- */

typedef struct rank_class {
    uint32_t face_sum;  /* with the searched face keys */
    uint32_t slot;      /* the two hashes of face_sum, as the key holds them */
    uint32_t bucket;
    uint16_t value;
} rank_class;

static int ck_callback(const void *tables, const int five[5])
{
    const ck_tables *t = tables;
    const uint32_t *w = t->card_words;
    return ck_lookup5(t, w[five[0]], w[five[1]], w[five[2]], w[five[3]], w[five[4]]);
}

/* Every multiset of seven ranks: its face-key sum and the best of its 21
 * Cactus Kev values, with suits dealt round-robin (never five of a suit,
 * never one card twice). */
static int collect_rank_classes(const ck_tables *ck, const eval7_built *keys, rank_class *out)
{
    int count = 0;
    int counts[RANK_COUNT] = {0};
    int rank = 0, total = 0;
    /* odometer over count vectors, each digit 0..4, keeping those summing to 7 */
    for (;;) {
        if (total == MAX_CARDS) {
            int cards[MAX_CARDS], n = 0;
            uint32_t sum = 0;
            for (int r = 0; r < RANK_COUNT; r++)
                for (int c = 0; c < counts[r]; c++, n++) {
                    cards[n] = card_make(r, n % SUIT_COUNT);
                    sum += keys->face_keys[r];
                }
            out[count].face_sum = sum;
            out[count].value = (uint16_t)best_five_of_seven(cards, ck_callback, ck);
            count++;
        }
        for (rank = 0; rank < RANK_COUNT; rank++) {
            if (counts[rank] < MAX_COPIES && total < MAX_CARDS) {
                counts[rank]++;
                total++;
                break;
            }
            total -= counts[rank];
            counts[rank] = 0;
        }
        if (rank == RANK_COUNT)
            return count;
    }
}

static void build_flush_table(const ck_tables *ck, eval7_built *out)
{
    memset(out->flush_values, 0, sizeof out->flush_values);
    for (int mask = 0; mask < 8192; mask++) {
        if (__builtin_popcount(mask) < 5)
            continue;
        /* best suited five inside the mask: CK's own flush table */
        int best = 0;
        for (int sub = mask; sub; sub = (sub - 1) & mask)
            if (__builtin_popcount(sub) == 5 && ck->flush[sub] > best)
                best = ck->flush[sub];
        out->flush_values[mask] = (uint16_t)best;
    }
}



typedef struct bucket_info {
    int bucket;
    int size;
    int first;
} bucket_info;

static int by_size_descending(const void *a, const void *b)
{
    const bucket_info *x = a, *y = b;
    return x->size != y->size ? y->size - x->size : x->bucket - y->bucket;
}

static int by_face_sum(const void *a, const void *b)
{
    const uint32_t x = ((const rank_class *)a)->face_sum, y = ((const rank_class *)b)->face_sum;
    return (x > y) - (x < y);
}

static int by_bucket(const void *a, const void *b)
{
    const rank_class *x = a, *y = b;
    if (x->bucket != y->bucket)
        return x->bucket < y->bucket ? -1 : 1;
    return (x->slot > y->slot) - (x->slot < y->slot);
}

enum { BUCKETS = 1 << EVAL7_BUCKET_BITS, SLOT_MASK = (1 << EVAL7_SLOT_BITS) - 1, CAPACITY = 1 << 18 };

/* Places the buckets, largest first, each at the lowest offset where all its
 * slots are free. classes must be sorted by bucket, then slot, so a bucket
 * is a contiguous run and a shared slot is a pair of neighbours. Returns the table size, or -1 when two classes
 * of one bucket share a slot (no offset can part them). */
static int place_buckets(const rank_class *classes, int count, eval7_built *out)
{
    bucket_info *buckets = calloc(BUCKETS, sizeof(bucket_info));
    uint8_t *used = calloc(CAPACITY + SLOT_MASK + 1, 1);
    int size = 0, first_free = 0;
    if (buckets == NULL || used == NULL)
        size = -1;
    for (int i = 0; size == 0 && i < count; i++) {
        bucket_info *b = &buckets[classes[i].bucket];
        if (b->size++ == 0)
            b->first = i;
        else if (classes[i].slot == classes[i - 1].slot)
            size = -1;
    }
    for (int n = 0; size == 0 && n < BUCKETS; n++)
        buckets[n].bucket = n;
    if (size == 0)
        qsort(buckets, BUCKETS, sizeof(bucket_info), by_size_descending);
    memset(out->bucket_offsets, 0, sizeof out->bucket_offsets);
    for (int n = 0; size >= 0 && n < BUCKETS && buckets[n].size > 0; n++) {
        const bucket_info *b = &buckets[n];
        int lowest_slot = SLOT_MASK;
        for (int j = 0; j < b->size; j++) {
            const int slot = (int)classes[b->first + j].slot;
            lowest_slot = slot < lowest_slot ? slot : lowest_slot;
        }
        int base = first_free > lowest_slot ? first_free - lowest_slot : 0;
        for (;; base++) {
            int fits = 1;
            for (int j = 0; j < b->size && fits; j++)
                fits = !used[base + classes[b->first + j].slot];
            if (fits)
                break;
        }
        if (base >= CAPACITY) {
            size = -1;
            break;
        }
        for (int j = 0; j < b->size; j++) {
            const rank_class *c = &classes[b->first + j];
            const int at = base + (int)c->slot;
            used[at] = 1;
            size = at + 1 > size ? at + 1 : size;
            out->rank_values[at] = c->value;
        }
        while (used[first_free])
            first_free++;
        out->bucket_offsets[b->bucket] = (uint32_t)base;
    }
    free(buckets);
    free(used);
    return size;
}

/* Two multiplicative hashes of the face sum, each additive: the sum of the
 * cards' (face key * m) is (face sum * m), so a Hand carries both. Tries
 * multiplier pairs until every class of a bucket has its own slot. */
static int build_rank_table(rank_class *classes, int count, eval7_built *out)
{
    uint64_t state = 0x6576616c37ULL; /* "eval7" */
    out->rank_values = calloc(CAPACITY + SLOT_MASK + 1, sizeof(uint16_t));
    if (out->rank_values == NULL)
        return -1;
    for (out->multipliers_tried = 1; out->multipliers_tried <= 10000; out->multipliers_tried++) {
        const uint64_t slot_multiplier = splitmix64_next(&state) | 1;
        const uint64_t bucket_multiplier = splitmix64_next(&state) | 1;
        for (int i = 0; i < count; i++) {
            const uint64_t sum = classes[i].face_sum;
            classes[i].slot = (uint32_t)((sum * slot_multiplier) & SLOT_MASK);
            classes[i].bucket = (uint32_t)((sum * bucket_multiplier) << EVAL7_BUCKET_FIELD_SHIFT >> EVAL7_BUCKET_SHIFT);
        }
        qsort(classes, (size_t)count, sizeof(rank_class), by_bucket);
        memset(out->rank_values, 0, sizeof(uint16_t) * (CAPACITY + SLOT_MASK + 1));
        const int size = place_buckets(classes, count, out);
        if (size > 0) {
            out->multiplier_slot = slot_multiplier;
            out->multiplier_bucket = bucket_multiplier;
            out->rank_table_size = size;
            return 0;
        }
    }
    return -1;
}

int eval7_build(const ck_tables *ck, eval7_built *out)
{
    memset(out, 0, sizeof *out);
    if (search_face_keys(out) != 0 || search_suit_fields(out) != 0)
        return -1;
    build_flush_table(ck, out);
    rank_class *classes = malloc(sizeof(rank_class) * EVAL7_RANK_CLASSES);
    if (classes == NULL)
        return -1;
    const int count = collect_rank_classes(ck, out, classes);
    qsort(classes, (size_t)count, sizeof(rank_class), by_face_sum);
    int ok = count == EVAL7_RANK_CLASSES;
    for (int i = 1; ok && i < count; i++)
        ok = classes[i].face_sum != classes[i - 1].face_sum; /* the keys' promise */
    ok = ok && build_rank_table(classes, count, out) == 0;
    free(classes);
    if (ok)
        make_card_keys(out);
    return ok ? 0 : -1;
}

void eval7_built_free(eval7_built *built)
{
    free(built->rank_values);
    built->rank_values = NULL;
}
