/* SPDX-License-Identifier: MIT */
/*
 * omaha_range_brute.h - the tests' independent exact answer for Omaha
 * seats given as ranges: each seat's hands listed here from what its
 * terms ask for (the ranks a hand must hold, double suited or not, a
 * weight; no code of sim/text/omaha_range.c), every assignment of them without
 * a shared card walked, its runouts counted by omaha_brute.h, weighted by
 * the assignment's weight product; the answers as the fractions
 * pokeq_result reports. Test code; one thread.
 */
#ifndef POKEQ_TEST_OMAHA_RANGE_BRUTE_H
#define POKEQ_TEST_OMAHA_RANGE_BRUTE_H

#include "omaha_brute.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

enum { BRUTE_MAX_HANDS = 1 << 17 };

/* A range term as the test reads it: the ranks a hand must hold ("QQJJ":
 * two queens and two jacks; "" any hand), other cards free; double suited
 * or not; the weight in hundredths. */
typedef struct term {
    const char *ranks;
    int double_suited;
    int weight;
} term;

/* A seat: a fixed hand (no terms) or up to three terms; text is what
 * pokeq reads. */
typedef struct seat_spec {
    const char *text;
    int terms;
    term term[3];
} seat_spec;

typedef struct scenario {
    int game, hole_cards, hilo, seats;
    seat_spec seat[3];
    const char *board, *dead;
} scenario;

typedef struct brute_seat {
    int count;
    int (*hand)[6];
    int *weight;
} brute_seat;

static inline int rank_of(char c)
{
    return (int)(strchr("23456789TJQKA", c) - "23456789TJQKA");
}

static inline int term_weight(const term *t, const int *cards, int n)
{
    int count[13] = {0}, suits[4] = {0};
    for (int i = 0; i < n; i++) {
        count[cards[i] >> 2]++;
        suits[cards[i] & 3]++;
    }
    for (const char *r = t->ranks; *r; r++)
        if (--count[rank_of(*r)] < 0)
            return 0;
    int twos = 0, more = 0;
    for (int s = 0; s < 4; s++) {
        twos += suits[s] == 2;
        more += suits[s] > 2;
    }
    return !t->double_suited || (twos == 2 && more == 0) ? t->weight : 0;
}

/* Every hand of the seat among the cards not in used, with its weight. */
static inline void add_hands(const seat_spec *s, int n, const int *used, int *cards, int k, int from, brute_seat *out)
{
    if (k == n) {
        int weight = 0;
        for (int i = 0; i < s->terms; i++) {
            const int w = term_weight(&s->term[i], cards, n);
            weight = w > weight ? w : weight;
        }
        if (weight == 0)
            return;
        cr_assert_lt(out->count, BRUTE_MAX_HANDS);
        memcpy(out->hand[out->count], cards, (size_t)n * sizeof *cards);
        out->weight[out->count++] = weight;
        return;
    }
    for (int c = from; c < 52; c++) {
        if (used[c])
            continue;
        cards[k] = c;
        add_hands(s, n, used, cards, k + 1, c + 1, out);
    }
}

static inline void list_seat(const seat_spec *s, int n, const int *used, brute_seat *out)
{
    out->count = 0;
    out->hand = malloc(BRUTE_MAX_HANDS * sizeof *out->hand);
    out->weight = malloc(BRUTE_MAX_HANDS * sizeof *out->weight);
    cr_assert(out->hand && out->weight);
    if (s->terms == 0) {
        cr_assert_eq(pokeq_cards_parse(s->text, out->hand[0], 6, NULL), n);
        out->weight[0] = 1;
        out->count = 1;
        return;
    }
    int cards[6];
    add_hands(s, n, used, cards, 0, 0, out);
}

/* Weighted sums over the assignments; fractions as pokeq_result has them. */
typedef struct brute_answer {
    double runouts, equity[POKEQ_MAX_PLAYERS], high[POKEQ_MAX_PLAYERS], low[POKEQ_MAX_PLAYERS],
        scoop[POKEQ_MAX_PLAYERS];
} brute_answer;

typedef struct brute_walk {
    const scenario *sc;
    brute_seat list[POKEQ_MAX_PLAYERS];
    omaha_deal deal;
    brute_answer sum;
} brute_walk;

