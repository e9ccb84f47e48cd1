/* SPDX-License-Identifier: MIT */
/* The preflop tables' one request (pokeq_table_request): its defaults; the
 * sizes it reads (this release's) and those it refuses (smaller than the
 * first release's, larger than this library's); threads and parts checked before any work; the
 * cancel flag stopping a table and the progress hook seeing its tasks; and
 * the superseded positional calls giving the very counts of the calls
 * that replace them. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "table_request.h"
#include "testing.h"

#include <stdlib.h>
#include <string.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

Test(table_request, init_sets_the_defaults)
{
    pokeq_table_request q;
    memset(&q, 0x5a, sizeof q);
    pokeq_table_request_init(&q);
    cr_expect_eq(q.size, sizeof q);
    cr_expect_eq(q.game, POKEQ_GAME_HOLDEM);
    cr_expect_eq(q.opponents, 1);
    cr_expect_eq(q.threads, 0);
    cr_expect_eq(q.shard, 0);
    cr_expect_eq(q.shards, 0);
    cr_expect_eq(q.trials, 0);
    cr_expect(q.cancel == NULL && q.progress == NULL && q.progress_context == NULL);
    pokeq_table_request_init(NULL); /* no crash */
}

/* A caller built against a later header: today's struct and more. */
typedef struct later_request {
    pokeq_table_request today;
    uint64_t added[2];
} later_request;

static int one_cell(const pokeq_table_request *q)
{
    pokeq_three_way_cell cell;
    return pokeq_table_three_way(q, &cell);
}

Test(table_request, sizes_it_knows_are_read_and_others_refused)
{
    later_request later;
    memset(&later, 0, sizeof later);
    pokeq_table_request_init(&later.today);
    later.today.count = 1;
    later.today.threads = 1;
    cr_expect_eq(one_cell(&later.today), 0, "today's size");
    later.today.size = sizeof later;
    cr_expect_eq(one_cell(&later.today), -POKEQ_ERR_ARGUMENT, "a later header's struct: its fields unknown");
    later.today.size = sizeof later.today - 1;
    cr_expect_eq(one_cell(&later.today), -POKEQ_ERR_ARGUMENT, "smaller than the first release");
    later.today.size = 0;
    cr_expect_eq(one_cell(&later.today), -POKEQ_ERR_ARGUMENT, "not initialised");
    cr_expect_eq(one_cell(NULL), -POKEQ_ERR_ARGUMENT);
}

Test(table_request, threads_parts_and_cells_are_checked_first)
{
    pokeq_table_request q = table_request(-1, 0, 0);
    q.count = 1;
    cr_expect_eq(one_cell(&q), -POKEQ_ERR_ARGUMENT, "threads < 0");
    q = table_request(1, 2, 2);
    q.count = 1;
    cr_expect_eq(one_cell(&q), -POKEQ_ERR_ARGUMENT, "part 2 of 2");
    q = table_request(1, 0, 0);
    q.first = POKEQ_THREE_WAY_CELLS;
    q.count = 1;
    cr_expect_eq(one_cell(&q), -POKEQ_ERR_ARGUMENT, "past the last cell");
    q.first = INT64_MAX;
    cr_expect_eq(one_cell(&q), -POKEQ_ERR_ARGUMENT, "first + count would wrap");
    q = table_request_mc(1, 4096, 1, 1, 0, 0);
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    cr_assert(sums != NULL);
    q.trials = (uint64_t)POKEQ_MC_MAX_TRIALS + 1;
    cr_expect_eq(pokeq_table_vs_random_mc(&q, sums), -POKEQ_ERR_ARGUMENT, "too many trials");
    free(sums);
}

Test(table_request, a_set_cancel_flag_stops_every_table)
{
    static const volatile int stop = 1;
    pokeq_table_request q = table_request(1, 0, 0);
    q.cancel = &stop;
    q.count = 50;
    pokeq_three_way_cell *cells = calloc(50, sizeof *cells);
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    pokeq_combo_counts *matrix = malloc(CELLS * sizeof *matrix);
    cr_assert(cells && sums && matrix);
    cr_expect_eq(pokeq_table_three_way(&q, cells), -POKEQ_ERR_CANCELLED);
    cr_expect_eq(pokeq_table_matrix(&q, matrix), -POKEQ_ERR_CANCELLED);
    q.trials = 1000 * (uint64_t)POKEQ_MC_BLOCK_TRIALS;
    cr_expect_eq(pokeq_table_vs_random_mc(&q, sums), -POKEQ_ERR_CANCELLED);
    pokeq_combo_counts classes[POKEQ_CLASSES];
    cr_expect_eq(pokeq_table_vs_random(&q, classes), -POKEQ_ERR_CANCELLED);
    free(cells), free(sums), free(matrix);
}

