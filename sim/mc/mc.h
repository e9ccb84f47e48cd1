/* SPDX-License-Identifier: MIT */
/*
 * mc.h - the Monte Carlo engine's parts (library-internal):
 *   mc_block.c  the plan and the trial loop: block b's trials; mc_draw.h
 *               draws a trial's hands;
 *   mc_round.c  a round of blocks on the work runner (the unit an MPI rank
 *               or a GPU backend replaces);
 *   mc_omaha.c  the plan of Omaha ranges, and their entry point;
 *   mc_rules.c  the standard error, the stopping rules, round sizing and
 *               the result;
 *   mc.c        the entry points, the rounds in order, per-combo buffers.
 * Block b always runs the same trials (its own stream, deck copy and
 * tally), so blocks may run anywhere, in any order; mc.c merges them in
 * block order.
 */
#ifndef POKEQ_MC_H
#define POKEQ_MC_H

#include "mc/board_deal.h"
#include "core/game.h"
#include "hand.h"
#include "pokeq.h"
#include "mc/range_sample.h"
#include "core/resolved.h"
#include "core/tally.h"
#include "core/work.h"

#include <stddef.h>
#include <stdint.h>

enum {
    MC_MIN_BLOCKS = POKEQ_MC_MIN_TRIALS / POKEQ_MC_BLOCK_TRIALS,
    MC_MAX_ROUND_BLOCKS = 1024,         /* a round's tallies: about 2 MB */
    MC_MIN_ROUND_BLOCKS = 8
};

/* How often a block reads the cancel flag and the clock: every
 * MC_STOP_TRIALS trials, and every MC_STOP_TRIES draws of a trial drawn
 * again and again (Omaha ranges kept by weight), so that a stop lands
 * within about a millisecond whatever the job. MC_STOPPED is a block's
 * "stopped" (not an error: its trials so far are in its tally). */
enum { MC_STOP_TRIALS = 256, MC_STOP_TRIES = 16, MC_STOPPED = 1 << 20 };
/* A round's work for a caller that waits on it (a cancel flag or a
 * progress hook): a cancel is heard within about this (mc_round_blocks). */
#define MC_ROUND_SECONDS 0.05

/* A seat's hole_at when it is not dealt. */
enum { MC_SEAT_FIXED = -1, MC_SEAT_LISTED = -2 };

/* What every block reads; fixed before the first block runs. */
typedef struct mc_plan {
    game_kind game;
    int players;
    uint64_t seed;
    Hand board;                         /* the known board cards */
    Hand hole[POKEQ_MAX_PLAYERS];       /* each seat's hole cards (fixed hands) */
    game_hole seat[POKEQ_MAX_PLAYERS];  /* the same prepared for the game (Omaha: game.h) */
    board_dealer dealer;                /* the starting deck; blocks copy it */
    const range_plan *range;            /* Hold'em ranges sampled: the plan drawn from */
    const range_sampler *ranges;        /* NULL for fixed hands, and for ranges dealt */
    /* ranges dealt (range_plan_dealt): the board's missing cards are dealt
     * first, then each random seat's two; fixed seats keep hole[] */
    int dealt;
    int board_missing;
    int hole_at[POKEQ_MAX_PLAYERS];     /* a random seat's first card in the deal; MC_SEAT_FIXED */
    int random_seats;                   /* Hold'em: the seats dealt per trial, in deal order: */
    int random_seat[POKEQ_MAX_PLAYERS]; /* seat r's cards are cards missing + 2r, + 2r + 1 of the deal */
    const uint16_t *live_of;            /* per-combo counts: seat p's live index of combo c at
                                           [p * COMBO_COUNT + c]; NULL: none */
    /* Omaha ranges (mc_omaha.c): the sampler `ranges` draws the listed
     * seats (listed_seat[s]: the seat of the sampler's seat s), then the
     * board's missing cards and each dealt seat's hole_cards are dealt
     * (hole_at, as for ranges dealt); fixed seats keep seat[] */
    int omaha_ranges;                   /* hole_at: also MC_SEAT_LISTED */
    int hole_cards;
    int listed_seat[POKEQ_MAX_PLAYERS];
    const game_hole *listed_hole[POKEQ_MAX_PLAYERS]; /* sampler seat s's hands prepared, or NULL */
    /* a dealt seat too wide to list: its range, whose weight / weigh_max
     * is the chance its dealt hand is kept (else the whole trial is drawn
     * again); NULL for the others. weighed: any seat is. */
    const struct omaha_range *weigh[POKEQ_MAX_PLAYERS];
    int weigh_max[POKEQ_MAX_PLAYERS];
    int weighed;
    /* per-hand rows (Omaha ranges with pokeq_request.hands; combos then
     * holds them): seat p's hand is row row_first[p] + its index in its
     * list (a listed seat's sampler index, a dealt seat's place among
     * row_mask[p]'s row_count[p] masks, ascending; a fixed seat's 0) */
    int hand_rows;
    size_t row_first[POKEQ_MAX_PLAYERS];
    const uint64_t *row_mask[POKEQ_MAX_PLAYERS];
    long row_count[POKEQ_MAX_PLAYERS];
    int categories;                     /* count each seat's hand categories (init: 0) */
    /* the run's stop, set by mc_run_trials on its copy (init: none): the
     * cancel flag, and the time (work_seconds) past which blocks stop (0:
     * none) */
    const volatile int *cancel;
    double deadline;
    /* a seated game (no board, mc/mc_seat_deal.c): each trial deals every
     * seat's missing cards; NULL for the board games */
    const struct seat_deal *seated;
} mc_plan;