static inline void assign(brute_walk *w, int p, double weight)
{
    const scenario *sc = w->sc;
    omaha_deal *d = &w->deal;
    if (p == sc->seats) {
        omaha_counts c;
        memset(&c, 0, sizeof c);
        omaha_brute_deal(d, &c, 51);
        const double runouts = (double)c.showdowns / (sc->hilo ? 2 : 1);
        w->sum.runouts += weight * runouts;
        for (int q = 0; q < sc->seats; q++) {
            w->sum.equity[q] += weight * (double)c.units[q] / (2520.0 * (sc->hilo ? 2 : 1));
            w->sum.high[q] += weight * (double)c.high[q] / 5040.0;
            w->sum.low[q] += weight * (double)c.low[q] / 5040.0;
            w->sum.scoop[q] += weight * (double)c.scoops[q];
        }
        return;
    }
    const brute_seat *l = &w->list[p];
    for (int i = 0; i < l->count; i++) {
        int clash = 0;
        for (int k = 0; k < sc->hole_cards; k++)
            clash |= d->used[l->hand[i][k]];
        if (clash)
            continue;
        for (int k = 0; k < sc->hole_cards; k++) {
            d->hole[p][k] = l->hand[i][k];
            d->used[l->hand[i][k]] = 1;
        }
        assign(w, p + 1, weight * l->weight[i]);
        for (int k = 0; k < sc->hole_cards; k++)
            d->used[l->hand[i][k]] = 0;
    }
}

/* The deal's board and dead cards from sc, and every seat listed into
 * list[] (the deal's used cards: the board and dead cards only, after). */
static inline void brute_list_seats(const scenario *sc, omaha_deal *d, brute_seat *list)
{
    d->seats = sc->seats;
    d->hole_cards = sc->hole_cards;
    d->hilo = sc->hilo;
    d->board_count = pokeq_cards_parse(sc->board, d->board, 5, NULL);
    int dead[52];
    const int dead_count = pokeq_cards_parse(sc->dead, dead, 52, NULL);
    for (int i = 0; i < d->board_count; i++)
        d->used[d->board[i]] = 1;
    for (int i = 0; i < dead_count; i++)
        d->used[dead[i]] = 1;
    for (int p = 0; p < sc->seats; p++) /* fixed hands first: no range lists their cards */
        if (sc->seat[p].terms == 0) {
            list_seat(&sc->seat[p], sc->hole_cards, d->used, &list[p]);
            for (int k = 0; k < sc->hole_cards; k++)
                d->used[list[p].hand[0][k]] = 1;
        }
    for (int p = 0; p < sc->seats; p++)
        if (sc->seat[p].terms > 0)
            list_seat(&sc->seat[p], sc->hole_cards, d->used, &list[p]);
    for (int p = 0; p < sc->seats; p++) /* the walks mark every seat's cards themselves */
        if (sc->seat[p].terms == 0)
            for (int k = 0; k < sc->hole_cards; k++)
                d->used[list[p].hand[0][k]] = 0;
}

static inline brute_answer brute(const scenario *sc)
{
    brute_walk *w = calloc(1, sizeof *w);
    cr_assert(w);
    w->sc = sc;
    brute_list_seats(sc, &w->deal, w->list);
    assign(w, 0, 1);
    brute_answer a = w->sum;
    for (int q = 0; q < sc->seats; q++) {
        a.equity[q] /= a.runouts;
        a.high[q] /= a.runouts;
        a.low[q] /= a.runouts;
        a.scoop[q] /= a.runouts;
    }
    for (int p = 0; p < sc->seats; p++) {
        free(w->list[p].hand);
        free(w->list[p].weight);
    }
    free(w);
    return a;
}

/* The scenario as a pokeq_request (the library's defaults otherwise). */
static inline pokeq_request scenario_request(const scenario *sc)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = sc->game;
    q.seats = sc->seats;
    for (int p = 0; p < sc->seats; p++)
        q.seat[p].text = sc->seat[p].text;
    q.board = sc->board;
    q.dead = sc->dead;
    return q;
}

#endif
