/* SPDX-License-Identifier: MIT */
/*
 * output.h - one scenario's answer as text for people, or as JSON or CSV
 * for scripts. The JSON and CSV field names are an interface: scripts rely
 * on them. No number printed is ever nan or inf.
 */
#ifndef POKEQ_OUTPUT_H
#define POKEQ_OUTPUT_H

#include "answer.h"

#include <stdbool.h>
#include <stdio.h>

/* What outlives one scenario: whether the CSV header is out yet. */
typedef struct output_state {
    bool batch;                 /* tag each scenario with its line */
    bool csv_header_written;
    bool flop_columns;          /* rows of `pokeq flops`: each with its flop's weight and texture */
} output_state;

/* Writes the answer a in its request's format and flushes it; line is the
 * batch line number (used when state->batch). Returns false when a write
 * failed (stream.h). */
bool output_scenario(FILE *out, output_state *state, const answer *a, int line);

/* 1712304 -> "1,712,304" into out (at least 27 bytes); returns out. */
char *output_thousands(uint64_t n, char out[32]);

#endif
