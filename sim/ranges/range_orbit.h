/* SPDX-License-Identifier: MIT */
/*
 * range_orbit.h - exact counts over ranges where one seat breaks a suit
 * symmetry that everything else has (QQ+,AKs,AhKd against suit-symmetric
 * ranges: AhKd alone would make the engine deal every runout, not the
 * canonical ones). Library-internal.
 *
 * Let G be the suit permutations that map the board, the dead cards and
 * every other seat onto themselves. A combo x of that seat and its images
 * gx then have the same counts (every seat's), so the counts with weights
 * w equal 1/|G| of the counts with weights W(x) = sum over g of w(gx),
 * which are G-invariant: the engine deals only G's canonical runouts for
 * them. The division is exact. Counts add over a split of the seat's
 * combos, so the combos already G-invariant are counted apart, at their
 * own weights, and only the rest are spread. What the seats' totals hold survives; a
 * per-combo count does not (W moves weight between combos), so callers
 * asking for per-combo counts or categories, or for a shard (a part's
 * counts need not divide by |G|), run the plain plan.
 */
#ifndef POKEQ_RANGE_ORBIT_H
#define POKEQ_RANGE_ORBIT_H

#include "pokeq.h"
#include "core/work.h"
#include "ranges/range_plan.h"

#include <stdint.h>

/* The asymmetric seat's combos in two plans: those whose weight is the
 * same over their orbit under G (kept with their weights: a G-symmetric
 * job), and the orbits of the others with the weights W (counted |G|
 * times). Each plan counts its part with the engine it suits. */
typedef struct range_orbits {
    range_plan *symmetric;              /* NULL when no combo is */
    range_plan *spread;
    uint64_t order;                     /* |G|: spread's counts are order times its part's */
} range_orbits;

/* Builds *out when a seat's removal enlarges the symmetry `plain` (s's
 * own plan) has: returns 1; else 0 with *out empty. Free with
 * range_orbit_free. */
int range_orbit_plan(const pokeq_range_scenario *s, const range_plan *plain, range_orbits *out);
void range_orbit_free(range_orbits *o);

/* The two parts counted (range_exact_run_plan), spread's divided by
 * order, and added; the plain plan when a part's counts would overflow.
 * When both parts are counted by pairs (range_score.h) they are one pairs
 * job, the symmetric part's pairs weighted by order and the whole divided
 * by order: pairs of equal ranks in both parts are counted together. */
int range_orbit_run(const range_plan *plain, const range_orbits *o, int threads, const work_control *control,
                    pokeq_range_exact_result *out);

#endif
