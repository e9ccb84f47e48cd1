/* SPDX-License-Identifier: MIT */
/*
 * ranking.h - the hand-class orders that percentage ranges take hands from.
 *
 * The tables are the committed TSV files in data/, checked and written as C
 * at build time by sim/gen/rankdata.c into $(BUILD)/gen/pokeq_ranking.c:
 * each lists the 169 classes (combo.h cells), strongest first.
 * pokerstove is PokerStove's published order (data/pokerstove-ranking.tsv
 * names its source); vs3 orders by equity in a four-way pot against three
 * random hands (Monte Carlo, computed once by `make regen-ranking`); vs1
 * by the exact equity against one random hand. Constant data; safe from
 * any thread.
 */
#ifndef POKEQ_RANKING_H
#define POKEQ_RANKING_H

#include "pokeq.h"

#include <stdint.h>

extern const uint8_t ranking_pokerstove[169];
extern const uint8_t ranking_vs3[169];
extern const uint8_t ranking_vs1[169];

/* Short deck's order of its 81 classes (ranks 6..A, combo.h cells),
 * strongest first, by the exact equity against one random short deck hand
 * (data/ranking-shortdeck.tsv, `make regen-ranking`): what "N%" means in
 * both short deck games, whatever ranking is asked for. */
enum { RANKING_SHORTDECK_CLASSES = 81, RANKING_SHORTDECK_COMBOS = 630 };
extern const uint8_t ranking_shortdeck[RANKING_SHORTDECK_CLASSES];

/* Omaha 4's rankings of its 16,432 suit classes (text/omaha_class.h) by
 * equity against one random hand (Monte Carlo, `make regen-ranking`):
 * omaha's (data/ranking-omaha.tsv) and omaha-hilo's, in its game
 * (data/ranking-omaha-hilo.tsv: both half pots). key[i] is the class
 * ranked i-th (0 strongest); by_key lists the places i ordered by key, for
 * the lookup. */
enum { RANKING_OMAHA_CLASSES = 16432, RANKING_OMAHA_HANDS = 270725 };
typedef struct omaha_ranking {
    const uint64_t *key;
    const uint16_t *by_key;
} omaha_ranking;
extern const omaha_ranking ranking_omaha;
extern const omaha_ranking ranking_omaha_hilo;

/* The ranking "N%" reads for an Omaha game (enum pokeq_game), or NULL for a
 * game without one (every game but omaha and omaha-hilo). */
const omaha_ranking *ranking_omaha_of(int game);

/* The place (0 strongest) of a four-card hand's class. */
int ranking_omaha_place(const omaha_ranking *ranking, uint64_t hand);

/* How many of the strongest classes the top micro_percent (millionths of a
 * percent) of the hands take: the shortest prefix whose hands reach that
 * share of the 270,725 (Hold'em's rule); 0 for 0 %. */
int ranking_omaha_top(const omaha_ranking *ranking, int64_t micro_percent);

/* The table a ranking names, or NULL for a value that names none. */
const uint8_t *ranking_table(enum pokeq_ranking ranking);

#endif
