/* SPDX-License-Identifier: MIT */
/* scenario.c - the input checks every calculator shares. */
#include "core/game.h"
#include "pokeq.h"
#include "solve/scenario.h"

#include <stddef.h>

const char *pokeq_strerror(int error)
{
    switch (error < 0 ? -error : error) {
    case POKEQ_OK: return "no error";
    case POKEQ_ERR_PLAYERS: return "the number of players must be 2 to 10";
    case POKEQ_ERR_BOARD: return "a board has 0 to 5 cards";
    case POKEQ_ERR_DEAD: return "at most 48 dead cards";
    case POKEQ_ERR_CARD: return "a card code is outside 0..51 or not in the game's deck";
    case POKEQ_ERR_DUPLICATE: return "a card is used twice";
    case POKEQ_ERR_DECK: return "too few cards are left to complete the board";
    case POKEQ_ERR_ARGUMENT: return "a bad argument (NULL pointer or option out of range)";
    case POKEQ_ERR_MEMORY: return "out of memory";
    case POKEQ_ERR_RANGE_SYNTAX: return "a range does not parse";
    case POKEQ_ERR_RANGE_EMPTY:
        return "a range has no hand left once the known cards are removed, or no deal gives every player a hand without a shared card";
    case POKEQ_ERR_OVERFLOW: return "the weighted exact counts would overflow 64 bits (use Monte Carlo or coarser weights)";
    case POKEQ_ERR_TOO_HARD:
        return "the ranges leave almost no valid deal, too few to find or sample; use fewer players or ranges that overlap less";
    case POKEQ_ERR_CANCELLED: return "cancelled";
    case POKEQ_ERR_TOO_SLOW: return "an exact answer would take longer than the limit";
    case POKEQ_ERR_HAND: return "a seat's text is not a hand of the game";
    case POKEQ_ERR_GAME: return "unknown game";
    case POKEQ_ERR_UNSUPPORTED: return "this game is not supported by this call yet";
    case POKEQ_ERR_SHARDS: return "the shard results are not the parts of one job, each once";
    default: return "unknown error";
    }
}

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
    if (!g.built)
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
