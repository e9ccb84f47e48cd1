/* SPDX-License-Identifier: MIT */
/*
 * resolved.h - the input every engine takes: a request's seats, board and
 * dead cards after request_resolve (solve/request.h) has checked them, and
 * the one way a library failure is described (request_fail). Plain data:
 * a resolved owns nothing but its `text` pointers, which borrow the
 * caller's request. Pure; thread safe. It does not parse or check input.
 */
#ifndef POKEQ_RESOLVED_H
#define POKEQ_RESOLVED_H

#include "core/game.h"
#include "pokeq.h"

#include <stdbool.h>

typedef struct resolved {
    game_kind game;
    int seats;
    bool fixed[POKEQ_MAX_PLAYERS];              /* given as the game's count of cards */
    int hole[POKEQ_MAX_PLAYERS][POKEQ_MAX_HOLE];/* those cards, when fixed */
    int hole_count[POKEQ_MAX_PLAYERS];          /* how many: the game's hole cards, or a
                                                   seated game's known cards (1..7) */
    pokeq_range given[POKEQ_MAX_PLAYERS];       /* the range as written (a fixed hand of a
                                                   two-card game: its combo; of a game
                                                   without ranges: empty); seats 0..seats-1
                                                   only (the rest are not written) */
    pokeq_range live[POKEQ_MAX_PLAYERS];        /* without combos holding a known card; as given */
    const char *text[POKEQ_MAX_PLAYERS];        /* the seat's text (Omaha ranges are read
                                                   from it again: omaha_range.h) */
    int board[5];
    int board_count;
    int dead[POKEQ_MAX_DEAD];
    int dead_count;
} resolved;

/* Fills *error (message in printf style) and returns code (negated).
 * error may be NULL. */
int request_fail(pokeq_error_info *error, int code, int place, int seat, const char *format, ...)
    __attribute__((format(printf, 5, 6)));

/* Whether the range holds all 1,326 combos at one weight (`random`, at
 * any weight): checked 8 combos at a time. */
bool resolved_range_random(const pokeq_range *range);

/* Whether every seat is a fixed hand. */
bool resolved_all_fixed(const resolved *r);
/* The fixed hands as the older public scenario types the engines take. */
pokeq_scenario resolved_scenario(const resolved *r);
pokeq_range_scenario resolved_range_scenario(const resolved *r);

/* Board completions of one deal of hands: C(cards left in the game's
 * deck, cards to deal). */
uint64_t resolved_whole_runouts(const resolved *input);

#endif
