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
 * Threads: the pairs are the work runner's tasks (work.h), each worker with
 * its own tally and per-combo counts, merged in thread order: integer sums,
 * the same for every thread count.
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
    uint16_t live[2];                   /* live combo index in seat 0, seat 1 */
    uint32_t orbit;                     /* the pair's orbit size under the group */
} pair_task;

typedef struct pairs_job {
    const range_plan *plan;
    pokeq_scenario base;                /* two players, the dead cards; holes filled per pair */
    const pair_task *task;
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

/* The canonical pairs into *out (heap); returns how many, or -1 when out
 * of memory. */
static int list_pairs(const range_plan *plan, pair_task **out)
{
    const range_seat *s0 = &plan->seat[0], *s1 = &plan->seat[1];
    int perms[24][SUIT_COUNT];
    const int group = range_plan_permutations(plan, perms);
    pair_task *task = malloc((size_t)s0->count * (size_t)s1->count * sizeof *task + 1);
    if (task == NULL)
        return -1;
    int n = 0;
    for (int i = 0; i < s0->count; i++) {
        for (int j = 0; j < s1->count; j++) {
            if (s0->mask[i] & s1->mask[j])
                continue;
            const uint32_t orbit = canonical_orbit(plan, i, j, perms, group);
            if (orbit != 0)
                task[n++] = (pair_task){{(uint16_t)i, (uint16_t)j}, orbit};
        }
    }
    *out = task;
    return n;
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

/* One pair: its two hands by ranks, weighted into the worker. */
static void pairs_run_task(void *worker, int k, void *shared)
{
    const pairs_job *job = shared;
    pairs_worker *w = worker;
    const pair_task *task = &job->task[k];
    pokeq_scenario s = job->base;
    uint64_t weight = task->orbit;
    int combo[2];
    for (int p = 0; p < 2; p++) {
        const range_seat *seat = &job->plan->seat[p];
        const int i = task->live[p];
        s.hole[p][0] = 63 - __builtin_clzll(seat->mask[i]);
        s.hole[p][1] = __builtin_ctzll(seat->mask[i]);
        weight *= seat->weight[i];
        combo[p] = seat->combo[i];
    }
    tally pair;
    tally_init(&pair, 2);
    const int error = exact_by_ranks(&s, 1, NULL, &pair);
    if (error != POKEQ_OK) {
        w->error = error;
        return;
    }
    tally_merge_scaled(&w->tally, &pair, weight);
    if (w->combos == NULL)
        return;
    for (int p = 0; p < 2; p++) {
        pokeq_combo_counts *c = &w->combos[p * COMBO_COUNT + combo[p]];
        c->showdowns += weight * pair.showdowns;
        c->equity_units += weight * pair.player[p].equity_units;
    }
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

int range_pairs_run(const range_job *j, int threads, const work_control *control, tally *total,
                    pokeq_combo_counts *combos)
{
    pairs_job job = {.plan = j->plan, .total = total, .combos = j->want_combos ? combos : NULL};
    job.base.players = 2;
    for (uint64_t dead = j->plan->known; dead != 0; dead &= dead - 1)
        job.base.dead[job.base.dead_count++] = __builtin_ctzll(dead);
    pair_task *task;
    const int tasks = list_pairs(j->plan, &task);
    if (tasks < 0)
        return POKEQ_ERR_MEMORY;
    job.task = task;
    const work_job work = {tasks, threads, &job, pairs_worker_new, pairs_run_task, pairs_merge, pairs_worker_free};
    const int error = work_run(&work, control);
    free(task);
    return error != POKEQ_OK ? error : job.error;
}
