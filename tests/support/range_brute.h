/* SPDX-License-Identifier: MIT */
/*
 * range_brute.h - the independent brute force the range tests compare
 * against: every runout dealt in plain loops, each combo valued by the
 * rules of the scenario's game (rules.h) once per runout, then every
 * assignment of combos (no shared card) enumerated with its weight
 * product. Weights follow the
 * documented definition: each range's weights over the combos the board
 * and dead cards leave, divided by their greatest common divisor.
 */
#ifndef RANGE_BRUTE_H
#define RANGE_BRUTE_H

#include "pokeq.h"
#include "rules.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { BRUTE_POT = 2520 };

typedef struct brute_result {
    uint64_t showdowns;
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
    pokeq_combo_counts combo[POKEQ_MAX_PLAYERS][POKEQ_COMBOS];
    uint64_t category[POKEQ_MAX_PLAYERS][9];       /* showdowns by the seat's hand category */
} brute_result;

typedef struct brute_state {
    const pokeq_range_scenario *s;
    uint32_t weight[POKEQ_MAX_PLAYERS][POKEQ_COMBOS]; /* reduced; 0 = not live */
    int cards[POKEQ_COMBOS][2];
    int board[5];
    uint64_t board_mask;
    uint32_t value[POKEQ_COMBOS];                         /* this runout's value of each combo */
    int held[POKEQ_MAX_PLAYERS];                       /* the assignment being scored */
    brute_result *out;
} brute_state;

static inline uint32_t brute_gcd(uint32_t a, uint32_t b)
{
    return b == 0 ? a : brute_gcd(b, a % b);
}

static inline void brute_score(brute_state *st, uint64_t weight)
{
    const int n = st->s->players;
    uint32_t best = 0;
    int winners = 0;
    for (int p = 0; p < n; p++)
        if (st->value[st->held[p]] > best)
            best = st->value[st->held[p]];
    for (int p = 0; p < n; p++)
        winners += st->value[st->held[p]] == best;
    brute_result *r = st->out;
    r->showdowns += weight;
    for (int p = 0; p < n; p++) {
        pokeq_combo_counts *c = &r->combo[p][st->held[p]];
        c->showdowns += weight;
        r->category[p][rules_category(st->value[st->held[p]]) - RULES_HIGH_CARD] += weight;
        if (st->value[st->held[p]] != best)
            continue;
        c->equity_units += weight * (BRUTE_POT / winners);
        r->player[p].equity_units += weight * (BRUTE_POT / winners);
        if (winners == 1)
            r->player[p].wins += weight;
        else
            r->player[p].ties[winners] += weight;
    }
}

static inline void brute_assign(brute_state *st, int p, uint64_t used, uint64_t weight)
{
    if (p == st->s->players) {
        brute_score(st, weight);
        return;
    }
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const uint64_t mask = 1ULL << st->cards[combo][0] | 1ULL << st->cards[combo][1];
        if (st->weight[p][combo] == 0 || (mask & (used | st->board_mask)) != 0)
            continue;
        st->held[p] = combo;
        brute_assign(st, p + 1, used | mask, weight * st->weight[p][combo]);
    }
}

static inline void brute_runout(brute_state *st)
{
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const int seven[7] = {st->cards[combo][0], st->cards[combo][1], st->board[0], st->board[1],
                              st->board[2], st->board[3], st->board[4]};
        const uint64_t mask = 1ULL << seven[0] | 1ULL << seven[1];
        int held = 0;
        for (int p = 0; p < st->s->players; p++)
            held |= st->weight[p][combo] != 0;
        st->value[combo] = !held || mask & st->board_mask ? 0 : rules_game_value7(st->s->game, seven);
    }
    brute_assign(st, 0, 0, 1);
}

/* Board slots filled..4 from the cards above `from` not in `used`. */
static inline void brute_range_deal(brute_state *st, int filled, int from, uint64_t used)
{
    if (filled == 5) {
        brute_runout(st);
        return;
    }
    for (int card = from; card < 52; card++) {
        if (used >> card & 1)
            continue;
        st->board[filled] = card;
        st->board_mask |= 1ULL << card;
        brute_range_deal(st, filled + 1, card + 1, used);
        st->board_mask &= ~(1ULL << card);
    }
}

/* The brute-force counts of s into *out (zeroed first). */
static inline void brute_ranges(const pokeq_range_scenario *s, brute_result *out)
{
    brute_state *st = calloc(1, sizeof *st);
    memset(out, 0, sizeof *out);
    st->s = s;
    st->out = out;
    /* short deck: the 2s to 5s (codes 0..15) are never dealt nor held */
    uint64_t known = s->game == POKEQ_GAME_SHORTDECK || s->game == POKEQ_GAME_SHORTDECK_TRITON ? 0xffffULL : 0;
    for (int i = 0; i < s->board_count; i++) {
        st->board[i] = s->board[i];
        known |= 1ULL << s->board[i];
    }
    for (int i = 0; i < s->dead_count; i++)
        known |= 1ULL << s->dead[i];
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        pokeq_combo_cards(combo, st->cards[combo]);
    for (int p = 0; p < s->players; p++) {
        uint32_t divisor = 0;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
            const uint64_t mask = 1ULL << st->cards[combo][0] | 1ULL << st->cards[combo][1];
            if (mask & known)
                continue;
            st->weight[p][combo] = s->range[p]->weight[combo];
            divisor = brute_gcd(divisor, st->weight[p][combo]);
        }
        for (int combo = 0; combo < POKEQ_COMBOS && divisor > 0; combo++)
            st->weight[p][combo] /= divisor;
    }
    /* The mask no held combo may touch: the board (known now, dealt cards
     * added as they come) and the dead cards; the deal skips them all. */
    st->board_mask = known;
    brute_range_deal(st, s->board_count, 0, known);
    free(st);
}

#endif
