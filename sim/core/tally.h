/* SPDX-License-Identifier: MIT */
/*
 * tally.h - the one accumulator of showdown outcomes.
 *
 * The exact engine, Monte Carlo and the range engines all score a showdown
 * (one value per player, hand_value scale) into a tally with a weight: 1 for
 * a dealt runout or trial, the size of a suit-isomorphism class, or a range
 * weight product. Counts are integers; a pot is 2520 units (lcm(1..10)) so
 * every split share is whole and the players' units add up to 2520 per
 * weighted showdown exactly. A hi/lo game scores each runout as two
 * showdowns, one per half pot (tally_showdown_hilo), so the halves split
 * as wholly as pots do. A tally is a plain value owned by one thread;
 * threads keep their own and merge them after the parallel part, so the sum
 * (and the answer) does not depend on the thread count.
 */
#ifndef POKEQ_TALLY_H
#define POKEQ_TALLY_H

#include "core/game.h"
#include "hand_value.h"
#include "pokeq.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

enum { POT_UNITS = 2520 };

/* Per seat, the weighted runouts that end in each hand category (0 high
 * card .. 8 straight flush) and in each low category (pokeq.h's enum
 * pokeq_low_category; games with a low). */
typedef struct category_counts {
    uint64_t seat[POKEQ_MAX_PLAYERS][CATEGORY_COUNT];
    uint64_t low[POKEQ_MAX_PLAYERS][POKEQ_LOW_CATEGORIES];
} category_counts;

typedef struct tally {
    int players;
    int halves;                                 /* 1; 2 once a hi/lo showdown is scored */
    uint64_t showdowns;                         /* weighted count (hi/lo: half pots) */
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
    unsigned __int128 squares[POKEQ_MAX_PLAYERS]; /* hi/lo: sum of weight x (units won in both
                                                   halves, 2 x 2520 a pot)^2 per runout, for
                                                   Monte Carlo's standard error (integers, so
                                                   parts add up exactly) */
    /* hand categories, counted only where count_categories is set (an
     * engine checks it per deal, never per seat, or compiles it in) */
    int count_categories;
    category_counts categories;
} tally;

/* A 128-bit count as the public headers hold it, {high 64 bits, low 64 bits}. */
static inline void u128_split(unsigned __int128 v, uint64_t out[2])
{
    out[0] = (uint64_t)(v >> 64);
    out[1] = (uint64_t)v;
}

static inline unsigned __int128 u128_join(const uint64_t v[2])
{
    return (unsigned __int128)v[0] << 64 | v[1];
}

static inline void tally_init(tally *t, int players)
{
    memset(t, 0, sizeof *t);
    t->players = players;
    t->halves = 1;
}

/* tally_init for a tally that counts no categories (count_categories 0):
 * they are left unwritten, as nothing reads them there (tally_merge looks
 * at the one merged in, the callers at a categorised tally's only): 1.5 KB
 * less to zero, a sixth of a small exact call. */
static inline void tally_init_plain(tally *t, int players)
{
    memset(t, 0, offsetof(tally, categories));
    t->players = players;
    t->halves = 1;
}

/* Runouts or trials scored: showdowns, or half of them in a hi/lo game. */
static inline uint64_t tally_deals(const tally *t)
{
    return t->showdowns / (uint64_t)t->halves;
}

/* Scores one showdown: values[i] is player i's hand value. */
static inline void tally_showdown(tally *t, const int *values, uint64_t weight)
{
    const int n = t->players;
    int best = 0, winners = 0;
    for (int i = 0; i < n; i++) {
        if (values[i] > best) {
            best = values[i];
            winners = 1;
        } else if (values[i] == best) {
            winners++;
        }
    }
    const uint64_t share = weight * (uint64_t)(POT_UNITS / winners);
    for (int i = 0; i < n; i++) {
        if (values[i] != best)
            continue;
        pokeq_player_counts *p = &t->player[i];
        p->equity_units += share;
        if (winners == 1)
            p->wins += weight;
        else
            p->ties[winners] += weight;
    }
    t->showdowns += weight;
}

/* tally_showdown for two players (values first, second): the same counts
 * with fewer steps, for the heads-up hot loops. */
static inline void tally_heads_up(tally *t, int first, int second, uint64_t weight)
{
    t->showdowns += weight;
    if (first == second) {
        for (int i = 0; i < 2; i++) {
            t->player[i].ties[2] += weight;
            t->player[i].equity_units += weight * (POT_UNITS / 2);
        }
        return;
    }
    pokeq_player_counts *winner = &t->player[first < second];
    winner->wins += weight;
    winner->equity_units += weight * POT_UNITS;
}

