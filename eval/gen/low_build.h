/* SPDX-License-Identifier: MIT */
/*
 * low_build.h - builds the A-5 low tables of lowball.h from the rules
 * (low_rules.h) and the seven-card keys of eval7_build.h. Used by the
 * table generator only.
 *
 * Values: the LOW_CLASSES five-rank multisets ordered by their rule keys,
 * the best low LOW_CLASSES (5-4-3-2-A) down to 1 (K-K-K-K-Q); class_keys
 * holds the keys best first, so value v is class_keys[LOW_CLASSES - v].
 * The seven-card table holds, at the slot eval7's perfect hash gives a
 * seven-card rank multiset, the best value of its 21 fives (suits never
 * matter to an A-5 low).
 */
#ifndef POKEQ_LOW_BUILD_H
#define POKEQ_LOW_BUILD_H

#include "eval7_build.h"
#include "low_rules.h"

#include <stdint.h>

typedef struct low_built {
    uint32_t class_keys[LOW_CLASSES];   /* best first */
    uint16_t *seven_values;             /* rank_table_size entries (malloc'd) */
    int rank_table_size;
    int rank_multisets;                 /* seven-card multisets placed */
} low_built;

/* Returns 0, or -1 (allocation, or a class count that is not LOW_CLASSES). */
int low_build(const eval7_built *e7, low_built *out);

void low_built_free(low_built *built);

#endif
