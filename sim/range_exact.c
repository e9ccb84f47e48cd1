/*
 * range_exact.c - exact equity over ranges (pokeq_exact_ranges).
 *
 * Runouts come from the one canonical walk (runouts.h) under the symmetry
 * the range plan allows (range_plan.h): each canonical runout is scored
 * once, weighted by its orbit size, and the per-combo counts are averaged
 * over combo orbits at the end (range_plan_symmetrise).
 *
 * Scoring one runout, heads-up: every live combo of both seats is
 * evaluated once; the values of both seats are sorted together, and one
 * sweep from low to high gives each combo e the weight of the opposing
 * combos below it, equal to it and in all, each minus the opposing combos
 * that share a card with e. By inclusion-exclusion over e's two cards: the
 * sum over all opposing combos, less the sums over those holding e's first
 * and second card, plus e's own combo when the other seat holds it (it
 * holds both cards, so it was taken away twice). The sweep keeps those sums
 * per card, so a runout costs O(n log n) for n combos, not O(n^2) pairs.
 *
 * Three or more players: per runout, each seat's combos are evaluated once
 * and the assignments enumerated depth-first, skipping shared cards.
 *
 * Threads take the canonical first cards (or first two) of the runout,
 * each into its own tally and per-combo counts, merged at the end: integer
 * sums, the same for any thread count.
 */
#include "combo.h"
#include "eval7.h"
#include "game.h"
#include "hand.h"
#include "pokeq.h"
#include "range_plan.h"
#include "runouts.h"
#include "tally.h"
#include "value_sort.h"
#include "range_exact.h"
#include "work.h"

#include <stdlib.h>
#include <string.h>

enum {
    ENTRY_MAX = 2 * COMBO_COUNT,
    SMALL_MAX = 64,                     /* a seat this small is not sorted with the other */
    VALUE_LIMIT = 7463,                 /* hand values are 1..7462 */
    INDEX_BITS = 12,                    /* an entry number < 4096 */
    TEAM_MIN_WORK = 1 << 20             /* runouts x combos worth a thread team */
};

/* A live combo of the small seat on one runout. */
typedef struct small_entry {
    uint16_t value;
    uint8_t card_a, card_b;
    uint16_t live, combo;
    uint32_t weight;
} small_entry;

/* What every thread reads. */
typedef struct job {
    const range_plan *plan;
    runout_deck deck;
    int want_combos;
} job;

/* A thread's scratch and results. */
typedef struct worker {
    const job *job;
    tally tally;
    pokeq_combo_counts *combos;         /* [seat][live index]: seat p at offset p * COMBO_COUNT */
    /* heads-up sweep: the runout's live combos of both seats */
    uint32_t key[ENTRY_MAX], sorted[ENTRY_MAX], scratch[ENTRY_MAX];
    uint8_t side[ENTRY_MAX], card_a[ENTRY_MAX], card_b[ENTRY_MAX];
    uint16_t live[ENTRY_MAX], combo[ENTRY_MAX];
    uint32_t weight[ENTRY_MAX];
    uint32_t weight_of_combo[2][COMBO_COUNT]; /* the seat's weight for a combo on this runout, else 0 */
    /* several players: values per seat and live combo, 0 when off the runout */
    uint16_t value[POKEQ_MAX_PLAYERS][COMBO_COUNT];
    /* heads-up with a small seat: its combos by value, and per distinct
     * value j its weight below and at u[j], in all and per card */
    small_entry small[SMALL_MAX];
    uint16_t distinct[SMALL_MAX + 1];
    uint8_t values_below[VALUE_LIMIT];  /* value v -> how many distinct values lie below v */
    uint64_t below_all[SMALL_MAX + 1], equal_all[SMALL_MAX + 1];
    uint64_t below_card[SMALL_MAX + 1][CARD_COUNT], equal_card[SMALL_MAX + 1][CARD_COUNT];
    /* and the large seat's weight per slot 2j (between u[j-1] and u[j]) or
     * 2j+1 (at u[j]), for the small seat's per-combo counts */
    uint64_t slot_all[2 * SMALL_MAX + 2], slot_card[2 * SMALL_MAX + 2][CARD_COUNT];
} worker;

/* ---- heads-up: one runout by the sorted sweep ---- */


