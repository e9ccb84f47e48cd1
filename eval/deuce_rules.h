/* SPDX-License-Identifier: MIT */
/*
 * deuce_rules.h - the 2-7 low of five cards (lowball27), from its rules.
 *
 * The ace is always high; straights and flushes count against the hand;
 * A-2-3-4-5 is not a straight (it is ace high), A-K-Q-J-T is. A hand is
 * ranked as a high hand would be, and the weakest high hand is the best
 * low: 7-5-4-3-2 not all of one suit is the best, then 8-5-4-3-2, ..., then
 * the pairs (2-2 lowest best), two pair, trips, straights, flushes, full
 * houses, quads, straight flushes. Suits only tell a flush; no tie is
 * broken by suit.
 *
 * deuce_rules_key gives five ranks (card.h's 0 deuce .. 12 ace) and
 * whether they are one suit a key: LOWER is the better 2-7 low, equal
 * keys tie. The table generator (eval/gen/draw_build.c) turns the keys of
 * the DEUCE_CLASSES classes into the value scale of draw.h (higher is
 * better). Plain code; pure; safe from any thread.
 */
#ifndef POKEQ_DEUCE_RULES_H
#define POKEQ_DEUCE_RULES_H

#include <stdint.h>

enum {
    DEUCE_CLASSES = 7462        /* 6,175 rank multisets, and 1,287 of them suited */
};

/* Shapes, best low first. */
enum deuce_shape {
    DEUCE_NO_PAIR, DEUCE_PAIR, DEUCE_TWO_PAIR, DEUCE_TRIPS, DEUCE_STRAIGHT, DEUCE_FLUSH, DEUCE_FULL_HOUSE,
    DEUCE_QUADS, DEUCE_STRAIGHT_FLUSH
};

/* The key of five card ranks (a multiset in any order); suited: all five
 * of one suit (then the ranks are five different ones). */
uint32_t deuce_rules_key(const int ranks[5], int suited);

/* The five ranks of a key as the hand is read (larger groups first, each
 * highest first: 8-6-5-4-2, 5-5-4-3-2) and its shape. */
int deuce_rules_ranks(uint32_t key, int ranks[5]);

#endif
