/* SPDX-License-Identifier: MIT */
/* cmd_equity.c - `pokeq PLAYER PLAYER... [options]` and `pokeq --batch
 * FILE [options]`: the equity command, from the command line's words. */
#include "cmd/cli.h"

#include "front/args.h"
#include "run/batch.h"
#include "front/cli_error.h"
#include "cmd/help.h"
#include "output/output.h"
#include "pokeq.h"
#include "run/solve.h"

#include <stdio.h>

static int library_batch(const char *path, const run_options *defaults, FILE *out, void *context)
{
    (void)context;
    return batch_run(path, defaults, out);
}

int cmd_equity(int argc, char **argv)
{
    const equity_runner runner = {solve_by_library, library_batch, NULL};
    return equity_command(argc, argv, &runner);
}

int equity_command(int argc, char **argv, const equity_runner *runner)
{
    if (argc == 0) {
        help_usage(stderr);
        return EXIT_BAD_INPUT;
    }
    const run_options defaults = run_options_default();
    scenario_request request;
    cli_error error;
    if (args_parse((const char *const *)argv, argc, &defaults, ARGS_COMMAND_LINE, &request, &error) != 0) {
        cli_error_print_argument(stderr, &error);
        return EXIT_BAD_INPUT;
    }
    if (request.help) {
        help_print(stdout);
        return 0;
    }
    if (request.version) {
        printf("pokeq %s\n", POKEQ_VERSION);
        return 0;
    }
    if (request.batch.text != NULL) {
        if (request.players > 0) {
            cli_fail(&error, request.player[0].index, request.player[0].text,
                     "players go in the batch file, not on the command line with --batch");
            cli_error_print_argument(stderr, &error);
            return EXIT_BAD_INPUT;
        }
        return runner->batch(request.batch.text, &request.options, stdout, runner->context);
    }
    output_state state = {.batch = false, .csv_header_written = false};
    const int status = solve_using(&request, stdout, &state, 0, &error, runner->solve, runner->context);
    if (status == EXIT_BAD_INPUT)
        cli_error_print_argument(stderr, &error);
    return status;
}