/* Whether the plan's run is to stop now (mc_plan). */
static inline int mc_stop_asked(const mc_plan *plan)
{
    if (plan->cancel != NULL && *plan->cancel)
        return 1;
    return plan->deadline > 0 && work_seconds() >= plan->deadline;
}

/* Per seat and live combo counts a block adds to (ranges only), at
 * seat * COMBO_COUNT + live index. */
typedef pokeq_combo_counts combo_sums;

/* Combo sums for the blocks (ranges with per-combo results). */
typedef struct mc_combo_buffers {
    combo_sums *sum;                    /* every block run, by live index */
    combo_sums *undo;                   /* blocks run past the stop, run again */
    size_t stride;                      /* players x COMBO_COUNT */
} mc_combo_buffers;

/* ---- mc_block.c ---- */

/* The plan of fixed hands / of ranges (sampler outlives the plan). */
void mc_plan_init(mc_plan *plan, const pokeq_scenario *s, uint64_t seed);
void mc_plan_init_ranges(mc_plan *plan, const range_plan *r, const range_sampler *sampler, uint64_t seed);
/* The plan of ranges that range_plan_dealt accepts (no sampler); live_of
 * is NULL or players x COMBO_COUNT entries, filled here, for per-combo
 * counts (it must outlive the plan). */
void mc_plan_init_dealt(mc_plan *plan, const range_plan *r, uint64_t seed, uint16_t *live_of);

/* The trials of block `block` under trial_cap (the last may be short). */
uint32_t mc_block_trials(uint64_t trial_cap, uint64_t block);

/* Runs one block's trials into out (tally_init'd here), adding per-combo
 * outcomes into combos when not NULL (ranges). Returns POKEQ_OK, the
 * error of a range draw that failed (see mc_block.c), or MC_STOPPED when
 * the plan's stop came first: out (and combos) then hold the trials done
 * before it, the first tally_deals(out) of the block's, whole. */
int mc_run_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out, combo_sums *combos);

/* ---- mc_round.c ---- */

/* Runs blocks [first, first + blocks) on the work runner with `threads`
 * threads: block first + j into tallies[j], its error into failed[j]; with
 * buffers, the blocks' combo sums are added to buffers->sum. Returns
 * POKEQ_OK or POKEQ_ERR_MEMORY. */
int mc_run_round(const mc_plan *plan, uint64_t first, int blocks, uint64_t trial_cap, int threads, tally *tallies,
                 int *failed, mc_combo_buffers *buffers);

/* ---- mc.c ---- */

/* pokeq_monte_carlo and pokeq_monte_carlo_ranges for part `part` of a job
 * (NULL: the whole job): its share of the blocks (work_part_range over the
 * blocks of the trial cap). The parts' counts add up to the whole job's,
 * bit for bit; parts need the trial rule alone (mc_part_valid), else
 * -POKEQ_ERR_ARGUMENT. Each seat's trials per hand category are counted
 * into *categories when it is not NULL (a game with categories, game.h). */
int mc_fixed_part(const pokeq_scenario *scenario, const pokeq_mc_options *options, const work_control *part,
                  pokeq_mc_result *result, category_counts *categories);
