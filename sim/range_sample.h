/*
 * range_sample.h - draws a joint assignment of combos for Monte Carlo over
 * ranges: each assignment without a shared card (range_plan.h: live combos,
 * reduced weights) with probability proportional to its weight product.
 *
 * Two exact methods:
 *   - listed: when the product of the seats' live combo counts is small,
 *     every valid assignment is listed once with its cumulative weight, and
 *     a draw is one uniform number and a binary search. Costs the same
 *     however much the ranges overlap (AA,KK vs AK vs AK).
 *   - rejection: each seat's combo is drawn independently by weight (one
 *     uniform number and a binary search over the seat's cumulative
 *     weights), and the whole assignment is drawn again when two seats
 *     share a card. Accepted assignments then have exactly the wanted
 *     distribution. Fast when clashes are rare (wide ranges); a draw that
 *     re-drew only the clashing seat would be biased, so none does.
 * Draws come from the caller's PCG32 stream, so a Monte Carlo block's
 * trials stay a function of the block alone.
 *
 * A sampler is built once per call and then only read; any number of
 * threads may draw from it at once (each with its own stream).
 */
#ifndef POKEQ_RANGE_SAMPLE_H
#define POKEQ_RANGE_SAMPLE_H

#include "pcg.h"
#include "range_plan.h"

#include <stdint.h>

typedef struct range_sampler {
    const range_plan *plan;
    int listed;                             /* 1: listed; 0: rejection */
    /* listed */
    uint64_t count;                         /* valid assignments */
    uint64_t *cumulative;                   /* weight of assignments 0..i inclusive */
    uint16_t *live;                         /* count x players live indexes */
    /* rejection */
    uint32_t *seat_cumulative[POKEQ_MAX_PLAYERS]; /* per seat, inclusive sums of weight[] */
} range_sampler;

/* Builds the sampler for a plan (which must outlive it). Returns POKEQ_OK
 * or POKEQ_ERR_MEMORY. */
int range_sampler_init(range_sampler *sampler, const range_plan *plan);
void range_sampler_free(range_sampler *sampler);

/* Draws one assignment: live[p] is seat p's live combo index. */
void range_sampler_draw(const range_sampler *sampler, pcg32 *rng, int live[POKEQ_MAX_PLAYERS]);

#endif
