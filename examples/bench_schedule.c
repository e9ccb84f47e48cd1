/* SPDX-License-Identifier: MIT */
/*
 * bench_schedule.c - would more threads stay busy? Measures the CPU time of
 * every task of the work runner (work.h: work_control.task_seconds) on one
 * thread, then replays the runner's schedule (each thread takes the next
 * task in order when it is free: schedule(dynamic, 1)) for 2 to 64 threads
 * and prints the efficiency (work / (threads x makespan)) and the largest
 * task against the work per thread. Task CPU times barely move on a busy
 * machine, unlike wall times; a machine with more cores than this one is
 * not needed to see whether a split would keep them busy.
 *
 * Workloads: QQ+,AKs vs random and random vs random (the exact 169-class
 * vs-random table; the preflop matrix deals the same canonical two-card
 * prefixes as its tasks), AhAs vs random (pair tasks), and a Monte Carlo
 * round (its blocks; a round is at least 8 x threads blocks when a
 * standard error stops the run, up to 1,024 under a trial count).
 *
 * Links the library's internal archive (the tasks are internal):
 *   make bench-schedule    [ARGS="quick" leaves out random vs random]
 */
#include "mc/mc.h"
#include "ranges/range_exact.h"
#include "ranges/range_plan.h"
#include "mc/range_sample.h"
#include "core/work.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { MAX_TASKS = 1 << 16, MC_ROUND = 1024 };

static const int THREADS[] = {2, 4, 8, 16, 32, 64};

/* The makespan of tasks[0..n) taken in order by `threads` threads, each the
 * next task when it is free. */
static double makespan(const double *task, int n, int threads)
{
    double free_at[64] = {0};
    double end = 0;
    for (int k = 0; k < n; k++) {
        int t = 0;
        for (int u = 1; u < threads; u++)
            t = free_at[u] < free_at[t] ? u : t;
        free_at[t] += task[k];
        end = free_at[t] > end ? free_at[t] : end;
    }
    return end;
}

static void report(const char *name, const double *task, int n)
{
    double total = 0, largest = 0;
    for (int k = 0; k < n; k++) {
        total += task[k];
        largest = task[k] > largest ? task[k] : largest;
    }
    printf("%s: %d tasks, %.3f s of CPU, largest %.2f ms\n", name, n, total, 1e3 * largest);
    printf("  threads  efficiency  largest / (work per thread)\n");
    for (size_t i = 0; i < sizeof THREADS / sizeof THREADS[0]; i++) {
        const int p = THREADS[i];
        printf("  %7d  %9.1f%%  %26.3f\n", p, 100 * total / (p * makespan(task, n, p)), largest / (total / p));
    }
}

/* Exact ranges a vs b preflop, every task timed. */
static void exact_ranges(const char *a, const char *b, double *task)
{
    pokeq_range ra, rb;
    if (pokeq_range_parse(a, &ra, NULL) != 0 || pokeq_range_parse(b, &rb, NULL) != 0)
        exit(1);
    const pokeq_range_scenario s = {.players = 2, .range = {&ra, &rb}};
    memset(task, 0, MAX_TASKS * sizeof *task);
    work_control control = {0};
    control.task_seconds = task;
    pokeq_range_exact_result r;
    if (range_exact_run(&s, 1, &control, &r, NULL, NULL) != 0)
        exit(1);
    int n = MAX_TASKS;
    while (n > 0 && task[n - 1] == 0)
        n--;
    char name[128];
    snprintf(name, sizeof name, "exact %s vs %s preflop", a, b);
    report(name, task, n);
}

/* A Monte Carlo round of AhAs vs random, every block timed. */
static void mc_round(double *task)
{
    pokeq_range hero, random;
    pokeq_range_parse("AhAs", &hero, NULL);
    pokeq_range_parse("random", &random, NULL);
    const pokeq_range_scenario s = {.players = 2, .range = {&hero, &random}};
    range_plan *r;
    if (range_plan_build(&s, &r) != 0)
        exit(1);
    mc_plan plan;
    mc_plan_init_dealt(&plan, r, 1, NULL);
    tally warm;
    mc_run_block(&plan, MC_ROUND, POKEQ_MC_BLOCK_TRIALS, &warm, NULL); /* caches and pages, untimed */
    for (int b = 0; b < MC_ROUND; b++) {
        tally t;
        struct timespec x, y;
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &x);
        mc_run_block(&plan, (uint64_t)b, POKEQ_MC_BLOCK_TRIALS, &t, NULL);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &y);
        task[b] = (double)(y.tv_sec - x.tv_sec) + 1e-9 * (double)(y.tv_nsec - x.tv_nsec);
    }
    range_plan_free(r);
    report("Monte Carlo AhAs vs random, a round of 1024 blocks", task, MC_ROUND);
    report("Monte Carlo AhAs vs random, a round of 128 blocks (16 threads, a standard-error stop)", task, 128);
}

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "quick") == 0;
    double *task = malloc(MAX_TASKS * sizeof *task);
    if (task == NULL)
        return 1;
    exact_ranges("QQ+,AKs", "random", task);
    exact_ranges("AhAs", "random", task);
    if (!quick)
        exact_ranges("random", "random", task);
    mc_round(task);
    free(task);
    return 0;
}
