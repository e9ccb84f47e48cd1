/* SPDX-License-Identifier: MIT */
/*
 * table_request.h - a pokeq_table_request for a test in one expression:
 * the library's defaults with threads and a part (shards 0: the whole
 * table); a test sets a table's own fields on the copy it gets.
 */
#ifndef POKEQ_TEST_TABLE_REQUEST_H
#define POKEQ_TEST_TABLE_REQUEST_H

#include "pokeq.h"

static inline pokeq_table_request table_request(int threads, int shard, int shards)
{
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.threads = threads;
    q.shard = shard;
    q.shards = shards;
    return q;
}

/* The Monte Carlo table's request: opponents, trials and seed too. */
static inline pokeq_table_request table_request_mc(int opponents, uint64_t trials, uint64_t seed, int threads,
                                                   int shard, int shards)
{
    pokeq_table_request q = table_request(threads, shard, shards);
    q.opponents = opponents;
    q.trials = trials;
    q.seed = seed;
    return q;
}

/* The Monte Carlo table made whole: the call's sums, then finished.
 * Returns the first error. */
static inline int table_mc_result(const pokeq_table_request *q, pokeq_preflop_mc_result *out)
{
    static pokeq_preflop_mc_sums sums; /* large; tests run one at a time per process */
    const int error = pokeq_table_vs_random_mc(q, &sums);
    return error != 0 ? error : pokeq_preflop_mc_finish(&sums, out);
}

#endif
