/* run.c - choose an engine and run it (run.h). */
#include "run.h"

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Seconds per unit of work on one core, measured on the engines (a
 * 2-core x86 server; see run_exact_estimate) and rounded up, since
 * guessing exact for a job that then takes ten seconds is worse than
 * sampling one that would have taken two: a fixed-hand runout costs a
 * few nanoseconds per player (preflop by ranks), a heads-up range runout
 * 1-10 ns per combo of the two ranges, a multiway one 1-10 ns per
 * assignment. */
#define SECONDS_PER_FIXED_RUNOUT_PLAYER 5e-9
#define SECONDS_PER_HEADS_UP_RUNOUT_COMBO 1e-8
#define SECONDS_PER_ASSIGNMENT_RUNOUT 1e-8

double ratio(double n, double d)
{
    return d != 0 ? n / d : 0;
}

static double binomial(int n, int k)
{
    double c = 1;
    for (int i = 0; i < k; i++)
        c = c * (double)(n - i) / (double)(i + 1);
    return k >= 0 && n >= k ? c : 0;
}

static double now_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int team_size(int threads)
{
    const int cores = omp_get_max_threads();
    return threads > 0 && threads < cores ? threads : cores;
}

/* Work = runouts x what each runout costs: fixed hands evaluate each
 * player once; heads-up ranges sort both ranges' values (their sizes
 * add); three or more ranges visit every assignment (their sizes
 * multiply: an overestimate, as assignments sharing a card are skipped). */
double run_exact_estimate(const job *j, int threads)
{
    const int left = 52 - j->board_count - j->dead_count - 2 * j->players;
    const double runouts = binomial(left, 5 - j->board_count);
    double per_runout;
    if (job_all_fixed(j)) {
        per_runout = SECONDS_PER_FIXED_RUNOUT_PLAYER * j->players;
    } else if (j->players == 2) {
        per_runout = SECONDS_PER_HEADS_UP_RUNOUT_COMBO *
                     (double)(pokeq_range_size(&j->live[0]) + pokeq_range_size(&j->live[1]));
    } else {
        double assignments = 1;
        for (int p = 0; p < j->players; p++)
            assignments *= pokeq_range_size(&j->live[p]);
        per_runout = SECONDS_PER_ASSIGNMENT_RUNOUT * assignments;
    }
    /* the range engines gain about half a core per extra thread */
    const double speedup = 1 + 0.5 * (team_size(threads) - 1);
    return runouts * per_runout / speedup;
}

/* Fills the per-player fractions from exact counts over n showdowns. */
static void fill_exact(outcome *out, const pokeq_player_counts *player, int players, uint64_t n)
{
    out->players = players;
    out->count = n;
    for (int p = 0; p < players; p++) {
        uint64_t ties = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += player[p].ties[k];
        out->equity[p] = ratio((double)player[p].equity_units, 2520.0 * (double)n);
        out->win[p] = ratio((double)player[p].wins, (double)n);
        out->tie[p] = ratio((double)ties, (double)n);
        out->stderr_equity[p] = 0;
    }
}

/* The words of the players, for a message about them all. */
static void players_text(const job *j, char out[256])
{
    out[0] = '\0';
    for (int p = 0; p < j->players; p++) {
        const size_t used = strlen(out);
        snprintf(out + used, 256 - used, "%s%s", p > 0 ? " " : "", j->input[p]);
    }
}

/* An engine's refusal, about the players as a whole: the token lists
 * their words. */
static int engine_error(const job *j, int code, cli_error *error)
{
    char players[256];
    players_text(j, players);
    if (code == -POKEQ_ERR_OVERFLOW)
        return cli_fail(error, -1, players, "the weighted exact counts would pass 2^64; use --mc");
    if (code == -POKEQ_ERR_RANGE_EMPTY)
        return cli_fail(error, -1, players, "no deal gives every player a hand without a shared card");
    return cli_fail(error, -1, players, "%s", pokeq_strerror(code));
}

/* An estimate in the unit that reads best: "about 40 minutes". */
static void duration_text(double seconds, char out[64])
{
    static const struct {
        const char *unit;
        double seconds;
    } units[] = {{"years", 365.25 * 86400}, {"days", 86400}, {"hours", 3600}, {"minutes", 60}};
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++) {
        const double n = seconds / units[i].seconds;
        if (n >= 1e6) {
            snprintf(out, 64, "over a million %s", units[i].unit);
            return;
        }
        if (n >= 2) {
            snprintf(out, 64, "about %.0f %s", n, units[i].unit);
            return;
        }
    }
    snprintf(out, 64, "about %.0f seconds", seconds);
}

/* --exact beyond reach: refused up front rather than left to run for
 * longer than anyone waits. */
static int exact_refused(const job *j, double estimate, cli_error *error)
{
    char players[256], duration[64];
    players_text(j, players);
    duration_text(estimate, duration);
    return cli_fail(error, -1, players, "an exact answer would take %s; use --mc (or narrow the ranges)",
                    duration);
}

