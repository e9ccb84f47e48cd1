/* SPDX-License-Identifier: MIT */
/*
 * holdem_hilo_brute.h - the tests' independent exact answer for
 * holdem-hilo: every completion of the board dealt (cards high to low),
 * each seat's high the best five of its seven cards by rules.h, its low
 * the best eight-or-better five of the same seven by stud_brute.h, and
 * the pot shared by omaha_brute.h's hi/lo convention. Nothing of eval/ or
 * sim/ is called. Test code; one thread.
 */
#ifndef POKEQ_TEST_HOLDEM_HILO_BRUTE_H
#define POKEQ_TEST_HOLDEM_HILO_BRUTE_H

#include "stud_brute.h"

static inline void holdem_hilo_brute_deal(omaha_deal *d, omaha_counts *c, int from)
{
    if (d->board_count == 5) {
        uint64_t high[POKEQ_MAX_PLAYERS], low[POKEQ_MAX_PLAYERS];
        int lows = 0;
        for (int p = 0; p < d->seats; p++) {
            const int seven[7] = {d->hole[p][0], d->hole[p][1], d->board[0], d->board[1], d->board[2],
                                  d->board[3], d->board[4]};
            high[p] = rules_value7(seven);
            low[p] = brute_eight_seven(seven);
            lows += low[p] != 0;
        }
        omaha_brute_pot(c, high, low, lows, d->seats, 1);
        return;
    }
    for (int card = from; card >= 0; card--) {
        if (d->used[card])
            continue;
        d->used[card] = 1;
        d->board[d->board_count++] = card;
        holdem_hilo_brute_deal(d, c, card - 1);
        d->board_count--;
        d->used[card] = 0;
    }
}

/* seats: "As2d KhKc", board and dead as card lists ("" for none). */
static inline omaha_counts brute_holdem_hilo(const char *seats, const char *board, const char *dead)
{
    omaha_deal d = omaha_deal_of(seats, board, dead, 2);
    omaha_counts c;
    memset(&c, 0, sizeof c);
    holdem_hilo_brute_deal(&d, &c, 51);
    return c;
}

#endif
