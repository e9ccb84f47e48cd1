/* SPDX-License-Identifier: MIT */
/*
 * simplex.h - a small dense linear programme solver, for the push/fold
 * game (pushfold.c): maximise c.z subject to A z <= b and z >= 0, with
 * every b >= 0 (so z = 0 is a vertex to start from; no phase one).
 *
 * The tableau method (Dantzig's largest-coefficient rule, switching to
 * Bland's smallest-index rule after a run of pivots that do not raise the
 * objective, which cannot cycle). Doubles, tolerance SIMPLEX_EPSILON: the
 * caller scales the data to about 1. Sizes are small (hundreds); memory
 * (m + 1) x (n + m + 1) doubles. No I/O; no state.
 */
#ifndef POKEQ_SIMPLEX_H
#define POKEQ_SIMPLEX_H

#define SIMPLEX_EPSILON 1e-12

typedef struct simplex_problem {
    int rows, columns;          /* m constraints, n variables */
    const double *a;            /* m x n, row-major */
    const double *b;            /* m entries, each >= 0 */
    const double *c;            /* n entries */
} simplex_problem;

enum simplex_status { SIMPLEX_OPTIMAL = 0, SIMPLEX_UNBOUNDED = 1, SIMPLEX_MEMORY = 2, SIMPLEX_STALLED = 3 };

/* Solves p: z (n entries) gets an optimal vertex, dual (m entries, or
 * NULL) the constraints' shadow prices (an optimal solution of the dual,
 * min b.y with A^T y >= c, y >= 0), *value the objective. Returns enum
 * simplex_status. */
int simplex_solve(const simplex_problem *p, double *z, double *dual, double *value);

#endif
