/* SPDX-License-Identifier: MIT */
/*
 * bench.h - the parts of `pokeq bench`: evaluator rows and equity
 * workloads, each measured as the median of several runs and printed as a
 * text table or as a JSON member. Single-threaded driver; the equity
 * workloads run the library's own threads.
 */
#ifndef POKEQ_BENCH_H
#define POKEQ_BENCH_H

#include <stddef.h>
#include <stdio.h>

double bench_seconds_now(void);

/* Median of count values (sorts them in place). */
double bench_median(double *values, int count);

/* Every evaluator: table bytes and build time, all 2,598,960 five-card
 * hands, 7-card random access over `hands` pre-dealt hands, 7-card full
 * enumeration. JSON: writes `"evaluators": [...]`. */
int bench_evaluators(FILE *out, int json, size_t hands, int runs);

/* The Omaha evaluators: seat evaluations per second over `deals` random
 * deals, each seat on its own board or a few fixed hands sharing each
 * board (bench_omaha.c). JSON: writes `"omaha": [...]`. */
int bench_omaha(FILE *out, int json, size_t deals, int runs);

/* One pass of the named Omaha loop ("omaha-high", "omaha-hilo",
 * "omaha-shared-2", "omaha-shared-6" or their harness "omaha-empty"), for
 * callgrind. Returns 2 for an unknown name. */
int bench_omaha_loop(const char *name, size_t deals);

/* Exact and Monte Carlo equity workloads with 1 thread and all threads.
 * JSON: writes `"equity": [...]`. */
int bench_equity(FILE *out, int json, int runs);

/* The queries of issue 14 through the public calls, each with the
 * program's command for it. JSON: writes `"queries": [...]`. */
int bench_queries(FILE *out, int json, int runs);

/* The tournament rows: the class matrix on 1 and 2 threads, push/fold at
 * one stack and the 1-25 bb chart, ICM for 9, 12 and 20 players
 * (bench_tourney.c). JSON: writes `"tournaments": [...]`. */
int bench_tourney(FILE *out, int json, int runs);

/* One pass of the named random-access loop (or its empty twin) over hands
 * pre-dealt hands, for callgrind. Returns 2 for an unknown name. */
int bench_single_loop(const char *name, size_t hands);

/* Names accepted by bench_single_loop, NULL-terminated. */
extern const char *const BENCH_LOOP_NAMES[];

#endif
