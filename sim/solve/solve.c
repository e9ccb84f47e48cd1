/* SPDX-License-Identifier: MIT */
/*
 * solve.c - pokeq_solve: resolve the request, answer it directly where
 * that is exact (solve/direct.h), else plan the ranges, choose the method
 * (solve/choose.h) and run the engine with the request's hooks
 * (solve/run.h).
 */
#include "solve/choose.h"
#include "solve/cost.h"
#include "solve/direct.h"
#include "solve/request.h"
#include "solve/run.h"
#include "core/game.h"
#include "ranges/range_orbit.h"
#include "core/work.h"

#include <stddef.h>
#include <string.h>

_Static_assert(WORK_MAX_THREADS_PER_CORE == POKEQ_MAX_THREADS_PER_CORE, "pokeq.h states the work runner's cap");

#define ORBIT_WORTH_SECONDS 0.02        /* exact jobs estimated longer try the orbit plan (its
                                           three plan builds take milliseconds) */

unsigned pokeq_version_number(void)
{
    return POKEQ_VERSION_NUMBER;
}

const char *pokeq_version(void)
{
    return POKEQ_VERSION;
}

double pokeq_equity(const pokeq_player_counts *counts, uint64_t count)
{
    if (counts == NULL || count == 0)
        return 0;
    return (double)counts->equity_units / ((double)POKEQ_POT_UNITS * (double)count);
}

void pokeq_request_init(pokeq_request *request)
{
    memset(request, 0, sizeof *request);
    request->size = sizeof *request;
    request->game = POKEQ_GAME_HOLDEM;
    request->method = POKEQ_METHOD_AUTO;
    request->ranking = POKEQ_RANKING_POKERSTOVE;
    request->seed = 1;
}

/* Fixed hands: a seat's one combo holds all its counts (the range
 * engines fill the per-combo counts themselves). */
static void fixed_combos(const resolved *input, const pokeq_result *r, pokeq_combo_counts *combos)
{
    memset(combos, 0, (size_t)input->seats * POKEQ_COMBOS * sizeof *combos);
    for (int p = 0; p < input->seats; p++) {
        pokeq_combo_counts *c = &combos[p * POKEQ_COMBOS + pokeq_combo_index(input->hole[p][0], input->hole[p][1])];
        c->showdowns = r->count;
        c->equity_units = r->seat[p].counts.equity_units;
    }
}

/* Fixed Omaha hands: a seat's one hand holds all its counts. */
static void fixed_hands(const resolved *input, pokeq_result *r, pokeq_hand_counts *rows)
{
    for (int p = 0; p < input->seats; p++) {
        uint64_t cards = 0;
        for (int c = 0; c < input->hole_count[p]; c++)
            cards |= 1ULL << input->hole[p][c];
        rows[p] = (pokeq_hand_counts){cards, r->count, r->seat[p].counts.equity_units, p, POKEQ_RANGE_WEIGHT_ONE};
    }
    r->hand_rows = (uint32_t)input->seats;
}

static int solve_planned(const pokeq_request *q, const resolved *input, const solve_plans *plans, pokeq_result *r,
                         pokeq_error_info *error)
{
    const range_plan *plan = plans->plan;
    bool unsampled = false;
    int code = solve_hand_rows_valid(q, input, error);
    if (code != 0)
        return code;
    code = solve_choose(q, input, plans, r, &unsampled);
    if (code != 0)
        return solve_engine_error(-code, input->game, unsampled, error);
    if ((code = solve_too_slow(q, r, input, plan, error)) != 0)
        return code;
    solve_call call = {q, input, plan, plans, r, work_seconds()};
    if (q->progress != NULL)
        solve_report(&call);
    if (r->method == POKEQ_METHOD_EXACT) {
        code = solve_run_exact(&call, q->threads);
        /* an automatic choice that overflows the exact counts samples
         * instead: the caller asked for an answer, not for a method */
        if (code == -POKEQ_ERR_OVERFLOW && q->method == POKEQ_METHOD_AUTO) {
            r->method = POKEQ_METHOD_MC;
            r->why = POKEQ_WHY_OVERFLOW;
            code = solve_run_mc(&call, q->threads);
        }
    } else {
        code = solve_run_mc(&call, q->threads);
    }
    solve_finish(q, input, call.start, r);
    if (code == 0 && q->combos != NULL && resolved_all_fixed(input))
        fixed_combos(input, r, q->combos);
    if (code == 0 && q->hands != NULL && resolved_all_fixed(input))
        fixed_hands(input, r, q->hands);
    if (code == -POKEQ_ERR_TOO_HARD && r->method == POKEQ_METHOD_MC && resolved_all_fixed(input))
        /* fixed hands reject no deal: only a time rule met before one trial stops them with nothing */
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "the time limit ended before the first trial: give Monte Carlo more time");
    return code == 0 ? 0 : solve_engine_error(code, input->game, r->method == POKEQ_METHOD_MC, error);
}

