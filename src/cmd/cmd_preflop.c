/* SPDX-License-Identifier: MIT */
/*
 * cmd_preflop.c - `pokeq preflop vs-random|matrix [options]`: the preflop
 * tables of the library (pokeq.h, "preflop tables"), the exact ones read
 * from the cache when a valid copy is there and computed and stored
 * otherwise (counted by preflop_count, or by the counter pokeq-mpi gives
 * preflop_command). Every exact table is checked before it is shown or stored:
 * vs-random's showdowns are the class's combos x C(50,2) x C(48,5); the
 * matrix's cells are symmetric and each plus its mirror is one pot.
 */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "output/grid.h"
#include "pokeq.h"
#include "shards/preflop_cache.h"
#include "output/preflop_print.h"
#include "shards/preflop_shard.h"
#include "cmd/help.h"
#include "front/preflop_words.h"

#include <errno.h>
#include <limits.h>
#include <omp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RUNOUTS_HEADS_UP 1712304ULL /* C(48,5) */
#define OPPONENT_HANDS 1225ULL      /* C(50,2) */
#define SHORT_RUNOUTS 201376ULL     /* short deck: C(32,5) */
#define SHORT_OPPONENT_HANDS 561ULL /* C(34,2) */
enum { MATRIX_CELLS = POKEQ_CLASSES * POKEQ_CLASSES, SHORT_CLASSES = 81 };

/* Every class's showdowns are its combos x opponent hands x boards, and
 * the pot units at most a whole pot each; short deck: the 81 classes of
 * ranks 6..A so, every other class zero. */
static bool vs_random_table_valid(const pokeq_combo_counts *classes, uint64_t opponent_hands, uint64_t runouts,
                                  int live_classes)
{
    int live = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const uint64_t combos = (uint64_t)pokeq_class_combos(cls);
        live += classes[cls].showdowns != 0;
        if ((classes[cls].showdowns != 0 && classes[cls].showdowns != combos * opponent_hands * runouts) ||
            classes[cls].equity_units > 2520 * classes[cls].showdowns)
            return false;
    }
    return live == live_classes;
}

static bool vs_random_valid(const pokeq_combo_counts *classes)
{
    return vs_random_table_valid(classes, OPPONENT_HANDS, RUNOUTS_HEADS_UP, POKEQ_CLASSES);
}

static bool short_vs_random_valid(const pokeq_combo_counts *classes)
{
    return vs_random_table_valid(classes, SHORT_OPPONENT_HANDS, SHORT_RUNOUTS, SHORT_CLASSES);
}

static bool matrix_valid(const pokeq_combo_counts *m)
{
    for (int i = 0; i < POKEQ_CLASSES; i++)
        for (int j = i; j < POKEQ_CLASSES; j++) {
            const pokeq_combo_counts *a = &m[i * POKEQ_CLASSES + j], *b = &m[j * POKEQ_CLASSES + i];
            if (a->showdowns == 0 || a->showdowns != b->showdowns ||
                a->equity_units + b->equity_units != 2520 * a->showdowns)
                return false;
        }
    return true;
}

/* User text (a word, a path), safe to print (cli_safe); one at a time. */
static const char *safe_text(const char *text)
{
    static char safe[CLI_SAFE_MAX];
    return cli_safe(text, SIZE_MAX, safe, sizeof safe);
}

/* One exact table: how to check it and where it is kept. */
typedef struct exact_table {
    const char *kind;                   /* cache key and what stderr calls it */
    size_t count;
    bool (*valid)(const pokeq_combo_counts *counts);
} exact_table;

static const exact_table VS_RANDOM = {"vs-random-1", POKEQ_CLASSES, vs_random_valid};
static const exact_table SHORT_VS_RANDOM[2] = {
    {"vs-random-1-shortdeck", POKEQ_CLASSES, short_vs_random_valid},
    {"vs-random-1-shortdeck-triton", POKEQ_CLASSES, short_vs_random_valid},
};
static const exact_table MATRIX = {"matrix", MATRIX_CELLS, matrix_valid};

/* How the tables are counted (cmd_preflop: preflop_count; mpi/: parts
 * spread over ranks). */
typedef struct counter {
    preflop_count_fn *count;
    void *context;
} counter;

/* Whether the cache in dir holds a valid copy of t (into counts). */
static bool cached(const exact_table *t, const char *dir, pokeq_combo_counts *counts)
{
    return preflop_cache_load(dir, t->kind, counts, t->count) == 0 && t->valid(counts);
}

/* The table from the cache, else computed (and cached). Returns 0, or the
 * exit status of a failure (reported). */
