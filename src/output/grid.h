/* SPDX-License-Identifier: MIT */
/*
 * grid.h - the 13 x 13 hand-class grid (PokerStove / Equilab layout: rows
 * and columns ace..deuce, pairs on the diagonal, suited above it, offsuit
 * below; cell = pokeq hand class 0..168) drawn as terminal text or SVG.
 *
 * The caller fills one shade and one short label per class; the drawers
 * only lay out and colour. Plain functions of their arguments.
 */
#ifndef POKEQ_GRID_H
#define POKEQ_GRID_H

#include "pokeq.h"

#include <stdbool.h>
#include <stdio.h>

enum { GRID_SIDE = 13, GRID_TEXT_MAX = 8 };

typedef struct grid_cells {
    double shade[POKEQ_CLASSES];                /* 0..1 along the colour scale; < 0: an empty cell */
    char value[POKEQ_CLASSES][GRID_TEXT_MAX];   /* shown under the class name ("85.2"), may be "" */
    const char *title;                          /* a line above the grid */
    char scale_low[24], scale_high[24];         /* the scale's end labels ("30.0 %", "85.2 %"); "": no scale */
} grid_cells;

/* The scale's colour at t in 0..1 (blue, through pale yellow, to red). */
void grid_colour(double t, int rgb[3]);

/* The grid as text, one line per row, each cell the class name and its
 * value; with colour, cells get ANSI 256-colour backgrounds, and without,
 * empty cells show "." so the shape is still readable in plain text. */
void grid_print_text(FILE *out, const grid_cells *cells, bool colour);

/* Whether to colour text for this stream: a terminal and NO_COLOR unset. */
bool grid_wants_colour(FILE *out);

/* The grid as a standalone SVG document: 169 cells (rect and label text,
 * class "cell"), the title, and a colour scale with its end labels.
 * Returns 0, or -1 when writing failed. */
int grid_write_svg(FILE *out, const grid_cells *cells);

#endif
