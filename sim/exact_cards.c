/*
 * exact_cards.c - exact counts by dealing every canonical runout (exact.h).
 *
 * Shape of the work. The cards still to come are dealt in nested loops, one
 * card per level, in the order of suit_symmetry.h (suit position by
 * position, ranks high to low), skipping every runout that is not its
 * orbit's canonical one and weighting the rest by their orbit size. The
 * board Hand grows by one card per level; at the last level each player's
 * Hand of board-so-far + hole cards is formed once, so a runout costs one
 * key addition and one lookup per player. Outcomes go into the shared
 * accumulator (tally.h).
 *
 * Threads. The canonical deals of the first one or two cards are listed
 * first (serially, in a fixed order); OpenMP threads take them with
 * schedule(dynamic), each into its own tally, merged once at the end.
 * Counts are integer sums, so the result is the same for any thread count.
 */
#include "exact.h"

#include "card.h"
#include "deck.h"
#include "eval7.h"
#include "hand.h"
#include "suit_symmetry.h"
#include "tally.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Everything fixed for one call: the deck in dealing order and the Hands. */
typedef struct exact_plan {
    int players;
    int to_deal;                        /* 5 - board_count */
    int deck_size;
    int card[CARD_COUNT];               /* the remaining deck, in dealing order */
    int position[CARD_COUNT];           /* suit position of card[i] */
    unsigned rank_bit[CARD_COUNT];      /* 1 << rank of card[i] */
    Hand board;                         /* the known board cards */
    Hand hole[POKEQ_MAX_PLAYERS];
    suit_symmetry sym;
} exact_plan;

/* A partial deal: `left` cards still to deal, from deck index `start` on. */
typedef struct deal_state {
    int left;
    int start;
    Hand board;
    unsigned masks[SUIT_POSITIONS];     /* dealt ranks per suit position */
} deal_state;

static exact_plan plan_of(const pokeq_scenario *s)
{
    exact_plan plan;
    memset(&plan, 0, sizeof plan);
    plan.players = s->players;
    plan.to_deal = 5 - s->board_count;
    plan.sym = suit_symmetry_of(s);
    plan.board = scenario_board_hand(s);
    for (int p = 0; p < s->players; p++)
        plan.hole[p] = scenario_hole_hand(s, p);

    int left[CARD_COUNT];
    const int left_count = deck_remaining(scenario_used_cards(s), left);
    uint64_t left_set = 0;
    for (int i = 0; i < left_count; i++)
        left_set |= 1ULL << left[i];
    for (int position = 0; position < SUIT_POSITIONS; position++) {
        for (int rank = RANK_COUNT - 1; rank >= 0; rank--) {
            const int card = card_make(rank, plan.sym.suit_at[position]);
            if (!(left_set >> card & 1))
                continue;
            plan.card[plan.deck_size] = card;
            plan.position[plan.deck_size] = position;
            plan.rank_bit[plan.deck_size] = 1u << rank;
            plan.deck_size++;
        }
    }
    return plan;
}

/* Deals deck card i onto `from` into `to`; 0 when that deal is not canonical. */
static int deal_next(const exact_plan *plan, const deal_state *from, int i, deal_state *to)
{
    const int position = plan->position[i];
    const unsigned grown = from->masks[position] | plan->rank_bit[i];
    if (grown > symmetry_limit(&plan->sym, from->masks, position))
        return 0;
    *to = *from;
    to->masks[position] = grown;
    to->board = hand_add_card(from->board, plan->card[i]);
    to->start = i + 1;
    to->left = from->left - 1;
    return 1;
}

/* The last card: every canonical choice, scored for every player. `players`
 * is a constant at each call site below, so the compiler specialises the
 * player loops. */
