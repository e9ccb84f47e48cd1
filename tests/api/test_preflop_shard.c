/* SPDX-License-Identifier: MIT */
/* The preflop tables in parts (pokeq.h, "preflop tables", parts): the
 * Monte Carlo table's parts' sums add up to the unsplit sums bit for bit
 * and finish to the unsplit table; the short deck table's parts add up to
 * the whole table, every class at its combos x C(34,2) x C(32,5)
 * showdowns; a small part of the matrix keeps its cell invariants (mirror
 * cells one pot, equal showdowns); fingerprints tell every input apart;
 * parts that do not exist, sums of other opponent counts and sums past
 * their width are refused. */
#include "table_request.h"
#include "testing.h"

#include <stdlib.h>
#include <string.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES, SPLITS = 3 };

static const int splits[SPLITS] = {2, 3, 7};

static uint64_t job(int table, int game, int opponents, uint64_t trials, uint64_t seed)
{
    pokeq_table_request q = table_request_mc(opponents, trials, seed, 0, 0, 0);
    q.game = game;
    return pokeq_table_job(table, &q);
}

Test(preflop_parts, monte_carlo_parts_add_up_to_the_unsplit_table)
{
    const uint64_t trials = 9 * POKEQ_MC_BLOCK_TRIALS, seed = 11;
    pokeq_preflop_mc_sums *whole = malloc(sizeof *whole), *sum = malloc(sizeof *sum), *part = malloc(sizeof *part);
    pokeq_preflop_mc_result *direct = malloc(sizeof *direct), *merged = malloc(sizeof *merged);
    cr_assert(whole && sum && part && direct && merged);
    pokeq_table_request q = table_request_mc(2, trials, seed, 1, 0, 0);
    cr_assert_eq(pokeq_table_vs_random_mc(&q, whole), 0);
    cr_assert_eq(whole->blocks, 9);
    q.threads = 2;
    cr_assert_eq(table_mc_result(&q, direct), 0);
    for (int s = 0; s < SPLITS; s++) {
        memset(sum, 0, sizeof *sum);
        sum->opponents = 2;
        for (int k = 0; k < splits[s]; k++) {
            q = table_request_mc(2, trials, seed, 1 + k % 2, k, splits[s]);
            cr_assert_eq(pokeq_table_vs_random_mc(&q, part), 0);
            cr_assert_eq(pokeq_preflop_mc_sums_add(sum, part), 0);
        }
        cr_expect_eq(memcmp(sum, whole, sizeof *sum), 0, "%d parts", splits[s]);
        cr_assert_eq(pokeq_preflop_mc_finish(sum, merged), 0);
        cr_expect_eq(memcmp(merged, direct, sizeof *merged), 0, "%d parts", splits[s]);
    }
    cr_expect_gt(direct->stderr_equity[0], 0);
    free(whole), free(sum), free(part), free(direct), free(merged);
}

Test(preflop_parts, short_deck_parts_add_up_to_the_whole_table, .timeout = 60)
{
    static const uint64_t hands = 561, runouts = 201376; /* C(34,2), C(32,5) */
    pokeq_combo_counts whole[POKEQ_CLASSES], sum[POKEQ_CLASSES], part[POKEQ_CLASSES];
    pokeq_table_request q = table_request(0, 0, 1);
    q.game = POKEQ_GAME_SHORTDECK;
    cr_assert_eq(pokeq_table_vs_random(&q, whole), 0);
    memset(sum, 0, sizeof sum);
    for (int k = 0; k < 3; k++) {
        q = table_request(1, k, 3);
        q.game = POKEQ_GAME_SHORTDECK;
        cr_assert_eq(pokeq_table_vs_random(&q, part), 0);
        cr_assert_eq(pokeq_combo_counts_add(sum, part, POKEQ_CLASSES), 0);
    }
    cr_expect_eq(memcmp(sum, whole, sizeof sum), 0);
    int live = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        if (sum[cls].showdowns == 0)
            continue;
        live++;
        cr_expect_eq(sum[cls].showdowns, (uint64_t)pokeq_class_combos(cls) * hands * runouts, "class %d", cls);
    }
    cr_expect_eq(live, 81, "the classes of ranks 6..A");
}