/* Running sums of one seat's weights: in all, and per card. */
typedef struct weight_sums {
    uint64_t all;
    uint64_t card[CARD_COUNT];
} weight_sums;

static inline void sums_add(weight_sums *s, int card_a, int card_b, uint64_t weight)
{
    s->all += weight;
    s->card[card_a] += weight;
    s->card[card_b] += weight;
}

/* The sum over the combos counted in s that share no card with (a, b). */
static inline uint64_t sums_apart(const weight_sums *s, int card_a, int card_b)
{
    return s->all - s->card[card_a] - s->card[card_b];
}

/* Lists the runout's live combos of both seats; returns how many. */
static int list_entries(worker *w, Hand board, uint64_t board_cards, weight_sums total[2])
{
    const range_plan *plan = w->job->plan;
    int n = 0;
    for (int s = 0; s < 2; s++) {
        const range_seat *seat = &plan->seat[s];
        for (int i = 0; i < seat->count; i++) {
            if (seat->mask[i] & board_cards)
                continue;
            const int value = seat_value(GAME_HOLDEM, board, seat->hand[i]);
            const uint64_t mask = seat->mask[i];
            w->key[n] = (uint32_t)value << INDEX_BITS | (uint32_t)n;
            w->side[n] = (uint8_t)s;
            w->card_a[n] = (uint8_t)(63 - __builtin_clzll(mask));
            w->card_b[n] = (uint8_t)__builtin_ctzll(mask);
            w->live[n] = (uint16_t)i;
            w->combo[n] = seat->combo[i];
            w->weight[n] = seat->weight[i];
            w->weight_of_combo[s][seat->combo[i]] = seat->weight[i];
            sums_add(&total[s], w->card_a[n], w->card_b[n], seat->weight[i]);
            n++;
        }
    }
    return n;
}

/* Scores every pairing of the two seats' combos on one runout (board holds
 * all five cards), weighted by `runouts` (the runout's orbit size). */
static void score_heads_up(worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    weight_sums total[2], below[2], equal[2];
    memset(total, 0, sizeof total);
    memset(below, 0, sizeof below);
    memset(equal, 0, sizeof equal);
    const int n = list_entries(w, board, board_cards, total);
    sort_by_value(w->key, w->sorted, w->scratch, n, INDEX_BITS);

    uint64_t wins[2] = {0, 0}, ties = 0;
    for (int g = 0; g < n;) {
        const uint32_t value = w->sorted[g] >> INDEX_BITS;
        int end = g;
        while (end < n && w->sorted[end] >> INDEX_BITS == value)
            end++;
        for (int k = g; k < end; k++) {
            const int e = (int)(w->sorted[k] & ((1u << INDEX_BITS) - 1));
            sums_add(&equal[w->side[e]], w->card_a[e], w->card_b[e], w->weight[e]);
        }
        for (int k = g; k < end; k++) {
            const int e = (int)(w->sorted[k] & ((1u << INDEX_BITS) - 1));
            const int mine = w->side[e], other = 1 - mine;
            const int a = w->card_a[e], b = w->card_b[e];
            const uint64_t same = w->weight_of_combo[other][w->combo[e]];
            const uint64_t beats = sums_apart(&below[other], a, b);
            const uint64_t tie_with = sums_apart(&equal[other], a, b) + same;
            const uint64_t weight = w->weight[e];
            wins[mine] += weight * beats;
            if (mine == 0)
                ties += weight * tie_with;
            if (w->combos) {
                const uint64_t facing = sums_apart(&total[other], a, b) + same;
                pokeq_combo_counts *c = &w->combos[mine * COMBO_COUNT + w->live[e]];
                c->showdowns += runouts * weight * facing;
                c->equity_units += runouts * weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
            }
        }
        for (int k = g; k < end; k++) {
            const int e = (int)(w->sorted[k] & ((1u << INDEX_BITS) - 1));
            sums_add(&below[w->side[e]], w->card_a[e], w->card_b[e], w->weight[e]);
            equal[w->side[e]].card[w->card_a[e]] = 0;
            equal[w->side[e]].card[w->card_b[e]] = 0;
        }
        equal[0].all = equal[1].all = 0;
        g = end;
    }
    for (int k = 0; k < n; k++)
        w->weight_of_combo[w->side[k]][w->combo[k]] = 0;

    static const int first_wins[2] = {2, 1}, second_wins[2] = {1, 2}, split[2] = {1, 1};
    tally_showdown(&w->tally, first_wins, runouts * wins[0]);
    tally_showdown(&w->tally, second_wins, runouts * wins[1]);
    tally_showdown(&w->tally, split, runouts * ties);
}

