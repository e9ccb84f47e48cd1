/* SPDX-License-Identifier: MIT */
/*
 * bench_equity.c - equity workloads for `pokeq bench`: exact heads-up and
 * three-way preflop, Monte Carlo trials per second, and a range vs range,
 * each with one thread and with every core, medians of several runs.
 */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "bench.h"

#include "card.h"
#include "pokeq.h"

#include <omp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Fills a scenario of a game from hands written back to back ("AhAs", "KdKc"). */
static void scenario_of(pokeq_scenario *s, const char *const *hands, int players, int game)
{
    memset(s, 0, sizeof *s);
    s->game = game;
    s->players = players;
    for (int p = 0; p < players; p++) {
        int at;
        enum card_list_error kind;
        card_list_parse(hands[p], s->hole[p], pokeq_game_hole_cards(game), &at, &kind);
    }
}

typedef struct workload {
    const char *name;
    const char *players[6];
    int player_count;
    int kind;             /* 0 exact, 1 Monte Carlo, 2 exact ranges */
    uint64_t trials;      /* Monte Carlo */
    int game;             /* enum pokeq_game (0: Hold'em) */
} workload;

enum { EXACT, MONTE_CARLO, EXACT_RANGES };

static const workload WORKLOADS[] = {
    {"exact AhAs vs KdKc preflop", {"AhAs", "KdKc"}, 2, EXACT, 0, 0},
    {"exact AhKh vs QsQd vs JcTc preflop", {"AhKh", "QsQd", "JcTc"}, 3, EXACT, 0, 0},
    {"exact 7c2d vs Ah9s preflop (no suit symmetry)", {"7c2d", "Ah9s"}, 2, EXACT, 0, 0},
    {"exact shortdeck AhAs vs KdKc preflop", {"AhAs", "KdKc"}, 2, EXACT, 0, POKEQ_GAME_SHORTDECK},
    {"Monte Carlo AsKs vs QhQd preflop, 20 M trials", {"AsKs", "QhQd"}, 2, MONTE_CARLO, 20000000, 0},
    {"Monte Carlo 6 players preflop, 10 M trials", {"AsKs", "QhQd", "JcTc", "9h8h", "7d7s", "5c4c"}, 6,
     MONTE_CARLO, 10000000, 0},
    {"exact ranges QQ+,AKs vs random preflop", {"QQ+,AKs", "random"}, 2, EXACT_RANGES, 0, 0},
    {"exact Omaha 7c2d5h9s vs Ah8sKdQc preflop (1,086,008 boards)", {"7c2d5h9s", "Ah8sKdQc"}, 2, EXACT, 0,
     POKEQ_GAME_OMAHA},
    {"exact Omaha hi/lo As2d3cKc vs QhQdJhJd preflop", {"As2d3cKc", "QhQdJhJd"}, 2, EXACT, 0,
     POKEQ_GAME_OMAHA_HILO},
};
enum { WORKLOAD_COUNT = sizeof WORKLOADS / sizeof WORKLOADS[0] };

/* One run; returns its seconds, or a negative number on error. */
static double run_once(const workload *w, int threads)
{
    const double start = bench_seconds_now();
    int rc;
    if (w->kind == EXACT_RANGES) {
        pokeq_range ranges[2];
        pokeq_range_scenario s = {.players = 2};
        for (int p = 0; p < 2; p++) {
            if (pokeq_range_parse(w->players[p], &ranges[p], NULL) != 0)
                return -1;
            s.range[p] = &ranges[p];
        }
        pokeq_range_exact_result result;
        rc = pokeq_exact_ranges(&s, threads, &result, NULL);
    } else {
        pokeq_scenario s;
        scenario_of(&s, w->players, w->player_count, w->game);
        if (w->kind == EXACT) {
            pokeq_exact_result result;
            rc = pokeq_exact(&s, threads, &result);
        } else {
            pokeq_mc_options options = {.seed = 1, .max_trials = w->trials, .threads = threads};
            pokeq_mc_result result;
            rc = pokeq_monte_carlo(&s, &options, &result);
        }
    }
    return rc == 0 ? bench_seconds_now() - start : -1;
}

static double median_run(const workload *w, int threads, int runs)
{
    double times[64];
    for (int r = 0; r < runs; r++)
        if ((times[r] = run_once(w, threads)) < 0)
            return -1;
    return bench_median(times, runs);
}

int bench_equity(FILE *out, int json, int runs)
{
    const int cores = omp_get_num_procs();
    if (json)
        fputs("  \"equity\": [\n", out);
    else
        fprintf(out, "equity workloads (medians of %d; Monte Carlo as M trials/s)\n  %-62s %14s %14s\n", runs,
                "workload", "1 thread", cores > 1 ? "all threads" : "");
    for (int i = 0; i < WORKLOAD_COUNT; i++) {
        const workload *w = &WORKLOADS[i];
        const int w_runs = w->kind == MONTE_CARLO || w->kind == EXACT_RANGES ? (runs < 3 ? runs : 3) : runs;
        const double one = median_run(w, 1, w_runs);
        const double all = median_run(w, 0, w_runs);
        if (one < 0 || all < 0) {
            fprintf(stderr, "pokeq bench: workload '%s' failed\n", w->name);
            return 1;
        }
        const int rate = w->kind == MONTE_CARLO;
        const double one_value = rate ? (double)w->trials / one / 1e6 : one * 1e3;
        const double all_value = rate ? (double)w->trials / all / 1e6 : all * 1e3;
        if (json)
            fprintf(out, "    {\"name\":\"%s\", \"unit\":\"%s\", \"one_thread\":%.4f, \"all_threads\":%.4f}%s\n",
                    w->name, rate ? "Mtrials/s" : "ms", one_value, all_value, i + 1 < WORKLOAD_COUNT ? "," : "");
        else
            fprintf(out, "  %-62s %11.3f %-2s %11.3f %-2s\n", w->name, one_value, rate ? "M" : "ms", all_value,
                    rate ? "M" : "ms");
    }
    if (json)
        fputs("  ],\n", out);
    return 0;
}
