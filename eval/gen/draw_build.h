/* SPDX-License-Identifier: MIT */
/*
 * draw_build.h - builds the five-card tables of draw.h (lowball27 and
 * lowball-a5; draw's high uses Cactus Kev's) from the rules (deuce_rules.h,
 * low_rules.h), at the places Cactus Kev's perfect hash (ck_phash.h) and
 * rank masks give. Used by the table generator only.
 *
 * A five-card hand's rank multiset is read two ways: five different ranks
 * by their 13-bit mask (8,192 entries; 2-7 suited and not), any other by
 * its prime product's perfect-hash slot (8,192 entries). rank_products
 * gives a 13-bit rank mask's prime product, so a hand's product is the
 * product of its four suits' entries. 2-7 values: the DEUCE_CLASSES keys
 * best first, the best DEUCE_CLASSES down to 1; A-5 values: lowball.h's.
 * Badugi: for each of the 64 patterns of which pairs of four cards clash
 * (bit k: pair k of (0,1) (0,2) (0,3) (1,2) (1,3) (2,3) shares a suit or
 * rank), bit s of badugi_sets is set for each set s of cards (bit i: card
 * i) holding no clashing pair and of the largest size any such set has.
 */
#ifndef POKEQ_DRAW_BUILD_H
#define POKEQ_DRAW_BUILD_H

#include "ck_build.h"
#include "deuce_rules.h"
#include "low_build.h"
#include "phash_build.h"

#include <stdint.h>

typedef struct draw_built {
    uint32_t rank_products[8192];
    uint16_t deuce_plain[8192];         /* five different ranks, not one suit */
    uint16_t deuce_suited[8192];        /* five different ranks, one suit */
    uint16_t deuce_paired[8192];        /* by perfect-hash slot */
    uint16_t a5_plain[8192];
    uint16_t a5_paired[8192];
    uint32_t deuce_keys[DEUCE_CLASSES]; /* best first */
    uint16_t badugi_sets[64];           /* by conflict pattern: the largest sets of cards with none */
} draw_built;

/* Returns 0, or -1 (a class count that is off, or two paired multisets
 * at one slot). */
int draw_build(const ck_built *ck, const ckph_built *ph, const low_built *lo, draw_built *out);

#endif
