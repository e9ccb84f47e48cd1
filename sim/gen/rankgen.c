/* SPDX-License-Identifier: MIT */
/*
 * rankgen.c - `make regen-ranking`: pokeq's own rankings of the 169 hand
 * classes, computed once and written as data that is committed
 * (data/ranking-vs1.tsv, data/ranking-vs3.tsv); the build only converts
 * the data into C (rankdata.c), so what "10%" means changes only with a
 * diff someone reviews. Linked with libpokeq.
 *
 *   rankgen DIR vs1|vs3|shortdeck [RUNS TRIALS_PER_RUN]
 *   rankgen DIR omaha|omaha-hilo [TRIALS_PER_CLASS]   (rankgen_omaha.c)
 *
 * vs1: equity against one random hand, exact (pokeq_table_vs_random:
 *      the range engine's random-vs-random count summed per class); the
 *      file keeps the integer counts. About 2.5 s on 2 cores.
 * vs3: equity in a four-way pot against three random hands, Monte Carlo
 *      with common random numbers (pokeq_table_vs_random_mc): each trial
 *      deals a board and three opponent hands and scores every hero combo
 *      of the 41 cards left, so all classes see the same deals. RUNS
 *      independent runs (seeds SEED, SEED + 1, ...) of TRIALS_PER_RUN each:
 *      the equity is pooled over them, and the spread of the runs gives the
 *      standard error of each class's equity and, what decides the order,
 *      of each difference between neighbours (far smaller than the two
 *      errors combined, since the classes share their deals). Each line
 *      says how many standard errors separate it from the next class. The
 *      answer depends on the seeds and trials only, not on the threads.
 * shortdeck: short deck's 81 hand classes (ranks 6..A, data/ranking-
 *      shortdeck.tsv) by equity against one random short deck hand, exact
 *      (pokeq_solve, game shortdeck, each class against "random"); the
 *      file keeps the integer counts. About a minute on 2 cores. Both
 *      short deck games take their "N%" from it.
 * Every order is strongest first; equal equities keep the grid order.
 */
#include "pokeq.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CLASSES = POKEQ_CLASSES, VS3_RUNS = 64 };
#define VS3_SEED 20240601ULL
#define VS3_RUN_TRIALS (1200ULL * POKEQ_MC_BLOCK_TRIALS) /* 4,915,200 */

typedef struct class_score {
    int cls;
    double equity;
} class_score;

static int stronger_first(const void *a, const void *b)
{
    const class_score *x = a, *y = b;
    if (x->equity != y->equity)
        return x->equity < y->equity ? 1 : -1;
    return x->cls - y->cls;
}

static void order_of(const double equity[CLASSES], int order[CLASSES])
{
    class_score scores[CLASSES];
    for (int cls = 0; cls < CLASSES; cls++)
        scores[cls] = (class_score){cls, equity[cls]};
    qsort(scores, CLASSES, sizeof scores[0], stronger_first);
    for (int i = 0; i < CLASSES; i++)
        order[i] = scores[i].cls;
}

static int class_combos(int cls)
{
    const int row = cls / 13, column = cls % 13;
    return row == column ? 6 : row < column ? 4 : 12;
}

/* The start of a data line: rank, class, cumulative percent of the
 * deck's deck_combos combos. */
static void line_start(FILE *out, int i, int cls, int *combos, int deck_combos)
{
    char name[4];
    *combos += class_combos(cls);
    fprintf(out, "%d\t%s\t%.6g", i + 1, pokeq_class_name(cls, name), 100.0 * *combos / deck_combos);
}

static FILE *open_in(const char *dir, const char *file, char path[512])
{
    snprintf(path, 512, "%s/%s", dir, file);
    FILE *out = fopen(path, "w");
    if (out == NULL)
        perror(path);
    return out;
}

static int close_out(FILE *out, const char *path)
{
    if (fclose(out) != 0) {
        perror(path);
        return 1;
    }
    fprintf(stderr, "rankgen: wrote %s\n", path);
    return 0;
}

