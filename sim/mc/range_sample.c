/* SPDX-License-Identifier: MIT */
/* range_sample.c - exact joint draws of hands (range_sample.h). */
#include "mc/range_sample.h"

#include <stdlib.h>
#include <string.h>

/* List every valid assignment when the seats' count product is at most
 * LIST_MAX_PRODUCT (the listing walks at most that many partial
 * assignments). Otherwise rejection, unless a pilot run shows it accepts
 * too rarely: PILOT_ACCEPTS accepted draws within PILOT_TRIES, an
 * acceptance rate of about 1 in 16,000, below which a Monte Carlo block
 * (4,096 trials) takes seconds and the cancel flag goes unread that long.
 * The pilot draws from a fixed stream, so the choice is a function of the
 * input alone, never of the seed or the threads. Such inputs are listed
 * if the walk (pruned at shared cards) takes at most LIST_MAX_NODES steps
 * and looks at most LIST_MAX_NODES x COMBO_COUNT choices (never binding
 * for Hold'em's 1,326 combos a seat; Omaha's lists are longer),
 * and refused with POKEQ_ERR_TOO_HARD if not. DRAW_MAX_TRIES bounds one
 * draw all the same: once the pilot passed, reaching it has odds below
 * e^-1000, but no input can then hang a draw. */
enum {
    LIST_MAX_PRODUCT = 1 << 18,
    LIST_MAX_NODES = 1 << 20,
    PILOT_ACCEPTS = 32,
    PILOT_TRIES = 1 << 19
};
#define DRAW_MAX_TRIES (1ULL << 24)
#define PILOT_SEED 0x706f6b6571ULL

/* Uniform in [0, bound), 1 <= bound < 2^64: Lemire's method, on a 64-bit
 * draw of two 32-bit outputs when the bound needs it. */
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

/* ---- alias tables ---- */

static void alias_free(alias_table *t)
{
    free(t->keep);
    free(t->alias);
    memset(t, 0, sizeof *t);
}

/* Vose's build in integers: column c holds n * weight[c] of n * total units
 * split as keep[c] for c and total - keep[c] for alias[c]. Returns
 * POKEQ_OK, POKEQ_ERR_MEMORY, or POKEQ_ERR_OVERFLOW when n * total does
 * not fit 64 bits. weights are n values >= 1. */
static int alias_build(alias_table *t, const uint64_t *weights, uint32_t n)
{
    memset(t, 0, sizeof *t);
    unsigned __int128 total = 0;
    for (uint32_t i = 0; i < n; i++)
        total += weights[i];
    if ((total * n) >> 64)
        return POKEQ_ERR_OVERFLOW;
    t->n = n;
    t->total = (uint64_t)total;
    t->keep = malloc(n * sizeof *t->keep);
    t->alias = malloc(n * sizeof *t->alias);
    uint32_t *small = malloc(n * sizeof *small), *large = malloc(n * sizeof *large);
    if (t->keep == NULL || t->alias == NULL || small == NULL || large == NULL) {
        free(small);
        free(large);
        alias_free(t);
        return POKEQ_ERR_MEMORY;
    }
    uint32_t smalls = 0, larges = 0;
    t->uniform = 1;
    for (uint32_t i = 0; i < n; i++) {
        t->uniform &= weights[i] == weights[0];
        t->keep[i] = weights[i] * n; /* scaled: a column holds t->total */
        t->alias[i] = i;
        if (t->keep[i] < t->total)
            small[smalls++] = i;
        else
            large[larges++] = i;
    }
    while (smalls > 0 && larges > 0) {
        const uint32_t s = small[--smalls], l = large[larges - 1];
        t->alias[s] = l;
        t->keep[l] -= t->total - t->keep[s];
        if (t->keep[l] < t->total) {
            larges--;
            small[smalls++] = l;
        }
    }
    /* What is left is exactly full (integers: no rounding remains). */
    while (larges > 0)
        t->keep[large[--larges]] = t->total;
    while (smalls > 0)
        t->keep[small[--smalls]] = t->total;
    free(small);
    free(large);
    return POKEQ_OK;
}

static inline uint32_t alias_draw(const alias_table *t, pcg32 *rng)
{
    const uint32_t column = pcg32_bounded(rng, t->n);
    if (t->uniform)
        return column;
    return draw_below(rng, t->total) < t->keep[column] ? column : t->alias[column];
}

/* ---- listed ---- */

typedef struct lister {
    const range_sampler *s;
    uint64_t count;
    uint64_t *weights;                      /* NULL while counting */
    uint32_t *live;
    int at[POKEQ_MAX_PLAYERS];
    int overflow;
    uint64_t steps, max_steps;          /* calls so far, and the budget */
    uint64_t looks, max_looks;          /* choices looked at, and max_steps x COMBO_COUNT */
} lister;

static void list_from(lister *l, int p, uint64_t used, uint64_t weight)
{
    const range_sampler *s = l->s;
    if (++l->steps > l->max_steps || l->looks > l->max_looks)
        return;
    if (p == s->players) {
        if (l->weights != NULL) {
            l->weights[l->count] = weight;
            for (int q = 0; q < s->players; q++)
                l->live[l->count * (uint64_t)s->players + (uint64_t)q] = (uint32_t)l->at[q];
        }
        l->count++;
        return;
    }
    const sample_seat *seat = &s->seat[p];
    l->looks += (uint64_t)seat->count;
    for (int i = 0; i < seat->count; i++) {
        if (seat->mask[i] & used)
            continue;
        l->at[p] = i;
        const unsigned __int128 product = (unsigned __int128)weight * seat->weight[i];
        l->overflow |= (product >> 64) != 0;
        list_from(l, p + 1, used | seat->mask[i], (uint64_t)product);
    }
}

