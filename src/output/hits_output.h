/* SPDX-License-Identifier: MIT */
/*
 * hits_output.h - `pokeq hits` answers as text for people, or as JSON or
 * CSV for scripts (through the one output layer, emit.h). A class with
 * parts ("top pair": top, good and weak kicker) is shown as its own row,
 * the sum of its parts, before them; the parts name it ("part_of"). The
 * JSON and CSV field names are an interface: scripts rely on them.
 */
#ifndef POKEQ_HITS_OUTPUT_H
#define POKEQ_HITS_OUTPUT_H

#include "front/args.h"
#include "pokeq.h"

#include <stdbool.h>
#include <stdio.h>

/* What `pokeq hits` computed and how to show it. */
typedef struct hits_answer {
    int game;                           /* enum pokeq_game: Hold'em or an Omaha game */
    const char *range_text;             /* as given */
    const char *vs_text;                /* NULL without --vs */
    const pokeq_range *range;
    const pokeq_range *vs;              /* --vs's range, or NULL */
    int dead[POKEQ_MAX_DEAD];
    int dead_count;
    pokeq_game_hits_result result;      /* Hold'em's too, as pokeq_game_hits_from gives it */
    enum out_format format;
    bool list;                          /* --list: each class's combos (Hold'em) */
} hits_answer;

/* Writes the answer and flushes; false when a write failed (stream.h). */
bool hits_output(FILE *out, const hits_answer *a);

#endif
