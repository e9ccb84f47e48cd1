/* SPDX-License-Identifier: MIT */
/*
 * game.h - the game seam of the engines (library-internal).
 *
 * A game says how many hole cards a seat holds, which cards its deck has,
 * whether the exact method by ranks (exact_ranks.c) can apply to it, and
 * how a seat's hand is valued: seat_value, the ONE function every scoring
 * site of sim/ calls. A new game adds an enum value (equal to its
 * pokeq_game), a descriptor, one case of seat_value and one case of
 * GAME_SPECIALISE.
 *
 * The deck: every game deals from the 52 card codes; a smaller deck (short
 * deck: ranks 6..A) is the codes of game.deck. The engines treat the codes
 * outside it as used cards (deck.h), so no dealing loop changes per game.
 *
 * Zero cost: seat_value is inline and every engine passes its game as a
 * compile-time constant, so the switch folds away and the hot loops are
 * the ones hand_value7 alone gives (no object of sim/ has an out-of-line
 * copy; callgrind counts the same instructions as before the seam). It is
 * plain `static inline`, like hand_value7: marked always_inline it changed
 * GCC's inlining of exact_ranks.c's walk (+2 % instructions). An engine
 * that takes its game from a run-time plan specialises its hot loop per
 * game with GAME_SPECIALISE (as the engines do per player count) rather
 * than switch inside it.
 *
 * Pure; no state.
 */
#ifndef POKEQ_GAME_H
#define POKEQ_GAME_H

#include "card.h"
#include "eval7.h"
#include "hand.h"
#include "pokeq.h"
#include "shortdeck.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum game_kind {
    GAME_HOLDEM = POKEQ_GAME_HOLDEM,
    GAME_OMAHA = POKEQ_GAME_OMAHA,
    GAME_OMAHA5 = POKEQ_GAME_OMAHA5,
    GAME_OMAHA6 = POKEQ_GAME_OMAHA6,
    GAME_OMAHA_HILO = POKEQ_GAME_OMAHA_HILO,
    GAME_OMAHA5_HILO = POKEQ_GAME_OMAHA5_HILO,
    GAME_SHORTDECK = POKEQ_GAME_SHORTDECK,
    GAME_SHORTDECK_TRITON = POKEQ_GAME_SHORTDECK_TRITON,
    GAME_COUNT = POKEQ_GAME_COUNT
} game_kind;

/* Card codes 0..51 of the full deck and of the short deck (ranks 6..A:
 * codes 16..51, rank 4 = six and up). */
#define GAME_DECK_FULL ((1ULL << 52) - 1)
#define GAME_DECK_SHORT (GAME_DECK_FULL & ~((1ULL << 16) - 1))

typedef struct game {
    game_kind kind;
    const char *name;                   /* as the program takes it (pokeq_game_name) */
    int hole_cards;                     /* per seat */
    int board_cards;                    /* on a complete board */
    int deck_size;                      /* cards in deck */
    uint64_t deck;                      /* bit c: card c is in the deck */
    bool by_ranks;                      /* the exact method by ranks is valid for it */
    bool hilo;                          /* the pot is halved between a high and a low hand */
    bool built;                         /* the engines answer it (else POKEQ_ERR_UNSUPPORTED) */
    bool ranges;                        /* Hold'em range text (1,326 combos) applies to it */
} game;

static inline bool game_known(int kind)
{
    return kind >= 0 && kind < GAME_COUNT;
}

/* The descriptor of a game; kind must be game_known. */
static inline game game_of(game_kind kind)
{
    static const game games[GAME_COUNT] = {
        [GAME_HOLDEM] = {GAME_HOLDEM, "holdem", 2, 5, 52, GAME_DECK_FULL, true, false, true, true},
        [GAME_OMAHA] = {GAME_OMAHA, "omaha", 4, 5, 52, GAME_DECK_FULL, false, false, false, false},
        [GAME_OMAHA5] = {GAME_OMAHA5, "omaha5", 5, 5, 52, GAME_DECK_FULL, false, false, false, false},
        [GAME_OMAHA6] = {GAME_OMAHA6, "omaha6", 6, 5, 52, GAME_DECK_FULL, false, false, false, false},
        [GAME_OMAHA_HILO] = {GAME_OMAHA_HILO, "omaha-hilo", 4, 5, 52, GAME_DECK_FULL, false, true, false, false},
        [GAME_OMAHA5_HILO] = {GAME_OMAHA5_HILO, "omaha5-hilo", 5, 5, 52, GAME_DECK_FULL, false, true, false, false},
        [GAME_SHORTDECK] = {GAME_SHORTDECK, "shortdeck", 2, 5, 36, GAME_DECK_SHORT, true, false, true, true},
        [GAME_SHORTDECK_TRITON] = {GAME_SHORTDECK_TRITON, "shortdeck-triton", 2, 5, 36, GAME_DECK_SHORT, true,
                                   false, true, true},
    };
    return games[game_known(kind) ? kind : GAME_HOLDEM];
}

/* The value (higher is better; Hold'em 1..7462, short deck 1..SHORTDECK_VALUES)
 * of a seat holding `hole` on the complete `board` (two disjoint Hands).
 * Values compare only within one game. Hold'em and short deck: the best
 * five of the seven cards, so only their union counts, and a hot loop may
 * pass them split otherwise: exact_cards.c passes the last board card as
 * `board` and the board so far plus the hole cards, combined once per
 * deal, as `hole` (one key addition per seat and card; a game that values
 * hole and board cards apart, as Omaha does, needs its own split there).
 * A game not `built` never reaches it (pokeq_solve and the engines refuse
 * it first). */
static inline int seat_value(game_kind kind, Hand board, Hand hole)
{
    switch (kind) {
    case GAME_SHORTDECK:
        return shortdeck_value7(hand_combine(board, hole));
    case GAME_SHORTDECK_TRITON:
        return triton_value7(hand_combine(board, hole));
    case GAME_HOLDEM:
    default:
        return hand_value7(hand_combine(board, hole));
    }
}

/* The value of a seat, as seat_value, on a board where no suit can give
 * anyone five cards: by ranks alone, whatever suits the Hands carry (a
 * walk over rank multisets deals stand-in suits; exact_ranks.c). Only for
 * games whose descriptor says by_ranks. */
static inline int seat_value_by_ranks(game_kind kind, Hand board, Hand hole)
{
    const uint64_t key = hand_combine(board, hole).key;
    switch (kind) {
    case GAME_SHORTDECK:
        return shortdeck_tables.rank_values[shortdeck_rank_slot(key)];
    case GAME_SHORTDECK_TRITON:
        return shortdeck_tables.triton_rank_values[shortdeck_rank_slot(key)];
    case GAME_HOLDEM:
    default:
        return eval7_nonflush_value(key);
    }
}

/* Runs `statement` once per game with `G` declared as that game, a
 * constant: the ONE switch that specialises an engine's hot loop per game
 * (each case is its own copy of statement, compiled with G known). */
#define GAME_SPECIALISE(kind, G, statement)                                                                 \
    do {                                                                                                     \
        switch (kind) {                                                                                      \
        case GAME_SHORTDECK: {                                                                               \
            const game_kind G = GAME_SHORTDECK;                                                              \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_SHORTDECK_TRITON: {                                                                        \
            const game_kind G = GAME_SHORTDECK_TRITON;                                                       \
            statement;                                                                                       \
        } break;                                                                                             \
        default: {                                                                                           \
            const game_kind G = GAME_HOLDEM;                                                                 \
            statement;                                                                                       \
        } break;                                                                                             \
        }                                                                                                    \
    } while (0)

#endif
