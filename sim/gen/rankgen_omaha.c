/* SPDX-License-Identifier: MIT */
/*
 * rankgen_omaha.c - rankgen's Omaha 4 rankings (`rankgen DIR omaha
 * [TRIALS]`, `rankgen DIR omaha-hilo [TRIALS]`; TRIALS 0 or none: 49,152
 * for omaha, 24,576 for omaha-hilo, whose trials cost more):
 * the 16,432 suit classes of four-card hands (text/omaha_class.h) by
 * equity against one random hand, Monte Carlo, into data/ranking-omaha.tsv
 * (-hilo.tsv). Each class is its representative hand against "random"
 * through pokeq_solve with the same seed and TRIALS trials (whole blocks;
 * the answer depends on the seed and trials only, not on the threads); the
 * file keeps each class's standard error and integer counts. Strongest
 * first; equal equities keep the order of the keys. omaha: 808 M trials,
 * 90 to 270 CPU seconds (21 minutes of wall time at load 20 on 2 cores);
 * omaha-hilo: 404 M trials, 220 CPU seconds (10.7 minutes of wall time at
 * nice on the loaded 2 cores).
 */
#include "pokeq.h"
#include "text/omaha_class.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HANDS = 270725, CLASSES = 16432 };
#define OMAHA_SEED 20261127ULL
#define OMAHA_TRIALS (12ULL * POKEQ_MC_BLOCK_TRIALS)     /* 49,152 */
#define OMAHA_HILO_TRIALS (6ULL * POKEQ_MC_BLOCK_TRIALS) /* 24,576 */

typedef struct omaha_score {
    uint64_t key;
    double equity, stderr_equity;
    uint64_t units, count;
} omaha_score;

static int by_key(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static int stronger_first(const void *a, const void *b)
{
    const omaha_score *x = a, *y = b;
    if (x->equity != y->equity)
        return x->equity < y->equity ? 1 : -1;
    return x->key < y->key ? -1 : x->key > y->key;
}

/* The class keys, ascending, into keys[CLASSES]; 0 or -1. */
static int class_keys(uint64_t *keys)
{
    uint64_t *all = malloc(sizeof *all * HANDS);
    if (all == NULL)
        return -1;
    int n = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++)
                    all[n++] = omaha_class_key(1ULL << a | 1ULL << b | 1ULL << c | 1ULL << d);
    qsort(all, HANDS, sizeof *all, by_key);
    int classes = 0;
    for (int i = 0; i < HANDS; i++)
        if (i == 0 || all[i] != all[i - 1]) {
            if (classes == CLASSES)
                break;
            keys[classes++] = all[i];
        }
    free(all);
    return classes == CLASSES ? 0 : -1;
}

static int solve_class(int game, uint64_t trials, omaha_score *s)
{
    char name[16];
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
    q.method = POKEQ_METHOD_MC;
    q.trials = trials;
    q.seed = OMAHA_SEED;
    q.seats = 2;
    q.seat[0].text = omaha_class_name(s->key, name);
    q.seat[1].text = "random";
    pokeq_result r;
    pokeq_error_info e;
    const int code = pokeq_solve(&q, &r, &e);
    if (code != 0) {
        fprintf(stderr, "rankgen: %s %s: %s\n", pokeq_game_name(game), name, e.message);
        return code;
    }
    s->equity = r.seat[0].equity;
    s->stderr_equity = r.seat[0].stderr_equity;
    s->units = r.seat[0].counts.equity_units;
    s->count = r.count;
    return 0;
}

static void write_header(FILE *out, const char *game, uint64_t trials, double largest_stderr)
{
    fprintf(out,
            "# pokeq's %s ranking (\"N%%\" in --game %s): the 16,432 suit classes of four-card hands\n"
            "# (a class: the hands one renaming of the suits turns into each other; named by its\n"
            "# representative, spades first) by equity against one random hand, strongest first. Written\n"
            "# by `make regen-ranking` (sim/gen/rankgen_omaha.c); do not edit. Monte Carlo (pokeq_solve,\n"
            "# game %s, the representative against \"random\"): %llu trials per class, seed %llu for\n"
            "# every class, thread-independent; stderr: the standard error of the class's equity (the\n"
            "# largest is %.6f), so neighbours closer than a few standard errors are in the sampling's\n"
            "# order. cumulative_percent is of the 270,725 hands; equity = equity_units / (2520 x trials%s).\n"
            "# Columns: rank class cumulative_percent equity stderr equity_units\n",
            game, game, game, (unsigned long long)trials, OMAHA_SEED, largest_stderr,
            strcmp(game, "omaha") == 0 ? "" : " x 2: two half pots a trial");
}

static int write_scores(const char *dir, const char *game, uint64_t trials, omaha_score *scores)
{
    char path[512];
    snprintf(path, sizeof path, "%s/ranking-%s.tsv", dir, game);
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        perror(path);
        return 1;
    }
    double largest = 0;
    for (int i = 0; i < CLASSES; i++)
        largest = scores[i].stderr_equity > largest ? scores[i].stderr_equity : largest;
    write_header(out, game, trials, largest);
    long combos = 0;
    for (int i = 0; i < CLASSES; i++) {
        char name[16];
        combos += omaha_class_combos(scores[i].key);
        fprintf(out, "%d\t%s\t%.6f\t%.6f\t%.6f\t%llu\n", i + 1, omaha_class_name(scores[i].key, name),
                100.0 * (double)combos / HANDS, scores[i].equity, scores[i].stderr_equity,
                (unsigned long long)scores[i].units);
    }
    if (fclose(out) != 0) {
        perror(path);
        return 1;
    }
    fprintf(stderr, "rankgen: wrote %s (largest standard error %.6f)\n", path, largest);
    return 0;
}

int rankgen_omaha(const char *dir, const char *game, uint64_t trials)
{
    const int code = pokeq_game_from_name(game);
    if (code != POKEQ_GAME_OMAHA && code != POKEQ_GAME_OMAHA_HILO) {
        fprintf(stderr, "rankgen: omaha or omaha-hilo\n");
        return 2;
    }
    if (trials == 0)
        trials = code == POKEQ_GAME_OMAHA ? OMAHA_TRIALS : OMAHA_HILO_TRIALS;
    uint64_t *keys = malloc(sizeof *keys * CLASSES);
    omaha_score *scores = malloc(sizeof *scores * CLASSES);
    int status = keys == NULL || scores == NULL || class_keys(keys) != 0;
    for (int i = 0; status == 0 && i < CLASSES; i++) {
        scores[i] = (omaha_score){.key = keys[i]};
        status = solve_class(code, trials, &scores[i]) != 0;
        if ((i + 1) % 1000 == 0)
            fprintf(stderr, "rankgen: %s, %d classes of %d done\n", game, i + 1, CLASSES);
    }
    if (status == 0) {
        qsort(scores, CLASSES, sizeof *scores, stronger_first);
        status = write_scores(dir, game, trials, scores);
    }
    free(keys);
    free(scores);
    return status;
}
