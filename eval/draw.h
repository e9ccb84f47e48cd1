/* SPDX-License-Identifier: MIT */
/*
 * draw.h - the hands of the single-draw games: five-card high (draw), the
 * 2-7 low (lowball27, deuce_rules.h), the A-5 low (lowball-a5, razz's
 * low_rules.h) of exactly five cards, and badugi of exactly four.
 *
 * Each takes a Hand's mask (hand.h: bit 16*suit + rank per card) and gives
 * a value, higher is better, equal values tie (never a suit):
 *   - draw_high5: 1..7462, pokeq_eval's scale (Cactus Kev's tables);
 *   - deuce_value5: 1..DEUCE_VALUE_COUNT (7,462), 7-5-4-3-2 unsuited best;
 *   - a5_value5: lowball.h's 1..LOW_VALUE_COUNT, 5-4-3-2-A best;
 *   - badugi_value4: 8192 x (cards in the badugi) + 8191 - its rank set
 *     (ace bit 0 .. king bit 12): more cards win, then the set whose
 *     highest differing rank is lower.
 * The five-card ones: five different ranks are read by their rank mask,
 * any other hand by its prime product's slot in Cactus Kev's perfect hash
 * (ck_phash.h); the tables are made from the rules by eval/gen/draw_build.c.
 * deuce_category and deuce_low_category name a 2-7 value's hand (its rule
 * key, draw_tables.deuce_keys, read back); badugi_category a badugi's size. Pure functions; safe from any
 * thread.
 */
#ifndef POKEQ_DRAW_H
#define POKEQ_DRAW_H

#include "ck_phash.h"
#include "pokeq.h"
#include "pokeq_tables.h"

#include <stdint.h>

/* The 13-bit rank set of one suit of a mask. */
static inline unsigned draw_suit(uint64_t mask, int suit)
{
    return (unsigned)(mask >> (16 * suit)) & 0x1fff;
}

/* The perfect-hash slot of a five-card mask whose ranks repeat. */
static inline uint32_t draw_paired_slot(uint64_t mask)
{
    const uint32_t *p = draw_tables.rank_products;
    const uint32_t product = p[draw_suit(mask, 0)] * p[draw_suit(mask, 1)] * p[draw_suit(mask, 2)] *
                             p[draw_suit(mask, 3)];
    return ckph_slot(CKPH_MULTIPLIER, ckph_displacements, product);
}

/* Whether five cards of five different ranks `ranks` are one suit. */
static inline int draw_suited(uint64_t mask, unsigned ranks)
{
    return draw_suit(mask, 0) == ranks || draw_suit(mask, 1) == ranks || draw_suit(mask, 2) == ranks ||
           draw_suit(mask, 3) == ranks;
}

static inline unsigned draw_ranks(uint64_t mask)
{
    return draw_suit(mask, 0) | draw_suit(mask, 1) | draw_suit(mask, 2) | draw_suit(mask, 3);
}

static inline int draw_high5(uint64_t mask)
{
    const unsigned ranks = draw_ranks(mask);
    const int distinct = ck_unique5_values[ranks];
    if (distinct)
        return draw_suited(mask, ranks) ? ck_flush_values[ranks] : distinct;
    return ckph_values[draw_paired_slot(mask)];
}

static inline int deuce_value5(uint64_t mask)
{
    const unsigned ranks = draw_ranks(mask);
    const int distinct = draw_tables.deuce_plain[ranks];
    if (distinct)
        return draw_suited(mask, ranks) ? draw_tables.deuce_suited[ranks] : distinct;
    return draw_tables.deuce_paired[draw_paired_slot(mask)];
}

/* The category (pokeq.h's enum pokeq_category: 0 high card .. 8 straight
 * flush) of a 2-7 value 1..DEUCE_VALUE_COUNT: its shape (deuce_rules.h's
 * shapes are in the same order; A-2-3-4-5 is high card, ace high). */
static inline int deuce_category(int value)
{
    return (int)(draw_tables.deuce_keys[DEUCE_VALUE_COUNT - value] >> 20);
}

/* The low category (enum pokeq_low_category) of a 2-7 value: a hand of
 * five different ranks, no straight and no flush, by its top card,
 * POKEQ_LOW_7 .. POKEQ_LOW_K; any other (ace high, a pair or more, a
 * straight, a flush) POKEQ_LOW_NONE. */
static inline int deuce_low_category(int value)
{
    const uint32_t key = draw_tables.deuce_keys[DEUCE_VALUE_COUNT - value];
    const int top = (int)(key >> 16 & 15); /* 0 deuce .. 12 ace */
    return (key >> 20) == 0 && top < 12 ? top - 3 + POKEQ_LOW_5 : POKEQ_LOW_NONE;
}

static inline int a5_value5(uint64_t mask)
{
    const int distinct = draw_tables.a5_plain[draw_ranks(mask)];
    return distinct ? distinct : draw_tables.a5_paired[draw_paired_slot(mask)];
}

/* Badugi: which of the six pairs of the four cards share a suit or a
 * rank (the clash pattern) gives the largest sets with no such pair
 * (draw_tables.badugi_sets, made by eval/gen/draw_build.c); of those the
 * one with the lowest ranks plays. */
static inline int badugi_value4(uint64_t mask)
{
    int code[4];
    unsigned rank_bit[4];
    for (int i = 0; i < 4; i++) {
        code[i] = __builtin_ctzll(mask);
        mask &= mask - 1;
        const int rank = code[i] & 15;
        rank_bit[i] = 1u << (rank == 12 ? 0 : rank + 1); /* ace low */
    }
    unsigned pattern = 0;
    for (int i = 0, k = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++, k++) {
            const int x = code[i] ^ code[j]; /* suit in bits 4.., rank in 0..3 */
            pattern |= (unsigned)(x < 16 || (x & 15) == 0) << k;
        }
    unsigned sets = draw_tables.badugi_sets[pattern], lowest = 0x1fff;
    /* every set listed has one size: the cards of the first (a nibble
     * table of the bit counts of 0..15) */
    const int size = (int)(0x4332322132212110ULL >> (4 * __builtin_ctz(sets)) & 15);
    while (sets) {
        const unsigned set = (unsigned)__builtin_ctz(sets);
        sets &= sets - 1;
        unsigned ranks = 0;
        for (int i = 0; i < 4; i++)
            ranks |= set >> i & 1 ? rank_bit[i] : 0;
        lowest = ranks < lowest ? ranks : lowest;
    }
    return size * 8192 + 8191 - (int)lowest;
}

/* The category (pokeq.h's enum pokeq_badugi_category: 0 one-card .. 3
 * four-card) of a badugi_value4 value: the cards in its badugi, less one. */
static inline int badugi_category(int value)
{
    return (value >> 13) - 1;
}

#endif
