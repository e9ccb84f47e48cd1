/* SPDX-License-Identifier: MIT */
/*
 * pushfold_print.h - `pokeq pushfold`'s answers written out: one stack's
 * equilibrium (text, JSON, CSV; the two ranges on the 13 x 13 grid as
 * text or SVG) and a chart over stacks (per class the largest stack at
 * which it is pushed and called, at any frequency above 0). Writers only:
 * the numbers are pokeq_pushfold's. JSON and CSV numbers read back as the
 * same double (emit.h).
 */
#ifndef POKEQ_PUSHFOLD_PRINT_H
#define POKEQ_PUSHFOLD_PRINT_H

#include "front/args.h"
#include "output/grid.h"
#include "pokeq.h"

#include <stdio.h>

/* A chart: the stacks solved and, per class, the largest stack pushed and
 * called (0: never). */
typedef struct pushfold_chart {
    double from, to, step, ante;
    int solved;                         /* stacks solved, from..to */
    double push_max[POKEQ_CLASSES], call_max[POKEQ_CLASSES];
    pokeq_pushfold_result *each;        /* solved entries, in stack order */
} pushfold_chart;

void pushfold_print_one(FILE *out, const pokeq_pushfold_result *r, enum out_format format);
void pushfold_print_chart(FILE *out, const pushfold_chart *c, enum out_format format);

/* The grid of one side (push: 0, call: 1) of an answer or of a chart. */
void pushfold_one_cells(const pokeq_pushfold_result *r, int side, grid_cells *cells, char *title, size_t size);
void pushfold_chart_cells(const pushfold_chart *c, int side, grid_cells *cells, char *title, size_t size);

#endif
