/* SPDX-License-Identifier: MIT */
/* shortdeck.c - the five-card short deck value (shortdeck.h). */
#include "shortdeck.h"

#include "shortdeck_rules.h"

int shortdeck_value5(const int cards[5], bool triton)
{
    const uint32_t key = shortdeck_rules_key_cards(cards, triton);
    const uint32_t *keys = shortdeck_tables.class_keys[triton];
    int low = 0, high = SHORTDECK_VALUE_COUNT - 1;
    while (low < high) {
        const int middle = (low + high) / 2;
        if (keys[middle] < key)
            low = middle + 1;
        else
            high = middle;
    }
    return keys[low] == key ? low + 1 : 0;
}
