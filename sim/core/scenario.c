/* SPDX-License-Identifier: MIT */
/* scenario.c - the card checks every calculator shares (scenario.h) and
 * pokeq_scenario_check. */
#include "core/game.h"
#include "pokeq.h"
#include "core/scenario.h"

#include <stddef.h>

/* Adds card to the used set; the error it breaks, or POKEQ_OK. */
static int use_card(int card, uint64_t *used)
{
    if (card < 0 || card > 51)
        return POKEQ_ERR_CARD;
    if (*used >> card & 1)
        return POKEQ_ERR_DUPLICATE;
    *used |= 1ULL << card;
    return POKEQ_OK;
}

int scenario_use_cards(const int *cards, int count, uint64_t *used)
{
    int error = POKEQ_OK;
    for (int i = 0; i < count && !error; i++)
        error = use_card(cards[i], used);
    return error;
}

static int scenario_check(const pokeq_scenario *s)
{
    if (s == NULL)
        return POKEQ_ERR_ARGUMENT;
    if (!game_known(s->game))
        return POKEQ_ERR_GAME;
    const game g = game_of((game_kind)s->game);
    if (!g.built || g.seated) /* seated games: pokeq_solve alone (a seat's known count) */
        return POKEQ_ERR_UNSUPPORTED;
    if (s->players < 2 || s->players > POKEQ_MAX_PLAYERS)
        return POKEQ_ERR_PLAYERS;
    if (s->board_count < 0 || s->board_count > 5)
        return POKEQ_ERR_BOARD;
    if (s->dead_count < 0 || s->dead_count > POKEQ_MAX_DEAD)
        return POKEQ_ERR_DEAD;
    uint64_t used = 0;
    int error = POKEQ_OK;
    for (int p = 0; p < s->players && !error; p++)
        error = scenario_use_cards(s->hole[p], g.hole_cards, &used);
    if (!error)
        error = scenario_use_cards(s->board, s->board_count, &used);
    if (!error)
        error = scenario_use_cards(s->dead, s->dead_count, &used);
    if (error)
        return error;
    if (used & ~g.deck)
        return POKEQ_ERR_CARD;
    if (g.deck_size - __builtin_popcountll(used) < 5 - s->board_count)
        return POKEQ_ERR_DECK;
    return POKEQ_OK;
}

int pokeq_scenario_check(const pokeq_scenario *s)
{
    return -scenario_check(s);
}
