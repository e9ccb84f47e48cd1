/* SPDX-License-Identifier: MIT */
/* range_orbit.c - one seat's weights summed over the rest's symmetry (range_orbit.h). */
#include "ranges/range_orbit.h"

#include "ranges/range_exact.h"
#include "ranges/range_score.h"

#include <stdlib.h>
#include <string.h>

/* The symmetry of s with seat p left out (the rest alone decides it): its
 * order, its permutations into perms. */
static int rest_group(const pokeq_range_scenario *s, int p, int perms[24][SUIT_COUNT])
{
    int class_of[SUIT_COUNT];
    range_suit_classes(s, p, class_of);
    return range_class_permutations(class_of, perms);
}

static int image_of(int combo, const int perm[SUIT_COUNT])
{
    int cards[2];
    combo_cards(combo, cards);
    return combo_index(card_make(card_rank(cards[0]), perm[card_suit(cards[0])]),
                       card_make(card_rank(cards[1]), perm[card_suit(cards[1])]));
}

/* A plan for s with seat p holding the combos of weights[] (G-invariant:
 * the plan's are then set to them); 0 when it cannot be built or its
 * symmetry is not G's. */
static int build_with(const pokeq_range_scenario *s, int p, const uint32_t weights[COMBO_COUNT], int order,
                      range_plan **out)
{
    pokeq_range *support = calloc(1, sizeof *support);
    if (support == NULL)
        return 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++)
        support->weight[combo] = weights[combo] != 0;
    pokeq_range_scenario widened = *s;
    widened.range[p] = support;
    int perms[24][SUIT_COUNT];
    const int built = range_plan_build(&widened, out) == POKEQ_OK;
    free(support);
    if (!built)
        return 0;
    /* the plan's group holds G (every input is G-invariant); a larger one
     * would be found on the support alone, not on the weights set below */
    if (range_plan_permutations(*out, perms) != order) {
        range_plan_free(*out);
        *out = NULL;
        return 0;
    }
    range_seat *seat = &(*out)->seat[p];
    seat->total_weight = 0;
    for (int i = 0; i < seat->count; i++) {
        seat->weight[i] = weights[seat->combo[i]];
        seat->weight_of[seat->combo[i]] = seat->weight[i];
        seat->total_weight += seat->weight[i];
    }
    return 1;
}

/* Splits the seat's reduced weights: combos whose weight is the same all
 * over their orbit keep it (symmetric[]), the others' orbits get W
 * (spread[]). Returns whether any combo is symmetric. */
static int split(const range_seat *seat, int order, int perms[24][SUIT_COUNT], uint32_t symmetric[COMBO_COUNT],
                 uint32_t spread[COMBO_COUNT])
{
    memset(symmetric, 0, COMBO_COUNT * sizeof symmetric[0]);
    memset(spread, 0, COMBO_COUNT * sizeof spread[0]);
    int any = 0;
    for (int i = 0; i < seat->count; i++) {
        int same = 1;
        for (int g = 0; g < order; g++)
            same &= seat->weight_of[image_of(seat->combo[i], perms[g])] == seat->weight[i];
        if (same) {
            symmetric[seat->combo[i]] = seat->weight[i];
            any = 1;
            continue;
        }
        for (int g = 0; g < order; g++)
            spread[image_of(seat->combo[i], perms[g])] += seat->weight[i];
    }
    return any;
}

void range_orbit_free(range_orbits *o)
{
    range_plan_free(o->symmetric);
    range_plan_free(o->spread);
    o->symmetric = o->spread = NULL;
}

