/* SPDX-License-Identifier: MIT */
/*
 * low_rules.h - the A-5 low of five cards (razz, the low half of
 * stud-hilo-nq, A-5 lowball), from its rules.
 *
 * The ace plays low only; straights and flushes do not count; pairs do.
 * Any hand with no pair beats any paired one; then one pair beats two
 * pair, three of a kind, full house, four of a kind. Within a shape the
 * hands compare by their ranks grouped by count, larger groups first and
 * each group highest first: 5-5-4-3-2 beats 6-6-A-2-3 (the pair decides),
 * 8-6-5-4-2 beats 8-7-3-2-A (the second card decides).
 *
 * low_rules_key gives five ranks a key: LOWER is the better low, equal
 * keys tie. The table generator (eval/gen/low_build.c) turns the keys of
 * the LOW_CLASSES five-rank multisets into the value scale of lowball.h
 * (higher is better). Plain code; pure; safe from any thread.
 */
#ifndef POKEQ_LOW_RULES_H
#define POKEQ_LOW_RULES_H

#include <stdint.h>

enum {
    LOW_CLASSES = 6175          /* multisets of five of thirteen ranks, none five times */
};

/* The low rank of a card rank (card.h: 0 deuce .. 12 ace): ace 0, deuce
 * 1, .. king 12. */
static inline int low_rank_of(int rank)
{
    return rank == 12 ? 0 : rank + 1;
}

/* The key of five card ranks (card.h's 0..12, a multiset in any order). */
uint32_t low_rules_key(const int ranks[5]);

/* The five card ranks of a key, as the hand is read: the larger groups
 * first, each highest first (8-6-5-4-2; 5-5-4-3-2). */
void low_rules_ranks(uint32_t key, int ranks[5]);

/* The shape of a key: 0 no pair, 1 one pair, 2 two pair, 3 three of a
 * kind, 4 full house, 5 four of a kind. */
int low_rules_shape(uint32_t key);

#endif
