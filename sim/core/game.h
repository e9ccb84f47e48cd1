/* SPDX-License-Identifier: MIT */
/*
 * game.h - the game seam of the engines (library-internal).
 *
 * A game says how many hole cards a seat holds, which cards its deck has,
 * whether the exact method by ranks (exact_ranks.c) can apply to it, and
 * how a seat's hand is valued: seat_value, the ONE function every scoring
 * site of sim/ calls. A new game adds an enum value (equal to its
 * pokeq_game), a descriptor, one case of seat_value and one case of
 * GAME_SPECIALISE; a game with no board (`seated`) a case of
 * game_is_seated and SEATED_SPECIALISE instead of GAME_SPECIALISE.
 *
 * The deck: every game deals from the 52 card codes; a smaller deck (short
 * deck: ranks 6..A) is the codes of game.deck. The engines treat the codes
 * outside it as used cards (deck.h), so no dealing loop changes per game.
 *
 * Games with no board (the stud games and the single-draw games:
 * descriptor `seated`) deal the rest of each seat's hand to it: a seat is
 * its known cards (known_min to hole_cards of them: stud's upcards, the
 * cards a draw seat keeps) and seat_value scores the seat's whole hand
 * with an empty board. Only the seat-deal engines (exact/seat_deal.c,
 * mc/mc_seat_deal.c) take them, specialised by SEATED_SPECIALISE; every
 * board engine refuses them before it starts (pokeq_solve routes them).
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
#include "draw.h"
#include "eval7.h"
#include "hand.h"
#include "hand_value.h"
#include "omaha.h"
#include "lowball.h"
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
    GAME_RAZZ = POKEQ_GAME_RAZZ,
    GAME_STUD = POKEQ_GAME_STUD,
    GAME_STUD_HILO = POKEQ_GAME_STUD_HILO,
    GAME_STUD_HILO_NQ = POKEQ_GAME_STUD_HILO_NQ,
    GAME_HOLDEM_HILO = POKEQ_GAME_HOLDEM_HILO,
    GAME_DRAW = POKEQ_GAME_DRAW,
    GAME_LOWBALL27 = POKEQ_GAME_LOWBALL27,
    GAME_LOWBALL_A5 = POKEQ_GAME_LOWBALL_A5,
    GAME_BADUGI = POKEQ_GAME_BADUGI,
    GAME_COUNT = POKEQ_GAME_COUNT
} game_kind;

/* Card codes 0..51 of the full deck and of the short deck (ranks 6..A:
 * codes 16..51, rank 4 = six and up). */
#define GAME_DECK_FULL ((1ULL << 52) - 1)
#define GAME_DECK_SHORT (GAME_DECK_FULL & ~((1ULL << 16) - 1))

typedef struct game {
    game_kind kind;
    const char *name;                   /* as the program takes it (pokeq_game_name) */
    int hole_cards;                     /* per seat (seated games: the whole hand at showdown) */
    int board_cards;                    /* on a complete board */
    int deck_size;                      /* cards in deck */
    uint64_t deck;                      /* bit c: card c is in the deck */
    bool by_ranks;                      /* the exact method by ranks is valid for it */
    bool hilo;                          /* the pot is halved between a high and a low hand */
    bool built;                         /* the engines answer it (else POKEQ_ERR_UNSUPPORTED) */
    bool ranges;                        /* Hold'em range text (1,326 combos) applies to it */
    bool seated;                        /* no board: each seat's hand is dealt to it */
    int known_min;                      /* seated: the fewest known cards a seat may show */
} game;

static inline bool game_known(int kind)
{
    return kind >= 0 && kind < GAME_COUNT;
}

