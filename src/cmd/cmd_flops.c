/* SPDX-License-Identifier: MIT */
/*
 * cmd_flops.c - `pokeq flops RANGE RANGE... [options]`: the seats' exact
 * equity on each of the 1,755 suit-distinct flops (pokeq_flops) and the
 * average over all 22,100; with --shard K/N, part K of the flops as a
 * shard file for `pokeq merge`.
 */
#include "cmd/cli.h"

#include "front/args.h"
#include "front/cli_error.h"
#include "output/flops_print.h"
#include "cmd/help.h"
#include "shards/shard_file.h"
#include "run/solve.h"
#include "front/stream.h"

#include <omp.h>
#include <stdlib.h>

/* The words a flops job takes: players and the options that do not
 * change what is counted. */
static int check_words(const scenario_request *r, cli_error *error)
{
    if (r->batch.text != NULL)
        return cli_fail(error, r->batch.index, r->batch.text, "pokeq flops takes no --batch");
    const run_options *o = &r->options;
    if (o->mode == RUN_MC) /* --trials, --stderr and --time imply --mc: the one given is named */
        return cli_fail(error, -1, o->max_trials > 0 ? "--trials" : o->target_stderr > 0 ? "--stderr"
                                   : o->max_seconds > 0 ? "--time" : "--mc",
                        "pokeq flops counts every flop exactly: no Monte Carlo options");
    if (o->seed != run_options_default().seed)
        return cli_fail(error, -1, "--seed", "pokeq flops counts every flop exactly: it draws no random numbers");
    if (r->options.shards > POKEQ_FLOPS)
        return cli_fail(error, -1, "--shard", "pokeq flops splits into at most %d parts (one flop each)", POKEQ_FLOPS);
    if (r->players < 2)
        return cli_fail(error, -1, "", "pokeq flops needs two ranges or more");
    /* what the flops table does not show is refused, never ignored */
    if (r->options.per_combo)
        return cli_fail(error, -1, "--per-combo", "pokeq flops shows each flop's seats, not their combos");
    if (r->options.categories)
        return cli_fail(error, -1, "--categories", "pokeq flops does not count hand categories");
    if (r->options.graph.text != NULL)
        return cli_fail(error, r->options.graph.index, "--graph", "pokeq flops draws no graph");
    return 0;
}

/* A library error about a seat, the board or the dead cards, named by its word. */
static void error_of(const scenario_request *r, const pokeq_error_info *e, cli_error *error)
{
    const word_ref *word = e->place == POKEQ_AT_BOARD  ? &r->options.board
                           : e->place == POKEQ_AT_DEAD ? &r->options.dead
                           : e->place == POKEQ_AT_SEAT && e->seat >= 0 && e->seat < r->players ? &r->player[e->seat]
                                                                                               : NULL;
    cli_fail(error, word != NULL ? word->index : -1, word != NULL ? word->text : "", "%s", e->message);
}

static int library_flops(const pokeq_request *q, pokeq_flop *rows, pokeq_error_info *e, void *context)
{
    (void)context;
    return pokeq_flops(q, rows, e);
}

/* --shard K/N: this part's rows (those with a job) as a part file. */
static int write_part(const scenario_request *r, const char *const *kept, int count, const pokeq_flop *rows)
{
    shard_flop_row *part = malloc(POKEQ_FLOPS * sizeof *part);
    if (part == NULL) {
        fprintf(stderr, "pokeq flops: out of memory\n");
        return EXIT_FAILED;
    }
    int row_count = 0;
    uint64_t job = 0;
    for (int i = 0; i < POKEQ_FLOPS; i++)
        if (rows[i].job != 0) {
            job = rows[i].job;
            part[row_count++] = (shard_flop_row){i, rows[i]};
        }
    const bool written = shard_file_write_flops(stdout, kept, count, job, r->options.shard, r->options.shards, part,
                                                row_count);
    free(part);
    return written ? 0 : EXIT_FAILED;
}

static int run(const scenario_request *r, pokeq_flop *rows, cli_error *error, flops_fn *fn, void *context)
{
    pokeq_request q = solve_request_of(r);
    q.method = POKEQ_METHOD_EXACT;
    pokeq_error_info e;
    const double start = omp_get_wtime();
    if (fn(&q, rows, &e, context) != 0) {
        error_of(r, &e, error);
        cli_error_print_argument(stderr, error);
        return EXIT_BAD_INPUT;
    }
    if (r->options.shards > 0) { /* --shard K/N, 1/1 too */
        const char *kept[SHARD_WORDS_MAX];
        const int count = shard_words_kept(r->words, r->word_count, kept, SHARD_WORDS_MAX);
        return write_part(r, kept, count, rows);
    }
    const int threads = r->options.threads > 0 ? r->options.threads : omp_get_max_threads();
    return flops_print(r, rows, omp_get_wtime() - start, threads);
}

int cmd_flops(int argc, char **argv)
{
    return flops_command(argc, argv, library_flops, NULL);
}

int flops_command(int argc, char **argv, flops_fn *fn, void *context)
{
    const run_options defaults = run_options_default();
    scenario_request r;
    cli_error error;
    if (args_parse((const char *const *)argv, argc, &defaults, ARGS_COMMAND_LINE, &r, &error) != 0 ||
        (!r.help && check_words(&r, &error) != 0)) {
        cli_error_print_argument(stderr, &error);
        return EXIT_BAD_INPUT;
    }
    if (r.help) {
        help_command(stdout, "flops");
        return 0;
    }
    pokeq_flop *rows = calloc(POKEQ_FLOPS, sizeof *rows);
    if (rows == NULL) {
        fputs("pokeq flops: out of memory\n", stderr);
        return EXIT_FAILED;
    }
    const int status = run(&r, rows, &error, fn, context);
    free(rows);
    return status;
}
