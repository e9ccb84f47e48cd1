/* SPDX-License-Identifier: MIT */
/*
 * rankdata.c - build-time converter of the committed ranking data
 * (the TSV files in data/) into C tables (text/ranking.h). It computes no equity: the
 * orders are facts (PokerStove's published order) or were computed once
 * by `make regen-ranking` (sim/gen/rankgen.c) and committed.
 *
 *   rankdata OUT.c NAME=FILE...
 *
 * Each FILE holds '#' comment lines, then one line per class, strongest
 * first: "rank<TAB>class<TAB>cumulative_percent[<TAB>more columns]". It is
 * refused unless the ranks run 1..169, every class appears exactly once,
 * and each cumulative percent is the share of the 1,326 combos that the
 * classes up to that line hold (to the 4 decimals the files print), so a
 * damaged or hand-edited file fails the build instead of changing what
 * "10%" means. Writes `const uint8_t NAME[169]` (grid cells, combo.h).
 * A NAME ending in "_shortdeck" is short deck's: its file lists the 81
 * classes of ranks 6..A (ranks 1..81, percents of the deck's 630 combos)
 * and NAME has 81 cells. A NAME starting with "ranking_omaha" is an Omaha 4
 * ranking of the 16,432 suit classes (rankdata_omaha.c).
 */
#include "gen/tsv_lines.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { CLASSES = 169, COMBOS = 1326, RANKS = 13, SHORT_CLASSES = 81, SHORT_COMBOS = 630, SHORT_LOWEST = 4 };

/* What a file lists: every class, or short deck's (ranks 6..A). */
typedef struct table_shape {
    int classes, combos, lowest_rank;
} table_shape;

static const char RANK_CHARS[] = "23456789TJQKA";

static int rank_of(char c)
{
    const char *at = c != '\0' ? strchr(RANK_CHARS, c) : NULL;
    return at ? (int)(at - RANK_CHARS) : -1;
}

/* Grid cell of a class name ("AA", "AKs", "72o"), or -1: row and column
 * are ranks ace..deuce, pairs on the diagonal, suited above, offsuit below. */
static int class_of_name(const char *name)
{
    const size_t length = strlen(name);
    const int a = length >= 2 ? rank_of(name[0]) : -1, b = a < 0 ? -1 : rank_of(name[1]);
    if (b < 0 || length > 3)
        return -1;
    const int row_high = RANKS - 1 - a, row_low = RANKS - 1 - b;
    if (a == b)
        return length == 2 ? row_high * RANKS + row_high : -1;
    if (a < b)
        return -1;
    if (name[2] == 's')
        return row_high * RANKS + row_low;
    return name[2] == 'o' ? row_low * RANKS + row_high : -1;
}

static int class_combos(int cls)
{
    const int row = cls / RANKS, column = cls % RANKS;
    return row == column ? 6 : row < column ? 4 : 12;
}

/* What read_order keeps while it reads a file. */
typedef struct order_reader {
    table_shape shape;
    uint8_t *order;
    int count, combos;
    uint8_t seen[CLASSES];
} order_reader;

/* One line of a file: "rank<TAB>class<TAB>cumulative_percent...". */
static const char *order_line(const char *text, void *context)
{
    order_reader *r = context;
    char name[16];
    double percent;
    const char *fault = tsv_ranked_line(text, r->count, r->shape.classes,
                                        "ranks must run 1..169 (short deck 1..81) in order", name, &percent);
    if (fault != NULL)
        return fault;
    const int cls = class_of_name(name);
    if (cls < 0)
        return "not a hand class (like AA, AKs, 72o)";
    if (rank_of(name[1]) < r->shape.lowest_rank)
        return "a class of a rank the deck does not have";
    if (r->seen[cls])
        return "class listed twice";
    r->seen[cls] = 1;
    r->order[r->count++] = (uint8_t)cls;
    r->combos += class_combos(cls);
    const double exact = 100.0 * r->combos / r->shape.combos;
    if (percent < exact - 1e-3 || percent > exact + 1e-3)
        return "cumulative percent differs from the combos of the classes so far";
    return NULL;
}

/* Reads FILE's order into order[] (shape.classes of them); 0 or -1
 * (reported). */
static int read_order(const char *file, table_shape shape, uint8_t order[CLASSES])
{
    order_reader r = {.shape = shape, .order = order};
    int line;
    const int error = tsv_read_lines("rankdata", file, order_line, &r, &line);
    if (!error && r.count != shape.classes)
        return tsv_fail("rankdata", file, line, "fewer classes than the deck has (169; short deck 81)");
    return error;
}

int rankdata_omaha(FILE *out, const char *name, const char *file); /* rankdata_omaha.c */

/* An Omaha 4 ranking's NAME (rankdata_omaha.c reads its file). */
static bool omaha_name(const char *name)
{
    return strncmp(name, "ranking_omaha", strlen("ranking_omaha")) == 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: rankdata OUT.c NAME=FILE...\n");
        return 2;
    }
    uint8_t orders[8][CLASSES];
    const char *names[8];
    table_shape shapes[8];
    int tables = 0;
    for (int a = 2; a < argc; a++) {
        char *equals = strchr(argv[a], '=');
        if (equals == NULL || tables == 8) {
            fprintf(stderr, "rankdata: '%s' is not NAME=FILE (at most 8)\n", argv[a]);
            return 2;
        }
        *equals = '\0';
        if (omaha_name(argv[a]))
            continue;
        names[tables] = argv[a];
        const size_t length = strlen(argv[a]), suffix = strlen("_shortdeck");
        const bool short_deck = length > suffix && strcmp(argv[a] + length - suffix, "_shortdeck") == 0;
        shapes[tables] = short_deck ? (table_shape){SHORT_CLASSES, SHORT_COMBOS, SHORT_LOWEST}
                                    : (table_shape){CLASSES, COMBOS, 0};
        if (read_order(equals + 1, shapes[tables], orders[tables]) != 0)
            return 1;
        tables++;
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror(argv[1]);
        return 1;
    }
    fprintf(out, "/* Generated by sim/gen/rankdata.c from the TSV files in data/; do not edit. */\n#include \"text/ranking.h\"\n");
    for (int t = 0; t < tables; t++) {
        fprintf(out, "\nconst uint8_t %s[%d] = {", names[t], shapes[t].classes);
        for (int i = 0; i < shapes[t].classes; i++)
            fprintf(out, "%s%3d,", i % 13 == 0 ? "\n   " : "", orders[t][i]);
        fprintf(out, "\n};\n");
    }
    for (int a = 2; a < argc; a++)
        if (omaha_name(argv[a]) && rankdata_omaha(out, argv[a], argv[a] + strlen(argv[a]) + 1) != 0) {
            fclose(out);
            remove(argv[1]);
            return 1;
        }
    return fclose(out) == 0 ? 0 : 1;
}
