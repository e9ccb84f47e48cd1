/* SPDX-License-Identifier: MIT */
/* run.c - the engines run for one pokeq_solve call, and what every answer carries (solve/run.h). */
#include "solve/run.h"

#include "solve/deals.h"
#include "exact/exact.h"
#include "exact/seat_deal.h"
#include "core/game.h"
#include "mc/mc.h"
#include "ranges/omaha_ranges.h"
#include "ranges/range_exact.h"
#include "core/result.h"
#include "solve/shard.h"
#include "core/work.h"

#include <string.h>

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
    for (int p = 0; p < r->seats; p++) {
        memcpy(r->seat[p].categories, categories->seat[p], sizeof r->seat[p].categories);
        memcpy(r->seat[p].lows, categories->low[p], sizeof r->seat[p].lows);
    }
}

void solve_report(solve_call *call)
{
    call->result->seconds = work_seconds() - call->start;
    call->request->progress(call->result, call->request->progress_context);
}

static void exact_progress(uint64_t done, uint64_t total, void *context)
{
    solve_call *call = context;
    call->result->done = ratio((double)done, (double)total);
    solve_report(call);
}

int solve_run_exact(solve_call *call, int threads)
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
        deal.categories = counted != NULL;
        tally total;
        code = -seat_deal_exact(&deal, threads, &control, &total, &r->threads);
        if (code == 0 && counted)
            *counted = total.categories;
        if (code == 0) {
            result_fill_seats(r, total.player, total.players, total.showdowns, halves_of(call));
            r->deals = seat_deal_count(&deal); /* a shard's deals are the whole job's */
        }
    } else if (r->count_kind == POKEQ_COUNT_RUNOUTS) {
        /* a resolved request's scenario passes pokeq_scenario_check */
        pokeq_scenario s;
        resolved_scenario(call->input, &s);
        tally total;
        code = exact_count(&s, threads, EXACT_AUTO, &control, counted != NULL, &total, &r->threads);
        if (code == 0)
            result_fill_seats(r, total.player, total.players, total.showdowns, halves_of(call));
        if (code == 0 && counted)
            *counted = total.categories;
        if (code == 0 && q->shards > 1) /* a shard's deals are the whole job's */
            r->deals = resolved_whole_runouts(call->input);
    } else if (game_is_omaha(call->input->game)) {
        tally total;
        uint64_t deals = 0;
        size_t rows = 0;
        code = omaha_ranges_exact(call->input, threads, &control, counted != NULL, &total, &deals, q->hands, &rows);
        r->hand_rows = (uint32_t)rows;
        if (code == 0 && counted)
            *counted = total.categories;
        if (code == 0) {
            result_fill_seats(r, total.player, total.players, total.showdowns, halves_of(call));
            r->deals = deals;
        }
        r->threads = threads == 1 ? 1 : work_threads(threads, 1 << 20, 1);
    } else {
        pokeq_range_exact_result out;
        code = call->plans->orbits != NULL
                   ? range_orbit_run(call->plan, call->plans->orbits, threads, &control, &out, q->combos, counted)
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
    solve_report(call);
}

int solve_run_mc(solve_call *call, int threads)
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
        code = mc_seat_deal_part(call->input, &mc, &part, &out, counted);
    } else if (resolved_all_fixed(call->input)) {
        pokeq_scenario s;
        resolved_scenario(call->input, &s);
        code = mc_fixed_part(&s, &mc, &part, &out, counted);
    } else if (game_is_omaha(call->input->game)) {
        size_t rows = 0;
        code = mc_omaha_ranges_rows(call->input, &mc, &part, &out, counted, q->hands, &rows);
        r->hand_rows = (uint32_t)rows;
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

/* A fixed hand's live combos without its range (which an all-fixed job
 * leaves unwritten: request_resolve_hands): its one combo in a two-card
 * game, or where its two known cards make one; more cards are no combo. */
static int fixed_live_combos(const resolved *input, int p)
{
    return game_of(input->game).ranges || input->hole_count[p] == 2;
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
        r->seat[p].live_combos = input->fixed[p] ? fixed_live_combos(input, p) : pokeq_range_size(&input->live[p]);
    }
}

/* What every answer carries besides its counts. */
void solve_finish(const pokeq_request *q, const resolved *input, double start, pokeq_result *r)
{
    r->seconds = work_seconds() - start;
    r->done = 1;
    describe_input(input, r);
    r->job = shard_fingerprint(q, input);
    r->shard = q->shards > 1 ? q->shard : 0;
    r->shards = q->shards > 1 ? q->shards : 1;
    r->game = q->game;
}

