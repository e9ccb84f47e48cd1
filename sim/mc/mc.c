/* SPDX-License-Identifier: MIT */
/*
 * mc.c - Monte Carlo equity (pokeq_monte_carlo, pokeq_monte_carlo_ranges
 * in pokeq.h): the entry points, the rounds in order, per-combo buffers.
 *
 * Trials come in blocks of POKEQ_MC_BLOCK_TRIALS. Block b always runs the
 * same trials (mc_block.c). Blocks run in rounds, each round a job of the
 * work runner whose threads take blocks in any order, and are then merged
 * strictly in block order, testing the stopping rules (mc_rules.c) after
 * each block, exactly as if one thread had run them one by one. So the
 * trials done, the counts and every number reported are the same for any
 * thread count, and for any round size: the size of a round only trades
 * blocks run past the stop (wasted) against the rounds' synchronisation,
 * which costs most on a loaded machine. Only the time rule, tested after
 * whole rounds, depends on the machine.
 */
#include "mc/mc.h"

#include "ranges/range_plan.h"
#include "core/work.h"

#include <stdlib.h>
#include <string.h>

/* The rule that stopped a block in the middle (MC_STOPPED): the cancel
 * flag, else the clock. */
static int block_stop_rule(const pokeq_mc_options *options)
{
    return options->cancel != NULL && *options->cancel ? POKEQ_MC_STOP_CANCEL : POKEQ_MC_STOP_TIME;
}

/* The trials of a plan until a stopping rule holds (mc.h); result filled. With
 * buffers, each block also adds its per-combo sums into buffers->sum;
 * blocks of the last round past the stop are run once more into undo (as
 * many trials as they ran: a block stopped halfway ran its first ones), so
 * sum less undo is exactly the merged blocks'. The cancel flag and the
 * time rule are read inside blocks too (mc_stop_asked), so a stop lands
 * within a millisecond or so: the first block stopped halfway adds the
 * trials it ran (the first of its stream, whole), those after it none.
 * A block that failed ends the call with its error when the merge reaches
 * it, as one thread running the blocks in order would; one past the stop
 * is never merged, so does not count. part (NULL: the whole job) runs only
 * its share of the blocks the trial cap allows (work_part_range), for a
 * trial rule alone (mc_part_valid). Returns 0 or a negative pokeq_error
 * (result zeroed). */
int mc_run_trials(const mc_plan *whole_plan, const pokeq_mc_options *options, const work_control *part,
                      pokeq_mc_result *result, mc_combo_buffers *buffers, category_counts *categories)
{
    tally *round = malloc(MC_MAX_ROUND_BLOCKS * sizeof *round);
    if (round == NULL)
        return -POKEQ_ERR_MEMORY;
    const double start = work_seconds();
    const uint64_t trial_cap = mc_trial_cap(options);
    const int threads = mc_team(options, trial_cap);
    int first_block, end_block;
    work_part_range(mc_block_count(trial_cap), part, &first_block, &end_block);
    const uint64_t block_cap = (uint64_t)end_block;
    mc_plan *plan = malloc(sizeof *plan); /* the blocks' plan: the whole plan with the stop */
    if (plan == NULL) {
        free(round);
        return -POKEQ_ERR_MEMORY;
    }
    *plan = *whole_plan;
    plan->cancel = options->cancel;
    plan->deadline = options->max_seconds > 0 ? start + options->max_seconds : 0;
    tally total;
    tally_init(&total, plan->players);
    uint64_t next_block = (uint64_t)first_block;
    int stopped_by = next_block < block_cap ? 0 : POKEQ_MC_STOP_TRIALS, error = POKEQ_OK,
        failed[MC_MAX_ROUND_BLOCKS];
    while (!stopped_by) {
        const uint64_t first = next_block;
        const int blocks = mc_round_blocks(&total, first, block_cap - first, options, work_seconds() - start, threads);
        error = mc_run_round(plan, first, blocks, trial_cap, threads, round, failed, buffers);
        for (int j = 0; j < blocks && !stopped_by && error == POKEQ_OK; j++) {
            error = failed[j];
            if (error == MC_STOPPED) { /* its first trials, whole, count */
                error = POKEQ_OK;
                tally_merge(&total, &round[j]);
                next_block++;
                stopped_by = block_stop_rule(options);
                break;
            }
            if (error != POKEQ_OK)
                break;
            tally_merge(&total, &round[j]);
            next_block++;
            stopped_by = next_block == block_cap ? POKEQ_MC_STOP_TRIALS
                                                 : mc_count_rule_met(&total, trial_cap, options->target_stderr);
        }
        if (error != POKEQ_OK)
            break;
        /* the reruns run their trials whole: the stop set aside meanwhile */
        const volatile int *cancel = plan->cancel;
        const double deadline = plan->deadline;
        plan->cancel = NULL;
        plan->deadline = 0;
        for (uint64_t b = next_block; buffers && b < first + (uint64_t)blocks; b++) {
            const uint64_t ran = failed[b - first] == MC_STOPPED ? tally_deals(&round[b - first])
                                                                  : mc_block_trials(trial_cap, b);
            mc_run_block(plan, b, (uint32_t)ran, &round[0], buffers->undo);
        }
        plan->cancel = cancel;
        plan->deadline = deadline;
        if (!stopped_by && options->max_seconds > 0 && work_seconds() - start >= options->max_seconds)
            stopped_by = POKEQ_MC_STOP_TIME;
        if (!stopped_by && options->cancel != NULL && *options->cancel)
            stopped_by = POKEQ_MC_STOP_CANCEL;
        if (!stopped_by && options->progress != NULL) {
            mc_fill_result(&total, 0, work_seconds() - start, threads, result);
            options->progress(result, options->progress_context);
        }
    }
    free(round);
    free(plan);
    if (error != POKEQ_OK) {
        memset(result, 0, sizeof *result);
        return -error;
    }
    if (stopped_by != 0 && tally_deals(&total) == 0) { /* stopped before one trial: no answer */
        memset(result, 0, sizeof *result);
        return stopped_by == POKEQ_MC_STOP_CANCEL ? -POKEQ_ERR_CANCELLED : -POKEQ_ERR_TOO_HARD;
    }
    mc_fill_result(&total, stopped_by, work_seconds() - start, threads, result);
    if (categories != NULL)
        *categories = total.categories;
    return POKEQ_OK;
}

