/* SPDX-License-Identifier: MIT */
/* range_plan.c - checks, live combos, weights and symmetry (range_plan.h). */
#include "ranges/range_plan.h"

#include "core/game.h"
#include "core/scenario.h"
#include "core/whole.h"

#include <stdlib.h>
#include <string.h>

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

uint32_t range_weight_divisor(const pokeq_range *range, uint64_t known)
{
    uint32_t divisor = 0;
    for (int combo = 0; combo < COMBO_COUNT; combo++)
        if (range->weight[combo] != 0 && (combo_mask(combo) & known) == 0)
            divisor = (uint32_t)whole_gcd(divisor, range->weight[combo]);
    return divisor;
}

static void fill_seat(range_seat *seat, const pokeq_range *range, uint64_t known)
{
    const uint32_t divisor = range_weight_divisor(range, known);
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
        seat->card[i][0] = (uint8_t)cards[0];
        seat->card[i][1] = (uint8_t)cards[1];
    }
    memset(seat->weight_of, 0, sizeof seat->weight_of);
    for (int i = 0; i < seat->count; i++) {
        seat->weight[i] /= divisor;
        seat->total_weight += seat->weight[i];
        seat->weight_of[seat->combo[i]] = seat->weight[i];
    }
}

/* ---- is there any deal? ----
 *
 * Giving every seat a combo with no card shared is a matching problem on
 * the 52 cards with one edge list per seat, NP-hard in general, so the
 * search is a backtracking one that prunes soundly and gives up after
 * SEARCH_NODES states:
 *   - forward checking: each unplaced seat keeps only the combos that miss
 *     every card placed so far; a seat left with none is a dead end;
 *   - fewest combos first: the unplaced seat with the shortest list is
 *     placed next, so dead ends show near the root;
 *   - room: the unplaced seats' combos, as edges between cards, split the
 *     cards into connected components; a component of v cards holds at
 *     most v / 2 disjoint combos, so their sum must reach the seats left
 *     (this catches "18 cards for 10 players" at once);
 *   - memo: a state is the unplaced seats and the cards placed; its answer
 *     depends on nothing else, so failed states are kept in a hash set.
 * Real inputs end within a few states (a deal exists and the first path
 * finds it, or a bound refutes it at the root); only crafted overlaps
 * (many seats sharing a few cards in stars of combos) run out of states,
 * and get POKEQ_ERR_TOO_HARD rather than an answer after years. */

enum {
    SEARCH_NODES = 1 << 16,             /* states visited at most */
    MEMO_SLOTS = 2 * SEARCH_NODES       /* failed states: at most half full */
};

typedef struct deal_search {
    const range_plan *plan;
    uint32_t nodes;
    uint64_t *memo;                     /* keys of failed states, 0 empty */
    int count[POKEQ_MAX_PLAYERS + 1][POKEQ_MAX_PLAYERS];
    uint16_t live[POKEQ_MAX_PLAYERS + 1][POKEQ_MAX_PLAYERS][COMBO_COUNT];
} deal_search;

/* A state as one key: cards placed in bits 0..51, unplaced seats above.
 * Never 0, since a failed state has a seat left. */
static uint64_t state_key(unsigned left, uint64_t used)
{
    return used | (uint64_t)left << 52;
}

/* The memo's slot for key: open addressing from a multiplicative hash. */
static uint64_t *memo_slot(const deal_search *s, uint64_t key)
{
    uint64_t at = (key * 0x9e3779b97f4a7c15ULL) >> 32;
    for (;; at++) {
        uint64_t *slot = &s->memo[at % MEMO_SLOTS];
        if (*slot == 0 || *slot == key)
            return slot;
    }
}

/* Sum over the components of the unplaced seats' combo graph of half
 * their card counts: the most seats that could still be placed. */
static int room(const deal_search *s, int depth, unsigned left)
{
    uint64_t neighbours[52] = {0}, cards = 0;
    for (int p = 0; p < s->plan->players; p++) {
        if (!(left >> p & 1))
            continue;
        const range_seat *seat = &s->plan->seat[p];
        for (int i = 0; i < s->count[depth][p]; i++) {
            const uint64_t mask = seat->mask[s->live[depth][p][i]];
            neighbours[__builtin_ctzll(mask)] |= mask;
            neighbours[63 - __builtin_clzll(mask)] |= mask;
            cards |= mask;
        }
    }
    int fits = 0;
    while (cards != 0) {
        uint64_t component = cards & -cards, grown = 0;
        while (grown != component) {
            grown = component;
            for (uint64_t rest = component; rest != 0; rest &= rest - 1)
                component |= neighbours[__builtin_ctzll(rest)];
        }
        fits += __builtin_popcountll(component) / 2;
        cards &= ~component;
    }
    return fits;
}

/* Fills depth + 1's lists: depth's, less the combos touching `placed`.
 * Returns 0 when some seat is left without a combo. */
static int narrow(deal_search *s, int depth, unsigned left, uint64_t placed)
{
    for (int p = 0; p < s->plan->players; p++) {
        if (!(left >> p & 1))
            continue;
        const range_seat *seat = &s->plan->seat[p];
        int kept = 0;
        for (int i = 0; i < s->count[depth][p]; i++) {
            const uint16_t live = s->live[depth][p][i];
            s->live[depth + 1][p][kept] = live;
            kept += (seat->mask[live] & placed) == 0;
        }
        s->count[depth + 1][p] = kept;
        if (kept == 0)
            return 0;
    }
    return 1;
}

