/* SPDX-License-Identifier: MIT */
/* bench_cost.c - the cost model against the clock: for a grid of scenarios
 * (fixed hands on 2 to 10 seats, ranges heads-up and multiway, every
 * street), pokeq_solve's estimate of the exact answer (result.exact_estimate)
 * next to the time the exact answer really took (result.seconds, the best
 * of a few runs), on 1 and on 2 threads, with the process's CPU time beside
 * it (on one thread it is the time the work took however busy the machine
 * is; the model's constants were fitted to it). Not a test: the figures
 * depend on the machine and on what else runs on it.
 *
 *   make bench-cost                     every case; or
 *   build/bench_cost [MAX_S] [counts]   skips cases estimated above MAX_S seconds
 *                                       (default 30); "counts" asks for per-combo
 *                                       counts, as the program's text output does
 */
#include <pokeq.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Per-combo counts for every run, or NULL. */
static pokeq_combo_counts *combo_counts;

typedef struct cost_case {
    const char *seats[POKEQ_MAX_PLAYERS + 1];  /* NULL-terminated */
    const char *board;
} cost_case;

#define FIXED10 "AhAs", "KdKc", "QhJh", "Tc9c", "8d8s", "7h6h", "5c5d", "4s3s", "2h2d", "Jd9d"

static const cost_case CASES[] = {
    /* fixed hands, 2 to 10 seats, every street */
    {{"AhAs", "KdKc", NULL}, ""},
    {{"AhKh", "QsQd", "JcTc", NULL}, ""},
    {{"AhAs", "KdKc", "QhJh", "Tc9c", NULL}, ""},
    {{"AhAs", "KdKc", "QhJh", "Tc9c", "8d8s", "7h6h", NULL}, ""},
    {{FIXED10, NULL}, ""},
    {{"AhAs", "KdKc", NULL}, "7h2h3c"},
    {{"AhAs", "KdKc", "QhJh", "Tc9c", "8d8s", "7h6h", NULL}, "Kh2c3d"},
    {{FIXED10, NULL}, "Kh6c3d"},
    {{"AhAs", "KdKc", "QhJh", NULL}, "7h2h3c4d"},
    {{FIXED10, NULL}, "Kh6c3dTs"},
    {{"AhAs", "KdKc", NULL}, "7h2h3c4d5s"},
    {{FIXED10, NULL}, "Kh6c3dTs9s"},
    {{"AhKh", "QhJh", "Ts9s", "8s7s", NULL}, "2h3s"},
    {{"AhKh", "QhJh", "Ts9s", "8s7s", "6c6d", "AdQd", NULL}, "2h3s4d"},
    {{"AhKh", "QhJh", "Ts9s", "8s7s", "6c6d", "AdQd", "Kc5c", NULL}, "2h3s4d9h"},
    /* a range against a hand */
    {{"QQ+,AKs", "AhKd", NULL}, ""},
    {{"random", "AhKd", NULL}, "7h2h3c"},
    /* ranges heads-up */
    {{"QQ+,AKs", "JJ-99", NULL}, ""},
    {{"QQ+,AKs", "random", NULL}, ""},
    {{"10%", "25%", NULL}, ""},
    {{"QQ+,AKs", "random", NULL}, "7h2h3c"},
    {{"random", "random", NULL}, "7h2h3c"},
    {{"random", "random", NULL}, "7h2h3c4d"},
    {{"random", "random", NULL}, "7h2h3c4d5s"},
    /* ranges multiway */
    {{"AK", "AK", "AK", "AK", "QQ", NULL}, ""},
    {{"AK", "AK", "AK", "AK", "QQ,JJ", NULL}, ""},
    {{"QQ+", "AKs", "22-55", NULL}, ""},
    {{"QQ+", "AKs", "JJ-99", "AQs", NULL}, ""},
    {{"QQ+,AKs", "random", "random", NULL}, "7h2h3c"},
    {{"random", "random", "random", NULL}, "7h2h3c4d"},
    {{"random", "random", "50%", NULL}, "7h2h3c4d5s"},
    {{"QQ+,AKs", "JJ-99", "AhKd", "7c7d", NULL}, "Ts6s2d"},
    {{"QQ+,AKs", "random", "random", NULL}, "7h2h3c4d"},
    {{"20%", "20%", "20%", NULL}, "Kh6c3dTs9s"},
    {{"10%", "10%", "10%", "10%", NULL}, "Kh6c3dTs"},
    {{"5%", "5%", "5%", "5%", "5%", "5%", NULL}, "Kh6c3dTs9s"},
    {{"AA", "KK", "QQ", "JJ", "TT", "99", "88", "77", NULL}, "2c3d4h5s"},
    {{"AKs", "AQs", "AJs", "KQs", "KJs", "QJs", "T9s", "98s", "87s", "76s", NULL}, "2c3d4h"},
    {{"AK", "AQ", "AJ", "KQ", "KJ", "QJ", "T9s", "98s", "87s", "76s", NULL}, "2c3d4h5s"},
    {{"20%", "20%", "20%", "20%", NULL}, "Kh6c3dTs"},
    {{"10%", "10%", "10%", "10%", "10%", NULL}, "Kh6c3dTs9s"},
};

