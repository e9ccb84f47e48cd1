/* SPDX-License-Identifier: MIT */
/*
 * solve.c - pokeq_solve: resolve the request, choose the method by the
 * cost model, run the engine with the request's hooks, fill the result.
 */
#include "solve/cost.h"
#include "solve/deals.h"
#include "exact/exact.h"
#include "exact/seat_deal.h"
#include "core/game.h"
#include "mc/mc.h"
#include "ranges/omaha_ranges.h"
#include "ranges/range_exact.h"
#include "text/ranking.h"
#include "solve/request.h"
#include "core/result.h"
#include "solve/shard.h"
#include "ranges/range_orbit.h"
#include "solve/preflop_table.h"
#include "core/work.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(WORK_MAX_THREADS_PER_CORE == POKEQ_MAX_THREADS_PER_CORE, "pokeq.h states the work runner's cap");

#define AUTO_EXACT_SECONDS 1.0
#define EXACT_LIMIT_SECONDS 3600.0
#define TABLE_SECONDS 2e-6              /* a preflop job against random, from the class table */
#define ORBIT_WORTH_SECONDS 0.02        /* exact jobs estimated longer try the orbit plan (its
                                           three plan builds take milliseconds) */

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

static double ratio(double n, double d)
{
    return d != 0 ? n / d : 0;
}

static int halves_of(const solve_call *call)
{
    return game_is_hilo(call->input->game) ? 2 : 1;
}

/* Each seat's hand categories, when they were counted. */
static void fill_categories(pokeq_result *r, const category_counts *categories)
{
    for (int p = 0; p < r->seats; p++)
        memcpy(r->seat[p].categories, categories->seat[p], sizeof r->seat[p].categories);
}

static void report(solve_call *call)
{
    call->result->seconds = work_seconds() - call->start;
    call->request->progress(call->result, call->request->progress_context);
}

static void exact_progress(uint64_t done, uint64_t total, void *context)
{
    solve_call *call = context;
    call->result->done = ratio((double)done, (double)total);
    report(call);
}

static int run_exact(solve_call *call, int threads)
{
    const pokeq_request *q = call->request;
    pokeq_result *r = call->result;
    const work_control control = {q->cancel, q->progress != NULL ? exact_progress : NULL, call, q->shard, q->shards, NULL};
    int code;
    category_counts categories;
    category_counts *counted = q->categories ? &categories : NULL;
    if (game_is_seated(call->input->game)) {
        seat_deal deal;
        seat_deal_plan(call->input, &deal);
        tally total;
        code = -seat_deal_exact(&deal, threads, &control, &total, &r->threads);
        if (code == 0) {
            result_fill_seats(r, total.player, total.players, total.showdowns, halves_of(call));
            r->deals = seat_deal_count(&deal); /* a shard's deals are the whole job's */
        }
    } else if (r->count_kind == POKEQ_COUNT_RUNOUTS) {
        const pokeq_scenario s = resolved_scenario(call->input);
        pokeq_exact_result out;
        code = exact_run(&s, threads, EXACT_AUTO, &control, &out, counted);
        if (code == 0)
            result_fill_seats(r, out.player, out.players, out.runouts, halves_of(call));
        if (code == 0 && q->shards > 1) /* a shard's deals are the whole job's */
            r->deals = resolved_whole_runouts(call->input);
        r->threads = out.threads;
    } else if (game_is_omaha(call->input->game)) {
        tally total;
        uint64_t deals = 0;
        code = omaha_ranges_exact(call->input, threads, &control, &total, &deals);
        if (code == 0) {
            result_fill_seats(r, total.player, total.players, total.showdowns, halves_of(call));
            r->deals = deals;
        }
        r->threads = threads == 1 ? 1 : work_threads(threads, 1 << 20, 1);
    } else {
        pokeq_range_exact_result out;
        code = call->plans->orbits != NULL
                   ? range_orbit_run(call->plan, call->plans->orbits, threads, &control, &out)
                   : range_exact_run_plan(call->plan, threads, &control, &out, q->combos, counted);
        if (code == 0) {
            result_fill_seats(r, out.player, out.players, out.showdowns, halves_of(call));
            /* with weights, the weighted count is not the number of
             * deals; a shard's deals are the whole job's */
            if (q->shards > 1 || !deals_unweighted(call->input))
                r->deals = deals_count(call->input);
        }
        r->threads = out.threads;
    }
    if (code == 0 && counted)
        fill_categories(r, counted);
    return code;
}

