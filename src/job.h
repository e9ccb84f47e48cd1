/*
 * job.h - a request resolved into what the engines take: the hands and
 * ranges of the players, the board and the dead cards, every card checked
 * against every other. After job_build succeeds nothing about the input
 * can fail: any later error is the engine's, not the user's.
 */
#ifndef POKEQ_JOB_H
#define POKEQ_JOB_H

#include "args.h"
#include "cli_error.h"
#include "pokeq.h"

#include <stdbool.h>

typedef struct job {
    run_options options;
    int players;
    const char *input[POKEQ_MAX_PLAYERS];        /* each player's word as given */
    bool fixed[POKEQ_MAX_PLAYERS];              /* given as two cards */
    int hole[POKEQ_MAX_PLAYERS][2];             /* those cards, when fixed */
    pokeq_range given[POKEQ_MAX_PLAYERS];       /* the range as written (a fixed hand: its one combo) */
    pokeq_range live[POKEQ_MAX_PLAYERS];        /* without combos that hold a known card */
    int board[5];
    int board_count;
    int dead[POKEQ_MAX_DEAD];
    int dead_count;
} job;

/* Resolves *request into *out (which keeps pointers to the request's word
 * texts). Checks every card (known, used once across players, board and
 * dead cards), 2..10 players, a board of at most 5 cards, enough cards left
 * to deal, and that no range is left empty by the known cards. Returns 0,
 * or -1 with *error naming the bad word. */
int job_build(const scenario_request *request, job *out, cli_error *error);

/* True when every player holds two known cards (the fixed-hand engines). */
bool job_all_fixed(const job *j);

/* The job as the engines' scenarios (the ranges point into *j). */
pokeq_scenario job_scenario(const job *j);
pokeq_range_scenario job_range_scenario(const job *j);

#endif
