/* SPDX-License-Identifier: MIT */
/*
 * rank_boards.h - the boards of the exact method by ranks (exact_ranks.c
 * plans and splits the job; rank_boards.c scores the boards). Library-
 * internal; the method is described in exact_ranks.c.
 *
 * A rank_plan is made once per job and only read after; walks and states
 * are plain values. Each call adds into the tally it is given (one per
 * thread): every function here is safe from any number of threads at once.
 */
#ifndef POKEQ_RANK_BOARDS_H
#define POKEQ_RANK_BOARDS_H

#include "card.h"
#include "core/game.h"
#include "hand.h"
#include "core/tally.h"

#include <stdint.h>

enum { MAX_DEAL = 5 };

typedef struct rank_plan {
    game_kind game;
    int players;
    int to_deal;
    Hand board;                         /* the known board */
    Hand hole[POKEQ_MAX_PLAYERS];
    unsigned available[SUIT_COUNT];     /* ranks of each suit still in the deck */
    int cards_of_rank[RANK_COUNT];      /* cards of each rank still in the deck */
    int need[SUIT_COUNT];
    uint64_t class_size[SUIT_COUNT];    /* 0 for a suit counted through another of its class */
    int kept[SUIT_COUNT];               /* coefficients the plain walk keeps: need, or 0 when need > to_deal */
    int plain_suits;                    /* the suits the plain walk weighs: one of each class, kept > 0 */
    int plain_suit[SUIT_COUNT];
    uint64_t plain_classes;             /* the sum of their class sizes */
    uint64_t binomial[SUIT_COUNT + 1][MAX_DEAL + 1]; /* C(n, k), n up to the cards of one rank */
    /* the plain walk's last cards, `copies` of a rank: their assignments
     * with none in plain suit k, and with one in it */
    uint64_t last_none[RANK_COUNT][SUIT_COUNT + 1][SUIT_COUNT];
    uint64_t last_one[RANK_COUNT][SUIT_COUNT + 1][SUIT_COUNT];
} rank_plan;

/* One kind of board: the plain boards, or the flush boards of one suit
 * (capacity: the cards of each rank outside it, for the rest of a board). */
typedef struct rank_walk {
    const rank_plan *plan;
    int flush_suit;                     /* -1 for the plain boards */
    int capacity[RANK_COUNT];           /* cards of each rank this walk may deal */
    uint64_t scale;                     /* weight factor: the flush suit's class size */
} rank_walk;

/* What the plain walk carries down: the board so far, its suit
 * assignments, and per suit the assignments with j = 0.. cards of it. */
typedef struct rank_state {
    Hand board;
    uint64_t ways;
    uint64_t below_need[SUIT_COUNT][MAX_DEAL + 1];
} rank_state;

/* The plain walk's starting state: the known board, one way, and the
 * empty product (one assignment, none in any suit). */
rank_state rank_boards_start(const rank_plan *plan);

/* Every plain board (walk: the plain walk) whose lowest dealt rank is
 * `lowest`, from start, into t. */
void rank_boards_plain(const rank_walk *walk, int lowest, const rank_state *start, tally *t);

/* Every flush board of walk's suit whose flush-suit ranks are exactly
 * `ranks` (at least its need, at most the cards dealt), into t. */
void rank_boards_flush(const rank_walk *walk, unsigned ranks, tally *t);

#endif
