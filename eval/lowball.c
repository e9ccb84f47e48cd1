/* SPDX-License-Identifier: MIT */
/* lowball.c - the A-5 low of five cards by its class, and the low categories' names (lowball.h). */
#include "lowball.h"

#include "card.h"
#include "low_rules.h"

#include <stdlib.h>

static int compare_keys(const void *a, const void *b)
{
    const uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int low_value5(const int cards[5])
{
    int ranks[5];
    for (int i = 0; i < 5; i++)
        ranks[i] = card_rank(cards[i]);
    const uint32_t key = low_rules_key(ranks);
    const uint32_t *at = bsearch(&key, low_tables.class_keys, LOW_VALUE_COUNT, sizeof key, compare_keys);
    return at == NULL ? 0 : LOW_VALUE_COUNT - (int)(at - low_tables.class_keys);
}

static const char *const LOW_CATEGORY_NAMES[POKEQ_LOW_CATEGORIES] = {
    "5-low", "6-low", "7-low", "8-low", "9-low", "T-low", "J-low", "Q-low", "K-low", "paired low", "no low",
};

const char *pokeq_low_category_name(int category)
{
    if (category < 0 || category >= POKEQ_LOW_CATEGORIES)
        return "invalid";
    return LOW_CATEGORY_NAMES[category];
}
