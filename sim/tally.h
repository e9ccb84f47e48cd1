/* SPDX-License-Identifier: MIT */
/*
 * tally.h - the one accumulator of showdown outcomes.
 *
 * The exact engine, Monte Carlo and the range engines all score a showdown
 * (one value per player, hand_value scale) into a tally with a weight: 1 for
 * a dealt runout or trial, the size of a suit-isomorphism class, or a range
 * weight product. Counts are integers; a pot is 2520 units (lcm(1..10)) so
 * every split share is whole and the players' units add up to 2520 per
 * weighted showdown exactly. A tally is a plain value owned by one thread;
 * threads keep their own and merge them after the parallel part, so the sum
 * (and the answer) does not depend on the thread count.
 */
#ifndef POKEQ_TALLY_H
#define POKEQ_TALLY_H

#include "hand_value.h"
#include "pokeq.h"

#include <stdint.h>
#include <string.h>

enum { POT_UNITS = 2520 };

/* Per seat, the weighted showdowns that end in each hand category
 * (0 high card .. 8 straight flush). */
typedef struct category_counts {
    uint64_t seat[POKEQ_MAX_PLAYERS][CATEGORY_COUNT];
} category_counts;

typedef struct tally {
    int players;
    uint64_t showdowns;                         /* weighted count */
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
    /* hand categories, counted only where count_categories is set (an
     * engine checks it per deal, never per seat, or compiles it in) */
    int count_categories;
    category_counts categories;
} tally;

static inline void tally_init(tally *t, int players)
{
    memset(t, 0, sizeof *t);
    t->players = players;
}

/* Scores one showdown: values[i] is player i's hand value. */
static inline void tally_showdown(tally *t, const int *values, uint64_t weight)
{
    const int n = t->players;
    int best = 0, winners = 0;
    for (int i = 0; i < n; i++) {
        if (values[i] > best) {
            best = values[i];
            winners = 1;
        } else if (values[i] == best) {
            winners++;
        }
    }
    const uint64_t share = weight * (uint64_t)(POT_UNITS / winners);
    for (int i = 0; i < n; i++) {
        if (values[i] != best)
            continue;
        pokeq_player_counts *p = &t->player[i];
        p->equity_units += share;
        if (winners == 1)
            p->wins += weight;
        else
            p->ties[winners] += weight;
    }
    t->showdowns += weight;
}

/* Adds one showdown's categories: values[i] is player i's hand value. */
static inline void tally_categories(tally *t, const int *values, uint64_t weight)
{
    for (int i = 0; i < t->players; i++)
        t->categories.seat[i][value_category(values[i])] += weight;
}

static inline void tally_merge(tally *into, const tally *from)
{
    into->showdowns += from->showdowns;
    if (from->count_categories)
        for (int i = 0; i < into->players; i++)
            for (int c = 0; c < CATEGORY_COUNT; c++)
                into->categories.seat[i][c] += from->categories.seat[i][c];
    for (int i = 0; i < into->players; i++) {
        pokeq_player_counts *a = &into->player[i];
        const pokeq_player_counts *b = &from->player[i];
        a->wins += b->wins;
        a->equity_units += b->equity_units;
        for (int k = 0; k <= POKEQ_MAX_PLAYERS; k++)
            a->ties[k] += b->ties[k];
    }
}

#endif
