/* SPDX-License-Identifier: MIT */
/*
 * exact_ranks.c - exact counts by rank multisets, flush boards apart (exact.h).
 *
 * need[s] is how many dealt cards of suit s give some player five of s
 * (5 - known board cards of s - the most hole cards of s any player holds).
 * When every need is >= 1 and any two needs add up to more than the cards
 * dealt, at most one suit can reach its need on a board, so each board is
 * either
 *   - a flush board of exactly one suit s: it deals a set S of s ranks,
 *     |S| >= need[s], and a multiset M' of other ranks in other suits. No
 *     other suit can reach its need, so every board with the same (S, M')
 *     has the same showdown: it is scored once, with weight
 *     prod over ranks r of C(cards of r outside s, copies of r in M'); or
 *   - a plain board: nobody holds five of a suit, values depend on ranks
 *     only, and a rank multiset M is scored once, with weight the number
 *     of suit assignments of M that reach no suit's need: all
 *     prod over r of C(cards of r left, copies of r in M), less, for each
 *     suit s, those with need[s] or more cards of s. Per suit that is a
 *     polynomial in x (x^j: j cards of s), one factor per rank,
 *     C(other cards of r, m) + x C(other cards of r, m - 1) when r is left
 *     in s; the walk multiplies it in as it deals and keeps only the
 *     coefficients below need[s].
 * Suits the scenario cannot tell apart (suit_symmetry.h) have equally many
 * flush boards with the same outcomes and the same rank multisets, so one
 * suit of each class is dealt and its weights scaled by the class size;
 * they have the same polynomial too, so the plain walk keeps one per class.
 * This file plans the job and splits it; rank_boards.c scores the boards.
 *
 * Threads: the work runner's tasks (work.h) are the flush boards' (suit, S)
 * and the plain boards' lowest ranks, each thread into its own tally,
 * merged at the end. Integer sums: the same for any thread count.
 */
#include "core/deck.h"
#include "exact/exact.h"

#include "exact/rank_boards.h"
#include "core/suit_symmetry.h"
#include "core/work.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { ALL_RANKS = (1 << RANK_COUNT) - 1 };

static void needs_of(const pokeq_scenario *s, int need[SUIT_COUNT])
{
    int on_board[SUIT_COUNT] = {0}, most_held[SUIT_COUNT] = {0};
    for (int i = 0; i < s->board_count; i++)
        on_board[card_suit(s->board[i])]++;
    for (int p = 0; p < s->players; p++) {
        int held[SUIT_COUNT] = {0};
        held[card_suit(s->hole[p][0])]++;
        held[card_suit(s->hole[p][1])]++;
        for (int suit = 0; suit < SUIT_COUNT; suit++)
            most_held[suit] = held[suit] > most_held[suit] ? held[suit] : most_held[suit];
    }
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        need[suit] = 5 - on_board[suit] - most_held[suit];
}

int exact_by_ranks_applies(const pokeq_scenario *s)
{
    const int to_deal = 5 - s->board_count;
    if (!game_of((game_kind)s->game).by_ranks || to_deal < 1)
        return 0;
    int need[SUIT_COUNT];
    needs_of(s, need);
    for (int a = 0; a < SUIT_COUNT; a++) {
        if (need[a] < 1)
            return 0;
        for (int b = a + 1; b < SUIT_COUNT; b++)
            if (need[a] + need[b] <= to_deal)
                return 0;
    }
    return 1;
}

/* The plan's last_none and last_one (binomials and weighings made). */
void rank_plan_last_cards(rank_plan *plan)
{
    for (int k = 0; k < plan->plain_count; k++) {
        for (int rank = 0; rank < RANK_COUNT; rank++) {
            const int capacity = plan->cards_of_rank[rank], in_suit = plan->plain_available[k] >> rank & 1;
            for (int copies = 1; copies <= capacity; copies++) {
                plan->last_none[rank][copies][k] = plan->binomial[capacity - in_suit][copies];
                plan->last_one[rank][copies][k] = in_suit ? plan->binomial[capacity - 1][copies - 1] : 0;
            }
        }
    }
}

