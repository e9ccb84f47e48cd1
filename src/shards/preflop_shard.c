/* SPDX-License-Identifier: MIT */
/* preflop_shard.c - a preflop table's parts written and merged (preflop_shard.h). */
#include "shards/preflop_shard.h"

#include "front/cli_error.h"
#include "front/stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MATRIX_CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static bool is_matrix(const preflop_words *w)
{
    return strcmp(w->positional[0], "matrix") == 0;
}

bool preflop_sampled(const preflop_words *w)
{
    return !is_matrix(w) && w->opponents > 1;
}

/* The library's request for the table the words ask for. */
static pokeq_table_request request_of(const preflop_words *w)
{
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.game = w->game;
    q.opponents = w->opponents;
    q.trials = w->trials;
    q.seed = w->seed;
    q.threads = w->threads;
    q.shard = w->shard;
    q.shards = w->shards;
    return q;
}

static uint64_t job_of(const preflop_words *w)
{
    const pokeq_table_request q = request_of(w);
    return pokeq_table_job(is_matrix(w) ? POKEQ_PREFLOP_MATRIX : POKEQ_PREFLOP_VS_RANDOM, &q);
}

int preflop_count(const preflop_words *w, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums, void *context)
{
    (void)context;
    const pokeq_table_request q = request_of(w);
    if (is_matrix(w))
        return pokeq_table_matrix(&q, counts);
    return preflop_sampled(w) ? pokeq_table_vs_random_mc(&q, sums) : pokeq_table_vs_random(&q, counts);
}

int preflop_shard_run(const preflop_words *w, int argc, char **argv)
{
    const int cells = is_matrix(w) ? MATRIX_CELLS : POKEQ_CLASSES;
    pokeq_combo_counts *counts = preflop_sampled(w) ? NULL : calloc((size_t)cells, sizeof *counts);
    pokeq_preflop_mc_sums *sums = preflop_sampled(w) ? calloc(1, sizeof *sums) : NULL;
    if (counts == NULL && sums == NULL)
        return EXIT_FAILED;
    const int error = preflop_count(w, counts, sums, NULL);
    int status = 0;
    if (error != 0) {
        fprintf(stderr, "pokeq preflop: %s\n", pokeq_strerror(error));
        status = EXIT_FAILED;
    } else {
        const char *kept[SHARD_WORDS_MAX];
        const int count = shard_words_kept((const char *const *)argv, argc, kept, SHARD_WORDS_MAX);
        status = shard_file_write_table(stdout, kept, count, job_of(w), w->shard, w->shards, cells, counts, sums)
                     ? 0
                     : EXIT_FAILED;
    }
    free(counts);
    free(sums);
    return status;
}

/* ---- merging ---- */

static int refuse(const char *why, int a, int b)
{
    fprintf(stderr, "pokeq merge: the files are not the parts of one preflop table: ");
    fprintf(stderr, why, a, b);
    fputc('\n', stderr);
    return EXIT_BAD_INPUT;
}

/* Every part of records[0]'s table once, and only those. */
static int check_parts(const shard_file *const *records, int count)
{
    const int parts = records[0]->parts;
    unsigned char *seen = calloc((size_t)parts, 1);
    if (seen == NULL)
        return EXIT_FAILED;
    int status = 0;
    for (int i = 0; i < count && status == 0; i++) {
        const shard_file *f = records[i];
        if (f->job != records[0]->job || f->parts != parts || f->cells != records[0]->cells ||
            (f->sums != NULL) != (records[0]->sums != NULL))
            status = refuse("file %d is a part of another job than file %d", i + 1, 1);
        else if (seen[f->part]++)
            status = refuse("part %d of %d is given twice", f->part + 1, parts);
    }
    for (int k = 0; k < parts && status == 0; k++)
        if (!seen[k])
            status = refuse("part %d of %d is missing", k + 1, parts);
    free(seen);
    return status;
}

/* The words the parts were counted with, checked against what they hold. */
static int words_of(const shard_file *f, preflop_words *w)
{
    if (preflop_words_parse("merge", f->word_count, (char **)f->words, w) != 0)
        return EXIT_BAD_INPUT;
    const bool table = w->positional_count == 1 &&
                       (strcmp(w->positional[0], "vs-random") == 0 || strcmp(w->positional[0], "matrix") == 0);
    if (!table || job_of(w) != f->job || f->cells != (is_matrix(w) ? MATRIX_CELLS : POKEQ_CLASSES) ||
        preflop_sampled(w) != (f->sums != NULL))
        return refuse("the words of file %d do not make the table its counts are of", 1, 0);
    return 0;
}

static int merge_exact(const preflop_words *w, const shard_file *const *records, int count)
{
    const size_t cells = (size_t)records[0]->cells;
    pokeq_combo_counts *sum = calloc(cells, sizeof *sum);
    if (sum == NULL)
        return EXIT_FAILED;
    int status = 0;
    for (int i = 0; i < count && status == 0; i++)
        if (pokeq_combo_counts_add(sum, records[i]->counts, cells) != 0)
            status = refuse("the sum passes 2^64 at file %d", i + 1, 0);
    if (status == 0 && !preflop_table_valid(w, sum))
        status = refuse("the parts' sums fail the table's exact checks (file %d of %d parts)", 1, count);
    if (status == 0)
        status = preflop_show_table(stdout, w, sum, NULL);
    free(sum);
    return status;
}

static int merge_mc(const preflop_words *w, const shard_file *const *records, int count)
{
    pokeq_preflop_mc_sums *sum = calloc(1, sizeof *sum);
    pokeq_preflop_mc_result *table = malloc(sizeof *table);
    int status = sum != NULL && table != NULL ? 0 : EXIT_FAILED;
    if (status == 0)
        sum->opponents = w->opponents;
    for (int i = 0; i < count && status == 0; i++)
        if (pokeq_preflop_mc_sums_add(sum, records[i]->sums) != 0)
            status = refuse("file %d does not add up with the others", i + 1, 0);
    if (status == 0 && pokeq_preflop_mc_finish(sum, table) != 0)
        status = refuse("the parts hold no trial (%d files)", count, 0);
    if (status == 0)
        status = preflop_show_table(stdout, w, NULL, table);
    free(sum);
    free(table);
    return status;
}

int preflop_merge(const shard_file *const *records, int count)
{
    preflop_words w;
    int status = check_parts(records, count);
    if (status == 0)
        status = words_of(records[0], &w);
    if (status != 0)
        return status;
    return preflop_sampled(&w) ? merge_mc(&w, records, count) : merge_exact(&w, records, count);
}
