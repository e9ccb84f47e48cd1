/* SPDX-License-Identifier: MIT */
/* game.c - the games of pokeq.h, by number and by name (game.h). */
#include "core/game.h"

#include <strings.h>

int pokeq_game_hole_cards(int game)
{
    return game_known(game) ? game_of((game_kind)game).hole_cards : -POKEQ_ERR_GAME;
}

int pokeq_game_deck_size(int game)
{
    return game_known(game) ? game_of((game_kind)game).deck_size : -POKEQ_ERR_GAME;
}

int pokeq_game_has_card(int game, int card)
{
    if (!game_known(game))
        return -POKEQ_ERR_GAME;
    return card >= 0 && card < CARD_COUNT && (game_of((game_kind)game).deck >> card & 1);
}

const char *pokeq_game_name(int game)
{
    return game_known(game) ? game_of((game_kind)game).name : NULL;
}

int pokeq_game_from_name(const char *name)
{
    if (name == NULL)
        return -POKEQ_ERR_GAME;
    for (int kind = 0; kind < GAME_COUNT; kind++)
        if (strcasecmp(name, game_of((game_kind)kind).name) == 0)
            return kind;
    return -POKEQ_ERR_GAME;
}
