/* SPDX-License-Identifier: MIT */
/*
 * preflop_cache.h - exact preflop tables kept on disk between runs.
 *
 * A table is an array of pokeq_combo_counts (169 for vs-random, 169 x 169
 * for the matrix) in a text file named for its kind and the library
 * version, "preflop-KIND-VERSION.txt", under the cache folder: --cache DIR,
 * else $XDG_CACHE_HOME/pokeq, else $HOME/.cache/pokeq. The first line
 * names the format, version, kind and entry count; the last holds a
 * checksum of the numbers. A file is used only when all of them match, so
 * a truncated, edited or foreign file reads as absent and is rebuilt.
 * Files are written to a temporary name in the same folder and renamed
 * into place, so a reader never sees half a table and concurrent writers
 * leave one whole file.
 */
#ifndef POKEQ_PREFLOP_CACHE_H
#define POKEQ_PREFLOP_CACHE_H

#include "pokeq.h"

#include <stddef.h>

/* The cache folder into buf (size bytes): override when not NULL, else
 * from the environment. Returns buf, or NULL when there is none (no
 * override, no XDG_CACHE_HOME, no HOME) or it does not fit. */
const char *preflop_cache_dir(const char *override, char *buf, size_t size);

/* Reads table `kind` of `count` entries from dir into counts. Returns 0,
 * or -1 when there is no usable file (counts is then unspecified). */
int preflop_cache_load(const char *dir, const char *kind, pokeq_combo_counts *counts, size_t count);

/* Writes the table, creating dir (and its parents) when missing. Returns
 * 0, or -1 with errno set. */
int preflop_cache_store(const char *dir, const char *kind, const pokeq_combo_counts *counts, size_t count);

#endif
