/* SPDX-License-Identifier: MIT */
/*
 * preflop_random.c - each hand class against random hands: exact against
 * one (pokeq_table_vs_random), Monte Carlo against 1..9
 * (pokeq_table_vs_random_mc). `make regen-ranking` (sim/gen/rankgen.c)
 * calls both, so there is one computation of each table.
 *
 * Exact: the range engine counts random against random with per-combo
 * results (its heads-up sweep: per board, every hand valued once, sorted,
 * card removal by per-card sums) and the combos are summed per class.
 *
 * Monte Carlo, common random numbers: each trial deals the board and the
 * opponents from the full deck once and scores EVERY hero combo of the
 * cards left against them, so all classes see the same deals and the
 * differences between classes, which decide an order, vary far less than
 * independent runs would. Given a hero combo, the rest of the deal is
 * uniform, so each class's share average is unbiased. Blocks of trials
 * have their own PCG32 streams (pcg32_table_block_stream) and their own
 * sums and are the work runner's tasks (work.h), so the answer does not
 * depend on the thread count; the standard error is the ratio estimator's
 * over the independent blocks, from integer sums of squares.
 */
#include "text/combo.h"
#include "eval7.h"
#include "core/game.h"
#include "hand.h"
#include "core/pcg.h"
#include "pokeq.h"
#include "ranges/range_exact.h"
#include "core/tally.h"
#include "core/work.h"
#include "tables/table_request.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

int pokeq_table_vs_random(const pokeq_table_request *request, pokeq_combo_counts classes[POKEQ_CLASSES])
{
    if (classes != NULL)
        memset(classes, 0, POKEQ_CLASSES * sizeof classes[0]);
    pokeq_table_request q;
    work_control part;
    const int invalid = table_request_read(request, &q, &part);
    if (invalid)
        return invalid;
    if (!game_known(q.game))
        return -POKEQ_ERR_GAME;
    if (!game_of((game_kind)q.game).ranges || !game_of((game_kind)q.game).built)
        return -POKEQ_ERR_UNSUPPORTED;
    if (classes == NULL)
        return -POKEQ_ERR_ARGUMENT;
    pokeq_range *all = malloc(sizeof *all);
    pokeq_combo_counts *combos = calloc(2 * COMBO_COUNT, sizeof *combos);
    int error = all && combos ? POKEQ_OK : -POKEQ_ERR_MEMORY;
    if (!error) {
        memset(all->weight, POKEQ_RANGE_WEIGHT_ONE, sizeof all->weight);
        const pokeq_range_scenario s = {.players = 2, .range = {all, all}, .game = q.game};
        pokeq_range_exact_result result;
        error = range_exact_run(&s, q.threads, &part, &result, combos, NULL);
    }
    if (!error)
        pokeq_class_counts(combos, classes);
    free(all);
    free(combos);
    return error;
}

/* ---- Monte Carlo ---- */

enum { MAX_OPPONENTS = 9 };

/* One block's or one thread's sums per class. */
typedef struct class_sums {
    uint64_t units[CLASS_COUNT];
    uint64_t count[CLASS_COUNT];
} class_sums;

/* Sums over blocks of x = units and n = count per class, with the squares
 * and products the ratio estimator's variance needs (exact integers). */
typedef struct block_moments {
    class_sums sum;
    unsigned __int128 xx[CLASS_COUNT], xn[CLASS_COUNT], nn[CLASS_COUNT];
} block_moments;

/* One trial: the board and the opponents dealt, every hero combo of the
 * rest scored. */