/* ---- heads-up, one seat small: no sorting of the large seat ---- */

/* The small seat's live combos on this runout, sorted by value (insertion
 * sort: at most SMALL_MAX). Returns how many. */
static int list_small(worker *w, int seat_index, Hand board, uint64_t board_cards)
{
    const range_seat *seat = &w->job->plan->seat[seat_index];
    int m = 0;
    for (int i = 0; i < seat->count; i++) {
        if (seat->mask[i] & board_cards)
            continue;
        small_entry e = {(uint16_t)seat_value(GAME_HOLDEM, board, seat->hand[i]),
                         (uint8_t)(63 - __builtin_clzll(seat->mask[i])), (uint8_t)__builtin_ctzll(seat->mask[i]),
                         (uint16_t)i, seat->combo[i], seat->weight[i]};
        int at = m++;
        while (at > 0 && w->small[at - 1].value > e.value) {
            w->small[at] = w->small[at - 1];
            at--;
        }
        w->small[at] = e;
        w->weight_of_combo[0][e.combo] = e.weight;
    }
    return m;
}

/* From the sorted small entries: distinct values u[0..k), and for each j
 * the weight below u[j] and at u[j], in all and per card; row k is "above
 * every value". Returns k. */
static int tabulate_small(worker *w, int m)
{
    int k = 0;
    for (int g = 0; g < m;) {
        w->distinct[k] = w->small[g].value;
        w->equal_all[k] = 0;
        memset(w->equal_card[k], 0, sizeof w->equal_card[k]);
        for (; g < m && w->small[g].value == w->distinct[k]; g++) {
            w->equal_all[k] += w->small[g].weight;
            w->equal_card[k][w->small[g].card_a] += w->small[g].weight;
            w->equal_card[k][w->small[g].card_b] += w->small[g].weight;
        }
        k++;
    }
    w->below_all[0] = 0;
    memset(w->below_card[0], 0, sizeof w->below_card[0]);
    for (int j = 1; j <= k; j++) {
        w->below_all[j] = w->below_all[j - 1] + w->equal_all[j - 1];
        for (int c = 0; c < CARD_COUNT; c++)
            w->below_card[j][c] = w->below_card[j - 1][c] + w->equal_card[j - 1][c];
    }
    w->equal_all[k] = 0;
    memset(w->equal_card[k], 0, sizeof w->equal_card[k]);
    w->distinct[k] = 0; /* no value: "at u[k]" is never true */
    /* Values (u[j-1], u[j]] have j values below them; above u[k-1], k.
     * Filling the 7.5 kB table costs less than a search per large combo. */
    int from = 1;
    for (int j = 0; j <= k; j++) {
        const int to = j < k ? w->distinct[j] + 1 : VALUE_LIMIT;
        memset(w->values_below + from, j, (size_t)(to - from));
        from = to;
    }
    return k;
}

/* The small seat's per-combo counts from the large seat's slot weights:
 * for a combo at u[j], the large combos below it fill slots 0..2j and
 * those equal to it slot 2j+1. Clears what the large seat marked. */
static void score_small_combos(worker *w, int small_seat, int m, int k, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    const range_seat *large = &plan->seat[1 - small_seat];
    uint64_t large_all = 0, large_card[CARD_COUNT] = {0};
    for (int s = 0; s <= 2 * k + 1; s++) {
        large_all += w->slot_all[s];
        for (int c = 0; c < CARD_COUNT; c++)
            large_card[c] += w->slot_card[s][c];
    }
    for (int e = 0; e < m; e++) {
        const small_entry *x = &w->small[e];
        const int j = w->values_below[x->value];
        const uint64_t same = w->weight_of_combo[1][x->combo];
        uint64_t beats = 0;
        for (int s = 0; s <= 2 * j; s++)
            beats += w->slot_all[s] - w->slot_card[s][x->card_a] - w->slot_card[s][x->card_b];
        const int at = 2 * j + 1;
        const uint64_t tie_with = w->slot_all[at] - w->slot_card[at][x->card_a] - w->slot_card[at][x->card_b] + same;
        const uint64_t facing = large_all - large_card[x->card_a] - large_card[x->card_b] + same;
        pokeq_combo_counts *c = &w->combos[small_seat * COMBO_COUNT + x->live];
        c->showdowns += runouts * x->weight * facing;
        c->equity_units += runouts * x->weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
    }
    for (int i = 0; i < large->count; i++)
        w->weight_of_combo[1][large->combo[i]] = 0;
}

