/* SPDX-License-Identifier: MIT */
/*
 * game.h - the game seam of the engines (library-internal).
 *
 * A game says how many hole cards a seat holds, how big the deck is,
 * whether the exact method by ranks (exact_ranks.c) can apply to it, and
 * how a seat's hand is valued: seat_value, the ONE function every scoring
 * site of sim/ calls. Hold'em is the only game today; another (Omaha:
 * exactly two hole cards and three board cards) adds an enum value, a
 * descriptor and one case of seat_value.
 *
 * Zero cost: seat_value is inline and every engine passes its game as a
 * compile-time constant, so the switch folds away and the hot loops are
 * the ones hand_value7 alone gives (no object of sim/ has an out-of-line
 * copy; callgrind counts the same instructions as before the seam). It is
 * plain `static inline`, like hand_value7: marked always_inline it changed
 * GCC's inlining of exact_ranks.c's walk (+2 % instructions). An engine that takes its game from
 * a run-time plan must specialise its hot loop per game (as the engines do
 * per player count) rather than switch inside it.
 *
 * Pure; no state.
 */
#ifndef POKEQ_GAME_H
#define POKEQ_GAME_H

#include "card.h"
#include "eval7.h"
#include "hand.h"

typedef enum game_kind {
    GAME_HOLDEM = 0
} game_kind;

typedef struct game {
    game_kind kind;
    int hole_cards;                     /* per seat */
    int board_cards;                    /* on a complete board */
    int deck_size;
    int by_ranks;                       /* the exact method by ranks is valid for it */
} game;

/* The descriptor of a game. */
static inline game game_of(game_kind kind)
{
    switch (kind) {
    case GAME_HOLDEM:
    default: {
        const game holdem = {GAME_HOLDEM, 2, 5, CARD_COUNT, 1};
        return holdem;
    }
    }
}

/* The value (higher is better, Hold'em 1..7462) of a seat holding `hole`
 * on the complete `board` (two disjoint Hands). Hold'em: the best five of
 * the seven cards, so only their union counts, and a hot loop may pass
 * them split otherwise: exact_cards.c passes the last board card as
 * `board` and the board so far plus the hole cards, combined once per
 * deal, as `hole` (one key addition per seat and card; a game that values
 * hole and board cards apart, as Omaha does, needs its own split there). */
static inline int seat_value(game_kind kind, Hand board, Hand hole)
{
    switch (kind) {
    case GAME_HOLDEM:
    default:
        return hand_value7(hand_combine(board, hole));
    }
}

#endif