/* An exact ranking: n classes (grid cells cells[k]) with their integer
 * counts, written strongest first under header; cumulative percents are
 * of the deck's deck_combos combos. */
typedef struct exact_ranking {
    const char *file, *header;
    int n, deck_combos;
    const int *cells;
    const pokeq_combo_counts *counts;
} exact_ranking;

static double equity_of(const pokeq_combo_counts *c)
{
    return (double)c->equity_units / (2520.0 * (double)c->showdowns);
}

static int write_exact(const char *dir, const exact_ranking *x)
{
    class_score scores[CLASSES];
    for (int k = 0; k < x->n; k++)
        scores[k] = (class_score){k, equity_of(&x->counts[k])};
    qsort(scores, (size_t)x->n, sizeof scores[0], stronger_first);
    char path[512];
    FILE *out = open_in(dir, x->file, path);
    if (out == NULL)
        return 1;
    fputs(x->header, out);
    int combos = 0;
    for (int i = 0; i < x->n; i++) {
        const int k = scores[i].cls;
        line_start(out, i, x->cells[k], &combos, x->deck_combos);
        fprintf(out, "\t%.9f\t%llu\t%llu\n", scores[i].equity, (unsigned long long)x->counts[k].equity_units,
                (unsigned long long)x->counts[k].showdowns);
    }
    return close_out(out, path);
}

static int write_vs1(const char *dir)
{
    pokeq_combo_counts classes[CLASSES];
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    const int error = pokeq_table_vs_random(&q, classes);
    if (error != 0) {
        fprintf(stderr, "rankgen: %s\n", pokeq_strerror(error));
        return 1;
    }
    int cells[CLASSES];
    for (int cls = 0; cls < CLASSES; cls++)
        cells[cls] = cls;
    const exact_ranking x = {
        "ranking-vs1.tsv",
        "# pokeq's ranking POKEQ_RANKING_VS1 (--ranking vs1): the 169 hand classes by equity against one\n"
        "# random hand, strongest first. Written by `make regen-ranking` (sim/gen/rankgen.c); do not edit.\n"
        "# Exact (pokeq_table_vs_random): every combo of the class, every opponent hand of the 50 cards\n"
        "# left and every board; equity = equity_units / (2520 x showdowns).\n"
        "# Columns: rank class cumulative_percent equity equity_units showdowns\n",
        CLASSES, POKEQ_COMBOS, cells, classes};
    return write_exact(dir, &x);
}

/* ---- short deck ---- */

enum { SHORT_RANKS = 9, SHORT_COMBOS = 630 }; /* ranks A..6 */

/* One class against a random short deck hand, exact. */
static int short_class_counts(int cls, pokeq_combo_counts *out)
{
    char name[4];
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_SHORTDECK;
    q.method = POKEQ_METHOD_EXACT;
    q.exact_limit_seconds = -1;
    q.seats = 2;
    q.seat[0].text = pokeq_class_name(cls, name);
    q.seat[1].text = "random";
    pokeq_result r;
    pokeq_error_info e;
    const int code = pokeq_solve(&q, &r, &e);
    if (code != 0) {
        fprintf(stderr, "rankgen: shortdeck %s: %s\n", name, e.message);
        return code;
    }
    out->showdowns = r.count;
    out->equity_units = r.seat[0].counts.equity_units;
    return 0;
}

