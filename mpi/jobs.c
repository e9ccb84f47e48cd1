/* SPDX-License-Identifier: MIT */
/* jobs.c - the jobs pokeq-mpi spreads over ranks (jobs.h). */
#include "jobs.h"

#include "queue.h"

#include "run/solve.h"
#include "front/stream.h"

#include <mpi.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

bool job_splits(const pokeq_request *q)
{
    return q->shards == 0 && (q->method == POKEQ_METHOD_EXACT ||
                              (q->method == POKEQ_METHOD_MC && q->trials > 0 && q->target_stderr == 0 &&
                               q->max_seconds == 0));
}

/* A failed task's blob: its message. */
static int failed(const pokeq_error_info *e, int code, char **blob, size_t *size)
{
    *blob = strdup(e->message[0] != '\0' ? e->message : pokeq_strerror(code));
    *size = *blob != NULL ? strlen(*blob) + 1 : 0;
    return code;
}

/* A job's part `part` into *blob; e filled on failure. */
typedef int part_fn(const void *job, int part, char **blob, size_t *size, pokeq_error_info *e);

/* Queue task t is part t + 1 of the job: rank 0 counts part 0 before the
 * others start, so that a bad input is reported as pokeq reports it. */
static int part_task(part_fn *count_part, const void *job, int task, char **blob, size_t *size)
{
    pokeq_error_info e;
    const int code = count_part(job, task + 1, blob, size, &e);
    if (code == 0)
        return 0;
    free(*blob);
    return failed(&e, code, blob, size);
}

/* ---- an equity scenario: part k of P, a result and its combos ---- */

typedef struct equity_job {
    pokeq_request q;                    /* the whole request, no hooks */
    int parts;
    bool combos;
    pokeq_result *results;              /* rank 0: by part */
    pokeq_combo_counts *part_combos;    /* rank 0: parts x seats x POKEQ_COMBOS */
} equity_job;

static size_t combo_entries(const pokeq_request *q)
{
    return (size_t)q->seats * POKEQ_COMBOS;
}

void job_announce(int kind, int parts, int flags)
{
    int message[3] = {kind, parts, flags};
    MPI_Bcast(message, 3, MPI_INT, 0, MPI_COMM_WORLD);
}

/* Part `part` into *blob: its result and combos; e filled on failure. */
static int equity_part(const void *job, int part, char **blob, size_t *size, pokeq_error_info *e)
{
    const equity_job *j = job;
    pokeq_request q = j->q;
    q.shard = part;
    q.shards = j->parts;
    const size_t entries = j->combos ? combo_entries(&q) : 0;
    *size = sizeof(pokeq_result) + entries * sizeof(pokeq_combo_counts);
    *blob = calloc(1, *size);
    if (*blob == NULL)
        return -POKEQ_ERR_MEMORY;
    q.combos = entries > 0 ? (pokeq_combo_counts *)(*blob + sizeof(pokeq_result)) : NULL;
    q.combos_capacity = entries;
    return pokeq_solve(&q, (pokeq_result *)*blob, e);
}

static int equity_task(int task, void *context, char **blob, size_t *size)
{
    return part_task(equity_part, context, task, blob, size);
}

static int equity_collect(int task, const char *blob, size_t size, void *context)
{
    equity_job *j = context;
    task++; /* the part */
    const size_t entries = j->combos ? combo_entries(&j->q) : 0;
    if (size != sizeof(pokeq_result) + entries * sizeof(pokeq_combo_counts))
        return 1;
    memcpy(&j->results[task], blob, sizeof(pokeq_result));
    if (entries > 0)
        memcpy(j->part_combos + (size_t)task * entries, blob + sizeof(pokeq_result), entries * sizeof(pokeq_combo_counts));
    return 0;
}

static equity_job equity_job_of(const pokeq_request *q, int parts, bool combos)
{
    equity_job j = {*q, parts, combos, NULL, NULL};
    j.q.progress = NULL;
    j.q.cancel = NULL;
    j.q.combos = NULL;
    j.q.combos_capacity = 0;
    return j;
}

int job_equity_run(const pokeq_request *q, int parts, pokeq_result *r, pokeq_error_info *e)
{
    equity_job j = equity_job_of(q, parts, q->combos != NULL);
    const size_t entries = j.combos ? combo_entries(q) : 0;
    j.results = calloc((size_t)parts, sizeof *j.results);
    j.part_combos = calloc((size_t)parts * entries + 1, sizeof *j.part_combos);
    const pokeq_result **part = calloc((size_t)parts, sizeof *part);
    const pokeq_combo_counts **combos = calloc((size_t)parts, sizeof *combos);
    memset(e, 0, sizeof *e);
    int code = j.results && j.part_combos && part && combos ? 0 : -POKEQ_ERR_MEMORY;
    char *first = NULL;
    size_t size = 0;
    if (code == 0 && (code = equity_part(&j, 0, &first, &size, e)) == 0)
        equity_collect(-1, first, size, &j);
    free(first);
    if (code == 0) {
        job_announce(JOB_EQUITY, parts, j.combos);
        if (queue_run(parts - 1, equity_task, equity_collect, &j, e->message, sizeof e->message) != 0)
            code = e->code = -POKEQ_ERR_ARGUMENT;
    }
    for (int k = 0; code == 0 && k < parts; k++) {
        part[k] = &j.results[k];
        combos[k] = j.part_combos + (size_t)k * entries;
    }
    if (code == 0)
        code = pokeq_result_merge(part, j.combos ? combos : NULL, parts, r, q->combos, e);
    free(j.results);
    free(j.part_combos);
    free(part);
    free(combos);
    return code;
}

