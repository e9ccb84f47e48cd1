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
#include "pokeq.h"

#include <stdint.h>

enum {
    MAX_DEAL = 5,
    /* the plain walk's suit weighings: one per suit class of a scenario,
     * or, for a batch (exact_batch.c), one per distinct (need, ranks left
     * in the suit) among its scenarios' suits */
    PLAIN_MAX = 24,
    /* flush tasks of one suit: its rank sets of need..to_deal ranks, at
     * most C(13,3) + C(13,4) + C(13,5) (need >= 3 when 5 cards are dealt;
     * fewer cards to deal, fewer sets) */
    RANK_FLUSH_TASKS = 286 + 715 + 1287
};

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
    /* The plain walk's weighings k: a suit whose need is at most the cards
     * dealt (one of each class), with the need (the coefficients kept),
     * its ranks left and a scale (its class size). A board's weight is
     * ways x base_scale + sum over k of scale x (its assignments short of
     * k's need); base_scale = 1 - the sum of the scales (it wraps: the
     * sum comes out exact). */
    int plain_count;
    int plain_kept[PLAIN_MAX];
    unsigned plain_available[PLAIN_MAX];
    uint64_t plain_scale[PLAIN_MAX];
    uint64_t base_scale;
    uint64_t binomial[SUIT_COUNT + 1][MAX_DEAL + 1]; /* C(n, k), n up to the cards of one rank */
    /* the plain walk's last cards, `copies` of a rank: their assignments
     * with none in weighing k's suit, and with one in it */
    uint64_t last_none[RANK_COUNT][SUIT_COUNT + 1][PLAIN_MAX];
    uint64_t last_one[RANK_COUNT][SUIT_COUNT + 1][PLAIN_MAX];
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
 * assignments, and per weighing the assignments with j = 0.. cards of
 * its suit. */
typedef struct rank_state {
    Hand board;
    uint64_t ways;
    uint64_t below_need[PLAIN_MAX][MAX_DEAL + 1];
} rank_state;

/* The plan of s (exact_ranks.c; s as exact_by_ranks takes it): needs,
 * the deck's ranks, binomials, one weighing per suit class, the last
 * cards' tables. */
void rank_plan_of(const pokeq_scenario *s, rank_plan *plan);
/* last_none and last_one made again from the plan's weighings. */
void rank_plan_last_cards(rank_plan *plan);
/* The flush tasks of one suit (the encoding exact_ranks.c's job uses:
 * suit << RANK_COUNT | flush ranks) into task[], at most RANK_FLUSH_TASKS;
 * returns how many. */
int rank_plan_flush_tasks(const rank_plan *plan, int suit, int *task);

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
