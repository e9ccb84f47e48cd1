/* SPDX-License-Identifier: MIT */
/* preflop_print.c - the preflop tables as text, CSV, JSON and grid cells (preflop_print.h). */
#include "output/preflop_print.h"

#include "output/emit.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

static double equity_of(const pokeq_combo_counts *c)
{
    return c->showdowns ? (double)c->equity_units / (2520.0 * (double)c->showdowns) : 0;
}

/* Whether class a has the higher equity, compared exactly on the integer
 * counts (cross-multiplied in 128 bits); equal equities keep grid order,
 * and a class without showdowns (short deck's 2-5s) comes after all. */
static int stronger(const pokeq_combo_counts *classes, int a, int b)
{
    if ((classes[a].showdowns == 0) != (classes[b].showdowns == 0))
        return classes[b].showdowns == 0;
    const unsigned __int128 left = (unsigned __int128)classes[a].equity_units * classes[b].showdowns;
    const unsigned __int128 right = (unsigned __int128)classes[b].equity_units * classes[a].showdowns;
    return left != right ? left > right : a < b;
}

/* order[i]: the class ranked i-th, strongest first (insertion sort: 169). */
static void rank_classes(const pokeq_combo_counts *classes, int order[POKEQ_CLASSES])
{
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        int at = i;
        while (at > 0 && stronger(classes, i, order[at - 1])) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = i;
    }
}

/* A standard error needs the spread of two blocks at least: below that
 * the library has none (NaN), and none is printed as a number. */
#define STDERR_MIN_TRIALS (2 * POKEQ_MC_BLOCK_TRIALS)
#define STDERR_NOT_YET " (n/a: an estimate needs at least 8192 trials, two blocks)"
_Static_assert(STDERR_MIN_TRIALS == 8192, "STDERR_NOT_YET names the minimum");

/* x in format, or `none` when it is not a finite number. */
static const char *stderr_text(double x, const char *format, const char *none, char out[32])
{
    if (isfinite(x))
        snprintf(out, 32, format, x);
    else
        snprintf(out, 32, "%s", none);
    return out;
}

/* One class's row, the same fields in CSV and JSON (e->header: CSV's header). */
static void vs_random_row(emitter *e, const vs_random_table *t, int rank, int cls)
{
    char name[4];
    const pokeq_combo_counts *c = &t->classes[cls];
    emit_open(e, NULL, '{');
    emit_int(e, "rank", rank);
    emit_string(e, "class", pokeq_class_name(cls, name));
    emit_int(e, "combos", pokeq_class_combos(cls));
    emit_fixed(e, "equity", equity_of(c), 9);
    emit_fixed(e, "stderr", t->stderr_equity != NULL ? t->stderr_equity[cls] : 0, 9);
    emit_u64(e, "showdowns", c->showdowns);
    emit_u64(e, "equity_units", c->equity_units);
    if (e->format == FORMAT_CSV) /* JSON names the game once */
        emit_string(e, "game", pokeq_game_name(t->game));
    emit_close(e);
    if (e->format == FORMAT_CSV)
        emit_end_row(e);
}

/* The classes a table shows: all 169 for Hold'em; a short deck's have
 * showdowns (ranked first, since the empty ones have equity 0). */
static int shown_classes(const vs_random_table *t)
{
    if (t->game == POKEQ_GAME_HOLDEM)
        return POKEQ_CLASSES;
    int shown = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        shown += t->classes[cls].showdowns != 0;
    return shown;
}

static void vs_random_text(FILE *out, const vs_random_table *t, const int order[POKEQ_CLASSES])
{
    const int exact = t->stderr_equity == NULL;
    if (exact)
        fprintf(out, "# equity of each hand class against %d random hand, exact (every deal, every board)%s%s\n",
                t->opponents, t->game != POKEQ_GAME_HOLDEM ? ", " : "",
                t->game != POKEQ_GAME_HOLDEM ? pokeq_game_name(t->game) : "");
    else
        fprintf(out,
                "# equity of each hand class against %d random hands, Monte Carlo: %" PRIu64
                " trials, seed %" PRIu64 "; +- is one standard error%s\n",
                t->opponents, t->trials, t->seed, t->trials < STDERR_MIN_TRIALS ? STDERR_NOT_YET : "");
    fprintf(out, "rank  class  combos  equity%s\n", exact ? "" : "      +-");
    for (int i = 0; i < shown_classes(t); i++) {
        const int cls = order[i];
        char name[4], se[32];
        fprintf(out, "%4d  %-5s  %6d  %.4f%%", i + 1, pokeq_class_name(cls, name), pokeq_class_combos(cls),
                100 * equity_of(&t->classes[cls]));
        if (!exact)
            fprintf(out, "  %s", stderr_text(100 * t->stderr_equity[cls], "%.4f%%", "n/a", se));
        fputc('\n', out);
    }
}

