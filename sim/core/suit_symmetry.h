/* SPDX-License-Identifier: MIT */
/*
 * suit_symmetry.h - which suits a scenario cannot tell apart, and how many
 * runouts one canonical runout stands for.
 *
 * A permutation of the suits that maps every player's hole cards, the board
 * and the dead cards onto themselves maps each runout to a runout with the
 * very same showdown. Such a permutation may move suit a to suit b exactly
 * when a and b hold the same ranks in every one of those roles (their
 * "signatures" are equal), so the symmetry group is the product of the full
 * permutation groups of the classes of equal-signature suits. Preflop AhAs vs
 * KdKc has classes {c,d} and {h,s} (group order 4); a board that uses every
 * suit differently leaves only the identity.
 *
 * Canonical runouts. Order the suits so that each class is contiguous
 * ("positions" 0..3), and write a runout's dealt cards as one 13-bit rank
 * mask per position. In each orbit exactly one runout has non-increasing
 * masks within every class; the engines deal only that one and weight it
 * with its orbit size, |group| / (product over runs of equal masks of
 * run length!). Summed, this gives exactly the counts of dealing every
 * runout.
 *
 * Dealing order. The engine deals position by position and, within a
 * position, ranks from high to low, so a position's mask grows from its top
 * bit down and symmetry_allows() can prune as soon as a prefix is out of
 * order (numerically larger than the mask before it).
 *
 * Plain values, built once per call; safe from any thread.
 */
#ifndef POKEQ_SUIT_SYMMETRY_H
#define POKEQ_SUIT_SYMMETRY_H

#include "pokeq.h"

#include <stdint.h>

enum { SUIT_POSITIONS = 4 };

/* A mask no 13-bit rank mask equals: the "no same-class neighbour" limit. */
enum { RANK_MASK_NONE = 0xffff };

typedef struct suit_symmetry {
    int suit_at[SUIT_POSITIONS];        /* position -> suit 0..3 */
    int same_as_previous[SUIT_POSITIONS]; /* position p's suit is in the class of position p-1 */
    uint64_t group_order;               /* 1..24 */
} suit_symmetry;

/* The classes of a scenario that passed pokeq_scenario_check. */
suit_symmetry suit_symmetry_of(const pokeq_scenario *s);

/* The symmetry whose classes are the suits with equal class_of[] labels
 * (any integers); for callers that find the classes another way (ranges). */
suit_symmetry suit_symmetry_of_classes(const int class_of[4]);

/* Whether a position holding `mask` (its dealt ranks so far, all above
 * rank) may take a card of rank `rank`, when the position before it holds
 * `previous_mask` (final by then, since positions are dealt in order; or
 * RANK_MASK_NONE when that position is in another class). Ranks come high
 * to low, so later cards only add lower bits and the mask only grows: the
 * position can end at or below previous_mask exactly when it is there now. */
static inline int symmetry_allows(unsigned mask, int rank, unsigned previous_mask)
{
    return (mask | 1u << rank) <= previous_mask;
}

/* previous_mask for position p, given the per-position masks. */
static inline unsigned symmetry_limit(const suit_symmetry *sym, const unsigned masks[SUIT_POSITIONS], int p)
{
    return sym->same_as_previous[p] ? masks[p - 1] : RANK_MASK_NONE;
}

/* How many runouts the canonical runout with per-position masks stands for. */
uint64_t symmetry_orbit_size(const suit_symmetry *sym, const unsigned masks[SUIT_POSITIONS]);

#endif
