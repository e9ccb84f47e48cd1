/* SPDX-License-Identifier: MIT */
/*
 * cmd_merge.c - `pokeq merge FILE...`: the shard files of one job (written
 * by `pokeq ... --shard K/N`) added up by the library (pokeq_result_merge,
 * pokeq_flops_average) and printed as the unsplit run prints, in the
 * format of the first file's words.
 */
#include "cmd/cli.h"

#include "front/answer.h"
#include "front/args.h"
#include "front/cli_error.h"
#include "output/flops_print.h"
#include "cmd/help.h"
#include "output/output.h"
#include "shards/preflop_shard.h"
#include "shards/shard_file.h"
#include "front/stream.h"
#include "run/part_job.h"

#include <stdlib.h>
#include <string.h>

static const char NOT_ONE_JOB[] = "a batch line's parts are not the parts of one job";

static int fail(const char *what, const char *detail)
{
    fprintf(stderr, "pokeq merge: %s%s%s\n", what, detail[0] != '\0' ? ": " : "", detail);
    return EXIT_BAD_INPUT;
}

static int words_claimed(const shard_file *f, const char *path);

/* Reads every file and checks each part's words; on failure prints which
 * and why. */
static int read_all(int count, char **paths, shard_set *sets)
{
    for (int i = 0; i < count; i++) {
        cli_error error;
        if (paths[i][0] == '-') {
            /* the output's options are the shard runs' own (kept in each part) */
            cli_fail(&error, i + 1, paths[i], "merge takes shard files only: give --format and the other options "
                                              "to the --shard runs");
            cli_error_print_argument(stderr, &error);
            return EXIT_BAD_INPUT;
        }
        if (shard_set_read(paths[i], &sets[i], &error) != 0) {
            cli_error_print_line(stderr, &error, paths[i], error.index);
            return EXIT_BAD_INPUT;
        }
        for (int r = 0; r < sets[i].count; r++)
            if (words_claimed(&sets[i].record[r], paths[i]) != 0)
                return EXIT_BAD_INPUT;
    }
    return 0;
}

/* A record's words, parsed as the command line was (part_job.h); a bad
 * word is printed. */
static int words_of(const shard_file *f, scenario_request *request)
{
    cli_error error;
    if (part_words_request(f, request, &error) != 0) {
        cli_error_print_argument(stderr, &error);
        return EXIT_BAD_INPUT;
    }
    return 0;
}

/* Whether an equity or flops part's words make the job it claims (the
 * library's fingerprint of their request), so that a changed word cannot
 * rename a seat or change the board printed beside the counts; a table's
 * words are checked by preflop_merge, an error record has no job. */
static int words_claimed(const shard_file *f, const char *path)
{
    if (f->kind != SHARD_EQUITY && f->kind != SHARD_FLOPS)
        return 0;
    scenario_request request;
    if (words_of(f, &request) != 0) /* a word that does not parse: named as the run names it */
        return EXIT_BAD_INPUT;
    uint64_t job;
    cli_error error;
    if (part_words_job(f, &job, &error) == 0 && job == f->job)
        return 0;
    cli_fail(&error, -1, "job", "the part's words are not the job it claims (a word changed after its run?)");
    cli_error_print_line(stderr, &error, path, f->job_line);
    return EXIT_BAD_INPUT;
}

/* One answer from its parts (records of one job), printed as `line` of a
 * batch (state->batch) or alone. */
static int merge_equity(const shard_file *const *records, int count, output_state *state, int line)
{
    scenario_request request;
    int status = words_of(records[0], &request);
    if (status != 0)
        return status;
    const pokeq_result **parts = calloc((size_t)count, sizeof *parts);
    const pokeq_combo_counts **combos = calloc((size_t)count, sizeof *combos);
    const size_t entries = (size_t)records[0]->result.seats * POKEQ_COMBOS;
    pokeq_combo_counts *none = calloc(entries, sizeof *none);
    answer a = {.request = &request, .combos = calloc(entries, sizeof *a.combos)};
    bool with_combos = false;
    for (int i = 0; i < count && parts != NULL && combos != NULL && none != NULL; i++) {
        parts[i] = &records[i]->result;
        combos[i] = records[i]->combos != NULL && records[i]->result.seats == records[0]->result.seats
                        ? records[i]->combos
                        : none;
        with_combos = with_combos || records[i]->combos != NULL;
    }
    pokeq_error_info e;
    if (parts == NULL || combos == NULL || none == NULL || a.combos == NULL)
        status = fail("out of memory", "");
    else if (pokeq_result_merge(parts, combos, count, &a.result, a.combos, &e) != 0)
        status = fail(line > 0 ? NOT_ONE_JOB
                               : "the files (in the order given) are not the parts of one job",
                      e.message);
    const char *why = NULL;
    if (status == 0 && shard_hands_merge(records, count, &a.result, &a.hands, &why) != 0)
        status = fail(line > 0 ? NOT_ONE_JOB : "the files (in the order given) are not the parts of one job", why);
    if (status == 0) {
        if (!with_combos) { /* text lists them; JSON and CSV with --per-combo */
            free(a.combos);
            a.combos = NULL;
        }
        status = output_scenario(stdout, state, &a, line) ? 0 : EXIT_FAILED;
    }
    free(parts);
    free(combos);
    free(none);
    free(a.combos);
    free(a.hands);
    return status;
}

