/* SPDX-License-Identifier: MIT */
/* preflop_print.c - the preflop tables as text, CSV, JSON and grid cells (preflop_print.h). */
#include "preflop_print.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

static double equity_of(const pokeq_combo_counts *c)
{
    return c->showdowns ? (double)c->equity_units / (2520.0 * (double)c->showdowns) : 0;
}

/* Whether class a has the higher equity, compared exactly on the integer
 * counts (cross-multiplied in 128 bits); equal equities keep grid order. */
static int stronger(const pokeq_combo_counts *classes, int a, int b)
{
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

static int class_combos(int cls)
{
    const int row = cls / 13, column = cls % 13;
    return row == column ? 6 : row < column ? 4 : 12;
}

void print_vs_random(FILE *out, const vs_random_table *t, enum out_format format)
{
    int order[POKEQ_CLASSES];
    rank_classes(t->classes, order);
    const int exact = t->stderr_equity == NULL;
    if (format == FORMAT_TEXT) {
        if (exact)
            fprintf(out, "# equity of each hand class against %d random hand, exact (every deal, every board)\n",
                    t->opponents);
        else
            fprintf(out,
                    "# equity of each hand class against %d random hands, Monte Carlo: %" PRIu64
                    " trials, seed %" PRIu64 "; +- is one standard error%s\n",
                    t->opponents, t->trials, t->seed, t->trials < STDERR_MIN_TRIALS ? STDERR_NOT_YET : "");
        fprintf(out, "rank  class  combos  equity%s\n", exact ? "" : "      +-");
    } else if (format == FORMAT_CSV) {
        fprintf(out, "rank,class,combos,equity,stderr,showdowns,equity_units\n");
    } else {
        fprintf(out, "{\"table\":\"vs-random\",\"opponents\":%d,\"exact\":%s", t->opponents, exact ? "true" : "false");
        if (!exact)
            fprintf(out, ",\"trials\":%" PRIu64 ",\"seed\":%" PRIu64 ",\"stderr_min_trials\":%d", t->trials, t->seed,
                    STDERR_MIN_TRIALS);
        fprintf(out, ",\"classes\":[\n");
    }
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        const int cls = order[i];
        char name[4];
        pokeq_class_name(cls, name);
        const pokeq_combo_counts *c = &t->classes[cls];
        char se[32];
        const double error = exact ? 0 : t->stderr_equity[cls];
        if (format == FORMAT_TEXT) {
            fprintf(out, "%4d  %-5s  %6d  %.4f%%", i + 1, name, class_combos(cls), 100 * equity_of(c));
            if (!exact)
                fprintf(out, "  %s", stderr_text(100 * error, "%.4f%%", "n/a", se));
            fputc('\n', out);
        } else if (format == FORMAT_CSV) {
            fprintf(out, "%d,%s,%d,%.9f,%s,%" PRIu64 ",%" PRIu64 "\n", i + 1, name, class_combos(cls), equity_of(c),
                    stderr_text(error, "%.9f", "", se), c->showdowns, c->equity_units);
        } else {
            fprintf(out,
                    "{\"rank\":%d,\"class\":\"%s\",\"combos\":%d,\"equity\":%.9f,\"stderr\":%s,"
                    "\"showdowns\":%" PRIu64 ",\"equity_units\":%" PRIu64 "}%s\n",
                    i + 1, name, class_combos(cls), equity_of(c), stderr_text(error, "%.9f", "null", se),
                    c->showdowns, c->equity_units, i + 1 < POKEQ_CLASSES ? "," : "");
        }
    }
    if (format == FORMAT_JSON)
        fprintf(out, "]}\n");
}

/* One JSON array of 169 rows of 169 numbers, from `field` of each cell. */
static void json_square(FILE *out, const char *key, const pokeq_combo_counts *matrix, int field)
{
    fprintf(out, ",\"%s\":[\n", key);
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        fputc('[', out);
        for (int j = 0; j < POKEQ_CLASSES; j++) {
            const pokeq_combo_counts *c = &matrix[i * POKEQ_CLASSES + j];
            const char *comma = j + 1 < POKEQ_CLASSES ? "," : "";
            if (field == 0)
                fprintf(out, "%.9f%s", equity_of(c), comma);
            else
                fprintf(out, "%" PRIu64 "%s", field == 1 ? c->showdowns : c->equity_units, comma);
        }
        fprintf(out, "]%s\n", i + 1 < POKEQ_CLASSES ? "," : "");
    }
    fputc(']', out);
}

void print_matrix(FILE *out, const pokeq_combo_counts *matrix, enum out_format format)
{
    char name[4];
    if (format == FORMAT_CSV) {
        fprintf(out, "hero,villain,equity,showdowns,equity_units\n");
        for (int i = 0; i < POKEQ_CLASSES; i++) {
            char other[4];
            pokeq_class_name(i, name);
            for (int j = 0; j < POKEQ_CLASSES; j++) {
                const pokeq_combo_counts *c = &matrix[i * POKEQ_CLASSES + j];
                fprintf(out, "%s,%s,%.9f,%" PRIu64 ",%" PRIu64 "\n", name, pokeq_class_name(j, other), equity_of(c),
                        c->showdowns, c->equity_units);
            }
        }
        return;
    }
    if (format == FORMAT_JSON) {
        fprintf(out, "{\"table\":\"matrix\",\"exact\":true,\"classes\":[");
        for (int i = 0; i < POKEQ_CLASSES; i++)
            fprintf(out, "\"%s\"%s", pokeq_class_name(i, name), i + 1 < POKEQ_CLASSES ? "," : "");
        fputc(']', out);
        json_square(out, "equity", matrix, 0);
        json_square(out, "showdowns", matrix, 1);
        json_square(out, "equity_units", matrix, 2);
        fprintf(out, "}\n");
        return;
    }
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
