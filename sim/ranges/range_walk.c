/* SPDX-License-Identifier: MIT */
/*
 * range_walk.c - exact equity over ranges (pokeq_exact_ranges,
 * range_exact_run): the job, its workers, the walk and the overflow bound.
 *
 * Runouts come from the one canonical walk (runouts.h) under the symmetry
 * the range plan allows (range_plan.h): each canonical runout is scored
 * once, weighted by its orbit size (range_heads_up.c, range_multiway.c),
 * and the per-combo counts are averaged over combo orbits at the end
 * (range_plan_symmetrise).
 *
 * The canonical first cards (or first two) of the runout are the work
 * runner's tasks (work.h), each worker with its own tally and per-combo
 * counts, merged in thread order at the end: integer sums, the same for
 * any thread count.
 */
#include "ranges/range_exact.h"

#include "ranges/range_score.h"
#include "core/work.h"

#include <stdlib.h>
#include <string.h>

enum { RANGE_TEAM_MIN_WORK = 1 << 20 }; /* runouts x combos worth a thread team */

static void score_runout(range_worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    if (w->job->plan->players == 2) {
        range_heads_up_score(w, board, board_cards, runouts);
        if (w->job->want_categories)
            range_heads_up_categories(w, board, board_cards, runouts);
    } else {
        range_multiway_score(w, board, board_cards, runouts);
        if (w->job->want_categories)
            range_multiway_categories(w);
    }
}

/* ---- the walk ---- */

/* The walk's leaf: every canonical last card of st. */
static void deal_last(const deal_state *st, void *context)
{
    range_worker *w = context;
    const runout_deck *deck = &w->job->deck;
    last_card_orbits orbits;
    runout_last_card_orbits(deck, st, &orbits);
    const uint64_t dealt = w->job->plan->known | runout_dealt_cards(deck, st);
    const volatile int *cancel = w->job->cancel;
    for (int i = st->start; i < deck->size; i++) {
        uint64_t weight;
        if (cancel != NULL && *cancel)
            return;
        if (!runout_last_card(deck, st, &orbits, i, &weight))
            continue;
        const int card = deck->card[i];
        score_runout(w, hand_add_card(st->board, card), dealt | 1ULL << card, weight);
    }
}

static void worker_free(range_worker *w)
{
    if (w) {
        free(w->combos);
        free(w->combo_seen);
    }
    free(w);
}

static range_worker *worker_new(const range_job *j)
{
    range_worker *w = malloc(sizeof *w);
    if (w == NULL)
        return NULL;
    w->job = j;
    tally_init(&w->tally, j->plan->players);
    w->tally.count_categories = j->want_categories;
    memset(w->weight_of_combo, 0, sizeof w->weight_of_combo);
    w->combos = NULL;
    w->combo_seen = NULL;
    /* three or more seats count categories from the per-combo counts */
    const int multiway_categories = j->want_categories && j->plan->players > 2;
    if (j->want_combos || multiway_categories) {
        w->combos = calloc((size_t)j->plan->players * COMBO_COUNT, sizeof *w->combos);
        if (multiway_categories)
            w->combo_seen = calloc((size_t)j->plan->players * COMBO_COUNT, sizeof *w->combo_seen);
        if (w->combos == NULL || (multiway_categories && w->combo_seen == NULL)) {
            worker_free(w);
            return NULL;
        }
    }
    return w;
}

/* Adds a worker's results into the totals (combos by combo index). */
static void worker_merge(const range_worker *w, tally *total, pokeq_combo_counts *combos)
{
    tally_merge(total, &w->tally);
    if (!w->combos || !combos)
        return;
    const range_plan *plan = w->job->plan;
    for (int p = 0; p < plan->players; p++) {
        for (int i = 0; i < plan->seat[p].count; i++) {
            pokeq_combo_counts *into = &combos[p * COMBO_COUNT + plan->seat[p].combo[i]];
            const pokeq_combo_counts *from = &w->combos[p * COMBO_COUNT + i];
            into->showdowns += from->showdowns;
            into->equity_units += from->equity_units;
        }
    }
}

/* What the workers share: the job and the totals they merge into. */
typedef struct walk_job {
    const range_job *job;
    tally *total;
    pokeq_combo_counts *combos;
} walk_job;

static void *walk_worker_new(void *shared)
{
    return worker_new(((walk_job *)shared)->job);
}

static void walk_merge(void *w, void *shared)
{
    walk_job *walk = shared;
    worker_merge(w, walk->total, walk->combos);
}

static void walk_worker_free(void *w)
{
    worker_free(w);
}

