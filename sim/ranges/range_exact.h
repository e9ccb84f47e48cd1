/* SPDX-License-Identifier: MIT */
/*
 * range_exact.h - exact equity over ranges with a work control
 * (library-internal; pokeq_exact_ranges is this with no control).
 */
#ifndef POKEQ_RANGE_EXACT_H
#define POKEQ_RANGE_EXACT_H

#include "pokeq.h"
#include "ranges/range_plan.h"
#include "core/tally.h"
#include "core/work.h"

/* pokeq_exact_ranges with control (NULL: none; work.h): cancel and
 * progress between tasks, or one part of the tasks; with categories (not
 * NULL) each seat's weighted showdowns per hand category too. Returns 0
 * or a negated pokeq_error (CANCELLED as well as pokeq_exact_ranges's). */
int range_exact_run(const pokeq_range_scenario *scenario, int threads, const work_control *control,
                    pokeq_range_exact_result *out, pokeq_combo_counts *combos, category_counts *categories);

/* The same on a plan already built from the scenario (range_plan.h); the
 * plan is only read. out must not be NULL. */
int range_exact_run_plan(const range_plan *plan, int threads, const work_control *control,
                         pokeq_range_exact_result *out, pokeq_combo_counts *combos, category_counts *categories);

#endif