int range_orbit_plan(const pokeq_range_scenario *s, const range_plan *plain, range_orbits *out)
{
    *out = (range_orbits){NULL, NULL, 1};
    int perms[24][SUIT_COUNT], best_perms[24][SUIT_COUNT];
    const int plain_order = range_plan_permutations(plain, perms);
    int best = -1, best_order = plain_order;
    for (int p = 0; p < s->players; p++) {
        const int g = rest_group(s, p, perms);
        if (g > best_order) {
            best = p;
            best_order = g;
            memcpy(best_perms, perms, sizeof perms);
        }
    }
    uint32_t *symmetric = malloc(2 * COMBO_COUNT * sizeof *symmetric), *spread = symmetric + COMBO_COUNT;
    int built = best >= 0 && symmetric != NULL;
    if (built) {
        const int any = split(&plain->seat[best], best_order, best_perms, symmetric, spread);
        built = build_with(s, best, spread, best_order, &out->spread) &&
                (!any || build_with(s, best, symmetric, best_order, &out->symmetric));
        out->order = (uint64_t)best_order;
    }
    free(symmetric);
    if (!built)
        range_orbit_free(out);
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

/* part's counts added into *into. */
static void add(pokeq_range_exact_result *into, const pokeq_range_exact_result *part)
{
    into->showdowns += part->showdowns;
    into->threads = into->threads > part->threads ? into->threads : part->threads;
    for (int p = 0; p < into->players; p++) {
        pokeq_player_counts *c = &into->player[p];
        const pokeq_player_counts *d = &part->player[p];
        c->wins += d->wins;
        c->equity_units += d->equity_units;
        c->high_units += d->high_units;
        c->low_units += d->low_units;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            c->ties[k] += d->ties[k];
    }
}

/* Both parts as one pairs job, when each would be counted by pairs and
 * the sum fits: the spread's pairs once and the symmetric part's order
 * times, so that pairs of equal ranks from both are counted together
 * (range_score.h), into *out (not yet divided). Returns 0 when it does
 * not apply, else 1 with the job's code in *code. */
static int run_as_pairs(const range_orbits *o, int threads, const work_control *control,
                        pokeq_range_exact_result *out, int *code)
{
    if (o->symmetric == NULL)
        return 0;
    const range_plan *plans[2] = {o->spread, o->symmetric};
    const uint64_t scale[2] = {1, o->order};
    unsigned __int128 bound = 0;
    int team = 1;
    for (int k = 0; k < 2; k++) {
        range_job j = {.plan = plans[k]};
        runout_deck_init(&j.deck, plans[k]->known, 5 - plans[k]->board_count, &plans[k]->sym);
        if (!range_pairs_pay(&j))
            return 0;
        bound += range_counts_bound(plans[k], &j.deck) * scale[k];
        const int size = range_pairs_team_size(plans[k], threads);
        team = size > team ? size : team;
    }
    if (bound >> 64)
        return 0;
    tally total;
    tally_init(&total, 2);
    const int error = range_pairs_run_scaled(plans, scale, 2, team, control, &total);
    *code = -error;
    if (error == POKEQ_OK) {
        memset(out, 0, sizeof *out);
        out->players = 2;
        out->threads = team;
        out->showdowns = total.showdowns;
        memcpy(out->player, total.player, sizeof out->player);
    }
    return 1;
}

int range_orbit_run(const range_plan *plain, const range_orbits *o, int threads, const work_control *control,
                    pokeq_range_exact_result *out)
{
    int code;
    if (run_as_pairs(o, threads, control, out, &code)) {
        if (code == 0 && !divide(out, o->order))
            code = -POKEQ_ERR_OVERFLOW;
        return code == -POKEQ_ERR_OVERFLOW ? range_exact_run_plan(plain, threads, control, out, NULL, NULL) : code;
    }
    code = range_exact_run_plan(o->spread, threads, control, out, NULL, NULL);
    if (code == 0 && !divide(out, o->order))
        code = -POKEQ_ERR_OVERFLOW;
    if (code == 0 && o->symmetric != NULL) {
        pokeq_range_exact_result part;
        code = range_exact_run_plan(o->symmetric, threads, control, &part, NULL, NULL);
        if (code == 0)
            add(out, &part);
    }
    if (code == -POKEQ_ERR_OVERFLOW)
        return range_exact_run_plan(plain, threads, control, out, NULL, NULL);
    return code;
}