/* Every runout into total and combos, on `threads` threads. */
static int enumerate(const range_job *j, int threads, const work_control *control, tally *total,
                     pokeq_combo_counts *combos)
{
    const runout_deck *deck = &j->deck;
    const deal_state root = runout_root(deck, j->plan->board);
    if (deck->to_deal <= 1 && !work_part_first(control))
        return POKEQ_OK;
    if (deck->to_deal <= 1) {
        range_worker *w = worker_new(j);
        if (w == NULL)
            return POKEQ_ERR_MEMORY;
        if (deck->to_deal == 0)
            score_runout(w, root.board, j->plan->known, 1);
        else
            deal_last(&root, w);
        worker_merge(w, total, combos);
        worker_free(w);
        return j->cancel != NULL && *j->cancel ? POKEQ_ERR_CANCELLED : POKEQ_OK; /* deal_last stopped halfway */
    }
    walk_job walk = {j, total, combos};
    const work_job work = {0, threads, &walk, walk_worker_new, NULL, walk_merge, walk_worker_free};
    return runouts_run(deck, &root, deal_last, &work, control);
}

unsigned __int128 range_counts_bound(const range_plan *plan, const runout_deck *deck)
{
    unsigned __int128 bound = POT_UNITS;
    for (int i = 1; i <= deck->to_deal; i++)
        bound = bound * (unsigned)(deck->size - deck->to_deal + i) / (unsigned)i;
    for (int p = 0; p < plan->players; p++) {
        bound *= plan->seat[p].total_weight;
        if (bound >> 64)
            return (unsigned __int128)1 << 64;
    }
    return bound;
}

/* Whether the counts surely fit in 64 bits. */
static int counts_fit(const range_plan *plan, const runout_deck *deck)
{
    return range_counts_bound(plan, deck) >> 64 == 0;
}

int range_team_size(const range_job *j, int threads)
{
    uint64_t combos = 0;
    for (int p = 0; p < j->plan->players; p++)
        combos += (uint64_t)j->plan->seat[p].count;
    if (range_pairs_pay(j))
        return range_pairs_team_size(j->plan, threads);
    const uint64_t work = runout_canonical_estimate(&j->deck) * combos;
    return j->deck.to_deal >= 2 ? work_threads(threads, work, RANGE_TEAM_MIN_WORK) : 1;
}

int pokeq_exact_ranges(const pokeq_range_scenario *scenario, int threads, pokeq_range_exact_result *out,
                       pokeq_combo_counts *combos)
{
    return range_exact_run(scenario, threads, NULL, out, combos, NULL);
}

int range_exact_run(const pokeq_range_scenario *scenario, int threads, const work_control *control,
                    pokeq_range_exact_result *out, pokeq_combo_counts *combos, category_counts *categories)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (scenario == NULL || out == NULL || threads < 0)
        return -POKEQ_ERR_ARGUMENT;
    range_plan *plan;
    const int error = range_plan_build(scenario, &plan);
    if (error != POKEQ_OK)
        return -error;
    const int code = range_exact_run_plan(plan, threads, control, out, combos, categories);
    range_plan_free(plan);
    return code;
}

int range_exact_run_plan(const range_plan *plan, int threads, const work_control *control,
                         pokeq_range_exact_result *out, pokeq_combo_counts *combos, category_counts *categories)
{
    memset(out, 0, sizeof *out);
    if (threads < 0)
        return -POKEQ_ERR_ARGUMENT;
    int error = POKEQ_OK;
    range_job *j = malloc(sizeof *j);
    if (j == NULL)
        return -POKEQ_ERR_MEMORY;
    j->plan = plan;
    j->want_combos = combos != NULL;
    j->want_categories = categories != NULL;
    j->cancel = control != NULL ? control->cancel : NULL;
    runout_deck_init(&j->deck, plan->known, 5 - plan->board_count, &plan->sym);
    if (!counts_fit(plan, &j->deck))
        error = POKEQ_ERR_OVERFLOW;

    tally total;
    tally_init(&total, plan->players);
    const int team = range_team_size(j, threads);
    if (combos != NULL)
        memset(combos, 0, (size_t)plan->players * COMBO_COUNT * sizeof *combos);
    if (!error)
        error = range_pairs_pay(j) ? range_pairs_run(j, team, control, &total, combos)
                                   : enumerate(j, team, control, &total, combos);
    if (!error && combos != NULL)
        range_plan_symmetrise(plan, combos);
    if (!error) {
        out->players = plan->players;
        out->threads = team;
        out->showdowns = total.showdowns;
        memcpy(out->player, total.player, sizeof out->player);
        if (categories != NULL)
            *categories = total.categories;
    }
    free(j);
    return error ? -error : POKEQ_OK;
}