/* Heads-up where seat `small_seat` has at most SMALL_MAX live combos: its
 * values are tabulated once per runout, and each combo of the large seat
 * finds, by one search, the small seat's weight below, at and around it,
 * corrected per card as in the sweep. The small seat's own per-combo counts
 * come from the large seat's weight per slot between and at its values. */
static void score_small_large(worker *w, int small_seat, Hand board, uint64_t board_cards, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    const range_seat *large = &plan->seat[1 - small_seat];
    const int m = list_small(w, small_seat, board, board_cards);
    const int k = tabulate_small(w, m);
    const uint64_t small_all = w->below_all[k];
    const uint64_t *small_card = w->below_card[k];
    const int per_combo = w->combos != NULL;
    if (per_combo) {
        memset(w->slot_all, 0, (size_t)(2 * k + 2) * sizeof w->slot_all[0]);
        memset(w->slot_card, 0, (size_t)(2 * k + 2) * sizeof w->slot_card[0]);
    }
    pokeq_combo_counts *large_counts = per_combo ? w->combos + (1 - small_seat) * COMBO_COUNT : NULL;

    /* Values first, in a loop of independent lookups the processor can
     * overlap; the counting loop then starts from loaded values. Combos
     * holding a board card are left out (they are not a hand). */
    uint16_t *values = w->value[0], *live = w->value[1];
    int n = 0;
    for (int i = 0; i < large->count; i++) {
        if (large->mask[i] & board_cards)
            continue;
        values[n] = (uint16_t)seat_value(GAME_HOLDEM, board, large->hand[i]);
        live[n++] = (uint16_t)i;
    }
    uint64_t large_wins = 0, ties = 0, pairs = 0;
    for (int entry = 0; entry < n; entry++) {
        const int i = live[entry], v = values[entry];
        const int a = 63 - __builtin_clzll(large->mask[i]), b = __builtin_ctzll(large->mask[i]);
        const int j = w->values_below[v];
        const int at = w->distinct[j] == v;
        const uint64_t same = w->weight_of_combo[0][large->combo[i]];
        const uint64_t beats = w->below_all[j] - w->below_card[j][a] - w->below_card[j][b];
        const uint64_t tie_with = at ? w->equal_all[j] - w->equal_card[j][a] - w->equal_card[j][b] + same : 0;
        const uint64_t facing = small_all - small_card[a] - small_card[b] + same;
        const uint64_t weight = large->weight[i];
        large_wins += weight * beats;
        ties += weight * tie_with;
        pairs += weight * facing;
        if (per_combo) {
            pokeq_combo_counts *c = &large_counts[i];
            c->showdowns += runouts * weight * facing;
            c->equity_units += runouts * weight * (POT_UNITS * beats + POT_UNITS / 2 * tie_with);
            const int slot = 2 * j + at;
            w->slot_all[slot] += weight;
            w->slot_card[slot][a] += weight;
            w->slot_card[slot][b] += weight;
            w->weight_of_combo[1][large->combo[i]] = (uint32_t)weight;
        }
    }
    if (per_combo)
        score_small_combos(w, small_seat, m, k, runouts);
    for (int e = 0; e < m; e++)
        w->weight_of_combo[0][w->small[e].combo] = 0;

    int first_wins[2] = {2, 1}, second_wins[2] = {1, 2};
    static const int split[2] = {1, 1};
    tally_showdown(&w->tally, small_seat == 0 ? first_wins : second_wins, runouts * (pairs - large_wins - ties));
    tally_showdown(&w->tally, small_seat == 0 ? second_wins : first_wins, runouts * large_wins);
    tally_showdown(&w->tally, split, runouts * ties);
}

/* ---- three or more players: assignments depth-first ---- */

