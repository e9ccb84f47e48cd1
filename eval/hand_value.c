/* SPDX-License-Identifier: MIT */
/* hand_value.c - categories and plain-words descriptions of values. */
#include "hand_value.h"

#include "card.h"
#include "pokeq.h"

#include <stdio.h>

/* Cumulative sums of the per-category class counts in hand_value.h. */
const int CATEGORY_FIRST_VALUE[CATEGORY_COUNT + 1] = {
    1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7463,
};

int value_category(int value)
{
    if (value < 1 || value > VALUE_COUNT)
        return -1;
    int category = 0;
    while (value >= CATEGORY_FIRST_VALUE[category + 1])
        category++;
    return category;
}

int pokeq_category(int value) { return value_category(value); }

static const char *const CATEGORY_NAMES[CATEGORY_COUNT] = {
    "high card", "pair", "two pair", "three of a kind", "straight",
    "flush", "full house", "four of a kind", "straight flush",
};

const char *pokeq_category_name(int category)
{
    if (category < 0 || category >= CATEGORY_COUNT)
        return "invalid";
    return CATEGORY_NAMES[category];
}

static const char *const RANK_NAMES[RANK_COUNT] = {
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
};
static const char *const RANK_PLURALS[RANK_COUNT] = {
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces",
};

/* The highest rank of the index-th (0-based) five-rank set in colex order
 * that is not a straight: the inverse of the high-card and flush blocks. */
static int top_rank_of_distinct_index(int index)
{
    for (int mask = 0x1f; mask < 1 << RANK_COUNT; mask++) {
        if (__builtin_popcount(mask) != 5)
            continue;
        const int low = __builtin_ctz(mask);
        if (mask == (0x1f << low) || mask == 0x100f)
            continue; /* straights (0x100f is the wheel) live elsewhere */
        if (index-- == 0)
            return 31 - __builtin_clz(mask);
    }
    return -1;
}

/* The index-th two-element subset in colex order: high*(high-1)/2 + low. */
static void unrank_two(int index, int *high, int *low)
{
    int h = 1;
    while ((h + 1) * h / 2 <= index)
        h++;
    *high = h;
    *low = index - h * (h - 1) / 2;
}

int pokeq_describe(int value, char *out, size_t size)
{
    const int category = value_category(value);
    if (category < 0)
        return -1;
    const int index = value - CATEGORY_FIRST_VALUE[category];
    const char *name = CATEGORY_NAMES[category];
    int high, low;
    switch (category) {
    case POKEQ_HIGH_CARD:
    case POKEQ_FLUSH:
        return snprintf(out, size, "%s, %s high", name, RANK_NAMES[top_rank_of_distinct_index(index)]);
    case POKEQ_STRAIGHT:
    case POKEQ_STRAIGHT_FLUSH:
        /* index 0 is the wheel (five high), 9 is ace high */
        return snprintf(out, size, "%s, %s high", name, RANK_NAMES[index + 3]);
    case POKEQ_PAIR:
        return snprintf(out, size, "pair of %s", RANK_PLURALS[index / 220]);
    case POKEQ_TWO_PAIR:
        unrank_two(index / 11, &high, &low);
        return snprintf(out, size, "two pair, %s and %s", RANK_PLURALS[high], RANK_PLURALS[low]);
    case POKEQ_THREE_OF_A_KIND:
        return snprintf(out, size, "three of a kind, %s", RANK_PLURALS[index / 66]);
    case POKEQ_FULL_HOUSE:
        high = index / 12;
        low = index % 12;
        low += low >= high;
        return snprintf(out, size, "full house, %s full of %s", RANK_PLURALS[high], RANK_PLURALS[low]);
    default: /* four of a kind */
        return snprintf(out, size, "four of a kind, %s", RANK_PLURALS[index / 12]);
    }
}
