/* SPDX-License-Identifier: MIT */
/*
 * jobs.h - the jobs pokeq-mpi spreads over ranks (pokeq_mpi.c), each a
 * queue of tasks (queue.h): its task on any rank, its collection and
 * result on rank 0. Every rank builds the job's request from its own
 * arguments (the same words), so rank 0 sends task numbers only.
 */
#ifndef POKEQ_MPI_JOBS_H
#define POKEQ_MPI_JOBS_H

#include "front/args.h"
#include "run/batch.h"
#include "front/preflop_words.h"
#include "pokeq.h"

#include <stdbool.h>
#include <stdio.h>

enum job_kind { JOB_NONE, JOB_EQUITY, JOB_FLOPS, JOB_BATCH, JOB_TABLE };

/* Rank 0: tells the other ranks which job starts (JOB_NONE: no more),
 * in how many parts, with flags (equity: per-combo counts). */
void job_announce(int kind, int parts, int flags);

/* Whether a request splits into parts that add up exactly: exact, or
 * Monte Carlo with a trial count alone (pokeq.h, shards), and not a part
 * already. */
bool job_splits(const pokeq_request *q);

/* Rank 0: the request in `parts` parts over the ranks, merged into *r
 * (and q->combos). Part 0 is counted on rank 0 before the job is
 * announced, so a bad input fails as in pokeq (e as pokeq_solve fills
 * it, nothing announced). Returns pokeq_solve's codes; a failed rank's
 * message in e. flops: the same with pokeq_flops. */
int job_equity_run(const pokeq_request *q, int parts, pokeq_result *r, pokeq_error_info *e);

/* Rank 0: the flops in `parts` parts over the ranks, into rows. */
int job_flops_run(const pokeq_request *q, int parts, pokeq_flop *rows, pokeq_error_info *e);

/* Rank 0: a preflop table (w's, no --shard) in `parts` parts over the
 * ranks, summed into counts or sums (preflop_count's contract); a failed
 * rank's message on stderr and -POKEQ_ERR_ARGUMENT. tables.c. */
int job_table_run(const preflop_words *w, int parts, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums);

/* The other ranks: their share of a table; argv[1] is "preflop". */
void job_table_serve(int parts, int argc, char **argv);

/* A batch file's lines (byte ranges of text, newlines excluded). */
typedef struct job_lines {
    char *text;
    size_t size;
    int count;
    size_t *start, *length;
} job_lines;

int job_lines_read(const char *path, job_lines *lines);
void job_lines_free(job_lines *lines);

/* Rank 0: every line a task; answers and messages printed in line order.
 * batch_run's exit statuses. */
int job_batch_run(const char *path, const job_lines *lines, const run_options *defaults, FILE *out);

/* The other ranks: their share of a batch of `count` lines. */
void job_batch_serve(const char *path, const run_options *defaults, int count);

/* The other ranks: their share of the job rank 0 announced. */
void job_serve(int kind, int parts, bool combos, int argc, char **argv);

#endif
