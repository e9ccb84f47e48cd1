/* SPDX-License-Identifier: MIT */
/*
 * omaha_hash.h - the board side of eval/omaha.h: the rank multisets of a
 * complete board, their row numbers, and the perfect hash that finds a
 * board's row from its seven-card Hand.key (hand.h) with two loads.
 *
 * The eval7 key of any cards carries two hashes of their face-key sum,
 * which is unique per rank multiset (eval7_build.h): a slot in the low
 * bits, a bucket in the top bits. The row of five board ranks is
 *   rows[(key + displacement[key >> bucket_shift]) & (slots - 1)]
 * with a displacement per bucket found by a hash-and-displace search.
 * Used by the table generator only.
 */
#ifndef POKEQ_OMAHA_HASH_H
#define POKEQ_OMAHA_HASH_H

#include "eval7_build.h"

#include <stdint.h>

enum {
    OMAHA_BOARD_ROWS = 6188,     /* multiset indexes of five ranks 0..12 (C(17, 5)) */
    OMAHA_BOARD_CLASSES = 6175,  /* those with no rank five times */
    OMAHA_HASH_MAX_SLOT_BITS = 14,
    OMAHA_HASH_MAX_BUCKET_BITS = 13
};

/* Every multiset of five ranks a board can hold, ascending ranks in
 * ranks[i][0..4], and its row (rows[i], 0..6187: sum C(r_i + i, i + 1)),
 * in row order. Returns the count (OMAHA_BOARD_CLASSES). */
int omaha_board_classes(int ranks[OMAHA_BOARD_CLASSES][5], int rows[OMAHA_BOARD_CLASSES]);

typedef struct omaha_hash {
    int slot_bits;   /* rows has 1 << slot_bits entries */
    int bucket_bits; /* displacement has 1 << bucket_bits, by key >> (64 - bucket_bits) */
    uint16_t displacement[1 << OMAHA_HASH_MAX_BUCKET_BITS];
    uint16_t rows[1 << OMAHA_HASH_MAX_SLOT_BITS]; /* row number; 0 where no board lands */
    uint64_t flush3_add; /* added to a five-card key: eval7's flush test bit of a suit field
                            is then set exactly when that suit has three or more cards */
    uint8_t flush_shifts[64]; /* by the bit of such a test: 16 * its suit (Hand.mask's
                                 field); 0 for any other bit */
} omaha_hash;

/* Searches the smallest tables that work (and checks every class lands on
 * its row) with e7's card keys. Returns 0, or -1 when none was found or
 * the suit fields cannot count to three. */
int omaha_hash_build(const eval7_built *e7, omaha_hash *out);

#endif
