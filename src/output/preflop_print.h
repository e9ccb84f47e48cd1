/* SPDX-License-Identifier: MIT */
/*
 * preflop_print.h - the preflop tables as text, CSV or JSON, and as grid
 * cells. The CSV and JSON field names are an interface for scripts.
 */
#ifndef POKEQ_PREFLOP_PRINT_H
#define POKEQ_PREFLOP_PRINT_H

#include "output/grid.h"
#include "pokeq.h"
#include "front/preflop_words.h"

#include <stdio.h>

/* One vs-random table: exact (stderr NULL) or Monte Carlo. */
typedef struct vs_random_table {
    int opponents;
    const pokeq_combo_counts *classes;  /* 169 */
    const double *stderr_equity;        /* 169, or NULL when exact */
    uint64_t trials;                    /* Monte Carlo only */
    uint64_t seed;
    int game;                           /* enum pokeq_game (a short deck: only the classes with
                                           showdowns are shown) */
} vs_random_table;

void print_vs_random(FILE *out, const vs_random_table *table, enum out_format format);

/* The 169 x 169 matrix (row class against column class). */
void print_matrix(FILE *out, const pokeq_combo_counts *matrix, enum out_format format);  /* Hold'em's */

/* Grid cells shaded by equity, from the lowest class (blue) to the highest
 * (red); title is kept by reference. */
void vs_random_grid(const vs_random_table *table, const char *title, grid_cells *cells);

#endif