int pokeq_monte_carlo(const pokeq_scenario *scenario, const pokeq_mc_options *options,
                      pokeq_mc_result *result)
{
    return mc_fixed_part(scenario, options, NULL, result, NULL);
}

int mc_fixed_part(const pokeq_scenario *scenario, const pokeq_mc_options *options, const work_control *part,
                  pokeq_mc_result *result, category_counts *categories)
{
    if (result != NULL)
        memset(result, 0, sizeof *result);
    if (scenario == NULL || options == NULL || result == NULL)
        return -POKEQ_ERR_ARGUMENT;
    const int error = pokeq_scenario_check(scenario);
    if (error != POKEQ_OK)
        return error;
    if (!mc_options_valid(options) || !mc_part_valid(options, part))
        return -POKEQ_ERR_ARGUMENT;
    mc_plan plan;
    mc_plan_init(&plan, scenario, options->seed);
    plan.categories = categories != NULL;
    return mc_run_trials(&plan, options, part, result, NULL, categories);
}

/* The blocks' combo counts, less undo, into combos by combo index. */
static void gather_combos(const range_plan *r, const mc_combo_buffers *buffers, pokeq_combo_counts *combos)
{
    memset(combos, 0, buffers->stride * sizeof *combos);
    for (int p = 0; p < r->players; p++) {
        for (int i = 0; i < r->seat[p].count; i++) {
            const size_t at = (size_t)p * COMBO_COUNT + (size_t)i;
            pokeq_combo_counts *into = &combos[(size_t)p * COMBO_COUNT + r->seat[p].combo[i]];
            into->showdowns = buffers->sum[at].showdowns - buffers->undo[at].showdowns;
            into->equity_units = buffers->sum[at].equity_units - buffers->undo[at].equity_units;
        }
    }
}

int pokeq_monte_carlo_ranges(const pokeq_range_scenario *scenario, const pokeq_mc_options *options,
                             pokeq_mc_result *result, pokeq_combo_counts *combos)
{
    return mc_ranges_part(scenario, options, NULL, result, combos, NULL);
}

int mc_ranges_part(const pokeq_range_scenario *scenario, const pokeq_mc_options *options, const work_control *part,
                   pokeq_mc_result *result, pokeq_combo_counts *combos, category_counts *categories)
{
    if (result != NULL)
        memset(result, 0, sizeof *result);
    if (scenario == NULL || options == NULL || result == NULL)
        return -POKEQ_ERR_ARGUMENT;
    if (!mc_options_valid(options) || !mc_part_valid(options, part))
        return -POKEQ_ERR_ARGUMENT;
    range_plan *r;
    const int error = range_plan_build(scenario, &r);
    if (error != POKEQ_OK)
        return -error;
    const int code = mc_ranges_plan_part(r, options, part, result, combos, categories);
    range_plan_free(r);
    return code;
}

int mc_ranges_plan_part(const range_plan *r, const pokeq_mc_options *options, const work_control *part,
                        pokeq_mc_result *result, pokeq_combo_counts *combos, category_counts *categories)
{
    memset(result, 0, sizeof *result);
    if (!mc_options_valid(options) || !mc_part_valid(options, part))
        return -POKEQ_ERR_ARGUMENT;
    /* dealt ranges need no sampler (an empty one is freed all the same) */
    const int dealt = range_plan_dealt(r);
    range_sampler sampler = {0};
    int error = dealt ? POKEQ_OK : range_sampler_init_plan(&sampler, r);
    if (error != POKEQ_OK)
        return -error;
    mc_plan plan;
    uint16_t *live_of = dealt && combos != NULL ? malloc((size_t)r->players * COMBO_COUNT * sizeof *live_of) : NULL;
    if (dealt && combos != NULL && live_of == NULL)
        error = -POKEQ_ERR_MEMORY;
    if (dealt)
        mc_plan_init_dealt(&plan, r, options->seed, live_of);
    else
        mc_plan_init_ranges(&plan, r, &sampler, options->seed);
    plan.categories = categories != NULL;
    mc_combo_buffers buffers = {NULL, NULL, (size_t)r->players * COMBO_COUNT};
    if (combos != NULL) {
        buffers.sum = calloc(buffers.stride, sizeof *buffers.sum);
        buffers.undo = calloc(buffers.stride, sizeof *buffers.undo);
        if (buffers.sum == NULL || buffers.undo == NULL)
            error = -POKEQ_ERR_MEMORY;
    }
    if (error == POKEQ_OK)
        error = mc_run_trials(&plan, options, part, result, combos != NULL ? &buffers : NULL, categories);
    if (error == POKEQ_OK && combos != NULL)
        gather_combos(r, &buffers, combos);
    free(buffers.sum);
    free(buffers.undo);
    free(live_of);
    range_sampler_free(&sampler);
    return error;
}