static int write_shortdeck(const char *dir)
{
    pokeq_combo_counts counts[SHORT_RANKS * SHORT_RANKS];
    int cells[SHORT_RANKS * SHORT_RANKS];
    for (int k = 0; k < SHORT_RANKS * SHORT_RANKS; k++) {
        cells[k] = (k / SHORT_RANKS) * 13 + k % SHORT_RANKS; /* the grid's rows and columns ace..six */
        if (short_class_counts(cells[k], &counts[k]) != 0)
            return 1;
    }
    const exact_ranking x = {
        "ranking-shortdeck.tsv",
        "# pokeq's short deck ranking (\"N%\" in --game shortdeck and shortdeck-triton): the 81 hand\n"
        "# classes of ranks 6..A by equity against one random short deck hand (shortdeck rules: a\n"
        "# straight beats three of a kind), strongest first. Written by `make regen-ranking`\n"
        "# (sim/gen/rankgen.c); do not edit. Exact (pokeq_solve, game shortdeck): every combo of the\n"
        "# class, every opponent hand of the 34 cards left and every board; cumulative_percent is of\n"
        "# the deck's 630 combos; equity = equity_units / (2520 x showdowns).\n"
        "# Columns: rank class cumulative_percent equity equity_units showdowns\n",
        SHORT_RANKS * SHORT_RANKS, SHORT_COMBOS, cells, counts};
    return write_exact(dir, &x);
}

/* Mean and standard error of the mean of x[0..n). */
static double mean_of(const double *x, int n, double *stderr_of_mean)
{
    double sum = 0, squares = 0;
    for (int i = 0; i < n; i++)
        sum += x[i];
    const double mean = sum / n;
    for (int i = 0; i < n; i++)
        squares += (x[i] - mean) * (x[i] - mean);
    *stderr_of_mean = n > 1 ? sqrt(squares / (n - 1) / n) : 0;
    return mean;
}

typedef struct vs3_runs {
    int runs;
    unsigned long long run_trials;
    unsigned long long showdowns[CLASSES], units[CLASSES];
    double (*equity)[CLASSES]; /* [run][class] */
} vs3_runs;

static int run_vs3(vs3_runs *v)
{
    pokeq_preflop_mc_result *r = malloc(sizeof *r);
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    int error = r && sums ? 0 : -POKEQ_ERR_MEMORY;
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.opponents = 3;
    q.trials = v->run_trials;
    for (int k = 0; k < v->runs && error == 0; k++) {
        q.seed = VS3_SEED + (unsigned)k;
        error = pokeq_table_vs_random_mc(&q, sums);
        if (error == 0)
            error = pokeq_preflop_mc_finish(sums, r);
        for (int cls = 0; error == 0 && cls < CLASSES; cls++) {
            v->showdowns[cls] += r->classes[cls].showdowns;
            v->units[cls] += r->classes[cls].equity_units;
            v->equity[k][cls] = r->equity[cls];
        }
        if ((k + 1) % 8 == 0 || k + 1 == v->runs)
            fprintf(stderr, "rankgen: vs3, %d runs of %d done\n", k + 1, v->runs);
    }
    free(r);
    free(sums);
    return error;
}