static void mc_progress(const pokeq_mc_result *so_far, void *context)
{
    solve_call *call = context;
    result_fill_mc(call->result, so_far, halves_of(call));
    report(call);
}

static int run_mc(solve_call *call, int threads)
{
    const pokeq_request *q = call->request;
    pokeq_result *r = call->result;
    pokeq_mc_options mc = {
        .seed = q->seed,
        .max_trials = q->trials,
        .target_stderr = q->target_stderr,
        .max_seconds = q->max_seconds,
        .threads = threads,
        .cancel = q->cancel,
        .progress = q->progress != NULL ? mc_progress : NULL,
        .progress_context = call,
    };
    if (mc.max_trials == 0 && mc.target_stderr == 0 && mc.max_seconds == 0)
        mc.target_stderr = POKEQ_DEFAULT_STDERR;
    r->count_kind = POKEQ_COUNT_TRIALS;
    const work_control part = {NULL, NULL, NULL, q->shard, q->shards, NULL};
    pokeq_mc_result out;
    int code;
    category_counts categories;
    category_counts *counted = q->categories ? &categories : NULL;
    if (game_is_seated(call->input->game)) {
        code = mc_seat_deal_part(call->input, &mc, &part, &out);
    } else if (resolved_all_fixed(call->input)) {
        const pokeq_scenario s = resolved_scenario(call->input);
        code = mc_fixed_part(&s, &mc, &part, &out, counted);
    } else if (game_is_omaha(call->input->game)) {
        code = mc_omaha_ranges_part(call->input, &mc, &part, &out);
    } else {
        code = mc_ranges_plan_part(call->plan, &mc, &part, &out, q->combos, counted);
    }
    if (code != 0)
        return code;
    result_fill_mc(r, &out, halves_of(call));
    if (counted)
        fill_categories(r, counted);
    return 0;
}

/* The request's own checks, before any text is read. */
static int request_valid(const pokeq_request *q, pokeq_result *r, pokeq_error_info *error)
{
    if (r == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no result");
    if (!game_known(q->game))
        return request_fail(error, -POKEQ_ERR_GAME, POKEQ_AT_REQUEST, -1, "unknown game %d", q->game);
    if (!game_of((game_kind)q->game).built)
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "the game %s is not supported by this build yet", pokeq_game_name(q->game));
    if (q->method < POKEQ_METHOD_AUTO || q->method > POKEQ_METHOD_MC || q->threads < 0 ||
        !(q->target_stderr >= 0) || !(q->max_seconds >= 0) || isnan(q->auto_exact_seconds) ||
        isnan(q->exact_limit_seconds) || ranking_table((enum pokeq_ranking)q->ranking) == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "a bad option: method, threads, ranking, standard error, seconds or limits");
    if (!shard_request_valid(q, error))
        return error != NULL ? error->code : -POKEQ_ERR_ARGUMENT;
    const int seats = q->seats > 0 && q->seats <= POKEQ_MAX_PLAYERS ? q->seats : 0;
    if (q->combos != NULL && !game_of((game_kind)q->game).ranges)
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "per-combo counts are for two-card games, not %s", pokeq_game_name(q->game));
    if (q->categories && q->game != POKEQ_GAME_HOLDEM)
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "hand categories are counted for holdem only, not %s", pokeq_game_name(q->game));
    if (q->combos != NULL && q->combos_capacity < (size_t)seats * POKEQ_COMBOS)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "the per-combo buffer holds %zu entries; %d seats need %d", q->combos_capacity, seats,
                            seats * POKEQ_COMBOS);
    return 0;
}

