/* SPDX-License-Identifier: MIT */
/*
 * solve.h - one parsed scenario from input to printed answer: the words
 * become a pokeq_request, pokeq_solve answers it (progress on a terminal,
 * Ctrl-C caught: Monte Carlo shows the trials so far, exact stops), and
 * output.h prints the answer. The command line and every batch
 * line go through here.
 */
#ifndef POKEQ_SOLVE_H
#define POKEQ_SOLVE_H

#include "front/args.h"
#include "front/cli_error.h"
#include "output/output.h"

#include <stdio.h>

/* The library's request for the words (seats, board, dead cards, the
 * method and Monte Carlo rules); the texts point into *words. */
pokeq_request solve_request_of(const scenario_request *words);

/* Solves *request and prints the answer on out (line tags it in a batch).
 * Returns 0; EXIT_BAD_INPUT with *error filled and nothing printed;
 * EXIT_INTERRUPTED after printing the result so far; or EXIT_FAILED when
 * the answer could not be written (stream.h: reported at exit). */
int solve(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error);

/* What answers the request in solve_using: pokeq_solve's contract (the
 * request's combos buffer filled when set); a runner that spreads the
 * request's parts over processes (mpi/) sums them with pokeq_result_merge. */
typedef int solve_fn(const pokeq_request *q, pokeq_result *r, pokeq_error_info *e, void *context);

/* pokeq_solve as a solve_fn (context unused). */
int solve_by_library(const pokeq_request *q, pokeq_result *r, pokeq_error_info *e, void *context);

/* solve with another solver (solve: solve_by_library). */
int solve_using(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                solve_fn *solver, void *context);

/* What solve would refuse, found without counting (the library's
 * pokeq_request_job resolves the request): 0, or EXIT_BAD_INPUT with
 * *error filled as solve fills it and *failure the library's refusal
 * (its code 0 when the program refused). Pure; thread safe. */
int solve_check(const scenario_request *request, cli_error *error, pokeq_error_info *failure);

/* solve_using for a server: no progress line, no Ctrl-C (the solver sets
 * the request's cancel and progress hooks), no file written (--graph only
 * adds each seat's curve to the JSON; --shard is refused before this), no
 * message on stderr; one JSON or CSV answer on out. Thread safe. The same
 * statuses as solve; EXIT_INTERRUPTED without an answer when an exact
 * count was cancelled, after the answer so far for Monte Carlo. */
int solve_served(const scenario_request *words, FILE *out, cli_error *error, solve_fn *solver, void *context);

#endif