void print_vs_random(FILE *out, const vs_random_table *t, enum out_format format)
{
    int order[POKEQ_CLASSES];
    rank_classes(t->classes, order);
    if (format == FORMAT_TEXT) {
        vs_random_text(out, t, order);
        return;
    }
    const bool exact = t->stderr_equity == NULL;
    emitter e = emit_start(out, format);
    if (format == FORMAT_CSV) {
        e.header = true;
        vs_random_row(&e, t, 1, 0);
        e.header = false;
        for (int i = 0; i < shown_classes(t); i++)
            vs_random_row(&e, t, i + 1, order[i]);
        return;
    }
    emit_open(&e, NULL, '{');
    emit_string(&e, "table", "vs-random");
    emit_int(&e, "opponents", t->opponents);
    emit_string(&e, "game", pokeq_game_name(t->game));
    emit_bool(&e, "exact", exact);
    if (!exact) {
        emit_u64(&e, "trials", t->trials);
        emit_u64(&e, "seed", t->seed);
        emit_int(&e, "stderr_min_trials", STDERR_MIN_TRIALS);
    }
    emit_open_lines(&e, "classes");
    for (int i = 0; i < shown_classes(t); i++)
        vs_random_row(&e, t, i + 1, order[i]);
    emit_close(&e);
    emit_close(&e);
    emit_end_row(&e);
}

/* One JSON array of 169 rows of 169 numbers, from `field` of each cell. */
static void json_square(emitter *e, const char *key, const pokeq_combo_counts *matrix, int field)
{
    emit_open_lines(e, key);
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        emit_open(e, NULL, '[');
        for (int j = 0; j < POKEQ_CLASSES; j++) {
            const pokeq_combo_counts *c = &matrix[i * POKEQ_CLASSES + j];
            if (field == 0)
                emit_fixed(e, NULL, equity_of(c), 9);
            else
                emit_u64(e, NULL, field == 1 ? c->showdowns : c->equity_units);
        }
        emit_close(e);
    }
    emit_close(e);
}

/* One cell's row of the CSV (e->header: the header). */
static void matrix_row(emitter *e, const pokeq_combo_counts *matrix, int i, int j)
{
    char name[4];
    const pokeq_combo_counts *c = &matrix[i * POKEQ_CLASSES + j];
    emit_string(e, "hero", pokeq_class_name(i, name));
    emit_string(e, "villain", pokeq_class_name(j, name));
    emit_fixed(e, "equity", equity_of(c), 9);
    emit_u64(e, "showdowns", c->showdowns);
    emit_u64(e, "equity_units", c->equity_units);
    emit_string(e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM));
    emit_end_row(e);
}

static void matrix_text(FILE *out, const pokeq_combo_counts *matrix)
{
    char name[4];
    fprintf(out, "# equity (%%) of the row class against the column class, exact; every cell\n"
                 "# plus its mirror is 100 exactly (checked on the integer counts)\n     ");
    for (int j = 0; j < POKEQ_CLASSES; j++)
        fprintf(out, " %5s", pokeq_class_name(j, name));
    fputc('\n', out);
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        fprintf(out, "%-5s", pokeq_class_name(i, name));
        for (int j = 0; j < POKEQ_CLASSES; j++)
            fprintf(out, " %5.1f", 100 * equity_of(&matrix[i * POKEQ_CLASSES + j]));
        fputc('\n', out);
    }
}

void print_matrix(FILE *out, const pokeq_combo_counts *matrix, enum out_format format)
{
    if (format == FORMAT_TEXT) {
        matrix_text(out, matrix);
        return;
    }
    emitter e = emit_start(out, format);
    if (format == FORMAT_CSV) {
        e.header = true;
        matrix_row(&e, matrix, 0, 0);
        e.header = false;
        for (int i = 0; i < POKEQ_CLASSES; i++)
            for (int j = 0; j < POKEQ_CLASSES; j++)
                matrix_row(&e, matrix, i, j);
        return;
    }
    char name[4];
    emit_open(&e, NULL, '{');
    emit_string(&e, "table", "matrix");
    emit_string(&e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM));
    emit_bool(&e, "exact", true);
    emit_open(&e, "classes", '[');
    for (int i = 0; i < POKEQ_CLASSES; i++)
        emit_string(&e, NULL, pokeq_class_name(i, name));
    emit_close(&e);
    json_square(&e, "equity", matrix, 0);
    json_square(&e, "showdowns", matrix, 1);
    json_square(&e, "equity_units", matrix, 2);
    emit_close(&e);
    emit_end_row(&e);
}

void vs_random_grid(const vs_random_table *t, const char *title, grid_cells *cells)
{
    double low = 1, high = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const double e = equity_of(&t->classes[cls]);
        low = e < low ? e : low;
        high = e > high ? e : high;
    }
    cells->title = title;
    snprintf(cells->scale_low, sizeof cells->scale_low, "%.1f %%", 100 * low);
    snprintf(cells->scale_high, sizeof cells->scale_high, "%.1f %%", 100 * high);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const double e = equity_of(&t->classes[cls]);
        cells->shade[cls] = high > low ? (e - low) / (high - low) : 0.5;
        snprintf(cells->value[cls], GRID_TEXT_MAX, "%.1f", 100 * e);
    }
}