/* The players holding the best of values (0 = none holds one), as a bit set. */
static inline unsigned tally_best_set(const int *values, int players)
{
    int best = 0;
    for (int p = 0; p < players; p++)
        best = values[p] > best ? values[p] : best;
    unsigned set = 0;
    for (int p = 0; best > 0 && p < players; p++)
        set |= (unsigned)(values[p] == best) << p;
    return set;
}

/* One half of a hi/lo pot to the players of `set` (a pot's worth of
 * units, since a hi/lo runout counts as two showdowns: every split of a
 * half is whole, 8 ways included). */
static inline void tally_half(tally *t, unsigned set, uint64_t weight, int low, uint64_t units[])
{
    const int winners = __builtin_popcount(set);
    const uint64_t share = weight * (uint64_t)(POT_UNITS / winners);
    for (int p = 0; p < t->players; p++) {
        if (!(set >> p & 1))
            continue;
        pokeq_player_counts *c = &t->player[p];
        c->equity_units += share;
        *(low ? &c->low_units : &c->high_units) += share;
        units[p] += (uint64_t)(POT_UNITS / winners);
        if (winners == 1)
            c->wins += weight;
        else
            c->ties[winners] += weight;
    }
}

/* Scores one hi/lo runout: highs[i] and lows[i] (0: no low) are player
 * i's values. Two showdowns, the high half and the low half; with no
 * qualifying low the high winners take the low half too (as high). A
 * player who alone takes both halves scoops. */
static inline void tally_showdown_hilo(tally *t, const int *highs, const int *lows, uint64_t weight)
{
    const unsigned high = tally_best_set(highs, t->players), low = tally_best_set(lows, t->players);
    uint64_t units[POKEQ_MAX_PLAYERS] = {0};
    tally_half(t, high, weight, 0, units);
    tally_half(t, low ? low : high, weight, low != 0, units);
    for (int p = 0; p < t->players; p++)
        t->squares[p] += (unsigned __int128)weight * (units[p] * units[p]);
    if (__builtin_popcount(high) == 1 && (low == 0 || low == high))
        t->player[__builtin_ctz(high)].scoops += weight;
    t->showdowns += 2 * weight;
    t->halves = 2;
}

/* Adds one runout's categories in a game with categories (game.h):
 * values[i] is player i's value, lows[i] its low (NULL in a game with no
 * low half). A hi/lo runout is two showdowns (one per half pot), so its
 * categories count twice: each seat's add up to the showdowns. */
static inline void tally_categories(tally *t, game_kind game, const int *values, const int *lows, uint64_t weight)
{
    weight *= game_is_hilo(game) ? 2 : 1;
    for (int i = 0; i < t->players; i++) {
        const int high = seat_high_category(game, values[i]);
        const int low = seat_low_category(game, values[i], lows != NULL ? lows[i] : 0);
        if (high >= 0)
            t->categories.seat[i][high] += weight;
        if (low >= 0)
            t->categories.low[i][low] += weight;
    }
}

/* Adds weight x every count of from into into (weight 1: a plain merge). */
static inline void tally_merge_scaled(tally *into, const tally *from, uint64_t weight)
{
    into->showdowns += weight * from->showdowns;
    into->halves = from->halves > into->halves ? from->halves : into->halves;
    if (from->count_categories)
        for (int i = 0; i < into->players; i++)
            for (int c = 0; c < CATEGORY_COUNT; c++)
                into->categories.seat[i][c] += weight * from->categories.seat[i][c];
    if (from->count_categories)
        for (int i = 0; i < into->players; i++)
            for (int c = 0; c < POKEQ_LOW_CATEGORIES; c++)
                into->categories.low[i][c] += weight * from->categories.low[i][c];
    for (int i = 0; i < into->players; i++) {
        pokeq_player_counts *a = &into->player[i];
        const pokeq_player_counts *b = &from->player[i];
        a->wins += weight * b->wins;
        a->equity_units += weight * b->equity_units;
        a->high_units += weight * b->high_units;
        a->low_units += weight * b->low_units;
        a->scoops += weight * b->scoops;
        into->squares[i] += (unsigned __int128)weight * from->squares[i];
        for (int k = 0; k <= POKEQ_MAX_PLAYERS; k++)
            a->ties[k] += weight * b->ties[k];
    }
}

static inline void tally_merge(tally *into, const tally *from)
{
    tally_merge_scaled(into, from, 1);
}

#endif
