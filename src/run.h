/*
 * run.h - a resolved job through the right engine: exact or Monte Carlo,
 * fixed hands or ranges, chosen as the options and the work estimate say.
 */
#ifndef POKEQ_RUN_H
#define POKEQ_RUN_H

#include "cli_error.h"
#include "job.h"
#include "pokeq.h"

#include <stdbool.h>
#include <stdint.h>

/* What pokeq runs exactly, at most: an estimate of about a second. */
#define EXACT_SECONDS_LIMIT 1.0

/* What pokeq runs exactly when --exact asks, at most: an estimate of an
 * hour. The estimate may be off a few times; the runs this refuses (three
 * random hands preflop: years) are off by factors no estimate error
 * bridges, and would only hang. */
#define EXACT_SECONDS_REFUSED 3600.0

/* Optional hooks for an interactive run (all may be NULL). */
typedef struct run_hooks {
    const volatile int *cancel;                              /* Monte Carlo stops when *cancel */
    void (*mc_progress)(const pokeq_mc_result *so_far, void *context);
    void (*exact_begins)(double estimated_seconds, void *context);
    void (*finished)(void *context);                         /* after either engine */
    void *context;
} run_hooks;

/* The answer, whichever engine gave it. */
typedef struct outcome {
    enum run_mode mode;             /* RUN_EXACT or RUN_MC: what ran */
    bool automatic;                 /* the estimate chose it */
    double exact_estimate;          /* estimated seconds of an exact run */
    bool interrupted;               /* Monte Carlo stopped by Ctrl-C */
    bool fixed_hands;               /* every player held two known cards */
    uint64_t count;                 /* exact: runouts (fixed hands) or weighted
                                       showdowns (ranges); MC: trials */
    double target_stderr;           /* the MC rules that applied (0 = off) */
    uint64_t max_trials;
    double max_seconds;
    double seconds;                 /* wall time of the engine call */
    int threads;
    int players;
    double equity[POKEQ_MAX_PLAYERS];
    double win[POKEQ_MAX_PLAYERS];
    double tie[POKEQ_MAX_PLAYERS];
    double stderr_equity[POKEQ_MAX_PLAYERS];    /* 0 for exact */
    pokeq_combo_counts *combos;     /* [player * POKEQ_COMBOS + combo] when some
                                       player holds a range, else NULL */
} outcome;

/* The Monte Carlo options for j's rules (without hooks): the default
 * target standard error when j names no stopping rule. */
pokeq_mc_options run_mc_rules(const run_options *o);

/* Estimated seconds of an exact run of j on `threads` threads (0 = all). */
double run_exact_estimate(const job *j, int threads);

/* The engine run_job will use for j: what the options name, else exact
 * when its estimate (written to *estimate) is within EXACT_SECONDS_LIMIT.
 * (An automatic exact run over ranges that would overflow its counts
 * samples instead.) */
enum run_mode run_choose(const job *j, double *estimate);

/* Runs j into *out (release with outcome_free). Returns 0, or -1 with
 * *error describing what was refused: an exact run asked for whose
 * estimate passes EXACT_SECONDS_REFUSED (before any work), or what the
 * engine refused (an overflow asked to be exact, no deal without a shared
 * card, no memory). */
int run_job(const job *j, const run_hooks *hooks, outcome *out, cli_error *error);

void outcome_free(outcome *o);

/* n / d, and 0 when d is 0: a printed ratio is never nan or inf. */
double ratio(double n, double d);

#endif
