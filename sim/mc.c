/*
 * mc.c - Monte Carlo equity (pokeq_monte_carlo in pokeq.h).
 *
 * Trials come in blocks of POKEQ_MC_BLOCK_TRIALS. Block b always runs the
 * same trials: its own PCG32 stream derived from (seed, b), its own copy of
 * the starting deck, and its own tally. Blocks run in rounds, each round a
 * job of the work runner (work.h) whose threads take blocks in any order, and are then merged strictly in block order,
 * testing the stopping rules after each block, exactly as if one thread had
 * run them one by one. So the trials done, the counts and every number
 * reported are the same for any thread count, and for any round size: the
 * size of a round only trades blocks run past the stop (wasted) against
 * the rounds' synchronisation, which costs most on a loaded machine. Only
 * the time rule, tested after whole rounds, depends on the machine.
 *
 * The standard error comes from the per-trial variance of each player's pot
 * share. A share is 0 or 2520/k units, so the tally's wins and k-way ties
 * ARE the share's distribution: no second accumulator is needed, and the
 * variance is summed over those few values around the mean (no large
 * squares to cancel).
 */
#include "board_deal.h"
#include "eval7.h"
#include "game.h"
#include "hand.h"
#include "pcg.h"
#include "pokeq.h"
#include "range_plan.h"
#include "range_sample.h"
#include "tally.h"
#include "work.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    MIN_BLOCKS = POKEQ_MC_MIN_TRIALS / POKEQ_MC_BLOCK_TRIALS,
    MAX_ROUND_BLOCKS = 1024,    /* a round's tallies: about 1 MB */
    MIN_ROUND_BLOCKS = 8
};

/* What every block reads; fixed before the first block runs. */
typedef struct mc_plan {
    int players;
    uint64_t seed;
    Hand board;                         /* the known board cards */
    Hand hole[POKEQ_MAX_PLAYERS];       /* each seat's hole cards (fixed hands) */
    board_dealer dealer;                /* the starting deck; blocks copy it */
    const range_sampler *ranges;        /* NULL for fixed hands */
} mc_plan;

/* Per seat and live combo counts a block adds to (ranges only), at
 * seat * COMBO_COUNT + live index. */
typedef pokeq_combo_counts combo_sums;

static void plan_init(mc_plan *plan, const pokeq_scenario *s, uint64_t seed)
{
    plan->players = s->players;
    plan->seed = seed;
    plan->board = scenario_board_hand(s);
    for (int p = 0; p < s->players; p++)
        plan->hole[p] = scenario_hole_hand(s, p);
    board_dealer_init(&plan->dealer, s);
    plan->ranges = NULL;
}

/* Ranges: the holes are drawn per trial and set aside from the deck the
 * board is dealt from. */
static void plan_init_ranges(mc_plan *plan, const range_sampler *sampler, uint64_t seed)
{
    const range_plan *r = sampler->plan;
    plan->players = r->players;
    plan->seed = seed;
    plan->board = r->board;
    board_dealer_init_cards(&plan->dealer, r->known, 5 - r->board_count, 2 * r->players);
    plan->ranges = sampler;
}

/* The hole Hands for one trial over ranges: draws an assignment (live[]
 * gets each seat's live combo) from the block's stream into holes, and sets
 * its cards aside from the block's dealer before the board is dealt.
 * Returns POKEQ_OK or the sampler's error. */
static inline int trial_holes(const mc_plan *plan, pcg32 *rng, board_dealer *dealer, Hand *holes, int *live)
{
    const range_plan *r = plan->ranges->plan;
    const int error = range_sampler_draw(plan->ranges, rng, live);
    if (error != POKEQ_OK)
        return error;
    int cards[2 * POKEQ_MAX_PLAYERS];
    for (int p = 0; p < plan->players; p++) {
        const uint64_t mask = r->seat[p].mask[live[p]];
        holes[p] = r->seat[p].hand[live[p]];
        cards[2 * p] = __builtin_ctzll(mask);
        cards[2 * p + 1] = 63 - __builtin_clzll(mask);
    }
    board_dealer_set_aside(dealer, cards, 2 * plan->players);
    return POKEQ_OK;
}

