/* SPDX-License-Identifier: MIT */
/* cli.h - the subcommands of the pokeq program; each takes the arguments
 * after its name and returns the process exit status. */
#ifndef POKEQ_CLI_H
#define POKEQ_CLI_H

int cmd_eval(int argc, char **argv);
int cmd_equity(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_preflop(int argc, char **argv);
int cmd_grid(int argc, char **argv);
int cmd_flops(int argc, char **argv);
int cmd_merge(int argc, char **argv);

#endif
