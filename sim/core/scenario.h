/* SPDX-License-Identifier: MIT */
/*
 * scenario.h - the card checks every calculator shares (scenario.c), for
 * callers whose scenarios are not a pokeq_scenario (ranges).
 */
#ifndef POKEQ_SCENARIO_H
#define POKEQ_SCENARIO_H

#include <stdint.h>

/* Adds cards[0..count) to *used; POKEQ_OK, or the positive pokeq_error of
 * the first card that is out of 0..51 or already used. */
int scenario_use_cards(const int *cards, int count, uint64_t *used);

#endif
