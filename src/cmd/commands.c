/* SPDX-License-Identifier: MIT */
/* commands.c - the pokeq program's commands by name (cli.h): a subcommand
 * (eval, bench, preflop, grid, hits, flops, merge, serve,
 * icm, pushfold) or, for anything else, the
 * equity command. */
#include "cmd/cli.h"

#include <string.h>

int cli_run(int argc, char **argv)
{
    static const struct {
        const char *name;
        int (*run)(int argc, char **argv);
    } commands[] = {{"eval", cmd_eval}, {"bench", cmd_bench}, {"preflop", cmd_preflop}, {"grid", cmd_grid},
                    {"hits", cmd_hits}, {"flops", cmd_flops}, {"merge", cmd_merge},
                    {"serve", cmd_serve}, {"icm", cmd_icm},   {"pushfold", cmd_pushfold}};
    for (size_t i = 0; argc >= 2 && i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(argc - 2, argv + 2);
    return cmd_equity(argc - 1, argv + 1);
}
