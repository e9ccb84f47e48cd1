/* SPDX-License-Identifier: MIT */
/* ranking.c - which order each enum pokeq_ranking names (ranking.h), and
 * pokeq_ranking_order. */
#include "text/ranking.h"

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
