/* SPDX-License-Identifier: MIT */
/*
 * omaha_build.h - builds the Omaha tables of eval/omaha.h from the Cactus
 * Kev core and writes them as C (pokeq_omaha_tables.[ch]).
 * Used by the table generator only.
 */
#ifndef POKEQ_OMAHA_BUILD_H
#define POKEQ_OMAHA_BUILD_H

#include "cactus_kev.h"
#include "eval7_build.h"

/* Scores every table with ck, hashes the boards by e7's card keys
 * (omaha_hash.h), and writes DIR/pokeq_omaha_tables.h and .c. Returns the
 * bytes of table data written, or -1 (allocation, the hash search or a
 * write failed). */
long omaha_tables_write(const char *dir, const ck_tables *ck, const eval7_built *e7);

#endif
