/* SPDX-License-Identifier: MIT */
/*
 * range_multiway.c - exact range equity, three or more seats: one runout
 * scored (range_score.h). Each seat's combos are evaluated once per
 * runout and the assignments of combos to seats enumerated depth-first,
 * skipping those that share a card.
 */
#include "ranges/range_score.h"

#include "core/game.h"

typedef struct assignment {
    int live[POKEQ_MAX_PLAYERS];
    int values[POKEQ_MAX_PLAYERS];
} assignment;

static void score_assignment(range_worker *w, const assignment *a, uint64_t weight)
{
    const int players = w->job->plan->players;
    tally_showdown(&w->tally, a->values, weight);
    if (!w->combos)
        return;
    int best = 0, winners = 0;
    for (int p = 0; p < players; p++) {
        winners = a->values[p] > best ? 1 : winners + (a->values[p] == best);
        best = a->values[p] > best ? a->values[p] : best;
    }
    for (int p = 0; p < players; p++) {
        pokeq_combo_counts *c = &w->combos[p * COMBO_COUNT + a->live[p]];
        c->showdowns += weight;
        c->equity_units += a->values[p] == best ? weight * (uint64_t)(POT_UNITS / winners) : 0;
    }
}

static void assign_from(range_worker *w, int p, uint64_t used, uint64_t weight, assignment *a)
{
    const range_plan *plan = w->job->plan;
    if (p == plan->players) {
        score_assignment(w, a, weight);
        return;
    }
    const range_seat *seat = &plan->seat[p];
    for (int i = 0; i < seat->count; i++) {
        if (w->value[p][i] == 0 || (seat->mask[i] & used) != 0)
            continue;
        a->live[p] = i;
        a->values[p] = w->value[p][i];
        assign_from(w, p + 1, used | seat->mask[i], weight * seat->weight[i], a);
    }
}

/* Every live combo's value on this runout (0: it holds a board card). */
static inline __attribute__((always_inline)) void value_combos(range_worker *w, Hand board, uint64_t board_cards,
                                                               const game_kind game)
{
    const range_plan *plan = w->job->plan;
    for (int p = 0; p < plan->players; p++) {
        const range_seat *seat = &plan->seat[p];
        for (int i = 0; i < seat->count; i++)
            w->value[p][i] = seat->mask[i] & board_cards
                                 ? 0
                                 : (uint16_t)seat_value(game, board, seat->hand[i]);
    }
}

void range_multiway_score(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    GAME_SPECIALISE(w->job->plan->game, G, value_combos(w, board, board_cards, G));
    assignment a = {{0}, {0}};
    assign_from(w, 0, 0, runouts, &a);
}