/* Returns 0 or the engine's negated pokeq_error. */
static int run_exact(const job *j, outcome *out)
{
    const double start = now_seconds();
    int code;
    if (out->fixed_hands) {
        const pokeq_scenario s = job_scenario(j);
        pokeq_exact_result r;
        code = pokeq_exact(&s, j->options.threads, &r);
        if (code == 0) {
            fill_exact(out, r.player, r.players, r.runouts);
            out->threads = r.threads;
        }
    } else {
        const pokeq_range_scenario s = job_range_scenario(j);
        pokeq_range_exact_result r;
        code = pokeq_exact_ranges(&s, j->options.threads, &r, out->combos);
        if (code == 0) {
            fill_exact(out, r.player, r.players, r.showdowns);
            out->threads = r.threads;
        }
    }
    out->seconds = now_seconds() - start;
    return code;
}

pokeq_mc_options run_mc_rules(const run_options *o)
{
    pokeq_mc_options mc = {
        .seed = o->seed,
        .max_trials = o->max_trials,
        .target_stderr = o->target_stderr,
        .max_seconds = o->max_seconds,
        .threads = o->threads,
    };
    if (mc.max_trials == 0 && mc.target_stderr == 0 && mc.max_seconds == 0)
        mc.target_stderr = DEFAULT_TARGET_STDERR;
    return mc;
}

static int run_mc(const job *j, const run_hooks *hooks, outcome *out, cli_error *error)
{
    const run_options *o = &j->options;
    pokeq_mc_options mc = run_mc_rules(o);
    mc.cancel = hooks->cancel;
    mc.progress = hooks->mc_progress;
    mc.progress_context = hooks->context;
    out->target_stderr = mc.target_stderr;
    out->max_trials = mc.max_trials;
    out->max_seconds = mc.max_seconds;
    pokeq_mc_result r;
    int code;
    if (out->fixed_hands) {
        const pokeq_scenario s = job_scenario(j);
        code = pokeq_monte_carlo(&s, &mc, &r);
    } else {
        const pokeq_range_scenario s = job_range_scenario(j);
        code = pokeq_monte_carlo_ranges(&s, &mc, &r, out->combos);
    }
    if (code != 0)
        return engine_error(j, code, error);
    out->players = r.players;
    out->count = r.trials;
    out->seconds = r.seconds;
    out->threads = team_size(o->threads);
    out->interrupted = r.stopped_by == POKEQ_MC_STOP_CANCEL;
    memcpy(out->equity, r.equity, sizeof out->equity);
    memcpy(out->win, r.win, sizeof out->win);
    memcpy(out->tie, r.tie, sizeof out->tie);
    memcpy(out->stderr_equity, r.stderr_equity, sizeof out->stderr_equity);
    return 0;
}

enum run_mode run_choose(const job *j, double *estimate)
{
    *estimate = run_exact_estimate(j, j->options.threads);
    if (j->options.mode != RUN_AUTO)
        return j->options.mode;
    return *estimate > EXACT_SECONDS_LIMIT ? RUN_MC : RUN_EXACT;
}

int run_job(const job *j, const run_hooks *hooks, outcome *out, cli_error *error)
{
    static const run_hooks no_hooks;
    hooks = hooks != NULL ? hooks : &no_hooks;
    memset(out, 0, sizeof *out);
    out->fixed_hands = job_all_fixed(j);
    if (!out->fixed_hands) {
        out->combos = calloc((size_t)j->players * POKEQ_COMBOS, sizeof *out->combos);
        if (out->combos == NULL)
            return cli_fail(error, -1, "", "out of memory");
    }
    out->automatic = j->options.mode == RUN_AUTO;
    out->mode = run_choose(j, &out->exact_estimate);
    int status;
    if (out->mode == RUN_EXACT && !out->automatic && out->exact_estimate > EXACT_SECONDS_REFUSED) {
        status = exact_refused(j, out->exact_estimate, error);
    } else if (out->mode == RUN_EXACT) {
        if (hooks->exact_begins != NULL)
            hooks->exact_begins(out->exact_estimate, hooks->context);
        const int code = run_exact(j, out);
        /* an automatic choice that overflows the exact counts samples
         * instead: the user asked for an answer, not for a method */
        if (code == -POKEQ_ERR_OVERFLOW && out->automatic) {
            out->mode = RUN_MC;
            memset(out->combos, 0, (size_t)j->players * POKEQ_COMBOS * sizeof *out->combos);
            status = run_mc(j, hooks, out, error);
        } else {
            status = code == 0 ? 0 : engine_error(j, code, error);
        }
    } else {
        status = run_mc(j, hooks, out, error);
    }
    if (hooks->finished != NULL)
        hooks->finished(hooks->context);
    if (status != 0)
        outcome_free(out);
    return status;
}

void outcome_free(outcome *o)
{
    free(o->combos);
    o->combos = NULL;
}
