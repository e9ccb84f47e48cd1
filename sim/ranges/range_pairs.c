/* SPDX-License-Identifier: MIT */
/*
 * range_pairs.c - exact range equity heads-up before the flop with one
 * small seat: pair by pair through the fixed-hand engine (range_score.h).
 *
 * With no board card, exact by ranks (exact_ranks.c) answers one pair of
 * hands in about a third of a millisecond whatever their suits, while the
 * runout walk (range_walk.c) costs its canonical runouts (over 400,000
 * under a fixed hand's symmetry) times the live combos. When one seat has
 * few combos the pairs cost less: AhAs against random is 1,225 pairs, 469
 * of them up to the suit permutations that fix the plan, against some 550
 * million combo evaluations of the walk.
 *
 * The tasks are the canonical pairs: (a, b), a live combo of seat 0 and
 * one of seat 1 sharing no card, that is the least of its orbit under the
 * plan's group (range_plan_permutations) in (combo a, combo b) order. Each
 * is counted once, weighted by the orbit's size and both reduced weights
 * (the group keeps weights). Per-combo counts are added for canonical pairs
 * only, times the orbit size, and made true by range_plan_symmetrise as the
 * walk's are: summed over a combo's orbit they are exact, and every member
 * of the orbit has the same count.
 *
 * Pairs of the same four hole ranks (AhKh vs JsJc, AsKd vs JhJd, ...)
 * differ only in which boards make a flush: without per-combo counts they
 * are counted by ranks together (exact_by_ranks_batch: one plain walk, each
 * flush walk once), which makes a suit-breaking combo's pairs cheap beside
 * the symmetric ones of its ranks (range_orbit.c runs both parts as one
 * job, range_pairs_run_scaled).
 *
 * Threads: the groups of pairs of one rank key are the work runner's tasks
 * (work.h), each worker with its own tally and per-combo counts, merged in
 * thread order: integer sums, the same for every thread count.
 */
#include "ranges/range_score.h"

#include "exact/exact.h"
#include "core/work.h"

#include <stdlib.h>
#include <string.h>

/* One pair by ranks costs about as much as this many combo evaluations of
 * the runout walk (about 0.3 ms against 5 ns on this project's 2-core
 * EPYC; measured: QQ+,AKs vs random 0.46 CPU s by pairs, 0.75 s walked). */
enum { PAIR_UNITS = 65000 };

/* Canonical pairs worth a thread team (a pair is a third of a millisecond). */
enum { PAIRS_TEAM_MIN = 8 };

typedef struct pair_task {
    uint64_t mask[2];                   /* seat 0's and seat 1's cards */
    uint64_t weight;                    /* orbit size x both reduced weights x the plan's scale */
    uint32_t key;                       /* the four hole ranks: pairs of one key are counted together */
    uint32_t order;                     /* place in the listing: ties in key keep it */
    uint16_t live[2];                   /* live combo index in each seat (per-combo counts: one plan) */
} pair_task;

typedef struct pairs_job {
    const range_plan *plan;             /* the first plan: per-combo counts are by its live combos */
    pokeq_scenario base;                /* two players, the dead cards; holes filled per pair */
    const pair_task *task;              /* grouped by key */
    const int *group;                   /* group g: task[group[g]..group[g + 1]) */
    tally *total;
    pokeq_combo_counts *combos;         /* NULL: none; else by combo index, seat p at p * COMBO_COUNT */
    int error;                          /* a worker's error, once merged */
} pairs_job;

typedef struct pairs_worker {
    tally tally;
    pokeq_combo_counts *combos;
    int error;                          /* a pair's engine failed (MEMORY) */
} pairs_worker;

uint64_t range_pairs_estimate(const range_plan *plan)
{
    return (uint64_t)plan->seat[0].count * (uint64_t)plan->seat[1].count / plan->sym.group_order;
}

int range_pairs_pay(const range_job *j)
{
    const range_plan *plan = j->plan;
    const runout_deck *deck = &j->deck;
    /* exact by ranks: no categories; the dead cards below: Hold'em's deck */
    if (plan->game != GAME_HOLDEM || j->want_categories)
        return 0;
    if (plan->players != 2 || plan->board_count != 0 || deck->to_deal != 5)
        return 0;
    if (plan->seat[0].count > RANGE_SMALL_MAX && plan->seat[1].count > RANGE_SMALL_MAX)
        return 0;
    const uint64_t walk = runout_canonical_estimate(deck) * (uint64_t)(plan->seat[0].count + plan->seat[1].count);
    return range_pairs_estimate(plan) * PAIR_UNITS < walk;
}

