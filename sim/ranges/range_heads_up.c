/* SPDX-License-Identifier: MIT */
/*
 * range_heads_up.c - exact range equity, two seats: one runout scored
 * (range_score.h).
 *
 * Every live combo of both seats is evaluated once; the values of both
 * seats are sorted together, and one sweep from low to high gives each
 * combo e the weight of the opposing combos below it, equal to it and in
 * all, each minus the opposing combos that share a card with e. By
 * inclusion-exclusion over e's two cards: the sum over all opposing combos,
 * less the sums over those holding e's first and second card, plus e's own
 * combo when the other seat holds it (it holds both cards, so it was taken
 * away twice). The sweep keeps those sums per card, so a runout costs
 * O(n log n) for n combos, not O(n^2) pairs.
 *
 * When one seat has at most RANGE_SMALL_MAX combos its values are tabulated
 * instead, and the large seat's combos look their place up without sorting.
 */
#include "ranges/range_score.h"

#include "core/game.h"
#include "core/sweep.h"

#include <string.h>

enum { INDEX_BITS = 12 }; /* a sweep entry number < 4096 */

/* ---- one runout by the sorted sweep ---- */

/* Lists the runout's live combos of both seats; returns how many. */
static inline __attribute__((always_inline)) int list_entries(range_worker *w, Hand board, uint64_t board_cards, sweep_sums total[2],
                                                      const game_kind game)
{
    const range_plan *plan = w->job->plan;
    int n = 0;
    for (int s = 0; s < 2; s++) {
        const range_seat *seat = &plan->seat[s];
        for (int i = 0; i < seat->count; i++) {
            if (seat->mask[i] & board_cards)
                continue;
            const int value = seat_value(game, board, seat->hand[i]);
            const uint64_t mask = seat->mask[i];
            w->key[n] = sweep_key(value, n, INDEX_BITS);
            w->side[n] = (uint8_t)s;
            w->card_a[n] = (uint8_t)(63 - __builtin_clzll(mask));
            w->card_b[n] = (uint8_t)__builtin_ctzll(mask);
            w->live[n] = (uint16_t)i;
            w->combo[n] = seat->combo[i];
            w->weight[n] = seat->weight[i];
            w->weight_of_combo[s][seat->combo[i]] = seat->weight[i];
            sweep_sums_add(&total[s], w->card_a[n], w->card_b[n], seat->weight[i]);
            n++;
        }
    }
    return n;
}

/* Scores every pairing of the two seats' combos on one runout (board holds
 * all five cards), weighted by `runouts` (the runout's orbit size). */
static inline __attribute__((always_inline)) void score_heads_up(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts,
                                                        const game_kind game)
{
    sweep_sums total[2], below[2], equal[2];
    memset(total, 0, sizeof total);
    memset(below, 0, sizeof below);
    memset(equal, 0, sizeof equal);
    const int n = list_entries(w, board, board_cards, total, game);
    sort_by_value(w->key, w->sorted, w->scratch, n, INDEX_BITS);

    uint64_t wins[2] = {0, 0}, ties = 0;
    for (int g = 0; g < n;) {
        const int end = sweep_group_end(w->sorted, g, n, INDEX_BITS);
        for (int k = g; k < end; k++) {
            const int e = sweep_index(w->sorted[k], INDEX_BITS);
            sweep_sums_add(&equal[w->side[e]], w->card_a[e], w->card_b[e], w->weight[e]);
        }
        for (int k = g; k < end; k++) {
            const int e = sweep_index(w->sorted[k], INDEX_BITS);
            const int mine = w->side[e], other = 1 - mine;
            const int a = w->card_a[e], b = w->card_b[e];
            const uint64_t same = w->weight_of_combo[other][w->combo[e]];
            const uint64_t beats = sweep_sums_apart(&below[other], a, b);
            const uint64_t tie_with = sweep_sums_apart(&equal[other], a, b) + same;
            const uint64_t weight = w->weight[e];
            wins[mine] += weight * beats;
            if (mine == 0)
                ties += weight * tie_with;
            if (w->combos) {
                const uint64_t facing = sweep_sums_apart(&total[other], a, b) + same;
                pokeq_combo_counts *c = &w->combos[mine * COMBO_COUNT + w->live[e]];
                c->showdowns += runouts * weight * facing;
                c->equity_units += runouts * weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
            }
        }
        for (int k = g; k < end; k++) {
            const int e = sweep_index(w->sorted[k], INDEX_BITS);
            sweep_sums_add(&below[w->side[e]], w->card_a[e], w->card_b[e], w->weight[e]);
            equal[w->side[e]].card[w->card_a[e]] = 0;
            equal[w->side[e]].card[w->card_b[e]] = 0;
        }
        equal[0].all = equal[1].all = 0;
        g = end;
    }
    for (int k = 0; k < n; k++)
        w->weight_of_combo[w->side[k]][w->combo[k]] = 0;

    static const int first_wins[2] = {2, 1}, second_wins[2] = {1, 2}, split[2] = {1, 1};
    tally_showdown(&w->tally, first_wins, runouts * wins[0]);
    tally_showdown(&w->tally, second_wins, runouts * wins[1]);
    tally_showdown(&w->tally, split, runouts * ties);
}