static int get_exact(const exact_table *t, const preflop_words *w, const counter *c, pokeq_combo_counts *counts)
{
    char dir_buf[PATH_MAX];
    const char *dir = w->no_cache ? NULL : preflop_cache_dir(w->cache, dir_buf, sizeof dir_buf);
    if (dir && cached(t, dir, counts)) {
        if (!w->quiet)
            fprintf(stderr, "pokeq preflop: %s table from the cache in %s\n", t->kind, safe_text(dir));
        return 0;
    }
    const double start = omp_get_wtime();
    const int error = c->count(w, counts, NULL, c->context);
    if (error != 0) {
        fprintf(stderr, "pokeq preflop: %s\n", pokeq_strerror(error));
        return 1;
    }
    if (!t->valid(counts)) {
        fprintf(stderr, "pokeq preflop: internal error: the %s table failed its exact check\n", t->kind);
        return 1;
    }
    if (!w->quiet)
        fprintf(stderr, "pokeq preflop: %s table computed exactly in %.2f s, checked\n", t->kind,
                omp_get_wtime() - start);
    if (dir && preflop_cache_store(dir, t->kind, counts, t->count) != 0 && !w->quiet)
        perror("pokeq preflop: cannot write the cache (going on without it)");
    return 0;
}

static int write_svg(const char *path, const grid_cells *cells)
{
    FILE *out = fopen(path, "w");
    const int written = out != NULL ? grid_write_svg(out, cells) : -1;
    if (out == NULL || fclose(out) != 0 || written != 0) {
        fprintf(stderr, "pokeq preflop: cannot write the SVG file, at '%s': %s\n", safe_text(path), strerror(errno));
        return 1;
    }
    return 0;
}

static int show_vs_random(FILE *out, const vs_random_table *t, const preflop_words *w)
{
    if (w->grid || w->svg) {
        char title[160];
        if (t->stderr_equity == NULL)
            snprintf(title, sizeof title, "Equity against %d random hand (exact)", t->opponents);
        else
            snprintf(title, sizeof title, "Equity against %d random hands (Monte Carlo, %llu trials)", t->opponents,
                     (unsigned long long)t->trials);
        grid_cells *cells = calloc(1, sizeof *cells);
        if (cells == NULL)
            return 1;
        vs_random_grid(t, title, cells);
        int status = 0;
        if (w->grid)
            grid_print_text(out, cells, grid_wants_colour(out));
        if (w->svg)
            status = write_svg(w->svg, cells);
        free(cells);
        if (w->grid || status != 0)
            return status;
    }
    print_vs_random(out, t, w->format);
    return 0;
}

static const exact_table *exact_table_of(const preflop_words *w)
{
    if (strcmp(w->positional[0], "matrix") == 0)
        return &MATRIX;
    return w->game == POKEQ_GAME_HOLDEM ? &VS_RANDOM : w->game == POKEQ_GAME_SHORTDECK ? &SHORT_VS_RANDOM[0]
                                                                                     : &SHORT_VS_RANDOM[1];
}

bool preflop_table_valid(const preflop_words *w, const pokeq_combo_counts *counts)
{
    return exact_table_of(w)->valid(counts);
}

size_t preflop_table_size(const preflop_words *w)
{
    return exact_table_of(w)->count;
}

int preflop_cached(const preflop_words *w, pokeq_combo_counts *counts)
{
    char dir_buf[PATH_MAX];
    const char *dir = preflop_cache_dir(w->cache, dir_buf, sizeof dir_buf);
    return dir != NULL && cached(exact_table_of(w), dir, counts) ? 0 : -1;
}

int preflop_show_table(FILE *out, const preflop_words *w, const pokeq_combo_counts *counts,
                       const pokeq_preflop_mc_result *mc)
{
    if (strcmp(w->positional[0], "matrix") == 0) {
        print_matrix(out, counts, w->format);
        return 0;
    }
    const vs_random_table t =
        mc != NULL ? (vs_random_table){w->opponents, mc->classes, mc->stderr_equity, mc->trials, w->seed, w->game}
                   : (vs_random_table){.opponents = 1, .classes = counts,
                                       .game = w->game};
    return show_vs_random(out, &t, w);
}

static int run_exact(const preflop_words *w, const counter *c)
{
    const exact_table *table = exact_table_of(w);
    pokeq_combo_counts *counts = malloc(table->count * sizeof *counts);
    if (counts == NULL)
        return 1;
    int status = get_exact(table, w, c, counts);
    if (status == 0)
        status = preflop_show_table(stdout, w, counts, NULL);
    free(counts);
    return status;
}

