/* SPDX-License-Identifier: MIT */
/*
 * eval7_build.h - searches the additive keys of hand.h and builds the
 * seven-card tables of eval7.h from the Cactus Kev core.
 * Used by the table generator only.
 */
#ifndef POKEQ_EVAL7_BUILD_H
#define POKEQ_EVAL7_BUILD_H

#include "cactus_kev.h"

#include <stdint.h>

enum { EVAL7_RANK_CLASSES = 49205 }; /* multisets of 7 of 13 ranks, each at most 4 times */

/* The 64-bit key, low bits first:
 *   0..15   slot hash: the face keys times multiplier_slot, summed mod 2^16
 *   16..18  guard: carries out of the slot hash (at most 6 from seven cards)
 *   19..38  four suit counter fields
 *   39..63  bucket hash: the face keys times multiplier_bucket, summed mod
 *           2^25 (the top bits of the word wrap away); its top
 *           EVAL7_BUCKET_BITS bits, key >> EVAL7_BUCKET_SHIFT, pick the bucket.
 * Non-flush value = rank_values[slot + bucket_offsets[bucket]]: a MOVZX, a
 * shift, an add from memory and a load. */
enum {
    EVAL7_SLOT_BITS = 16,
    EVAL7_SUIT_SHIFT = 19,
    EVAL7_BUCKET_FIELD_SHIFT = 39,
    EVAL7_BUCKET_BITS = 13,
    EVAL7_BUCKET_SHIFT = 64 - EVAL7_BUCKET_BITS
};

typedef struct eval7_built {
    uint32_t face_keys[13];     /* searched; sums of seven distinct */
    int suit_field_bits;        /* width of one suit counter field */
    uint32_t suit_base;         /* every card adds this to every field ... */
    uint32_t suit_extra;        /* ... and this more to its own suit's field */
    int face_candidates_tried;  /* work done by the face-key search */
    uint64_t card_keys[52];
    uint64_t card_bits[52];
    uint64_t flush_test;
    uint64_t multiplier_slot;   /* the two hashes of the face sum */
    uint64_t multiplier_bucket;
    int multipliers_tried;
    uint32_t bucket_offsets[1 << EVAL7_BUCKET_BITS];
    int rank_table_size;
    uint16_t *rank_values;      /* rank_table_size entries (malloc'd), 0 where unused */
    uint16_t flush_values[8192];
} eval7_built;

/* Runs the searches and fills the tables, scoring with the Cactus Kev
 * tables ck. Returns 0, or -1 on failure (allocation, or a search that
 * found nothing). */
int eval7_build(const ck_tables *ck, eval7_built *out);

void eval7_built_free(eval7_built *built);

#endif