/* ---- one seat small: no sorting of the large seat ---- */

/* The small seat's live combos on this runout, sorted by value (insertion
 * sort: at most RANGE_SMALL_MAX). Returns how many. */
static inline __attribute__((always_inline)) int list_small(range_worker *w, int seat_index, Hand board, uint64_t board_cards,
                                                    const game_kind game)
{
    const range_seat *seat = &w->job->plan->seat[seat_index];
    int m = 0;
    for (int i = 0; i < seat->count; i++) {
        if (seat->mask[i] & board_cards)
            continue;
        small_entry e = {(uint16_t)seat_value(game, board, seat->hand[i]),
                         (uint8_t)(63 - __builtin_clzll(seat->mask[i])), (uint8_t)__builtin_ctzll(seat->mask[i]),
                         (uint16_t)i, seat->combo[i], seat->weight[i]};
        int at = m++;
        while (at > 0 && w->small[at - 1].value > e.value) {
            w->small[at] = w->small[at - 1];
            at--;
        }
        w->small[at] = e;
        w->weight_of_combo[0][e.combo] = e.weight;
    }
    return m;
}

/* From the sorted small entries: distinct values u[0..k), and for each j
 * the weight below u[j] and at u[j], in all and per card; row k is "above
 * every value". Returns k. */
static int tabulate_small(range_worker *w, int m)
{
    int k = 0;
    for (int g = 0; g < m;) {
        w->distinct[k] = w->small[g].value;
        w->equal_all[k] = 0;
        memset(w->equal_card[k], 0, sizeof w->equal_card[k]);
        for (; g < m && w->small[g].value == w->distinct[k]; g++) {
            w->equal_all[k] += w->small[g].weight;
            w->equal_card[k][w->small[g].card_a] += w->small[g].weight;
            w->equal_card[k][w->small[g].card_b] += w->small[g].weight;
        }
        k++;
    }
    w->below_all[0] = 0;
    memset(w->below_card[0], 0, sizeof w->below_card[0]);
    for (int j = 1; j <= k; j++) {
        w->below_all[j] = w->below_all[j - 1] + w->equal_all[j - 1];
        for (int c = 0; c < CARD_COUNT; c++)
            w->below_card[j][c] = w->below_card[j - 1][c] + w->equal_card[j - 1][c];
    }
    w->equal_all[k] = 0;
    memset(w->equal_card[k], 0, sizeof w->equal_card[k]);
    w->distinct[k] = 0; /* no value: "at u[k]" is never true */
    /* Values (u[j-1], u[j]] have j values below them; above u[k-1], k.
     * Filling the 7.5 kB table costs less than a search per large combo. */
    int from = 1;
    for (int j = 0; j <= k; j++) {
        const int to = j < k ? w->distinct[j] + 1 : RANGE_VALUE_LIMIT;
        memset(w->values_below + from, j, (size_t)(to - from));
        from = to;
    }
    return k;
}

/* The small seat's per-combo counts from the large seat's slot weights:
 * for a combo at u[j], the large combos below it fill slots 0..2j and
 * those equal to it slot 2j+1. Clears what the large seat marked. */
static void score_small_combos(range_worker *w, int small_seat, int m, int k, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    const range_seat *large = &plan->seat[1 - small_seat];
    uint64_t large_all = 0, large_card[CARD_COUNT] = {0};
    for (int s = 0; s <= 2 * k + 1; s++) {
        large_all += w->slot_all[s];
        for (int c = 0; c < CARD_COUNT; c++)
            large_card[c] += w->slot_card[s][c];
    }
    for (int e = 0; e < m; e++) {
        const small_entry *x = &w->small[e];
        const int j = w->values_below[x->value];
        const uint64_t same = w->weight_of_combo[1][x->combo];
        uint64_t beats = 0;
        for (int s = 0; s <= 2 * j; s++)
            beats += w->slot_all[s] - w->slot_card[s][x->card_a] - w->slot_card[s][x->card_b];
        const int at = 2 * j + 1;
        const uint64_t tie_with = w->slot_all[at] - w->slot_card[at][x->card_a] - w->slot_card[at][x->card_b] + same;
        const uint64_t facing = large_all - large_card[x->card_a] - large_card[x->card_b] + same;
        pokeq_combo_counts *c = &w->combos[small_seat * COMBO_COUNT + x->live];
        c->showdowns += runouts * x->weight * facing;
        c->equity_units += runouts * x->weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
    }
    for (int i = 0; i < large->count; i++)
        w->weight_of_combo[1][large->combo[i]] = 0;
}

