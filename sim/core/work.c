/* SPDX-License-Identifier: MIT */
/* work.c - the one work runner (work.h). */
#include "core/work.h"

#include "pokeq.h"

#include <omp.h>
#include <stdlib.h>
#include <time.h>

double work_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int work_threads(int asked, uint64_t work, uint64_t min_work)
{
    if (work < min_work || asked == 1) /* one thread: no system call for the cap */
        return 1;
    const int cap = WORK_MAX_THREADS_PER_CORE * omp_get_num_procs();
    const int team = asked > 0 ? asked : omp_get_max_threads();
    return team < cap ? team : cap;
}

int work_part_valid(int part, int parts)
{
    return parts >= 0 && part >= 0 && (parts > 1 ? part < parts : part == 0);
}

void work_part_range(int tasks, const work_control *control, int *first, int *end)
{
    const int parts = control != NULL && control->parts > 1 ? control->parts : 1;
    const int part = parts > 1 ? control->part : 0;
    *first = (int)((int64_t)tasks * part / parts);
    *end = (int)((int64_t)tasks * (part + 1) / parts);
}

/* One task, timed into control->task_seconds when asked. */
static void run_one(const work_job *job, const work_control *control, void *worker, int task, int first)
{
    if (control == NULL || control->task_seconds == NULL) {
        job->run_task(worker, task, job->shared);
        return;
    }
    struct timespec a, b;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
    job->run_task(worker, task, job->shared);
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
    control->task_seconds[task - first] = (double)(b.tv_sec - a.tv_sec) + 1e-9 * (double)(b.tv_nsec - a.tv_nsec);
}

void *work_shared_worker(void *shared)
{
    return shared;
}

void work_no_merge(void *worker, void *shared)
{
    (void)worker, (void)shared;
}

void work_no_free(void *worker)
{
    (void)worker;
}

int work_part_first(const work_control *control)
{
    return control == NULL || control->parts <= 1 || control->part == 0;
}

static int cancelled(const work_control *control)
{
    return control != NULL && control->cancel != NULL && *control->cancel;
}

/* Thread 0 reports progress after each of its tasks; the others only
 * count theirs. */
static void task_done(const work_control *control, uint64_t *done, uint64_t total)
{
    uint64_t now;
#pragma omp atomic capture
    now = ++*done;
    if (control != NULL && control->progress != NULL && omp_get_thread_num() == 0)
        control->progress(now, total, control->context);
}

/* One thread: the tasks in order on the calling thread, no team. */
static int work_run_here(const work_job *job, const work_control *control, int first, int end)
{
    void *w = job->worker_new(job->shared);
    if (w == NULL)
        return POKEQ_ERR_MEMORY;
    int stopped = 0;
    uint64_t done = 0;
    for (int task = first; task < end && !stopped; task++) {
        stopped = cancelled(control);
        if (stopped)
            break;
        run_one(job, control, w, task, first);
        done++;
        if (control != NULL && control->progress != NULL)
            control->progress(done, (uint64_t)(end - first), control->context);
    }
    job->merge(w, job->shared);
    job->worker_free(w);
    /* a task may stop halfway when cancel is set while it runs */
    return stopped || cancelled(control) ? POKEQ_ERR_CANCELLED : POKEQ_OK;
}

int work_run(const work_job *job, const work_control *control)
{
    int first, end;
    work_part_range(job->tasks, control, &first, &end);
    if (job->threads <= 1)
        return work_run_here(job, control, first, end);
    const int threads = job->threads > 1 ? job->threads : 1;
    void **workers = calloc((size_t)threads, sizeof *workers);
    if (workers == NULL)
        return POKEQ_ERR_MEMORY;
    uint64_t done = 0;
    const uint64_t total = (uint64_t)(end - first);
    int stopped = 0, failed = 0;
#pragma omp parallel num_threads(threads) if (threads > 1)
    {
        const int me = omp_get_thread_num();
        void *w = job->worker_new(job->shared);
        workers[me] = w;
        if (w == NULL) {
#pragma omp atomic write
            failed = 1;
        }
#pragma omp barrier
        int give_up;
#pragma omp atomic read
        give_up = failed;
#pragma omp for schedule(dynamic, 1) nowait
        for (int task = first; task < end; task++) {
            int stop_now;
#pragma omp atomic read
            stop_now = stopped;
            if (give_up || stop_now)
                continue;
            if (cancelled(control)) {
#pragma omp atomic write
                stopped = 1;
                continue;
            }
            run_one(job, control, w, task, first);
            task_done(control, &done, total);
        }
    }
    if (!failed)
        for (int t = 0; t < threads; t++)
            job->merge(workers[t], job->shared);
    for (int t = 0; t < threads; t++)
        if (workers[t] != NULL)
            job->worker_free(workers[t]);
    free(workers);
    if (failed)
        return POKEQ_ERR_MEMORY;
    return stopped || cancelled(control) ? POKEQ_ERR_CANCELLED : POKEQ_OK;
}
