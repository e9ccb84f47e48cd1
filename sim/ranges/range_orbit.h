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
 * them. The division is exact. What the seats' totals hold survives; a
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

/* A plan for s whose one asymmetric seat has the weights W, and |G|, when
 * that enlarges the symmetry `plain` (s's own plan) has: returns 1 with
 * *out (free with range_plan_free) and *order; else 0 and *out NULL. */
int range_orbit_plan(const pokeq_range_scenario *s, const range_plan *plain, range_plan **out, uint64_t *order);

/* range_exact_run_plan on the orbit plan, every count divided by order;
 * on the plain plan when the orbit's weights would overflow the counts. */
int range_orbit_run(const range_plan *plain, const range_plan *orbit, uint64_t order, int threads,
                    const work_control *control, pokeq_range_exact_result *out);

#endif
