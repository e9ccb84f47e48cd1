/* SPDX-License-Identifier: MIT */
/*
 * request.h - a pokeq_request resolved into what the engines take
 * (library-internal): every seat's hand or range, the board and the dead
 * cards, each card checked against every other, each failure described in
 * a pokeq_error_info that names the seat or card text, the byte offset and
 * length of the bad part, and the card. After request_resolve succeeds
 * nothing about the input can fail: any later error is the engine's.
 */
#ifndef POKEQ_REQUEST_H
#define POKEQ_REQUEST_H

#include "pokeq.h"

#include <stdbool.h>

typedef struct resolved {
    int seats;
    bool fixed[POKEQ_MAX_PLAYERS];              /* given as two cards */
    int hole[POKEQ_MAX_PLAYERS][2];             /* those cards, when fixed */
    pokeq_range given[POKEQ_MAX_PLAYERS];       /* the range as written (a fixed hand: its combo) */
    pokeq_range live[POKEQ_MAX_PLAYERS];        /* without combos holding a known card */
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