/* ---- flops: part k of P, the rows it counted ---- */

typedef struct flops_job {
    pokeq_request q;
    int parts;
    pokeq_flop *rows;                   /* rank 0: every row */
} flops_job;

/* Part `part`'s rows into *blob (index, row, ...); e filled on failure. */
static int flops_part(const void *job, int part, char **blob, size_t *size, pokeq_error_info *e)
{
    const flops_job *j = job;
    pokeq_request q = j->q;
    q.shard = part;
    q.shards = j->parts;
    pokeq_flop *rows = calloc(POKEQ_FLOPS, sizeof *rows);
    *blob = malloc(POKEQ_FLOPS * (sizeof(int) + sizeof *rows));
    if (rows == NULL || *blob == NULL) {
        free(rows);
        free(*blob);
        *blob = NULL;
        return -POKEQ_ERR_MEMORY;
    }
    const int code = pokeq_flops(&q, rows, e);
    *size = 0;
    for (int i = 0; code == 0 && i < POKEQ_FLOPS; i++)
        if (rows[i].job != 0) {
            memcpy(*blob + *size, &i, sizeof i);
            memcpy(*blob + *size + sizeof i, &rows[i], sizeof rows[i]);
            *size += sizeof i + sizeof rows[i];
        }
    free(rows);
    return code;
}

static int flops_task(int task, void *context, char **blob, size_t *size)
{
    return part_task(flops_part, context, task, blob, size);
}

static int flops_collect(int task, const char *blob, size_t size, void *context)
{
    (void)task;
    flops_job *j = context;
    for (size_t at = 0; at + sizeof(int) + sizeof(pokeq_flop) <= size; at += sizeof(int) + sizeof(pokeq_flop)) {
        int i;
        memcpy(&i, blob + at, sizeof i);
        if (i < 0 || i >= POKEQ_FLOPS)
            return 1;
        memcpy(&j->rows[i], blob + at + sizeof i, sizeof(pokeq_flop));
    }
    return 0;
}

int job_flops_run(const pokeq_request *q, int parts, pokeq_flop *rows, pokeq_error_info *e)
{
    flops_job j = {*q, parts, rows};
    j.q.cancel = NULL;
    j.q.progress = NULL;
    memset(e, 0, sizeof *e);
    memset(rows, 0, POKEQ_FLOPS * sizeof *rows);
    char *first = NULL;
    size_t size = 0;
    const int code = flops_part(&j, 0, &first, &size, e);
    if (code == 0)
        flops_collect(0, first, size, &j);
    free(first);
    if (code != 0)
        return code;
    job_announce(JOB_FLOPS, parts, 0);
    if (queue_run(parts - 1, flops_task, flops_collect, &j, e->message, sizeof e->message) != 0)
        return e->code = -POKEQ_ERR_ARGUMENT;
    return 0;
}

/* ---- the other ranks ---- */

/* The request the command line's words make (after `skip` words). */
static int request_of_words(int argc, char **argv, int skip, scenario_request *words, pokeq_request *q)
{
    const run_options defaults = run_options_default();
    cli_error error;
    if (argc < skip || args_parse((const char *const *)argv + skip, argc - skip, &defaults, ARGS_COMMAND_LINE, words,
                                  &error) != 0)
        return -1;
    *q = solve_request_of(words);
    return 0;
}

void job_serve(int kind, int parts, bool combos, int argc, char **argv)
{
    scenario_request words;
    pokeq_request q;
    char failure[8];
    if (kind == JOB_BATCH) {
        if (request_of_words(argc, argv, 1, &words, &q) != 0)
            MPI_Abort(MPI_COMM_WORLD, 2);
        job_batch_serve(words.batch.text, &words.options, parts);
    } else if (kind == JOB_EQUITY) {
        if (request_of_words(argc, argv, 1, &words, &q) != 0)
            MPI_Abort(MPI_COMM_WORLD, 2);
        equity_job j = equity_job_of(&q, parts, combos);
        queue_run(parts - 1, equity_task, NULL, &j, failure, sizeof failure);
    } else if (kind == JOB_TABLE) {
        job_table_serve(parts, argc, argv);
    } else if (kind == JOB_FLOPS) {
        if (request_of_words(argc, argv, 2, &words, &q) != 0)
            MPI_Abort(MPI_COMM_WORLD, 2);
        q.method = POKEQ_METHOD_EXACT;
        flops_job j = {q, parts, NULL};
        queue_run(parts - 1, flops_task, NULL, &j, failure, sizeof failure);
    }
}
