/* SPDX-License-Identifier: MIT */
/*
 * work.h - the one work runner of the engines (library-internal).
 *
 * A job is a fixed list of tasks 0..tasks-1 (canonical runout prefixes,
 * flush tasks, Monte Carlo blocks, ...) and a kind of worker: per-thread
 * scratch and partial results, made by worker_new, fed tasks by run_task,
 * and folded into the job's result by merge. Workers are merged after the
 * parallel part, in thread order, one at a time: engines whose results are
 * integer sums get the same answer for every thread count.
 *
 * The control (may be NULL) adds, for every engine alike:
 *   - cancel: read before each task and once more at the end; once
 *     nonzero no task starts and the run returns POKEQ_ERR_CANCELLED (the
 *     partial sums are merged but are not an answer), so a task may read
 *     it too and stop halfway (runouts_run reads it before each leaf);
 *   - progress: called on the calling thread (thread 0 of the team)
 *     between its tasks, with the tasks done so far and in all;
 *   - part / parts: run only tasks [part*tasks/parts, (part+1)*tasks/parts),
 *     so that parts run anywhere and merged add up to the whole job. A job
 *     too small to split into tasks (one card or none left to deal) runs
 *     whole in part 0 and not at all in the others (work_part_first);
 *   - task_seconds: each task's CPU time on its thread (task sizes for a
 *     schedule, undisturbed by other processes: examples/bench_schedule.c).
 *
 * work_threads is the one rule for team sizes: 0 asks for every core, the
 * count is capped at WORK_MAX_THREADS_PER_CORE threads per core, and jobs
 * with less than min_work units of work run on the calling thread alone.
 */
#ifndef POKEQ_WORK_H
#define POKEQ_WORK_H

#include <stdint.h>

typedef struct work_control {
    const volatile int *cancel;
    void (*progress)(uint64_t done, uint64_t total, void *context);
    void *context;
    int part, parts;            /* parts 0 or 1: the whole job */
    double *task_seconds;       /* NULL, or each task's CPU seconds at [task - first task of the part] */
} work_control;

typedef struct work_job {
    int tasks;
    int threads;                /* the team size, >= 1 (work_threads) */
    void *shared;               /* passed to every callback as is */
    void *(*worker_new)(void *shared);          /* NULL: out of memory */
    void (*run_task)(void *worker, int task, void *shared);
    void (*merge)(void *worker, void *shared);  /* one at a time, thread order */
    void (*worker_free)(void *worker);
} work_job;

enum { WORK_MAX_THREADS_PER_CORE = 8 };

/* Runs the job's tasks (those of control's part) on job->threads threads.
 * Returns POKEQ_OK, POKEQ_ERR_MEMORY when a worker could not be made (no
 * worker is merged then), or POKEQ_ERR_CANCELLED (positive codes). */
int work_run(const work_job *job, const work_control *control);

/* The team for `asked` threads (0 = all cores) and a job of `work` units:
 * 1 when work < min_work, else asked, capped. */
int work_threads(int asked, uint64_t work, uint64_t min_work);

/* Whether part of parts names a part: parts 0 or 1 with part 0 (the
 * whole job), or 0 <= part < parts. */
int work_part_valid(int part, int parts);

/* The tasks of part `part` of `parts`: [*first, *end). */
void work_part_range(int tasks, const work_control *control, int *first, int *end);

/* A job whose tasks each write their own slot of the shared results
 * needs no per-thread state: these are its worker_new (the shared state
 * itself), merge (nothing) and worker_free (nothing). */
void *work_shared_worker(void *shared);
void work_no_merge(void *worker, void *shared);
void work_no_free(void *worker);

/* Whether control runs the whole job or its part 0: the part that runs a
 * job that does not split into tasks. */
int work_part_first(const work_control *control);

/* Wall-clock seconds from an arbitrary start (monotonic): the one clock. */
double work_seconds(void);

#endif
