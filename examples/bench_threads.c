/* SPDX-License-Identifier: MIT */
/* bench_threads.c - how the work runner scales: the same jobs on 1, 2, 4,
 * 8, 16 ... threads, medians of wall time in process, with the speed-up
 * and the efficiency (speed-up / threads) against one thread. Meant for a
 * machine with many cores; on fewer cores than threads the figures show
 * oversubscription, not the split.
 *
 *   make bench-threads [ARGS="max_threads runs [label words]"]  (defaults: all cores, 3, every job)
 *
 * Jobs: exact QQ+,AKs vs random and AhAs vs random (pokeq_solve; a dead
 * 2c keeps them on the engine, since without dead cards they are answered
 * from the exact preflop table in microseconds), Monte Carlo rounds of
 * AhAs vs random and of a 6-way spot (fixed trials and seed), the exact
 * 169-class table against a random hand and the 169x169 matrix. Each
 * job's answer is checked to be the same on every thread count.
 */
#include <pokeq.h>

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_RUNS = 15, MAX_COUNTS = 8 };

typedef struct job {
    const char *label;
    /* runs the job on `threads`; writes up to MAX_COUNTS numbers that
     * must not depend on the thread count; returns 0 or an error */
    int (*run)(int threads, uint64_t counts[MAX_COUNTS]);
} job;

/* Solves seats[0..seats) with `dead` out of the deck (NULL: none). */
static int solve(int seats, const char *const *texts, const char *dead, int method, uint64_t trials, int threads,
                 uint64_t counts[MAX_COUNTS])
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = seats;
    for (int s = 0; s < seats; s++)
        q.seat[s].text = texts[s];
    q.dead = dead;
    q.method = method;
    q.threads = threads;
    q.trials = trials;
    q.seed = 7;
    q.exact_limit_seconds = -1;
    pokeq_result r;
    const int code = pokeq_solve(&q, &r, NULL);
    if (code != 0)
        return code;
    counts[0] = r.count;
    for (int s = 0; s < 2; s++) {
        counts[1 + 2 * s] = r.seat[s].counts.wins;
        counts[2 + 2 * s] = r.seat[s].counts.equity_units;
    }
    return 0;
}

static const char *const ranges_vs_random[] = {"QQ+,AKs", "random"};
static const char *const aces_vs_random[] = {"AhAs", "random"};
static const char *const six_way[] = {"AhAs", "KdKc", "QsJs", "random", "random", "random"};

static int exact_ranges(int threads, uint64_t counts[MAX_COUNTS])
{
    return solve(2, ranges_vs_random, "2c", POKEQ_METHOD_EXACT, 0, threads, counts);
}

static int exact_aces(int threads, uint64_t counts[MAX_COUNTS])
{
    return solve(2, aces_vs_random, "2c", POKEQ_METHOD_EXACT, 0, threads, counts);
}

static int mc_aces(int threads, uint64_t counts[MAX_COUNTS])
{
    return solve(2, aces_vs_random, NULL, POKEQ_METHOD_MC, 200000000, threads, counts);
}

static int mc_six_way(int threads, uint64_t counts[MAX_COUNTS])
{
    return solve(6, six_way, NULL, POKEQ_METHOD_MC, 40000000, threads, counts);
}

/* A table's fingerprint: the sums of its showdowns and equity units. */
static void table_sums(const pokeq_combo_counts *cells, size_t count, uint64_t counts[MAX_COUNTS])
{
    for (size_t i = 0; i < count; i++) {
        counts[0] += cells[i].showdowns;
        counts[1] += cells[i].equity_units;
        counts[2] += cells[i].equity_units * (uint64_t)(i + 1);
    }
}

static int vs_random(int threads, uint64_t counts[MAX_COUNTS])
{
    pokeq_combo_counts classes[POKEQ_CLASSES];
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.threads = threads;
    const int code = pokeq_table_vs_random(&q, classes);
    if (code == 0)
        table_sums(classes, POKEQ_CLASSES, counts);
    return code;
}