/* A trial's outcome for each seat's combo (ranges, when asked for). */
static void add_combo_outcome(combo_sums *combos, const int *live, unsigned winners, int players)
{
    const uint64_t share = (uint64_t)(POT_UNITS / __builtin_popcount(winners));
    for (int p = 0; p < players; p++) {
        combo_sums *c = &combos[p * COMBO_COUNT + live[p]];
        c->showdowns++;
        c->equity_units += winners >> p & 1 ? share : 0;
    }
}

/* The players holding the best value, as a bit set; branch-free, since
 * who wins is exactly what the branch predictor cannot guess. */
static inline unsigned winner_set(const int *values, int players)
{
    int best = 0;
    for (int p = 0; p < players; p++)
        best = values[p] > best ? values[p] : best;
    unsigned winners = 0;
    for (int p = 0; p < players; p++)
        winners |= (unsigned)(values[p] == best) << p;
    return winners;
}

/* Runs one block's trials into out. A trial's whole outcome is its winner
 * set, so the block counts winner sets and then scores each set that
 * occurred once into the tally, weighted by its count (winners get value 2,
 * the rest 1): the same counts as scoring every trial, without a
 * data-dependent branch per trial. Returns POKEQ_OK, or the error of a
 * range draw that failed; the block ends there, at a point fixed by its
 * stream alone, so a second run of it stops at the same trial. */
static inline __attribute__((always_inline)) int run_block_of(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                                tally *out, combo_sums *combos, const int ranges)
{
    pcg32 rng = pcg32_block_stream(plan->seed, block);
    board_dealer dealer = plan->dealer;
    const int players = plan->players;
    uint32_t occurrences[1u << POKEQ_MAX_PLAYERS];
    memset(occurrences, 0, sizeof occurrences[0] << players);
    int values[POKEQ_MAX_PLAYERS], live[POKEQ_MAX_PLAYERS];
    Hand drawn[POKEQ_MAX_PLAYERS];
    int error = POKEQ_OK;
    for (uint32_t t = 0; t < trials; t++) {
        const Hand *hole = plan->hole;
        if (ranges) {
            error = trial_holes(plan, &rng, &dealer, drawn, live);
            if (error != POKEQ_OK)
                break;
            hole = drawn;
        }
        const Hand board = board_dealer_deal_tracking(&dealer, &rng, plan->board, ranges);
        for (int p = 0; p < players; p++)
            values[p] = seat_value(GAME_HOLDEM, board, hole[p]);
        const unsigned winners = winner_set(values, players);
        occurrences[winners]++;
        if (ranges && combos != NULL)
            add_combo_outcome(combos, live, winners, players);
    }
    tally_init(out, players);
    for (unsigned winners = 1; winners < 1u << players; winners++) {
        if (occurrences[winners] == 0)
            continue;
        for (int p = 0; p < players; p++)
            values[p] = 1 + (int)(winners >> p & 1);
        tally_showdown(out, values, occurrences[winners]);
    }
    return error;
}

/* One copy of the trial loop, compiled twice: fixed hands pay nothing for
 * the range draws and the dealer's position tracking. */
static int run_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out, combo_sums *combos)
{
    if (plan->ranges != NULL)
        return run_block_of(plan, block, trials, out, combos, 1);
    return run_block_of(plan, block, trials, out, NULL, 0);
}

/* Standard error of a player's equity after n trials: the sample standard
 * deviation of the per-trial share, over sqrt(n), in pots. Below two trials
 * there is no sample variance; 0.5 / sqrt(n) bounds any share in [0, 1]. */
static double equity_stderr(const pokeq_player_counts *c, uint64_t n)
{
    if (n < 2)
        return 0.5;
    const double mean = (double)c->equity_units / (double)n;
    uint64_t losses = n - c->wins;
    double deviations = (double)c->wins * (POT_UNITS - mean) * (POT_UNITS - mean);
    for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++) {
        const double share = (double)(POT_UNITS / k);
        deviations += (double)c->ties[k] * (share - mean) * (share - mean);
        losses -= c->ties[k];
    }
    deviations += (double)losses * mean * mean;
    const double variance = deviations / (double)(n - 1);
    return sqrt(variance / (double)n) / POT_UNITS;
}

