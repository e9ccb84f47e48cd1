/* SPDX-License-Identifier: MIT */
/*
 * cmd_pushfold.c - `pokeq pushfold --stack S|FROM-TO [--ante A] [--step X]
 * [--players 2] [--grid] [--svg FILE] [--call-svg FILE] [--format F]
 * [--cache DIR | --no-cache] [--threads N] [--quiet]`: the heads-up
 * push/fold equilibrium (pokeq_pushfold) at one stack, or a chart over
 * stacks FROM to TO by --step (those above 1 + ante). The class matrix
 * comes from the cache `pokeq preflop matrix` keeps (preflop_cache.h), or
 * is computed once and stored there.
 */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "front/args.h"
#include "output/grid.h"
#include "cmd/help.h"
#include "front/numbers.h"
#include "front/options.h"
#include "pokeq.h"
#include "shards/preflop_cache.h"
#include "output/pushfold_print.h"
#include "front/stream.h"

#include <errno.h>
#include <limits.h>
#include <omp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    PF_STACK, PF_ANTE, PF_STEP, PF_PLAYERS, PF_FORMAT, PF_GRID, PF_SVG, PF_CALL_SVG, PF_THREADS, PF_CACHE,
    PF_NO_CACHE, PF_QUIET, PF_OPTIONS
};
static const option_spec PF_SPECS[PF_OPTIONS] = {
    [PF_STACK] = {.name = "--stack", .kind = VALUE_TEXT},
    [PF_ANTE] = {.name = "--ante", .kind = VALUE_DECIMAL, .low = 0, .high = 1e5, .low_inclusive = true,
                 .bad_value = "--ante must be a number from 0 to 100000 big blinds"},
    [PF_STEP] = {.name = "--step", .kind = VALUE_DECIMAL, .low = 0.01, .high = 1e5, .low_inclusive = true,
                 .bad_value = "--step must be a number of big blinds, 0.01 or more"},
    [PF_PLAYERS] = {.name = "--players", .kind = VALUE_WHOLE, .low = 2, .high = 6,
                    .bad_value = "--players must be 2 to 6"},
    [PF_FORMAT] = {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES,
                   .bad_value = "--format is text, json or csv"},
    [PF_GRID] = {.name = "--grid", .kind = VALUE_NONE},
    [PF_SVG] = {.name = "--svg", .kind = VALUE_TEXT},
    [PF_CALL_SVG] = {.name = "--call-svg", .kind = VALUE_TEXT},
    [PF_THREADS] = {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = 1024,
                    .bad_value = "--threads must be 0 to 1024 (0 = all cores)"},
    [PF_CACHE] = {.name = "--cache", .kind = VALUE_TEXT},
    [PF_NO_CACHE] = {.name = "--no-cache", .kind = VALUE_NONE},
    [PF_QUIET] = {.name = "--quiet", .alias = "-q", .kind = VALUE_NONE},
};

