/* SPDX-License-Identifier: MIT */
/*
 * runouts.h - the one walk over canonical runouts, shared by the exact
 * engines (fixed hands: exact_cards.c; ranges: range_exact.c).
 *
 * The cards still to come are dealt in nested loops, one card per level, in
 * the order of suit_symmetry.h (suit position by position, ranks high to
 * low), skipping every runout that is not its orbit's canonical one. The
 * walk stops one card short: its leaf gets each canonical deal with one
 * card left and deals that last card itself (the hot loop, which each
 * engine specialises), with runout_last_card.
 *
 * Plain values, built once per call; the walk keeps no state of its own and
 * any number of walks may run at once.
 */
#ifndef POKEQ_RUNOUTS_H
#define POKEQ_RUNOUTS_H

#include "card.h"
#include "hand.h"
#include "core/suit_symmetry.h"
#include "core/work.h"

#include <stdint.h>

/* The cards left, in dealing order. */
typedef struct runout_deck {
    int to_deal;                        /* board cards still to come, 0..5 */
    int size;
    int card[CARD_COUNT];               /* the remaining deck, in dealing order */
    int position[CARD_COUNT];           /* suit position of card[i] */
    unsigned rank_bit[CARD_COUNT];      /* 1 << rank of card[i] */
    suit_symmetry sym;
} runout_deck;

/* A partial deal: `left` cards still to deal, from deck index `start` on. */
typedef struct deal_state {
    int left;
    int start;
    Hand board;
    unsigned masks[SUIT_POSITIONS];     /* dealt ranks per suit position */
} deal_state;

/* The deck of every card not in `used`, dealt `to_deal` cards deep, under
 * the symmetry sym (which must map `used` onto itself). */
void runout_deck_init(runout_deck *deck, uint64_t used, int to_deal, const suit_symmetry *sym);

/* Nothing dealt yet onto the known board. */
deal_state runout_root(const runout_deck *deck, Hand board);

/* Deals deck card i onto `from` into `to`; 0 when that deal is not canonical. */
static inline int runout_deal_next(const runout_deck *deck, const deal_state *from, int i, deal_state *to)
{
    const int position = deck->position[i];
    const unsigned grown = from->masks[position] | deck->rank_bit[i];
    if (grown > symmetry_limit(&deck->sym, from->masks, position))
        return 0;
    *to = *from;
    to->masks[position] = grown;
    to->board = hand_add_card(from->board, deck->card[i]);
    to->start = i + 1;
    to->left = from->left - 1;
    return 1;
}

/* The orbit weights of the last card of st (st->left == 1): a card of
 * rank bit b at position q is canonical when (masks[q] | b) <= limit[q],
 * and stands for equal[q] runouts when that equals limit[q], else
 * distinct[q]. */
typedef struct last_card_orbits {
    unsigned limit[SUIT_POSITIONS];
    uint64_t distinct[SUIT_POSITIONS], equal[SUIT_POSITIONS];
} last_card_orbits;

void runout_last_card_orbits(const runout_deck *deck, const deal_state *st, last_card_orbits *orbits);

/* The one loop over the canonical last cards of st, with their weights:
 *
 *     last_card_orbits orbits;
 *     runout_last_card_orbits(deck, st, &orbits);
 *     for (int i = st->start; i < deck->size; i++) {
 *         uint64_t weight;
 *         if (!runout_last_card(deck, st, &orbits, i, &weight))
 *             continue;
 *         ... score st->board + deck->card[i], weight runouts ...
 *     }
 *
 * Whether deck card i is a canonical last card of st, and if so its orbit
 * size in *weight. Always inlined, so each caller's loop compiles as if
 * written out and stays specialised by the caller. (A form returning the
 * weight, 0 when not canonical, measured 1.4 % more instructions in
 * exact_cards' loop: the zero test does not fold into the canonical one.) */
static inline __attribute__((always_inline)) int runout_last_card(const runout_deck *deck, const deal_state *st,
                                                                 const last_card_orbits *orbits, int i,
                                                                 uint64_t *weight)
{
    const int q = deck->position[i];
    const unsigned grown = st->masks[q] | deck->rank_bit[i];
    if (grown > orbits->limit[q])
        return 0;
    *weight = grown == orbits->limit[q] ? orbits->equal[q] : orbits->distinct[q];
    return 1;
}

/* Calls leaf(st', context) for every canonical completion st' of st short
 * of its last card (st'->left == 1). st->left >= 1. */
typedef void runout_leaf(const deal_state *st, void *context);
void runouts_walk(const runout_deck *deck, const deal_state *st, runout_leaf *leaf, void *context);

/* The parallel engines' work list: the canonical first card, the first
 * two when three are dealt, the first three when four or five are (under
 * full suit symmetry two cards gave only 169 tasks, the largest half of a
 * 16th of the work; three give about 1,800, the largest a tenth of that:
 * examples/bench_schedule.c), onto root. Returns a malloc'd list the caller
 * frees, with *count entries, or NULL when memory ran out. */
deal_state *runout_tasks(const runout_deck *deck, const deal_state *root, int *count);

/* Every canonical runout of root on the work runner (work.h), the one
 * skeleton of the parallel exact engines: the tasks are
 * runout_tasks(deck, root), each walked (runouts_walk) with `leaf`, whose
 * context is the worker job->worker_new made; job->tasks and
 * job->run_task are not used. Returns as work_run, or POKEQ_ERR_MEMORY
 * when the task list could not be made. */
int runouts_run(const runout_deck *deck, const deal_state *root, runout_leaf *leaf, const work_job *job,
                const work_control *control);

/* About how many canonical runouts the deck has: C(size, to_deal) / |group|. */
uint64_t runout_canonical_estimate(const runout_deck *deck);

/* The cards a deal has added to the board, as a card mask. */
uint64_t runout_dealt_cards(const runout_deck *deck, const deal_state *st);

#endif
