/* SPDX-License-Identifier: MIT */
/*
 * ck_phash.h - Cactus Kev's evaluator with a perfect hash in place of the
 * binary search.
 *
 * Flushes and five distinct ranks use Cactus Kev's flush and unique5 tables
 * (cactus_kev.h). The 4,888 other hands are found by their prime product p:
 *   h      = p * multiplier            (64-bit, wrapping)
 *   bucket = top CKPH_BUCKET_BITS bits of h
 *   slot   = (next CKPH_SLOT_BITS bits of h) XOR displacement[bucket]
 * The multiplier and the displacements are found by the repo's own search
 * (eval/gen/phash_build.c: a hash-and-displace construction, buckets placed
 * largest first) so that no two products share a slot. The slot is only
 * meaningful for the products of real five-card hands.
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_CK_PHASH_H
#define POKEQ_CK_PHASH_H

#include "cactus_kev.h"

#include <stdint.h>

enum { CKPH_BUCKET_BITS = 9, CKPH_SLOT_BITS = 13 };

typedef struct ckph_tables {
    const ck_tables *ck;            /* card words, flush and unique5 */
    uint64_t multiplier;            /* odd, found by the search */
    const uint16_t *displacements;  /* 1 << CKPH_BUCKET_BITS entries */
    const uint16_t *values;         /* 1 << CKPH_SLOT_BITS entries, by slot */
} ckph_tables;

extern const ckph_tables CKPH_TABLES;

static inline uint32_t ckph_slot(uint64_t multiplier, const uint16_t *displacements, uint32_t product)
{
    const uint64_t h = product * multiplier;
    const uint32_t bucket = (uint32_t)(h >> (64 - CKPH_BUCKET_BITS));
    const uint32_t slot = (uint32_t)(h >> (64 - CKPH_BUCKET_BITS - CKPH_SLOT_BITS)) & ((1u << CKPH_SLOT_BITS) - 1);
    return slot ^ displacements[bucket];
}

static inline int ckph_lookup5(const ckph_tables *t, uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t e)
{
    const uint32_t rank_bits = (a | b | c | d | e) >> 16;
    if (a & b & c & d & e & 0xf000)
        return t->ck->flush[rank_bits];
    const int distinct = t->ck->unique5[rank_bits];
    if (distinct)
        return distinct;
    const uint32_t product = (a & 0xff) * (b & 0xff) * (c & 0xff) * (d & 0xff) * (e & 0xff);
    return t->values[ckph_slot(t->multiplier, t->displacements, product)];
}

/* Value of five distinct cards 0..51. */
int ckph_eval5(const int cards[5]);

/* Best of the 21 five-card values of seven distinct cards. */
int ckph_eval7(const int cards[7]);

#endif
