/* SPDX-License-Identifier: MIT */
/*
 * mc_omaha.c - Monte Carlo over Omaha ranges (mc.h): the seats' hands
 * (omaha_ranges.h: a fixed hand, a range listed with its weights, a range
 * whose every hand weighs the same, dealt, or one too wide to list, dealt
 * and kept by weight), the exact joint sampler
 * of the listed seats (range_sample.h), and the plan the trial loop runs
 * (mc_block.c, mc_draw.h trial_omaha). Trials, blocks, streams, parts and
 * stopping rules are mc.c's, as for every other Monte Carlo job.
 */
#include "mc/mc.h"

#include "core/deck.h"
#include "core/pcg.h"
#include "mc/mc_draw.h"
#include "ranges/omaha_ranges.h"

#include <stdlib.h>
#include <string.h>

/* A listed seat's hands are prepared for the game once (game_hole, about
 * 80 bytes each) when it has at most PREPARE_MAX: a trial then copies its
 * hand instead of preparing it (about 170 instructions). */
enum { PREPARE_MAX = 1 << 16 };

/* The listed seats as the sampler takes them: each hand's mask and its
 * weight divided by the seat's divisor. */
typedef struct listed_seats {
    int count;
    int table_seat[POKEQ_MAX_PLAYERS];
    sample_seat seat[POKEQ_MAX_PLAYERS];
    uint64_t *mask[POKEQ_MAX_PLAYERS];      /* owned */
    uint32_t *weight[POKEQ_MAX_PLAYERS];    /* owned */
    game_hole *prepared[POKEQ_MAX_PLAYERS]; /* owned; NULL past PREPARE_MAX */
} listed_seats;

static void listed_free(listed_seats *l)
{
    for (int s = 0; s < l->count; s++) {
        free(l->mask[s]);
        free(l->weight[s]);
        free(l->prepared[s]);
    }
}

/* Each hand of listed seat s prepared, when it has few enough. */
static int prepare(listed_seats *l, int s, game_kind game, int hole_cards)
{
    if (l->seat[s].count > PREPARE_MAX)
        return 0;
    l->prepared[s] = malloc((size_t)l->seat[s].count * sizeof *l->prepared[s]);
    if (l->prepared[s] == NULL)
        return -POKEQ_ERR_MEMORY;
    for (int i = 0; i < l->seat[s].count; i++) {
        int cards[OMAHA_MAX_HOLE], n = 0;
        for (uint64_t rest = l->mask[s][i]; rest != 0; rest &= rest - 1)
            cards[n++] = __builtin_ctzll(rest);
        l->prepared[s][i] = game_hole_of_cards(game, cards, hole_cards);
    }
    return 0;
}

/* Every seat neither fixed nor dealt, in seat order. Returns 0 or
 * -POKEQ_ERR_MEMORY (what was made is in *l, for listed_free). */
static int listed_of(const resolved *r, const omaha_seat_list *lists, listed_seats *l)
{
    memset(l, 0, sizeof *l);
    for (int p = 0; p < r->seats; p++) {
        const omaha_seat_list *list = &lists[p];
        if (r->fixed[p] || list->dealt)
            continue;
        const int s = l->count++;
        l->table_seat[s] = p;
        l->mask[s] = malloc((size_t)list->count * sizeof *l->mask[s]);
        l->weight[s] = malloc((size_t)list->count * sizeof *l->weight[s]);
        if (l->mask[s] == NULL || l->weight[s] == NULL)
            return -POKEQ_ERR_MEMORY;
        for (long i = 0; i < list->count; i++) {
            l->mask[s][i] = list->hand[i] >> 8;
            l->weight[s][i] = (uint32_t)((list->hand[i] & 0xff) / list->divisor);
        }
        l->seat[s] = (sample_seat){(int)list->count, l->mask[s], l->weight[s]};
        const int code = prepare(l, s, r->game, game_of(r->game).hole_cards);
        if (code != 0)
            return code;
    }
    return 0;
}

/* The plan: fixed seats prepared once, listed seats drawn by the sampler
 * and set aside, then the board's missing cards and the dealt seats'
 * hands dealt from the cards left. */
