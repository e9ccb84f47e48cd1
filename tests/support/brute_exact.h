/* SPDX-License-Identifier: MIT */
/*
 * brute_exact.h - the tests' one independent exact answer: every runout of
 * a scenario dealt in a plain recursive loop (deck in the opposite order to
 * the engines'), each player scored from the rules (rules.h, best of 21;
 * the scenario's game: Hold'em, or short deck's 36 cards and rules),
 * wins, k-way ties and pot shares counted here, not by the library's tally.
 * Also scenarios from text ("AhAs KdKc", board, dead). Test code: asserts
 * with Criterion; one thread.
 */
#ifndef POKEQ_TEST_BRUTE_EXACT_H
#define POKEQ_TEST_BRUTE_EXACT_H

#include <criterion/criterion.h>

#include "pokeq.h"
#include "rules.h"

#include <stdint.h>
#include <string.h>

enum { POT = 2520 };

/* ---- the brute force ------------------------------------------------ */

typedef struct brute_counts {
    uint64_t runouts;
    uint64_t wins[POKEQ_MAX_PLAYERS];
    uint64_t ties[POKEQ_MAX_PLAYERS][POKEQ_MAX_PLAYERS + 1];
    uint64_t units[POKEQ_MAX_PLAYERS];
} brute_counts;

typedef struct brute_job {
    const pokeq_scenario *s;
    int deck[52];
    int deck_size;
    int board[5];
    brute_counts *counts;
} brute_job;

static inline void brute_showdown(brute_job *job)
{
    const pokeq_scenario *s = job->s;
    uint32_t value[POKEQ_MAX_PLAYERS];
    uint32_t best = 0;
    for (int p = 0; p < s->players; p++) {
        const int seven[7] = {s->hole[p][0], s->hole[p][1], job->board[0], job->board[1],
                              job->board[2], job->board[3], job->board[4]};
        value[p] = rules_game_value7(s->game, seven);
        if (value[p] > best)
            best = value[p];
    }
    int sharing = 0;
    for (int p = 0; p < s->players; p++)
        sharing += value[p] == best;
    brute_counts *c = job->counts;
    for (int p = 0; p < s->players; p++) {
        if (value[p] != best)
            continue;
        if (sharing == 1)
            c->wins[p]++;
        else
            c->ties[p][sharing]++;
        c->units[p] += POT / sharing;
    }
    c->runouts++;
}

/* Fills board slots filled..4 with every increasing choice from deck[from..]. */
static inline void brute_deal(brute_job *job, int filled, int from)
{
    if (filled == 5) {
        brute_showdown(job);
        return;
    }
    for (int i = from; i < job->deck_size; i++) {
        job->board[filled] = job->deck[i];
        brute_deal(job, filled + 1, i + 1);
    }
}

static inline brute_counts brute_force(const pokeq_scenario *s)
{
    brute_counts counts;
    memset(&counts, 0, sizeof counts);
    int seen[52] = {0};
    for (int p = 0; p < s->players; p++)
        seen[s->hole[p][0]] = seen[s->hole[p][1]] = 1;
    for (int i = 0; i < s->board_count; i++)
        seen[s->board[i]] = 1;
    for (int i = 0; i < s->dead_count; i++)
        seen[s->dead[i]] = 1;
    brute_job job = {.s = s, .counts = &counts};
    const int lowest = s->game == POKEQ_GAME_SHORTDECK || s->game == POKEQ_GAME_SHORTDECK_TRITON ? 16 : 0;
    for (int card = 51; card >= lowest; card--) /* the opposite order to the engine's, on purpose */
        if (!seen[card])
            job.deck[job.deck_size++] = card;
    for (int i = 0; i < s->board_count; i++)
        job.board[i] = s->board[i];
    brute_deal(&job, s->board_count, 0);
    return counts;
}

/* ---- scenarios ------------------------------------------------------ */

static inline int parse_cards(const char *text, int *out, int max)
{
    int error_at;
    const int n = pokeq_cards_parse(text, out, max, &error_at);
    cr_assert(n >= 0, "bad cards in test: %s", text);
    return n;
}

/* holes: "AhAs KdKc ..." one pair per player; board and dead may be "". */
static inline pokeq_scenario scenario_of(const char *holes, const char *board, const char *dead)
{
    pokeq_scenario s;
    memset(&s, 0, sizeof s);
    int cards[2 * POKEQ_MAX_PLAYERS];
    const int n = parse_cards(holes, cards, 2 * POKEQ_MAX_PLAYERS);
    cr_assert(n % 2 == 0);
    s.players = n / 2;
    for (int p = 0; p < s.players; p++) {
        s.hole[p][0] = cards[2 * p];
        s.hole[p][1] = cards[2 * p + 1];
    }
    s.board_count = parse_cards(board, s.board, 5);
    s.dead_count = parse_cards(dead, s.dead, POKEQ_MAX_DEAD);
    return s;
}

#endif
