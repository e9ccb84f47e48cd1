/* SPDX-License-Identifier: MIT */
/*
 * answer.h - one scenario's answer as the program shows it: the words it
 * came from, the library's result, and the per-combo counts when the
 * output shows them.
 */
#ifndef POKEQ_ANSWER_H
#define POKEQ_ANSWER_H

#include "front/args.h"
#include "pokeq.h"

#include <stdbool.h>

typedef struct answer {
    const scenario_request *request;    /* the words: each seat's text, the options */
    pokeq_result result;
    pokeq_combo_counts *combos;         /* [seat * POKEQ_COMBOS + combo], or NULL */
    pokeq_hand_counts *hands;           /* Omaha's per-hand rows (result.hand_rows of them), or NULL */
    const pokeq_flop *flop;             /* a row of `pokeq flops`: its weight and texture, or NULL */
} answer;

/* A hi/lo game: its answers carry the high and low halves and scoops,
 * and count runouts (deals), not the half pots the library counts. */
static inline bool answer_hilo(const answer *a)
{
    const int game = a->request->options.game;
    return game == POKEQ_GAME_OMAHA_HILO || game == POKEQ_GAME_OMAHA5_HILO || game == POKEQ_GAME_STUD_HILO ||
           game == POKEQ_GAME_STUD_HILO_NQ || game == POKEQ_GAME_HOLDEM_HILO;
}

/* Whether the game's hands have a low (razz, the hi/lo games, the
 * lowball games): their categories are counted by the low's top card too
 * (pokeq_seat_result.lows). */
static inline bool answer_has_low(const answer *a)
{
    const int game = a->request->options.game;
    return answer_hilo(a) || game == POKEQ_GAME_RAZZ || game == POKEQ_GAME_LOWBALL27 ||
           game == POKEQ_GAME_LOWBALL_A5;
}

/* Whether the game's hands have a high category (every game but razz and
 * lowball-a5, whose one hand is an A-5 low; lowball27's is its 2-7 hand's). */
static inline bool answer_has_high(const answer *a)
{
    const int game = a->request->options.game;
    return game != POKEQ_GAME_RAZZ && game != POKEQ_GAME_LOWBALL_A5;
}

/* Whether a game deals each seat's hand and has no board (stud, the
 * single-draw games): a seat is 0 or more known cards, never a range. */
static inline bool game_seated(int game)
{
    return (game >= POKEQ_GAME_RAZZ && game <= POKEQ_GAME_STUD_HILO_NQ) ||
           (game >= POKEQ_GAME_DRAW && game <= POKEQ_GAME_BADUGI);
}

static inline bool answer_seated(const answer *a)
{
    return game_seated(a->request->options.game);
}

#endif
