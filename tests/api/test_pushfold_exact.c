/* SPDX-License-Identifier: MIT */
/*
 * test_pushfold_exact.c - pokeq_pushfold on the exact class matrix
 * (computed once, matrix_once.h) at seven stacks and antes, each answer
 * checked against the game's definition (pushfold_check.h). Slow tier:
 * the matrix is seconds of work; test_pushfold.c checks the solver on
 * synthetic games in the quick tier.
 */
#include <criterion/criterion.h>

#include "matrix_once.h"
#include "pokeq.h"
#include "pushfold_check.h"
#include "testing.h"

Test(pushfold_exact, the_exact_game_at_several_stacks, .timeout = 600, .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    static const double stacks[] = {2, 5, 10, 15, 20, 10, 8}, antes[] = {0, 0, 0, 0, 0, 0.125, 0.5};
    for (int k = 0; k < 7; k++)
        expect_equilibrium(m, stacks[k], antes[k]);
}