/* The descriptor of a game; kind must be game_known. */
static inline game game_of(game_kind kind)
{
    static const game games[GAME_COUNT] = {
        [GAME_HOLDEM] = {GAME_HOLDEM, "holdem", 2, 5, 52, GAME_DECK_FULL, true, false, true, true, false, 0},
        [GAME_OMAHA] = {GAME_OMAHA, "omaha", 4, 5, 52, GAME_DECK_FULL, false, false, true, false, false, 0},
        [GAME_OMAHA5] = {GAME_OMAHA5, "omaha5", 5, 5, 52, GAME_DECK_FULL, false, false, true, false, false, 0},
        [GAME_OMAHA6] = {GAME_OMAHA6, "omaha6", 6, 5, 52, GAME_DECK_FULL, false, false, true, false, false, 0},
        [GAME_OMAHA_HILO] = {GAME_OMAHA_HILO, "omaha-hilo", 4, 5, 52, GAME_DECK_FULL, false, true, true, false, false, 0},
        [GAME_OMAHA5_HILO] = {GAME_OMAHA5_HILO, "omaha5-hilo", 5, 5, 52, GAME_DECK_FULL, false, true, true, false, false, 0},
        [GAME_SHORTDECK] = {GAME_SHORTDECK, "shortdeck", 2, 5, 36, GAME_DECK_SHORT, true, false, true, true, false, 0},
        [GAME_SHORTDECK_TRITON] = {GAME_SHORTDECK_TRITON, "shortdeck-triton", 2, 5, 36, GAME_DECK_SHORT, true,
                                   false, true, true, false, 0},
        [GAME_RAZZ] = {GAME_RAZZ, "razz", 7, 0, 52, GAME_DECK_FULL, false, false, true, false, true, 1},
        [GAME_STUD] = {GAME_STUD, "stud", 7, 0, 52, GAME_DECK_FULL, false, false, true, false, true, 1},
        [GAME_STUD_HILO] = {GAME_STUD_HILO, "stud-hilo", 7, 0, 52, GAME_DECK_FULL, false, true, true, false, true, 1},
        [GAME_STUD_HILO_NQ] = {GAME_STUD_HILO_NQ, "stud-hilo-nq", 7, 0, 52, GAME_DECK_FULL, false, true, true, false,
                               true, 1},
        [GAME_HOLDEM_HILO] = {GAME_HOLDEM_HILO, "holdem-hilo", 2, 5, 52, GAME_DECK_FULL, false, true, true, false, false, 0},
        [GAME_DRAW] = {GAME_DRAW, "draw", 5, 0, 52, GAME_DECK_FULL, false, false, true, false, true, 0},
        [GAME_LOWBALL27] = {GAME_LOWBALL27, "lowball27", 5, 0, 52, GAME_DECK_FULL, false, false, true, false, true, 0},
        [GAME_LOWBALL_A5] = {GAME_LOWBALL_A5, "lowball-a5", 5, 0, 52, GAME_DECK_FULL, false, false, true, false, true,
                             0},
        [GAME_BADUGI] = {GAME_BADUGI, "badugi", 4, 0, 52, GAME_DECK_FULL, false, false, true, false, true, 0},
    };
    return games[game_known(kind) ? kind : GAME_HOLDEM];
}

/* Omaha and its hi/lo forms: exactly two hole cards and three board
 * cards, so hole and board are valued apart (eval/omaha.h). */
static inline bool game_is_omaha(game_kind kind)
{
    return kind == GAME_OMAHA || kind == GAME_OMAHA5 || kind == GAME_OMAHA6 || kind == GAME_OMAHA_HILO ||
           kind == GAME_OMAHA5_HILO;
}

/* The single-draw games: a seat is the 0 to hole_cards cards it keeps. */
static inline bool game_is_draw(game_kind kind)
{
    return kind == GAME_DRAW || kind == GAME_LOWBALL27 || kind == GAME_LOWBALL_A5 || kind == GAME_BADUGI;
}

static inline bool game_is_seated(game_kind kind)
{
    return kind == GAME_RAZZ || kind == GAME_STUD || kind == GAME_STUD_HILO || kind == GAME_STUD_HILO_NQ ||
           game_is_draw(kind);
}

