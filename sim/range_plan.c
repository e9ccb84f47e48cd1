/* range_plan.c - checks, live combos, weights and symmetry (range_plan.h). */
#include "range_plan.h"

#include "scenario.h"

#include <stdlib.h>
#include <string.h>

static uint32_t gcd(uint32_t a, uint32_t b)
{
    while (b != 0) {
        const uint32_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

static int check_shape(const pokeq_range_scenario *s)
{
    if (s->players < 2 || s->players > POKEQ_MAX_PLAYERS)
        return POKEQ_ERR_PLAYERS;
    for (int p = 0; p < s->players; p++)
        if (s->range[p] == NULL)
            return POKEQ_ERR_ARGUMENT;
    if (s->board_count < 0 || s->board_count > 5)
        return POKEQ_ERR_BOARD;
    if (s->dead_count < 0 || s->dead_count > POKEQ_MAX_DEAD)
        return POKEQ_ERR_DEAD;
    return POKEQ_OK;
}

static void fill_seat(range_seat *seat, const pokeq_range *range, uint64_t known)
{
    uint32_t divisor = 0;
    seat->count = 0;
    seat->total_weight = 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        const uint64_t mask = combo_mask(combo);
        if (range->weight[combo] == 0 || (mask & known) != 0)
            continue;
        const int i = seat->count++;
        int cards[2];
        combo_cards(combo, cards);
        seat->combo[i] = (uint16_t)combo;
        seat->mask[i] = mask;
        seat->weight[i] = range->weight[combo];
        seat->hand[i] = hand_of_cards(cards, 2);
        divisor = gcd(divisor, range->weight[combo]);
    }
    for (int i = 0; i < seat->count; i++) {
        seat->weight[i] /= divisor;
        seat->total_weight += seat->weight[i];
    }
}

/* Whether seats p.. can all get a combo avoiding `used`; the smallest
 * seats come first in `order`, so dead ends show early. */
static int assignable(const range_plan *plan, const int *order, int p, uint64_t used)
{
    if (p == plan->players)
        return 1;
    const range_seat *seat = &plan->seat[order[p]];
    for (int i = 0; i < seat->count; i++)
        if ((seat->mask[i] & used) == 0 && assignable(plan, order, p + 1, used | seat->mask[i]))
            return 1;
    return 0;
}

static int any_assignment(const range_plan *plan)
{
    int order[POKEQ_MAX_PLAYERS] = {0};
    for (int p = 0; p < plan->players; p++) {
        int at = p;
        while (at > 0 && plan->seat[order[at - 1]].count > plan->seat[p].count) {
            order[at] = order[at - 1];
            at--;
        }
        order[at] = p;
    }
    return assignable(plan, order, 0, 0);
}

/* ---- suit symmetry ---- */

static int swap_suits_card(int card, int a, int b)
{
    const int suit = card_suit(card);
    return card_make(card_rank(card), suit == a ? b : suit == b ? a : suit);
}

static uint64_t swap_suits_mask(uint64_t mask, int a, int b)
{
    uint64_t out = 0;
    for (; mask != 0; mask &= mask - 1)
        out |= 1ULL << swap_suits_card(__builtin_ctzll(mask), a, b);
    return out;
}

static int swap_fixes_range(const pokeq_range *range, int a, int b)
{
    for (int combo = 0; combo < COMBO_COUNT; combo++) {
        if (range->weight[combo] == 0)
            continue;
        int cards[2];
        combo_cards(combo, cards);
        const int image = combo_index(swap_suits_card(cards[0], a, b), swap_suits_card(cards[1], a, b));
        if (range->weight[image] != range->weight[combo])
            return 0;
    }
    return 1;
}

static uint64_t mask_of(const int *cards, int count)
{
    uint64_t mask = 0;
    for (int i = 0; i < count; i++)
        mask |= 1ULL << cards[i];
    return mask;
}

/* Suits a < b are one class when the swap (a b) fixes every input; such
 * swaps compose, so "swappable" is an equivalence and labels by the first
 * suit of each class. */
static void find_classes(const pokeq_range_scenario *s, int class_of[SUIT_COUNT])
{
    const uint64_t board = mask_of(s->board, s->board_count), dead = mask_of(s->dead, s->dead_count);
    for (int b = 0; b < SUIT_COUNT; b++) {
        class_of[b] = b;
        for (int a = 0; a < b && class_of[b] == b; a++) {
            if (class_of[a] != a || swap_suits_mask(board, a, b) != board || swap_suits_mask(dead, a, b) != dead)
                continue;
            int fixes = 1;
            for (int p = 0; p < s->players && fixes; p++)
                fixes = swap_fixes_range(s->range[p], a, b);
            if (fixes)
                class_of[b] = a;
        }
    }
}

int range_plan_build(const pokeq_range_scenario *s, range_plan **out)
{
    *out = NULL;
    if (s == NULL)
        return POKEQ_ERR_ARGUMENT;
    int error = check_shape(s);
    uint64_t known = 0;
    if (!error)
        error = scenario_use_cards(s->board, s->board_count, &known);
    if (!error)
        error = scenario_use_cards(s->dead, s->dead_count, &known);
    if (error)
        return error;
    if (52 - __builtin_popcountll(known) < 2 * s->players + 5 - s->board_count)
        return POKEQ_ERR_DECK;

    range_plan *plan = malloc(sizeof *plan);
    if (plan == NULL)
        return POKEQ_ERR_MEMORY;
    plan->players = s->players;
    plan->board_count = s->board_count;
    plan->board = hand_of_cards(s->board, s->board_count);
    plan->known = known;
    for (int p = 0; p < s->players; p++) {
        fill_seat(&plan->seat[p], s->range[p], known);
        if (plan->seat[p].count == 0)
            error = POKEQ_ERR_RANGE_EMPTY;
    }
    if (!error && !any_assignment(plan))
        error = POKEQ_ERR_RANGE_EMPTY;
    if (error) {
        free(plan);
        return error;
    }
    find_classes(s, plan->suit_class);
    plan->sym = suit_symmetry_of_classes(plan->suit_class);
    *out = plan;
    return POKEQ_OK;
}

void range_plan_free(range_plan *plan)
{
    free(plan);
}

/* ---- per-combo symmetrisation ---- */

/* The permutations of the suits that keep every suit in its class. */
static int class_permutations(const int class_of[SUIT_COUNT], int perms[24][SUIT_COUNT])
{
    int count = 0;
    for (int code = 0; code < 256; code++) {
        int perm[SUIT_COUNT], seen = 0, ok = 1;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            perm[suit] = code >> (2 * suit) & 3;
            ok &= class_of[perm[suit]] == class_of[suit] && !(seen >> perm[suit] & 1);
            seen |= 1 << perm[suit];
        }
        if (ok)
            memcpy(perms[count++], perm, sizeof perm);
    }
    return count;
}

