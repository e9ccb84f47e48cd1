/* SPDX-License-Identifier: MIT */
/*
 * game_describe.c - pokeq_describe_game: a hand named in its game (the
 * high hand as pokeq_describe names it, the A-5 low by its five ranks from
 * the top, the eight-or-better low likewise or "no low").
 */
#include "core/game.h"

#include "card.h"
#include "low_rules.h"

#include <stdio.h>

/* The best A-5 low value of count (5..7) cards: the best of their fives. */
static int best_low(const int *cards, int count)
{
    int best = 0;
    for (unsigned skip = 0; skip < 1u << count; skip++) {
        if (__builtin_popcount(skip) != count - 5)
            continue;
        int five[5], n = 0;
        for (int i = 0; i < count; i++)
            if (!(skip >> i & 1))
                five[n++] = cards[i];
        const int value = low_value5(five);
        best = value > best ? value : best;
    }
    return best;
}

static const char *const SHAPES[] = {"", ", one pair", ", two pair", ", three of a kind", ", full house",
                                     ", four of a kind"};

/* "8-6-5-4-2 low" (A-5, with its shape when paired). */
static int a5_words(int value, char *out, size_t size)
{
    const uint32_t key = low_value_key(value);
    int ranks[5];
    low_rules_ranks(key, ranks);
    char r[5];
    for (int i = 0; i < 5; i++)
        r[i] = ranks[i] == 12 ? 'A' : rank_char(ranks[i]);
    return snprintf(out, size, "%c-%c-%c-%c-%c low%s", r[0], r[1], r[2], r[3], r[4], SHAPES[low_rules_shape(key)]);
}

/* "7-5-4-3-A low" from an eight-or-better value, or "no low". */
static int eight_words(int value, char *out, size_t size)
{
    if (value == 0)
        return snprintf(out, size, "no low");
    const unsigned set = 256u - (unsigned)value; /* bit 0 ace .. bit 7 eight */
    char r[5];
    int n = 0;
    for (int bit = 7; bit >= 0; bit--)
        if (set >> bit & 1)
            r[n++] = bit == 0 ? 'A' : (char)('1' + bit);
    return snprintf(out, size, "%c-%c-%c-%c-%c low", r[0], r[1], r[2], r[3], r[4]);
}

int pokeq_describe_game(int game, const int *cards, int count, char *out, size_t size)
{
    if (!game_known(game))
        return -POKEQ_ERR_GAME;
    const game_kind kind = (game_kind)game;
    if (cards == NULL || out == NULL || count < 5 || count > 7)
        return -POKEQ_ERR_ARGUMENT;
    uint64_t seen = 0;
    for (int i = 0; i < count; i++) {
        if (cards[i] < 0 || cards[i] >= CARD_COUNT || (seen >> cards[i] & 1))
            return -POKEQ_ERR_ARGUMENT;
        seen |= 1ULL << cards[i];
    }
    if (game_is_omaha(kind) || kind == GAME_SHORTDECK || kind == GAME_SHORTDECK_TRITON)
        return -POKEQ_ERR_UNSUPPORTED; /* Omaha: hole and board apart; short deck: its own scale */
    if (kind == GAME_RAZZ)
        return a5_words(best_low(cards, count), out, size);
    char high[96], low[64];
    pokeq_describe(pokeq_eval(cards, count), high, sizeof high);
    if (!game_is_hilo(kind))
        return snprintf(out, size, "%s", high);
    if (kind == GAME_STUD_HILO_NQ)
        a5_words(best_low(cards, count), low, sizeof low);
    else
        eight_words(low8_value(hand_of_cards(cards, count).mask), low, sizeof low);
    return snprintf(out, size, "%s; %s", high, low);
}