static inline bool game_is_hilo(game_kind kind)
{
    return kind == GAME_OMAHA_HILO || kind == GAME_OMAHA5_HILO || kind == GAME_STUD_HILO || kind == GAME_STUD_HILO_NQ ||
           kind == GAME_HOLDEM_HILO;
}

/* Whether a hot loop must value each seat on the whole board (Omaha: hole
 * and board apart; the hi/lo games: a low of the whole hand too), not on
 * the board split at its last card. */
static inline bool game_needs_whole_board(game_kind kind)
{
    return game_is_omaha(kind) || game_is_hilo(kind);
}

/* A complete board as a game scores it: prepared once, then any number of
 * seats are valued on it (seat_value_on). Hold'em and short deck keep the
 * Hand; Omaha prepares its rows (omaha.h) from the Hand's key and mask. */
typedef struct game_board {
    Hand hand;
    omaha_board omaha;
} game_board;

static inline __attribute__((always_inline)) game_board game_board_of(game_kind kind, Hand board)
{
    game_board b = {.hand = board};
    if (game_is_omaha(kind))
        b.omaha = omaha_board_of_hand(board);
    return b;
}

/* A seat's cards as a game scores them: prepared once per hand (Omaha:
 * its card pairs, omaha.h), then valued on any number of boards. */
typedef struct game_hole {
    Hand hand;
    omaha_hole omaha;
} game_hole;

static inline game_hole game_hole_of(game_kind kind, Hand hole)
{
    game_hole h = {.hand = hole}; /* the zeros fold away where only hand is read */
    if (game_is_omaha(kind))
        h.omaha = omaha_hole_of_mask(hole.mask);
    return h;
}

/* The same from count card codes (the game's hole cards): Omaha prepares
 * them without a round trip through the Hand's mask (a Monte Carlo trial
 * over Omaha ranges prepares every drawn hand). */
static inline __attribute__((always_inline)) game_hole game_hole_of_cards(game_kind kind, const int *cards,
                                                                         int count)
{
    game_hole h = {.hand = hand_of_cards(cards, count)};
    if (game_is_omaha(kind))
        h.omaha = omaha_hole_of(cards, count);
    return h;
}

/* The value (higher is better; Hold'em 1..7462, short deck 1..SHORTDECK_VALUES,
 * Omaha's high on the Hold'em scale) of a seat holding `hole` on the
 * prepared complete board (disjoint cards). Values compare only within
 * one game. Hold'em and short deck: the best five of the seven cards, so
 * only their union counts, and a hot loop may pass them split otherwise:
 * exact_cards.c passes the last board card as `board` and the board so far
 * plus the hole cards, combined once per deal, as `hole` (one key addition
 * per seat and card). Omaha values hole and board apart: the board must be
 * the whole board (game_is_omaha tells a hot loop which split it may use).
 * A game not `built` never reaches it (pokeq_solve and the engines refuse
 * it first). */
/* The best five of seven cards in a game valued on their union (Hold'em,
 * short deck, the stud games); in a single-draw game the value of the
 * seat's whole hand (its hole_cards cards: five, badugi four). */
static inline int seat_value7(game_kind kind, Hand seven)
{
    switch (kind) {
    case GAME_DRAW:
        return draw_high5(seven.mask);
    case GAME_LOWBALL27:
        return deuce_value5(seven.mask);
    case GAME_LOWBALL_A5:
        return a5_value5(seven.mask);
    case GAME_BADUGI:
        return badugi_value4(seven.mask);
    case GAME_SHORTDECK:
        return shortdeck_value7(seven);
    case GAME_SHORTDECK_TRITON:
        return triton_value7(seven);
    case GAME_RAZZ:
        return low_value7(seven); /* razz's value is its A-5 low */
    case GAME_HOLDEM:
    default:
        return hand_value7(seven);
    }
}

/* The low half's value of seven cards in a hi/lo game valued on their
 * union: stud-hilo-nq's A-5 low (always one), else the eight-or-better
 * (stud-hilo, holdem-hilo; 0: none). */