static int fewest_combos(const deal_search *s, int depth, unsigned left)
{
    int best = -1;
    for (int p = 0; p < s->plan->players; p++)
        if ((left >> p & 1) && (best < 0 || s->count[depth][p] < s->count[depth][best]))
            best = p;
    return best;
}

/* 1 when the seats in `left` can all be placed from their depth lists, 0
 * when they cannot, -1 when the state budget ran out first. */
static int place_seats(deal_search *s, int depth, unsigned left, uint64_t used)
{
    if (left == 0)
        return 1;
    if (++s->nodes > SEARCH_NODES)
        return -1;
    uint64_t *slot = memo_slot(s, state_key(left, used));
    if (*slot != 0)
        return 0;
    if (room(s, depth, left) >= __builtin_popcount(left)) {
        const int p = fewest_combos(s, depth, left);
        const unsigned rest = left & ~(1u << p);
        for (int i = 0; i < s->count[depth][p]; i++) {
            const uint64_t mask = s->plan->seat[p].mask[s->live[depth][p][i]];
            const int found = narrow(s, depth, rest, mask) ? place_seats(s, depth + 1, rest, used | mask) : 0;
            if (found != 0)
                return found;
        }
    }
    /* the slot may have moved on: deeper states went in since */
    *memo_slot(s, state_key(left, used)) = state_key(left, used);
    return 0;
}

/* POKEQ_OK when some deal gives every seat a combo, RANGE_EMPTY when none
 * does, TOO_HARD when the search ran out of states, MEMORY. */
static int any_assignment(const range_plan *plan)
{
    deal_search *s = malloc(sizeof *s);
    uint64_t *memo = calloc(MEMO_SLOTS, sizeof *memo);
    if (s == NULL || memo == NULL) {
        free(s);
        free(memo);
        return POKEQ_ERR_MEMORY;
    }
    s->plan = plan;
    s->nodes = 0;
    s->memo = memo;
    for (int p = 0; p < plan->players; p++) {
        s->count[0][p] = plan->seat[p].count;
        for (int i = 0; i < plan->seat[p].count; i++)
            s->live[0][p][i] = (uint16_t)i;
    }
    const int found = place_seats(s, 0, (1u << plan->players) - 1, 0);
    free(memo);
    free(s);
    return found > 0 ? POKEQ_OK : found == 0 ? POKEQ_ERR_RANGE_EMPTY : POKEQ_ERR_TOO_HARD;
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

int range_plan_build(const pokeq_range_scenario *s, range_plan **out)
{
    *out = NULL;
    if (s == NULL)
        return POKEQ_ERR_ARGUMENT;
    if (!game_known(s->game))
        return POKEQ_ERR_GAME;
    const game g = game_of((game_kind)s->game);
    if (!g.built || !g.ranges)
        return POKEQ_ERR_UNSUPPORTED;
    int error = check_shape(s);
    uint64_t known = 0;
    if (!error)
        error = scenario_use_cards(s->board, s->board_count, &known);
    if (!error)
        error = scenario_use_cards(s->dead, s->dead_count, &known);
    if (!error && (known & ~g.deck) != 0)
        error = POKEQ_ERR_CARD;
    if (error)
        return error;
    if (g.deck_size - __builtin_popcountll(known) < 2 * s->players + 5 - s->board_count)
        return POKEQ_ERR_DECK;
    known |= GAME_DECK_FULL & ~g.deck; /* the cards the game's deck lacks are never dealt */

    range_plan *plan = malloc(sizeof *plan);
    if (plan == NULL)
        return POKEQ_ERR_MEMORY;
    plan->game = (game_kind)s->game;
    plan->players = s->players;
    plan->board_count = s->board_count;
    plan->board = hand_of_cards(s->board, s->board_count);
    plan->known = known;
    for (int p = 0; p < s->players; p++) {
        fill_seat(&plan->seat[p], s->range[p], known);
        if (plan->seat[p].count == 0)
            error = POKEQ_ERR_RANGE_EMPTY;
    }
    if (!error)
        error = any_assignment(plan);
    if (error) {
        free(plan);
        return error;
    }
    range_suit_classes(s, -1, plan->suit_class);
    plan->sym = suit_symmetry_of_classes(plan->suit_class);
    *out = plan;
    return POKEQ_OK;
}

void range_plan_free(range_plan *plan)
{
    free(plan);
}

int range_plan_dealt(const range_plan *plan)
{
    uint64_t fixed = 0;
    int random = 0;
    for (int p = 0; p < plan->players; p++)
        fixed |= plan->seat[p].count == 1 ? plan->seat[p].mask[0] : 0;
    const int left = CARD_COUNT - __builtin_popcountll(plan->known | fixed);
    for (int p = 0; p < plan->players; p++) {
        const range_seat *seat = &plan->seat[p];
        if (seat->count == 1)
            continue;
        /* every combo apart from the fixed hands, all of one weight (combos
         * sharing a fixed hand's card may be there or not: never dealt) */
        int apart = 0;
        for (int i = 0; i < seat->count; i++)
            apart += (seat->mask[i] & fixed) == 0;
        if (apart != left * (left - 1) / 2 || seat->total_weight != (uint64_t)seat->count)
            return 0;
        random++;
    }
    return random > 0;
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
