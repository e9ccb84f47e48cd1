/* SPDX-License-Identifier: MIT */
/*
 * direct.h - exact jobs against random that pokeq_solve answers without
 * an engine (library-internal): heads-up, exact, no per-combo counts,
 * categories or shards asked for; before the flop from the class table
 * (preflop_table.h), on a board of three or more cards against a fixed
 * hand by rank pairs (ranges/range_random.h), each with the engine's
 * counts. It does not check the request (choose.h). Thread safe.
 */
#ifndef POKEQ_SOLVE_DIRECT_H
#define POKEQ_SOLVE_DIRECT_H

#include "core/resolved.h"
#include "pokeq.h"

/* The random seat of a job answered directly, or -1. */
int solve_direct_seat(const pokeq_request *q, const resolved *input);

/* The whole answer into *r (as pokeq_solve fills it) for the seat
 * solve_direct_seat gave. Returns 0. */
int solve_direct(const pokeq_request *q, const resolved *input, int random_seat, pokeq_result *r);

#endif