static void plan_init(mc_plan *plan, const resolved *r, const omaha_seat_list *lists, const listed_seats *listed,
                      const range_sampler *sampler, uint64_t seed)
{
    memset(plan, 0, sizeof *plan);
    plan->game = r->game;
    plan->players = r->seats;
    plan->seed = seed;
    plan->board = hand_of_cards(r->board, r->board_count);
    plan->ranges = sampler;
    plan->omaha_ranges = 1;
    plan->hole_cards = game_of(r->game).hole_cards;
    plan->board_missing = 5 - r->board_count;
    for (int s = 0; s < listed->count; s++) {
        plan->listed_seat[s] = listed->table_seat[s];
        plan->listed_hole[s] = listed->prepared[s];
    }
    int dealt = plan->board_missing, held = 0;
    for (int p = 0; p < r->seats; p++) {
        if (r->fixed[p]) {
            plan->hole[p] = hand_of_cards(r->hole[p], plan->hole_cards);
            plan->seat[p] = game_hole_of(plan->game, plan->hole[p]);
            plan->hole_at[p] = MC_SEAT_FIXED;
        } else if (lists[p].dealt) {
            plan->hole_at[p] = dealt;
            dealt += plan->hole_cards;
            plan->weigh[p] = lists[p].range.term != NULL ? &lists[p].range : NULL;
            plan->weigh_max[p] = lists[p].max_weight;
            plan->weighed |= plan->weigh[p] != NULL;
        } else {
            plan->hole_at[p] = MC_SEAT_LISTED;
            held += plan->hole_cards;
        }
    }
    board_dealer_init_cards(&plan->dealer, omaha_known_cards(r), dealt, held);
}

/* What a job builds before its trials: the seats' lists, the listed
 * seats, their sampler and the plan the trials run. */
typedef struct omaha_job {
    omaha_seat_list lists[POKEQ_MAX_PLAYERS];
    listed_seats listed;
    range_sampler sampler;
    mc_plan plan;
    uint64_t *row_mask[POKEQ_MAX_PLAYERS]; /* per-hand rows: the dealt seats' masks (owned) */
} omaha_job;

/* The trials must keep at least PILOT_KEPT of PILOT_TRIES whole draws
 * (the listed seats, the board and the dealt seats together, each weighed
 * seat's hand kept by weight: about 1 in 16,000, as the range sampler's
 * pilot asks of its draws), else they would take too long, or forever
 * where no deal exists (AAAAKK against AAxxxx): TOO_HARD. The pilot's
 * stream is fixed, so the choice is the input's alone. */
enum { PILOT_TRIES = 1 << 16, PILOT_KEPT = 4 };
#define PILOT_SEED 0x6f6d616861ULL

static int draws_keep_enough(const mc_plan *plan)
{
    if (!plan->weighed)
        return POKEQ_OK;
    pcg32 rng = pcg32_seeded(PILOT_SEED, 0);
    board_dealer dealer = plan->dealer;
    int live[POKEQ_MAX_PLAYERS], cards[DEAL_MAX], kept = 0;
    for (int t = 0; t < PILOT_TRIES && kept < PILOT_KEPT; t++) {
        Hand board;
        const int *deal;
        const int draw = trial_omaha_draw(plan, &rng, &dealer, &board, live, cards, &deal);
        if (draw < 0)
            return -draw;
        kept += draw;
    }
    return kept < PILOT_KEPT ? POKEQ_ERR_TOO_HARD : POKEQ_OK;
}

/* Returns 0 or a negated pokeq_error; job_free either way. Ranges past
 * list_cap hands are weighed. */
static int job_build(const resolved *r, long list_cap, uint64_t seed, omaha_job *job)
{
    memset(job, 0, sizeof *job);
    int code = omaha_seat_lists(r, list_cap, job->lists);
    if (code == 0)
        code = listed_of(r, job->lists, &job->listed);
    if (code == 0)
        code = -range_sampler_init(&job->sampler, job->listed.seat, job->listed.count);
    if (code == 0) {
        plan_init(&job->plan, r, job->lists, &job->listed, &job->sampler, seed);
        code = -draws_keep_enough(&job->plan);
    }
    return code;
}

static void job_free(const resolved *r, omaha_job *job)
{
    range_sampler_free(&job->sampler);
    listed_free(&job->listed);
    for (int p = 0; p < r->seats; p++)
        free(job->row_mask[p]);
    omaha_seat_lists_free(job->lists, r->seats);
}

int mc_omaha_ranges_refusal(const resolved *r)
{
    omaha_job *job = malloc(sizeof *job);
    if (job == NULL)
        return POKEQ_ERR_MEMORY;
    const int code = job_build(r, OMAHA_RANGES_LIST_CAP, 0, job);
    job_free(r, job);
    free(job);
    return -code;
}