typedef struct assignment {
    int live[POKEQ_MAX_PLAYERS];
    int values[POKEQ_MAX_PLAYERS];
} assignment;

static void score_assignment(worker *w, const assignment *a, uint64_t weight)
{
    const int players = w->job->plan->players;
    tally_showdown(&w->tally, a->values, weight);
    if (!w->combos)
        return;
    int best = 0, winners = 0;
    for (int p = 0; p < players; p++) {
        winners = a->values[p] > best ? 1 : winners + (a->values[p] == best);
        best = a->values[p] > best ? a->values[p] : best;
    }
    for (int p = 0; p < players; p++) {
        pokeq_combo_counts *c = &w->combos[p * COMBO_COUNT + a->live[p]];
        c->showdowns += weight;
        c->equity_units += a->values[p] == best ? weight * (uint64_t)(POT_UNITS / winners) : 0;
    }
}

static void assign_from(worker *w, int p, uint64_t used, uint64_t weight, assignment *a)
{
    const range_plan *plan = w->job->plan;
    if (p == plan->players) {
        score_assignment(w, a, weight);
        return;
    }
    const range_seat *seat = &plan->seat[p];
    for (int i = 0; i < seat->count; i++) {
        if (w->value[p][i] == 0 || (seat->mask[i] & used) != 0)
            continue;
        a->live[p] = i;
        a->values[p] = w->value[p][i];
        assign_from(w, p + 1, used | seat->mask[i], weight * seat->weight[i], a);
    }
}

static void score_assignments(worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    for (int p = 0; p < plan->players; p++) {
        const range_seat *seat = &plan->seat[p];
        for (int i = 0; i < seat->count; i++)
            w->value[p][i] = seat->mask[i] & board_cards
                                 ? 0
                                 : (uint16_t)seat_value(GAME_HOLDEM, board, seat->hand[i]);
    }
    assignment a = {{0}, {0}};
    assign_from(w, 0, 0, runouts, &a);
}

static void score_runout(worker *w, Hand board, uint64_t board_cards, uint64_t runouts)
{
    const range_plan *plan = w->job->plan;
    if (plan->players == 2 && plan->seat[0].count <= SMALL_MAX)
        score_small_large(w, 0, board, board_cards, runouts);
    else if (plan->players == 2 && plan->seat[1].count <= SMALL_MAX)
        score_small_large(w, 1, board, board_cards, runouts);
    else if (plan->players == 2)
        score_heads_up(w, board, board_cards, runouts);
    else
        score_assignments(w, board, board_cards, runouts);
}

/* ---- the walk ---- */

/* The walk's leaf: every canonical last card of st. */
static void deal_last(const deal_state *st, void *context)
{
    worker *w = context;
    const runout_deck *deck = &w->job->deck;
    unsigned limit[SUIT_POSITIONS];
    uint64_t distinct[SUIT_POSITIONS], equal[SUIT_POSITIONS];
    runout_last_card_orbits(deck, st, limit, distinct, equal);
    const uint64_t dealt = w->job->plan->known | runout_dealt_cards(deck, st);
    for (int i = st->start; i < deck->size; i++) {
        const int q = deck->position[i];
        const unsigned grown = st->masks[q] | deck->rank_bit[i];
        if (grown > limit[q])
            continue;
        const int card = deck->card[i];
        score_runout(w, hand_add_card(st->board, card), dealt | 1ULL << card,
                     grown == limit[q] ? equal[q] : distinct[q]);
    }
}

static worker *worker_new(const job *j)
{
    worker *w = malloc(sizeof *w);
    if (w == NULL)
        return NULL;
    w->job = j;
    tally_init(&w->tally, j->plan->players);
    memset(w->weight_of_combo, 0, sizeof w->weight_of_combo);
    w->combos = NULL;
    if (j->want_combos) {
        w->combos = calloc((size_t)j->plan->players * COMBO_COUNT, sizeof *w->combos);
        if (w->combos == NULL) {
            free(w);
            return NULL;
        }
    }
    return w;
}

/* Adds a worker's results into the totals (combos by combo index). */
static void worker_merge(const worker *w, tally *total, pokeq_combo_counts *combos)
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

static void worker_free(worker *w)
{
    if (w)
        free(w->combos);
    free(w);
}

