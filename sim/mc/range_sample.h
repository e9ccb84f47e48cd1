/* SPDX-License-Identifier: MIT */
/*
 * range_sample.h - draws a joint assignment of hands for Monte Carlo over
 * ranges: each assignment without a shared card with probability
 * proportional to its weight product. A seat is a list of choices, each a
 * card mask and a weight >= 1: a Hold'em plan's live combos and reduced
 * weights (range_plan.h, range_sampler_init_plan) or an Omaha range's
 * listed hands (mc_omaha.c); the sampler never looks at more than that.
 *
 * Two exact methods:
 *   - listed: when the product of the seats' live combo counts is small,
 *     every valid assignment is listed once with its weight, and a draw
 *     picks one from the list. Costs the same however much the ranges
 *     overlap (AA,KK vs AK vs AK).
 *   - rejection: each seat's combo is drawn independently by weight, and
 *     the whole assignment is drawn again when two seats share a card.
 *     Accepted assignments then have exactly the wanted distribution. Fast
 *     when clashes are rare (wide ranges); a draw that re-drew only the
 *     clashing seat would be biased, so none does. When a pilot run finds
 *     clashes nearly certain, the assignments are listed after all if
 *     there are few enough, and the sampler is refused if not.
 * Every weighted pick (a seat's combo, a listed assignment) is an alias
 * table (Walker 1977, Vose 1991) in integers: column c = uniform in
 * [0, n), then c itself when a uniform u in [0, total) is below keep[c],
 * else alias[c]; the integer build makes each probability exactly
 * weight / total, in two draws and no search.
 * Draws come from the caller's PCG32 stream, so a Monte Carlo block's
 * trials stay a function of the block alone.
 *
 * A sampler is built once per call and then only read; any number of
 * threads may draw from it at once (each with its own stream).
 */
#ifndef POKEQ_RANGE_SAMPLE_H
#define POKEQ_RANGE_SAMPLE_H

#include "core/pcg.h"
#include "ranges/range_plan.h"

#include <stdint.h>

/* One weighted pick among n choices (exact integer alias table). */
typedef struct alias_table {
    uint32_t n;
    int uniform;                            /* all weights equal: the column is the pick */
    uint64_t total;                         /* sum of the weights; keep[] is in [0, total] */
    uint64_t *keep;
    uint32_t *alias;
} alias_table;

/* One seat's choices (borrowed: they must outlive the sampler). */
typedef struct sample_seat {
    int count;                              /* choices, >= 1 */
    const uint64_t *mask;                   /* choice i's cards */
    const uint32_t *weight;                 /* choice i's weight, >= 1 */
} sample_seat;

typedef struct range_sampler {
    int players;                            /* seats drawn, 0..POKEQ_MAX_PLAYERS */
    sample_seat seat[POKEQ_MAX_PLAYERS];
    int listed;                             /* 1: listed; 0: rejection */
    alias_table pick;                       /* listed: one assignment */
    uint32_t *live;                         /* listed: n x players choice indexes */
    alias_table table[POKEQ_MAX_PLAYERS];   /* rejection: each seat's choice */
} range_sampler;

/* Builds the sampler for `players` seats (their lists must outlive it).
 * Returns POKEQ_OK, POKEQ_ERR_MEMORY, POKEQ_ERR_RANGE_EMPTY when no
 * assignment avoids a shared card, or POKEQ_ERR_TOO_HARD when valid
 * assignments are too rare for rejection and too many to list
 * (range_sample.c). */
int range_sampler_init(range_sampler *sampler, const sample_seat *seats, int players);
/* The same for a Hold'em plan's seats (the plan must outlive it). */
int range_sampler_init_plan(range_sampler *sampler, const range_plan *plan);
void range_sampler_free(range_sampler *sampler);

/* Draws one assignment: live[p] is seat p's choice (live combo) index. Returns
 * POKEQ_OK, or POKEQ_ERR_TOO_HARD when a rejection draw gave up (a bound
 * that keeps any input from hanging; not expected once init passed). */
int range_sampler_draw(const range_sampler *sampler, pcg32 *rng, int live[POKEQ_MAX_PLAYERS]);

#endif
