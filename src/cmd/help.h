/* SPDX-License-Identifier: MIT */
/* help.h - the text of `pokeq --help` and the short usage for mistakes. */
#ifndef POKEQ_HELP_H
#define POKEQ_HELP_H

#include <stdio.h>

/* Every option with a one-line meaning, examples, the subcommands. */
void help_print(FILE *out);

/* Nonzero when a subcommand's words ask for help (--help or -h): the
 * subcommands print help_print's text rather than call it a bad option. */
int help_asked(int argc, char **argv);

/* One subcommand's own usage ("eval", "grid", "preflop", "bench"); the
 * whole help_print text for any other name. */
void help_command(FILE *out, const char *command);

/* Three lines pointing at --help, for a bare `pokeq`. */
void help_usage(FILE *out);

#endif
