/* SPDX-License-Identifier: MIT */
/*
 * multiset.h - walks the multisets of card ranks, for the table builders
 * (eval/gen only).
 */
#ifndef POKEQ_MULTISET_H
#define POKEQ_MULTISET_H

typedef void (*multiset_visit)(const int *ranks, void *context);

/* Calls visit for every multiset of `size` (at most 7) ranks first..12,
 * each rank at most `most` times, as ranks[0..size) ascending. */
void multiset_each(int size, int first, int most, multiset_visit visit, void *context);

struct eval7_built;

/* The place eval7's perfect hash gives a seven-card rank multiset in its
 * rank table (its cards suited in turn, so no flush), or -1 when the
 * table holds no class there (never, for a built eval7). */
int multiset_eval7_slot(const struct eval7_built *e7, const int ranks[7]);

#endif
