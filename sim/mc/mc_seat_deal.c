/* SPDX-License-Identifier: MIT */
/*
 * mc_seat_deal.c - Monte Carlo of the seated games (mc.h, seat_deal.h):
 * each trial deals every seat's missing cards at once with the board
 * dealer's partial shuffle (the deal's card j at deck[size - 1 - j]),
 * seat after seat in seat order, and counts the trial's winner sets;
 * the block then scores each set into its tally (seat_outcomes_tally).
 * Block b always runs the same trials (its own stream and deck copy), so
 * the rounds, stopping rules and parts of mc.c apply unchanged.
 */
#include "mc/mc.h"

#include "exact/seat_deal.h"
#include "core/pcg.h"

#include <stdlib.h>
#include <string.h>

/* The trials of one game, compiled per game (SEATED_SPECIALISE) and
 * with categories counted into out or not (a constant). */
static inline __attribute__((always_inline)) void run_trials(const seat_deal *d, board_dealer *dealer, pcg32 *rng,
                                                             uint32_t trials, uint64_t *counts, const game_kind game,
                                                             tally *out, const int categories)
{
    const int players = d->players, missing = d->missing_total, size = dealer->size;
    const int hilo = game_is_hilo(game);
    int highs[POKEQ_MAX_PLAYERS], lows[POKEQ_MAX_PLAYERS] = {0};
    for (uint32_t t = 0; t < trials; t++) {
        board_dealer_shuffle(dealer, rng, 0, NULL, 0, missing, size, 0);
        const int *card = &dealer->deck[size - 1]; /* card j of the deal at card[-j] */
        int j = 0;
        for (int p = 0; p < players; p++) {
            Hand hand = d->known[p];
            for (int k = 0; k < d->missing[p]; k++, j++)
                hand = hand_add_card(hand, card[-j]);
            highs[p] = seat_value7(game, hand);
            if (hilo)
                lows[p] = seat_low7(game, hand);
        }
        counts[seat_outcome_of(highs, lows, players, hilo)]++;
        if (categories)
            tally_categories(out, game, highs, hilo ? lows : NULL, 1);
    }
}

int mc_seat_deal_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out)
{
    const seat_deal *d = plan->seated;
    const int hilo = game_is_hilo(d->game);
    tally_init(out, d->players);
    uint64_t *counts = calloc(seat_outcome_entries(d->players, hilo), sizeof *counts);
    if (counts == NULL)
        return POKEQ_ERR_MEMORY;
    pcg32 rng = pcg32_block_stream(plan->seed, block);
    board_dealer dealer = plan->dealer;
    out->count_categories = plan->categories;
    if (plan->categories)
        SEATED_SPECIALISE(d->game, G, run_trials(d, &dealer, &rng, trials, counts, G, out, 1));
    else
        SEATED_SPECIALISE(d->game, G, run_trials(d, &dealer, &rng, trials, counts, G, out, 0));
    seat_outcomes_tally(counts, d->players, hilo, out);
    free(counts);
    return POKEQ_OK;
}

int mc_seat_deal_part(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                      pokeq_mc_result *result, category_counts *categories)
{
    if (!mc_options_valid(options) || !mc_part_valid(options, part))
        return -POKEQ_ERR_ARGUMENT;
    seat_deal deal;
    seat_deal_plan(r, &deal);
    mc_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.game = r->game;
    plan.players = r->seats;
    plan.seed = options->seed;
    plan.seated = &deal;
    plan.categories = categories != NULL;
    uint64_t used = GAME_DECK_FULL;
    for (int i = 0; i < deal.deck_size; i++)
        used &= ~(1ULL << deal.deck[i]);
    board_dealer_init_cards(&plan.dealer, used, deal.missing_total, 0);
    return mc_run_trials(&plan, options, part, result, NULL, categories);
}