typedef struct seen {
    uint64_t calls, last_done, total;
    int backwards;
} seen;

static void note_progress(uint64_t done, uint64_t total, void *context)
{
    seen *s = context;
    s->backwards |= done < s->last_done || done > total;
    s->calls++;
    s->last_done = done;
    s->total = total;
}

Test(table_request, progress_sees_every_task_of_the_part)
{
    seen s = {0};
    pokeq_table_request q = table_request_mc(2, 6 * POKEQ_MC_BLOCK_TRIALS, 3, 1, 0, 0);
    q.progress = note_progress;
    q.progress_context = &s;
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    cr_assert(sums != NULL);
    cr_assert_eq(pokeq_table_vs_random_mc(&q, sums), 0);
    cr_expect_gt(s.calls, 0);
    cr_expect_eq(s.total, 6, "six blocks");
    cr_expect_eq(s.last_done, 6);
    cr_expect_eq(s.backwards, 0);
    free(sums);
}

Test(table_request, superseded_calls_count_what_the_table_calls_count, .timeout = 120)
{
    pokeq_preflop_mc_sums *old_sums = malloc(sizeof *old_sums), *new_sums = malloc(sizeof *new_sums);
    pokeq_preflop_mc_result *old_mc = malloc(sizeof *old_mc), *new_mc = malloc(sizeof *new_mc);
    pokeq_combo_counts *old_m = malloc(CELLS * sizeof *old_m), *new_m = malloc(CELLS * sizeof *new_m);
    cr_assert(old_sums && new_sums && old_mc && new_mc && old_m && new_m);
    const uint64_t trials = 5 * POKEQ_MC_BLOCK_TRIALS;
    pokeq_table_request q = table_request_mc(2, trials, 9, 1, 1, 2);
    cr_assert_eq(pokeq_preflop_vs_random_mc_part(2, trials, 9, 1, 1, 2, old_sums), 0);
    cr_assert_eq(pokeq_table_vs_random_mc(&q, new_sums), 0);
    cr_expect_eq(memcmp(old_sums, new_sums, sizeof *old_sums), 0, "Monte Carlo part");
    q.shard = q.shards = 0;
    cr_assert_eq(pokeq_preflop_vs_random_mc(2, trials, 9, 2, old_mc), 0);
    cr_assert_eq(table_mc_result(&q, new_mc), 0);
    cr_expect_eq(memcmp(old_mc, new_mc, sizeof *old_mc), 0, "Monte Carlo table");
    q = table_request(1, 4, 97);
    cr_assert_eq(pokeq_preflop_matrix_part(1, 4, 97, old_m), 0);
    cr_assert_eq(pokeq_table_matrix(&q, new_m), 0);
    cr_expect_eq(memcmp(old_m, new_m, CELLS * sizeof *old_m), 0, "a part of the matrix");
    pokeq_three_way_cell old_cell, new_cell;
    q = table_request(1, 0, 0);
    q.first = 1234;
    q.count = 1;
    cr_assert_eq(pokeq_preflop_three_way(1234, 1, 1, 0, 0, &old_cell), 0);
    cr_assert_eq(pokeq_table_three_way(&q, &new_cell), 0);
    cr_expect_eq(old_cell.showdowns, new_cell.showdowns);
    cr_expect_gt(new_cell.showdowns, 0);
    cr_expect_eq(memcmp(old_cell.seat, new_cell.seat, sizeof old_cell.seat), 0, "a three-way cell");
    q = table_request_mc(3, 1000, 4, 0, 0, 0);
    cr_expect_eq(pokeq_preflop_job(POKEQ_PREFLOP_VS_RANDOM, POKEQ_GAME_HOLDEM, 3, 1000, 4),
                 pokeq_table_job(POKEQ_PREFLOP_VS_RANDOM, &q), "fingerprint");
    pokeq_combo_counts classes[POKEQ_CLASSES];
    cr_expect_eq(pokeq_preflop_vs_random_game(POKEQ_GAME_OMAHA, 1, classes), -POKEQ_ERR_UNSUPPORTED);
    cr_expect_eq(pokeq_preflop_vs_random_part(POKEQ_GAME_HOLDEM, -1, 0, 0, classes), -POKEQ_ERR_ARGUMENT);
    free(old_sums), free(new_sums), free(old_mc), free(new_mc), free(old_m), free(new_m);
}