int mc_omaha_ranges_part(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                         pokeq_mc_result *result, category_counts *categories)
{
    return mc_omaha_ranges_capped(r, options, part, OMAHA_RANGES_LIST_CAP, result, categories);
}

/* The plan's per-hand rows: every dealt seat listed too, each seat's
 * first row. Returns the rows' count, or a negated pokeq_error. */
static long rows_plan(const resolved *r, omaha_job *job)
{
    mc_plan *plan = &job->plan;
    size_t n = 0;
    for (int p = 0; p < r->seats; p++) {
        const int code = omaha_seat_list_all(r, p, &job->lists[p]);
        if (code != 0)
            return code;
        plan->row_first[p] = n;
        plan->row_mask[p] = NULL;
        plan->row_count[p] = job->lists[p].count;
        n += (size_t)job->lists[p].count;
    }
    for (int s = 0; s < job->listed.count; s++) /* masks only where a dealt hand is looked up */
        plan->row_count[job->listed.table_seat[s]] = 0;
    for (int p = 0; p < r->seats; p++)
        if (job->lists[p].dealt) {
            job->row_mask[p] = malloc((size_t)job->lists[p].count * sizeof *job->row_mask[p]);
            if (job->row_mask[p] == NULL)
                return -POKEQ_ERR_MEMORY;
            for (long i = 0; i < job->lists[p].count; i++)
                job->row_mask[p][i] = job->lists[p].hand[i] >> 8;
            plan->row_mask[p] = job->row_mask[p];
        }
    plan->hand_rows = 1;
    return (long)n;
}

/* The blocks' sums less their reruns into the rows (omaha_hand_rows_init's). */
static void rows_gather(const mc_combo_buffers *buffers, pokeq_hand_counts *rows)
{
    for (size_t k = 0; k < buffers->stride; k++) {
        rows[k].showdowns = buffers->sum[k].showdowns - buffers->undo[k].showdowns;
        rows[k].equity_units = buffers->sum[k].equity_units - buffers->undo[k].equity_units;
    }
}

/* The trials, with per-hand rows when hands is not NULL. */
static int run_job(const resolved *r, omaha_job *job, const pokeq_mc_options *options, const work_control *part,
                   pokeq_mc_result *result, category_counts *categories, pokeq_hand_counts *hands, size_t *rows)
{
    job->plan.categories = categories != NULL;
    if (hands == NULL)
        return mc_run_trials(&job->plan, options, part, result, NULL, categories);
    const long n = rows_plan(r, job);
    if (n < 0)
        return (int)n;
    mc_combo_buffers buffers = {calloc((size_t)n + 1, sizeof *buffers.sum), calloc((size_t)n + 1, sizeof *buffers.undo),
                                (size_t)n};
    int code = buffers.sum == NULL || buffers.undo == NULL ? -POKEQ_ERR_MEMORY : 0;
    if (code == 0)
        code = mc_run_trials(&job->plan, options, part, result, &buffers, categories);
    if (code == 0) {
        size_t first[POKEQ_MAX_PLAYERS];
        *rows = omaha_hand_rows_init(r, job->lists, hands, first);
        rows_gather(&buffers, hands);
    }
    free(buffers.sum);
    free(buffers.undo);
    return code;
}

static int mc_omaha_ranges_listed(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                                  long list_cap, pokeq_mc_result *result, category_counts *categories,
                                  pokeq_hand_counts *hands, size_t *rows)
{
    memset(result, 0, sizeof *result);
    if (!mc_options_valid(options) || !mc_part_valid(options, part))
        return -POKEQ_ERR_ARGUMENT;
    omaha_job *job = malloc(sizeof *job);
    int code = job == NULL ? -POKEQ_ERR_MEMORY : job_build(r, list_cap, options->seed, job);
    if (code == 0)
        code = run_job(r, job, options, part, result, categories, hands, rows);
    if (job != NULL)
        job_free(r, job);
    free(job);
    return code;
}

int mc_omaha_ranges_capped(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                           long list_cap, pokeq_mc_result *result, category_counts *categories)
{
    return mc_omaha_ranges_listed(r, options, part, list_cap, result, categories, NULL, NULL);
}

int mc_omaha_ranges_rows(const resolved *r, const pokeq_mc_options *options, const work_control *part,
                         pokeq_mc_result *result, category_counts *categories, pokeq_hand_counts *hands,
                         size_t *rows)
{
    return mc_omaha_ranges_listed(r, options, part, OMAHA_RANGES_LIST_CAP, result, categories, hands, rows);
}