static inline __attribute__((always_inline)) void deal_last(const exact_plan *plan, const deal_state *st,
                                                           tally *t, const int players)
{
    Hand partial[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < players; p++)
        partial[p] = hand_combine(st->board, plan->hole[p]);

    /* A last card at position q ends q's mask; it must not pass limit[q],
     * and its orbit size depends only on whether it equals limit[q]. */
    unsigned limit[SUIT_POSITIONS];
    uint64_t weight_distinct[SUIT_POSITIONS], weight_equal[SUIT_POSITIONS];
    for (int q = 0; q < SUIT_POSITIONS; q++) {
        unsigned masks[SUIT_POSITIONS];
        memcpy(masks, st->masks, sizeof masks);
        limit[q] = symmetry_limit(&plan->sym, masks, q);
        masks[q] = RANK_MASK_NONE;
        weight_distinct[q] = symmetry_orbit_size(&plan->sym, masks);
        masks[q] = limit[q];
        weight_equal[q] = symmetry_orbit_size(&plan->sym, masks);
    }

    for (int i = st->start; i < plan->deck_size; i++) {
        const int q = plan->position[i];
        const unsigned grown = st->masks[q] | plan->rank_bit[i];
        if (grown > limit[q])
            continue;
        const uint64_t weight = grown == limit[q] ? weight_equal[q] : weight_distinct[q];
        const int card = plan->card[i];
        int values[POKEQ_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            values[p] = hand_value7(hand_add_card(partial[p], card));
        tally_showdown(t, values, weight);
    }
}

static void deal_last_any(const exact_plan *plan, const deal_state *st, tally *t)
{
    switch (plan->players) {
    case 2: deal_last(plan, st, t, 2); break;
    case 3: deal_last(plan, st, t, 3); break;
    case 4: deal_last(plan, st, t, 4); break;
    case 5: deal_last(plan, st, t, 5); break;
    case 6: deal_last(plan, st, t, 6); break;
    default: deal_last(plan, st, t, plan->players); break;
    }
}

/* Every canonical completion of st. */
static void deal_rest(const exact_plan *plan, const deal_state *st, tally *t)
{
    if (st->left == 1) {
        deal_last_any(plan, st, t);
        return;
    }
    deal_state next;
    for (int i = st->start; i <= plan->deck_size - st->left; i++)
        if (deal_next(plan, st, i, &next))
            deal_rest(plan, &next, t);
}

/* The canonical deals of `cards` more cards onto st, appended to list. */
static void list_prefixes(const exact_plan *plan, const deal_state *st, int cards, deal_state *list, int *count)
{
    if (cards == 0) {
        list[(*count)++] = *st;
        return;
    }
    deal_state next;
    for (int i = st->start; i <= plan->deck_size - st->left; i++)
        if (deal_next(plan, st, i, &next))
            list_prefixes(plan, &next, cards - 1, list, count);
}

static uint64_t choose(int n, int k)
{
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (uint64_t)(n - k + i) / (uint64_t)i;
    return c;
}

/* All runouts into total, on up to `threads` threads. */
static int enumerate(const exact_plan *plan, int threads, tally *total)
{
    deal_state root;
    memset(&root, 0, sizeof root);
    root.left = plan->to_deal;
    root.board = plan->board;

    if (plan->to_deal == 0) {
        int values[POKEQ_MAX_PLAYERS];
        for (int p = 0; p < plan->players; p++)
            values[p] = hand_value7(hand_combine(plan->board, plan->hole[p]));
        tally_showdown(total, values, 1);
        return POKEQ_OK;
    }
    if (plan->to_deal == 1) {
        deal_last_any(plan, &root, total);
        return POKEQ_OK;
    }

    /* Tasks: the canonical first cards, or first two cards when at least
     * three are dealt (about a thousand tasks, so threads stay balanced). */
    const int prefix_cards = plan->to_deal >= 3 ? 2 : 1;
    deal_state *tasks = malloc(sizeof *tasks * (size_t)(CARD_COUNT * CARD_COUNT / 2));
    if (tasks == NULL)
        return POKEQ_ERR_MEMORY;
    int task_count = 0;
    list_prefixes(plan, &root, prefix_cards, tasks, &task_count);

#pragma omp parallel num_threads(threads) if (threads > 1)
    {
        tally mine;
        tally_init(&mine, plan->players);
#pragma omp for schedule(dynamic, 1) nowait
        for (int k = 0; k < task_count; k++)
            deal_rest(plan, &tasks[k], &mine);
#pragma omp critical(pokeq_exact_merge)
        tally_merge(total, &mine);
    }
    free(tasks);
    return POKEQ_OK;
}

uint64_t exact_by_cards_work(const pokeq_scenario *s)
{
    const exact_plan plan = plan_of(s);
    return choose(plan.deck_size, plan.to_deal) / plan.sym.group_order;
}

int exact_by_cards(const pokeq_scenario *s, int threads, tally *out)
{
    const exact_plan plan = plan_of(s);
    return enumerate(&plan, threads, out);
}
