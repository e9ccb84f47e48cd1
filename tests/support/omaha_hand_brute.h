/* SPDX-License-Identifier: MIT */
/*
 * omaha_hand_brute.h - the tests' independent per-hand answer for Omaha
 * ranges: each seat's hands listed by omaha_range_brute.h (from the terms,
 * no code of the library's range reader), every assignment without a
 * shared card walked, its runouts counted by omaha_brute.h, and each
 * seat's hand credited with the assignment's weight (each seat's weights
 * divided by their greatest common divisor, as pokeq.h states) times the
 * showdowns and the seat's pot units. Integers throughout; one thread.
 */
#ifndef POKEQ_TEST_OMAHA_HAND_BRUTE_H
#define POKEQ_TEST_OMAHA_HAND_BRUTE_H

#include "omaha_range_brute.h"

#include <stdint.h>

typedef struct hand_brute {
    int seats;
    brute_seat list[POKEQ_MAX_PLAYERS];
    uint64_t mask[POKEQ_MAX_PLAYERS][BRUTE_MAX_HANDS / 64];     /* each listed hand's cards */
    uint64_t showdowns[POKEQ_MAX_PLAYERS][BRUTE_MAX_HANDS / 64];
    uint64_t units[POKEQ_MAX_PLAYERS][BRUTE_MAX_HANDS / 64];
    uint64_t divisor[POKEQ_MAX_PLAYERS];
    int at[POKEQ_MAX_PLAYERS];
    omaha_deal deal;
    const scenario *sc;
} hand_brute;

static inline uint64_t hand_brute_gcd(uint64_t a, uint64_t b)
{
    return b == 0 ? a : hand_brute_gcd(b, a % b);
}

static inline void hand_brute_walk(hand_brute *h, int p, uint64_t weight)
{
    omaha_deal *d = &h->deal;
    if (p == h->seats) {
        omaha_counts c;
        memset(&c, 0, sizeof c);
        omaha_brute_deal(d, &c, 51);
        for (int q = 0; q < h->seats; q++) {
            h->showdowns[q][h->at[q]] += weight * c.showdowns;
            h->units[q][h->at[q]] += weight * c.units[q];
        }
        return;
    }
    const brute_seat *l = &h->list[p];
    for (int i = 0; i < l->count; i++) {
        int clash = 0;
        for (int k = 0; k < d->hole_cards; k++)
            clash |= d->used[l->hand[i][k]];
        if (clash)
            continue;
        for (int k = 0; k < d->hole_cards; k++) {
            d->hole[p][k] = l->hand[i][k];
            d->used[l->hand[i][k]] = 1;
        }
        h->at[p] = i;
        hand_brute_walk(h, p + 1, weight * ((uint64_t)l->weight[i] / h->divisor[p]));
        for (int k = 0; k < d->hole_cards; k++)
            d->used[l->hand[i][k]] = 0;
    }
}

/* Lists the seats and walks every assignment into *h (calloc'd here; free
 * with hand_brute_free). */
static inline hand_brute *hand_brute_count(const scenario *sc)
{
    hand_brute *h = calloc(1, sizeof *h);
    cr_assert(h);
    h->sc = sc;
    h->seats = sc->seats;
    brute_list_seats(sc, &h->deal, h->list);
    for (int p = 0; p < sc->seats; p++) {
        cr_assert_lt(h->list[p].count, BRUTE_MAX_HANDS / 64, "a small range for the per-hand brute force");
        for (int i = 0; i < h->list[p].count; i++) {
            for (int k = 0; k < sc->hole_cards; k++)
                h->mask[p][i] |= 1ULL << h->list[p].hand[i][k];
            h->divisor[p] = hand_brute_gcd(h->divisor[p], (uint64_t)h->list[p].weight[i]);
        }
    }
    hand_brute_walk(h, 0, 1);
    return h;
}

static inline void hand_brute_free(hand_brute *h)
{
    for (int p = 0; p < h->seats; p++) {
        free(h->list[p].hand);
        free(h->list[p].weight);
    }
    free(h);
}

/* The listed hand of seat p with these cards, or -1. */
static inline int hand_brute_find(const hand_brute *h, int p, uint64_t cards)
{
    for (int i = 0; i < h->list[p].count; i++)
        if (h->mask[p][i] == cards)
            return i;
    return -1;
}

#endif
