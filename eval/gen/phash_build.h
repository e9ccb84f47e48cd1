/* SPDX-License-Identifier: MIT */
/*
 * phash_build.h - searches the perfect hash of ck_phash.h for a key set.
 * Used by the table generator only.
 */
#ifndef POKEQ_PHASH_BUILD_H
#define POKEQ_PHASH_BUILD_H

#include "ck_phash.h"

#include <stdint.h>

typedef struct ckph_built {
    uint64_t multiplier;
    uint16_t displacements[1 << CKPH_BUCKET_BITS];
    uint16_t values[1 << CKPH_SLOT_BITS];
    int multipliers_tried;
} ckph_built;

/* Finds a multiplier and displacements that give each of the count keys its
 * own slot, and stores values[i] at keys[i]'s slot. Deterministic (fixed
 * seed). Returns 0, or -1 if no multiplier worked within the try limit. */
int ckph_build(const uint32_t *keys, const uint16_t *values, int count, ckph_built *out);

#endif
