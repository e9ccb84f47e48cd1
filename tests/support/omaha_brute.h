/* SPDX-License-Identifier: MIT */
/*
 * omaha_brute.h - the tests' independent exact answer for Omaha and Omaha
 * hi/lo: every board completion dealt in a plain recursive loop, each seat
 * scored from the rules (omaha_rules.h), the pot shared out here by the
 * documented hi/lo convention (pokeq.h: a runout is two showdowns, the
 * high half and the low half, each worth 2520 units split evenly; no
 * qualifying low gives the low half to the high winners; a scoop is a
 * runout won whole by one seat alone). Each seat's hand categories are
 * counted too: the high hand's (rules.h's category of its value) and, in a
 * hi/lo game, the low's top card (brute_low_category: pokeq.h's enum
 * pokeq_low_category, named here from the rules); a hi/lo runout counts
 * twice, once per half pot, as the library's do. Test code; one thread.
 */
#ifndef POKEQ_TEST_OMAHA_BRUTE_H
#define POKEQ_TEST_OMAHA_BRUTE_H

#include "omaha_rules.h"
#include "pokeq.h"

#include <stdint.h>
#include <string.h>

typedef struct omaha_counts {
    uint64_t showdowns;                         /* hi/lo: two a runout */
    uint64_t wins[POKEQ_MAX_PLAYERS];
    uint64_t ties[POKEQ_MAX_PLAYERS];           /* any way */
    uint64_t units[POKEQ_MAX_PLAYERS];
    uint64_t high[POKEQ_MAX_PLAYERS], low[POKEQ_MAX_PLAYERS], scoops[POKEQ_MAX_PLAYERS];
    uint64_t category[POKEQ_MAX_PLAYERS][POKEQ_CATEGORIES];   /* the high hand's */
    uint64_t lows[POKEQ_MAX_PLAYERS][POKEQ_LOW_CATEGORIES];   /* the low's */
} omaha_counts;

/* The low category of a low whose top card is `top` (ace 1 .. king 13):
 * "5-low" for a five, on up; paired: "paired low"; top 0: "no low". */
static inline int brute_low_category(int top, int paired)
{
    if (top == 0)
        return POKEQ_LOW_NONE;
    return paired ? POKEQ_LOW_PAIRED : POKEQ_LOW_5 + (top - 5);
}

/* Seat p's categories of one deal (-1: none of that kind), weighted. */
static inline void omaha_brute_categories(omaha_counts *c, int p, int high, int low, int hilo)
{
    const uint64_t weight = hilo ? 2 : 1;
    if (high >= 0)
        c->category[p][high] += weight;
    if (low >= 0)
        c->lows[p][low] += weight;
}

typedef struct omaha_deal {
    int seats, hole_cards, hilo;
    int hole[POKEQ_MAX_PLAYERS][6];
    int board[5], board_count;
    int used[52];
} omaha_deal;

/* One pot (or half) of 2520 units to the seats holding the best score. */
static inline void omaha_brute_share(omaha_counts *c, const uint64_t *score, int seats, uint64_t *kind,
                               int *taken_by)
{
    uint64_t best = 0;
    int winners = 0;
    *taken_by = -1;
    for (int p = 0; p < seats; p++)
        best = score[p] > best ? score[p] : best;
    for (int p = 0; p < seats; p++)
        winners += score[p] == best;
    for (int p = 0; p < seats; p++) {
        if (score[p] != best)
            continue;
        c->units[p] += 2520 / (uint64_t)winners;
        if (kind)
            kind[p] += 2520 / (uint64_t)winners;
        *(winners == 1 ? &c->wins[p] : &c->ties[p]) += 1;
        *taken_by = winners == 1 ? p : -1;
    }
    c->showdowns++;
}

/* One deal's pot: a high-only game's one pot, or a hi/lo game's two
 * halves (lows: how many seats hold a low; none gives the low half to the
 * high winners) with the scoop of a seat that takes both alone. */
static inline void omaha_brute_pot(omaha_counts *c, const uint64_t *high, const uint64_t *low, int lows, int seats,
                                   int hilo)
{
    int high_alone = -1, low_alone = -1;
    if (!hilo) {
        omaha_brute_share(c, high, seats, NULL, &high_alone);
        return;
    }
    omaha_brute_share(c, high, seats, c->high, &high_alone);
    omaha_brute_share(c, lows ? low : high, seats, lows ? c->low : c->high, &low_alone);
    if (high_alone >= 0 && high_alone == low_alone)
        c->scoops[high_alone]++;
}

static inline void omaha_brute_showdown(const omaha_deal *d, omaha_counts *c)
{
    uint64_t high[POKEQ_MAX_PLAYERS], low[POKEQ_MAX_PLAYERS];
    int lows = 0;
    for (int p = 0; p < d->seats; p++) {
        int best[5];
        high[p] = brute_omaha_high(d->hole[p], d->hole_cards, d->board);
        const int found = d->hilo && brute_omaha_low(d->hole[p], d->hole_cards, d->board, 5, best);
        low[p] = (uint64_t)brute_low_scale(found, best);
        lows += found;
        omaha_brute_categories(c, p, rules_category((uint32_t)high[p]) - RULES_HIGH_CARD,
                               d->hilo ? brute_low_category(found ? best[0] : 0, 0) : -1, d->hilo);
    }
    omaha_brute_pot(c, high, low, lows, d->seats, d->hilo);
}

static inline void omaha_brute_deal(omaha_deal *d, omaha_counts *c, int from)
{
    if (d->board_count == 5) {
        omaha_brute_showdown(d, c);
        return;
    }
    for (int card = from; card >= 0; card--) { /* high to low: not the engines' order */
        if (d->used[card])
            continue;
        d->used[card] = 1;
        d->board[d->board_count++] = card;
        omaha_brute_deal(d, c, card - 1);
        d->board_count--;
        d->used[card] = 0;
    }
}

/* The deal of seats ("AsAhKsKh QdQcJdJc", hole_cards each), board and
 * dead cards (card lists, "" for none), no board card dealt yet. */
static inline omaha_deal omaha_deal_of(const char *seats, const char *board, const char *dead, int hole_cards)
{
    omaha_deal d;
    memset(&d, 0, sizeof d);
    d.hole_cards = hole_cards;
    int cards[64];
    const int n = pokeq_cards_parse(seats, cards, 64, NULL);
    d.seats = n / hole_cards;
    for (int i = 0; i < n; i++) {
        d.hole[i / hole_cards][i % hole_cards] = cards[i];
        d.used[cards[i]] = 1;
    }
    d.board_count = pokeq_cards_parse(board, d.board, 5, NULL);
    for (int i = 0; i < d.board_count; i++)
        d.used[d.board[i]] = 1;
    const int dead_count = pokeq_cards_parse(dead, cards, 64, NULL);
    for (int i = 0; i < dead_count; i++)
        d.used[cards[i]] = 1;
    return d;
}

/* seats: "AsAhKsKh QdQcJdJc", board and dead as card lists ("" for none). */
static inline omaha_counts brute_omaha(const char *seats, const char *board, const char *dead, int hole_cards,
                                       int hilo)
{
    omaha_deal d = omaha_deal_of(seats, board, dead, hole_cards);
    d.hilo = hilo;
    omaha_counts c;
    memset(&c, 0, sizeof c);
    omaha_brute_deal(&d, &c, 51);
    return c;
}

#endif
