/* SPDX-License-Identifier: MIT */
/*
 * shortdeck_rules.h - short deck's ranking of five cards, from its rules.
 *
 * Short deck deals from the 36 cards 6..A (ranks 4..12). Its categories,
 * weakest first: high card, pair, two pair, three of a kind, straight,
 * full house, flush, four of a kind, straight flush; a flush beats a full
 * house, and A-6-7-8-9 is the lowest straight (the ace plays low, nine
 * high). The Triton variant ranks three of a kind above a straight.
 *
 * shortdeck_rules_key gives five cards a key that orders them: higher is
 * stronger, equal keys tie (the category above the ranks that break ties,
 * grouped by count, then by rank). The table generator (eval/gen) turns the
 * keys into the value scale of shortdeck.h; the library uses them for its
 * five-card call. Plain code, no tables; pure; safe from any thread.
 */
#ifndef POKEQ_SHORTDECK_RULES_H
#define POKEQ_SHORTDECK_RULES_H

#include <stdbool.h>
#include <stdint.h>

enum {
    SHORTDECK_LOW_RANK = 4,             /* the six: ranks below it are not in the deck */
    SHORTDECK_CLASSES = 1404            /* distinct five-card classes: 120 high card, 504 pair,
                                           252 two pair, 252 trips, 6 straights, 72 full
                                           houses, 120 flushes, 72 quads, 6 straight flushes */
};

/* The key of five ranks 4..12 (a multiset, any order); `suited`: all five
 * cards of one suit (then the ranks are distinct); `triton`: trips above
 * straights. */
uint32_t shortdeck_rules_key(const int ranks[5], bool suited, bool triton);

/* The key of five distinct cards of the short deck (codes 16..51). */
uint32_t shortdeck_rules_key_cards(const int cards[5], bool triton);

/* The value of a key: 1 + its place among keys[0..count), sorted
 * ascending (the classes, weakest first), or 0 when it is not there. */
int shortdeck_rules_value(const uint32_t *keys, int count, uint32_t key);

/* The pokeq_category (0 high card .. 8 straight flush) of a key. */
int shortdeck_rules_category(uint32_t key, bool triton);

#endif