static int run_mc(const preflop_words *w, const counter *c)
{
    pokeq_preflop_mc_result *r = malloc(sizeof *r);
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    if (r == NULL || sums == NULL) {
        free(r);
        free(sums);
        return 1;
    }
    const double start = omp_get_wtime();
    int error = c->count(w, NULL, sums, c->context);
    if (error == 0)
        error = pokeq_preflop_mc_finish(sums, r);
    free(sums);
    int status = 1;
    if (error != 0) {
        fprintf(stderr, "pokeq preflop: %s\n", pokeq_strerror(error));
    } else {
        if (!w->quiet)
            fprintf(stderr, "pokeq preflop: %llu trials in %.2f s\n", (unsigned long long)r->trials,
                    omp_get_wtime() - start);
        status = preflop_show_table(stdout, w, NULL, r);
    }
    free(r);
    return status;
}

/* Every option given applies to the table asked for, or is refused. */
static bool options_refused(const char *table, const preflop_words *w)
{
    enum {
        BOTH = OPTION_THREADS | OPTION_FORMAT | OPTION_QUIET | OPTION_SHARD,
        CACHED = OPTION_CACHE | OPTION_NO_CACHE
    };
    if ((w->given & CACHED) == CACHED) {
        fprintf(stderr, "pokeq preflop: --cache and --no-cache together, at '--no-cache'\n");
        return true;
    }
    if (w->shards > 0 && (w->given & OPTION_CACHE)) {
        fprintf(stderr, "pokeq preflop: a part (--shard) is counted, never cached, at '--cache'\n");
        return true;
    }
    if (w->grid && (w->given & OPTION_FORMAT)) {
        fprintf(stderr, "pokeq preflop: --format does not apply with --grid (a grid is text), at '--format'\n");
        return true;
    }
    if (strcmp(table, "matrix") == 0)
        return preflop_words_only("preflop", w, BOTH | CACHED, "the matrix (it has no grid, opponents or trials)");
    if (w->game != POKEQ_GAME_HOLDEM) {
        if (pokeq_game_hole_cards(w->game) != 2) {
            fprintf(stderr, "pokeq preflop: %s has no 169-class table (a hand is %d cards), at '%s'\n",
                    pokeq_game_name(w->game), pokeq_game_hole_cards(w->game), pokeq_game_name(w->game));
            return true;
        }
        return preflop_words_only("preflop", w, BOTH | CACHED | OPTION_OPPONENTS | OPTION_GAME,
                                  "a short deck table (exact against one random hand, no grid)") ||
               (w->opponents != 1 && preflop_words_only("preflop", w, BOTH | CACHED | OPTION_GAME,
                                                        "a short deck table (exact against one random hand)"));
    }
    if (w->opponents == 1)
        return preflop_words_only("preflop", w, BOTH | CACHED | OPTION_OPPONENTS | OPTION_GRID | OPTION_SVG | OPTION_GAME,
                                  "vs-random against one hand, which is exact (--trials and --seed are for "
                                  "--opponents 2 to 9)");
    return preflop_words_only("preflop", w,
                              BOTH | OPTION_OPPONENTS | OPTION_TRIALS | OPTION_SEED | OPTION_GRID | OPTION_SVG |
                                  OPTION_GAME,
                              "a Monte Carlo table (only the exact ones are cached)");
}

int cmd_preflop(int argc, char **argv)
{
    return preflop_command(argc, argv, preflop_count, NULL);
}

int preflop_command(int argc, char **argv, preflop_count_fn *count, void *context)
{
    const counter c = {count, context};
    if (help_asked(argc, argv)) {
        help_command(stdout, "preflop");
        return 0;
    }
    if (argc > 0 && strcmp(argv[0], "three-way") == 0)
        return cmd_three_way(argc - 1, argv + 1);
    preflop_words w;
    if (preflop_words_parse("preflop", argc, argv, &w) != 0)
        return 2;
    if (w.ranking_given) {
        fprintf(stderr, "pokeq preflop: --ranking is for ranges (pokeq grid, the equity command)\n");
        return 2;
    }
    const char *table = w.positional_count ? w.positional[0] : "";
    if (w.positional_count > 1) {
        fprintf(stderr, "pokeq preflop: one table at a time, at '%s'\n", safe_text(w.positional[1]));
        return 2;
    }
    if (strcmp(table, "vs-random") == 0 || strcmp(table, "matrix") == 0) {
        if (options_refused(table, &w))
            return 2;
        if (w.shards > 0)
            return preflop_shard_run(&w, argc, argv);
        return table[0] == 'v' && w.opponents > 1 ? run_mc(&w, &c) : run_exact(&w, &c);
    }
    fprintf(stderr,
            "usage: pokeq preflop vs-random [--opponents N] [--trials N] [--seed N] [--grid] [--svg FILE]\n"
            "       pokeq preflop matrix\n"
            "       pokeq preflop three-way [--first N] [--count N] [--shard K/N] (cells of the exact 3-way table)\n"
            "  both: [--format text|csv|json] [--threads N] [--cache DIR | --no-cache] [--quiet] [--shard K/N]\n");
    return 2;
}
