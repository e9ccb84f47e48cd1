/* SPDX-License-Identifier: MIT */
/*
 * batch.h - `pokeq --batch FILE`: one scenario per line, in the command
 * line's syntax, answered in input order and tagged with the line number.
 * A bad line is reported as "FILE:LINE: what, at 'token'" and skipped; the
 * batch goes on, so one bad or failing line never costs another line its
 * answer. Each answer is flushed as soon as it is written.
 *
 * Lines are bounded: one longer than BATCH_LINE_MAX bytes, or holding a NUL
 * byte, is a bad line (the reader never holds more than one bounded line,
 * however long the file's lines are).
 */
#ifndef POKEQ_BATCH_H
#define POKEQ_BATCH_H

#include "front/args.h"
#include "front/cli_error.h"
#include "output/output.h"

#include <stdio.h>

/* The longest line, newline excluded; comments and blanks count. */
enum { BATCH_LINE_MAX = 16384 };

/* What the batch does with each parsed line: solve.h's solve for pokeq;
 * a test can stop after parsing. Same contract as solve: returns 0,
 * EXIT_BAD_INPUT with *error filled, EXIT_INTERRUPTED, or EXIT_FAILED
 * when the answer could not be written. */
typedef int batch_step(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                       void *context);

/* Runs every scenario of path ("-" for stdin) with *defaults as the options
 * each line starts from; answers on out, bad lines on stderr. Returns 0
 * when every line was answered, EXIT_BAD_INPUT when a line failed (or the
 * file cannot be read), EXIT_INTERRUPTED when Ctrl-C stopped a Monte Carlo
 * run (the batch then stops after printing that line's result so far),
 * EXIT_FAILED when an answer could not be written (the batch stops at
 * that line: no line is computed for a reader that is gone). */
int batch_run(const char *path, const run_options *defaults, FILE *out);

/* The same over an open stream named name in messages, each parsed line
 * given to step(..., context); bad lines are reported on errors. */
int batch_stream(FILE *in, const char *name, const run_options *defaults, FILE *out, FILE *errors, batch_step *step,
                 void *context);

#endif
