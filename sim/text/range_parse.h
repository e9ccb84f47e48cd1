/* SPDX-License-Identifier: MIT */
/*
 * range_parse.h - range text over a game's deck (library-internal).
 *
 * range_parse_deck reads Hold'em range text (pokeq_range_parse's syntax)
 * for a deck given as a card mask: the full 52 cards read exactly as
 * pokeq_range_parse_ranked; a smaller deck (short deck, ranks 6..A) refuses
 * a term that names a card outside it, naming the term in *error, reads
 * "N%" by short deck's own ranking (ranking.h: ranking_shortdeck, the
 * share of its 630 combos; `ranking` is then not read but must be valid),
 * and "random" there is every combo of the deck. Pure; thread safe.
 */
#ifndef POKEQ_RANGE_PARSE_H
#define POKEQ_RANGE_PARSE_H

#include "pokeq.h"

#include <stdint.h>

int range_parse_deck(const char *text, enum pokeq_ranking ranking, uint64_t deck, pokeq_range *out,
                     pokeq_range_error *error);

#endif
