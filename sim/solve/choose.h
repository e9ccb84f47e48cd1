/* SPDX-License-Identifier: MIT */
/*
 * choose.h - pokeq_solve's checks and method choice (library-internal):
 * the request's own checks before any text is read, the method by the cost
 * model, the refusal of exact work past the limit, and an engine's refusal
 * worded for the caller. Each fills *error (may be NULL) when it refuses.
 * Pure but for *r and *error; thread safe.
 */
#ifndef POKEQ_SOLVE_CHOOSE_H
#define POKEQ_SOLVE_CHOOSE_H

#include "core/resolved.h"
#include "pokeq.h"
#include "solve/cost.h"
#include "solve/run.h"

#include <stdbool.h>

/* The request's own checks: 0 or a negated pokeq_error. */
int solve_request_valid(const pokeq_request *q, pokeq_result *r, pokeq_error_info *error);

/* Per-hand rows asked for (request.hands): 0, or the refusal when the
 * seats have more hands than POKEQ_MAX_HAND_ROWS (TOO_HARD) or the
 * buffer's room (ARGUMENT), with the count in the message. */
int solve_hand_rows_valid(const pokeq_request *q, const resolved *input, pokeq_error_info *error);

/* The exact job's estimate for q's counts: the plan's, or with orbits the
 * two parts' summed (what the method choice weighs). */
cost_work solve_exact_work(const pokeq_request *q, const resolved *input, const solve_plans *plans);

/* The method (r->method, why, exact_estimate, count_kind): what the request
 * names, else exact when its estimate is within the auto limit. Returns
 * the engines' refusal (positive) when the cost model found that every
 * method will refuse at once (no deal); *unsampled then says Monte Carlo
 * could not sample it. */
int solve_choose(const pokeq_request *q, const resolved *input, const solve_plans *plans, pokeq_result *r,
                 bool *unsampled);

/* Exact asked for beyond the limit: TOO_SLOW when Monte Carlo can answer
 * instead (the caller may say so), else the reason it cannot, so that a
 * refusal never sends the caller to a method that refuses too; else 0. */
int solve_too_slow(const pokeq_request *q, const pokeq_result *r, const resolved *input, const range_plan *plan,
                   pokeq_error_info *error);

/* An engine's refusal (negated code), about the seats as a whole;
 * unsampled: Monte Carlo's pilot found valid deals too rare (or none) to
 * sample. Returns code. */
int solve_engine_error(int code, game_kind game, bool unsampled, pokeq_error_info *error);

#endif
