/* SPDX-License-Identifier: MIT */
/*
 * stud_brute.h - the tests' independent exact answer for the stud games
 * (razz, stud, stud-hilo, stud-hilo-nq): every way of dealing each seat's
 * missing cards (seat after seat, cards high to low: not the engine's
 * order), each seven-card hand scored from the rules here and in rules.h /
 * omaha_rules.h, and the pot shared by omaha_brute.h's convention (hi/lo:
 * two half pots; no qualifying low gives the low half to the high
 * winners). Nothing of eval/ or sim/ is called. Test code; one thread.
 *
 * The A-5 low, from its rules: ace low, straights and flushes ignored;
 * no pair beats one pair beats two pair beats trips beats a full house
 * beats quads; within a shape, the larger groups first, each group's rank
 * high to low, compared card by card (lower wins).
 */
#ifndef POKEQ_TEST_STUD_BRUTE_H
#define POKEQ_TEST_STUD_BRUTE_H

#include "omaha_brute.h"
#include "omaha_rules.h"
#include "rules.h"

#include <stdint.h>
#include <string.h>

/* The low of five cards as a list: [0] the shape's place (0 no pair .. 5
 * quads), then the five ranks (ace 1 .. king 13) by group size, then rank,
 * both descending. Lower lists are better lows. */
static inline void brute_a5_list(const int five[5], int list[6])
{
    int count[14] = {0};
    for (int i = 0; i < 5; i++) {
        const int rank = five[i] >> 2;
        count[rank == 12 ? 1 : rank + 2]++;
    }
    int groups[5] = {0}; /* groups[n]: ranks held n times */
    for (int r = 1; r <= 13; r++)
        groups[count[r]]++;
    int shape = 0;
    if (groups[4])
        shape = 5;
    else if (groups[3] && groups[2])
        shape = 4;
    else if (groups[3])
        shape = 3;
    else if (groups[2] == 2)
        shape = 2;
    else if (groups[2] == 1)
        shape = 1;
    list[0] = shape;
    int n = 1;
    for (int size = 4; size >= 1; size--)
        for (int r = 13; r >= 1; r--)
            for (int k = 0; count[r] == size && k < size; k++)
                list[n++] = r;
}

/* A score that grows as the A-5 low of the best five of seven improves. */
static inline uint64_t brute_a5_seven(const int cards[7])
{
    uint64_t best = 0;
    for (int a = 0; a < 7; a++)
        for (int b = a + 1; b < 7; b++) {
            int five[5], n = 0, list[6];
            for (int i = 0; i < 7; i++)
                if (i != a && i != b)
                    five[n++] = cards[i];
            brute_a5_list(five, list);
            uint64_t bad = 0;
            for (int i = 0; i < 6; i++)
                bad = bad * 16 + (uint64_t)list[i];
            const uint64_t score = (1ULL << 40) - bad;
            best = score > best ? score : best;
        }
    return best;
}

/* The eight-or-better low of seven cards (0: none), higher better. */
static inline uint64_t brute_eight_seven(const int cards[7])
{
    uint64_t best = 0;
    for (int a = 0; a < 7; a++)
        for (int b = a + 1; b < 7; b++) {
            int five[5], n = 0, low[5];
            for (int i = 0; i < 7; i++)
                if (i != a && i != b)
                    five[n++] = cards[i];
            if (!brute_low_five(five, low))
                continue;
            uint64_t bad = 0;
            for (int i = 0; i < 5; i++)
                bad = bad * 16 + (uint64_t)low[i];
            const uint64_t score = (1ULL << 24) - bad;
            best = score > best ? score : best;
        }
    return best;
}

typedef struct stud_deal {
    int game, seats;
    int hand[POKEQ_MAX_PLAYERS][7];
    int count[POKEQ_MAX_PLAYERS];
    int used[52];
} stud_deal;

/* The low category of a brute_a5_seven score: the best five's shape and
 * top rank are its list's first two entries (the score's bits 20.. and
 * 16..19 below 2^40). */
