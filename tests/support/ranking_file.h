/* SPDX-License-Identifier: MIT */
/*
 * ranking_file.h - the tests' reader of the committed ranking files
 * (data/ranking-*.tsv, data/pokerstove-ranking.tsv): '#' lines are
 * comments; each other line is rank (1, 2, ... in order), class name,
 * cumulative percent, and where the file has them the equity and two
 * integer counts (equity_units, showdowns). Written against pokeq.h alone
 * (class names); a malformed file fails the test (Criterion asserts).
 * Test code; one thread.
 */
#ifndef POKEQ_TEST_RANKING_FILE_H
#define POKEQ_TEST_RANKING_FILE_H

#include <criterion/criterion.h>

#include "pokeq.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#ifndef POKEQ_SOURCE_DIR
#define POKEQ_SOURCE_DIR "."
#endif

/* A file's classes in order (grid cells, combo.h's), their cumulative
 * percents, equities (0 where the file has none) and integer columns. */
typedef struct ranking_file {
    int order[POKEQ_CLASSES];
    double percent[POKEQ_CLASSES], equity[POKEQ_CLASSES];
    uint64_t units[POKEQ_CLASSES], showdowns[POKEQ_CLASSES];
} ranking_file;

/* The grid cell of a class name ("AKs"), or -1. */
static inline int ranking_class_of_name(const char *name)
{
    char text[4];
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        if (strcmp(pokeq_class_name(cls, text), name) == 0)
            return cls;
    return -1;
}

/* The combos of a class: 6 a pair, 4 suited, 12 offsuit. */
static inline int ranking_combos_of(int cls)
{
    const int row = cls / 13, column = cls % 13;
    return row == column ? 6 : row < column ? 4 : 12;
}

/* Reads data/name: exactly `classes` lines of at least `fields` fields
 * (3: rank, class, percent; 6: with equity and the two counts). */
static inline void ranking_file_read(const char *name, int classes, int fields, ranking_file *out)
{
    char path[1024], line[512];
    snprintf(path, sizeof path, "%s/data/%s", POKEQ_SOURCE_DIR, name);
    memset(out, 0, sizeof *out);
    FILE *in = fopen(path, "r");
    cr_assert(in != NULL, "cannot open %s", path);
    int count = 0;
    while (fgets(line, sizeof line, in) != NULL) {
        if (line[0] == '#')
            continue;
        int rank;
        char cls[8];
        cr_assert(count < classes, "%s: more than %d classes", path, classes);
        const int got = sscanf(line, "%d %7s %lf %lf %" SCNu64 " %" SCNu64, &rank, cls, &out->percent[count],
                               &out->equity[count], &out->units[count], &out->showdowns[count]);
        cr_assert(got >= fields && rank == count + 1, "%s: line '%s'", path, line);
        out->order[count] = ranking_class_of_name(cls);
        cr_assert(out->order[count] >= 0, "%s: class '%s'", path, cls);
        count++;
    }
    fclose(in);
    cr_assert_eq(count, classes, "%s", path);
}

#endif