static int product_small(const range_sampler *s)
{
    uint64_t product = 1;
    for (int p = 0; p < s->players; p++) {
        product *= (uint64_t)s->seat[p].count;
        if (product > LIST_MAX_PRODUCT)
            return 0;
    }
    return 1;
}

/* 1 when listed, 0 when the walk would pass max_steps or the weights
 * overflow, or a negative pokeq_error. */
static int try_list(range_sampler *s, uint64_t max_steps)
{
    const uint64_t max_looks = max_steps > UINT64_MAX / COMBO_COUNT ? UINT64_MAX : max_steps * COMBO_COUNT;
    lister l = {.s = s, .max_steps = max_steps, .max_looks = max_looks};
    list_from(&l, 0, 0, 1);
    if (l.steps > max_steps || l.looks > max_looks)
        return 0;
    const uint64_t count = l.count;
    if (count == 0)
        return -POKEQ_ERR_RANGE_EMPTY; /* the walk was whole: no assignment at all */
    l.weights = malloc(count * sizeof *l.weights);
    s->live = malloc(count * (uint64_t)s->players * sizeof *s->live);
    if (l.weights == NULL || s->live == NULL) {
        free(l.weights);
        return -POKEQ_ERR_MEMORY;
    }
    l.live = s->live;
    l.count = 0;
    l.steps = l.looks = 0;
    list_from(&l, 0, 0, 1);
    int error = l.overflow ? POKEQ_ERR_OVERFLOW : alias_build(&s->pick, l.weights, (uint32_t)count);
    free(l.weights);
    if (error == POKEQ_ERR_OVERFLOW) {
        free(s->live);
        s->live = NULL;
        return 0;
    }
    return error == POKEQ_OK ? 1 : -error;
}

/* ---- the sampler ---- */

/* One rejection attempt: each seat's combo drawn alone; 1 when no two
 * share a card. */
static inline int rejection_try(const range_sampler *s, pcg32 *rng, int live[POKEQ_MAX_PLAYERS])
{
    uint64_t used = 0;
    int clash = 0;
    for (int p = 0; p < s->players; p++) {
        live[p] = (int)alias_draw(&s->table[p], rng);
        const uint64_t mask = s->seat[p].mask[live[p]];
        clash |= (used & mask) != 0;
        used |= mask;
    }
    return !clash;
}

static int rejection_fast_enough(const range_sampler *s)
{
    pcg32 rng = pcg32_seeded(PILOT_SEED, 0);
    int live[POKEQ_MAX_PLAYERS], accepted = 0;
    for (uint32_t tries = 0; tries < PILOT_TRIES; tries++)
        if (rejection_try(s, &rng, live) && ++accepted == PILOT_ACCEPTS)
            return 1;
    return 0;
}

static int build_seat_tables(range_sampler *s)
{
    for (int p = 0; p < s->players; p++) {
        const sample_seat *seat = &s->seat[p];
        uint64_t *weights = malloc((size_t)seat->count * sizeof *weights);
        if (weights == NULL)
            return POKEQ_ERR_MEMORY;
        for (int i = 0; i < seat->count; i++)
            weights[i] = seat->weight[i];
        const int error = alias_build(&s->table[p], weights, (uint32_t)seat->count);
        free(weights);
        if (error != POKEQ_OK)
            return error;
    }
    return POKEQ_OK;
}

/* The method for a plan: 1 listed, 0 rejection, or a negative
 * pokeq_error. */
static int choose_method(range_sampler *s)
{
    if (product_small(s)) {
        const int listed = try_list(s, UINT64_MAX);
        if (listed != 0)
            return listed;
    }
    const int error = build_seat_tables(s);
    if (error != POKEQ_OK)
        return -error;
    if (rejection_fast_enough(s))
        return 0;
    const int listed = try_list(s, LIST_MAX_NODES);
    return listed != 0 ? listed : -POKEQ_ERR_TOO_HARD;
}

int range_sampler_init(range_sampler *s, const sample_seat *seats, int players)
{
    memset(s, 0, sizeof *s);
    s->players = players;
    for (int p = 0; p < players; p++)
        s->seat[p] = seats[p];
    const int method = choose_method(s);
    if (method < 0) {
        range_sampler_free(s);
        return -method;
    }
    s->listed = method;
    return POKEQ_OK;
}

int range_sampler_init_plan(range_sampler *s, const range_plan *plan)
{
    sample_seat seats[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < plan->players; p++)
        seats[p] = (sample_seat){plan->seat[p].count, plan->seat[p].mask, plan->seat[p].weight};
    return range_sampler_init(s, seats, plan->players);
}

void range_sampler_free(range_sampler *s)
{
    alias_free(&s->pick);
    free(s->live);
    for (int p = 0; p < POKEQ_MAX_PLAYERS; p++)
        alias_free(&s->table[p]);
    memset(s, 0, sizeof *s);
}

int range_sampler_draw(const range_sampler *s, pcg32 *rng, int live[POKEQ_MAX_PLAYERS])
{
    const int players = s->players;
    if (s->listed) {
        const uint64_t pick = alias_draw(&s->pick, rng);
        for (int p = 0; p < players; p++)
            live[p] = s->live[pick * (uint64_t)players + (uint64_t)p];
        return POKEQ_OK;
    }
    for (uint64_t tries = 0; tries < DRAW_MAX_TRIES; tries++)
        if (rejection_try(s, rng, live))
            return POKEQ_OK;
    return POKEQ_ERR_TOO_HARD;
}