enum { CHART_MAX_STACKS = 100000, MATRIX_CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static int fail(const char *what, const char *word)
{
    char safe[CLI_SAFE_MAX];
    fprintf(stderr, "pokeq pushfold: %s, at '%s'\n", what, cli_safe(word, SIZE_MAX, safe, sizeof safe));
    return EXIT_BAD_INPUT;
}

/* What the words ask. */
typedef struct pushfold_words {
    double from, to, step, ante;
    bool chart;
    enum out_format format;
    const option_value *v;
} pushfold_words;

/* "S" or "FROM-TO" (FROM < TO), each a plain decimal. */
static int read_stacks(const char *text, pushfold_words *pw)
{
    const char *dash = strchr(text, '-');
    char first[64];
    const size_t length = dash ? (size_t)(dash - text) : strlen(text);
    if (length >= sizeof first)
        return fail("--stack is a number of big blinds or a range FROM-TO", text);
    memcpy(first, text, length);
    first[length] = '\0';
    if (!number_decimal(first, &pw->from) || (dash && !number_decimal(dash + 1, &pw->to)))
        return fail("--stack is a number of big blinds or a range FROM-TO, like 10 or 1-25", text);
    pw->chart = dash != NULL;
    if (!pw->chart)
        pw->to = pw->from;
    if (pw->to > 1e6 || (pw->chart && pw->to <= pw->from))
        return fail("--stack: a range goes up (FROM < TO), to at most 1000000 big blinds", text);
    if (pw->to <= 1 + pw->ante)
        return fail(pw->chart ? "--stack: no stack of the range is above 1 + ante (the blind and ante posted)"
                              : "--stack must be above 1 + ante (the blind and ante posted)", text);
    return 0;
}

static int read_words(const option_words *w, pushfold_words *pw)
{
    const option_value *v = w->value;
    *pw = (pushfold_words){.step = v[PF_STEP].given ? v[PF_STEP].decimal : 0.5, .v = v};
    pw->ante = v[PF_ANTE].given ? v[PF_ANTE].decimal : 0;
    pw->format = v[PF_FORMAT].given ? (enum out_format)v[PF_FORMAT].whole : FORMAT_TEXT;
    if (w->positional_count > 0)
        return fail("pushfold takes options only (--stack, --ante)", w->positional[0]);
    if (!v[PF_STACK].given) {
        fprintf(stderr, "usage: pokeq pushfold --stack S|FROM-TO [--ante A] [--step X] [--players 2] [--grid]\n"
                        "                      [--svg FILE] [--call-svg FILE] [--format text|json|csv]\n"
                        "                      [--cache DIR | --no-cache] [--threads N] [--quiet]\n");
        return EXIT_BAD_INPUT;
    }
    if (v[PF_PLAYERS].given && v[PF_PLAYERS].whole != 2)
        return fail("--players: only heads-up (2) is solved so far", v[PF_PLAYERS].text);
    if (v[PF_CACHE].given && v[PF_NO_CACHE].given)
        return fail("--cache and --no-cache together", "--no-cache");
    if (v[PF_GRID].given && v[PF_FORMAT].given)
        return fail("--format does not apply with --grid (a grid is text)", "--format");
    const int status = read_stacks(v[PF_STACK].text, pw);
    if (status == 0 && !pw->chart && v[PF_STEP].given)
        return fail("--step is for a range of stacks (--stack FROM-TO)", "--step");
    if (status != 0 || !pw->chart)
        return status;
    if ((pw->to - pw->from) / pw->step >= CHART_MAX_STACKS)
        return fail("--step: too many stacks in the range (100000 at most)", v[PF_STEP].text);
    const int steps = (int)((pw->to - pw->from) / pw->step + 1e-9);
    if (pw->from + steps * pw->step <= 1 + pw->ante)
        return fail("--stack: no stack of the range (by --step) is above 1 + ante", v[PF_STACK].text);
    return 0;
}

/* The class matrix from the cache, else computed (and stored). */
static int get_matrix(const pushfold_words *pw, pokeq_combo_counts *matrix)
{
    const option_value *v = pw->v;
    char buf[PATH_MAX], safe[CLI_SAFE_MAX];
    const char *dir = v[PF_NO_CACHE].given ? NULL : preflop_cache_dir(v[PF_CACHE].given ? v[PF_CACHE].text : NULL,
                                                                      buf, sizeof buf);
    if (dir && preflop_cache_load(dir, "matrix", matrix, MATRIX_CELLS) == 0)
        return 0;
    if (!v[PF_QUIET].given)
        fprintf(stderr, "pokeq pushfold: computing the exact class matrix once (cached for next time)\n");
    const double start = omp_get_wtime();
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.threads = v[PF_THREADS].given ? (int)v[PF_THREADS].whole : 0;
    const int code = pokeq_table_matrix(&q, matrix);
    if (code != 0) {
        fprintf(stderr, "pokeq pushfold: %s\n", pokeq_strerror(code));
        return EXIT_FAILED;
    }
    if (!v[PF_QUIET].given)
        fprintf(stderr, "pokeq pushfold: matrix computed exactly in %.2f s\n", omp_get_wtime() - start);
    if (dir && preflop_cache_store(dir, "matrix", matrix, MATRIX_CELLS) != 0 && !v[PF_QUIET].given)
        fprintf(stderr, "pokeq pushfold: cannot write the cache in '%s' (going on without it): %s\n",
                cli_safe(dir, SIZE_MAX, safe, sizeof safe), strerror(errno));
    return 0;
}

static int solve_stack(const pokeq_combo_counts *matrix, double stack, double ante, pokeq_pushfold_result *out)
{
    pokeq_pushfold_request q;
    pokeq_pushfold_request_init(&q);
    q.stack = stack;
    q.ante = ante;
    q.matrix = matrix;
    const int code = pokeq_pushfold(&q, out);
    if (code != 0)
        fprintf(stderr, "pokeq pushfold: at %.10g bb: %s\n", stack, pokeq_strerror(code));
    return code;
}

static int write_svg(const char *path, const grid_cells *cells)
{
    char safe[CLI_SAFE_MAX];
    FILE *out = fopen(path, "w");
    const int written = out != NULL ? grid_write_svg(out, cells) : -1;
    if (out == NULL || fclose(out) != 0 || written != 0) {
        fprintf(stderr, "pokeq pushfold: cannot write the SVG file, at '%s': %s\n",
                cli_safe(path, SIZE_MAX, safe, sizeof safe), strerror(errno));
        return EXIT_FAILED;
    }
    return 0;
}

/* The grids asked for (--grid: both as text; --svg, --call-svg), of one
 * answer (r) or of the chart (c). Returns 0 or an exit status. */
static int draw(const pushfold_words *pw, const pokeq_pushfold_result *r, const pushfold_chart *c)
{
    static const int files[2] = {PF_SVG, PF_CALL_SVG};
    int status = 0;
    for (int side = 0; side < 2 && status == 0; side++) {
        if (!pw->v[PF_GRID].given && !pw->v[files[side]].given)
            continue;
        grid_cells *cells = calloc(1, sizeof *cells);
        char title[200];
        if (cells == NULL)
            return EXIT_FAILED;
        r ? pushfold_one_cells(r, side, cells, title, sizeof title)
          : pushfold_chart_cells(c, side, cells, title, sizeof title);
        if (pw->v[PF_GRID].given)
            grid_print_text(stdout, cells, grid_wants_colour(stdout));
        if (pw->v[files[side]].given)
            status = write_svg(pw->v[files[side]].text, cells);
        free(cells);
    }
    return status;
}

static int run_one(const pushfold_words *pw, const pokeq_combo_counts *matrix)
{
    pokeq_pushfold_result *r = malloc(sizeof *r);
    if (r == NULL || solve_stack(matrix, pw->from, pw->ante, r) != 0) {
        free(r);
        return EXIT_FAILED;
    }
    int status = draw(pw, r, NULL);
    if (status == 0 && !pw->v[PF_GRID].given)
        pushfold_print_one(stdout, r, pw->format);
    free(r);
    return status;
}

static int run_chart(const pushfold_words *pw, const pokeq_combo_counts *matrix)
{
    pushfold_chart c = {.from = pw->from, .to = pw->to, .step = pw->step, .ante = pw->ante};
    const int count = (int)((pw->to - pw->from) / pw->step + 1e-9) + 1;
    c.each = malloc((size_t)count * sizeof *c.each);
    if (c.each == NULL)
        return EXIT_FAILED;
    for (int k = 0; k < count; k++) {
        const double stack = pw->from + k * pw->step;
        if (stack <= 1 + pw->ante)
            continue;
        pokeq_pushfold_result *r = &c.each[c.solved];
        if (solve_stack(matrix, stack, pw->ante, r) != 0) {
            free(c.each);
            return EXIT_FAILED;
        }
        c.solved++;
        for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
            c.push_max[cls] = r->push.frequency[cls] > 0 ? stack : c.push_max[cls];
            c.call_max[cls] = r->call.frequency[cls] > 0 ? stack : c.call_max[cls];
        }
    }
    c.from = c.each[0].stack;
    c.to = c.each[c.solved - 1].stack;
    int status = draw(pw, NULL, &c);
    if (status == 0 && !pw->v[PF_GRID].given)
        pushfold_print_chart(stdout, &c, pw->format);
    free(c.each);
    return status;
}

int cmd_pushfold(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "pushfold");
        return 0;
    }
    option_words w;
    cli_error error;
    pushfold_words pw;
    if (options_parse(PF_SPECS, PF_OPTIONS, (const char *const *)argv, argc, &w, &error) != 0)
        return fail(error.what, error.token);
    int status = read_words(&w, &pw);
    if (status != 0)
        return status;
    pokeq_combo_counts *matrix = malloc(MATRIX_CELLS * sizeof *matrix);
    if (matrix == NULL)
        return EXIT_FAILED;
    status = get_matrix(&pw, matrix);
    if (status == 0)
        status = pw.chart ? run_chart(&pw, matrix) : run_one(&pw, matrix);
    free(matrix);
    if (status == 0 && !stream_flush(stdout))
        status = EXIT_FAILED;
    return status;
}
