/* SPDX-License-Identifier: MIT */
/*
 * preflop_table.h - heads-up preflop jobs against a random hand answered
 * from the exact class table (library-internal; pokeq_solve). A combo's
 * counts against one random hand depend on its class alone, so the counts
 * of any weighted range against `random` are sums of per-class counts,
 * weighted exactly as the range engine weights the combos (each seat's
 * weights divided by their greatest common divisor). The table is
 * committed data (data/preflop-vs-random.tsv, made by the range engine:
 * `make regen-preflop`), turned into C at build time (sim/gen/preflopdata.c).
 *
 * What it does not do: boards, dead cards, three or more seats, games
 * other than Hold'em, per-combo counts or hand categories (the random
 * seat's per-combo counts depend on suits, not classes alone): the caller
 * sends those to the engines. Pure; thread safe.
 */
#ifndef POKEQ_PREFLOP_TABLE_H
#define POKEQ_PREFLOP_TABLE_H

#include "pokeq.h"
#include "core/resolved.h"

#include <stdint.h>

/* One combo of a class against one random hand: every opponent combo of
 * the 50 cards left (1,225) and every board of the 48 left. */
typedef struct preflop_combo_counts {
    uint64_t showdowns, wins, ties, equity_units;
} preflop_combo_counts;

/* By grid cell (combo.h), generated from the data. */
extern const preflop_combo_counts preflop_vs_random[169];

/* The seat (0 or 1) of a heads-up Hold'em input without board or dead
 * cards whose range as given holds all 1,326 combos at one weight (those
 * sharing a card with the other seat's fixed hand never meet it), or -1
 * when the table cannot answer the input. The other seat's range as given
 * is its live range: no card is known. */
int preflop_table_random_seat(const resolved *r);

/* The two seats' exact counts (ties in ties[2]), the weighted showdowns
 * and the deals (unweighted), for an input preflop_table_random_seat
 * accepted with `random_seat`. */
void preflop_table_count(const resolved *r, int random_seat, pokeq_player_counts counts[2], uint64_t *showdowns,
                         uint64_t *deals);

#endif