/* What the work runner's callbacks share: the job, the task list and
 * the totals the workers merge into. */
typedef struct walk_job {
    const job *job;
    const deal_state *tasks;
    tally *total;
    pokeq_combo_counts *combos;
} walk_job;

static void *walk_worker_new(void *shared)
{
    return worker_new(((walk_job *)shared)->job);
}

static void walk_task(void *w, int task, void *shared)
{
    const walk_job *walk = shared;
    runouts_walk(&walk->job->deck, &walk->tasks[task], deal_last, w);
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
static int enumerate(const job *j, int threads, const work_control *control, tally *total,
                     pokeq_combo_counts *combos)
{
    const runout_deck *deck = &j->deck;
    const deal_state root = runout_root(deck, j->plan->board);
    if (deck->to_deal <= 1) {
        worker *w = worker_new(j);
        if (w == NULL)
            return POKEQ_ERR_MEMORY;
        if (deck->to_deal == 0)
            score_runout(w, root.board, j->plan->known, 1);
        else
            deal_last(&root, w);
        worker_merge(w, total, combos);
        worker_free(w);
        return POKEQ_OK;
    }
    int task_count;
    deal_state *tasks = runout_tasks(deck, &root, &task_count);
    if (tasks == NULL)
        return POKEQ_ERR_MEMORY;
    walk_job walk = {j, tasks, total, combos};
    const work_job work = {task_count, threads, &walk, walk_worker_new, walk_task, walk_merge, walk_worker_free};
    const int error = work_run(&work, control);
    free(tasks);
    return error;
}

/* Whether sum over assignments of weight x runouts x 2520 fits in 64 bits
 * (a bound: the product of the seats' total weights counts conflicting
 * assignments too). */
static int counts_fit(const range_plan *plan, const runout_deck *deck)
{
    unsigned __int128 bound = POT_UNITS;
    for (int i = 1; i <= deck->to_deal; i++)
        bound = bound * (unsigned)(deck->size - deck->to_deal + i) / (unsigned)i;
    for (int p = 0; p < plan->players; p++) {
        bound *= plan->seat[p].total_weight;
        if (bound >> 64)
            return 0;
    }
    return 1;
}

static int team_size(const job *j, int threads)
{
    uint64_t combos = 0;
    for (int p = 0; p < j->plan->players; p++)
        combos += (uint64_t)j->plan->seat[p].count;
    const uint64_t work = runout_canonical_estimate(&j->deck) * combos;
    return j->deck.to_deal >= 2 ? work_threads(threads, work, TEAM_MIN_WORK) : 1;
}

int pokeq_exact_ranges(const pokeq_range_scenario *scenario, int threads, pokeq_range_exact_result *out,
                       pokeq_combo_counts *combos)
{
    return range_exact_run(scenario, threads, NULL, out, combos);
}

int range_exact_run(const pokeq_range_scenario *scenario, int threads, const work_control *control,
                    pokeq_range_exact_result *out, pokeq_combo_counts *combos)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (scenario == NULL || out == NULL || threads < 0)
        return -POKEQ_ERR_ARGUMENT;
    range_plan *plan;
    int error = range_plan_build(scenario, &plan);
    if (error != POKEQ_OK)
        return -error;
    job *j = malloc(sizeof *j);
    if (j == NULL) {
        range_plan_free(plan);
        return -POKEQ_ERR_MEMORY;
    }
    j->plan = plan;
    j->want_combos = combos != NULL;
    runout_deck_init(&j->deck, plan->known, 5 - plan->board_count, &plan->sym);
    if (!counts_fit(plan, &j->deck))
        error = POKEQ_ERR_OVERFLOW;

    tally total;
    tally_init(&total, plan->players);
    const int team = team_size(j, threads);
    if (combos != NULL)
        memset(combos, 0, (size_t)plan->players * COMBO_COUNT * sizeof *combos);
    if (!error)
        error = enumerate(j, team, control, &total, combos);
    if (!error && combos != NULL)
        range_plan_symmetrise(plan, combos);
    if (!error) {
        out->players = plan->players;
        out->threads = team;
        out->showdowns = total.showdowns;
        memcpy(out->player, total.player, sizeof out->player);
    }
    free(j);
    range_plan_free(plan);
    return error ? -error : POKEQ_OK;
}
