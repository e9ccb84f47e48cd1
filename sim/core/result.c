/* SPDX-License-Identifier: MIT */
/* result.c - a pokeq_result's per-seat numbers from counts (result.h). */
#include "core/result.h"

static double ratio(double n, double d)
{
    return d != 0 ? n / d : 0;
}

/* Per-seat fractions from integer counts over n showdowns; `halves` is 2
 * in a hi/lo game (two showdowns a runout), else 1. */
void result_fill_seats(pokeq_result *r, const pokeq_player_counts *counts, int seats, uint64_t n, int halves)
{
    r->seats = seats;
    r->count = n;
    r->deals = n / (uint64_t)halves;
    for (int p = 0; p < seats; p++) {
        uint64_t ties = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += counts[p].ties[k];
        r->seat[p].counts = counts[p];
        r->seat[p].equity = pokeq_equity(&counts[p], n);
        r->seat[p].win = ratio((double)counts[p].wins, (double)n);
        r->seat[p].tie = ratio((double)ties, (double)n);
        r->seat[p].stderr_equity = 0;
        if (halves == 2) {
            r->seat[p].high = ratio((double)counts[p].high_units, (double)POKEQ_POT_UNITS * (double)n);
            r->seat[p].low = ratio((double)counts[p].low_units, (double)POKEQ_POT_UNITS * (double)n);
            r->seat[p].scoop = ratio((double)counts[p].scoops, (double)(n / 2));
        }
    }
}

void result_fill_mc(pokeq_result *r, const pokeq_mc_result *mc, int halves)
{
    result_fill_seats(r, mc->player, mc->players, mc->trials, halves);
    for (int p = 0; p < mc->players; p++)
        r->seat[p].stderr_equity = mc->stderr_equity[p];
    r->stopped_by = mc->stopped_by;
    r->threads = mc->threads;
}
