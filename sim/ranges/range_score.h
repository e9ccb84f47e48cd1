/* SPDX-License-Identifier: MIT */
/*
 * range_score.h - the exact range engine's parts (library-internal):
 * range_walk.c deals the runouts (job, workers, walk, entry points,
 * overflow bound) and scores each complete board with range_heads_up.c
 * (two seats: the sorted sweep, or one small seat against a large one) or
 * range_multiway.c (three or more: assignments depth-first).
 *
 * A worker is one thread's scratch and results; the scoring functions add
 * a runout's counts, weighted by its orbit size, into the worker's tally
 * and (when asked for) its per-combo counts, indexed by seat and live
 * combo index. They read the job, never write it.
 */
#ifndef POKEQ_RANGE_SCORE_H
#define POKEQ_RANGE_SCORE_H

#include "card.h"
#include "text/combo.h"
#include "hand.h"
#include "pokeq.h"
#include "ranges/range_plan.h"
#include "core/runouts.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdint.h>

enum {
    RANGE_ENTRY_MAX = 2 * COMBO_COUNT,
    RANGE_SMALL_MAX = 64,              /* a seat this small is not sorted with the other */
    RANGE_VALUE_LIMIT = 7463           /* hand values are 1..7462 */
};

/* A live combo of the small seat on one runout. */
typedef struct small_entry {
    uint16_t value;
    uint8_t card_a, card_b;
    uint16_t live, combo;
    uint32_t weight;
} small_entry;

/* What every worker reads: the plan and the deck, fixed for the call. */
typedef struct range_job {
    const range_plan *plan;
    runout_deck deck;
    int want_combos;
    int want_categories;                /* count each seat's hand categories too */
    const volatile int *cancel;         /* NULL, or read before each last card (a multiway
                                           runout can take milliseconds): the walk then stops,
                                           and work_run answers CANCELLED */
} range_job;

/* A worker's scratch and results (one per thread of the work runner). */
typedef struct range_worker {
    const range_job *job;
    tally tally;
    pokeq_combo_counts *combos;         /* [seat][live index]: seat p at offset p * COMBO_COUNT */
    uint64_t *combo_seen;               /* three or more seats with categories: each combo's
                                           showdowns already counted into categories */
    /* heads-up sweep: the runout's live combos of both seats */
    uint32_t key[RANGE_ENTRY_MAX], sorted[RANGE_ENTRY_MAX], scratch[RANGE_ENTRY_MAX];
    uint8_t side[RANGE_ENTRY_MAX], card_a[RANGE_ENTRY_MAX], card_b[RANGE_ENTRY_MAX];
    uint16_t live[RANGE_ENTRY_MAX], combo[RANGE_ENTRY_MAX];
    uint32_t weight[RANGE_ENTRY_MAX];
    uint32_t weight_of_combo[2][COMBO_COUNT]; /* the seat's weight for a combo on this runout, else 0 */
    /* several players: values per seat and live combo, 0 when off the runout */
    uint16_t value[POKEQ_MAX_PLAYERS][COMBO_COUNT];
    /* heads-up with a small seat: its combos by value, and per distinct
     * value j its weight below and at u[j], in all and per card */
    small_entry small[RANGE_SMALL_MAX];
    uint16_t distinct[RANGE_SMALL_MAX + 1];
    uint8_t values_below[RANGE_VALUE_LIMIT];  /* value v -> how many distinct values lie below v */
    uint64_t below_all[RANGE_SMALL_MAX + 1], equal_all[RANGE_SMALL_MAX + 1];
    uint64_t below_card[RANGE_SMALL_MAX + 1][CARD_COUNT], equal_card[RANGE_SMALL_MAX + 1][CARD_COUNT];
    /* and the large seat's weight per slot 2j (between u[j-1] and u[j]) or
     * 2j+1 (at u[j]), for the small seat's per-combo counts */
    uint64_t slot_all[2 * RANGE_SMALL_MAX + 2], slot_card[2 * RANGE_SMALL_MAX + 2][CARD_COUNT];
} range_worker;

/* The team the walk runs on for `threads` (0 = all cores): one thread for
 * a turn or river (at most one card to deal) or a job too small to pay
 * for a team, else work_threads (work.h). The cost model asks it too. */
int range_team_size(const range_job *j, int threads);

/* A bound on any count of plan's job: the sum over assignments of weight
 * x runouts x 2520 (conflicting assignments too); 2^64 when it reaches
 * 2^64. The job runs only when it is below. */
unsigned __int128 range_counts_bound(const range_plan *plan, const runout_deck *deck);

/* Hold'em heads-up before the flop with a seat of at most RANGE_SMALL_MAX
 * combos and no hand categories asked for, when its pairs cost less than
 * the runout walk: range_pairs.c counts pair by pair (exact by ranks)
 * instead. range_pairs_pay says whether it does,
 * range_pairs_team_size on how many threads, range_pairs_estimate about
 * how many pairs it counts (all pairs over the group's order); range_pairs_run adds every
 * pair into total and, when combos is not NULL and the job wants them, the
 * per-combo counts by combo index (seat p at p * COMBO_COUNT; not yet
 * symmetrised). Returns POKEQ_OK or a positive pokeq_error (MEMORY,
 * CANCELLED). */
int range_pairs_pay(const range_job *j);
int range_pairs_team_size(const range_plan *plan, int threads);
uint64_t range_pairs_estimate(const range_plan *plan);
int range_pairs_run(const range_job *j, int threads, const work_control *control, tally *total,
                    pokeq_combo_counts *combos);
/* The pairs of several plans of one board and dead cards (each one that
 * range_pairs_pay takes) as one job, plan k's counts times scale[k], added
 * into total: pairs of equal ranks from different plans are counted by
 * ranks together. No per-combo counts. Returns as range_pairs_run. */
int range_pairs_run_scaled(const range_plan *const *plans, const uint64_t *scale, int n, int threads,
                           const work_control *control, tally *total);

/* Scores one runout (board: all five cards, board_cards: every known or
 * dealt card) weighted by `runouts`, for two seats / three or more. */
void range_heads_up_score(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts);
void range_multiway_score(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts);

/* Adds each seat's hand categories on one runout into the worker's tally
 * (range_categories.c), after the runout was scored: two seats by the
 * other seat's weight live beside each combo; three or more from the
 * per-combo showdowns the runout added (the worker keeps per-combo counts
 * then) and each combo's value on it. */
void range_heads_up_categories(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts);
void range_multiway_categories(range_worker *w);

#endif
