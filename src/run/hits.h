/* SPDX-License-Identifier: MIT */
/*
 * run/hits.h - `pokeq hits` from its words to its answer (pokeq_hits),
 * shared by the command (cmd_hits.c) and the server's POST /api/v1/hits:
 * the words are parsed by the one option parser, the range and cards by
 * the library; nothing is printed.
 */
#ifndef POKEQ_RUN_HITS_H
#define POKEQ_RUN_HITS_H

#include "front/cli_error.h"
#include "output/hits_output.h"
#include "pokeq.h"

/* `pokeq hits`'s words (those after its name, argv[0..argc)) answered
 * into *a (ranges: room for the range and --vs; a's texts point into
 * argv): 0; HITS_USAGE when there is no range or no --board; or
 * EXIT_BAD_INPUT with *error (the word's index, what is wrong, the part
 * quoted). Thread safe: no output. */
enum { HITS_USAGE = -2 };
int hits_solve(int argc, const char *const *argv, hits_answer *a, pokeq_range ranges[2], cli_error *error);

#endif
