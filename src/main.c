/* SPDX-License-Identifier: MIT */
/* main.c - the pokeq program: a subcommand (eval, bench, preflop, grid, flops, merge) or, for anything
 * else, the equity command; every write it made is checked at the end (stream.h). */
#include "cli.h"
#include "stream.h"

#include <string.h>

static int run_command(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "eval") == 0)
        return cmd_eval(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "bench") == 0)
        return cmd_bench(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "preflop") == 0)
        return cmd_preflop(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "grid") == 0)
        return cmd_grid(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "flops") == 0)
        return cmd_flops(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "merge") == 0)
        return cmd_merge(argc - 2, argv + 2);
    return cmd_equity(argc - 1, argv + 1);
}

int main(int argc, char **argv)
{
    stream_guard_standard();
    return stream_finish(run_command(argc, argv));
}