static inline int seat_low7(game_kind kind, Hand seven)
{
    return kind == GAME_STUD_HILO_NQ ? low_value7(seven) : low8_value(seven.mask);
}

static inline int seat_value_on(game_kind kind, const game_board *board, const game_hole *hole)
{
    if (!game_is_omaha(kind))
        return seat_value7(kind, hand_combine(board->hand, hole->hand));
    /* C(hole cards, 2) pairs, a constant for a known game */
    const int pairs = kind == GAME_OMAHA6 ? 15 : kind == GAME_OMAHA5 || kind == GAME_OMAHA5_HILO ? 10 : 6;
    return omaha_high_of_pairs(&board->omaha, &hole->omaha, pairs);
}

/* The low of a seat in a hi/lo game (eight or better, omaha.h: 1..225,
 * higher is better), 0 when it has none; 0 in every other game. */
static inline int seat_low_on(game_kind kind, const game_board *board, const game_hole *hole)
{
    if (!game_is_hilo(kind))
        return 0;
    if (!game_is_omaha(kind))
        return seat_low7(kind, hand_combine(board->hand, hole->hand));
    return omaha_low(&board->omaha, &hole->omaha);
}

/* Whether pokeq_solve counts hand categories in a game: those whose high
 * is on the Hold'em scale (hand_value.h) or a 2-7 hand's, and whose low
 * is an A-5, an eight-or-better or a 2-7 one (Hold'em, holdem-hilo,
 * Omaha, razz, the stud games, draw, lowball27, lowball-a5), and badugi
 * (by the cards in its badugi: enum pokeq_badugi_category). Short deck
 * ranks its hands on its own scale (a flush above a full house), which
 * no category list follows. */
static inline bool game_has_categories(game_kind kind)
{
    return game_known(kind) && game_of(kind).deck != GAME_DECK_SHORT;
}

/* The category of a seat's high value (seat_value_on, seat_value7) in a
 * game with categories: pokeq_category's; lowball27's its 2-7 hand's
 * (deuce_category); badugi's the cards in its badugi (badugi_category,
 * enum pokeq_badugi_category); -1 in razz and lowball-a5, whose one value
 * is a low. */
static inline int seat_high_category(game_kind kind, int value)
{
    if (kind == GAME_LOWBALL27)
        return deuce_category(value);
    if (kind == GAME_BADUGI)
        return badugi_category(value);
    return kind == GAME_RAZZ || kind == GAME_LOWBALL_A5 ? -1 : value_category(value);
}

/* The low category (enum pokeq_low_category) of a seat in a game with
 * categories, from its value and its low (seat_low_on, seat_low7); -1 in
 * a game with no low. Razz and lowball-a5: the value is an A-5 low;
 * lowball27: a 2-7 low by its top card (deuce_low_category);
 * stud-hilo-nq: its low is one; the other hi/lo games: an eight-or-better
 * low or none. */
static inline int seat_low_category(game_kind kind, int value, int low)
{
    if (kind == GAME_RAZZ || kind == GAME_LOWBALL_A5)
        return low_a5_category(value);
    if (kind == GAME_LOWBALL27)
        return deuce_low_category(value);
    if (kind == GAME_STUD_HILO_NQ)
        return low_a5_category(low);
    return game_is_hilo(kind) ? low8_category(low) : -1;
}

/* seat_value_on with the board and the hand prepared for this one seat
 * (nothing to prepare in a game valued on the union of the cards). */
static inline int seat_value(game_kind kind, Hand board, Hand hole)
{
    if (!game_is_omaha(kind))
        return seat_value7(kind, hand_combine(board, hole));
    const game_board b = game_board_of(kind, board);
    const game_hole h = game_hole_of(kind, hole);
    return seat_value_on(kind, &b, &h);
}

/* Whether seat_value reads the Hands' masks for a seat whose cards' keys
 * add up to seven_key: in the games valued on the union of the cards only
 * for a flush (the key's flush bits; 3 % of Hold'em hands), so a hot loop
 * may sum the masks only then; Omaha always. */