int range_pairs_team_size(const range_plan *plan, int threads)
{
    return work_threads(threads, range_pairs_estimate(plan), PAIRS_TEAM_MIN);
}

static int card_image(int card, const int perm[SUIT_COUNT])
{
    return card_make(card_rank(card), perm[card_suit(card)]);
}

static int combo_image(uint64_t mask, const int perm[SUIT_COUNT])
{
    return combo_index(card_image(63 - __builtin_clzll(mask), perm), card_image(__builtin_ctzll(mask), perm));
}

/* The orbit size of pair (i, j) of live combos when it is the least of its
 * orbit, else 0. */
static uint32_t canonical_orbit(const range_plan *plan, int i, int j, int perms[24][SUIT_COUNT], int group)
{
    const range_seat *s0 = &plan->seat[0], *s1 = &plan->seat[1];
    const int a = s0->combo[i], b = s1->combo[j];
    int fixing = 0;
    for (int g = 0; g < group; g++) {
        const int ga = combo_image(s0->mask[i], perms[g]), gb = combo_image(s1->mask[j], perms[g]);
        if (ga < a || (ga == a && gb < b))
            return 0;
        fixing += ga == a && gb == b;
    }
    return (uint32_t)(group / fixing);
}

static uint32_t ranks_key(uint64_t a, uint64_t b)
{
    uint32_t key = 0;
    for (int p = 0; p < 2; p++) {
        const uint64_t mask = p == 0 ? a : b;
        key = key << 8 | (uint32_t)card_rank(63 - __builtin_clzll(mask)) << 4 | (uint32_t)card_rank(__builtin_ctzll(mask));
    }
    return key;
}

static int by_key(const void *x, const void *y)
{
    const pair_task *a = x, *b = y;
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    return a->order < b->order ? -1 : a->order > b->order;
}

/* The n pairs sorted by key (the same order every run), the groups'
 * starts into *group (heap, groups + 1 entries). Returns the groups, -1
 * when out of memory. */
static int group_pairs(pair_task *task, int n, int **group)
{
    int *start = malloc(((size_t)n + 1) * sizeof *start);
    if (start == NULL)
        return -1;
    qsort(task, (size_t)n, sizeof *task, by_key);
    int groups = 0;
    for (int k = 0; k < n; k++)
        if (k == 0 || task[k].key != task[k - 1].key)
            start[groups++] = k;
    start[groups] = n;
    *group = start;
    return groups;
}

/* Appends plan's canonical pairs, weights times scale, to task[*n..);
 * task has room for every pair of live combos. */
static void list_pairs(const range_plan *plan, uint64_t scale, pair_task *task, int *n)
{
    const range_seat *s0 = &plan->seat[0], *s1 = &plan->seat[1];
    int perms[24][SUIT_COUNT];
    const int group = range_plan_permutations(plan, perms);
    for (int i = 0; i < s0->count; i++) {
        for (int j = 0; j < s1->count; j++) {
            if (s0->mask[i] & s1->mask[j])
                continue;
            const uint32_t orbit = canonical_orbit(plan, i, j, perms, group);
            if (orbit == 0)
                continue;
            const uint64_t weight = scale * orbit * s0->weight[i] * s1->weight[j];
            task[*n] = (pair_task){{s0->mask[i], s1->mask[j]}, weight, ranks_key(s0->mask[i], s1->mask[j]),
                                   (uint32_t)*n, {(uint16_t)i, (uint16_t)j}};
            (*n)++;
        }
    }
}

static void *pairs_worker_new(void *shared)
{
    const pairs_job *job = shared;
    pairs_worker *w = malloc(sizeof *w);
    if (w == NULL)
        return NULL;
    tally_init(&w->tally, 2);
    w->combos = NULL;
    w->error = POKEQ_OK;
    if (job->combos != NULL && (w->combos = calloc(2 * COMBO_COUNT, sizeof *w->combos)) == NULL) {
        free(w);
        return NULL;
    }
    return w;
}

static void pairs_worker_free(void *worker)
{
    pairs_worker *w = worker;
    if (w)
        free(w->combos);
    free(w);
}

static void pair_scenario(const pairs_job *job, const pair_task *task, pokeq_scenario *s)
{
    *s = job->base;
    for (int p = 0; p < 2; p++) {
        s->hole[p][0] = 63 - __builtin_clzll(task->mask[p]);
        s->hole[p][1] = __builtin_ctzll(task->mask[p]);
    }
}

