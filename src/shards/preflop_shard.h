/* SPDX-License-Identifier: MIT */
/*
 * preflop_shard.h - the preflop tables in parts: `pokeq preflop vs-random
 * |matrix ... --shard K/N` writes part K's integer counts as a shard file
 * (shard_file.h) on standard output, and `pokeq merge` adds the parts of
 * one table up (the library's pokeq_combo_counts_add or
 * pokeq_preflop_mc_sums_add) and prints the table as the command without
 * --shard prints it. The table printers are cmd_preflop.c's.
 */
#ifndef POKEQ_PREFLOP_SHARD_H
#define POKEQ_PREFLOP_SHARD_H

#include "pokeq.h"
#include "front/preflop_words.h"
#include "shards/shard_file.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The table w asks for, or part w->shard of w->shards (shards 0: the
 * whole): exact into counts (POKEQ_CLASSES cells, or their square for the
 * matrix), Monte Carlo (preflop_sampled) into sums. The library's
 * pokeq_preflop_*_part; context unused. Returns 0 or a negated
 * pokeq_error. */
int preflop_count(const preflop_words *w, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums, void *context);

/* Whether w's table is Monte Carlo (vs-random against 2 or more). */
bool preflop_sampled(const preflop_words *w);

/* The part w asks for (w->shards > 0), written with the words argv[0..argc)
 * (those after `preflop`, --shard left out). Returns the exit status. */
int preflop_shard_run(const preflop_words *w, int argc, char **argv);

/* The table parts records[0..count) make, printed; a set that is not every
 * part of one table once is refused with a message. Exit status. */
int preflop_merge(const shard_file *const *records, int count);

/* cmd_preflop.c: whether an exact table (w's) passes its checks, and the
 * table printed on out as w asks (counts: exact; mc: Monte Carlo). */
bool preflop_table_valid(const preflop_words *w, const pokeq_combo_counts *counts);
int preflop_show_table(FILE *out, const preflop_words *w, const pokeq_combo_counts *counts,
                       const pokeq_preflop_mc_result *mc);

/* The entries of w's exact table, and the table from the cache alone
 * (w->cache, else the environment's folder; never computed) into counts
 * (that many entries): 0, or -1 when no valid copy is there. */
size_t preflop_table_size(const preflop_words *w);
int preflop_cached(const preflop_words *w, pokeq_combo_counts *counts);

#endif
