/* SPDX-License-Identifier: MIT */
/*
 * preflop_legacy.c - the superseded preflop table calls of pokeq.h, each
 * a pokeq_table_* call with a request made from its arguments. Nothing
 * else lives here: a fix goes into the table calls themselves.
 */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "pokeq.h"

#include <stdlib.h>
#include <string.h>

static pokeq_table_request request_of(int game, int threads, int shard, int shards)
{
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.game = game;
    q.threads = threads;
    q.shard = shard;
    q.shards = shards;
    return q;
}

int pokeq_preflop_vs_random(int threads, pokeq_combo_counts classes[POKEQ_CLASSES])
{
    return pokeq_preflop_vs_random_part(POKEQ_GAME_HOLDEM, threads, 0, 0, classes);
}

int pokeq_preflop_vs_random_game(int game, int threads, pokeq_combo_counts classes[POKEQ_CLASSES])
{
    return pokeq_preflop_vs_random_part(game, threads, 0, 0, classes);
}

int pokeq_preflop_vs_random_part(int game, int threads, int shard, int shards,
                                 pokeq_combo_counts classes[POKEQ_CLASSES])
{
    const pokeq_table_request q = request_of(game, threads, shard, shards);
    return pokeq_table_vs_random(&q, classes);
}

int pokeq_preflop_vs_random_mc_part(int opponents, uint64_t trials, uint64_t seed, int threads, int shard,
                                    int shards, pokeq_preflop_mc_sums *sums)
{
    pokeq_table_request q = request_of(POKEQ_GAME_HOLDEM, threads, shard, shards);
    q.opponents = opponents;
    q.trials = trials;
    q.seed = seed;
    return pokeq_table_vs_random_mc(&q, sums);
}

int pokeq_preflop_vs_random_mc(int opponents, uint64_t trials, uint64_t seed, int threads,
                               pokeq_preflop_mc_result *out)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (out == NULL)
        return -POKEQ_ERR_ARGUMENT;
    pokeq_preflop_mc_sums *sums = malloc(sizeof *sums);
    if (sums == NULL)
        return -POKEQ_ERR_MEMORY;
    int error = pokeq_preflop_vs_random_mc_part(opponents, trials, seed, threads, 0, 0, sums);
    if (!error)
        error = pokeq_preflop_mc_finish(sums, out);
    free(sums);
    return error;
}

int pokeq_preflop_matrix(int threads, pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES])
{
    return pokeq_preflop_matrix_part(threads, 0, 0, matrix);
}

int pokeq_preflop_matrix_part(int threads, int shard, int shards,
                              pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES])
{
    const pokeq_table_request q = request_of(POKEQ_GAME_HOLDEM, threads, shard, shards);
    return pokeq_table_matrix(&q, matrix);
}

int pokeq_preflop_three_way(int64_t first, int count, int threads, int shard, int shards,
                            pokeq_three_way_cell *cells)
{
    pokeq_table_request q = request_of(POKEQ_GAME_HOLDEM, threads, shard, shards);
    q.first = first;
    q.count = count;
    return pokeq_table_three_way(&q, cells);
}

uint64_t pokeq_preflop_job(int table, int game, int opponents, uint64_t trials, uint64_t seed)
{
    pokeq_table_request q = request_of(game, 0, 0, 0);
    q.opponents = opponents;
    q.trials = trials;
    q.seed = seed;
    return pokeq_table_job(table, &q);
}
