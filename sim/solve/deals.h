/* SPDX-License-Identifier: MIT */
/*
 * deals.h - how many deals an exact answer over ranges counts, each once
 * whatever its weight (pokeq_result.deals): the assignments of live combos
 * to the seats that share no card, times the board runouts each leaves.
 * Library-internal.
 */
#ifndef POKEQ_DEALS_H
#define POKEQ_DEALS_H

#include "solve/request.h"

#include <stdint.h>

/* The deals of *r; 0 when out of memory. Quick: the last seat (the
 * largest) is counted from per-card counts, not enumerated, so the work
 * is the product of the other seats' live combos. */
uint64_t deals_count(const resolved *r);

/* Whether every seat's live combos have one weight: then the weighted
 * count (showdowns) is the number of deals. */
bool deals_unweighted(const resolved *r);

#endif
