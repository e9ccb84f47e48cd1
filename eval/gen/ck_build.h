/* SPDX-License-Identifier: MIT */
/*
 * ck_build.h - builds Cactus Kev's tables from the naive evaluator.
 * Used by the table generator only.
 */
#ifndef POKEQ_CK_BUILD_H
#define POKEQ_CK_BUILD_H

#include "cactus_kev.h"

#include <stdint.h>

typedef struct ck_built {
    uint32_t card_words[52];
    uint16_t flush[CK_RANK_PATTERNS];
    uint16_t unique5[CK_RANK_PATTERNS];
    uint32_t products[CK_PRODUCT_COUNT];
    uint16_t product_values[CK_PRODUCT_COUNT];
} ck_built;

/* Fills every table; returns 0, or -1 if the hand classes do not come out
 * at the published counts. */
int ck_build(ck_built *out);

/* A lookup view of built tables (valid while *built lives). */
ck_tables ck_built_view(const ck_built *built);

#endif
