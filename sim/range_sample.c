/* range_sample.c - exact joint draws of combos (range_sample.h). */
#include "range_sample.h"

#include <stdlib.h>
#include <string.h>

/* List every valid assignment when the seats' count product is at most
 * this (the listing walks at most that many partial assignments). */
enum { LIST_MAX_PRODUCT = 1 << 18 };

/* Uniform in [0, bound), bound >= 1, up to 2^64 - 1: Lemire's method on a
 * 64-bit draw made of two 32-bit outputs. */
static uint64_t draw_below(pcg32 *rng, uint64_t bound)
{
    if (bound <= UINT32_MAX)
        return pcg32_bounded(rng, (uint32_t)bound);
    const uint64_t threshold = -bound % bound;
    for (;;) {
        const uint64_t x = (uint64_t)pcg32_next(rng) << 32 | pcg32_next(rng);
        const unsigned __int128 product = (unsigned __int128)x * bound;
        if ((uint64_t)product >= threshold)
            return (uint64_t)(product >> 64);
    }
}

/* ---- listed ---- */

typedef struct lister {
    const range_plan *plan;
    range_sampler *sampler;
    int live[POKEQ_MAX_PLAYERS];
    uint64_t total;
    int overflow;
} lister;

/* Lists (or, with sampler->live NULL, counts) the valid assignments. */
static void list_from(lister *l, int p, uint64_t used, uint64_t weight)
{
    const range_plan *plan = l->plan;
    range_sampler *s = l->sampler;
    if (p == plan->players) {
        if (s->live != NULL) {
            for (int q = 0; q < plan->players; q++)
                s->live[s->count * (uint64_t)plan->players + (uint64_t)q] = (uint16_t)l->live[q];
            l->overflow |= l->total + weight < l->total;
            l->total += weight;
            s->cumulative[s->count] = l->total;
        }
        s->count++;
        return;
    }
    const range_seat *seat = &plan->seat[p];
    for (int i = 0; i < seat->count; i++) {
        if (seat->mask[i] & used)
            continue;
        l->live[p] = i;
        const unsigned __int128 product = (unsigned __int128)weight * seat->weight[i];
        l->overflow |= (product >> 64) != 0;
        list_from(l, p + 1, used | seat->mask[i], (uint64_t)product);
    }
}

/* 1 when listed, 0 when the list would be too long or its weights too big. */
static int try_list(range_sampler *s, const range_plan *plan)
{
    uint64_t product = 1;
    for (int p = 0; p < plan->players; p++) {
        product *= (uint64_t)plan->seat[p].count;
        if (product > LIST_MAX_PRODUCT)
            return 0;
    }
    lister l = {.plan = plan, .sampler = s};
    s->count = 0;
    list_from(&l, 0, 0, 1);
    s->cumulative = malloc(s->count * sizeof *s->cumulative);
    s->live = malloc(s->count * (uint64_t)plan->players * sizeof *s->live);
    if (s->cumulative == NULL || s->live == NULL)
        return -1;
    s->count = 0;
    list_from(&l, 0, 0, 1);
    if (l.overflow) {
        free(s->cumulative);
        free(s->live);
        s->cumulative = NULL;
        s->live = NULL;
        return 0;
    }
    return 1;
}

/* The first index whose inclusive cumulative sum exceeds x. */
static uint64_t search64(const uint64_t *cumulative, uint64_t count, uint64_t x)
{
    uint64_t low = 0, high = count - 1;
    while (low < high) {
        const uint64_t mid = low + (high - low) / 2;
        if (cumulative[mid] > x)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

static int search32(const uint32_t *cumulative, int count, uint32_t x)
{
    int low = 0, high = count - 1;
    while (low < high) {
        const int mid = (low + high) / 2;
        if (cumulative[mid] > x)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

int range_sampler_init(range_sampler *s, const range_plan *plan)
{
    memset(s, 0, sizeof *s);
    s->plan = plan;
    const int listed = try_list(s, plan);
    if (listed < 0) {
        range_sampler_free(s);
        return POKEQ_ERR_MEMORY;
    }
    s->listed = listed;
    if (listed)
        return POKEQ_OK;
    for (int p = 0; p < plan->players; p++) {
        const range_seat *seat = &plan->seat[p];
        s->seat_cumulative[p] = malloc((size_t)seat->count * sizeof(uint32_t));
        if (s->seat_cumulative[p] == NULL) {
            range_sampler_free(s);
            return POKEQ_ERR_MEMORY;
        }
        uint32_t sum = 0;
        for (int i = 0; i < seat->count; i++)
            s->seat_cumulative[p][i] = sum += seat->weight[i];
    }
    return POKEQ_OK;
}

void range_sampler_free(range_sampler *s)
{
    free(s->cumulative);
    free(s->live);
    for (int p = 0; p < POKEQ_MAX_PLAYERS; p++)
        free(s->seat_cumulative[p]);
    memset(s, 0, sizeof *s);
}

void range_sampler_draw(const range_sampler *s, pcg32 *rng, int live[POKEQ_MAX_PLAYERS])
{
    const range_plan *plan = s->plan;
    const int players = plan->players;
    if (s->listed) {
        const uint64_t pick = search64(s->cumulative, s->count, draw_below(rng, s->cumulative[s->count - 1]));
        for (int p = 0; p < players; p++)
            live[p] = s->live[pick * (uint64_t)players + (uint64_t)p];
        return;
    }
    for (;;) {
        uint64_t used = 0;
        int clash = 0;
        for (int p = 0; p < players; p++) {
            const range_seat *seat = &plan->seat[p];
            const uint32_t x = pcg32_bounded(rng, (uint32_t)seat->total_weight);
            live[p] = search32(s->seat_cumulative[p], seat->count, x);
            clash |= (used & seat->mask[live[p]]) != 0;
            used |= seat->mask[live[p]];
        }
        if (!clash)
            return;
    }
}
