/* SPDX-License-Identifier: MIT */
/* cli.h - the subcommands of the pokeq program; each takes the arguments
 * after its name and returns the process exit status. */
#ifndef POKEQ_CLI_H
#define POKEQ_CLI_H

#include "front/args.h"
#include "pokeq.h"
#include "run/solve.h"

#include <stdio.h>

/* argv[0] the program, argv[1] a subcommand's name or the equity
 * command's first word: the command's exit status. */
int cli_run(int argc, char **argv);

int cmd_eval(int argc, char **argv);
int cmd_equity(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_preflop(int argc, char **argv);
int cmd_grid(int argc, char **argv);
int cmd_hits(int argc, char **argv);
int cmd_flops(int argc, char **argv);
int cmd_merge(int argc, char **argv);
int cmd_three_way(int argc, char **argv);
int cmd_serve(int argc, char **argv);
int cmd_icm(int argc, char **argv);
int cmd_pushfold(int argc, char **argv);

/* What counts a flops job's rows in flops_command: pokeq_flops's contract
 * (cmd_flops: pokeq_flops itself; mpi/: the parts spread over ranks). */
typedef int flops_fn(const pokeq_request *q, pokeq_flop *rows, pokeq_error_info *e, void *context);
int flops_command(int argc, char **argv, flops_fn *fn, void *context);

/* What counts a preflop table (vs-random, matrix) in preflop_command:
 * preflop_count's contract (preflop_shard.h; cmd_preflop: it; mpi/: parts
 * spread over ranks). */
struct preflop_words;
typedef int preflop_count_fn(const struct preflop_words *w, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums,
                             void *context);
int preflop_command(int argc, char **argv, preflop_count_fn *count, void *context);

/* How the equity command answers: each scenario by solve (solve.h's
 * solve_fn) and a batch file by batch (batch.h's batch_run contract);
 * cmd_equity: pokeq_solve and batch_run; mpi/: spread over ranks. */
typedef struct equity_runner {
    solve_fn *solve;
    int (*batch)(const char *path, const run_options *defaults, FILE *out, void *context);
    void *context;
} equity_runner;
int equity_command(int argc, char **argv, const equity_runner *runner);

#endif
