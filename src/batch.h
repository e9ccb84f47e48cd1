/*
 * batch.h - `pokeq --batch FILE`: one scenario per line, in the command
 * line's syntax, answered in input order and tagged with the line number.
 * A bad line is reported on stderr as "FILE:LINE: what, at 'token'" and
 * skipped; the batch goes on.
 */
#ifndef POKEQ_BATCH_H
#define POKEQ_BATCH_H

#include "args.h"

#include <stdio.h>

/* Runs every scenario of path ("-" for stdin) with *defaults as the options
 * each line starts from. Returns 0 when every line was answered,
 * EXIT_BAD_INPUT when a line failed (or the file cannot be read),
 * EXIT_INTERRUPTED when Ctrl-C stopped a Monte Carlo run (the batch then
 * stops after printing that line's result so far). */
int batch_run(const char *path, const run_options *defaults, FILE *out);

#endif
