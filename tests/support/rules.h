/* SPDX-License-Identifier: MIT */
/*
 * rules.h - poker hands ranked straight from the rules, for the tests'
 * brute forces: no tables and no code shared with eval/, so the library is
 * never checked against itself. Card codes are pokeq.h's (4 * rank + suit,
 * rank 0 = deuce .. 12 = ace). A value orders hands (higher wins, equal
 * ties) but is not pokeq's 1..7462 scale: category * 2^20 plus the ranks
 * that break ties, four bits each, most important first. Pure.
 */
#ifndef POKEQ_TEST_RULES_H
#define POKEQ_TEST_RULES_H

#include <stdint.h>

enum rules_category {
    RULES_HIGH_CARD = 1, RULES_PAIR, RULES_TWO_PAIR, RULES_TRIPS, RULES_STRAIGHT,
    RULES_FLUSH, RULES_FULL_HOUSE, RULES_QUADS, RULES_STRAIGHT_FLUSH
};

/* The high rank of a straight made by the rank counts, -1 if none; the
 * wheel (A-2-3-4-5) is five high. */
static inline int rules_straight_high(const int count[13])
{
    for (int high = 12; high >= 3; high--) {
        int run = 0;
        for (int k = 0; k < 5; k++) {
            const int rank = high - k < 0 ? 12 : high - k; /* the ace plays low under the five */
            run += count[rank] > 0;
        }
        if (run == 5)
            return high;
    }
    return -1;
}

static inline uint32_t rules_value5(const int cards[5])
{
    int count[13] = {0};
    int flush = 1;
    for (int i = 0; i < 5; i++) {
        count[cards[i] >> 2]++;
        flush &= (cards[i] & 3) == (cards[0] & 3);
    }
    uint32_t ranks = 0;                 /* by (count, rank), both descending */
    int most = 0, pairs = 0;
    for (int n = 4; n >= 1; n--)
        for (int rank = 12; rank >= 0; rank--) {
            if (count[rank] != n)
                continue;
            for (int k = 0; k < n; k++)
                ranks = ranks << 4 | (uint32_t)rank;
            most = most > n ? most : n;
            pairs += n == 2;
        }
    const int straight = rules_straight_high(count);
    int category = RULES_HIGH_CARD;
    if (straight >= 0 && flush)
        category = RULES_STRAIGHT_FLUSH;
    else if (most == 4)
        category = RULES_QUADS;
    else if (most == 3 && pairs == 1)
        category = RULES_FULL_HOUSE;
    else if (flush)
        category = RULES_FLUSH;
    else if (straight >= 0)
        category = RULES_STRAIGHT;
    else if (most == 3)
        category = RULES_TRIPS;
    else if (pairs == 2)
        category = RULES_TWO_PAIR;
    else if (pairs == 1)
        category = RULES_PAIR;
    if (category == RULES_STRAIGHT || category == RULES_STRAIGHT_FLUSH)
        ranks = (uint32_t)straight;
    return (uint32_t)category << 20 | ranks;
}

/* The best of the 21 fives of seven distinct cards by a five-card rule
 * (short deck's takes its variant as `variant`; Hold'em's ignores it). */
static inline uint32_t rules_best_of_seven(const int cards[7], uint32_t (*value5)(const int five[5], int variant),
                                           int variant)
{
    uint32_t best = 0;
    for (int skip1 = 0; skip1 < 7; skip1++)
        for (int skip2 = skip1 + 1; skip2 < 7; skip2++) {
            int five[5], n = 0;
            for (int i = 0; i < 7; i++)
                if (i != skip1 && i != skip2)
                    five[n++] = cards[i];
            const uint32_t value = value5(five, variant);
            best = value > best ? value : best;
        }
    return best;
}

static inline uint32_t rules_holdem_value5(const int five[5], int variant)
{
    (void)variant;
    return rules_value5(five);
}

/* The best of the 21 fives of seven distinct cards. */
static inline uint32_t rules_value7(const int cards[7])
{
    return rules_best_of_seven(cards, rules_holdem_value5, 0);
}

/* ---- short deck (36 cards, 6..A) ----
 * Written from the rules apart from eval/shortdeck_rules.c: the hand's kind
 * is found from a rank mask and rank counts, then placed by the variant's
 * order of kinds. Short deck: a flush beats a full house, A-6-7-8-9 is the
 * lowest straight (nine high), a straight beats trips; Triton: trips beat a
 * straight. Same value layout as above (kind order * 2^20 + tie ranks). */
enum rules_short_kind { SK_HIGH, SK_PAIR, SK_TWO_PAIR, SK_TRIPS, SK_STRAIGHT, SK_FULL_HOUSE, SK_FLUSH, SK_QUADS, SK_SF };

static inline uint32_t rules_short_value5(const int cards[5], int triton)
{
    static const int order[2][9] = {{1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 5, 4, 6, 7, 8, 9}};
    unsigned mask = 0;
    int count[13] = {0}, suits = 0;
    for (int i = 0; i < 5; i++) {
        mask |= 1u << (cards[i] >> 2);
        count[cards[i] >> 2]++;
        suits |= 1 << (cards[i] & 3);
    }
    const int flush = suits == 1 || suits == 2 || suits == 4 || suits == 8;
    int high = -1;
    for (int top = 12; top >= 8 && high < 0; top--)
        if ((mask >> (top - 4) & 31u) == 31u)
            high = top;
    if (high < 0 && mask == (1u << 12 | 1u << 4 | 1u << 5 | 1u << 6 | 1u << 7))
        high = 7; /* A-6-7-8-9 */
    int trips = 0, quads = 0, pairs = 0;
    uint32_t ties = 0;
    for (int n = 4; n >= 1; n--)
        for (int rank = 12; rank >= 0; rank--)
            if (count[rank] == n) {
                quads += n == 4;
                trips += n == 3;
                pairs += n == 2;
                for (int k = 0; k < n; k++)
                    ties = ties << 4 | (uint32_t)rank;
            }
    int kind = high >= 0 && flush ? SK_SF
               : quads            ? SK_QUADS
               : flush            ? SK_FLUSH
               : trips && pairs   ? SK_FULL_HOUSE
               : high >= 0        ? SK_STRAIGHT
               : trips            ? SK_TRIPS
               : pairs == 2       ? SK_TWO_PAIR
               : pairs            ? SK_PAIR
                                  : SK_HIGH;
    if (kind == SK_STRAIGHT || kind == SK_SF)
        ties = (uint32_t)high;
    return (uint32_t)order[triton != 0][kind] << 20 | ties;
}

static inline uint32_t rules_short_value7(const int cards[7], int triton)
{
    return rules_best_of_seven(cards, rules_short_value5, triton);
}

/* The value of the best five of seven cards of a game: Hold'em (0), or
 * short deck (pokeq_game's 6) or Triton (7). */
static inline uint32_t rules_game_value7(int game, const int cards[7])
{
    return game == 6 || game == 7 ? rules_short_value7(cards, game == 7) : rules_value7(cards);
}

/* The category of a value. */
static inline int rules_category(uint32_t value)
{
    return (int)(value >> 20);
}

#endif
