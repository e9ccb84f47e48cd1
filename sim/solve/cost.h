/* SPDX-License-Identifier: MIT */
/*
 * cost.h - the cost model (library-internal): about how many seconds an
 * exact answer to a resolved request takes, from the work the engine that
 * will run does and the team it will run on (the engine's own rule, so a
 * job that runs on one thread is estimated on one thread).
 *
 * The work is counted, not timed, so the estimate is the same on every
 * call: canonical runouts (after suit symmetry) times what one costs:
 *   - fixed hands by ranks (preflop): a fixed cost per player;
 *   - fixed hands by cards: the players evaluated per runout;
 *   - ranges heads-up: the live combos evaluated and sorted per runout, or
 *     before the flop with a small seat, the pairs by ranks (range_pairs.c);
 *   - ranges multiway: the live combos evaluated, then the assignment
 *     walk: combos looked at and complete assignments scored, estimated by
 *     random probes of the walk (Knuth's estimator of a search tree's
 *     size) on sample runouts, with a fixed seed;
 *   - seated games (exact/seat_deal.h): every deal, a fixed cost per deal
 *     and per seat valued.
 * The seconds per unit were measured on the engines (examples/bench_cost.c
 * prints estimate against measurement for a grid of scenarios).
 */
#ifndef POKEQ_COST_H
#define POKEQ_COST_H

#include "ranges/range_plan.h"
#include "solve/request.h"

enum cost_engine { COST_BY_RANKS, COST_BY_CARDS, COST_HEADS_UP, COST_PAIRS, COST_MULTIWAY, COST_REFUSED, COST_SEAT_DEAL };

/* What the exact answer to a request will do. */
typedef struct cost_work {
    int engine;             /* enum cost_engine; COST_REFUSED: the engine will refuse at once */
    int refusal;            /* then why: a positive pokeq_error (RANGE_EMPTY, TOO_HARD, ...) */
    int team;               /* threads it will run on */
    double runouts;         /* canonical runouts it scores */
    double combos;          /* ranges: live combos evaluated per runout */
    double pairs;           /* heads-up by pairs: the pairs counted by ranks */
    double visits;          /* multiway: combos looked at per runout in the assignment walk */
    double assignments;     /* multiway: complete assignments scored per runout */
    double seconds;         /* the estimate */
} cost_work;

/* The work of the exact answer to r on `threads` (0 = all cores), with
 * per-combo counts or without (they cost up to twice as much). */
cost_work cost_exact_work(const resolved *r, int threads, bool counts);

/* The same with hand categories counted or not: fixed hands are then
 * counted by cards, and ranges pay about what per-combo counts cost.
 * plan: r's range plan when the caller has built it (Hold'em ranges: one
 * plan for the estimate, the refusal check and the engine), else NULL
 * (built here when r needs one). */
cost_work cost_exact_work_with(const resolved *r, const range_plan *plan, int threads, bool counts,
                               bool categories);

/* Whether Monte Carlo can answer r: 0, or the positive pokeq_error its
 * engine would refuse with (RANGE_EMPTY: no deal at all; TOO_HARD: valid
 * deals too rare to sample and too many to list, or an Omaha range too
 * wide to list whose hands do not all weigh the same; MEMORY). Builds what
 * the engine builds first (the sampler, and the plan unless `plan` is r's,
 * as for cost_exact_work_with: milliseconds; Omaha ranges listed: a few
 * tenths of a second of CPU for 2^20 hands), so a refusal can say whether
 * Monte Carlo is the way out, and auto can take Monte Carlo when exact
 * cannot list an Omaha range that Monte Carlo deals. */
int cost_mc_refusal(const resolved *r, const range_plan *plan);

/* An estimate in the unit that reads best: "about 40 minutes". */
void cost_duration_text(double seconds, char out[64]);

#endif
