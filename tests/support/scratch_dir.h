/* SPDX-License-Identifier: MIT */
/*
 * scratch_dir.h - a test's scratch directory under /tmp: made from a
 * mkdtemp template before the test (Criterion .init) and removed with
 * everything in it after (.fini). Test code: Criterion asserts.
 */
#ifndef POKEQ_TEST_SCRATCH_DIR_H
#define POKEQ_TEST_SCRATCH_DIR_H

#include <criterion/criterion.h>

#include <stdio.h>
#include <stdlib.h>

static inline void scratch_dir_make(char *template)
{
    cr_assert(mkdtemp(template) != NULL);
}

static inline void scratch_dir_remove(const char *dir)
{
    char command[256];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    cr_expect_eq(system(command), 0);
}

#endif
