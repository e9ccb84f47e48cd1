/* SPDX-License-Identifier: MIT */
/* runouts.c - the canonical runout walk (runouts.h). */
#include "core/runouts.h"

#include "pokeq.h"

#include <stdlib.h>

#include <string.h>

void runout_deck_init(runout_deck *deck, uint64_t used, int to_deal, const suit_symmetry *sym)
{
    memset(deck, 0, sizeof *deck);
    deck->to_deal = to_deal;
    deck->sym = *sym;
    for (int position = 0; position < SUIT_POSITIONS; position++) {
        for (int rank = RANK_COUNT - 1; rank >= 0; rank--) {
            const int card = card_make(rank, sym->suit_at[position]);
            if (used >> card & 1)
                continue;
            deck->card[deck->size] = card;
            deck->position[deck->size] = position;
            deck->rank_bit[deck->size] = 1u << rank;
            deck->size++;
        }
    }
}

deal_state runout_root(const runout_deck *deck, Hand board)
{
    deal_state root;
    memset(&root, 0, sizeof root);
    root.left = deck->to_deal;
    root.board = board;
    return root;
}

void runout_last_card_orbits(const runout_deck *deck, const deal_state *st, last_card_orbits *orbits)
{
    /* A last card at position q ends q's mask; it must not pass limit[q],
     * and its orbit size depends only on whether it equals limit[q]. */
    for (int q = 0; q < SUIT_POSITIONS; q++) {
        unsigned masks[SUIT_POSITIONS];
        memcpy(masks, st->masks, sizeof masks);
        orbits->limit[q] = symmetry_limit(&deck->sym, masks, q);
        masks[q] = RANK_MASK_NONE;
        orbits->distinct[q] = symmetry_orbit_size(&deck->sym, masks);
        masks[q] = orbits->limit[q];
        orbits->equal[q] = symmetry_orbit_size(&deck->sym, masks);
    }
}

void runouts_walk(const runout_deck *deck, const deal_state *st, runout_leaf *leaf, void *context)
{
    if (st->left == 1) {
        leaf(st, context);
        return;
    }
    deal_state next;
    for (int i = st->start; i <= deck->size - st->left; i++)
        if (runout_deal_next(deck, st, i, &next))
            runouts_walk(deck, &next, leaf, context);
}

static void add_prefixes(const runout_deck *deck, const deal_state *st, int cards, deal_state *list, int *count)
{
    if (cards == 0) {
        list[(*count)++] = *st;
        return;
    }
    deal_state next;
    for (int i = st->start; i <= deck->size - st->left; i++)
        if (runout_deal_next(deck, st, i, &next))
            add_prefixes(deck, &next, cards - 1, list, count);
}

/* The canonical deals of `cards` more cards onto st into list (room for
 * TASKS_MAX); returns how many. */
static int runout_prefixes(const runout_deck *deck, const deal_state *st, int cards, deal_state *list)
{
    int count = 0;
    add_prefixes(deck, st, cards, list, &count);
    return count;
}

/* At most C(52, 3) prefixes: three cards with no symmetry. */
enum { TASKS_MAX = 52 * 51 * 50 / 6 };

deal_state *runout_tasks(const runout_deck *deck, const deal_state *root, int *count)
{
    const int prefix_cards = deck->to_deal >= 4 ? 3 : deck->to_deal >= 3 ? 2 : 1;
    deal_state *tasks = malloc(sizeof *tasks * (size_t)TASKS_MAX);
    *count = tasks != NULL ? runout_prefixes(deck, root, prefix_cards, tasks) : 0;
    return tasks;
}

/* runouts_run's job for the work runner: the caller's job, the deck,
 * the task list, the leaf and the cancel flag (NULL: none). */
typedef struct walk_tasks {
    const runout_deck *deck;
    const deal_state *tasks;
    runout_leaf *leaf;
    const work_job *job;
    const volatile int *cancel;
} walk_tasks;

/* runouts_walk that stops (its task's counts then partial, and the work
 * runner's answer CANCELLED) once the cancel flag is set: read before
 * each leaf, since a task can take minutes where a leaf scores ranges. */
static void walk_until(const walk_tasks *w, const deal_state *st, void *context)
{
    if (*w->cancel)
        return;
    if (st->left == 1) {
        w->leaf(st, context);
        return;
    }
    deal_state next;
    for (int i = st->start; i <= w->deck->size - st->left; i++)
        if (runout_deal_next(w->deck, st, i, &next))
            walk_until(w, &next, context);
}

static void *walk_worker_new(void *shared)
{
    const walk_tasks *w = shared;
    return w->job->worker_new(w->job->shared);
}

static void walk_task(void *worker, int task, void *shared)
{
    const walk_tasks *w = shared;
    if (w->cancel != NULL)
        walk_until(w, &w->tasks[task], worker);
    else
        runouts_walk(w->deck, &w->tasks[task], w->leaf, worker);
}

static void walk_merge(void *worker, void *shared)
{
    const walk_tasks *w = shared;
    w->job->merge(worker, w->job->shared);
}

int runouts_run(const runout_deck *deck, const deal_state *root, runout_leaf *leaf, const work_job *job,
                const work_control *control)
{
    int count;
    deal_state *tasks = runout_tasks(deck, root, &count);
    if (tasks == NULL)
        return POKEQ_ERR_MEMORY;
    walk_tasks w = {deck, tasks, leaf, job, control != NULL ? control->cancel : NULL};
    const work_job work = {count, job->threads, &w, walk_worker_new, walk_task, walk_merge, job->worker_free};
    const int error = work_run(&work, control);
    free(tasks);
    return error;
}

uint64_t runout_canonical_estimate(const runout_deck *deck)
{
    uint64_t c = 1;
    for (int i = 1; i <= deck->to_deal; i++)
        c = c * (uint64_t)(deck->size - deck->to_deal + i) / (uint64_t)i;
    return c / deck->sym.group_order;
}

uint64_t runout_dealt_cards(const runout_deck *deck, const deal_state *st)
{
    uint64_t cards = 0;
    for (int position = 0; position < SUIT_POSITIONS; position++)
        for (unsigned ranks = st->masks[position]; ranks != 0; ranks &= ranks - 1)
            cards |= 1ULL << card_make(__builtin_ctz(ranks), deck->sym.suit_at[position]);
    return cards;
}
