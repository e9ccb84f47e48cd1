/* SPDX-License-Identifier: MIT */
/*
 * seat_deal.h - the one "deal to seats" engine of the games with no board
 * (game.h: `seated`; the stud games), library-internal.
 *
 * A seat shows its known cards; the rest of its hand (the game's
 * hole_cards) is dealt to it from the cards no seat shows and no dead card
 * holds. The plan (seat_deal_plan) is read by both methods:
 *   - exact (seat_deal_exact): every deal enumerated, seat by seat, each
 *     seat's missing cards a combination of the cards the earlier seats
 *     left; tasks are the first dealt seat's first three cards, so parts
 *     (work_control) and threads split it and integer sums merge in order;
 *   - Monte Carlo (mc/mc_seat_deal.c): each trial deals all missing cards
 *     at once by the board dealer's partial shuffle, seat after seat.
 * Both count a deal by its winner sets (seat_outcome_*), then score each
 * set that occurred into a tally, weighted by its count: hi/lo games as
 * two half pots (tally_showdown_hilo), the others one pot. Inputs are
 * resolved requests (request.h); nothing here allocates but the exact
 * workers. Not for board games (the board engines take those).
 */
#ifndef POKEQ_SEAT_DEAL_H
#define POKEQ_SEAT_DEAL_H

#include "core/game.h"
#include "hand.h"
#include "core/resolved.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct seat_deal {
    game_kind game;
    int players;
    Hand known[POKEQ_MAX_PLAYERS];      /* each seat's known cards */
    int missing[POKEQ_MAX_PLAYERS];     /* cards still to deal it */
    int missing_total;
    int deck[52];                       /* the cards left, ascending */
    int deck_size;
    bool categories;                    /* count each seat's hand categories too (set after
                                           seat_deal_plan; the last seat is then dealt, never
                                           counted by complements) */
} seat_deal;

/* The plan of a resolved request of a seated game (every seat fixed). */
void seat_deal_plan(const resolved *r, seat_deal *out);

/* The deals of the whole job (every seat's missing cards from the cards
 * left, seat after seat), or UINT64_MAX when that passes 2^64 - 1. */
uint64_t seat_deal_count(const seat_deal *d);

/* Every deal, into *out (tally_init'd here): deals() showdowns, twice that
 * in a hi/lo game; with d->categories each seat's categories into
 * out->categories (tally.h's convention). Returns 0, or a positive pokeq_error: MEMORY,
 * CANCELLED, OVERFLOW (the units would pass 2^64). *threads_ran gets the
 * team size. */
int seat_deal_exact(const seat_deal *d, int threads, const work_control *control, tally *out, int *threads_ran);

/* Whether seat_deal_exact counts the last seat by complements
 * (exact/seat_last.h) rather than dealing its hands: one-pot games whose
 * last seat has more hands to deal than sets to look up. */
bool seat_deal_by_complements(const seat_deal *d);

/* Then the sets looked up in all (the cost model's unit), else 0. */
double seat_deal_lookups(const seat_deal *d);

/* ---- the outcome of one deal, as a winner-set index ---- */

/* Entries of the outcome counts: a set of high winners, and in a hi/lo
 * game a set of low winners (0: no low). */
static inline size_t seat_outcome_entries(int players, int hilo)
{
    return (size_t)1 << (hilo ? 2 * players : players);
}

/* The index of the winners of highs[] (and lows[] in a hi/lo game). */
static inline unsigned seat_outcome_of(const int *highs, const int *lows, int players, int hilo)
{
    unsigned high = tally_best_set(highs, players);
    if (hilo)
        high |= tally_best_set(lows, players) << players;
    return high;
}

/* Scores counts[index] outcomes of each index into t. */
void seat_outcomes_tally(const uint64_t *counts, int players, int hilo, tally *t);

#endif
