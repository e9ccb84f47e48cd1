/* SPDX-License-Identifier: MIT */
/*
 * preflop_matrix.c - the exact 169 x 169 heads-up preflop matrix
 * (pokeq_table_matrix).
 *
 * Nothing is known preflop, so every permutation of the suits maps the
 * deal onto itself: the walk of runouts.h deals the 134,459 canonical
 * boards of the full group of 24 (of C(52,5) = 2,598,960), each weighted by
 * its orbit size, and preflop_board.h counts each board for every pair of
 * classes at once. Cells are symmetric under the group (a class is a union
 * of suit orbits of combos), so no averaging is needed afterwards.
 *
 * The canonical first two board cards are the work runner's tasks
 * (work.h); each worker keeps uint16
 * per-board rows (flushed within PREFLOP_WEIGHT_BUDGET), uint32 sums (a
 * cell's total is at most 2,598,960 boards x 288 half pots < 2^32) and
 * merges them into the uint64 result: integer sums, the same on any number
 * of threads.
 */
#include "pokeq.h"
#include "tables/preflop_board.h"
#include "core/runouts.h"
#include "core/tally.h"
#include "core/work.h"
#include "tables/table_request.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS_SIZE = CLASS_COUNT * PREFLOP_STRIDE };

/* Runouts of five cards from the 48 left by two hands: C(48,5). */
#define RUNOUTS_HEADS_UP 1712304ULL

typedef struct matrix_worker {
    const runout_deck *deck;
    preflop_counter *counter;
    unsigned weight_pending;            /* weight counted into rows since the last flush */
    uint16_t *rows;                     /* ROWS_SIZE: the current boards */
    uint32_t *sums;                     /* ROWS_SIZE: every board so far */
} matrix_worker;

static void worker_flush(matrix_worker *w)
{
    for (int k = 0; k < ROWS_SIZE; k++)
        w->sums[k] += w->rows[k];
    memset(w->rows, 0, ROWS_SIZE * sizeof w->rows[0]);
    w->weight_pending = 0;
}

/* The walk's leaf: every canonical last card of st. */
static void deal_last(const deal_state *st, void *context)
{
    matrix_worker *w = context;
    const runout_deck *deck = w->deck;
    last_card_orbits orbits;
    runout_last_card_orbits(deck, st, &orbits);
    const uint64_t dealt = runout_dealt_cards(deck, st);
    for (int i = st->start; i < deck->size; i++) {
        uint64_t orbit;
        if (!runout_last_card(deck, st, &orbits, i, &orbit))
            continue;
        const unsigned weight = (unsigned)orbit;
        const int card = deck->card[i];
        if (w->weight_pending + weight > PREFLOP_WEIGHT_BUDGET)
            worker_flush(w);
        w->weight_pending += weight;
        preflop_count_board(w->counter, hand_add_card(st->board, card), dealt | 1ULL << card, (uint16_t)weight,
                            w->rows);
    }
}

static void worker_free(matrix_worker *w)
{
    if (w == NULL)
        return;
    preflop_counter_free(w->counter);
    free(w->rows);
    free(w->sums);
    free(w);
}

static matrix_worker *worker_new(const runout_deck *deck)
{
    matrix_worker *w = calloc(1, sizeof *w);
    if (w == NULL)
        return NULL;
    w->deck = deck;
    w->counter = preflop_counter_new();
    w->rows = calloc(ROWS_SIZE, sizeof w->rows[0]);
    w->sums = calloc(ROWS_SIZE, sizeof w->sums[0]);
    if (w->counter == NULL || w->rows == NULL || w->sums == NULL) {
        worker_free(w);
        return NULL;
    }
    return w;
}

/* What the workers share: the deck and the halves they merge into in
 * thread order. */
typedef struct matrix_job {
    const runout_deck *deck;
    uint64_t *halves;
} matrix_job;

static void *matrix_worker_new(void *shared)
{
    return worker_new(((matrix_job *)shared)->deck);
}

static void matrix_merge(void *worker, void *shared)
{
    const matrix_job *job = shared;
    matrix_worker *w = worker;
    worker_flush(w);
    for (int i = 0; i < CLASS_COUNT; i++)
        for (int j = 0; j < CLASS_COUNT; j++)
            job->halves[i * CLASS_COUNT + j] += w->sums[i * PREFLOP_STRIDE + j];
}

static void matrix_worker_free(void *worker)
{
    worker_free(worker);
}

/* Half pots per cell over every board, into halves[i * CLASS_COUNT + j]. */
static int count_boards(int threads, const work_control *part, uint64_t *halves)
{
    static const int one_class[SUIT_COUNT] = {0, 0, 0, 0};
    const suit_symmetry sym = suit_symmetry_of_classes(one_class);
    runout_deck deck;
    runout_deck_init(&deck, 0, 5, &sym);
    const deal_state root = runout_root(&deck, hand_empty());
    memset(halves, 0, CLASS_COUNT * CLASS_COUNT * sizeof halves[0]);
    matrix_job job = {&deck, halves};
    /* five cards to deal: the tasks are the canonical first two */
    const work_job work = {0, work_threads(threads, runout_canonical_estimate(&deck), 2), &job, matrix_worker_new,
                           NULL, matrix_merge, matrix_worker_free};
    return runouts_run(&deck, &root, deal_last, &work, part);
}

/* The whole matrix's showdowns are known from the classes alone (disjoint
 * pairs x boards), which makes the board walk's halves a check; a part's
 * are its own boards' showdowns, each one half pot to each seat or a
 * whole pot to one: (halves(i,j) + halves(j,i)) / 2. */
static uint64_t cell_showdowns(const uint64_t *halves, const uint64_t *pairs, int i, int j, bool whole)
{
    return whole ? pairs[i * CLASS_COUNT + j] * RUNOUTS_HEADS_UP
                 : (halves[i * CLASS_COUNT + j] + halves[j * CLASS_COUNT + i]) / 2;
}

int pokeq_table_matrix(const pokeq_table_request *request,
                       pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES])
{
    pokeq_table_request q;
    work_control part;
    const int invalid = table_request_read(request, &q, &part);
    if (invalid)
        return invalid;
    if (matrix == NULL)
        return -POKEQ_ERR_ARGUMENT;
    memset(matrix, 0, POKEQ_CLASSES * POKEQ_CLASSES * sizeof matrix[0]);
    uint64_t *halves = malloc(CLASS_COUNT * CLASS_COUNT * sizeof *halves);
    uint64_t *pairs = malloc(CLASS_COUNT * CLASS_COUNT * sizeof *pairs);
    int error = halves && pairs ? POKEQ_OK : POKEQ_ERR_MEMORY;
    if (!error)
        error = count_boards(q.threads, &part, halves);
    if (!error) {
        preflop_disjoint_pairs(pairs);
        for (int i = 0; i < CLASS_COUNT; i++)
            for (int j = 0; j < CLASS_COUNT; j++) {
                matrix[i * CLASS_COUNT + j].showdowns = cell_showdowns(halves, pairs, i, j, q.shards <= 1);
                matrix[i * CLASS_COUNT + j].equity_units = halves[i * CLASS_COUNT + j] * (POT_UNITS / 2);
            }
    }
    free(halves);
    free(pairs);
    return error ? -error : POKEQ_OK;
}
