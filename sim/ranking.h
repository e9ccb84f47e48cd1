/*
 * ranking.h - the hand-class orders that percentage ranges take hands from.
 *
 * Both tables are written at build time by sim/gen/rankgen.c into
 * $(BUILD)/gen/pokeq_ranking.c: each lists the 169 classes (combo.h cells),
 * strongest first. vs3 orders by equity heads-up against three random
 * hands (Monte Carlo, fixed seed); vs1 by the exact equity against one
 * random hand. Constant data; safe from any thread.
 */
#ifndef POKEQ_RANKING_H
#define POKEQ_RANKING_H

#include <stdint.h>

extern const uint8_t ranking_vs3[169];
extern const uint8_t ranking_vs1[169];

#endif