/* Whether an exact job over ranges is counted by orbits (ranges/range_orbit.h):
 * builds *orbits when it pays. Per-combo counts and categories count the
 * suit-breaking combos apart, which pays only when the two parts cost less
 * than the plain plan; a shard's counts need the plain plan. */
static bool orbits_pay(const pokeq_request *q, const resolved *input, const pokeq_range_scenario *s,
                       const range_plan *plan, range_orbits *orbits)
{
    const bool apart = q->combos != NULL || q->categories != 0;
    if (q->method == POKEQ_METHOD_MC || q->shards > 1)
        return false;
    const double plain = solve_exact_work(q, input, &(solve_plans){plan, NULL}).seconds;
    if (plain <= ORBIT_WORTH_SECONDS || !range_orbit_plan(s, plan, apart, orbits))
        return false;
    if (!apart || solve_exact_work(q, input, &(solve_plans){plan, orbits}).seconds < plain)
        return true;
    range_orbit_free(orbits);
    return false;
}

/* Fixed hands alone run on their cards; a job with a range gets its
 * fixed seats' ranges first. Hold'em ranges are planned once (range_plan.h) for the cost model, the
 * Monte Carlo refusal check and the engine; a plan that cannot be built
 * is the refusal every method would give. */
static int solve_resolved(const pokeq_request *q, resolved *input, pokeq_result *r, pokeq_error_info *error)
{
    if (resolved_all_fixed(input)) /* no engine of fixed hands reads their ranges */
        return solve_planned(q, input, &(solve_plans){NULL, NULL}, r, error);
    request_fixed_ranges(input);
    if (game_is_omaha(input->game))
        return solve_planned(q, input, &(solve_plans){NULL, NULL}, r, error);
    const int random_seat = solve_direct_seat(q, input);
    if (random_seat >= 0)
        return solve_direct(q, input, random_seat, r, error);
    const pokeq_range_scenario s = resolved_range_scenario(input);
    range_plan *plan;
    const int built = range_plan_build(&s, &plan);
    if (built != POKEQ_OK)
        return solve_engine_error(-built, input->game, false, error);
    solve_plans plans = {plan, NULL};
    range_orbits orbits;
    if (orbits_pay(q, input, &s, plan, &orbits))
        plans.orbits = &orbits;
    const int code = solve_planned(q, input, &plans, r, error);
    range_plan_free(plan);
    if (plans.orbits != NULL)
        range_orbit_free(&orbits);
    return code;
}

/* Zeroes the result but the seats past `seats`, which no answer writes
 * (pokeq.h documents no value there): 3.5 KB zeroed was an eighth of a
 * small job's overhead. */
_Static_assert(offsetof(pokeq_result, board_count) ==
                   offsetof(pokeq_result, seat) + POKEQ_MAX_PLAYERS * sizeof(pokeq_seat_result),
               "the seats are the result's one gap");
static void result_clear(pokeq_result *r, int seats)
{
    memset(r, 0, offsetof(pokeq_result, seat) + (size_t)seats * sizeof r->seat[0]);
    memset(&r->board_count, 0, sizeof *r - offsetof(pokeq_result, board_count));
}

int pokeq_solve(const pokeq_request *caller, pokeq_result *result, pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    pokeq_request upgraded;
    const pokeq_request *request;
    int code = request_current(caller, &upgraded, &request, error);
    if (code == 0)
        code = solve_request_valid(request, result, error);
    if (code != 0) {
        if (result != NULL)
            memset(result, 0, sizeof *result);
        return code;
    }
    /* on the stack: a small job's malloc and free of its 27 KB were a
     * tenth of its overhead */
    resolved input;
    code = request_resolve_hands(request, &input, error);
    if (code == 0) {
        result_clear(result, input.seats);
        result->threads_asked = request->threads;
        code = solve_resolved(request, &input, result, error);
    }
    if (code != 0) {
        memset(result, 0, sizeof *result);
        if (request->combos != NULL)
            memset(request->combos, 0, (size_t)request->seats * POKEQ_COMBOS * sizeof *request->combos);
    }
    return code;
}