/* The method: what the request names, else exact when its estimate is
 * within the auto limit. Returns the engines' refusal (positive) when the
 * cost model found that every method will refuse at once (no deal). */
static cost_work exact_work(const pokeq_request *q, const resolved *input, const solve_plans *plans)
{
    const bool counts = q->combos != NULL, categories = q->categories != 0;
    if (plans->orbits == NULL)
        return cost_exact_work_with(input, plans->plan, q->threads, counts, categories);
    /* the orbit plans' two parts */
    cost_work work = cost_exact_work_with(input, plans->orbits->spread, q->threads, counts, categories);
    if (plans->orbits->symmetric != NULL)
        work.seconds += cost_exact_work_with(input, plans->orbits->symmetric, q->threads, counts, categories).seconds;
    return work;
}

static int choose(const pokeq_request *q, const resolved *input, const solve_plans *plans, pokeq_result *r,
                  bool *unsampled)
{
    const range_plan *plan = plans->plan;
    const cost_work work = exact_work(q, input, plans);
    r->count_kind = resolved_all_fixed(input) ? POKEQ_COUNT_RUNOUTS : POKEQ_COUNT_SHOWDOWNS;
    if (work.engine == COST_REFUSED) {
        /* exact cannot list a range (an Omaha one past the cap) that
         * Monte Carlo deals: it answers unless exact was asked for */
        if (work.refusal != POKEQ_ERR_TOO_HARD)
            return work.refusal;
        const int mc = cost_mc_refusal(input, plan);
        *unsampled = mc == POKEQ_ERR_TOO_HARD;
        if (q->method == POKEQ_METHOD_EXACT || mc != 0)
            return mc != 0 && mc != POKEQ_ERR_TOO_HARD ? mc : work.refusal;
        r->exact_estimate = HUGE_VAL;
        r->method = POKEQ_METHOD_MC;
        r->why = q->method == POKEQ_METHOD_AUTO ? POKEQ_WHY_SLOW : POKEQ_WHY_ASKED;
        return 0;
    }
    r->exact_estimate = work.seconds;
    const double quick = q->auto_exact_seconds > 0 ? q->auto_exact_seconds : AUTO_EXACT_SECONDS;
    if (q->method != POKEQ_METHOD_AUTO) {
        r->method = q->method;
        r->why = POKEQ_WHY_ASKED;
    } else {
        r->method = r->exact_estimate > quick ? POKEQ_METHOD_MC : POKEQ_METHOD_EXACT;
        r->why = r->exact_estimate > quick ? POKEQ_WHY_SLOW : POKEQ_WHY_QUICK;
    }
    return 0;
}

/* Exact asked for beyond the limit: TOO_SLOW when Monte Carlo can answer
 * instead (the caller may say so), else the reason it cannot, so that a
 * refusal never sends the caller to a method that refuses too. */
static int too_slow(const pokeq_request *q, const pokeq_result *r, const resolved *input, const range_plan *plan,
                    pokeq_error_info *error)
{
    const double limit = q->exact_limit_seconds != 0 ? q->exact_limit_seconds : EXACT_LIMIT_SECONDS;
    if (r->method != POKEQ_METHOD_EXACT || r->why != POKEQ_WHY_ASKED || limit < 0 || r->exact_estimate <= limit)
        return 0;
    char duration[64];
    cost_duration_text(r->exact_estimate, duration);
    const int mc = cost_mc_refusal(input, plan);
    if (mc == POKEQ_OK)
        return request_fail(error, -POKEQ_ERR_TOO_SLOW, POKEQ_AT_REQUEST, -1,
                            "an exact answer would take %s (Monte Carlo can answer it)", duration);
    return request_fail(error, -mc, POKEQ_AT_REQUEST, -1,
                        "an exact answer would take %s, and Monte Carlo cannot answer it either: %s", duration,
                        pokeq_strerror(-mc));
}