Test(preflop_parts, a_part_of_the_matrix_keeps_the_cell_invariants, .timeout = 60)
{
    pokeq_combo_counts *m = malloc(CELLS * sizeof *m);
    cr_assert(m != NULL);
    const pokeq_table_request q = table_request(1, 5, 97);
    cr_assert_eq(pokeq_table_matrix(&q, m), 0);
    uint64_t showdowns = 0;
    for (int i = 0; i < POKEQ_CLASSES; i++)
        for (int j = 0; j < POKEQ_CLASSES; j++) {
            const pokeq_combo_counts *a = &m[i * POKEQ_CLASSES + j], *b = &m[j * POKEQ_CLASSES + i];
            cr_expect_eq(a->showdowns, b->showdowns, "%d %d", i, j);
            cr_expect_eq(a->equity_units + b->equity_units, 2520 * a->showdowns, "%d %d", i, j);
            showdowns += a->showdowns;
        }
    cr_expect_gt(showdowns, 0, "the part counts some boards");
    free(m);
}

Test(preflop_parts, fingerprints_tell_the_inputs_apart)
{
    const uint64_t base = job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 3, 1000, 1);
    const uint64_t others[] = {
        job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 2, 1000, 1),
        job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 3, 1001, 1),
        job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 3, 1000, 2),
        job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_SHORTDECK, 3, 1000, 1),
        job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 1, 0, 0),
        job(POKEQ_PREFLOP_MATRIX, POKEQ_GAME_HOLDEM, 1, 0, 0),
    };
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++) {
        cr_expect_neq(others[i], base, "input %zu", i);
        cr_expect_neq(others[i], 0);
    }
    cr_expect_eq(job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 1, 5, 6),
                 job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 1, 0, 0), "exact: trials and seed are not read");
    pokeq_table_request q = table_request(3, 1, 2); /* how it runs is not the job */
    cr_expect_eq(pokeq_table_job(POKEQ_PREFLOP_VS_RANDOM, &q), job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 1, 0, 0));
    cr_expect_eq(pokeq_table_job(POKEQ_PREFLOP_VS_RANDOM, NULL), 0);
    cr_expect_eq(pokeq_table_job(7, &q), 0, "no such table");
}

Test(preflop_parts, bad_parts_other_opponents_and_overflow_are_refused)
{
    pokeq_combo_counts classes[POKEQ_CLASSES];
    pokeq_preflop_mc_sums *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    cr_assert(a && b);
    pokeq_table_request q = table_request(1, 3, 3);
    cr_expect_eq(pokeq_table_vs_random(&q, classes), -POKEQ_ERR_ARGUMENT);
    q = table_request(1, 1, 1);
    cr_expect_eq(pokeq_table_vs_random(&q, classes), -POKEQ_ERR_ARGUMENT);
    q = table_request(1, -1, 2);
    pokeq_combo_counts *matrix = malloc(CELLS * sizeof *matrix);
    cr_assert(matrix != NULL);
    cr_expect_eq(pokeq_table_matrix(&q, matrix), -POKEQ_ERR_ARGUMENT);
    free(matrix);
    q = table_request_mc(2, 100, 1, 1, 2, 2);
    cr_expect_eq(pokeq_table_vs_random_mc(&q, a), -POKEQ_ERR_ARGUMENT);
    a->opponents = 2;
    b->opponents = 3;
    cr_expect_eq(pokeq_preflop_mc_sums_add(a, b), -POKEQ_ERR_ARGUMENT);
    b->opponents = 2;
    a->squares[7][1][0] = UINT64_MAX;
    b->squares[7][1][0] = 1;
    b->blocks = 1;
    cr_expect_eq(pokeq_preflop_mc_sums_add(a, b), -POKEQ_ERR_OVERFLOW);
    cr_expect_eq(a->blocks, 0, "left unchanged");
    a->squares[7][1][0] = 0;
    cr_expect_eq(pokeq_preflop_mc_sums_add(a, b), 0);
    cr_expect_eq(a->squares[7][1][0], 1);
    pokeq_preflop_mc_result *r = malloc(sizeof *r);
    a->blocks = 0;
    cr_expect_eq(pokeq_preflop_mc_finish(a, r), -POKEQ_ERR_ARGUMENT, "no blocks");
    pokeq_combo_counts x = {UINT64_MAX, 0}, y = {1, 0};
    cr_expect_eq(pokeq_combo_counts_add(&x, &y, 1), -POKEQ_ERR_OVERFLOW);
    free(a), free(b), free(r);
}
