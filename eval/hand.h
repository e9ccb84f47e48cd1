/* SPDX-License-Identifier: MIT */
/*
 * hand.h - a hand as a value that cards are added into.
 *
 * A Hand holds two sums over its cards:
 *   key   two hashes of the sum of the cards' face keys (one key per rank,
 *         chosen so that the sums of any seven faces, each used at most four
 *         times, are all distinct), in bits 0..15 and 39..63, and between
 *         them one counter field per suit, laid out so that, for exactly
 *         seven cards, a fixed bit of a field is set exactly when that suit
 *         holds five or more cards (eval/gen/eval7_build.h has the layout);
 *   mask  bit 16*suit + rank per card, so a flush suit's ranks are one shift.
 * The keys and field layout are found by the repo's search (eval/gen) and
 * compiled in (pokeq_tables.h). Adding is plain integer addition, so a board
 * is built once and each player's two cards are added to it; a Hand is
 * scored (eval7.h) when it holds exactly seven cards.
 * Plain values; no state; safe from any thread.
 */
#ifndef POKEQ_HAND_H
#define POKEQ_HAND_H

#include "pokeq_tables.h"

#include <stdint.h>

typedef struct Hand {
    uint64_t key;
    uint64_t mask;
} Hand;

static inline Hand hand_empty(void)
{
    const Hand h = {0, 0};
    return h;
}

static inline Hand hand_add_card(Hand h, int card)
{
    h.key += eval7_card_keys[card];
    h.mask += eval7_card_bits[card];
    return h;
}

/* Union of two hands with no card in common. */
static inline Hand hand_combine(Hand a, Hand b)
{
    a.key += b.key;
    a.mask += b.mask;
    return a;
}

static inline Hand hand_of_cards(const int *cards, int count)
{
    Hand h = hand_empty();
    for (int i = 0; i < count; i++)
        h = hand_add_card(h, cards[i]);
    return h;
}

#endif
