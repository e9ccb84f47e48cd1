/* SPDX-License-Identifier: MIT */
/*
 * curve.c - pokeq_equity_curve (pokeq.h): a seat's combos sorted by equity,
 * compared exactly (cross products of integer counts), with the cumulative
 * share of showdowns each reaches.
 */
#include "pokeq.h"

#include <stdlib.h>

typedef struct curve_entry {
    int combo;
    uint64_t showdowns, units;
} curve_entry;

/* Stronger first: units_a / showdowns_a against units_b / showdowns_b
 * without division (128-bit products); then by combo index. */
static int stronger_first(const void *a, const void *b)
{
    const curve_entry *p = a, *q = b;
    const unsigned __int128 left = (unsigned __int128)p->units * q->showdowns;
    const unsigned __int128 right = (unsigned __int128)q->units * p->showdowns;
    if (left != right)
        return left > right ? -1 : 1;
    return (p->combo > q->combo) - (p->combo < q->combo);
}

int pokeq_equity_curve(const pokeq_combo_counts combos[POKEQ_COMBOS], pokeq_curve_point points[POKEQ_COMBOS])
{
    if (combos == NULL || points == NULL)
        return -POKEQ_ERR_ARGUMENT;
    curve_entry entries[POKEQ_COMBOS];
    int n = 0;
    uint64_t total = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        if (combos[combo].showdowns == 0)
            continue;
        entries[n++] = (curve_entry){combo, combos[combo].showdowns, combos[combo].equity_units};
        total += combos[combo].showdowns;
    }
    qsort(entries, (size_t)n, sizeof entries[0], stronger_first);
    uint64_t cumulative = 0;
    for (int i = 0; i < n; i++) {
        cumulative += entries[i].showdowns;
        points[i].combo = entries[i].combo;
        points[i].showdowns = entries[i].showdowns;
        points[i].cumulative = cumulative;
        points[i].x = (double)cumulative / (double)total;
        points[i].equity = (double)entries[i].units / ((double)POKEQ_POT_UNITS * (double)entries[i].showdowns);
    }
    return n;
}