static void trial(pcg32 *rng, int opponents, const uint8_t pair_class[CARD_COUNT][CARD_COUNT], class_sums *sums)
{
    int deck[CARD_COUNT];
    for (int c = 0; c < CARD_COUNT; c++)
        deck[c] = c;
    const int dealt = 5 + 2 * opponents;
    for (int j = 0; j < dealt; j++) {
        const int pick = j + (int)pcg32_bounded(rng, (uint32_t)(CARD_COUNT - j));
        const int card = deck[pick];
        deck[pick] = deck[j];
        deck[j] = card;
    }
    const Hand board = hand_of_cards(deck, 5);
    int best = 0, best_count = 0;
    for (int o = 0; o < opponents; o++) {
        const int value = seat_value(GAME_HOLDEM, board, hand_of_cards(deck + 5 + 2 * o, 2));
        best_count = value > best ? 1 : best_count + (value == best);
        best = value > best ? value : best;
    }
    const uint64_t tie_share = (uint64_t)(POT_UNITS / (best_count + 1));
    for (int i = dealt; i < CARD_COUNT; i++) {
        const Hand first = hand_add_card(hand_empty(), deck[i]);
        for (int k = i + 1; k < CARD_COUNT; k++) {
            const int value = seat_value(GAME_HOLDEM, board, hand_add_card(first, deck[k]));
            const int cls = pair_class[deck[i]][deck[k]];
            sums->units[cls] += value > best ? POT_UNITS : value == best ? tie_share : 0;
            sums->count[cls]++;
        }
    }
}

static void moments_add_block(block_moments *m, const class_sums *block)
{
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        const uint64_t x = block->units[cls], n = block->count[cls];
        m->sum.units[cls] += x;
        m->sum.count[cls] += n;
        m->xx[cls] += (unsigned __int128)x * x;
        m->xn[cls] += (unsigned __int128)x * n;
        m->nn[cls] += (unsigned __int128)n * n;
    }
}

static void moments_merge(block_moments *into, const block_moments *from)
{
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        into->sum.units[cls] += from->sum.units[cls];
        into->sum.count[cls] += from->sum.count[cls];
        into->xx[cls] += from->xx[cls];
        into->xn[cls] += from->xn[cls];
        into->nn[cls] += from->nn[cls];
    }
}

/* Standard error of R = X / N over B blocks: the spread of the blocks'
 * x_b - R n_b, sum (x - R n)^2 / (B - 1), over B, over the mean n. */
static double ratio_stderr(const block_moments *m, int cls, uint64_t blocks)
{
    if (blocks < 2 || m->sum.count[cls] == 0)
        return NAN;
    const long double r = (long double)m->sum.units[cls] / (long double)m->sum.count[cls];
    long double spread = (long double)m->xx[cls] - 2 * r * (long double)m->xn[cls] + r * r * (long double)m->nn[cls];
    spread = spread > 0 ? spread : 0;
    const long double mean_n = (long double)m->sum.count[cls] / (long double)blocks;
    return (double)(sqrtl(spread / (long double)(blocks - 1) / (long double)blocks) / mean_n / POT_UNITS);
}

/* The blocks as the work runner's tasks (work.h): a worker is its own
 * block moments, merged into total in thread order (integer sums). */
typedef struct table_job {
    int opponents;
    uint64_t seed;
    const uint8_t (*pair_class)[CARD_COUNT];
    block_moments *total;
} table_job;

static void *table_worker_new(void *shared)
{
    (void)shared;
    return calloc(1, sizeof(block_moments));
}

static void table_task(void *worker, int task, void *shared)
{
    const table_job *job = shared;
    class_sums block;
    memset(&block, 0, sizeof block);
    pcg32 rng = pcg32_table_block_stream(job->seed, (uint64_t)task);
    for (int t = 0; t < POKEQ_MC_BLOCK_TRIALS; t++)
        trial(&rng, job->opponents, job->pair_class, &block);
    moments_add_block(worker, &block);
}

static void table_merge(void *worker, void *shared)
{
    moments_merge(((table_job *)shared)->total, worker);
}

/* ---- the public sums: 128-bit moments as {high, low} halves ---- */

static void moments_export(const block_moments *m, pokeq_preflop_mc_sums *out)
{
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        out->classes[cls] = (pokeq_combo_counts){m->sum.count[cls], m->sum.units[cls]};
        u128_split(m->xx[cls], out->squares[cls][0]);
        u128_split(m->xn[cls], out->squares[cls][1]);
        u128_split(m->nn[cls], out->squares[cls][2]);
    }
}

static void moments_import(const pokeq_preflop_mc_sums *in, block_moments *m)
{
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        m->sum.count[cls] = in->classes[cls].showdowns;
        m->sum.units[cls] = in->classes[cls].equity_units;
        m->xx[cls] = u128_join(in->squares[cls][0]);
        m->xn[cls] = u128_join(in->squares[cls][1]);
        m->nn[cls] = u128_join(in->squares[cls][2]);
    }
}