void range_plan_symmetrise(const range_plan *plan, pokeq_combo_counts *counts)
{
    int perms[24][SUIT_COUNT];
    const int group = class_permutations(plan->suit_class, perms);
    if (group == 1)
        return;
    pokeq_combo_counts sums[COMBO_COUNT];
    for (int p = 0; p < plan->players; p++) {
        pokeq_combo_counts *seat_counts = counts + (size_t)p * COMBO_COUNT;
        memset(sums, 0, sizeof sums);
        for (int combo = 0; combo < COMBO_COUNT; combo++) {
            int cards[2];
            combo_cards(combo, cards);
            for (int g = 0; g < group; g++) {
                const int *perm = perms[g];
                const int image = combo_index(card_make(card_rank(cards[0]), perm[card_suit(cards[0])]),
                                              card_make(card_rank(cards[1]), perm[card_suit(cards[1])]));
                sums[combo].showdowns += seat_counts[image].showdowns;
                sums[combo].equity_units += seat_counts[image].equity_units;
            }
        }
        for (int combo = 0; combo < COMBO_COUNT; combo++) {
            seat_counts[combo].showdowns = sums[combo].showdowns / (uint64_t)group;
            seat_counts[combo].equity_units = sums[combo].equity_units / (uint64_t)group;
        }
    }
}
