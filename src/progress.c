/* progress.c - the status line on stderr (progress.h). */
#include "progress.h"

#include "output.h"

#include <math.h>

progress progress_make(FILE *out, bool enabled)
{
    return (progress){.out = out, .enabled = enabled};
}

void progress_set_rules(progress *p, const pokeq_mc_options *rules)
{
    p->target_stderr = rules->target_stderr;
    p->max_trials = rules->max_trials;
    p->max_seconds = rules->max_seconds;
}

/* Seconds until the first rule is met, from the rate so far; the error
 * falls as 1/sqrt(trials), so the trials it needs scale with its square.
 * Negative when unknown. */
static double seconds_left(const progress *p, const pokeq_mc_result *r, double worst_stderr)
{
    const double rate = r->seconds > 0 ? (double)r->trials / r->seconds : 0;
    double left = -1;
    if (rate > 0 && p->max_trials > 0)
        left = ((double)p->max_trials - (double)r->trials) / rate;
    if (rate > 0 && p->target_stderr > 0 && worst_stderr > 0) {
        const double needed = (double)r->trials * pow(worst_stderr / p->target_stderr, 2);
        const double by_stderr = fmax(0, needed - (double)r->trials) / rate;
        left = left < 0 ? by_stderr : fmin(left, by_stderr);
    }
    if (p->max_seconds > 0) {
        const double by_time = fmax(0, p->max_seconds - r->seconds);
        left = left < 0 ? by_time : fmin(left, by_time);
    }
    return left;
}

static void on_mc_round(const pokeq_mc_result *r, void *context)
{
    progress *p = context;
    if (!p->enabled || r->seconds < PROGRESS_AFTER_SECONDS ||
        (p->line_shown && r->seconds - p->shown_at < PROGRESS_EVERY_SECONDS))
        return;
    double worst = 0;
    for (int i = 0; i < r->players; i++)
        worst = fmax(worst, r->stderr_equity[i]);
    char trials[32];
    const double rate = r->seconds > 0 ? (double)r->trials / r->seconds : 0;
    fprintf(p->out, "\r\033[K%s trials, %.1f M/s, stderr %.5f", output_thousands(r->trials, trials), rate / 1e6, worst);
    const double left = seconds_left(p, r, worst);
    if (left >= 0)
        fprintf(p->out, ", about %.0f s left", ceil(left));
    fputs(" (Ctrl-C: stop and show)", p->out);
    fflush(p->out);
    p->line_shown = true;
    p->shown_at = r->seconds;
}

static void on_exact_begins(double estimated_seconds, void *context)
{
    progress *p = context;
    if (!p->enabled || estimated_seconds < PROGRESS_AFTER_SECONDS)
        return;
    fprintf(p->out, "\r\033[Kexact: about %.0f s expected...", ceil(estimated_seconds));
    fflush(p->out);
    p->line_shown = true;
}

static void on_finished(void *context)
{
    progress *p = context;
    if (p->line_shown) {
        fputs("\r\033[K", p->out);
        fflush(p->out);
        p->line_shown = false;
    }
}

run_hooks progress_hooks(progress *p, const volatile int *cancel)
{
    return (run_hooks){
        .cancel = cancel,
        .mc_progress = on_mc_round,
        .exact_begins = on_exact_begins,
        .finished = on_finished,
        .context = p,
    };
}
