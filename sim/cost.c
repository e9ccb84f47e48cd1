/* cost.c - the cost model (cost.h). */
#include "cost.h"

#include <omp.h>
#include <stdio.h>

/* Seconds per unit of work on one core, measured on the engines (a 2-core
 * x86 server) and rounded up, since guessing exact for a job that then
 * takes ten seconds is worse than sampling one that would have taken two:
 * a fixed-hand runout costs a few nanoseconds per player (preflop by
 * ranks), a heads-up range runout 1-10 ns per combo of the two ranges, a
 * multiway one 1-10 ns per assignment. */
#define SECONDS_PER_FIXED_RUNOUT_PLAYER 5e-9
#define SECONDS_PER_HEADS_UP_RUNOUT_COMBO 1e-8
#define SECONDS_PER_ASSIGNMENT_RUNOUT 1e-8

static double binomial(int n, int k)
{
    double c = 1;
    for (int i = 0; i < k; i++)
        c = c * (double)(n - i) / (double)(i + 1);
    return k >= 0 && n >= k ? c : 0;
}

/* Work = runouts x what each runout costs: fixed hands evaluate each seat
 * once; heads-up ranges sort both ranges' values (their sizes add); three
 * or more ranges visit every assignment (their sizes multiply: an
 * overestimate, as assignments sharing a card are skipped). */
double cost_exact_seconds(const resolved *r, int threads)
{
    const int left = 52 - r->board_count - r->dead_count - 2 * r->seats;
    const double runouts = binomial(left, 5 - r->board_count);
    double per_runout;
    if (resolved_all_fixed(r)) {
        per_runout = SECONDS_PER_FIXED_RUNOUT_PLAYER * r->seats;
    } else if (r->seats == 2) {
        per_runout = SECONDS_PER_HEADS_UP_RUNOUT_COMBO *
                     (double)(pokeq_range_size(&r->live[0]) + pokeq_range_size(&r->live[1]));
    } else {
        double assignments = 1;
        for (int p = 0; p < r->seats; p++)
            assignments *= pokeq_range_size(&r->live[p]);
        per_runout = SECONDS_PER_ASSIGNMENT_RUNOUT * assignments;
    }
    /* the range engines gain about half a core per extra thread, and no
     * more threads than cores run at once */
    const int cores = omp_get_max_threads();
    const int team = threads > 0 && threads < cores ? threads : cores;
    const double speedup = 1 + 0.5 * (team - 1);
    return runouts * per_runout / speedup;
}

void cost_duration_text(double seconds, char out[64])
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