/* An engine's refusal, about the seats as a whole; unsampled: Monte
 * Carlo's pilot found valid deals too rare (or none) to sample. */
static int engine_error(int code, game_kind game, bool unsampled, pokeq_error_info *error)
{
    if (code == -POKEQ_ERR_OVERFLOW)
        return request_fail(error, code, POKEQ_AT_REQUEST, -1, "the weighted exact counts would pass 2^64");
    if (code == -POKEQ_ERR_RANGE_EMPTY)
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "no deal gives every player a hand without a shared card");
    if (code == -POKEQ_ERR_TOO_HARD && unsampled && game_is_omaha(game)) /* Hold'em: pokeq_strerror's */
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "the ranges leave no deal without a shared card, or too few to sample (fewer than 1 "
                            "in 16,000 whole deals keeps every seat's hand): narrow them");
    if (code == -POKEQ_ERR_TOO_HARD && game_is_omaha(game))
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "an Omaha range lists more than %d hands once the known cards are out (exact "
                            "lists every hand; Monte Carlo deals them instead: use --mc), or narrow it",
                            OMAHA_RANGES_LIST_CAP);
    return request_fail(error, code, POKEQ_AT_REQUEST, -1, "%s", pokeq_strerror(code));
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

static void describe_input(const resolved *input, pokeq_result *r)
{
    r->seats = input->seats;
    r->board_count = input->board_count;
    memcpy(r->board, input->board, sizeof r->board);
    r->dead_count = input->dead_count;
    memcpy(r->dead, input->dead, sizeof r->dead);
    for (int p = 0; p < input->seats; p++) {
        r->seat[p].hole_count = input->fixed[p] ? input->hole_count[p] : 0;
        memcpy(r->seat[p].hole, input->hole[p], sizeof input->hole[p]);
        r->seat[p].live_combos = input->fixed[p] && game_of(input->game).ranges ? 1 : pokeq_range_size(&input->live[p]);
    }
}

/* What every answer carries besides its counts. */
static void finish(const pokeq_request *q, const resolved *input, double start, pokeq_result *r)
{
    r->seconds = work_seconds() - start;
    r->done = 1;
    describe_input(input, r);
    r->job = shard_fingerprint(q, input);
    r->shard = q->shards > 1 ? q->shard : 0;
    r->shards = q->shards > 1 ? q->shards : 1;
    r->game = q->game;
}

static int solve_planned(const pokeq_request *q, const resolved *input, const solve_plans *plans, pokeq_result *r,
                         pokeq_error_info *error)
{
    const range_plan *plan = plans->plan;
    bool unsampled = false;
    int code = choose(q, input, plans, r, &unsampled);
    if (code != 0)
        return engine_error(-code, input->game, unsampled, error);
    if ((code = too_slow(q, r, input, plan, error)) != 0)
        return code;
    solve_call call = {q, input, plan, plans, r, work_seconds()};
    if (q->progress != NULL)
        report(&call);
    if (r->method == POKEQ_METHOD_EXACT) {
        code = run_exact(&call, q->threads);
        /* an automatic choice that overflows the exact counts samples
         * instead: the caller asked for an answer, not for a method */
        if (code == -POKEQ_ERR_OVERFLOW && q->method == POKEQ_METHOD_AUTO) {
            r->method = POKEQ_METHOD_MC;
            r->why = POKEQ_WHY_OVERFLOW;
            code = run_mc(&call, q->threads);
        }
    } else {
        code = run_mc(&call, q->threads);
    }
    finish(q, input, call.start, r);
    if (code == 0 && q->combos != NULL && resolved_all_fixed(input))
        fixed_combos(input, r, q->combos);
    if (code == -POKEQ_ERR_TOO_HARD && r->method == POKEQ_METHOD_MC && resolved_all_fixed(input))
        /* fixed hands reject no deal: only a time rule met before one trial stops them with nothing */
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "the time limit ended before the first trial: give Monte Carlo more time");
    return code == 0 ? 0 : engine_error(code, input->game, r->method == POKEQ_METHOD_MC, error);
}

