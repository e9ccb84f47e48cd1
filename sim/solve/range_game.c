/* SPDX-License-Identifier: MIT */
/* range_game.c - pokeq_range_parse_game: range text as a seat of a game
 * takes it (pokeq.h), through the one reader of a game's deck
 * (text/range_parse.h). */
#include "core/game.h"
#include "text/range_parse.h"

#include <string.h>

int pokeq_range_parse_game(const char *text, int game, enum pokeq_ranking ranking, pokeq_range *out,
                           pokeq_range_error *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    if (!game_known(game) || !game_of((game_kind)game).ranges) {
        if (out != NULL)
            memset(out, 0, sizeof *out);
        return -POKEQ_ERR_GAME;
    }
    return range_parse_deck(text, ranking, game_of((game_kind)game).deck, out, error);
}
