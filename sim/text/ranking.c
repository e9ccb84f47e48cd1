/* SPDX-License-Identifier: MIT */
/* ranking.c - which order each enum pokeq_ranking names (ranking.h), and
 * pokeq_ranking_order. */
#include "text/ranking.h"

#include "text/omaha_class.h"

const uint8_t *ranking_table(enum pokeq_ranking ranking)
{
    switch (ranking) {
    case POKEQ_RANKING_POKERSTOVE: return ranking_pokerstove;
    case POKEQ_RANKING_VS3: return ranking_vs3;
    case POKEQ_RANKING_VS1: return ranking_vs1;
    }
    return NULL;
}

int pokeq_ranking_order(enum pokeq_ranking ranking, int order[POKEQ_CLASSES])
{
    const uint8_t *table = ranking_table(ranking);
    if (order == NULL || table == NULL)
        return -POKEQ_ERR_ARGUMENT;
    for (int i = 0; i < POKEQ_CLASSES; i++)
        order[i] = table[i];
    return POKEQ_OK;
}

const omaha_ranking *ranking_omaha_of(int game)
{
    return game == POKEQ_GAME_OMAHA ? &ranking_omaha : game == POKEQ_GAME_OMAHA_HILO ? &ranking_omaha_hilo : NULL;
}

int ranking_omaha_place(const omaha_ranking *ranking, uint64_t hand)
{
    const uint64_t key = omaha_class_key(hand);
    int low = 0, high = RANKING_OMAHA_CLASSES - 1;
    while (low < high) {
        const int middle = (low + high) / 2;
        if (ranking->key[ranking->by_key[middle]] < key)
            low = middle + 1;
        else
            high = middle;
    }
    return ranking->by_key[low];
}

int ranking_omaha_top(const omaha_ranking *ranking, int64_t micro_percent)
{
    const int64_t target = micro_percent * RANKING_OMAHA_HANDS; /* hands x 10^8 */
    int64_t hands = 0;
    int classes = 0;
    while (classes < RANKING_OMAHA_CLASSES && hands * 100 * 1000000 < target)
        hands += omaha_class_combos(ranking->key[classes++]);
    return classes;
}
