/* SPDX-License-Identifier: MIT */
/* simplex.c - a dense tableau simplex (simplex.h). */
#include "tourney/simplex.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { STALL_BEFORE_BLAND = 50, PIVOT_LIMIT = 200000 };

/* Rows 0..m-1: [A | I | b]; row m: the reduced costs c - z (negated
 * objective value in the last column). basis[r]: the variable of row r. */
typedef struct tableau {
    int m, width;               /* width = n + m + 1 */
    double *t;
    int *basis;
} tableau;

static double *cell(const tableau *tb, int row, int column) { return tb->t + (size_t)row * tb->width + column; }

static int tableau_make(tableau *tb, const simplex_problem *p)
{
    tb->m = p->rows;
    tb->width = p->columns + p->rows + 1;
    tb->t = calloc((size_t)(p->rows + 1) * tb->width, sizeof *tb->t);
    tb->basis = malloc((size_t)p->rows * sizeof *tb->basis);
    if (tb->t == NULL || tb->basis == NULL)
        return -1;
    for (int r = 0; r < p->rows; r++) {
        memcpy(cell(tb, r, 0), p->a + (size_t)r * p->columns, (size_t)p->columns * sizeof(double));
        *cell(tb, r, p->columns + r) = 1;
        *cell(tb, r, tb->width - 1) = p->b[r];
        tb->basis[r] = p->columns + r;
    }
    memcpy(cell(tb, p->rows, 0), p->c, (size_t)p->columns * sizeof(double));
    return 0;
}

/* The entering column: the largest reduced cost (Dantzig) or the first
 * positive one (Bland); -1 at the optimum. */
static int entering(const tableau *tb, int bland)
{
    const double *cost = cell(tb, tb->m, 0);
    int best = -1;
    for (int j = 0; j < tb->width - 1; j++) {
        if (cost[j] <= SIMPLEX_EPSILON)
            continue;
        if (bland)
            return j;
        if (best < 0 || cost[j] > cost[best])
            best = j;
    }
    return best;
}

/* The leaving row by the ratio test, ties to the smallest basic
 * variable; -1 when the column is unbounded. */
static int leaving(const tableau *tb, int column)
{
    int best = -1;
    double best_ratio = 0;
    for (int r = 0; r < tb->m; r++) {
        const double a = *cell(tb, r, column);
        if (a <= SIMPLEX_EPSILON)
            continue;
        const double ratio = *cell(tb, r, tb->width - 1) / a;
        if (best < 0 || ratio < best_ratio - SIMPLEX_EPSILON ||
            (ratio <= best_ratio + SIMPLEX_EPSILON && tb->basis[r] < tb->basis[best])) {
            best = r;
            best_ratio = ratio;
        }
    }
    return best;
}

static void pivot(tableau *tb, int row, int column)
{
    double *pivot_row = cell(tb, row, 0);
    const double scale = 1 / pivot_row[column];
    for (int j = 0; j < tb->width; j++)
        pivot_row[j] *= scale;
    pivot_row[column] = 1;
    for (int r = 0; r <= tb->m; r++) {
        double *other = cell(tb, r, 0);
        const double factor = other[column];
        if (r == row || factor == 0)
            continue;
        for (int j = 0; j < tb->width; j++)
            other[j] -= factor * pivot_row[j];
        other[column] = 0;
    }
    tb->basis[row] = column;
}

static int iterate(tableau *tb)
{
    int stalled = 0;
    double last = -*cell(tb, tb->m, tb->width - 1);
    for (int k = 0; k < PIVOT_LIMIT; k++) {
        const int column = entering(tb, stalled >= STALL_BEFORE_BLAND);
        if (column < 0)
            return SIMPLEX_OPTIMAL;
        const int row = leaving(tb, column);
        if (row < 0)
            return SIMPLEX_UNBOUNDED;
        pivot(tb, row, column);
        const double value = -*cell(tb, tb->m, tb->width - 1);
        stalled = value > last + SIMPLEX_EPSILON ? 0 : stalled + 1;
        last = value > last ? value : last;
    }
    return SIMPLEX_STALLED;
}

int simplex_solve(const simplex_problem *p, double *z, double *dual, double *value)
{
    tableau tb = {0};
    int status = tableau_make(&tb, p) != 0 ? SIMPLEX_MEMORY : iterate(&tb);
    if (status == SIMPLEX_OPTIMAL) {
        memset(z, 0, (size_t)p->columns * sizeof *z);
        for (int r = 0; r < tb.m; r++)
            if (tb.basis[r] < p->columns)
                z[tb.basis[r]] = *cell(&tb, r, tb.width - 1);
        for (int r = 0; dual != NULL && r < tb.m; r++)
            dual[r] = -*cell(&tb, tb.m, p->columns + r);
        *value = -*cell(&tb, tb.m, tb.width - 1);
    }
    free(tb.t);
    free(tb.basis);
    return status;
}
