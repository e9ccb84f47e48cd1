/* SPDX-License-Identifier: MIT */
/* suit_symmetry.c - the suit classes of a scenario and orbit sizes. */
#include "core/suit_symmetry.h"

#include "card.h"
#include "core/game.h"

#include <string.h>

/* What a suit holds in each role: one rank mask per player's hole cards,
 * then the board, then the dead cards. */
enum { ROLES = POKEQ_MAX_PLAYERS + 2, BOARD_ROLE = POKEQ_MAX_PLAYERS, DEAD_ROLE = POKEQ_MAX_PLAYERS + 1 };
typedef struct signature {
    uint16_t ranks[ROLES];
} signature;

static void mark(signature sig[SUIT_COUNT], int role, int card)
{
    sig[card_suit(card)].ranks[role] |= (uint16_t)(1u << card_rank(card));
}

static void signatures_of(const pokeq_scenario *s, signature sig[SUIT_COUNT])
{
    memset(sig, 0, SUIT_COUNT * sizeof *sig);
    const int hole_cards = game_of((game_kind)s->game).hole_cards;
    for (int p = 0; p < s->players; p++)
        for (int c = 0; c < hole_cards; c++)
            mark(sig, p, s->hole[p][c]);
    for (int i = 0; i < s->board_count; i++)
        mark(sig, BOARD_ROLE, s->board[i]);
    for (int i = 0; i < s->dead_count; i++)
        mark(sig, DEAD_ROLE, s->dead[i]);
}

static int same_signature(const signature *a, const signature *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

static uint64_t factorial(int n)
{
    uint64_t f = 1;
    for (int i = 2; i <= n; i++)
        f *= (uint64_t)i;
    return f;
}

suit_symmetry suit_symmetry_of_classes(const int class_of[SUIT_COUNT])
{
    /* Place each unplaced suit, then every later suit of its class, so the
     * classes come out contiguous. */
    suit_symmetry sym = {.group_order = 1};
    int placed[SUIT_COUNT] = {0};
    int position = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        if (placed[suit])
            continue;
        int class_size = 0;
        for (int other = suit; other < SUIT_COUNT; other++) {
            if (placed[other] || class_of[other] != class_of[suit])
                continue;
            placed[other] = 1;
            sym.suit_at[position] = other;
            sym.same_as_previous[position] = class_size > 0;
            position++;
            class_size++;
        }
        sym.group_order *= factorial(class_size);
    }
    return sym;
}

suit_symmetry suit_symmetry_of(const pokeq_scenario *s)
{
    signature sig[SUIT_COUNT];
    signatures_of(s, sig);
    int class_of[SUIT_COUNT];
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        class_of[suit] = suit;
        for (int other = 0; other < suit && class_of[suit] == suit; other++)
            if (same_signature(&sig[suit], &sig[other]))
                class_of[suit] = other;
    }
    return suit_symmetry_of_classes(class_of);
}

uint64_t symmetry_orbit_size(const suit_symmetry *sym, const unsigned masks[SUIT_POSITIONS])
{
    /* The stabiliser permutes equal masks within a class: for each run of
     * equal masks, run length!, built up one factor per extra member. */
    uint64_t stabiliser = 1;
    int run = 1;
    for (int p = 1; p < SUIT_POSITIONS; p++) {
        if (sym->same_as_previous[p] && masks[p] == masks[p - 1])
            stabiliser *= (uint64_t)++run;
        else
            run = 1;
    }
    return sym->group_order / stabiliser;
}
