/* SPDX-License-Identifier: MIT */
/*
 * mc_round.c - a round of Monte Carlo blocks (mc.h) on the work runner
 * (work.h): each block is a task, run by the threads in any order into its
 * own tally; a worker is its own per-combo sums (ranges), merged into the
 * round's buffers.
 */
#include "mc/mc.h"

#include "core/work.h"

#include <stdlib.h>

/* One round's blocks as the work runner's tasks (work.h): task j runs
 * block first + j into tallies[j], its error into failed[j]. A worker is
 * its own combo sums (with buffers), merged into buffers->sum. */
typedef struct round_job {
    const mc_plan *plan;
    uint64_t first, trial_cap;
    tally *tallies;
    int *failed;
    mc_combo_buffers *buffers;             /* NULL: no per-combo sums */
} round_job;

typedef struct round_worker {
    combo_sums *combos;                 /* NULL without buffers */
} round_worker;

static void round_worker_free(void *worker)
{
    round_worker *w = worker;
    if (w != NULL)
        free(w->combos);
    free(w);
}

static void *round_worker_new(void *shared)
{
    const round_job *job = shared;
    round_worker *w = calloc(1, sizeof *w);
    if (w != NULL && job->buffers != NULL) {
        w->combos = calloc(job->buffers->stride, sizeof *w->combos);
        if (w->combos == NULL) {
            round_worker_free(w);
            return NULL;
        }
    }
    return w;
}

static void round_task(void *worker, int task, void *shared)
{
    const round_job *job = shared;
    const uint64_t block = job->first + (uint64_t)task;
    job->failed[task] = mc_run_block(job->plan, block, mc_block_trials(job->trial_cap, block), &job->tallies[task],
                                  ((round_worker *)worker)->combos);
}

static void round_merge(void *worker, void *shared)
{
    const round_job *job = shared;
    const round_worker *w = worker;
    if (job->buffers == NULL)
        return;
    for (size_t k = 0; k < job->buffers->stride; k++) {
        job->buffers->sum[k].showdowns += w->combos[k].showdowns;
        job->buffers->sum[k].equity_units += w->combos[k].equity_units;
    }
}

int mc_run_round(const mc_plan *plan, uint64_t first, int blocks, uint64_t trial_cap, int threads,
                     tally *tallies, int *failed, mc_combo_buffers *buffers)
{
    round_job job = {plan, first, trial_cap, tallies, failed, buffers};
    const work_job work = {blocks, threads, &job, round_worker_new, round_task, round_merge, round_worker_free};
    return work_run(&work, NULL);
}