/* Heads-up where seat `small_seat` has at most RANGE_SMALL_MAX live combos: its
 * values are tabulated once per runout, and each combo of the large seat
 * finds, by one search, the small seat's weight below, at and around it,
 * corrected per card as in the sweep. The small seat's own per-combo counts
 * come from the large seat's weight per slot between and at its values. */
static inline __attribute__((always_inline)) void score_small_large(range_worker *w, int small_seat, Hand board, uint64_t board_cards,
                                                           uint64_t runouts, const game_kind game)
{
    const range_plan *plan = w->job->plan;
    const range_seat *large = &plan->seat[1 - small_seat];
    const int m = list_small(w, small_seat, board, board_cards, game);
    const int k = tabulate_small(w, m);
    const uint64_t small_all = w->below_all[k];
    const uint64_t *small_card = w->below_card[k];
    const int per_combo = w->combos != NULL;
    if (per_combo) {
        memset(w->slot_all, 0, (size_t)(2 * k + 2) * sizeof w->slot_all[0]);
        memset(w->slot_card, 0, (size_t)(2 * k + 2) * sizeof w->slot_card[0]);
    }
    pokeq_combo_counts *large_counts = per_combo ? w->combos + (1 - small_seat) * COMBO_COUNT : NULL;

    /* Values first, in a loop of independent lookups the processor can
     * overlap; the counting loop then starts from loaded values. Combos
     * holding a board card are left out (they are not a hand). */
    uint16_t *values = w->value[0], *live = w->value[1];
    int n = 0;
    for (int i = 0; i < large->count; i++) {
        if (large->mask[i] & board_cards)
            continue;
        values[n] = (uint16_t)seat_value(game, board, large->hand[i]);
        live[n++] = (uint16_t)i;
    }
    /* The showdowns (pairs sharing no card) come after the loop, from the
     * large seat's weight in all and per card: sum over large combos L of
     * w_L (small_all - small_card[a_L] - small_card[b_L] + same_L). */
    uint64_t large_wins = 0, ties = 0, large_all = 0, large_card[CARD_COUNT] = {0};
    for (int entry = 0; entry < n; entry++) {
        const int i = live[entry], v = values[entry];
        const int a = large->card[i][0], b = large->card[i][1];
        const int j = w->values_below[v];
        const uint64_t weight = large->weight[i];
        const uint64_t beats = w->below_all[j] - w->below_card[j][a] - w->below_card[j][b];
        large_wins += weight * beats;
        large_all += weight;
        large_card[a] += weight;
        large_card[b] += weight;
        const int at = w->distinct[j] == v;
        uint64_t tie_with = 0;
        if (at) { /* ties are few: a branch costs less than the loads */
            tie_with = w->equal_all[j] - w->equal_card[j][a] - w->equal_card[j][b] +
                       w->weight_of_combo[0][large->combo[i]];
            ties += weight * tie_with;
        }
        if (per_combo) {
            const uint64_t same = w->weight_of_combo[0][large->combo[i]];
            const uint64_t facing = small_all - small_card[a] - small_card[b] + same;
            pokeq_combo_counts *c = &large_counts[i];
            c->showdowns += runouts * weight * facing;
            c->equity_units += runouts * weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
            const int slot = 2 * j + at;
            w->slot_all[slot] += weight;
            w->slot_card[slot][a] += weight;
            w->slot_card[slot][b] += weight;
            w->weight_of_combo[1][large->combo[i]] = (uint32_t)weight;
        }
    }
    uint64_t pairs = large_all * small_all;
    for (int c = 0; c < CARD_COUNT; c++)
        pairs -= large_card[c] * small_card[c];
    for (int e = 0; e < m; e++) /* a combo both seats hold was taken away twice */
        pairs += (uint64_t)w->small[e].weight * large->weight_of[w->small[e].combo];
    if (per_combo)
        score_small_combos(w, small_seat, m, k, runouts);
    for (int e = 0; e < m; e++)
        w->weight_of_combo[0][w->small[e].combo] = 0;

    int first_wins[2] = {2, 1}, second_wins[2] = {1, 2};
    static const int split[2] = {1, 1};
    tally_showdown(&w->tally, small_seat == 0 ? first_wins : second_wins, runouts * (pairs - large_wins - ties));
    tally_showdown(&w->tally, small_seat == 0 ? second_wins : first_wins, runouts * large_wins);
    tally_showdown(&w->tally, split, runouts * ties);
}

static inline __attribute__((always_inline)) void score_runout(range_worker *w, Hand board, uint64_t board_cards,
                                                               uint64_t runouts, const game_kind game)
{
    const range_plan *plan = w->job->plan;
    if (plan->seat[0].count <= RANGE_SMALL_MAX)
        score_small_large(w, 0, board, board_cards, runouts, game);
    else if (plan->seat[1].count <= RANGE_SMALL_MAX)
        score_small_large(w, 1, board, board_cards, runouts, game);
    else
        score_heads_up(w, board, board_cards, runouts, game);
}

void range_heads_up_score(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    GAME_SPECIALISE(w->job->plan->game, G, score_runout(w, board, board_cards, runouts, G));
}
