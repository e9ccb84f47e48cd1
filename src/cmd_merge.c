/* SPDX-License-Identifier: MIT */
/*
 * cmd_merge.c - `pokeq merge FILE...`: the shard files of one job (written
 * by `pokeq ... --shard K/N`) added up by the library (pokeq_result_merge,
 * pokeq_flops_average) and printed as the unsplit run prints, in the
 * format of the first file's words.
 */
#include "cli.h"

#include "answer.h"
#include "args.h"
#include "cli_error.h"
#include "flops_print.h"
#include "help.h"
#include "output.h"
#include "shard_file.h"
#include "stream.h"

#include <stdlib.h>
#include <string.h>

static int fail(const char *what, const char *detail)
{
    fprintf(stderr, "pokeq merge: %s%s%s\n", what, detail[0] != '\0' ? ": " : "", detail);
    return EXIT_BAD_INPUT;
}

/* Reads every file; on failure prints which and why. */
static int read_all(int count, char **paths, shard_file *files)
{
    for (int i = 0; i < count; i++) {
        cli_error error;
        if (shard_file_read(paths[i], &files[i], &error) != 0) {
            cli_error_print_line(stderr, &error, paths[i], error.index);
            return EXIT_BAD_INPUT;
        }
        if (files[i].flops != files[0].flops)
            return fail("a flops part and an equity part are not one job", paths[i]);
    }
    return 0;
}

/* The first file's words, parsed as the command line was. */
static int words_of(const shard_file *f, scenario_request *request)
{
    const run_options defaults = run_options_default();
    cli_error error;
    if (args_parse((const char *const *)f->words, f->word_count, &defaults, ARGS_COMMAND_LINE, request, &error) != 0) {
        cli_error_print_argument(stderr, &error);
        return EXIT_BAD_INPUT;
    }
    return 0;
}

static int merge_equity(int count, shard_file *files)
{
    scenario_request request;
    int status = words_of(&files[0], &request);
    if (status != 0)
        return status;
    const pokeq_result **parts = calloc((size_t)count, sizeof *parts);
    const pokeq_combo_counts **combos = calloc((size_t)count, sizeof *combos);
    const size_t entries = (size_t)files[0].result.seats * POKEQ_COMBOS;
    pokeq_combo_counts *none = calloc(entries, sizeof *none);
    answer a = {.request = &request, .combos = calloc(entries, sizeof *a.combos)};
    bool with_combos = false;
    for (int i = 0; i < count && parts != NULL && combos != NULL && none != NULL; i++) {
        parts[i] = &files[i].result;
        combos[i] = files[i].combos != NULL && files[i].result.seats == files[0].result.seats ? files[i].combos : none;
        with_combos = with_combos || files[i].combos != NULL;
    }
    pokeq_error_info e;
    if (parts == NULL || combos == NULL || none == NULL || a.combos == NULL)
        status = fail("out of memory", "");
    else if (pokeq_result_merge(parts, combos, count, &a.result, a.combos, &e) != 0)
        status = fail("the files (in the order given) are not the parts of one job", e.message);
    if (status == 0) {
        if (!with_combos || request.options.format != FORMAT_TEXT) {
            free(a.combos);
            a.combos = NULL;
        }
        output_state state = {.batch = false, .csv_header_written = false};
        status = output_scenario(stdout, &state, &a, 0) ? 0 : EXIT_FAILED;
    }
    free(parts);
    free(combos);
    free(none);
    free(a.combos);
    return status;
}

/* Every file's rows into one table; a row given twice is refused. */
static int merge_flops(int count, char **paths, shard_file *files)
{
    scenario_request request;
    int status = words_of(&files[0], &request);
    if (status != 0)
        return status;
    pokeq_flop *rows = calloc(POKEQ_FLOPS, sizeof *rows);
    if (rows == NULL)
        return fail("out of memory", "");
    for (int i = 0; i < count && status == 0; i++) {
        if (files[i].job != files[0].job || files[i].parts != files[0].parts)
            status = fail("a part of another job", paths[i]);
        for (int r = 0; r < POKEQ_FLOPS && status == 0; r++) {
            if (files[i].rows[r].job == 0)
                continue;
            if (rows[r].job != 0)
                status = fail("a flop given twice (a part repeated?)", paths[i]);
            rows[r] = files[i].rows[r];
        }
    }
    if (status == 0)
        status = flops_print_merged(&request, rows);
    free(rows);
    return status;
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
    shard_file *files = calloc((size_t)argc, sizeof *files);
    if (files == NULL)
        return fail("out of memory", "");
    int status = read_all(argc, argv, files);
    if (status == 0)
        status = files[0].flops ? merge_flops(argc, argv, files) : merge_equity(argc, files);
    for (int i = 0; i < argc; i++)
        shard_file_free(&files[i]);
    free(files);
    return status;
}