static double worst_stderr(const tally *t)
{
    double worst = 0;
    for (int p = 0; p < t->players; p++)
        worst = fmax(worst, equity_stderr(&t->player[p], t->showdowns));
    return worst;
}

/* An option is on when positive; NaN and negatives are errors. */
static int options_valid(const pokeq_mc_options *o)
{
    if (!(o->target_stderr >= 0) || !(o->max_seconds >= 0) || o->threads < 0)
        return 0;
    return o->max_trials > 0 || o->target_stderr > 0 || o->max_seconds > 0;
}

/* The trial and standard-error rules, tested after each merged block. */
static int count_rule_met(const tally *total, uint64_t trial_cap, double target_stderr)
{
    if (total->showdowns >= trial_cap)
        return POKEQ_MC_STOP_TRIALS;
    if (target_stderr > 0 && total->showdowns >= POKEQ_MC_MIN_TRIALS && worst_stderr(total) <= target_stderr)
        return POKEQ_MC_STOP_STDERR;
    return 0;
}

/* Blocks for the next round: all the trial rule still allows (up to
 * MAX_ROUND_BLOCKS), fewer when the standard-error rule looks near (the
 * blocks its current estimate says it needs: the error falls as
 * 1/sqrt(trials)) or so that a round takes about an eighth of the time limit.
 * Never below what keeps every thread busy. */
static int round_blocks(const tally *total, uint64_t blocks_done, uint64_t blocks_left,
                        const pokeq_mc_options *o, double elapsed, int threads)
{
    const double busy = fmax(MIN_ROUND_BLOCKS, 2.0 * threads);
    double blocks = MAX_ROUND_BLOCKS;
    if (o->target_stderr > 0) {
        double wanted = MIN_BLOCKS - (double)blocks_done;
        if (blocks_done >= MIN_BLOCKS) {
            const double ratio = worst_stderr(total) / o->target_stderr;
            wanted = ceil((double)blocks_done * (ratio * ratio - 1));
        }
        blocks = fmin(blocks, fmax(wanted, busy));
    }
    if (o->max_seconds > 0) {
        const double wanted = blocks_done > 0 && elapsed > 0
                                  ? o->max_seconds / 8 / (elapsed / (double)blocks_done)
                                  : 0;
        blocks = fmin(blocks, fmax(wanted, busy));
    }
    blocks = fmin(blocks, MAX_ROUND_BLOCKS);
    return (int)(blocks < (double)blocks_left ? blocks : (double)blocks_left);
}

static void fill_result(const tally *total, int stopped_by, double seconds, int threads, pokeq_mc_result *r)
{
    const uint64_t n = total->showdowns;
    r->players = total->players;
    r->threads = threads;
    r->stopped_by = stopped_by;
    r->trials = n;
    r->seconds = seconds;
    for (int p = 0; p < total->players; p++) {
        const pokeq_player_counts *c = &total->player[p];
        uint64_t ties = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += c->ties[k];
        r->player[p] = *c;
        r->equity[p] = (double)c->equity_units / ((double)POT_UNITS * (double)n);
        r->win[p] = (double)c->wins / (double)n;
        r->tie[p] = (double)ties / (double)n;
        r->stderr_equity[p] = equity_stderr(c, n);
    }
}

/* Combo sums for the blocks (ranges with per-combo results). */
typedef struct combo_buffers {
    combo_sums *sum;                    /* every block run, by live index */
    combo_sums *undo;                   /* blocks run past the stop, run again */
    size_t stride;                      /* players x COMBO_COUNT */
} combo_buffers;

static uint32_t block_trials(uint64_t trial_cap, uint64_t block)
{
    const uint64_t trials_left = trial_cap - block * POKEQ_MC_BLOCK_TRIALS;
    return trials_left < POKEQ_MC_BLOCK_TRIALS ? (uint32_t)trials_left : POKEQ_MC_BLOCK_TRIALS;
}

/* One round's blocks as the work runner's tasks (work.h): task j runs
 * block first + j into tallies[j], its error into failed[j]. A worker is
 * its own combo sums (with buffers), merged into buffers->sum. */
