/* SPDX-License-Identifier: MIT */
/*
 * exact_batch.c - scenarios that differ only in their suits, counted by
 * ranks at once (exact.h; the method: exact_ranks.c).
 *
 * Scenarios with the same board, dead cards and hole ranks deal the same
 * rank multisets with the same assignments in all and the same values on
 * a plain board; they differ only in which assignments make a flush, and
 * that is a sum over suit weighings each fixed by (need, ranks of the
 * suit left). So one plain walk weighs every scenario's suits at once,
 * the equal weighings merged with their scales added (m_i x class size),
 * and its base scale is the sum of m_i x (1 - scenario i's scales).
 * A flush walk's boards depend on its suit only through the need, the
 * suit's ranks left, on the board and in each seat's hand: equal flush
 * walks of several scenarios (or suits) are dealt once with their scales
 * added. Integer sums (wrapping where exact_ranks.c's do): the same
 * counts as each scenario counted alone and added m_i times.
 */
#include "exact/exact.h"

#include "exact/rank_boards.h"

#include <stdlib.h>
#include <string.h>

/* One flush walk: the suit of one scenario's plan that deals it, what
 * decides its boards, and the scale summed over the equal ones. */
typedef struct flush_kind {
    const rank_plan *plan;
    int suit;
    unsigned key[3 + POKEQ_MAX_PLAYERS]; /* need, ranks left, board ranks, each seat's ranks in the suit */
    uint64_t scale;
} flush_kind;

/* A hand's ranks in one suit (hand.h: the mask holds 16 bits a suit). */
static unsigned ranks_in_suit(Hand h, int suit)
{
    return (unsigned)(h.mask >> (16 * suit)) & ((1u << RANK_COUNT) - 1);
}

/* Adds the flush walks of plan (times m) to kind[0..*n). */
static void add_flush_kinds(const rank_plan *plan, uint64_t m, flush_kind *kind, int *n)
{
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        if (plan->class_size[suit] == 0 || plan->need[suit] < 1 || plan->need[suit] > plan->to_deal)
            continue;
        flush_kind k = {plan, suit, {(unsigned)plan->need[suit], plan->available[suit], ranks_in_suit(plan->board, suit)},
                        m * plan->class_size[suit]};
        for (int p = 0; p < plan->players; p++)
            k.key[3 + p] = ranks_in_suit(plan->hole[p], suit);
        int at = 0;
        while (at < *n && memcmp(kind[at].key, k.key, sizeof k.key) != 0)
            at++;
        if (at == *n)
            kind[(*n)++] = k;
        else
            kind[at].scale += k.scale;
    }
}

static int flush_walks(const flush_kind *kind, int n, tally *out)
{
    int *task = malloc(RANK_FLUSH_TASKS * sizeof *task);
    if (task == NULL)
        return POKEQ_ERR_MEMORY;
    for (int i = 0; i < n; i++) {
        const rank_plan *plan = kind[i].plan;
        const int suit = kind[i].suit;
        rank_walk walk = {plan, suit, {0}, kind[i].scale};
        for (int rank = 0; rank < RANK_COUNT; rank++)
            walk.capacity[rank] = plan->cards_of_rank[rank] - (int)(plan->available[suit] >> rank & 1);
        const int tasks = rank_plan_flush_tasks(plan, suit, task);
        for (int t = 0; t < tasks; t++)
            rank_boards_flush(&walk, (unsigned)task[t] & ((1u << RANK_COUNT) - 1), out);
    }
    free(task);
    return POKEQ_OK;
}

/* Merges plan's weighings (times m) into into's; 0 when they do not fit. */
static int merge_weighings(rank_plan *into, const rank_plan *plan, uint64_t m)
{
    int count = into->plain_count;
    int kept[PLAIN_MAX];
    unsigned available[PLAIN_MAX];
    uint64_t scale[PLAIN_MAX];
    memcpy(kept, into->plain_kept, sizeof kept);
    memcpy(available, into->plain_available, sizeof available);
    memcpy(scale, into->plain_scale, sizeof scale);
    for (int k = 0; k < plan->plain_count; k++) {
        int at = 0;
        while (at < count && (kept[at] != plan->plain_kept[k] || available[at] != plan->plain_available[k]))
            at++;
        if (at == PLAIN_MAX)
            return 0;
        if (at == count) {
            kept[count] = plan->plain_kept[k];
            available[count] = plan->plain_available[k];
            scale[count++] = 0;
        }
        scale[at] += m * plan->plain_scale[k];
    }
    into->plain_count = count;
    memcpy(into->plain_kept, kept, sizeof kept);
    memcpy(into->plain_available, available, sizeof available);
    memcpy(into->plain_scale, scale, sizeof scale);
    into->base_scale += m * plan->base_scale;
    return 1;
}

/* The plain boards of the plans whose weighings were merged into *walked. */
static void plain_walk(rank_plan *walked, tally *out)
{
    rank_plan_last_cards(walked);
    rank_walk walk = {walked, -1, {0}, 1};
    memcpy(walk.capacity, walked->cards_of_rank, sizeof walk.capacity);
    const rank_state start = rank_boards_start(walked);
    for (int rank = 0; rank < RANK_COUNT; rank++)
        rank_boards_plain(&walk, rank, &start, out);
}

static int same_shape(const rank_plan *a, const rank_plan *b)
{
    return a->game == b->game && a->players == b->players && a->to_deal == b->to_deal &&
           a->board.mask == b->board.mask &&
           memcmp(a->cards_of_rank, b->cards_of_rank, sizeof a->cards_of_rank) == 0;
}

int exact_by_ranks_batch(const pokeq_scenario *s, const uint64_t *m, int n, tally *out)
{
    rank_plan *plan = malloc(((size_t)n + 1) * sizeof *plan);
    flush_kind *kind = malloc((size_t)n * SUIT_COUNT * sizeof *kind);
    int error = plan == NULL || kind == NULL ? POKEQ_ERR_MEMORY : POKEQ_OK;
    for (int i = 0; i < n && !error; i++) {
        rank_plan_of(&s[i], &plan[i]);
        if (!exact_by_ranks_applies(&s[i]) || !same_shape(&plan[0], &plan[i]))
            error = POKEQ_ERR_ARGUMENT;
    }
    int kinds = 0;
    for (int i = 0; i < n && !error; i++)
        add_flush_kinds(&plan[i], m[i], kind, &kinds);
    if (!error)
        error = flush_walks(kind, kinds, out);
    rank_plan *walked = plan + n;
    for (int i = 0; i < n && !error;) {
        /* the plans' own weighings: plan i's alone fit */
        memcpy(walked, &plan[i], sizeof *walked);
        walked->plain_count = 0;
        walked->base_scale = 0;
        while (i < n && merge_weighings(walked, &plan[i], m[i]))
            i++;
        plain_walk(walked, out);
    }
    free(plan);
    free(kind);
    return error;
}
