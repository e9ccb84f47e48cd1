/* SPDX-License-Identifier: MIT */
/*
 * range_plan.h - a range scenario made ready for the engines: the checks,
 * each seat's live combos, the weights in their integer form, and the suit
 * symmetry the inputs allow. Shared by the exact (range_exact.c) and Monte
 * Carlo (mc.c) range engines.
 *
 * Live combos: a seat keeps the combos of its range with nonzero weight
 * and no card on the board or among the dead cards, in combo order.
 * Weights: each range's weights divided by their greatest common divisor,
 * so equal weights count 1 each and unweighted counts are plain counts.
 * Symmetry: suits a and b are one class when swapping them maps the board,
 * the dead cards and every range (with its weights) onto themselves; the
 * group of permutations within classes then fixes every input, so the
 * exact engine can deal canonical runouts only (suit_symmetry.h).
 *
 * A plan is built once per call and only read afterwards; any number of
 * threads may read it.
 */
#ifndef POKEQ_RANGE_PLAN_H
#define POKEQ_RANGE_PLAN_H

#include "text/combo.h"
#include "core/game.h"
#include "hand.h"
#include "pokeq.h"
#include "core/suit_symmetry.h"

#include <stdint.h>

typedef struct range_seat {
    int count;                          /* live combos */
    uint16_t combo[COMBO_COUNT];        /* combo index of live combo i */
    uint64_t mask[COMBO_COUNT];         /* its two cards */
    uint32_t weight[COMBO_COUNT];       /* its reduced weight, >= 1 */
    Hand hand[COMBO_COUNT];             /* its two cards as a Hand */
    uint8_t card[COMBO_COUNT][2];       /* its two cards, the higher first */
    uint32_t weight_of[COMBO_COUNT];    /* by combo index: its reduced weight if live, else 0 */
    uint64_t total_weight;              /* sum of weight[] */
} range_seat;

typedef struct range_plan {
    game_kind game;
    int players;
    int board_count;
    Hand board;                         /* the known board */
    uint64_t known;                     /* board and dead cards, and the cards the game's deck lacks */
    int suit_class[SUIT_COUNT];         /* class label per suit */
    suit_symmetry sym;
    range_seat seat[POKEQ_MAX_PLAYERS];
} range_plan;

/* Checks s and builds its plan into *out (heap; free with range_plan_free).
 * Returns POKEQ_OK or a positive pokeq_error: GAME, UNSUPPORTED (a game
 * without Hold'em ranges or not built), ARGUMENT, PLAYERS, BOARD,
 * DEAD, CARD, DUPLICATE, DECK (too few cards for the holes and the board),
 * RANGE_EMPTY (a seat without a live combo, or no assignment at all),
 * TOO_HARD (whether any assignment exists was not settled within the
 * search's budget of states: crafted overlaps only; range_plan.c), MEMORY. */
int range_plan_build(const pokeq_range_scenario *s, range_plan **out);
void range_plan_free(range_plan *plan);

/* Whether every seat is a fixed hand (one live combo) or random (every
 * combo apart from the known cards and the fixed hands, all of one
 * weight), at least one random: then an assignment drawn by weight is a
 * uniform deal of the random seats' cards from the cards left, and Monte
 * Carlo deals them with the board (mc_draw.h). */
int range_plan_dealt(const range_plan *plan);

/* The plan's symmetry group as suit permutations: perms[g][suit] is the
 * image of suit under element g (the identity among them). Returns the
 * group's order, 1..24. */
int range_plan_permutations(const range_plan *plan, int perms[24][SUIT_COUNT]);

/* The suit classes of s (the plan's suit_class) with seat `skip` left out
 * (-1: none), and the permutations within classes (as above). s's shape
 * must be valid (range_plan_build checks it). */
void range_suit_classes(const pokeq_range_scenario *s, int skip, int class_of[SUIT_COUNT]);
int range_class_permutations(const int class_of[SUIT_COUNT], int perms[24][SUIT_COUNT]);

/* The greatest common divisor of the range's weights over its combos
 * that miss every card of known (0 when none is left): what a seat's
 * weights are divided by. */
uint32_t range_weight_divisor(const pokeq_range *range, uint64_t known);

/* Per-combo counts made symmetric: counts[seat][combo] accumulated over
 * canonical runouts only (each weighted by its orbit size) become the true
 * counts by averaging each combo over its orbit under the plan's symmetry
 * group (every member has the same true count, so the division is exact).
 * counts is players * COMBO_COUNT entries. */
void range_plan_symmetrise(const range_plan *plan, pokeq_combo_counts *counts);

#endif
