/* SPDX-License-Identifier: MIT */
/*
 * run.h - one pokeq_solve call's engines (library-internal): the exact or
 * Monte Carlo engine its input takes (seated games, fixed hands, Omaha,
 * Hold'em ranges on their plans), run with the request's cancel, progress
 * and shard, counts into the result; and what every answer carries besides
 * its counts (solve_finish). It does not choose the method (choose.h) nor
 * answer directly (direct.h). Each call has its own solve_call; thread safe.
 */
#ifndef POKEQ_SOLVE_RUN_H
#define POKEQ_SOLVE_RUN_H

#include "core/resolved.h"
#include "pokeq.h"
#include "ranges/range_orbit.h"
#include "ranges/range_plan.h"

/* Hold'em ranges' plans: built once for all; else NULL. */
typedef struct solve_plans {
    const range_plan *plan;
    const range_orbits *orbits;         /* exact on fewer runouts (ranges/range_orbit.h), or NULL */
} solve_plans;

/* One call's state, shared with the progress hooks. */
typedef struct solve_call {
    const pokeq_request *request;
    const resolved *input;
    const range_plan *plan;             /* Hold'em ranges: built once for all; else NULL */
    const solve_plans *plans;
    pokeq_result *result;               /* filled as the work goes */
    double start;
} solve_call;

/* Calls the request's progress hook with the result so far (it must be set). */
void solve_report(solve_call *call);

/* The exact / Monte Carlo engine for the call's input on `threads`, its
 * counts filled into call->result. Returns 0 or a negated pokeq_error. */
int solve_run_exact(solve_call *call, int threads);
int solve_run_mc(solve_call *call, int threads);

/* What every answer carries besides its counts: time, done, the input as
 * resolved, the job's fingerprint, shard and game. */
void solve_finish(const pokeq_request *q, const resolved *input, double start, pokeq_result *r);

#endif
