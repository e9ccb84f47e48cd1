/* SPDX-License-Identifier: MIT */
/* deals.c - the deals of an exact answer over ranges (deals.h). */
#include "solve/deals.h"

#include "text/combo.h"

#include <stdlib.h>
#include <string.h>

typedef struct deal_seat {
    int count;
    uint64_t mask[COMBO_COUNT];         /* the live combos' cards */
} deal_seat;

typedef struct deal_walk {
    int seats;
    deal_seat *seat;                    /* smallest first; the last is counted, not walked */
    int last_count;
    int last_per_card[CARD_COUNT];      /* the last seat's combos holding each card */
    uint8_t last_has[COMBO_COUNT];      /* whether the last seat holds each combo */
} deal_walk;

/* The last seat's combos that share no card with `used`: all, less those
 * holding a used card (a combo with two used cards is subtracted twice,
 * so it is added back once). */
static uint64_t last_seat_left(const deal_walk *w, uint64_t used)
{
    int cards[2 * POKEQ_MAX_PLAYERS], n = 0;
    for (uint64_t rest = used; rest != 0; rest &= rest - 1)
        cards[n++] = __builtin_ctzll(rest);
    int64_t left = w->last_count;
    for (int i = 0; i < n; i++) {
        left -= w->last_per_card[cards[i]];
        for (int j = 0; j < i; j++)
            left += w->last_has[combo_index(cards[i], cards[j])];
    }
    return (uint64_t)left;
}

static uint64_t walk(const deal_walk *w, int level, uint64_t used)
{
    if (level == w->seats - 1)
        return last_seat_left(w, used);
    const deal_seat *s = &w->seat[level];
    uint64_t total = 0;
    for (int i = 0; i < s->count; i++)
        if ((s->mask[i] & used) == 0)
            total += walk(w, level + 1, used | s->mask[i]);
    return total;
}

static int by_size(const void *a, const void *b)
{
    return pokeq_range_size(a) - pokeq_range_size(b);
}

bool deals_unweighted(const resolved *r)
{
    for (int p = 0; p < r->seats; p++) {
        int weight = 0;
        for (int combo = 0; combo < COMBO_COUNT; combo++) {
            const int w = r->live[p].weight[combo];
            if (w != 0 && weight != 0 && w != weight)
                return false;
            weight = w != 0 ? w : weight;
        }
    }
    return true;
}

uint64_t deals_count(const resolved *r)
{
    pokeq_range *live = malloc((size_t)r->seats * sizeof *live);
    deal_walk *w = calloc(1, sizeof *w);
    deal_seat *seat = malloc((size_t)r->seats * sizeof *seat);
    uint64_t deals = 0;
    if (live != NULL && w != NULL && seat != NULL) {
        memcpy(live, r->live, (size_t)r->seats * sizeof *live);
        qsort(live, (size_t)r->seats, sizeof *live, by_size);
        *w = (deal_walk){.seats = r->seats, .seat = seat};
        for (int p = 0; p < r->seats; p++) {
            seat[p].count = 0;
            for (int combo = 0; combo < COMBO_COUNT; combo++) {
                if (live[p].weight[combo] == 0)
                    continue;
                if (p < r->seats - 1) {
                    seat[p].mask[seat[p].count++] = combo_mask(combo);
                    continue;
                }
                int cards[2];
                combo_cards(combo, cards);
                w->last_count++;
                w->last_per_card[cards[0]]++;
                w->last_per_card[cards[1]]++;
                w->last_has[combo] = 1;
            }
        }
        /* every assignment leaves the same cards to deal the board from */
        const int left = game_of(r->game).deck_size - r->board_count - r->dead_count - 2 * r->seats;
        uint64_t runouts = 1;
        for (int i = 1; i <= 5 - r->board_count; i++)
            runouts = runouts * (uint64_t)(left - 5 + r->board_count + i) / (uint64_t)i;
        deals = walk(w, 0, 0) * runouts;
    }
    free(live);
    free(w);
    free(seat);
    return deals;
}
