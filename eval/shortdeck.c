/* SPDX-License-Identifier: MIT */
/* shortdeck.c - the five-card short deck value (shortdeck.h). */
#include "shortdeck.h"

#include "shortdeck_rules.h"

int shortdeck_value5(const int cards[5], bool triton)
{
    return shortdeck_rules_value(shortdeck_tables.class_keys[triton], SHORTDECK_VALUE_COUNT,
                                 shortdeck_rules_key_cards(cards, triton));
}