static int matrix(int threads, uint64_t counts[MAX_COUNTS])
{
    pokeq_combo_counts *cells = malloc(sizeof *cells * POKEQ_CLASSES * POKEQ_CLASSES);
    if (cells == NULL)
        return -POKEQ_ERR_MEMORY;
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.threads = threads;
    const int code = pokeq_table_matrix(&q, cells);
    if (code == 0)
        table_sums(cells, (size_t)POKEQ_CLASSES * POKEQ_CLASSES, counts);
    free(cells);
    return code;
}

static int compare_doubles(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The median wall seconds of `runs` runs on `threads`; 0 on an error or
 * when the counts differ from `expected` (filled by the first call). */
static double median_seconds(const job *j, int threads, int runs, uint64_t expected[MAX_COUNTS], int *first)
{
    double seconds[MAX_RUNS];
    for (int i = 0; i < runs; i++) {
        uint64_t counts[MAX_COUNTS] = {0};
        const double start = omp_get_wtime();
        const int code = j->run(threads, counts);
        seconds[i] = omp_get_wtime() - start;
        if (code != 0) {
            fprintf(stderr, "bench_threads: %s: %s\n", j->label, pokeq_strerror(code));
            return 0;
        }
        if (*first)
            memcpy(expected, counts, sizeof counts);
        *first = 0;
        if (memcmp(expected, counts, sizeof counts) != 0) {
            fprintf(stderr, "bench_threads: %s: other counts on %d threads\n", j->label, threads);
            return 0;
        }
    }
    qsort(seconds, (size_t)runs, sizeof seconds[0], compare_doubles);
    return seconds[runs / 2];
}

static int bench_job(const job *j, int max_threads, int runs)
{
    uint64_t expected[MAX_COUNTS];
    int first = 1;
    double one = 0;
    printf("%s\n", j->label);
    for (int threads = 1; threads <= max_threads; threads *= 2) {
        const double seconds = median_seconds(j, threads, runs, expected, &first);
        if (seconds <= 0)
            return 1;
        if (threads == 1)
            one = seconds;
        printf("  %2d threads  median %9.3f ms  speed-up %5.2f  efficiency %5.1f %%\n", threads, 1e3 * seconds,
               one / seconds, 100.0 * one / seconds / threads);
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char **argv)
{
    const int max_threads = argc > 1 && atoi(argv[1]) > 0 ? atoi(argv[1]) : omp_get_num_procs();
    const char *only = argc > 3 ? argv[3] : ""; /* runs the jobs whose label holds this */
    int runs = argc > 2 ? atoi(argv[2]) : 3;
    if (runs < 1 || runs > MAX_RUNS)
        runs = 3;
    static const job jobs[] = {
        {"exact QQ+,AKs vs random, dead 2c (pokeq_solve, the engine)", exact_ranges},
        {"exact AhAs vs random, dead 2c (pokeq_solve, the engine)", exact_aces},
        {"Monte Carlo AhAs vs random, 200 M trials, seed 7 (pokeq_solve)", mc_aces},
        {"Monte Carlo 6-way AhAs KdKc QsJs random x3, 40 M trials, seed 7 (pokeq_solve)", mc_six_way},
        {"exact 169 classes vs a random hand (pokeq_table_vs_random)", vs_random},
        {"exact 169x169 matrix (pokeq_table_matrix)", matrix},
    };
    printf("pokeq thread scaling: medians of %d runs, 1..%d threads, %d cores seen\n", runs, max_threads,
           omp_get_num_procs());
    int failed = 0;
    for (size_t i = 0; i < sizeof jobs / sizeof jobs[0]; i++)
        if (strstr(jobs[i].label, only) != NULL)
            failed |= bench_job(&jobs[i], max_threads, runs);
    return failed;
}
