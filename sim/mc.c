/*
 * mc.c - Monte Carlo equity (pokeq_monte_carlo in pokeq.h).
 *
 * Trials come in blocks of POKEQ_MC_BLOCK_TRIALS. Block b always runs the
 * same trials: its own PCG32 stream derived from (seed, b), its own copy of
 * the starting deck, and its own tally. Blocks run in rounds, handed to
 * OpenMP threads in any order, and are then merged strictly in block order,
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
#include "hand.h"
#include "pcg.h"
#include "pokeq.h"
#include "tally.h"

#include <math.h>
#include <omp.h>
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
    Hand hole[POKEQ_MAX_PLAYERS];       /* each seat's hole cards */
    board_dealer dealer;                /* the starting deck; blocks copy it */
} mc_plan;

static void plan_init(mc_plan *plan, const pokeq_scenario *s, uint64_t seed)
{
    plan->players = s->players;
    plan->seed = seed;
    plan->board = scenario_board_hand(s);
    for (int p = 0; p < s->players; p++)
        plan->hole[p] = scenario_hole_hand(s, p);
    board_dealer_init(&plan->dealer, s);
}

/* The 64-bit finalizer of SplitMix64 (G. L. Steele, D. Lea, C. H. Flood,
 * "Fast Splittable Pseudorandom Number Generators", OOPSLA 2014): spreads
 * consecutive block numbers over unrelated starting states, so no two
 * blocks' streams start from states a fixed offset apart. */
static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Block b's generator: its own stream (increment 2b+1), started from a mix
 * of the seed and b. */
static pcg32 block_stream(uint64_t seed, uint64_t block)
{
    return pcg32_seeded(mix64(seed ^ mix64(block)), block);
}

/* The seam for range sampling: the hole Hands for one trial. Fixed hole
 * cards are known once, so this returns the plan's. A range sampler would
 * draw each seat's combination here from rng and take its cards out of the
 * block's dealer before the board is dealt. */
static inline const Hand *trial_holes(const mc_plan *plan, pcg32 *rng, board_dealer *dealer)
{
    (void)rng;
    (void)dealer;
    return plan->hole;
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
 * data-dependent branch per trial. */
static void run_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out)
{
    pcg32 rng = block_stream(plan->seed, block);
    board_dealer dealer = plan->dealer;
    const int players = plan->players;
    uint32_t occurrences[1u << POKEQ_MAX_PLAYERS];
    memset(occurrences, 0, sizeof occurrences[0] << players);
    int values[POKEQ_MAX_PLAYERS];
    for (uint32_t t = 0; t < trials; t++) {
        const Hand *hole = trial_holes(plan, &rng, &dealer);
        const Hand board = board_dealer_deal(&dealer, &rng, plan->board);
        for (int p = 0; p < players; p++)
            values[p] = hand_value7(hand_combine(board, hole[p]));
        occurrences[winner_set(values, players)]++;
    }
    tally_init(out, players);
    for (unsigned winners = 1; winners < 1u << players; winners++) {
        if (occurrences[winners] == 0)
            continue;
        for (int p = 0; p < players; p++)
            values[p] = 1 + (int)(winners >> p & 1);
        tally_showdown(out, values, occurrences[winners]);
    }
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

static void fill_result(const tally *total, int stopped_by, double seconds, pokeq_mc_result *r)
{
    const uint64_t n = total->showdowns;
    r->players = total->players;
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

int pokeq_monte_carlo(const pokeq_scenario *scenario, const pokeq_mc_options *options,
                      pokeq_mc_result *result)
{
    if (result != NULL)
        memset(result, 0, sizeof *result);
    if (scenario == NULL || options == NULL || result == NULL)
        return -POKEQ_ERR_ARGUMENT;
    const int error = pokeq_scenario_check(scenario);
    if (error != POKEQ_OK)
        return -error;
    if (!options_valid(options))
        return -POKEQ_ERR_ARGUMENT;

    tally *round = malloc(MAX_ROUND_BLOCKS * sizeof *round);
    if (round == NULL)
        return -POKEQ_ERR_MEMORY;
    const double start = omp_get_wtime();
    mc_plan plan;
    plan_init(&plan, scenario, options->seed);
    const int threads = options->threads > 0 ? options->threads : omp_get_max_threads();
    const uint64_t trial_cap = options->max_trials > 0 && options->max_trials < POKEQ_MC_MAX_TRIALS
                                   ? options->max_trials
                                   : POKEQ_MC_MAX_TRIALS;
    const uint64_t block_cap = (trial_cap + POKEQ_MC_BLOCK_TRIALS - 1) / POKEQ_MC_BLOCK_TRIALS;
    tally total;
    tally_init(&total, scenario->players);
    uint64_t next_block = 0;
    int stopped_by = 0;
    while (!stopped_by) {
        const uint64_t first = next_block;
        const int blocks = round_blocks(&total, first, block_cap - first, options, omp_get_wtime() - start, threads);
#pragma omp parallel for schedule(dynamic) num_threads(threads)
        for (int j = 0; j < blocks; j++) {
            const uint64_t trials_left = trial_cap - (first + (uint64_t)j) * POKEQ_MC_BLOCK_TRIALS;
            const uint32_t trials = trials_left < POKEQ_MC_BLOCK_TRIALS ? (uint32_t)trials_left : POKEQ_MC_BLOCK_TRIALS;
            run_block(&plan, first + (uint64_t)j, trials, &round[j]);
        }
        for (int j = 0; j < blocks && !stopped_by; j++) {
            tally_merge(&total, &round[j]);
            next_block++;
            stopped_by = count_rule_met(&total, trial_cap, options->target_stderr);
        }
        if (!stopped_by && options->max_seconds > 0 && omp_get_wtime() - start >= options->max_seconds)
            stopped_by = POKEQ_MC_STOP_TIME;
        if (!stopped_by && options->cancel != NULL && *options->cancel)
            stopped_by = POKEQ_MC_STOP_CANCEL;
        if (!stopped_by && options->progress != NULL) {
            fill_result(&total, 0, omp_get_wtime() - start, result);
            options->progress(result, options->progress_context);
        }
    }
    fill_result(&total, stopped_by, omp_get_wtime() - start, result);
    free(round);
    return POKEQ_OK;
}
