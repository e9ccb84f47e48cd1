/* SPDX-License-Identifier: MIT */
/*
 * combo_rows.h - a seat's per-combo rows as the printers show them, one
 * shape for both kinds the library counts: a two-card game's combos
 * (answer.combos) and an Omaha game's hands (answer.hands, 4 to 6 cards).
 * Only rows with showdowns are given. Pure; the caller frees the rows.
 */
#ifndef POKEQ_COMBO_ROWS_H
#define POKEQ_COMBO_ROWS_H

#include "front/answer.h"

#include <stdint.h>

typedef struct combo_row {
    char cards[2 * POKEQ_MAX_HOLE + 1]; /* "AhKd", "AsAhKsKh" */
    double weight;                      /* the range's weight, 0..1 */
    uint64_t showdowns, equity_units;
    int order;                          /* its place before any sort (an Omaha hand: its row's index
                                           in a->hands) */
} combo_row;

/* An Omaha row's hand (pokeq_hand_counts.cards) as text, the highest card
 * first; returns text. */
const char *combo_rows_hand_text(uint64_t hand, char text[2 * POKEQ_MAX_HOLE + 1]);

/* Seat p's rows into *rows (malloc'd; NULL when none): two-card combos
 * from the highest combo index down, Omaha hands ascending by cards, or
 * with by_equity the strongest first (equities compared exactly, ties in
 * that order). Returns how many, 0 when the answer has no rows, -1 out
 * of memory. */
int combo_rows_of(const answer *a, int p, bool by_equity, combo_row **rows);

/* Whether the answer carries per-combo rows of either kind. */
static inline bool combo_rows_any(const answer *a)
{
    return a->combos != NULL || a->hands != NULL;
}

#endif
