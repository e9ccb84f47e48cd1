/* SPDX-License-Identifier: MIT */
/*
 * mc_rules.c - Monte Carlo's rules (mc.h): the standard error, the
 * stopping rules, round sizing and the result.
 *
 * The standard error comes from the per-trial variance of each player's pot
 * share. A share is 0 or 2520/k units, so the tally's wins and k-way ties
 * ARE the share's distribution: no second accumulator is needed, and the
 * variance is summed over those few values around the mean (no large
 * squares to cancel).
 */
#include "mc/mc.h"

#include "core/work.h"

#include <math.h>

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

/* A hi/lo game's share per trial takes many values (each half split its
 * own way), so its variance comes from the tally's sum of squared shares. */
static double hilo_stderr(const tally *t, int p)
{
    const uint64_t n = tally_deals(t);
    if (n < 2)
        return 0.5;
    const double mean = (double)t->player[p].equity_units / ((double)POT_UNITS * (double)t->showdowns);
    const double pot = 2.0 * POT_UNITS, squares = (double)t->squares[p] / (pot * pot);
    const double variance = fmax(0, (squares - (double)n * mean * mean) / (double)(n - 1));
    return sqrt(variance / (double)n);
}

static double seat_stderr(const tally *t, int p)
{
    return t->halves == 2 ? hilo_stderr(t, p) : equity_stderr(&t->player[p], t->showdowns);
}

static double worst_stderr(const tally *t)
{
    double worst = 0;
    for (int p = 0; p < t->players; p++)
        worst = fmax(worst, seat_stderr(t, p));
    return worst;
}

/* An option is on when positive; NaN and negatives are errors. */
int mc_options_valid(const pokeq_mc_options *o)
{
    if (!(o->target_stderr >= 0) || !(o->max_seconds >= 0) || o->threads < 0)
        return 0;
    return o->max_trials > 0 || o->target_stderr > 0 || o->max_seconds > 0;
}

/* The trial and standard-error rules, tested after each merged block. */
int mc_count_rule_met(const tally *total, uint64_t trial_cap, double target_stderr)
{
    if (tally_deals(total) >= trial_cap)
        return POKEQ_MC_STOP_TRIALS;
    if (target_stderr > 0 && tally_deals(total) >= POKEQ_MC_MIN_TRIALS && worst_stderr(total) <= target_stderr)
        return POKEQ_MC_STOP_STDERR;
    return 0;
}

/* Blocks for the next round: all the trial rule still allows (up to
 * MC_MAX_ROUND_BLOCKS), fewer when the standard-error rule looks near (the
 * blocks its current estimate says it needs: the error falls as
 * 1/sqrt(trials)) or so that a round takes about an eighth of the time limit;
 * for a caller with a cancel flag or a progress hook (a person or a server
 * waiting), about MC_ROUND_SECONDS of work, judged by the blocks so far
 * (the first round: the fewest below), so a cancel is heard within that.
 * Never below what keeps every thread busy: eight blocks a thread, since
 * blocks vary in time (two a thread kept 16 threads 60 % busy in a replay
 * of measured block times: examples/bench_schedule.c). */
int mc_round_blocks(const tally *total, uint64_t blocks_done, uint64_t blocks_left,
                        const pokeq_mc_options *o, double elapsed, int threads)
{
    const double busy = fmax(MC_MIN_ROUND_BLOCKS, 8.0 * threads);
    double blocks = MC_MAX_ROUND_BLOCKS;
    if (o->target_stderr > 0) {
        double wanted = MC_MIN_BLOCKS - (double)blocks_done;
        if (blocks_done >= MC_MIN_BLOCKS) {
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
    if (o->cancel != NULL || o->progress != NULL) {
        const double per_block = blocks_done > 0 && elapsed > 0 ? elapsed / (double)blocks_done : 0;
        blocks = fmin(blocks, per_block > 0 ? fmax(MC_ROUND_SECONDS / per_block, busy) : busy);
    }
    blocks = fmin(blocks, MC_MAX_ROUND_BLOCKS);
    return (int)(blocks < (double)blocks_left ? blocks : (double)blocks_left);
}

void mc_fill_result(const tally *total, int stopped_by, double seconds, int threads, pokeq_mc_result *r)
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
        u128_split(total->squares[p], r->player[p].share_squares);
        r->equity[p] = (double)c->equity_units / ((double)POT_UNITS * (double)n);
        r->win[p] = (double)c->wins / (double)n;
        r->tie[p] = (double)ties / (double)n;
        r->stderr_equity[p] = seat_stderr(total, p);
    }
}

/* The team for the options: every block is a unit of work. */
int mc_team(const pokeq_mc_options *options, uint64_t trial_cap)
{
    return work_threads(options->threads, (uint64_t)mc_block_count(trial_cap), 2);
}

int mc_block_count(uint64_t trial_cap)
{
    return (int)((trial_cap + POKEQ_MC_BLOCK_TRIALS - 1) / POKEQ_MC_BLOCK_TRIALS);
}

/* A part of a job stops where its blocks end, and no other rule can say
 * where that is before the other parts have run. */
int mc_part_valid(const pokeq_mc_options *o, const work_control *part)
{
    if (part == NULL || part->parts <= 1)
        return 1;
    return part->part >= 0 && part->part < part->parts && o->max_trials > 0 && o->target_stderr == 0 &&
           o->max_seconds == 0;
}

uint64_t mc_trial_cap(const pokeq_mc_options *options)
{
    return options->max_trials > 0 && options->max_trials < POKEQ_MC_MAX_TRIALS ? options->max_trials
                                                                               : POKEQ_MC_MAX_TRIALS;
}
