/* SPDX-License-Identifier: MIT */
/*
 * tables.c - a preflop table (vs-random, matrix) spread over ranks
 * (jobs.h): part k of P is the library's pokeq_table_* call (through
 * preflop_count), its blob the part's cells or Monte Carlo sums, added up
 * on rank 0 by pokeq_combo_counts_add or pokeq_preflop_mc_sums_add.
 */
#include "jobs.h"

#include "queue.h"

#include "shards/preflop_shard.h"

#include <mpi.h>
#include <stdlib.h>
#include <string.h>

typedef struct table_job {
    preflop_words w;                    /* the whole table's words */
    int parts;
    size_t size;                        /* a part's blob: cells or sums */
    pokeq_combo_counts *counts;         /* rank 0: the sum (exact) */
    pokeq_preflop_mc_sums *sums;        /* rank 0: the sum (Monte Carlo) */
} table_job;

static size_t blob_size(const preflop_words *w)
{
    const size_t cells = strcmp(w->positional[0], "matrix") == 0 ? POKEQ_CLASSES * POKEQ_CLASSES : POKEQ_CLASSES;
    return preflop_sampled(w) ? sizeof(pokeq_preflop_mc_sums) : cells * sizeof(pokeq_combo_counts);
}

static int table_task(int task, void *context, char **blob, size_t *size)
{
    const table_job *j = context;
    preflop_words w = j->w;
    w.shard = task + 1; /* rank 0 counted part 0 */
    w.shards = j->parts;
    *size = j->size;
    *blob = malloc(j->size);
    if (*blob == NULL)
        return -POKEQ_ERR_MEMORY;
    const bool sampled = preflop_sampled(&w);
    const int code = preflop_count(&w, sampled ? NULL : (pokeq_combo_counts *)*blob,
                                   sampled ? (pokeq_preflop_mc_sums *)*blob : NULL, NULL);
    if (code != 0) {
        free(*blob);
        *blob = strdup(pokeq_strerror(code));
        *size = *blob != NULL ? strlen(*blob) + 1 : 0;
    }
    return code;
}

static int table_collect(int task, const char *blob, size_t size, void *context)
{
    (void)task;
    table_job *j = context;
    if (size != j->size)
        return 1;
    if (j->sums != NULL)
        return pokeq_preflop_mc_sums_add(j->sums, (const pokeq_preflop_mc_sums *)blob) != 0;
    return pokeq_combo_counts_add(j->counts, (const pokeq_combo_counts *)blob, j->size / sizeof *j->counts) != 0;
}

int job_table_run(const preflop_words *w, int parts, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums)
{
    table_job j = {*w, parts, blob_size(w), counts, sums};
    j.w.shard = 0;
    j.w.shards = parts;
    int code = preflop_count(&j.w, counts, sums, NULL); /* part 0: bad input fails as in pokeq */
    if (code != 0)
        return code;
    job_announce(JOB_TABLE, parts, 0);
    char failure[256];
    if (queue_run(parts - 1, table_task, table_collect, &j, failure, sizeof failure) != 0) {
        fprintf(stderr, "pokeq-mpi: %s\n", failure);
        return -POKEQ_ERR_ARGUMENT;
    }
    return 0;
}

void job_table_serve(int parts, int argc, char **argv)
{
    table_job j = {.parts = parts};
    char failure[8];
    if (argc < 2 || preflop_words_parse("preflop", argc - 2, argv + 2, &j.w) != 0 || j.w.positional_count < 1)
        MPI_Abort(MPI_COMM_WORLD, 2);
    j.size = blob_size(&j.w);
    queue_run(parts - 1, table_task, NULL, &j, failure, sizeof failure);
}
