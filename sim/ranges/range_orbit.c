/* SPDX-License-Identifier: MIT */
/* range_orbit.c - one seat's weights summed over the rest's symmetry (range_orbit.h). */
#include "ranges/range_orbit.h"

#include "ranges/range_exact.h"

#include <stdlib.h>
#include <string.h>

/* The symmetry of s with seat p holding every combo (so the rest alone
 * decides it): its order, its permutations into perms; 0 when no plan. */
static int rest_group(const pokeq_range_scenario *s, int p, const pokeq_range *every, int perms[24][SUIT_COUNT])
{
    pokeq_range_scenario rest = *s;
    rest.range[p] = every;
    range_plan *plan;
    if (range_plan_build(&rest, &plan) != POKEQ_OK)
        return 0;
    const int order = range_plan_permutations(plan, perms);
    range_plan_free(plan);
    return order;
}

static int image_of(int combo, const int perm[SUIT_COUNT])
{
    int cards[2];
    combo_cards(combo, cards);
    return combo_index(card_make(card_rank(cards[0]), perm[card_suit(cards[0])]),
                       card_make(card_rank(cards[1]), perm[card_suit(cards[1])]));
}

/* W(x) = sum over g of w(g x), from seat's reduced weights. */
static void orbit_weights(const range_seat *seat, int order, int perms[24][SUIT_COUNT], uint32_t W[COMBO_COUNT])
{
    memset(W, 0, COMBO_COUNT * sizeof W[0]);
    for (int i = 0; i < seat->count; i++)
        for (int g = 0; g < order; g++)
            W[image_of(seat->combo[i], perms[g])] += seat->weight[i];
}

/* Builds the plan with seat p's support widened to its orbits, then gives
 * it the weights W. 0 unless its symmetry is G's. */
static int build_orbit(const pokeq_range_scenario *s, int p, const uint32_t W[COMBO_COUNT], int order,
                       range_plan **out)
{
    pokeq_range *support = calloc(1, sizeof *support);
    if (support == NULL)
        return 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++)
        support->weight[combo] = W[combo] != 0;
    pokeq_range_scenario widened = *s;
    widened.range[p] = support;
    int perms[24][SUIT_COUNT];
    const int built = range_plan_build(&widened, out) == POKEQ_OK;
    free(support);
    if (!built)
        return 0;
    range_seat *seat = &(*out)->seat[p];
    if (range_plan_permutations(*out, perms) != order) {
        range_plan_free(*out);
        return 0;
    }
    seat->total_weight = 0;
    for (int i = 0; i < seat->count; i++) {
        seat->weight[i] = W[seat->combo[i]];
        seat->weight_of[seat->combo[i]] = seat->weight[i];
        seat->total_weight += seat->weight[i];
    }
    return 1;
}

int range_orbit_plan(const pokeq_range_scenario *s, const range_plan *plain, range_plan **out, uint64_t *order)
{
    *out = NULL;
    int perms[24][SUIT_COUNT], best_perms[24][SUIT_COUNT];
    const int plain_order = range_plan_permutations(plain, perms);
    pokeq_range *every = malloc(sizeof *every);
    if (every == NULL)
        return 0;
    memset(every->weight, 1, sizeof every->weight);
    int best = -1, best_order = plain_order;
    for (int p = 0; p < s->players; p++) {
        const int g = rest_group(s, p, every, perms);
        if (g > best_order) {
            best = p;
            best_order = g;
            memcpy(best_perms, perms, sizeof perms);
        }
    }
    free(every);
    if (best < 0)
        return 0;
    uint32_t *W = malloc(COMBO_COUNT * sizeof *W);
    if (W == NULL)
        return 0;
    orbit_weights(&plain->seat[best], best_order, best_perms, W);
    const int built = build_orbit(s, best, W, best_order, out);
    free(W);
    *order = (uint64_t)best_order;
    return built;
}

/* Every count of out divided by order; 0 when one does not divide. */
static int divide(pokeq_range_exact_result *out, uint64_t order)
{
    uint64_t *counts[2 + POKEQ_MAX_PLAYERS * (4 + POKEQ_MAX_PLAYERS)];
    int n = 0;
    counts[n++] = &out->showdowns;
    for (int p = 0; p < out->players; p++) {
        pokeq_player_counts *c = &out->player[p];
        counts[n++] = &c->wins;
        counts[n++] = &c->equity_units;
        counts[n++] = &c->high_units;
        counts[n++] = &c->low_units;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            counts[n++] = &c->ties[k];
    }
    for (int i = 0; i < n; i++)
        if (*counts[i] % order != 0)
            return 0;
    for (int i = 0; i < n; i++)
        *counts[i] /= order;
    return 1;
}

int range_orbit_run(const range_plan *plain, const range_plan *orbit, uint64_t order, int threads,
                    const work_control *control, pokeq_range_exact_result *out)
{
    const int code = range_exact_run_plan(orbit, threads, control, out, NULL, NULL);
    if (code == -POKEQ_ERR_OVERFLOW || (code == 0 && !divide(out, order)))
        return range_exact_run_plan(plain, threads, control, out, NULL, NULL);
    return code;
}
