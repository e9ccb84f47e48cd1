/* SPDX-License-Identifier: MIT */
/*
 * matrix_once.h - the exact 169 x 169 class matrix (pokeq_table_matrix),
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
        pokeq_table_request q;
        pokeq_table_request_init(&q);
        cr_assert_eq(pokeq_table_matrix(&q, m), 0);
    }
    return m;
}

#endif
