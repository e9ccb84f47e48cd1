/* SPDX-License-Identifier: MIT */
/*
 * request.h - a pokeq_request resolved into what the engines take
 * (library-internal): every seat's hand or range, the board and the dead
 * cards, each card checked against every other, each failure described in
 * a pokeq_error_info that names the seat or card text, the byte offset and
 * length of the bad part, and the card. The game (request->game) sets
 * the hole cards per seat, the deck the cards must be in, and whether a
 * seat may be a range. After request_resolve succeeds
 * nothing about the input can fail: any later error is the engine's.
 */
#ifndef POKEQ_REQUEST_H
#define POKEQ_REQUEST_H

#include "game.h"
#include "pokeq.h"

#include <stdbool.h>

typedef struct resolved {
    game_kind game;
    int seats;
    bool fixed[POKEQ_MAX_PLAYERS];              /* given as the game's count of cards */
    int hole[POKEQ_MAX_PLAYERS][POKEQ_MAX_HOLE];/* those cards, when fixed */
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

/* Resolves *request into *out. Returns 0, or a negated pokeq_error with
 * *error filled. */
int request_resolve(const pokeq_request *request, resolved *out, pokeq_error_info *error);

/* Fills *error (message in printf style) and returns code (negated). */
int request_fail(pokeq_error_info *error, int code, int place, int seat, const char *format, ...)
    __attribute__((format(printf, 5, 6)));

bool resolved_all_fixed(const resolved *r);
pokeq_scenario resolved_scenario(const resolved *r);
pokeq_range_scenario resolved_range_scenario(const resolved *r);

#endif
