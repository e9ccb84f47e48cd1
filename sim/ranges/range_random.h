/* SPDX-License-Identifier: MIT */
/*
 * range_random.h - exact counts of one fixed Hold'em hand against a random
 * hand on a known flop, turn or river, dead cards allowed (library-internal;
 * pokeq_solve answers such jobs here instead of in the range engine).
 *
 * Every runout is dealt once and the fixed hand valued once on it. The
 * random hand is counted by rank pairs, not combo by combo: a hand that
 * makes no flush is valued by its two ranks alone, so the 91 rank pairs,
 * each with the number of its live combos, stand for the up to 1,081
 * combos; the combos that can make a flush (two cards of the board's
 * three-suited suit, one of its four-suited suit, any with five on the
 * board) are taken from their pairs and valued by the flush table. The
 * counts are the range engine's, integer for integer (the random seat's
 * weights reduce to one each): tests/api/test_board_random.c.
 *
 * What it does not do: a range (other than random) for either seat, no
 * board or fewer than three cards of it, three or more seats, other
 * games, per-combo counts, hand categories, cancel or progress (a flop job
 * is about a million instructions): range_random_seat refuses those by
 * returning -1. Pure; thread safe.
 */
#ifndef POKEQ_RANGE_RANDOM_H
#define POKEQ_RANGE_RANDOM_H

#include "core/resolved.h"
#include "pokeq.h"

#include <stdint.h>

/* The random seat (0 or 1) of a heads-up Hold'em input with three to five
 * board cards where one seat is a fixed hand and the other's range as
 * given holds all 1,326 combos at one weight; else -1. */
int range_random_seat(const resolved *r);

/* The two seats' exact counts (ties in ties[2]) and the showdowns, for an
 * input range_random_seat accepted with random_seat. */
void range_random_count(const resolved *r, int random_seat, pokeq_player_counts counts[2], uint64_t *showdowns);

#endif
