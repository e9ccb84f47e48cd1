/* SPDX-License-Identifier: MIT */
/*
 * matrix_once.h - the exact 169 x 169 class matrix (pokeq_preflop_matrix),
 * computed once per test binary and kept for its other tests (seconds of
 * work; the tests that need it are off under the sanitizers).
 */
#ifndef POKEQ_TEST_MATRIX_ONCE_H
#define POKEQ_TEST_MATRIX_ONCE_H

#include "pokeq.h"

#include <criterion/criterion.h>

#include <stdlib.h>

static inline const pokeq_combo_counts *matrix_once(void)
{
    static pokeq_combo_counts *m;
    if (m == NULL) {
        m = malloc((size_t)POKEQ_CLASSES * POKEQ_CLASSES * sizeof *m);
        cr_assert(m != NULL);
        cr_assert_eq(pokeq_preflop_matrix(0, m), 0);
    }
    return m;
}

#endif
