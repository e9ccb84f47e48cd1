/* SPDX-License-Identifier: MIT */
/*
 * exact_cards.c - exact counts by dealing every canonical runout (exact.h).
 *
 * Shape of the work. The cards still to come are dealt by the canonical
 * runout walk (runouts.h), one card per level, every runout that is not its
 * orbit's canonical one skipped and the rest weighted by their orbit size. The
 * board Hand grows by one card per level; at the last level each player's
 * Hand of board-so-far + hole cards is formed once, so a runout costs one
 * key addition and one lookup per player. Outcomes go into the shared
 * accumulator (tally.h).
 *
 * Threads. The canonical deals of the first one or two cards are listed
 * first (serially, in a fixed order) and are the work runner's tasks
 * (work.h), each thread into its own tally, merged once at the end.
 * Counts are integer sums, so the result is the same for any thread count.
 */
#include "exact/exact.h"

#include "card.h"
#include "core/deck.h"
#include "eval7.h"
#include "core/game.h"
#include "hand.h"
#include "core/runouts.h"
#include "core/suit_symmetry.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Everything fixed for one call: the deck in dealing order and the Hands. */
typedef struct exact_plan {
    game_kind game;
    int players;
    runout_deck deck;
    Hand board;                         /* the known board cards */
    Hand hole[POKEQ_MAX_PLAYERS];
    game_hole seat[POKEQ_MAX_PLAYERS];  /* the same, prepared for the game (game.h) */
} exact_plan;

static exact_plan plan_of(const pokeq_scenario *s)
{
    exact_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.game = (game_kind)s->game;
    plan.players = s->players;
    plan.board = scenario_board_hand(s);
    for (int p = 0; p < s->players; p++) {
        plan.hole[p] = scenario_hole_hand(s, p);
        plan.seat[p] = game_hole_of(plan.game, plan.hole[p]);
    }
    const suit_symmetry sym = suit_symmetry_of(s);
    runout_deck_init(&plan.deck, scenario_used_cards(s), 5 - s->board_count, &sym);
    return plan;
}

/* A complete board scored for every player through the game seam: the
 * board prepared once, each seat valued on it (and, hi/lo, its low). */
