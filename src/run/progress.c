/* SPDX-License-Identifier: MIT */
/* progress.c - the status line on stderr (progress.h). */
#include "run/progress.h"

#include "output/output.h"

#include <math.h>

progress progress_make(FILE *out, bool enabled)
{
    return (progress){.out = out, .enabled = enabled};
}

void progress_set_rules(progress *p, const pokeq_request *request)
{
    p->target_stderr = request->target_stderr;
    p->max_trials = request->trials;
    p->max_seconds = request->max_seconds;
    if (p->target_stderr == 0 && p->max_trials == 0 && p->max_seconds == 0)
        p->target_stderr = POKEQ_DEFAULT_STDERR;
}

/* Seconds until the first rule is met, from the rate so far; the error
 * falls as 1/sqrt(trials), so the trials it needs scale with its square,
 * but never past the trials that end the run anyway (--trials, or the
 * library's cap of POKEQ_MC_MAX_TRIALS). Negative when unknown. */
static double seconds_left(const progress *p, const pokeq_result *r, double worst_stderr)
{
    const double rate = r->seconds > 0 ? (double)r->count / r->seconds : 0;
    const double cap = p->max_trials > 0 ? (double)p->max_trials : (double)POKEQ_MC_MAX_TRIALS;
    double left = -1;
    if (rate > 0)
        left = fmax(0, cap - (double)r->count) / rate;
    if (rate > 0 && p->target_stderr > 0 && worst_stderr > 0) {
        const double needed = fmin(cap, (double)r->count * pow(worst_stderr / p->target_stderr, 2));
        const double by_stderr = fmax(0, needed - (double)r->count) / rate;
        left = left < 0 ? by_stderr : fmin(left, by_stderr);
    }
    if (p->max_seconds > 0) {
        const double by_time = fmax(0, p->max_seconds - r->seconds);
        left = left < 0 ? by_time : fmin(left, by_time);
    }
    return left;
}

/* Whether a line is due: the run has passed PROGRESS_AFTER_SECONDS and
 * the last line is PROGRESS_EVERY_SECONDS old. */
static bool due(const progress *p, double seconds)
{
    return p->enabled && seconds >= PROGRESS_AFTER_SECONDS &&
           !(p->line_shown && seconds - p->shown_at < PROGRESS_EVERY_SECONDS);
}

static void shown(progress *p, double seconds)
{
    fflush(p->out);
    p->line_shown = true;
    p->shown_at = seconds;
}

static void on_mc_round(progress *p, const pokeq_result *r)
{
    if (r->count == 0 || !due(p, r->seconds))
        return;
    double worst = 0;
    for (int i = 0; i < r->seats; i++)
        worst = fmax(worst, r->seat[i].stderr_equity);
    char trials[32];
    const double rate = r->seconds > 0 ? (double)r->count / r->seconds : 0;
    fprintf(p->out, "\r\033[K%s trials, %.1f M/s, stderr %.5f", output_thousands(r->count, trials), rate / 1e6, worst);
    const double left = seconds_left(p, r, worst);
    if (left >= 3600)
        fprintf(p->out, ", about %.1f h left", left / 3600);
    else if (left >= 120)
        fprintf(p->out, ", about %.0f min left", ceil(left / 60));
    else if (left >= 0)
        fprintf(p->out, ", about %.0f s left", ceil(left));
    fputs(" (Ctrl-C: stop and show)", p->out);
    shown(p, r->seconds);
}

/* Exact: the estimate before the work (when it is long enough to show),
 * then the share done. */
static void on_exact(progress *p, const pokeq_result *r)
{
    if (r->done == 0 && p->enabled && r->exact_estimate >= PROGRESS_AFTER_SECONDS) {
        fprintf(p->out, "\r\033[Kexact: about %.0f s expected...", ceil(r->exact_estimate));
        shown(p, r->seconds);
    } else if (r->done > 0 && due(p, r->seconds)) {
        fprintf(p->out, "\r\033[Kexact: %.0f%% done, %.0f s so far (Ctrl-C: stop)", 100 * r->done, r->seconds);
        shown(p, r->seconds);
    }
}

void progress_update(const pokeq_result *so_far, void *context)
{
    if (so_far->method == POKEQ_METHOD_EXACT)
        on_exact(context, so_far);
    else
        on_mc_round(context, so_far);
}

void progress_finish(progress *p)
{
    if (p->line_shown) {
        fputs("\r\033[K", p->out);
        fflush(p->out);
        p->line_shown = false;
    }
}