int mc_ranges_part(const pokeq_range_scenario *scenario, const pokeq_mc_options *options, const work_control *part,
                   pokeq_mc_result *result, pokeq_combo_counts *combos, category_counts *categories);
/* The same on a plan already built from the scenario (range_plan.h); the
 * plan is only read. options and result must not be NULL. */
int mc_ranges_plan_part(const range_plan *r, const pokeq_mc_options *options, const work_control *part,
                        pokeq_mc_result *result, pokeq_combo_counts *combos, category_counts *categories);

/* The trials of a plan until a stopping rule holds, into result (mc.c):
 * part and buffers as for mc_ranges_part (NULL: the whole job; no
 * per-combo sums). Returns 0 or a negative pokeq_error. */
int mc_run_trials(const mc_plan *plan, const pokeq_mc_options *options, const work_control *part,
                  pokeq_mc_result *result, mc_combo_buffers *buffers, category_counts *categories);

/* ---- mc_omaha.c ---- */

/* Monte Carlo over Omaha ranges (some seat not a fixed hand) for part
 * `part` of a job (NULL: the whole job), as mc_ranges_part. Returns 0 or a
 * negative pokeq_error: those of omaha_seat_lists (RANGE_EMPTY, MEMORY),
 * RANGE_EMPTY when no deal is possible, TOO_HARD when valid deals are too
 * rare to sample (range_sample.h) or a range too wide to list keeps too
 * few dealt hands (mc_omaha.c), ARGUMENT. */
int mc_omaha_ranges_part(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                         pokeq_mc_result *result, category_counts *categories);

/* The same with per-hand rows (not NULL: room for omaha_hand_rows_count's,
 * ranges/omaha_ranges.h) into hands, *rows of them: the trials each hand
 * was dealt and its pot units, identical for any thread count. Also
 * TOO_HARD for a seat too wide to list. The trials are the same as
 * without rows. */
int mc_omaha_ranges_rows(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                         pokeq_mc_result *result, category_counts *categories, pokeq_hand_counts *hands,
                         size_t *rows);

/* The same with ranges past list_cap hands weighed rather than listed
 * (mc_omaha_ranges_part: OMAHA_RANGES_LIST_CAP; tests pass less). */
int mc_omaha_ranges_capped(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                           long list_cap, pokeq_mc_result *result, category_counts *categories);

/* Whether mc_omaha_ranges_part can answer r: 0, or the positive
 * pokeq_error it would refuse with (builds what it builds first). */
int mc_omaha_ranges_refusal(const resolved *r);

/* ---- mc/mc_seat_deal.c ---- */

/* Block `block` of a seated game's plan (plan->seated), into out. */
int mc_seat_deal_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out);

/* Monte Carlo over a seated game's resolved request (every seat fixed),
 * part `part` of the job (NULL: whole), as mc_fixed_part (categories
 * too). */
int mc_seat_deal_part(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                      pokeq_mc_result *result, category_counts *categories);

/* ---- mc_rules.c ---- */

/* Whether the options are valid (an option is on when positive). */
int mc_options_valid(const pokeq_mc_options *o);

/* The trial cap of the options (never above POKEQ_MC_MAX_TRIALS), and
 * the team (work_threads: every block a unit of work). */
uint64_t mc_trial_cap(const pokeq_mc_options *options);
int mc_team(const pokeq_mc_options *options, uint64_t trial_cap);

/* Blocks of a trial cap (the last may be short). */
int mc_block_count(uint64_t trial_cap);

/* Whether options suit a part of a job: a whole job always; a part (of
 * parts > 1) needs max_trials and no standard-error or time rule. */
int mc_part_valid(const pokeq_mc_options *o, const work_control *part);

/* The trial and standard-error rules, tested after each merged block:
 * a pokeq_mc_stop, or 0. */
int mc_count_rule_met(const tally *total, uint64_t trial_cap, double target_stderr);

/* Blocks for the next round (see mc_rules.c). */
int mc_round_blocks(const tally *total, uint64_t blocks_done, uint64_t blocks_left, const pokeq_mc_options *o,
                    double elapsed, int threads);

/* The result of the trials merged so far. */
void mc_fill_result(const tally *total, int stopped_by, double seconds, int threads, pokeq_mc_result *r);

#endif