/* Heads-up preflop against random, exact, with no per-combo counts,
 * categories or shards asked for: the class table answers
 * (tables/preflop_table.h), with the engine's counts. */
static int table_seat(const pokeq_request *q, const resolved *input)
{
    if (q->method == POKEQ_METHOD_MC || q->combos != NULL || q->categories || q->shards > 1)
        return -1;
    return preflop_table_random_seat(input);
}

static int solve_table(const pokeq_request *q, const resolved *input, int random_seat, pokeq_result *r)
{
    solve_call call = {q, input, NULL, NULL, r, work_seconds()};
    r->method = POKEQ_METHOD_EXACT;
    r->why = q->method == POKEQ_METHOD_AUTO ? POKEQ_WHY_QUICK : POKEQ_WHY_ASKED;
    r->exact_estimate = TABLE_SECONDS;
    r->count_kind = POKEQ_COUNT_SHOWDOWNS;
    if (q->progress != NULL)
        report(&call);
    pokeq_player_counts counts[2];
    uint64_t showdowns, deals;
    preflop_table_count(input, random_seat, counts, &showdowns, &deals);
    result_fill_seats(r, counts, 2, showdowns, 1);
    r->deals = deals;
    r->threads = 1;
    finish(q, input, call.start, r);
    return 0;
}

/* Hold'em ranges are planned once (range_plan.h) for the cost model, the
 * Monte Carlo refusal check and the engine; a plan that cannot be built
 * is the refusal every method would give. */
static int solve_resolved(const pokeq_request *q, const resolved *input, pokeq_result *r, pokeq_error_info *error)
{
    if (resolved_all_fixed(input) || game_is_omaha(input->game))
        return solve_planned(q, input, &(solve_plans){NULL, NULL}, r, error);
    const int random_seat = table_seat(q, input);
    if (random_seat >= 0)
        return solve_table(q, input, random_seat, r);
    const pokeq_range_scenario s = resolved_range_scenario(input);
    range_plan *plan;
    const int built = range_plan_build(&s, &plan);
    if (built != POKEQ_OK)
        return engine_error(-built, input->game, false, error);
    solve_plans plans = {plan, NULL};
    range_orbits orbits;
    if (q->method != POKEQ_METHOD_MC && q->combos == NULL && !q->categories && q->shards <= 1 &&
        cost_exact_work_with(input, plan, q->threads, false, false).seconds > ORBIT_WORTH_SECONDS &&
        range_orbit_plan(&s, plan, &orbits))
        plans.orbits = &orbits;
    const int code = solve_planned(q, input, &plans, r, error);
    range_plan_free(plan);
    if (plans.orbits != NULL)
        range_orbit_free(&orbits);
    return code;
}

int pokeq_solve(const pokeq_request *caller, pokeq_result *result, pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    pokeq_request upgraded;
    const pokeq_request *request = &upgraded;
    int code = request_upgrade(caller, &upgraded, error);
    if (code == 0)
        code = request_valid(request, result, error);
    if (code != 0) {
        if (result != NULL)
            memset(result, 0, sizeof *result);
        return code;
    }
    memset(result, 0, sizeof *result);
    result->threads_asked = request->threads;
    resolved *input = malloc(sizeof *input);
    if (input == NULL)
        return request_fail(error, -POKEQ_ERR_MEMORY, POKEQ_AT_REQUEST, -1, "out of memory");
    code = request_resolve(request, input, error);
    if (code == 0)
        code = solve_resolved(request, input, result, error);
    if (code != 0) {
        memset(result, 0, sizeof *result);
        if (request->combos != NULL)
            memset(request->combos, 0, (size_t)request->seats * POKEQ_COMBOS * sizeof *request->combos);
    }
    free(input);
    return code;
}
