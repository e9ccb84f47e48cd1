/* SPDX-License-Identifier: MIT */
/*
 * omaha_range.h - Omaha hands and ranges as text (library-internal).
 *
 * Text (README "Omaha ranges" has the grammar): comma-separated terms, each
 * a pattern of up to `hole_cards` (4..6) card positions — a card "As", a
 * rank "A" (any suit), "x" (any card) or "xs" (any spade) — padded with
 * "x" to the hand's size, then optionally "ds" (double-suited: two suits
 * with exactly two cards each, none with more), "ss" (single-suited: one
 * suit with exactly two cards, every other suit one at most) or "r"
 * (rainbow: no two cards of a suit), then optionally a weight (":0.5",
 * "@50", range_text.h); or "random" / "any". A hand matches a term when its
 * cards can be given one to each position, every card fitting its
 * position, and its suits fit the qualifier; its weight is the highest of
 * the terms it matches (0: not in the range). An explicit hand is a
 * pattern of cards only ("AsAhKsKh"). With a ranking (ranking.h; Omaha 4
 * only) a term may also be "10%" or "5%-10%": the hands of the strongest
 * classes whose hands reach 10 % of the 270,725 (ranking_omaha_top), or
 * those in the top 10 % but not the top 5 %; without one it is refused.
 *
 * Hands are card bit masks (bit c for card c = 4 * rank + suit).
 * Ownership: omaha_range_parse allocates the terms; omaha_range_free
 * releases them. Pure functions otherwise; safe from any thread.
 */
#ifndef POKEQ_OMAHA_RANGE_H
#define POKEQ_OMAHA_RANGE_H

#include "pokeq.h"
#include "text/ranking.h"

#include <stdint.h>

enum omaha_qualifier { OMAHA_ANY_SUITS, OMAHA_DOUBLE_SUITED, OMAHA_SINGLE_SUITED, OMAHA_RAINBOW };
enum { OMAHA_RANGE_MAX_HOLE = 6 };

typedef struct omaha_term {
    int8_t rank[OMAHA_RANGE_MAX_HOLE]; /* 0..12, or -1 for any */
    int8_t suit[OMAHA_RANGE_MAX_HOLE]; /* 0..3, or -1 for any */
    uint8_t qualifier;                 /* enum omaha_qualifier */
    uint8_t weight;                    /* hundredths, 0..POKEQ_RANGE_WEIGHT_ONE */
    uint8_t ranked;                    /* 1: a percentage, the classes placed top_from..top_to - 1 */
    uint16_t top_from, top_to;
} omaha_term;

typedef struct omaha_range {
    int hole_cards;     /* 4..6 */
    int term_count;
    omaha_term *term;   /* owned */
    const omaha_ranking *ranking; /* what percentages read; NULL: none allowed */
} omaha_range;

/* Parses text for hands of hole_cards (4..6) cards. Returns 0, or
 * -POKEQ_ERR_RANGE_SYNTAX with *error (may be NULL) naming the term,
 * -POKEQ_ERR_MEMORY, or -POKEQ_ERR_ARGUMENT (NULL text or out, a bad
 * hole_cards). On failure *out holds no terms (free is still safe). */
int omaha_range_parse(const char *text, int hole_cards, omaha_range *out, pokeq_range_error *error);

/* The same with percentages read by `ranking` (not owned; NULL refuses
 * them, as omaha_range_parse does; hole_cards must then be 4). */
int omaha_range_parse_ranked(const char *text, int hole_cards, const omaha_ranking *ranking, omaha_range *out,
                             pokeq_range_error *error);

void omaha_range_free(omaha_range *range);

/* The weight (0..POKEQ_RANGE_WEIGHT_ONE) of a hand of hole_cards cards. */
int omaha_range_weight(const omaha_range *range, uint64_t hand);

/* The range's hands that avoid the cards of `dead`, each once, ascending
 * by mask, as mask << 8 | weight in *out (malloc'd; the caller frees).
 * Returns how many, -1 when the listing would pass `cap` entries or form
 * more than 4 x cap hands on the way (*out NULL: sample by
 * omaha_range_weight instead), -2 out of memory. */
long omaha_range_hands(const omaha_range *range, uint64_t dead, long cap, uint64_t **out);

/* 1 when every hand has the range's one nonzero weight (a "random" or
 * all-"x" term weighs at least as much as any other term), else 0. */
int omaha_range_uniform(const omaha_range *range);

/* 1 when the text is one explicit hand of hole_cards cards (fills cards),
 * else 0. */
int omaha_range_single_hand(const omaha_range *range, int cards[OMAHA_RANGE_MAX_HOLE]);

#endif
