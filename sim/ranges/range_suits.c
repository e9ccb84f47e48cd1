/* SPDX-License-Identifier: MIT */
/* range_suits.c - a plan's suit classes and the per-combo counts made
 * symmetric over them (range_plan.h); range_plan.c builds the plan. */
#include "ranges/range_plan.h"

#include "core/whole.h"

#include <string.h>

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
void range_suit_classes(const pokeq_range_scenario *s, int skip, int class_of[SUIT_COUNT])
{
    const uint64_t board = mask_of(s->board, s->board_count), dead = mask_of(s->dead, s->dead_count);
    for (int b = 0; b < SUIT_COUNT; b++) {
        class_of[b] = b;
        for (int a = 0; a < b && class_of[b] == b; a++) {
            if (class_of[a] != a || swap_suits_mask(board, a, b) != board || swap_suits_mask(dead, a, b) != dead)
                continue;
            int fixes = 1;
            for (int p = 0; p < s->players && fixes; p++)
                fixes = p == skip || swap_fixes_range(s->range[p], a, b);
            if (fixes)
                class_of[b] = a;
        }
    }
}

/* ---- per-combo symmetrisation ---- */

int range_plan_permutations(const range_plan *plan, int perms[24][SUIT_COUNT])
{
    return range_class_permutations(plan->suit_class, perms);
}

int range_class_permutations(const int class_of[SUIT_COUNT], int perms[24][SUIT_COUNT])
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
    const int group = range_plan_permutations(plan, perms);
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
