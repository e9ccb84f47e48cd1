/* SPDX-License-Identifier: MIT */
/*
 * draw_brute.h - the tests' independent exact answer for the single-draw
 * games (draw, lowball27, lowball-a5, badugi): every way of dealing each
 * seat the cards it does not keep (seat after seat, cards high to low),
 * each hand scored from the rules (draw: rules.h's high; lowball-a5:
 * stud_brute.h's A-5 list; 2-7 and badugi here), the pot shared by
 * omaha_brute.h's one-pot convention, each seat's categories counted
 * (brute_draw_categories). Nothing of eval/ or sim/ is called.
 * Card codes are pokeq.h's (4 * rank + suit, deuce 0 .. ace 12). Test
 * code; one thread.
 *
 * 2-7, from its rules: the ace is high only, so A-2-3-4-5 is no straight
 * and A-K-Q-J-T is; a hand is read as a high hand (no pair < pair < two
 * pair < trips < straight < flush < full house < quads < straight flush,
 * then by its ranks, larger groups first) and the weakest one wins.
 * Badugi: ace low; the largest set of cards with no two of a suit or a
 * rank plays; more cards win, then the lower highest card, then the next.
 */
#ifndef POKEQ_TEST_DRAW_BRUTE_H
#define POKEQ_TEST_DRAW_BRUTE_H

#include "stud_brute.h"

/* A score that grows as the 2-7 low of five cards improves. */
static inline uint64_t brute_deuce_five(const int five[5])
{
    int count[13] = {0}, suited = 1, low = 12, high = 0;
    for (int i = 0; i < 5; i++) {
        const int rank = five[i] >> 2;
        count[rank]++;
        suited &= (five[i] & 3) == (five[0] & 3);
        low = rank < low ? rank : low;
        high = rank > high ? rank : high;
    }
    int most = 0, pairs = 0;
    uint64_t ranks = 0;
    for (int size = 4; size >= 1; size--)
        for (int r = 12; r >= 0; r--)
            for (int k = 0; count[r] == size && k < size; k++) {
                ranks = ranks * 16 + (uint64_t)r;
                most = size > most ? size : most;
                pairs += size == 2 && k == 0;
            }
    const int straight = most == 1 && high - low == 4;
    int shape = most == 4 ? 7 : most == 3 ? (pairs ? 6 : 3) : pairs ? pairs : 0;
    if (most == 1)
        shape = straight && suited ? 8 : suited ? 5 : straight ? 4 : 0;
    const uint64_t bad = (uint64_t)shape << 20 | ranks;
    return (1ULL << 32) - bad;
}

static inline uint64_t brute_a5_five(const int five[5])
{
    int list[6];
    brute_a5_list(five, list);
    uint64_t bad = 0;
    for (int i = 0; i < 6; i++)
        bad = bad * 16 + (uint64_t)list[i];
    return (1ULL << 32) - bad;
}

/* A score that grows as the badugi of four cards improves. */
static inline uint64_t brute_badugi_four(const int four[4])
{
    uint64_t best = 0;
    for (int set = 1; set < 16; set++) {
        int ok = 1, size = 0, low[4];
        for (int i = 0; i < 4; i++)
            for (int j = i + 1; j < 4; j++)
                if ((set >> i & 1) && (set >> j & 1) &&
                    ((four[i] >> 2) == (four[j] >> 2) || (four[i] & 3) == (four[j] & 3)))
                    ok = 0;
        if (!ok)
            continue;
        for (int i = 0; i < 4; i++)
            if (set >> i & 1)
                low[size++] = (four[i] >> 2) == 12 ? 1 : (four[i] >> 2) + 2; /* ace 1 .. king 13 */
        for (int i = 0; i < size; i++) /* highest first */
            for (int j = i + 1; j < size; j++)
                if (low[j] > low[i]) {
                    const int t = low[i];
                    low[i] = low[j];
                    low[j] = t;
                }
        uint64_t ranks = 0;
        for (int i = 0; i < 4; i++)
            ranks = ranks * 16 + (uint64_t)(i < size ? low[i] : 0);
        const uint64_t score = (uint64_t)size << 16 | (0xffff - ranks);
        best = score > best ? score : best;
    }
    return best;
}

static inline int brute_draw_cards(int game)
{
    return game == POKEQ_GAME_BADUGI ? 4 : 5;
}

static inline uint64_t brute_draw_score(int game, const int *hand)
{
    switch (game) {
    case POKEQ_GAME_LOWBALL27:
        return brute_deuce_five(hand);
    case POKEQ_GAME_LOWBALL_A5:
        return brute_a5_five(hand);
    case POKEQ_GAME_BADUGI:
        return brute_badugi_four(hand);
    default:
        return rules_value5(hand);
    }
}

/* The categories of a seat's hand scored `score` (brute_draw_score), -1
 * where the game has none of that kind. draw: the high hand's (rules.h);
 * lowball27: the 2-7 hand read as a high hand (its shape: no pair, pair,
 * ... straight flush, in pokeq_category's order) and, for no pair below
 * an ace, its top card ("7-low" .. "K-low"), else "no low"; lowball-a5:
 * no high, the A-5 low by its top card or "paired low"; badugi: the
 * cards in its best set, less one (enum pokeq_badugi_category), no low. */
static inline void brute_draw_categories(int game, uint64_t score, int *high, int *low)
{
    *high = *low = -1;
    if (game == POKEQ_GAME_DRAW) {
        *high = rules_category((uint32_t)score) - RULES_HIGH_CARD;
    } else if (game == POKEQ_GAME_LOWBALL27) {
        const uint64_t bad = (1ULL << 32) - score;
        const int shape = (int)(bad >> 20), top = (int)(bad >> 16 & 15); /* deuce 0 .. ace 12 */
        *high = shape;
        *low = shape == 0 && top < 12 ? brute_low_category(top + 2, 0) : POKEQ_LOW_NONE;
    } else if (game == POKEQ_GAME_LOWBALL_A5) {
        const uint64_t list = (1ULL << 32) - score;
        *low = brute_low_category((int)(list >> 16 & 15), (list >> 20) != 0);
    } else if (game == POKEQ_GAME_BADUGI) {
        *high = (int)(score >> 16) - 1; /* brute_badugi_four: the set's size above its ranks */
    }
}

static inline void draw_brute_showdown(const stud_deal *d, omaha_counts *c)
{
    uint64_t score[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < d->seats; p++) {
        score[p] = brute_draw_score(d->game, d->hand[p]);
        int high, low;
        brute_draw_categories(d->game, score[p], &high, &low);
        omaha_brute_categories(c, p, high, low, 0);
    }
    omaha_brute_pot(c, score, NULL, 0, d->seats, 0);
}

/* seats[p]: the cards seat p keeps, as text; dead as a card list. */
static inline omaha_counts brute_draw(int game, const char *const *seats, int count, const char *dead)
{
    stud_deal d = stud_deal_of(game, seats, count, dead);
    omaha_counts c;
    memset(&c, 0, sizeof c);
    brute_deal_seats(&d, &c, 0, 51, brute_draw_cards(game), draw_brute_showdown);
    return c;
}

#endif