/* One pair by ranks, weighted into the worker with its per-combo counts. */
static void run_pair_with_combos(const pairs_job *job, pairs_worker *w, const pair_task *task)
{
    pokeq_scenario s;
    pair_scenario(job, task, &s);
    tally pair;
    tally_init(&pair, 2);
    const int error = exact_by_ranks(&s, 1, NULL, &pair);
    if (error != POKEQ_OK) {
        w->error = error;
        return;
    }
    const uint64_t weight = task->weight;
    tally_merge_scaled(&w->tally, &pair, weight);
    for (int p = 0; p < 2; p++) {
        pokeq_combo_counts *c = &w->combos[p * COMBO_COUNT + job->plan->seat[p].combo[task->live[p]]];
        c->showdowns += weight * pair.showdowns;
        c->equity_units += weight * pair.player[p].equity_units;
    }
}

/* One group of pairs of the same ranks: by ranks at once, or pair by pair
 * when per-combo counts are asked for. */
static void pairs_run_task(void *worker, int g, void *shared)
{
    const pairs_job *job = shared;
    pairs_worker *w = worker;
    const int from = job->group[g], n = job->group[g + 1] - from;
    if (w->combos != NULL) {
        for (int k = 0; k < n; k++)
            run_pair_with_combos(job, w, &job->task[from + k]);
        return;
    }
    pokeq_scenario *s = malloc((size_t)n * sizeof *s);
    uint64_t *weight = malloc((size_t)n * sizeof *weight);
    int error = s == NULL || weight == NULL ? POKEQ_ERR_MEMORY : POKEQ_OK;
    for (int k = 0; k < n && !error; k++) {
        pair_scenario(job, &job->task[from + k], &s[k]);
        weight[k] = job->task[from + k].weight;
    }
    if (!error)
        error = exact_by_ranks_batch(s, weight, n, &w->tally);
    if (error)
        w->error = error;
    free(s);
    free(weight);
}

static void pairs_merge(void *worker, void *shared)
{
    pairs_job *job = shared;
    const pairs_worker *w = worker;
    tally_merge(job->total, &w->tally);
    if (w->error != POKEQ_OK)
        job->error = w->error;
    if (w->combos == NULL)
        return;
    for (int k = 0; k < 2 * COMBO_COUNT; k++) {
        job->combos[k].showdowns += w->combos[k].showdowns;
        job->combos[k].equity_units += w->combos[k].equity_units;
    }
}

/* The pairs of plans[0..n) (one board and dead cards), each weighted by
 * its plan's scale, into total; per-combo counts (combos not NULL) for
 * one plan only. */
static int run_plans(const range_plan *const *plans, const uint64_t *scale, int n, int threads,
                     const work_control *control, tally *total, pokeq_combo_counts *combos)
{
    pairs_job job = {.plan = plans[0], .total = total, .combos = combos};
    job.base.players = 2;
    for (uint64_t dead = plans[0]->known; dead != 0; dead &= dead - 1)
        job.base.dead[job.base.dead_count++] = __builtin_ctzll(dead);
    size_t room = 1;
    for (int k = 0; k < n; k++)
        room += (size_t)plans[k]->seat[0].count * (size_t)plans[k]->seat[1].count;
    pair_task *task = malloc(room * sizeof *task);
    int *group = NULL, tasks = 0;
    for (int k = 0; k < n && task != NULL; k++)
        list_pairs(plans[k], scale[k], task, &tasks);
    const int groups = task == NULL ? -1 : group_pairs(task, tasks, &group);
    if (groups < 0) {
        free(task);
        return POKEQ_ERR_MEMORY;
    }
    job.task = task;
    job.group = group;
    const work_job work = {groups, threads, &job, pairs_worker_new, pairs_run_task, pairs_merge, pairs_worker_free};
    const int error = work_run(&work, control);
    free(task);
    free(group);
    return error != POKEQ_OK ? error : job.error;
}

int range_pairs_run(const range_job *j, int threads, const work_control *control, tally *total,
                    pokeq_combo_counts *combos)
{
    const uint64_t one = 1;
    return run_plans(&j->plan, &one, 1, threads, control, total, j->want_combos ? combos : NULL);
}

int range_pairs_run_scaled(const range_plan *const *plans, const uint64_t *scale, int n, int threads,
                           const work_control *control, tally *total)
{
    return run_plans(plans, scale, n, threads, control, total, NULL);
}