typedef struct round_job {
    const mc_plan *plan;
    uint64_t first, trial_cap;
    tally *tallies;
    int *failed;
    combo_buffers *buffers;             /* NULL: no per-combo sums */
} round_job;

typedef struct round_worker {
    combo_sums *combos;                 /* NULL without buffers */
} round_worker;

static void round_worker_free(void *worker)
{
    round_worker *w = worker;
    if (w != NULL)
        free(w->combos);
    free(w);
}

static void *round_worker_new(void *shared)
{
    const round_job *job = shared;
    round_worker *w = calloc(1, sizeof *w);
    if (w != NULL && job->buffers != NULL) {
        w->combos = calloc(job->buffers->stride, sizeof *w->combos);
        if (w->combos == NULL) {
            round_worker_free(w);
            return NULL;
        }
    }
    return w;
}

static void round_task(void *worker, int task, void *shared)
{
    const round_job *job = shared;
    const uint64_t block = job->first + (uint64_t)task;
    job->failed[task] = run_block(job->plan, block, block_trials(job->trial_cap, block), &job->tallies[task],
                                  ((round_worker *)worker)->combos);
}

static void round_merge(void *worker, void *shared)
{
    const round_job *job = shared;
    const round_worker *w = worker;
    if (job->buffers == NULL)
        return;
    for (size_t k = 0; k < job->buffers->stride; k++) {
        job->buffers->sum[k].showdowns += w->combos[k].showdowns;
        job->buffers->sum[k].equity_units += w->combos[k].equity_units;
    }
}

/* Runs blocks [first, first + blocks) of a round on `threads` threads. */
static int run_round(const mc_plan *plan, uint64_t first, int blocks, uint64_t trial_cap, int threads,
                     tally *tallies, int *failed, combo_buffers *buffers)
{
    round_job job = {plan, first, trial_cap, tallies, failed, buffers};
    const work_job work = {blocks, threads, &job, round_worker_new, round_task, round_merge, round_worker_free};
    return work_run(&work, NULL);
}

/* The team for the options: every block is a unit of work. */
static int mc_team(const pokeq_mc_options *options, uint64_t trial_cap)
{
    const uint64_t blocks = (trial_cap + POKEQ_MC_BLOCK_TRIALS - 1) / POKEQ_MC_BLOCK_TRIALS;
    return work_threads(options->threads, blocks, 2);
}

static uint64_t trial_cap_of(const pokeq_mc_options *options)
{
    return options->max_trials > 0 && options->max_trials < POKEQ_MC_MAX_TRIALS ? options->max_trials
                                                                               : POKEQ_MC_MAX_TRIALS;
}

/* The trials of a plan until a stopping rule holds; result filled. With
 * buffers, each block also adds its per-combo sums into buffers->sum;
 * blocks of the last round past the stop are run once more into undo, so
 * sum less undo is exactly the merged blocks'.
 * A block that failed ends the call with its error when the merge reaches
 * it, as one thread running the blocks in order would; one past the stop
 * is never merged, so does not count. Returns 0 or a negative pokeq_error
 * (result zeroed). */
static int run_trials(const mc_plan *plan, const pokeq_mc_options *options, pokeq_mc_result *result,
                      combo_buffers *buffers)
{
    tally *round = malloc(MAX_ROUND_BLOCKS * sizeof *round);
    if (round == NULL)
        return -POKEQ_ERR_MEMORY;
    const double start = work_seconds();
    const uint64_t trial_cap = trial_cap_of(options);
    const int threads = mc_team(options, trial_cap);
    const uint64_t block_cap = (trial_cap + POKEQ_MC_BLOCK_TRIALS - 1) / POKEQ_MC_BLOCK_TRIALS;
    tally total;
    tally_init(&total, plan->players);
    uint64_t next_block = 0;
    int stopped_by = 0, error = POKEQ_OK, failed[MAX_ROUND_BLOCKS];
    while (!stopped_by) {
        const uint64_t first = next_block;
        const int blocks = round_blocks(&total, first, block_cap - first, options, work_seconds() - start, threads);
        error = run_round(plan, first, blocks, trial_cap, threads, round, failed, buffers);
        for (int j = 0; j < blocks && !stopped_by && error == POKEQ_OK; j++) {
            error = failed[j];
            if (error != POKEQ_OK)
                break;
            tally_merge(&total, &round[j]);
            next_block++;
            stopped_by = count_rule_met(&total, trial_cap, options->target_stderr);
        }
        if (error != POKEQ_OK)
            break;
        for (uint64_t b = next_block; buffers && b < first + (uint64_t)blocks; b++)
            run_block(plan, b, block_trials(trial_cap, b), &round[0], buffers->undo);
        if (!stopped_by && options->max_seconds > 0 && work_seconds() - start >= options->max_seconds)
            stopped_by = POKEQ_MC_STOP_TIME;
        if (!stopped_by && options->cancel != NULL && *options->cancel)
            stopped_by = POKEQ_MC_STOP_CANCEL;
        if (!stopped_by && options->progress != NULL) {
            fill_result(&total, 0, work_seconds() - start, threads, result);
            options->progress(result, options->progress_context);
        }
    }
    free(round);
    if (error != POKEQ_OK) {
        memset(result, 0, sizeof *result);
        return -error;
    }
    fill_result(&total, stopped_by, work_seconds() - start, threads, result);
    return POKEQ_OK;
}