static inline bool seat_value_reads_mask(game_kind kind, uint64_t seven_key)
{
    return game_is_omaha(kind) || eval7_is_flush(seven_key);
}

/* The value of a seat's seven cards with their suits ignored: the best
 * five by ranks alone, whatever suits the Hands carry (a walk over rank
 * multisets deals stand-in suits; exact_ranks.c). That is the seat's value
 * (seat_value) on a board where no suit can give anyone five cards, and
 * with seat_flush_value below its value on any other. Only for games whose
 * descriptor says by_ranks. */
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

/* The value of a seat's best five cards of `suit` among those of mask (a
 * Hand's mask), 0 when it holds fewer than five of it. In the games valued
 * on the union of the cards (Hold'em, short deck), a seat's value is the
 * greater of this for the one suit that may hold five and
 * seat_value_by_ranks on the same cards. */
static inline int seat_flush_value(game_kind kind, uint64_t mask, int suit)
{
    const unsigned ranks = (unsigned)(mask >> (16 * suit)) & 0x1fff;
    switch (kind) {
    case GAME_SHORTDECK:
    case GAME_SHORTDECK_TRITON:
        return shortdeck_tables.flush_values[ranks];
    case GAME_HOLDEM:
    default:
        return eval7_flush_values[ranks];
    }
}

/* Runs `statement` once per game with `G` declared as that game, a
 * constant: the ONE switch that specialises an engine's hot loop per game
 * (each case is its own copy of statement, compiled with G known). */
#define GAME_SPECIALISE(kind, G, statement)                                                                 \
    do {                                                                                                     \
        switch (kind) {                                                                                      \
        case GAME_OMAHA: {                                                                                   \
            const game_kind G = GAME_OMAHA;                                                                  \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_OMAHA5: {                                                                                  \
            const game_kind G = GAME_OMAHA5;                                                                 \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_OMAHA6: {                                                                                  \
            const game_kind G = GAME_OMAHA6;                                                                 \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_OMAHA_HILO: {                                                                              \
            const game_kind G = GAME_OMAHA_HILO;                                                             \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_OMAHA5_HILO: {                                                                             \
            const game_kind G = GAME_OMAHA5_HILO;                                                            \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_SHORTDECK: {                                                                               \
            const game_kind G = GAME_SHORTDECK;                                                              \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_SHORTDECK_TRITON: {                                                                        \
            const game_kind G = GAME_SHORTDECK_TRITON;                                                       \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_HOLDEM_HILO: {                                                                             \
            const game_kind G = GAME_HOLDEM_HILO;                                                            \
            statement;                                                                                       \
        } break;                                                                                             \
        default: {                                                                                           \
            const game_kind G = GAME_HOLDEM;                                                                 \
            statement;                                                                                       \
        } break;                                                                                             \
        }                                                                                                    \
    } while (0)

/* GAME_SPECIALISE for the seated games alone (their engines take no
 * other). */
#define SEATED_SPECIALISE(kind, G, statement)                                                               \
    do {                                                                                                     \
        switch (kind) {                                                                                      \
        case GAME_STUD: {                                                                                    \
            const game_kind G = GAME_STUD;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_STUD_HILO: {                                                                               \
            const game_kind G = GAME_STUD_HILO;                                                              \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_STUD_HILO_NQ: {                                                                            \
            const game_kind G = GAME_STUD_HILO_NQ;                                                           \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_DRAW: {                                                                                    \
            const game_kind G = GAME_DRAW;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_LOWBALL27: {                                                                                    \
            const game_kind G = GAME_LOWBALL27;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_LOWBALL_A5: {                                                                                    \
            const game_kind G = GAME_LOWBALL_A5;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        case GAME_BADUGI: {                                                                                    \
            const game_kind G = GAME_BADUGI;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        default: {                                                                                           \
            const game_kind G = GAME_RAZZ;                                                                   \
            statement;                                                                                       \
        } break;                                                                                             \
        }                                                                                                    \
    } while (0)

#endif
