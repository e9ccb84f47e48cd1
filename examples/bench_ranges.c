/* SPDX-License-Identifier: MIT */
/* bench_ranges.c - range engine speed, medians of several runs:
 *   exact QQ+,AKs vs random preflop; exact AA,KK,AKs vs QQ+,AK on a flop;
 *   Monte Carlo trials per second for random vs random vs random.
 *
 *   cc ... examples/bench_ranges.c libpokeq.a -fopenmp -lm
 *   bench_ranges [runs] [threads]      (threads 0 = all cores)
 */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "pokeq.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static pokeq_range range_of(const char *text)
{
    pokeq_range r;
    pokeq_range_error e;
    if (pokeq_range_parse(text, &r, &e) != 0) {
        fprintf(stderr, "bench_ranges: '%s': %s\n", text, e.reason);
        exit(1);
    }
    return r;
}

static void check(int error)
{
    if (error != 0) {
        fprintf(stderr, "bench_ranges: %s\n", pokeq_strerror(error));
        exit(1);
    }
}

static double median(double *x, int n)
{
    qsort(x, (size_t)n, sizeof x[0], cmp_double);
    return x[n / 2];
}

static void bench_exact(const char *label, const pokeq_range_scenario *s, int runs, int threads)
{
    double seconds[64];
    pokeq_range_exact_result r;
    for (int i = 0; i < runs; i++) {
        const double start = omp_get_wtime();
        check(pokeq_exact_ranges(s, threads, &r, NULL));
        seconds[i] = omp_get_wtime() - start;
    }
    const double equity = (double)r.player[0].equity_units / (2520.0 * (double)r.showdowns);
    printf("  exact %-34s median %10.3f ms  (%d runs, %d threads, %llu showdowns, equity %.5f)\n", label,
           1e3 * median(seconds, runs), runs, r.threads, (unsigned long long)r.showdowns, equity);
}

int main(int argc, char **argv)
{
    int runs = argc > 1 ? atoi(argv[1]) : 5;
    const int threads = argc > 2 ? atoi(argv[2]) : 0;
    if (runs < 1 || runs > 64)
        runs = 5;
    printf("pokeq range benchmarks, medians:\n");

    const pokeq_range qq_aks = range_of("QQ+,AKs"), random = range_of("random");
    const pokeq_range_scenario preflop = {.players = 2, .range = {&qq_aks, &random}};
    bench_exact("QQ+,AKs vs random, preflop", &preflop, runs, threads);

    const pokeq_range hero = range_of("AA,KK,AKs"), villain = range_of("QQ+,AK");
    pokeq_range_scenario flop = {.players = 2, .range = {&hero, &villain}, .board_count = 3};
    flop.board[0] = pokeq_card_parse("Ks");
    flop.board[1] = pokeq_card_parse("8h");
    flop.board[2] = pokeq_card_parse("2d");
    bench_exact("AA,KK,AKs vs QQ+,AK, flop Ks8h2d", &flop, runs, threads);

    const pokeq_range_scenario three = {.players = 3, .range = {&random, &random, &random}};
    double rate[64];
    for (int i = 0; i < runs; i++) {
        const pokeq_mc_options o = {.seed = 1 + (uint64_t)i, .max_trials = 20000000, .threads = threads};
        pokeq_mc_result r;
        check(pokeq_monte_carlo_ranges(&three, &o, &r, NULL));
        rate[i] = (double)r.trials / r.seconds;
    }
    printf("  Monte Carlo random vs random vs random, preflop  median %6.2f M trials/s  (%d runs of 20 M, threads %d)\n",
           median(rate, runs) / 1e6, runs, threads == 0 ? omp_get_max_threads() : threads);
    return 0;
}
