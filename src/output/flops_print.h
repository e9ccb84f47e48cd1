/* SPDX-License-Identifier: MIT */
/*
 * flops_print.h - a `pokeq flops` job's answer in the words' format:
 *   text: the average over every flop as `pokeq RANGES --exact` prints it,
 *         then seat 1's equity by texture and its best and worst flops;
 *   json: JSON Lines, a line per flop (tagged "line": its row, with its
 *         weight and texture) and the average last;
 *   csv:  a row per flop and seat, the same columns, the average last.
 * Rows and the average go through the one writer per format (output.h).
 */
#ifndef POKEQ_FLOPS_PRINT_H
#define POKEQ_FLOPS_PRINT_H

#include "front/args.h"
#include "pokeq.h"

/* Prints rows (every row counted: job set). seconds and threads go into
 * the average's header. Returns 0, EXIT_BAD_INPUT (a row missing, with a
 * message) or EXIT_FAILED (a write failed). */
int flops_print(const scenario_request *words, pokeq_flop rows[POKEQ_FLOPS], double seconds, int threads);

/* Rows read back from shard files (counts, weight, scale and job only)
 * completed with their cards, textures and fractions, then printed. */
int flops_print_merged(const scenario_request *words, pokeq_flop rows[POKEQ_FLOPS]);

#endif