static double cpu_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* The best of `runs` exact answers, wall and CPU; the first's result. */
/* The case as a request on `threads`, with the per-combo buffer when on. */
static pokeq_request request_of(const cost_case *c, int threads)
{
    pokeq_request q;
    pokeq_request_init(&q);
    for (q.seats = 0; c->seats[q.seats] != NULL; q.seats++)
        q.seat[q.seats].text = c->seats[q.seats];
    q.board = c->board;
    q.threads = threads;
    q.combos = combo_counts;
    q.combos_capacity = combo_counts != NULL ? POKEQ_MAX_PLAYERS * POKEQ_COMBOS : 0;
    return q;
}

static int measure(const cost_case *c, int threads, int runs, pokeq_result *first, double *best, double *cpu)
{
    pokeq_request q = request_of(c, threads);
    q.method = POKEQ_METHOD_EXACT;
    q.exact_limit_seconds = -1;
    *best = *cpu = INFINITY;
    for (int run = 0; run < runs; run++) {
        pokeq_result r;
        pokeq_error_info e;
        const double cpu_start = cpu_seconds();
        if (pokeq_solve(&q, &r, &e) != 0) {
            printf("  error: %s\n", e.message);
            return -1;
        }
        *cpu = fmin(*cpu, cpu_seconds() - cpu_start);
        if (run == 0)
            *first = r;
        *best = fmin(*best, r.seconds);
    }
    return 0;
}

/* The estimate alone: auto with a limit nothing reaches picks Monte Carlo
 * after estimating, and --trials 1 makes that free. */
static double estimate_of(const cost_case *c, int threads)
{
    pokeq_request q = request_of(c, threads);
    q.trials = 1;
    q.auto_exact_seconds = 1e-300;
    pokeq_result r;
    return pokeq_solve(&q, &r, NULL) == 0 ? r.exact_estimate : -1;
}

static void label_of(const cost_case *c, char out[80])
{
    out[0] = '\0';
    for (int p = 0; c->seats[p] != NULL; p++) {
        const size_t used = strlen(out);
        snprintf(out + used, 80 - used, "%s%s", p ? " " : "", c->seats[p]);
    }
    if (c->board[0] != '\0') {
        const size_t used = strlen(out);
        snprintf(out + used, 80 - used, " | %s", c->board);
    }
}

int main(int argc, char **argv)
{
    const double max_seconds = argc > 1 ? atof(argv[1]) : 30;
    if (argc > 2 && strcmp(argv[2], "counts") == 0)
        combo_counts = calloc(POKEQ_MAX_PLAYERS * POKEQ_COMBOS, sizeof *combo_counts);
    printf("%-58s %3s %4s %10s %10s %6s %10s\n", "scenario | board", "thr", "team", "predicted", "measured", "ratio",
           "cpu");
    double worst = 1;
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        for (int threads = 1; threads <= 2; threads++) {
            char label[80];
            label_of(&CASES[i], label);
            const double estimate = estimate_of(&CASES[i], threads);
            if (estimate > max_seconds) {
                printf("%-58.58s %3d %4s %10.4g %10s\n", label, threads, "", estimate, "skipped");
                continue;
            }
            pokeq_result r;
            double best, cpu;
            if (measure(&CASES[i], threads, estimate > 2 ? 1 : 3, &r, &best, &cpu) != 0)
                continue;
            const double ratio = r.exact_estimate / best;
            worst = fmax(worst, fmax(ratio, 1 / ratio));
            printf("%-58.58s %3d %4d %10.3g %10.3g %6.2f %10.3g\n", label, threads, r.threads, r.exact_estimate, best,
                   ratio, cpu);
            fflush(stdout);
        }
    }
    printf("worst factor (predicted against measured wall time): %.2f\n", worst);
    return 0;
}