static inline int brute_a5_category(uint64_t score)
{
    const uint64_t list = (1ULL << 40) - score;
    return brute_low_category((int)(list >> 16 & 15), (list >> 20) != 0);
}

/* The low category of a brute_eight_seven score (0: no low): its top card
 * is the first of the five ranks (bits 16..19 below 2^24). */
static inline int brute_eight_category(uint64_t score)
{
    return score == 0 ? POKEQ_LOW_NONE : brute_low_category((int)(((1ULL << 24) - score) >> 16 & 15), 0);
}

static inline void stud_seat_showdown(const stud_deal *d, omaha_counts *c)
{
    uint64_t high[POKEQ_MAX_PLAYERS], low[POKEQ_MAX_PLAYERS];
    int lows = 0;
    const int hilo = d->game == POKEQ_GAME_STUD_HILO || d->game == POKEQ_GAME_STUD_HILO_NQ;
    for (int p = 0; p < d->seats; p++) {
        high[p] = d->game == POKEQ_GAME_RAZZ ? brute_a5_seven(d->hand[p]) : rules_value7(d->hand[p]);
        low[p] = d->game == POKEQ_GAME_STUD_HILO ? brute_eight_seven(d->hand[p])
                 : d->game == POKEQ_GAME_STUD_HILO_NQ ? brute_a5_seven(d->hand[p]) : 0;
        lows += low[p] != 0;
        const int low_category = d->game == POKEQ_GAME_RAZZ           ? brute_a5_category(high[p])
                                 : d->game == POKEQ_GAME_STUD_HILO    ? brute_eight_category(low[p])
                                 : d->game == POKEQ_GAME_STUD_HILO_NQ ? brute_a5_category(low[p])
                                                                      : -1;
        const int high_category = rules_category((uint32_t)high[p]) - RULES_HIGH_CARD;
        omaha_brute_categories(c, p, d->game == POKEQ_GAME_RAZZ ? -1 : high_category, low_category, hilo);
    }
    omaha_brute_pot(c, high, low, lows, d->seats, hilo);
}

typedef void (*seat_showdown)(const stud_deal *d, omaha_counts *c);

/* Seat p's cards from `from` down until it holds `cards`, then the later
 * seats', then the showdown. */
static inline void brute_deal_seats(stud_deal *d, omaha_counts *c, int p, int from, int cards, seat_showdown showdown)
{
    if (p == d->seats) {
        showdown(d, c);
        return;
    }
    if (d->count[p] == cards) {
        brute_deal_seats(d, c, p + 1, 51, cards, showdown);
        return;
    }
    for (int card = from; card >= 0; card--) {
        if (d->used[card])
            continue;
        d->used[card] = 1;
        d->hand[p][d->count[p]++] = card;
        brute_deal_seats(d, c, p, card - 1, cards, showdown);
        d->count[p]--;
        d->used[card] = 0;
    }
}

/* The deal before any card is dealt: seats[p], seat p's known cards as
 * text; dead as a card list (both marked used). */
static inline stud_deal stud_deal_of(int game, const char *const *seats, int count, const char *dead)
{
    stud_deal d;
    memset(&d, 0, sizeof d);
    d.game = game;
    d.seats = count;
    for (int p = 0; p < count; p++) {
        d.count[p] = pokeq_cards_parse(seats[p], d.hand[p], 7, NULL);
        for (int i = 0; i < d.count[p]; i++)
            d.used[d.hand[p][i]] = 1;
    }
    int cards[52];
    const int dead_count = pokeq_cards_parse(dead, cards, 52, NULL);
    for (int i = 0; i < dead_count; i++)
        d.used[cards[i]] = 1;
    return d;
}

static inline omaha_counts brute_stud(int game, const char *const *seats, int count, const char *dead)
{
    stud_deal d = stud_deal_of(game, seats, count, dead);
    omaha_counts c;
    memset(&c, 0, sizeof c);
    brute_deal_seats(&d, &c, 0, 51, 7, stud_seat_showdown);
    return c;
}

#endif
