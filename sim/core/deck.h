/* SPDX-License-Identifier: MIT */
/*
 * deck.h - what is left to deal, and the Hands a showdown starts from.
 *
 * Every engine (exact, Monte Carlo, ranges) deals from the cards a scenario
 * leaves, and scores player i as board Hand + hole Hand (hand.h), so these
 * helpers are the one place that derives them. Pure; safe from any thread.
 */
#ifndef POKEQ_DECK_H
#define POKEQ_DECK_H

#include "core/game.h"
#include "hand.h"
#include "pokeq.h"

#include <stdint.h>

/* Bit c set for every card the scenario names (holes, board, dead) and
 * every card its game's deck lacks (game.h), so that what is left to deal
 * is the rest of the game's deck. The scenario must have passed
 * pokeq_scenario_check. */
static inline uint64_t scenario_used_cards(const pokeq_scenario *s)
{
    const game g = game_of((game_kind)s->game);
    uint64_t used = GAME_DECK_FULL & ~g.deck;
    for (int p = 0; p < s->players; p++)
        for (int c = 0; c < g.hole_cards; c++)
            used |= 1ULL << s->hole[p][c];
    for (int i = 0; i < s->board_count; i++)
        used |= 1ULL << s->board[i];
    for (int i = 0; i < s->dead_count; i++)
        used |= 1ULL << s->dead[i];
    return used;
}

/* The cards not in used, ascending, into deck; returns how many. */
static inline int deck_remaining(uint64_t used, int deck[52])
{
    int count = 0;
    for (int card = 0; card < 52; card++)
        if (!(used >> card & 1))
            deck[count++] = card;
    return count;
}

static inline Hand scenario_board_hand(const pokeq_scenario *s)
{
    return hand_of_cards(s->board, s->board_count);
}

static inline Hand scenario_hole_hand(const pokeq_scenario *s, int player)
{
    return hand_of_cards(s->hole[player], game_of((game_kind)s->game).hole_cards);
}

#endif
