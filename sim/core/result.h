/* SPDX-License-Identifier: MIT */
/*
 * result.h - a pokeq_result's per-seat numbers from integer counts
 * (library-internal; solve.c, shard.c). Pure.
 */
#ifndef POKEQ_RESULT_H
#define POKEQ_RESULT_H

#include "pokeq.h"

/* Seats 0..seats-1: counts, equity, win and tie over n showdowns
 * (stderr 0); r->seats, r->count and r->deals (= n / halves) too.
 * halves: 2 in a hi/lo game (two showdowns a runout, and each seat's
 * high, low and scoop filled), else 1. */
void result_fill_seats(pokeq_result *r, const pokeq_player_counts *counts, int seats, uint64_t n, int halves);

/* The same from a Monte Carlo result, with its standard errors, stop
 * rule and threads. */
void result_fill_mc(pokeq_result *r, const pokeq_mc_result *mc, int halves);

#endif
