/* SPDX-License-Identifier: MIT */
/*
 * game_jobs.h - one tiny exact job of each game, for the tests that run
 * every game through the program (each answers in milliseconds): two
 * fixed hands of the game's size on a turn (ranks 6..A, so the short
 * decks hold every card), a stud game's six known cards each with no
 * board, or a draw game's kept cards with no board (one seat draws two);
 * in every game either seat can win (so a Monte Carlo seed changes the
 * counts). A game added to pokeq.h gets a job here by its hole cards; a
 * stud-like or draw game is named below. Pure.
 */
#ifndef POKEQ_TEST_GAME_JOBS_H
#define POKEQ_TEST_GAME_JOBS_H

#include "pokeq.h"

#include <stdbool.h>

typedef struct game_job {
    const char *seat[2];
    const char *board;                  /* NULL: the game has no board */
} game_job;

static inline bool game_job_is_stud(int game)
{
    return game == POKEQ_GAME_RAZZ || game == POKEQ_GAME_STUD || game == POKEQ_GAME_STUD_HILO ||
           game == POKEQ_GAME_STUD_HILO_NQ;
}

static inline bool game_job_is_draw(int game)
{
    return game == POKEQ_GAME_DRAW || game == POKEQ_GAME_LOWBALL27 || game == POKEQ_GAME_LOWBALL_A5 ||
           game == POKEQ_GAME_BADUGI;
}

static inline game_job game_job_of(int game)
{
    if (game_job_is_stud(game))
        return (game_job){{"AhAs2c3d9h5s", "KdKc7h8h4h3h"}, NULL};
    if (game == POKEQ_GAME_BADUGI)
        return (game_job){{"Ah2s3c", "Kd7c8h9s"}, NULL};
    if (game_job_is_draw(game))
        return (game_job){{"AhKs2c", "QdQc7h8h9h"}, NULL};
    switch (pokeq_game_hole_cards(game)) {
    case 4: return (game_job){{"AhAsKdKc", "JdJcTdTc"}, "6c7dQcKs"};
    case 5: return (game_job){{"AhAsKdKcQh", "JdJcTdTc9c"}, "6c7dQcKs"};
    case 6: return (game_job){{"AhAsKdKcQhQs", "JdJcTdTc9c8c"}, "6c7dQcKs"};
    default: return (game_job){{"AhAs", "JdJc"}, "6c7dQcKs"};
    }
}

#endif