static int write_vs3(const char *dir, int runs, unsigned long long run_trials)
{
    vs3_runs v = {.runs = runs, .run_trials = run_trials, .equity = calloc((size_t)runs, sizeof *v.equity)};
    double *x = malloc((size_t)runs * sizeof *x);
    int error = v.equity == NULL || x == NULL ? -POKEQ_ERR_MEMORY : run_vs3(&v);
    if (error != 0) {
        fprintf(stderr, "rankgen: %s\n", pokeq_strerror(error));
        return 1;
    }
    double equity[CLASSES], se[CLASSES], z[CLASSES];
    for (int cls = 0; cls < CLASSES; cls++) {
        equity[cls] = (double)v.units[cls] / (2520.0 * (double)v.showdowns[cls]);
        for (int k = 0; k < runs; k++)
            x[k] = v.equity[k][cls];
        mean_of(x, runs, &se[cls]);
    }
    int order[CLASSES], combos = 0, doubtful = 0;
    order_of(equity, order);
    for (int i = 0; i + 1 < CLASSES; i++) {
        double se_gap;
        for (int k = 0; k < runs; k++)
            x[k] = v.equity[k][order[i]] - v.equity[k][order[i + 1]];
        mean_of(x, runs, &se_gap);
        z[i] = se_gap > 0 ? (equity[order[i]] - equity[order[i + 1]]) / se_gap : INFINITY;
        doubtful += z[i] < 3;
    }
    char path[512];
    FILE *out = open_in(dir, "ranking-vs3.tsv", path);
    if (out == NULL)
        return 1;
    fprintf(out,
            "# pokeq's ranking POKEQ_RANKING_VS3 (--ranking vs3): the 169 hand classes by equity in a four-way\n"
            "# pot against three random hands, strongest first. Written by `make regen-ranking`\n"
            "# (sim/gen/rankgen.c); do not edit. Monte Carlo with common random numbers\n"
            "# (pokeq_table_vs_random_mc, 3 opponents): %d runs of %llu trials, seeds %llu..%llu,\n"
            "# %llu trials in all; each trial deals a board and three opponent hands and scores every hero\n"
            "# combo of the 41 cards left. equity: pooled over the runs; stderr: its standard error, from the\n"
            "# spread of the runs; gap_z: the gap to the next class in standard errors of that difference\n"
            "# (from the spread of the runs' differences).\n"
            "# Neighbours less than 3 standard errors apart (their order is the sampling's): %d\n",
            runs, run_trials, VS3_SEED, VS3_SEED + (unsigned)runs - 1, (unsigned long long)runs * run_trials, doubtful);
    for (int i = 0; i + 1 < CLASSES; i++) {
        char a[4], b[4];
        if (z[i] < 3)
            fprintf(out, "#   %s above %s by %.1f standard errors\n", pokeq_class_name(order[i], a),
                    pokeq_class_name(order[i + 1], b), z[i]);
    }
    fprintf(out, "# Columns: rank class cumulative_percent equity stderr gap_z\n");
    for (int i = 0; i < CLASSES; i++) {
        const int cls = order[i];
        line_start(out, i, cls, &combos, POKEQ_COMBOS);
        fprintf(out, "\t%.7f\t%.7f\t", equity[cls], se[cls]);
        fprintf(out, i + 1 < CLASSES ? "%.1f\n" : "-\n", i + 1 < CLASSES ? z[i] : 0.0);
    }
    free(v.equity);
    free(x);
    fprintf(stderr, "rankgen: %d neighbours under 3 standard errors apart\n", doubtful);
    return close_out(out, path);
}

int rankgen_omaha(const char *dir, const char *game, uint64_t trials); /* rankgen_omaha.c */

int main(int argc, char **argv)
{
    const char *which = argc >= 3 ? argv[2] : "";
    const int omaha = strcmp(which, "omaha") == 0 || strcmp(which, "omaha-hilo") == 0;
    if (omaha && argc <= 4)
        return rankgen_omaha(argv[1], which, argc == 4 ? strtoull(argv[3], NULL, 10) : 0);
    if (argc < 3 || (strcmp(which, "vs1") != 0 && strcmp(which, "vs3") != 0 && strcmp(which, "shortdeck") != 0) ||
        argc == 4 || argc > 5) {
        fprintf(stderr, "usage: rankgen DIR vs1|vs3|shortdeck [RUNS TRIALS_PER_RUN]\n"
                        "       rankgen DIR omaha|omaha-hilo [TRIALS_PER_CLASS]\n");
        return 2;
    }
    if (strcmp(which, "vs1") == 0)
        return write_vs1(argv[1]);
    if (strcmp(which, "shortdeck") == 0)
        return write_shortdeck(argv[1]);
    const int runs = argc == 5 ? atoi(argv[3]) : VS3_RUNS;
    const unsigned long long trials = argc == 5 ? strtoull(argv[4], NULL, 10) : VS3_RUN_TRIALS;
    if (runs < 2 || trials == 0) {
        fprintf(stderr, "rankgen: RUNS must be 2 or more and TRIALS_PER_RUN 1 or more\n");
        return 2;
    }
    return write_vs3(argv[1], runs, trials);
}
