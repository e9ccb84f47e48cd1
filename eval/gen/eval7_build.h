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

/* The non-flush hash: the top EVAL7_BUCKET_BITS of the 32-bit hashed sum pick
 * a bucket offset, the low EVAL7_SLOT_BITS are the slot added to it. */
enum { EVAL7_BUCKET_BITS = 13, EVAL7_SLOT_BITS = 16, EVAL7_BUCKET_SHIFT = 32 - EVAL7_BUCKET_BITS };

/* Carries out of the 32-bit sum (at most 6 from seven cards) land in these
 * guard bits below the suit fields. */
enum { EVAL7_SUIT_SHIFT = 35 };

typedef struct eval7_built {
    uint32_t face_keys[13];     /* searched; the card keys hold them times multiplier */
    int suit_field_bits;        /* width of one suit counter field */
    uint32_t suit_base;         /* every card adds this to every field ... */
    uint32_t suit_extra;        /* ... and this more to its own suit's field */
    int face_candidates_tried;  /* work done by the face-key search */
    uint64_t card_keys[52];
    uint64_t card_bits[52];
    uint64_t flush_test;
    uint32_t multiplier;        /* odd: spreads the face sums over 32 bits */
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
