/* SPDX-License-Identifier: MIT */
/*
 * combo.h - two-card combinations ("combos") and the 169 hand classes.
 *
 * A combo is an index 0..1325 of an unordered pair of distinct cards: with
 * high > low (card codes, card.h), index = high*(high-1)/2 + low, so the
 * combos of the cards below c are exactly the indexes below c*(c-1)/2.
 *
 * A hand class is a cell 0..168 of the 13x13 grid that PokerStove and
 * Equilab draw: row and column 0..12 are ranks ace..deuce; pairs sit on the
 * diagonal, suited classes above it (row = high rank, column = low rank),
 * offsuit classes below (row = low rank, column = high rank). AA is 0, AKs 1,
 * AKo 13, 22 is 168.
 *
 * Pure functions on small tables computed on the spot; safe from any thread.
 */
#ifndef POKEQ_COMBO_H
#define POKEQ_COMBO_H

#include "card.h"

#include <stdint.h>

enum { COMBO_COUNT = 1326, CLASS_COUNT = 169 };

/* Combo of two distinct cards 0..51, in either order. */
static inline int combo_index(int card_a, int card_b)
{
    const int high = card_a > card_b ? card_a : card_b;
    const int low = card_a > card_b ? card_b : card_a;
    return high * (high - 1) / 2 + low;
}

/* The two cards of a combo, high card first. */
static inline void combo_cards(int combo, int cards[2])
{
    /* high is the largest h with h*(h-1)/2 <= combo; at most 52 steps, and
     * callers that need speed keep the cards in their own tables. */
    int high = 1;
    while ((high + 1) * high / 2 <= combo)
        high++;
    cards[0] = high;
    cards[1] = combo - high * (high - 1) / 2;
}

static inline uint64_t combo_mask(int combo)
{
    int cards[2];
    combo_cards(combo, cards);
    return 1ULL << cards[0] | 1ULL << cards[1];
}

/* Grid cell of the class with ranks high >= low (0..12) and suitedness. */
static inline int class_of_ranks(int high, int low, int suited)
{
    const int row_high = RANK_COUNT - 1 - high, row_low = RANK_COUNT - 1 - low;
    if (high == low)
        return row_high * RANK_COUNT + row_high;
    return suited ? row_high * RANK_COUNT + row_low : row_low * RANK_COUNT + row_high;
}

static inline int combo_class(int combo)
{
    int cards[2];
    combo_cards(combo, cards);
    return class_of_ranks(card_rank(cards[0]), card_rank(cards[1]), card_suit(cards[0]) == card_suit(cards[1]));
}

/* How many combos a class has: 6 pairs, 4 suited, 12 offsuit. */
static inline int class_combos(int cls)
{
    const int row = cls / RANK_COUNT, column = cls % RANK_COUNT;
    return row == column ? 6 : row < column ? 4 : 12;
}

#endif
