/* SPDX-License-Identifier: MIT */
/*
 * game_jobs.h - one tiny exact job of each game, for the tests that run
 * every game through the program (each answers in milliseconds): two
 * fixed hands of the game's size on a turn (ranks 6..A, so the short
 * decks hold every card), or a stud game's six known cards each with no
 * board; in every game either seat can win (so a Monte Carlo seed
 * changes the counts). A game added to pokeq.h gets a job here by its hole
 * cards; a stud-like game is named below. Pure.
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

static inline game_job game_job_of(int game)
{
    if (game_job_is_stud(game))
        return (game_job){{"AhAs2c3d9h5s", "KdKc7h8h4h3h"}, NULL};
    switch (pokeq_game_hole_cards(game)) {
    case 4: return (game_job){{"AhAsKdKc", "JdJcTdTc"}, "6c7dQcKs"};
    case 5: return (game_job){{"AhAsKdKcQh", "JdJcTdTc9c"}, "6c7dQcKs"};
    case 6: return (game_job){{"AhAsKdKcQhQs", "JdJcTdTc9c8c"}, "6c7dQcKs"};
    default: return (game_job){{"AhAs", "JdJc"}, "6c7dQcKs"};
    }
}

#endif