int pokeq_monte_carlo(const pokeq_scenario *scenario, const pokeq_mc_options *options,
                      pokeq_mc_result *result)
{
    if (result != NULL)
        memset(result, 0, sizeof *result);
    if (scenario == NULL || options == NULL || result == NULL)
        return -POKEQ_ERR_ARGUMENT;
    const int error = pokeq_scenario_check(scenario);
    if (error != POKEQ_OK)
        return error;
    if (!options_valid(options))
        return -POKEQ_ERR_ARGUMENT;
    mc_plan plan;
    plan_init(&plan, scenario, options->seed);
    return run_trials(&plan, options, result, NULL);
}

/* The blocks' combo counts, less undo, into combos by combo index. */
static void gather_combos(const range_plan *r, const combo_buffers *buffers, pokeq_combo_counts *combos)
{
    memset(combos, 0, buffers->stride * sizeof *combos);
    for (int p = 0; p < r->players; p++) {
        for (int i = 0; i < r->seat[p].count; i++) {
            const size_t at = (size_t)p * COMBO_COUNT + (size_t)i;
            pokeq_combo_counts *into = &combos[(size_t)p * COMBO_COUNT + r->seat[p].combo[i]];
            into->showdowns = buffers->sum[at].showdowns - buffers->undo[at].showdowns;
            into->equity_units = buffers->sum[at].equity_units - buffers->undo[at].equity_units;
        }
    }
}

int pokeq_monte_carlo_ranges(const pokeq_range_scenario *scenario, const pokeq_mc_options *options,
                             pokeq_mc_result *result, pokeq_combo_counts *combos)
{
    if (result != NULL)
        memset(result, 0, sizeof *result);
    if (scenario == NULL || options == NULL || result == NULL)
        return -POKEQ_ERR_ARGUMENT;
    if (!options_valid(options))
        return -POKEQ_ERR_ARGUMENT;
    range_plan *r;
    int error = range_plan_build(scenario, &r);
    if (error != POKEQ_OK)
        return -error;
    range_sampler sampler;
    error = range_sampler_init(&sampler, r);
    if (error != POKEQ_OK) {
        range_plan_free(r);
        return -error;
    }
    mc_plan plan;
    plan_init_ranges(&plan, &sampler, options->seed);
    combo_buffers buffers = {NULL, NULL, (size_t)r->players * COMBO_COUNT};
    if (combos != NULL) {
        buffers.sum = calloc(buffers.stride, sizeof *buffers.sum);
        buffers.undo = calloc(buffers.stride, sizeof *buffers.undo);
        if (buffers.sum == NULL || buffers.undo == NULL)
            error = -POKEQ_ERR_MEMORY;
    }
    if (error == POKEQ_OK)
        error = run_trials(&plan, options, result, combos != NULL ? &buffers : NULL);
    if (error == POKEQ_OK && combos != NULL)
        gather_combos(r, &buffers, combos);
    free(buffers.sum);
    free(buffers.undo);
    range_sampler_free(&sampler);
    range_plan_free(r);
    return error;
}