static inline __attribute__((always_inline)) void score_board(const exact_plan *plan, const game_board *board,
                                                             uint64_t weight, tally *t, const int players,
                                                             const game_kind game, const int categories)
{
    const game_board prepared = *board;
    int values[POKEQ_MAX_PLAYERS], lows[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        values[p] = seat_value_on(game, &prepared, &plan->seat[p]);
    if (!game_is_hilo(game)) {
        tally_showdown(t, values, weight);
        if (categories)
            tally_categories(t, game, values, NULL, weight);
        return;
    }
    for (int p = 0; p < players; p++)
        lows[p] = seat_low_on(game, &prepared, &plan->seat[p]);
    tally_showdown_hilo(t, values, lows, weight);
    if (categories)
        tally_categories(t, game, values, lows, weight);
}

/* The last card: every canonical choice, scored for every player.
 * `players`, `game` and `categories` (count hand categories too) are constants at each call site below, so the compiler specialises the
 * player loops, the seat values and the counting. */
static inline __attribute__((always_inline)) void deal_last(const exact_plan *plan, const deal_state *st,
                                                           tally *t, const int players, const game_kind game,
                                                           const int categories)
{
    const runout_deck *deck = &plan->deck;
    Hand partial[POKEQ_MAX_PLAYERS]; /* board so far + hole cards (seat_value, game.h) */
    for (int p = 0; p < players; p++)
        partial[p] = hand_combine(st->board, plan->hole[p]);
    last_card_orbits orbits;
    runout_last_card_orbits(deck, st, &orbits);
    for (int i = st->start; i < deck->size; i++) {
        uint64_t weight;
        if (!runout_last_card(deck, st, &orbits, i, &weight))
            continue;
        if (game_needs_whole_board(game)) { /* Omaha, hi/lo: the whole board */
            const game_board board = game_board_of(game, hand_add_card(st->board, deck->card[i]));
            score_board(plan, &board, weight, t, players, game, categories);
            continue;
        }
        const Hand last = hand_add_card(hand_empty(), deck->card[i]);
        int values[POKEQ_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            values[p] = seat_value(game, last, partial[p]);
        tally_showdown(t, values, weight);
        if (categories)
            tally_categories(t, game, values, NULL, weight);
    }
}

static inline __attribute__((always_inline)) void deal_last_players(const exact_plan *plan,
                                                                    const deal_state *st, tally *t,
                                                                    const game_kind game)
{
    switch (plan->players) {
    case 2: deal_last(plan, st, t, 2, game, 0); break;
    case 3: deal_last(plan, st, t, 3, game, 0); break;
    case 4: deal_last(plan, st, t, 4, game, 0); break;
    case 5: deal_last(plan, st, t, 5, game, 0); break;
    case 6: deal_last(plan, st, t, 6, game, 0); break;
    default: deal_last(plan, st, t, plan->players, game, 0); break;
    }
}

/* With categories (a game that has them: pokeq_solve checks): one copy
 * for every game, the game read at run time (a copy per game grew the
 * file past GCC's inlining budget: hand_add_card went out of line in the
 * loops without categories, +1.4 % instructions on Omaha). */
static __attribute__((noinline)) void deal_last_categories(const exact_plan *plan, const deal_state *st, tally *t)
{
    deal_last(plan, st, t, plan->players, plan->game, 1);
}

static void deal_last_any(const exact_plan *plan, const deal_state *st, tally *t)
{
    if (t->count_categories) {
        deal_last_categories(plan, st, t);
        return;
    }
    GAME_SPECIALISE(plan->game, G, deal_last_players(plan, st, t, G));
}

/* The walk's leaf (runouts.h): the plan and the thread's tally. */
typedef struct leaf_context {
    const exact_plan *plan;
    tally *tally;
} leaf_context;

static void score_leaf(const deal_state *st, void *context)
{
    const leaf_context *c = context;
    deal_last_any(c->plan, st, c->tally);
}

/* What the workers share: the plan and the total they merge into. */
typedef struct cards_job {
    const exact_plan *plan;
    tally *total;
} cards_job;

static void *worker_new(void *shared)
{
    const cards_job *job = shared;
    leaf_context *w = malloc(sizeof *w + sizeof(tally));
    if (w == NULL)
        return NULL;
    w->plan = job->plan;
    w->tally = (tally *)(w + 1);
    tally_init(w->tally, job->plan->players);
    w->tally->count_categories = job->total->count_categories;
    return w;
}

static void merge(void *worker, void *shared)
{
    const cards_job *job = shared;
    tally_merge(job->total, ((leaf_context *)worker)->tally);
}

/* All runouts into total, on up to `threads` threads. */
static int enumerate(const exact_plan *plan, int threads, const work_control *control, tally *total)
{
    const runout_deck *deck = &plan->deck;
    const deal_state root = runout_root(deck, plan->board);

    if (deck->to_deal <= 1 && !work_part_first(control))
        return POKEQ_OK;
    if (deck->to_deal == 0) {
        GAME_SPECIALISE(plan->game, G, {
            const game_board board = game_board_of(G, plan->board);
            score_board(plan, &board, 1, total, plan->players, G, total->count_categories);
        });
        return POKEQ_OK;
    }
    if (deck->to_deal == 1) {
        deal_last_any(plan, &root, total);
        return POKEQ_OK;
    }

    cards_job job = {plan, total};
    const work_job work = {0, threads, &job, worker_new, NULL, merge, free};
    return runouts_run(deck, &root, score_leaf, &work, control);
}

uint64_t exact_by_cards_work(const pokeq_scenario *s)
{
    const exact_plan plan = plan_of(s);
    return runout_canonical_estimate(&plan.deck);
}

int exact_by_cards(const pokeq_scenario *s, int threads, const work_control *control, tally *out)
{
    const exact_plan plan = plan_of(s);
    return enumerate(&plan, threads, control, out);
}
