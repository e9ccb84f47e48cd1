/* SPDX-License-Identifier: MIT */
/*
 * bench_tourney.c - the tournament rows of `pokeq bench` (issue 32): the
 * exact class matrix the push/fold solver reads, built on 1 and 2
 * threads (one run each: seconds of work), the heads-up push/fold
 * equilibrium at one stack and the 1-25 bb chart (by 0.5: 49 stacks) from
 * the built matrix, and ICM for 9, 12 and 20 players (exact) - each with
 * the program's command for it. In process through the public calls.
 */
#include "bench.h"

#include "pokeq.h"

#include <stdlib.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static double matrix_seconds(int threads, pokeq_combo_counts *m)
{
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.threads = threads;
    const double start = bench_seconds_now();
    return pokeq_table_matrix(&q, m) == 0 ? bench_seconds_now() - start : -1;
}

/* Solves stacks from..to by step; seconds, or -1. */
static double chart_seconds(const pokeq_combo_counts *m, double from, double to, double step)
{
    pokeq_pushfold_request q;
    pokeq_pushfold_request_init(&q);
    q.matrix = m;
    static pokeq_pushfold_result r;
    const double start = bench_seconds_now();
    for (q.stack = from; q.stack <= to + 1e-9; q.stack += step)
        if (pokeq_pushfold(&q, &r) != 0)
            return -1;
    return bench_seconds_now() - start;
}

static double icm_seconds(int players, int calls)
{
    double stacks[20], payout[9], equity[20];
    for (int i = 0; i < players; i++)
        stacks[i] = 1000 + 137 * i;
    for (int p = 0; p < 9; p++)
        payout[p] = 100.0 / (p + 1);
    pokeq_icm_request q;
    pokeq_icm_request_init(&q);
    q.players = players;
    q.stacks = stacks;
    q.payouts = 9;
    q.payout = payout;
    pokeq_icm_result r = {.equity = equity};
    const double start = bench_seconds_now();
    for (int c = 0; c < calls; c++)
        if (pokeq_icm(&q, &r) != 0)
            return -1;
    return (bench_seconds_now() - start) / calls;
}

typedef struct row {
    const char *name, *unit, *command;
    double value;
} row;

static double median_runs(int runs, double (*once)(const pokeq_combo_counts *, int), const pokeq_combo_counts *m,
                          int arg)
{
    double figures[64];
    const int n = runs < 64 ? runs : 64;
    for (int k = 0; k < n; k++)
        if ((figures[k] = once(m, arg)) < 0)
            return -1;
    return bench_median(figures, n);
}

static double one_stack_ms(const pokeq_combo_counts *m, int stack) { return 1e3 * chart_seconds(m, stack, stack, 1); }
static double chart_s(const pokeq_combo_counts *m, int unused) { return (void)unused, chart_seconds(m, 1.5, 25, 0.5); }
static double icm_us(const pokeq_combo_counts *m, int players) { return (void)m, 1e6 * icm_seconds(players, 20); }

int bench_tourney(FILE *out, int json, int runs)
{
    pokeq_combo_counts *m = malloc(CELLS * sizeof *m);
    if (m == NULL)
        return 1;
    row rows[] = {
        {"class matrix, 1 thread (one run)", "s", "pokeq preflop matrix --no-cache --threads 1", 0},
        {"class matrix, 2 threads (one run)", "s", "pokeq preflop matrix --no-cache --threads 2", 0},
        {"push/fold, 10 bb", "ms", "pokeq pushfold --stack 10", 0},
        {"push/fold chart 1-25 bb by 0.5", "s", "pokeq pushfold --stack 1-25", 0},
        {"ICM, 9 players, exact", "us", "pokeq icm --stacks (9) --payouts (9)", 0},
        {"ICM, 12 players, exact", "us", "pokeq icm --stacks (12) --payouts (9)", 0},
        {"ICM, 20 players, exact", "us", "pokeq icm --stacks (20) --payouts (9)", 0},
    };
    rows[0].value = matrix_seconds(1, m);
    rows[1].value = matrix_seconds(2, m);
    rows[2].value = median_runs(runs, one_stack_ms, m, 10);
    rows[3].value = median_runs(runs < 3 ? runs : 3, chart_s, m, 0);
    rows[4].value = median_runs(runs, icm_us, NULL, 9);
    rows[5].value = median_runs(runs, icm_us, NULL, 12);
    rows[6].value = median_runs(runs, icm_us, NULL, 20);
    free(m);
    const int count = sizeof rows / sizeof rows[0];
    if (json)
        fputs("  \"tournaments\": [\n", out);
    else
        fprintf(out, "tournaments (issue 32; in process, medians of %d but the matrix)\n  %-38s %12s %-4s  %s\n",
                runs, "workload", "pokeq", "", "command");
    int status = 0;
    for (int i = 0; i < count; i++) {
        status |= rows[i].value < 0;
        if (json)
            fprintf(out, "    {\"name\":\"%s\", \"unit\":\"%s\", \"value\":%.4f, \"command\":\"%s\"}%s\n", rows[i].name,
                    rows[i].unit, rows[i].value, rows[i].command, i + 1 < count ? "," : "");
        else
            fprintf(out, "  %-38s %12.3f %-4s  %s\n", rows[i].name, rows[i].value, rows[i].unit, rows[i].command);
    }
    if (json)
        fputs("  ],\n", out);
    return status;
}