static bool add64(uint64_t *into, uint64_t v)
{
    return !__builtin_add_overflow(*into, v, into);
}

static bool add128(uint64_t into[2], const uint64_t v[2])
{
    unsigned __int128 sum;
    if (__builtin_add_overflow(u128_join(into), u128_join(v), &sum))
        return false;
    u128_split(sum, into);
    return true;
}

int pokeq_preflop_mc_sums_add(pokeq_preflop_mc_sums *into, const pokeq_preflop_mc_sums *part)
{
    if (into == NULL || part == NULL || into->opponents != part->opponents)
        return -POKEQ_ERR_ARGUMENT;
    pokeq_preflop_mc_sums sum = *into;
    bool fits = add64(&sum.blocks, part->blocks);
    for (int cls = 0; cls < CLASS_COUNT && fits; cls++) {
        fits = add64(&sum.classes[cls].showdowns, part->classes[cls].showdowns) &&
               add64(&sum.classes[cls].equity_units, part->classes[cls].equity_units);
        for (int k = 0; k < 3 && fits; k++)
            fits = add128(sum.squares[cls][k], part->squares[cls][k]);
    }
    if (!fits)
        return -POKEQ_ERR_OVERFLOW;
    *into = sum;
    return POKEQ_OK;
}

int pokeq_preflop_mc_finish(const pokeq_preflop_mc_sums *sums, pokeq_preflop_mc_result *out)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (sums == NULL || out == NULL || sums->opponents < 1 || sums->opponents > MAX_OPPONENTS ||
        sums->blocks == 0 || sums->blocks > POKEQ_MC_MAX_TRIALS / POKEQ_MC_BLOCK_TRIALS)
        return -POKEQ_ERR_ARGUMENT;
    block_moments *total = malloc(sizeof *total);
    if (total == NULL)
        return -POKEQ_ERR_MEMORY;
    moments_import(sums, total);
    out->opponents = sums->opponents;
    out->trials = sums->blocks * POKEQ_MC_BLOCK_TRIALS;
    for (int cls = 0; cls < CLASS_COUNT; cls++) {
        out->classes[cls] = sums->classes[cls];
        out->equity[cls] = (double)total->sum.units[cls] / (2520.0 * (double)total->sum.count[cls]);
        out->stderr_equity[cls] = ratio_stderr(total, cls, sums->blocks);
    }
    free(total);
    return POKEQ_OK;
}

int pokeq_table_vs_random_mc(const pokeq_table_request *request, pokeq_preflop_mc_sums *sums)
{
    if (sums != NULL)
        memset(sums, 0, sizeof *sums);
    pokeq_table_request q;
    work_control part;
    const int invalid = table_request_read(request, &q, &part);
    if (invalid)
        return invalid;
    if (sums == NULL || q.opponents < 1 || q.opponents > MAX_OPPONENTS || q.trials == 0 ||
        q.trials > POKEQ_MC_MAX_TRIALS)
        return -POKEQ_ERR_ARGUMENT;
    uint8_t(*pair_class)[CARD_COUNT] = malloc(sizeof(uint8_t[CARD_COUNT][CARD_COUNT]));
    block_moments *total = calloc(1, sizeof *total);
    int error = pair_class && total ? POKEQ_OK : POKEQ_ERR_MEMORY;
    const int blocks = (int)((q.trials + POKEQ_MC_BLOCK_TRIALS - 1) / POKEQ_MC_BLOCK_TRIALS);
    if (!error) {
        for (int a = 0; a < CARD_COUNT; a++)
            for (int b = 0; b < CARD_COUNT; b++)
                pair_class[a][b] = a == b ? 0 : (uint8_t)combo_class(combo_index(a, b));
        table_job job = {q.opponents, q.seed, (const uint8_t(*)[CARD_COUNT])pair_class, total};
        const work_job work = {blocks, work_threads(q.threads, (uint64_t)blocks, 2), &job, table_worker_new,
                               table_task, table_merge, free};
        error = work_run(&work, &part);
    }
    if (!error) {
        int first, end;
        work_part_range(blocks, &part, &first, &end);
        sums->opponents = q.opponents;
        sums->blocks = (uint64_t)(end - first);
        moments_export(total, sums);
    }
    free(pair_class);
    free(total);
    return error ? -error : POKEQ_OK;
}