static int by_line(const void *a, const void *b)
{
    const shard_file *x = *(const shard_file *const *)a, *y = *(const shard_file *const *)b;
    return (x->line > y->line) - (x->line < y->line);
}

/* A bad batch line's records (one from each part, all alike), printed as
 * the unsplit batch prints the line: its record in JSON or CSV, its
 * message on stderr. */
static int merge_error(const shard_file *const *records, int count, output_state *state)
{
    const shard_file *f = records[0];
    for (int i = 1; i < count; i++)
        if (records[i]->parts != f->parts || strcmp(records[i]->error_word, f->error_word) != 0 ||
            strcmp(records[i]->error_message, f->error_message) != 0)
            return fail(NOT_ONE_JOB, "its error records differ");
    for (int i = 0; i < count; i++)
        for (int j = 0; j < i; j++)
            if (records[i]->part == records[j]->part)
                return fail(NOT_ONE_JOB, "a part is given twice");
    if (count != f->parts)
        return fail(NOT_ONE_JOB, "a part is missing");
    scenario_request command;
    const run_options defaults = run_options_default();
    cli_error error;
    if (args_parse((const char *const *)f->words, f->line_words, &defaults, ARGS_COMMAND_LINE, &command, &error) != 0) {
        cli_error_print_argument(stderr, &error);
        return EXIT_BAD_INPUT;
    }
    cli_fail(&error, -1, f->error_word, "%s", f->error_message);
    cli_error_print_line(stderr, &error, "batch line", f->line);
    return output_error(stdout, state, command.options.format, f->line, f->error_word, f->error_message)
               ? EXIT_BAD_INPUT
               : EXIT_FAILED;
}

/* A batch's parts: each line's records merged, in line order; status 2
 * when a line was bad, as the batch's. */
static int merge_batch(const shard_file **records, int count)
{
    qsort(records, (size_t)count, sizeof *records, by_line);
    output_state state = {.batch = true, .csv_header_written = false};
    int status = 0;
    for (int first = 0; first < count && status != EXIT_FAILED;) {
        int end = first;
        while (end < count && records[end]->line == records[first]->line)
            end++;
        for (int i = first; i < end; i++)
            if (records[i]->kind != records[first]->kind)
                return fail(NOT_ONE_JOB, "an answer and an error mixed");
        const int line = records[first]->kind == SHARD_ERROR
                             ? merge_error(records + first, end - first, &state)
                             : merge_equity(records + first, end - first, &state, records[first]->line);
        if (line != 0 && line != EXIT_BAD_INPUT)
            return line;
        if (line == EXIT_BAD_INPUT && records[first]->kind != SHARD_ERROR)
            return line; /* parts that do not merge: nothing more is printed */
        status = status != 0 ? status : line;
        first = end;
    }
    return status;
}

/* Every record's rows into one table; a row given twice is refused. */
static int merge_flops(const shard_file *const *records, int count)
{
    scenario_request request;
    int status = words_of(records[0], &request);
    if (status != 0)
        return status;
    pokeq_flop *rows = calloc(POKEQ_FLOPS, sizeof *rows);
    if (rows == NULL)
        return fail("out of memory", "");
    for (int i = 0; i < count && status == 0; i++) {
        if (records[i]->job != records[0]->job || records[i]->parts != records[0]->parts)
            status = fail("a part of another job", "");
        for (int k = 0; k < records[i]->row_count && status == 0; k++) {
            const shard_flop_row *row = &records[i]->rows[k];
            if (rows[row->index].job != 0)
                status = fail("a flop given twice (a part repeated?)", "");
            rows[row->index] = row->flop;
        }
    }
    if (status == 0)
        status = flops_print_merged(&request, rows);
    free(rows);
    return status;
}

/* Every file's records, all of one kind: a flops job, a batch's lines or
 * one answer. */
static int merge_records(const shard_file **records, int count)
{
    for (int i = 0; i < count; i++)
        if ((records[i]->kind != records[0]->kind && records[i]->line == 0) ||
            (records[i]->line > 0) != (records[0]->line > 0))
            return fail("the files are not the parts of one job",
                        "flops, preflop table, batch and single-answer parts are mixed");
    if (records[0]->kind == SHARD_FLOPS)
        return merge_flops(records, count);
    if (records[0]->kind == SHARD_TABLE)
        return preflop_merge(records, count);
    if (records[0]->line > 0)
        return merge_batch(records, count);
    output_state state = {.batch = false, .csv_header_written = false};
    return merge_equity(records, count, &state, 0);
}

int cmd_merge(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "merge");
        return 0;
    }
    if (argc == 0) {
        help_command(stderr, "merge");
        return EXIT_BAD_INPUT;
    }
    shard_set *sets = calloc((size_t)argc, sizeof *sets);
    if (sets == NULL)
        return fail("out of memory", "");
    int status = read_all(argc, argv, sets), count = 0;
    for (int i = 0; status == 0 && i < argc; i++)
        count += sets[i].count;
    const shard_file **records = calloc((size_t)count + 1, sizeof *records);
    if (status == 0 && records == NULL)
        status = fail("out of memory", "");
    for (int i = 0, n = 0; status == 0 && i < argc; i++)
        for (int r = 0; r < sets[i].count; r++)
            records[n++] = &sets[i].record[r];
    if (status == 0)
        status = merge_records(records, count);
    free(records);
    for (int i = 0; i < argc; i++)
        shard_set_free(&sets[i]);
    free(sets);
    return status;
}
