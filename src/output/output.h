/* SPDX-License-Identifier: MIT */
/*
 * output.h - one scenario's answer as text for people, or as JSON or CSV
 * for scripts. The JSON and CSV field names are an interface: scripts rely
 * on them. No number printed is ever nan or inf.
 */
#ifndef POKEQ_OUTPUT_H
#define POKEQ_OUTPUT_H

#include "front/answer.h"

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

/* Writes a failed batch line as a record of the stream (JSON: {"line":N,
 * "error":{"word":...,"message":...}}; CSV: a row with the line, the
 * error columns and nothing else; text: nothing, stderr has it) and
 * flushes. Returns false when a write failed. */
bool output_error(FILE *out, output_state *state, enum out_format format, int line, const char *word,
                  const char *message);

/* 1712304 -> "1,712,304" into out (at least 27 bytes); returns out. */
char *output_thousands(uint64_t n, char out[32]);

/* Cards as text ("AhKd") into out (2 * POKEQ_MAX_DEAD + 1 bytes); returns out. */
const char *cards_text(const int *cards, int count, char *out);

enum { RANGE_TEXT = 2048 };     /* a normalised range; longer ones are cut */

/* The seat's hand or range as pokeq writes it: "AhAs", "QQ+,AKs". */
const char *hand_text(const answer *a, int p, char out[RANGE_TEXT]);

/* JSON and CSV answers (output_data.c), for output_scenario. */
void output_json(FILE *out, const output_state *state, const answer *a, int line);
void output_csv(FILE *out, output_state *state, const answer *a, int line);

#endif