void rank_plan_of(const pokeq_scenario *s, rank_plan *plan)
{
    memset(plan, 0, sizeof *plan);
    plan->game = (game_kind)s->game;
    plan->players = s->players;
    plan->to_deal = 5 - s->board_count;
    plan->board = hand_of_cards(s->board, s->board_count);
    for (int p = 0; p < s->players; p++)
        plan->hole[p] = hand_of_cards(s->hole[p], 2);
    needs_of(s, plan->need);

    const uint64_t used = scenario_used_cards(s);
    for (int card = 0; card < CARD_COUNT; card++) {
        if (used >> card & 1)
            continue;
        plan->available[card_suit(card)] |= 1u << card_rank(card);
        plan->cards_of_rank[card_rank(card)]++;
    }

    const suit_symmetry sym = suit_symmetry_of(s);
    for (int position = 0, first = 0; position < SUIT_POSITIONS; position++) {
        if (!sym.same_as_previous[position])
            first = sym.suit_at[position];
        plan->class_size[first]++;
    }

    plan->base_scale = 1;
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        if (plan->need[suit] > plan->to_deal || plan->class_size[suit] == 0)
            continue;
        const int k = plan->plain_count++;
        plan->plain_kept[k] = plan->need[suit];
        plan->plain_available[k] = plan->available[suit];
        plan->plain_scale[k] = plan->class_size[suit];
        plan->base_scale -= plan->class_size[suit];
    }
    for (int n = 0; n <= SUIT_COUNT; n++) {
        plan->binomial[n][0] = 1;
        for (int k = 1; k <= MAX_DEAL; k++)
            plan->binomial[n][k] = n == 0 ? 0 : plan->binomial[n - 1][k - 1] + plan->binomial[n - 1][k];
    }
    rank_plan_last_cards(plan);
}

/* The flush tasks of one suit into task[]: every set of its ranks still in
 * the deck whose size is from its need to the cards dealt, made in
 * increasing order per size by Gosper's next-combination step (no pass over
 * all 8,192 rank sets). Returns how many. */
int rank_plan_flush_tasks(const rank_plan *plan, int suit, int *task)
{
    if (plan->class_size[suit] == 0)
        return 0;
    int count = 0;
    for (int size = plan->need[suit]; size >= 1 && size <= plan->to_deal; size++) {
        for (unsigned ranks = (1u << size) - 1; ranks <= ALL_RANKS;) {
            if ((ranks & ~plan->available[suit]) == 0)
                task[count++] = suit << RANK_COUNT | (int)ranks;
            const unsigned lowest = ranks & -ranks, carried = ranks + lowest;
            ranks = (((carried ^ ranks) >> 2) / lowest) | carried;
        }
    }
    return count;
}

static void walks_of(const rank_plan *plan, rank_walk flush[SUIT_COUNT], rank_walk *plain)
{
    for (int suit = 0; suit < SUIT_COUNT; suit++) {
        rank_walk *walk = &flush[suit];
        walk->plan = plan;
        walk->flush_suit = suit;
        walk->scale = plan->class_size[suit];
        for (int rank = 0; rank < RANK_COUNT; rank++)
            walk->capacity[rank] = plan->cards_of_rank[rank] - (int)(plan->available[suit] >> rank & 1);
    }
    plain->plan = plan;
    plain->flush_suit = -1;
    plain->scale = 1;
    memcpy(plain->capacity, plan->cards_of_rank, sizeof plain->capacity);
}

/* What every thread reads: the walks and the task list, (suit, flush
 * ranks) of each flush board kind first, then the plain boards' lowest
 * ranks (encoded as -1 - rank). */
typedef struct ranks_job {
    const rank_plan *plan;
    const rank_walk *flush;
    const rank_walk *plain;
    rank_state start;
    int task[SUIT_COUNT * RANK_FLUSH_TASKS + RANK_COUNT];
    tally *total;
} ranks_job;

static void *worker_new(void *shared)
{
    const ranks_job *job = shared;
    tally *t = malloc(sizeof *t);
    if (t != NULL)
        tally_init(t, job->plan->players);
    return t;
}

static void run_task(void *worker, int k, void *shared)
{
    const ranks_job *job = shared;
    const int task = job->task[k];
    if (task < 0) {
        const int lowest = -1 - task;
        rank_boards_plain(job->plain, lowest, &job->start, worker);
        return;
    }
    rank_boards_flush(&job->flush[task >> RANK_COUNT], (unsigned)task & ALL_RANKS, worker);
}

static void merge(void *worker, void *shared)
{
    tally_merge(((ranks_job *)shared)->total, worker);
}

int exact_by_ranks(const pokeq_scenario *s, int threads, const work_control *control, tally *out)
{
    ranks_job *job = malloc(sizeof *job);
    rank_plan *plan = malloc(sizeof *plan);
    if (job == NULL || plan == NULL) {
        free(job);
        free(plan);
        return POKEQ_ERR_MEMORY;
    }
    rank_plan_of(s, plan);
    rank_walk flush[SUIT_COUNT], plain;
    walks_of(plan, flush, &plain);
    /* field by field: a compound literal would clear the task list too */
    job->plan = plan;
    job->flush = flush;
    job->plain = &plain;
    job->start = rank_boards_start(plan);
    job->total = out;
    int tasks = 0;
    for (int suit = 0; suit < SUIT_COUNT; suit++)
        tasks += rank_plan_flush_tasks(plan, suit, job->task + tasks);
    for (int rank = 0; rank < RANK_COUNT; rank++)
        job->task[tasks++] = -1 - rank;
    const work_job work = {tasks, threads, job, worker_new, run_task, merge, free};
    const int error = work_run(&work, control);
    free(job);
    free(plan);
    return error;
}
