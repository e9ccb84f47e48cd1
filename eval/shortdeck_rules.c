/* SPDX-License-Identifier: MIT */
/* shortdeck_rules.c - short deck's five-card ranking from its rules (shortdeck_rules.h). */
#include "shortdeck_rules.h"

#include "card.h"

/* Category ranks, weakest first; Triton swaps trips and straight. */
enum { SD_HIGH, SD_PAIR, SD_TWO_PAIR, SD_TRIPS, SD_STRAIGHT, SD_FULL_HOUSE, SD_FLUSH, SD_QUADS, SD_STRAIGHT_FLUSH };
enum { KEY_CATEGORY_SHIFT = 20 };

/* pokeq_category of each rule category (pokeq.h's numbering). */
static const int POKEQ_CATEGORY_OF[] = {0, 1, 2, 3, 4, 6, 5, 7, 8};

/* The top rank of a straight made by five distinct ranks, or -1. */
static int straight_top(const int count[RANK_COUNT])
{
    for (int top = RANK_COUNT - 1; top >= SHORTDECK_LOW_RANK + 4; top--) {
        int run = 0;
        while (run < 5 && count[top - run] == 1)
            run++;
        if (run == 5)
            return top;
    }
    /* A-6-7-8-9: the ace below the six */
    const int wheel[5] = {12, 4, 5, 6, 7};
    for (int i = 0; i < 5; i++)
        if (count[wheel[i]] != 1)
            return -1;
    return 7;
}

uint32_t shortdeck_rules_key(const int ranks[5], bool suited, bool triton)
{
    int count[RANK_COUNT] = {0};
    for (int i = 0; i < 5; i++)
        count[ranks[i]]++;
    /* the tie-breaking ranks: larger groups first, higher ranks first */
    uint32_t ties = 0;
    int groups[6] = {0};
    for (int size = 4; size >= 1; size--)
        for (int rank = RANK_COUNT - 1; rank >= 0; rank--)
            if (count[rank] == size) {
                groups[size]++;
                for (int k = 0; k < size; k++)
                    ties = ties << 4 | (uint32_t)rank;
            }
    const int top = straight_top(count);
    int category;
    if (top >= 0 && suited)
        category = SD_STRAIGHT_FLUSH;
    else if (groups[4])
        category = SD_QUADS;
    else if (suited)
        category = SD_FLUSH;
    else if (groups[3] && groups[2])
        category = SD_FULL_HOUSE;
    else if (top >= 0)
        category = SD_STRAIGHT;
    else if (groups[3])
        category = SD_TRIPS;
    else if (groups[2] == 2)
        category = SD_TWO_PAIR;
    else if (groups[2])
        category = SD_PAIR;
    else
        category = SD_HIGH;
    if (top >= 0)
        ties = (uint32_t)top << 16; /* a straight is ranked by its top card alone */
    if (triton && (category == SD_TRIPS || category == SD_STRAIGHT))
        category = category == SD_TRIPS ? SD_STRAIGHT : SD_TRIPS;
    return (uint32_t)category << KEY_CATEGORY_SHIFT | ties;
}

uint32_t shortdeck_rules_key_cards(const int cards[5], bool triton)
{
    int ranks[5];
    bool suited = true;
    for (int i = 0; i < 5; i++) {
        ranks[i] = card_rank(cards[i]);
        suited = suited && card_suit(cards[i]) == card_suit(cards[0]);
    }
    return shortdeck_rules_key(ranks, suited, triton);
}

int shortdeck_rules_value(const uint32_t *keys, int count, uint32_t key)
{
    int low = 0, high = count - 1;
    while (low < high) {
        const int middle = (low + high) / 2;
        if (keys[middle] < key)
            low = middle + 1;
        else
            high = middle;
    }
    return count > 0 && keys[low] == key ? low + 1 : 0;
}

int shortdeck_rules_category(uint32_t key, bool triton)
{
    int category = (int)(key >> KEY_CATEGORY_SHIFT);
    if (triton && (category == SD_TRIPS || category == SD_STRAIGHT))
        category = category == SD_TRIPS ? SD_STRAIGHT : SD_TRIPS;
    return POKEQ_CATEGORY_OF[category];
}
