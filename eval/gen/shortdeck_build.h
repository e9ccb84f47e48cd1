/* SPDX-License-Identifier: MIT */
/*
 * shortdeck_build.h - builds the short deck tables of shortdeck.h from the
 * rules (shortdeck_rules.h) and the seven-card keys of eval7_build.h.
 * Used by the table generator only.
 *
 * Values: the 1,404 five-card classes of each variant, ordered by their
 * rule keys, numbered 1..1404 (class_keys holds the keys in that order).
 * The flush table (by a suit's 13-bit rank mask) and the two rank tables
 * (at the slot eval7's perfect hash gives a seven-card rank multiset) hold
 * the best value of the 21 fives. A flush of seven short deck cards leaves
 * two cards, too few for a full house or quads beside it, so the flush
 * table alone scores it; the flush and straight flush values are the same
 * in both variants (they differ only in the order of trips and straights,
 * two blocks below), which the build checks.
 */
#ifndef POKEQ_SHORTDECK_BUILD_H
#define POKEQ_SHORTDECK_BUILD_H

#include "eval7_build.h"
#include "shortdeck_rules.h"

#include <stdint.h>

typedef struct shortdeck_built {
    uint32_t class_keys[2][SHORTDECK_CLASSES];  /* [triton]: the rule keys, weakest first */
    uint16_t flush_values[8192];
    uint16_t *rank_values[2];                   /* [triton]: rank_table_size entries (malloc'd) */
    int rank_table_size;
    int rank_multisets;                         /* seven-card multisets placed */
} shortdeck_built;

/* Returns 0, or -1 (allocation, or a class count that is not 1,404). */
int shortdeck_build(const eval7_built *e7, shortdeck_built *out);

void shortdeck_built_free(shortdeck_built *built);

#endif
