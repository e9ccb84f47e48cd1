/* SPDX-License-Identifier: MIT */
/*
 * omaha_ranges.h - exact counts for Omaha seats given as ranges
 * (library-internal).
 *
 * Every assignment of hands to the seats (a fixed hand is a range of one)
 * that shares no card with the board, the dead cards or another seat is
 * enumerated, and each is counted by the fixed-hand engine (exact.h,
 * exact_by_cards) with the product of its seats' weights (each seat's
 * weights divided by their greatest common divisor, as Hold'em's ranges
 * are). Range text: omaha_range.h; listings above OMAHA_RANGES_LIST_CAP
 * hands a seat are refused (POKEQ_ERR_TOO_HARD).
 * Ownership: nothing is kept after a call. Threads: each assignment's
 * runouts run on the requested team; counts are the same for any.
 */
#ifndef POKEQ_OMAHA_RANGES_H
#define POKEQ_OMAHA_RANGES_H

#include "text/omaha_range.h"
#include "core/resolved.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdint.h>

enum { OMAHA_RANGES_LIST_CAP = 1 << 20 };

/* One seat's hands: a fixed hand alone (count 1), or a range's hands
 * without the known cards (card mask << 8 | weight, omaha_range_hands;
 * divisor: the weights' greatest common divisor). For Monte Carlo a range
 * may instead be dealt (count 0): every hand of it weighs the same
 * (omaha_range_uniform), so a hand dealt from the cards left is drawn by
 * weight; or weighed: too many hands to list, so a dealt hand is kept
 * with probability its weight / max_weight (range kept for that). */
typedef struct omaha_seat_list {
    long count;
    uint64_t *hand;                 /* owned */
    uint64_t divisor;
    int dealt;                      /* dealt, and weighed when range.term != NULL */
    omaha_range range;              /* weighed: the range (owned) */
    int max_weight;                 /* weighed: its highest term weight */
} omaha_seat_list;

/* The board, dead and fixed hands' cards. */
uint64_t omaha_known_cards(const resolved *r);

/* Lists every seat into lists[0..seats) (free with omaha_seat_lists_free,
 * also after a failure). mc_cap 0: for exact, every range listed up to
 * OMAHA_RANGES_LIST_CAP hands; mc_cap > 0: for Monte Carlo, uniform
 * ranges dealt, the others listed up to mc_cap hands and weighed past it.
 * Returns 0 or a negated pokeq_error: RANGE_SYNTAX (cannot happen after
 * request_resolve), TOO_HARD (exact: a listing past the cap), RANGE_EMPTY
 * (a seat with no hand left), MEMORY. */
int omaha_seat_lists(const resolved *r, long mc_cap, omaha_seat_list *lists);
void omaha_seat_lists_free(omaha_seat_list *lists, int seats);

/* The assignments' estimated count (the product of the seats' listed
 * hands; a range whose hands all weigh the same counted, not listed), or a negated pokeq_error: RANGE_SYNTAX (cannot happen after
 * request_resolve), TOO_HARD (a listing past the cap), RANGE_EMPTY (a seat
 * with no hand left), MEMORY. */
double omaha_ranges_assignments(const resolved *r);

/* Per-hand rows (pokeq.h's pokeq_hand_counts): seat p's hands are rows
 * first[p] .. first[p] + lists[p].count - 1 in its list's order (ascending
 * by mask, for Monte Carlo's dealt seats too: omaha_seat_list_all). */

/* The rows an answer of r has: every seat's hands as exact lists them (a
 * range whose hands all weigh the same counted, not listed); or a negated
 * pokeq_error as omaha_seat_lists's (TOO_HARD past the cap). */
long omaha_hand_rows_count(const resolved *r);

/* Lists a dealt seat's hands too (Monte Carlo's per-hand rows; it stays
 * dealt): 0, TOO_HARD (past OMAHA_RANGES_LIST_CAP, or weighed), MEMORY. */
int omaha_seat_list_all(const resolved *r, int p, omaha_seat_list *l);

/* Writes the rows of lists[0..r->seats) into rows (each its cards, seat
 * and weight, counts 0) and each seat's first row into first[]; returns
 * the rows. */
size_t omaha_hand_rows_init(const resolved *r, const omaha_seat_list *lists, pokeq_hand_counts *rows,
                            size_t first[POKEQ_MAX_PLAYERS]);

/* Counts every assignment's runouts into *out (initialised here; with
 * categories nonzero each seat's hand categories too) and the unweighted
 * deals into *deals; with rows (not NULL: room for
 * omaha_hand_rows_count's) each seat's hand's counts, *row_count the rows
 * written. Returns 0 or a negated pokeq_error (those above, CANCELLED,
 * OVERFLOW never: weights are at most 100 a seat). */
int omaha_ranges_exact(const resolved *r, int threads, const work_control *control, int categories, tally *out,
                       uint64_t *deals, pokeq_hand_counts *rows, size_t *row_count);

#endif
