/* SPDX-License-Identifier: MIT */
/*
 * game_describe.c - pokeq_describe_game: a hand named in its game (the
 * high hand as pokeq_describe names it, the A-5 and 2-7 lows by their five
 * ranks from the top, the eight-or-better low likewise or "no low", a
 * badugi by its size and ranks).
 */
#include "core/game.h"

#include "card.h"
#include "deuce_rules.h"
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

static const char *const DEUCE_SHAPES[] = {"", ", one pair", ", two pair", ", three of a kind", ", straight",
                                           ", flush", ", full house", ", four of a kind", ", straight flush"};

/* "7-5-4-3-2 low", "9-8-7-6-5 low, straight" (2-7: the ace high). */
static int deuce_words(const int cards[5], char *out, size_t size)
{
    int ranks[5], suited = 1;
    for (int i = 0; i < 5; i++) {
        ranks[i] = card_rank(cards[i]);
        suited &= card_suit(cards[i]) == card_suit(cards[0]);
    }
    const int shape = deuce_rules_ranks(deuce_rules_key(ranks, suited), ranks);
    char r[5];
    for (int i = 0; i < 5; i++)
        r[i] = rank_char(ranks[i]);
    return snprintf(out, size, "%c-%c-%c-%c-%c low%s", r[0], r[1], r[2], r[3], r[4], DEUCE_SHAPES[shape]);
}

/* "three-card badugi 8-5-A": its size, then its ranks from the top. */
static int badugi_words(const int cards[4], char *out, size_t size)
{
    static const char *const SIZES[] = {"", "one", "two", "three", "four"};
    const int value = badugi_value4(hand_of_cards(cards, 4).mask);
    const unsigned set = 8191u - (unsigned)(value & 8191); /* bit 0 ace .. bit 12 king */
    char ranks[16];
    int n = 0;
    for (int bit = 12; bit >= 0; bit--)
        if (set >> bit & 1) {
            ranks[n++] = bit == 0 ? 'A' : rank_char(bit - 1);
            ranks[n++] = '-';
        }
    ranks[n - 1] = '\0';
    return snprintf(out, size, "%s-card badugi %s", SIZES[value >> 13], ranks);
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
    const int wanted = game_is_draw(kind) ? game_of(kind).hole_cards : 0; /* draw games: exactly their hand */
    if (cards == NULL || out == NULL || (wanted ? count != wanted : count < 5 || count > 7))
        return -POKEQ_ERR_ARGUMENT;
    uint64_t seen = 0;
    for (int i = 0; i < count; i++) {
        if (cards[i] < 0 || cards[i] >= CARD_COUNT || (seen >> cards[i] & 1))
            return -POKEQ_ERR_ARGUMENT;
        seen |= 1ULL << cards[i];
    }
    if (game_is_omaha(kind) || kind == GAME_SHORTDECK || kind == GAME_SHORTDECK_TRITON)
        return -POKEQ_ERR_UNSUPPORTED; /* Omaha: hole and board apart; short deck: its own scale */
    if (kind == GAME_RAZZ || kind == GAME_LOWBALL_A5)
        return a5_words(best_low(cards, count), out, size);
    if (kind == GAME_LOWBALL27)
        return deuce_words(cards, out, size);
    if (kind == GAME_BADUGI)
        return badugi_words(cards, out, size);
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

const char *pokeq_game_category_name(int game, int category)
{
    static const char *const BADUGI[POKEQ_BADUGI_CATEGORIES] = {"one-card badugi", "two-card badugi",
                                                                 "three-card badugi", "four-card badugi"};
    if (!game_known(game) || !game_has_categories((game_kind)game) || game == GAME_RAZZ || game == GAME_LOWBALL_A5)
        return "invalid";
    if (game != GAME_BADUGI)
        return pokeq_category_name(category);
    return category >= 0 && category < POKEQ_BADUGI_CATEGORIES ? BADUGI[category] : "invalid";
}
