/* SPDX-License-Identifier: MIT */
/*
 * range_categories.c - two seats' hand categories on one runout
 * (range_score.h), counted only when a request asks for them.
 *
 * A combo e of one seat ends in its hand's category in every showdown it
 * takes part in: weight(e) x the other seat's weight live beside e, which
 * is, by inclusion-exclusion over e's two cards (as in the sweep of
 * range_heads_up.c), the other seat's weight on the runout, less its
 * weight holding either card, plus e's own combo when the other seat
 * holds it. Three or more seats: the showdowns each combo took part in
 * on the runout are what the assignment walk added to its per-combo
 * count. Apart from the engines' loops, which stay as they are when no
 * categories are asked for.
 */
#include "ranges/range_score.h"

#include "core/game.h"
#include "hand_value.h"
#include "core/sweep.h"

#include <string.h>

void range_heads_up_categories(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    sweep_sums live[2];
    memset(live, 0, sizeof live);
    for (int s = 0; s < 2; s++) {
        const range_seat *seat = &plan->seat[s];
        for (int i = 0; i < seat->count; i++)
            if (!(seat->mask[i] & board_cards))
                sweep_sums_add(&live[s], 63 - __builtin_clzll(seat->mask[i]), __builtin_ctzll(seat->mask[i]),
                               seat->weight[i]);
    }
    const range_seat *other_seat[2] = {&plan->seat[1], &plan->seat[0]};
    for (int s = 0; s < 2; s++) {
        for (int i = 0; i < other_seat[s]->count; i++) /* the other seat's weight by combo */
            if (!(other_seat[s]->mask[i] & board_cards))
                w->weight_of_combo[1 - s][other_seat[s]->combo[i]] = other_seat[s]->weight[i];
        const range_seat *seat = &plan->seat[s];
        for (int i = 0; i < seat->count; i++) {
            const uint64_t mask = seat->mask[i];
            if (mask & board_cards)
                continue;
            const uint64_t facing = sweep_sums_apart(&live[1 - s], 63 - __builtin_clzll(mask), __builtin_ctzll(mask)) +
                                    w->weight_of_combo[1 - s][seat->combo[i]];
            const int value = seat_value(GAME_HOLDEM, board, seat->hand[i]);
            w->tally.categories.seat[s][value_category(value)] += runouts * seat->weight[i] * facing;
        }
        for (int i = 0; i < other_seat[s]->count; i++)
            w->weight_of_combo[1 - s][other_seat[s]->combo[i]] = 0;
    }
}

void range_multiway_categories(range_worker *w)
{
    const range_plan *plan = w->job->plan;
    for (int p = 0; p < plan->players; p++) {
        for (int i = 0; i < plan->seat[p].count; i++) {
            const size_t at = (size_t)p * COMBO_COUNT + (size_t)i;
            const uint64_t added = w->combos[at].showdowns - w->combo_seen[at];
            if (added == 0)
                continue;
            w->tally.categories.seat[p][value_category(w->value[p][i])] += added;
            w->combo_seen[at] = w->combos[at].showdowns;
        }
    }
}
