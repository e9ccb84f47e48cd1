/* SPDX-License-Identifier: MIT */
/*
 * cactus_kev.h - Cactus Kev's five-card evaluator.
 *
 * Each card becomes a 32-bit word (Kevin Suffecool's layout):
 *   bits 16..28  one bit for the rank
 *   bits 12..15  one bit for the suit
 *   bits  8..11  the rank 0..12
 *   bits  0..5   the rank's prime (2, 3, 5, .., 41)
 * Five cards of one suit are looked up by the OR of their rank bits in the
 * flush table; five distinct ranks otherwise in the unique5 table; any hand
 * with a repeated rank by the product of its primes (unique by the
 * fundamental theorem of arithmetic), found by binary search among the 4,888
 * sorted products. All tables are made by eval/gen from the naive evaluator.
 *
 * The lookup takes its tables as a parameter so that the table generator can
 * run it on tables it has just built; the library passes CK_TABLES.
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_CACTUS_KEV_H
#define POKEQ_CACTUS_KEV_H

#include <stdint.h>

enum { CK_RANK_PATTERNS = 8192, CK_PRODUCT_COUNT = 4888 };

typedef struct ck_tables {
    const uint32_t *card_words;      /* 52 words in the layout above */
    const uint16_t *flush;           /* by OR of rank bits: value of a suited five */
    const uint16_t *unique5;         /* by OR of rank bits: value, 0 unless five distinct ranks */
    const uint32_t *products;        /* CK_PRODUCT_COUNT prime products, ascending */
    const uint16_t *product_values;  /* value of products[i] */
} ck_tables;

/* The tables compiled into the library. */
extern const ck_tables CK_TABLES;

static inline int ck_find_product(const ck_tables *t, uint32_t product)
{
    int low = 0, high = CK_PRODUCT_COUNT - 1;
    while (low < high) {
        const int mid = (low + high) >> 1;
        if (t->products[mid] < product)
            low = mid + 1;
        else
            high = mid;
    }
    return t->product_values[low];
}

/* Value 1..7462 of five card words of distinct cards. */
static inline int ck_lookup5(const ck_tables *t, uint32_t a, uint32_t b, uint32_t c, uint32_t d, uint32_t e)
{
    const uint32_t rank_bits = (a | b | c | d | e) >> 16;
    if (a & b & c & d & e & 0xf000)
        return t->flush[rank_bits];
    const int distinct = t->unique5[rank_bits];
    if (distinct)
        return distinct;
    return ck_find_product(t, (a & 0xff) * (b & 0xff) * (c & 0xff) * (d & 0xff) * (e & 0xff));
}

/* Value of five distinct cards 0..51. */
int ck_eval5(const int cards[5]);

/* Best of the 21 Cactus Kev values of seven distinct cards: the 7-card
 * baseline of the five-card approach. */
int ck_eval7(const int cards[7]);

#endif
