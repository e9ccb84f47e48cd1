/* SPDX-License-Identifier: MIT */
/* preflop_table.c - preflop jobs against random from the class table (preflop_table.h). */
#include "solve/preflop_table.h"

#include "core/whole.h"
#include "text/combo.h"

#include <string.h>

enum { OPPONENT_COMBOS = 1225 };
#define BOARDS_PREFLOP 1712304ULL /* C(48, 5) */

int preflop_table_random_seat(const resolved *r)
{
    if (r->game != GAME_HOLDEM || r->seats != 2 || r->board_count != 0 || r->dead_count != 0)
        return -1;
    if (resolved_range_random(&r->given[1]))
        return 1;
    return resolved_range_random(&r->given[0]) ? 0 : -1;
}

/* The range's reduced weight summed per class (weights summed, then
 * divided by their greatest common divisor, which divides each); returns
 * its live combos. */
static int class_weights(const pokeq_range *range, uint64_t weight[CLASS_COUNT])
{
    memset(weight, 0, CLASS_COUNT * sizeof weight[0]);
    uint64_t divisor = 0;
    unsigned last = 0;
    int live = 0, combo = 0;
    for (int high = 1; high < CARD_COUNT; high++) {
        const int rank = card_rank(high), suit = card_suit(high);
        for (int low = 0; low < high; low++, combo++) {
            const unsigned w = range->weight[combo];
            if (w == 0)
                continue;
            live++;
            divisor = w != last ? whole_gcd(divisor, w) : divisor;
            last = w;
            weight[class_of_ranks(rank, card_rank(low), suit == card_suit(low))] += w;
        }
    }
    for (int cls = 0; cls < CLASS_COUNT; cls++)
        weight[cls] /= divisor;
    return live;
}

void preflop_table_count(const resolved *r, int random_seat, pokeq_player_counts counts[2], uint64_t *showdowns,
                         uint64_t *deals)
{
    uint64_t weight[CLASS_COUNT];
    const int hero = 1 - random_seat;
    int live = 1;
    if (r->fixed[hero]) { /* one combo: weight 1 once reduced */
        memset(weight, 0, sizeof weight);
        const int high = r->hole[hero][0], low = r->hole[hero][1];
        weight[class_of_ranks(card_rank(high), card_rank(low), card_suit(high) == card_suit(low))] = 1;
    } else {
        live = class_weights(&r->given[hero], weight);
    }
    uint64_t n = 0, wins = 0, ties = 0, units = 0;
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        const preflop_combo_counts *c = &preflop_vs_random[cls];
        n += weight[cls] * c->showdowns;
        wins += weight[cls] * c->wins;
        ties += weight[cls] * c->ties;
        units += weight[cls] * c->equity_units;
    }
    pokeq_player_counts *mine = &counts[hero], *random = &counts[random_seat];
    memset(counts, 0, 2 * sizeof counts[0]);
    mine->wins = wins;
    mine->ties[2] = ties;
    mine->equity_units = units;
    random->wins = n - wins - ties;
    random->ties[2] = ties;
    random->equity_units = POKEQ_POT_UNITS * n - units;
    *showdowns = n;
    *deals = (uint64_t)live * OPPONENT_COMBOS * BOARDS_PREFLOP;
}
