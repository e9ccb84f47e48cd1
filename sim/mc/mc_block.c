/* SPDX-License-Identifier: MIT */
/*
 * mc_block.c - Monte Carlo blocks (mc.h): the plan and block b's trials
 * (a round of blocks: mc_round.c).
 *
 * Block b always runs the same trials: its own PCG32 stream
 * (pcg32_block_stream(seed, b)), its own copy of the starting deck and its
 * own tally.
 */
#include "mc/mc.h"

#include "core/game.h"
#include "mc/mc_draw.h"
#include "core/pcg.h"
#include "ranges/range_plan.h"

#include <string.h>

/* The kinds and hooks a plan starts without: no ranges drawn or dealt, no
 * Omaha ranges, no categories, no cancel flag or deadline, not seated. */
static void plan_without_options(mc_plan *plan)
{
    plan->ranges = NULL;
    plan->dealt = 0;
    plan->board_missing = 0; /* shape_of reads it in every loop */
    plan->live_of = NULL;
    plan->omaha_ranges = 0;
    plan->categories = 0;
    plan->cancel = NULL;
    plan->deadline = 0;
    plan->seated = NULL;
}

void mc_plan_init(mc_plan *plan, const pokeq_scenario *s, uint64_t seed)
{
    plan->game = (game_kind)s->game;
    plan->players = s->players;
    plan->seed = seed;
    plan->board = scenario_board_hand(s);
    for (int p = 0; p < s->players; p++) {
        plan->hole[p] = scenario_hole_hand(s, p);
        plan->seat[p] = game_hole_of(plan->game, plan->hole[p]);
    }
    board_dealer_init(&plan->dealer, s);
    plan_without_options(plan);
}

/* The kinds of trial loop: fixed hands, Hold'em ranges drawn by the
 * sampler, ranges dealt (range_plan_dealt), Omaha ranges (mc_draw.h). */
enum { BLOCK_FIXED, BLOCK_SAMPLED, BLOCK_DEALT, BLOCK_OMAHA };

/* Ranges: the holes are drawn per trial and set aside from the deck the
 * board is dealt from. */
void mc_plan_init_ranges(mc_plan *plan, const range_plan *r, const range_sampler *sampler, uint64_t seed)
{
    plan->game = r->game;
    plan->players = r->players;
    plan->seed = seed;
    plan->board = r->board;
    board_dealer_init_cards(&plan->dealer, r->known, 5 - r->board_count, 2 * r->players);
    plan->range = r;
    plan_without_options(plan);
    plan->ranges = sampler;
}

/* Ranges dealt: the fixed seats' cards leave the deck, and each trial
 * deals the board's missing cards, then the random seats' holes. */
void mc_plan_init_dealt(mc_plan *plan, const range_plan *r, uint64_t seed, uint16_t *live_of)
{
    plan->game = r->game;
    plan->players = r->players;
    plan->seed = seed;
    plan->board = r->board;
    plan_without_options(plan);
    plan->dealt = 1;
    plan->board_missing = 5 - r->board_count;
    plan->live_of = live_of;
    uint64_t used = r->known;
    plan->random_seats = 0;
    for (int p = 0; p < r->players; p++) {
        const range_seat *seat = &r->seat[p];
        const int fixed = seat->count == 1;
        plan->hole[p] = fixed ? seat->hand[0] : hand_empty();
        used |= fixed ? seat->mask[0] : 0;
        plan->hole_at[p] = fixed ? MC_SEAT_FIXED : plan->board_missing + 2 * plan->random_seats;
        if (!fixed)
            plan->random_seat[plan->random_seats++] = p;
        for (int i = 0; live_of != NULL && i < seat->count; i++)
            live_of[p * COMBO_COUNT + seat->combo[i]] = (uint16_t)i;
    }
    const int dealt = plan->board_missing + 2 * plan->random_seats;
    board_dealer_init_cards(&plan->dealer, used, dealt, 0);
}

/* A trial's outcome for each seat's combo (ranges, when asked for). */
static void add_combo_outcome(combo_sums *combos, const int *live, unsigned winners, int players)
{
    /* one winner nearly always: no bit count (a libgcc call without
     * POPCNT) and no division in a trial's common case */
    const uint64_t share = (winners & (winners - 1)) == 0 ? POT_UNITS : (uint64_t)(POT_UNITS / __builtin_popcount(winners));
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
                                                                tally *out, combo_sums *combos, const int mode,
                                                                const game_kind game, const int categories,
                                                                const trial_shape shape)
{
    const int players = shape.players;
    if (players > POKEQ_MAX_PLAYERS) /* never (mc.h); said so that GCC does not warn of seat POKEQ_MAX_PLAYERS */
        __builtin_unreachable();
    const int ranges = mode != BLOCK_FIXED;
    tally_init(out, plan->players);
    out->count_categories = categories;
    pcg32 rng = pcg32_block_stream(plan->seed, block);
    board_dealer dealer = plan->dealer;
    uint32_t occurrences[1u << POKEQ_MAX_PLAYERS];
    memset(occurrences, 0, sizeof occurrences[0] << players);
    int values[POKEQ_MAX_PLAYERS], live[POKEQ_MAX_PLAYERS] = {0};
    Hand drawn[POKEQ_MAX_PLAYERS];
    memcpy(drawn, plan->hole, sizeof drawn); /* ranges dealt: the fixed seats' */
    game_hole drawn_seat[POKEQ_MAX_PLAYERS]; /* Omaha ranges: the trial's holes, fixed ones kept */
    const game_hole *seat = mode == BLOCK_OMAHA ? drawn_seat : plan->seat;
    if (mode == BLOCK_OMAHA)
        memcpy(drawn_seat, plan->seat, (size_t)players * sizeof drawn_seat[0]);
    /* the cards of a deal that complete the board */
    const int board_cards = mode == BLOCK_DEALT ? shape.board_missing : shape.deal_count;
    /* the board's mask summed only when a seat's key says flush, or with
     * the deal: lazily where few seats share a board (heads-up against a
     * random hand +3 % trials/s by the clock, 6 fixed hands +2 %); against
     * 4 or more random hands, where more trials hold a flush, with the deal
     * (5 random hands: lazily 6 % slower) */
    const int lazy_mask = !(mode == BLOCK_DEALT && players > 3);
    int error = POKEQ_OK;
    for (uint32_t t = 0; t < trials; t++) {
        if (t % MC_STOP_TRIALS == 0 && __builtin_expect(mc_stop_asked(plan), 0)) {
            error = MC_STOPPED;
            break;
        }
        const Hand *hole = ranges ? drawn : plan->hole;
        if (mode == BLOCK_SAMPLED) {
            error = trial_holes(plan, &rng, &dealer, drawn, live);
            if (error != POKEQ_OK)
                break;
        }
        /* the deal sums the board's key (and its mask unless lazy_mask) */
        Hand board = plan->board;
        if (mode == BLOCK_OMAHA) {
            error = trial_omaha(plan, &rng, &dealer, game, drawn_seat, &board);
            if (error != POKEQ_OK)
                break;
        } else {
            board.key = mode == BLOCK_DEALT ? trial_dealt(plan, &rng, &dealer, lazy_mask ? NULL : &board.mask, drawn,
                                                          live, shape, combos != NULL)
                                            : board_dealer_deal_tracking(&dealer, &rng, plan->board.key, ranges);
        }
        if (game_needs_whole_board(game)) { /* Omaha, hi/lo: the whole board, prepared once */
            if (mode != BLOCK_OMAHA)
                board = board_dealer_board(&dealer, plan->board, board_cards, shape.deck_size);
            const game_board prepared = game_board_of(game, board);
            for (int p = 0; p < players; p++)
                values[p] = seat_value_on(game, &prepared, &seat[p]);
            if (game_is_hilo(game)) { /* many outcomes: each trial tallied as it comes */
                int lows[POKEQ_MAX_PLAYERS];
                for (int p = 0; p < players; p++)
                    lows[p] = seat_low_on(game, &prepared, &seat[p]);
                tally_showdown_hilo(out, values, lows, 1);
                if (categories)
                    tally_categories(out, game, values, lows, 1);
                continue;
            }
        } else {
#pragma GCC unroll 10 /* a loop compiled for its player count keeps the values in registers */
            for (int p = 0; p < players; p++) {
                if (lazy_mask && __builtin_expect(seat_value_reads_mask(game, board.key + hole[p].key), 0)) {
                    board.mask = board_dealer_board(&dealer, plan->board, board_cards, shape.deck_size).mask;
                    if (mode == BLOCK_DEALT) /* the random seats' masks too */
                        trial_dealt_masks(plan, &dealer, shape, drawn);
                }
                values[p] = seat_value(game, board, hole[p]);
            }
        }
        const unsigned winners = winner_set(values, players);
        occurrences[winners]++;
        if (categories)
            tally_categories(out, game, values, NULL, 1);
        if (mode != BLOCK_OMAHA && ranges && combos != NULL) /* per-combo counts: two-card games */
            add_combo_outcome(combos, live, winners, players);
    }
    for (unsigned winners = 1; winners < 1u << players; winners++) {
        if (occurrences[winners] == 0)
            continue;
        for (int p = 0; p < players; p++)
            values[p] = 1 + (int)(winners >> p & 1);
        tally_showdown(out, values, occurrences[winners]);
    }
    return error;
}

/* One copy of the trial loop, compiled per kind of trial (fixed hands
 * pay nothing for the range draws and the dealer's position tracking,
 * ranges dealt nothing for the sampler), per game, and with hand
 * categories or not, so that no loop pays for categories unless they are
 * asked for. */
static inline __attribute__((always_inline)) int run_block_as(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                                tally *out, combo_sums *combos, const game_kind game,
                                                                const int categories)
{
    if (game_is_omaha(game) && plan->omaha_ranges)
        return run_block_of(plan, block, trials, out, NULL, BLOCK_OMAHA, game, categories, shape_of(plan));
    if (plan->dealt)
        return run_block_of(plan, block, trials, out, combos, BLOCK_DEALT, game, categories, shape_of(plan));
    if (plan->ranges != NULL)
        return run_block_of(plan, block, trials, out, combos, BLOCK_SAMPLED, game, categories, shape_of(plan));
    return run_block_of(plan, block, trials, out, NULL, BLOCK_FIXED, game, categories, shape_of(plan));
}

/* Hold'em's three loops without categories each get a function of their
 * own (one function holding all three spilled registers in the fixed-hand
 * loop: +4 % instructions); the other games and categories share one. */
static __attribute__((noinline)) int run_block_fixed(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                     tally *out)
{
    return run_block_of(plan, block, trials, out, NULL, BLOCK_FIXED, GAME_HOLDEM, 0, shape_of(plan));
}

static __attribute__((noinline)) int run_block_sampled(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                       tally *out, combo_sums *combos)
{
    return run_block_of(plan, block, trials, out, combos, BLOCK_SAMPLED, GAME_HOLDEM, 0, shape_of(plan));
}

/* Hold'em ranges dealt: one hand against random hands preflop (the common
 * question), with per-combo sums (the program's) or without (a bare
 * pokeq_solve), compiled per player count. */
#define DEALT_PREFLOP(P, COMBOS)                                                                              \
    run_block_of(plan, block, trials, out, COMBOS, BLOCK_DEALT, GAME_HOLDEM, 0,                               \
                 (trial_shape){P, 5, 5 + 2 * (P - 1), plan->dealer.size})
#define DEALT_PREFLOP_PLAYERS(COMBOS)                                                                         \
    switch (plan->players) {                                                                                  \
    case 2: return DEALT_PREFLOP(2, COMBOS);                                                                  \
    case 3: return DEALT_PREFLOP(3, COMBOS);                                                                  \
    case 4: return DEALT_PREFLOP(4, COMBOS);                                                                  \
    case 5: return DEALT_PREFLOP(5, COMBOS);                                                                  \
    case 6: return DEALT_PREFLOP(6, COMBOS);                                                                  \
    default: break;                                                                                           \
    }
static __attribute__((noinline)) int run_block_dealt(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                     tally *out, combo_sums *combos)
{
    if (plan->board_missing == 5 && plan->random_seats == plan->players - 1) {
        if (combos == NULL)
            DEALT_PREFLOP_PLAYERS(NULL)
        else
            DEALT_PREFLOP_PLAYERS(combos)
    }
    return run_block_of(plan, block, trials, out, combos, BLOCK_DEALT, GAME_HOLDEM, 0, shape_of(plan));
}

static __attribute__((noinline)) int run_block_other(const mc_plan *plan, uint64_t block, uint32_t trials,
                                                     tally *out, combo_sums *combos)
{
    int error = POKEQ_OK;
    if (plan->categories)
        GAME_SPECIALISE(plan->game, G, error = run_block_as(plan, block, trials, out, combos, G, 1));
    else
        GAME_SPECIALISE(plan->game, G, error = run_block_as(plan, block, trials, out, combos, G, 0));
    return error;
}

int mc_run_block(const mc_plan *plan, uint64_t block, uint32_t trials, tally *out, combo_sums *combos)
{
    if (plan->seated != NULL)
        return mc_seat_deal_block(plan, block, trials, out);
    if (plan->game != GAME_HOLDEM || plan->categories)
        return run_block_other(plan, block, trials, out, combos);
    if (plan->dealt)
        return run_block_dealt(plan, block, trials, out, combos);
    if (plan->ranges != NULL)
        return run_block_sampled(plan, block, trials, out, combos);
    return run_block_fixed(plan, block, trials, out);
}

uint32_t mc_block_trials(uint64_t trial_cap, uint64_t block)
{
    const uint64_t trials_left = trial_cap - block * POKEQ_MC_BLOCK_TRIALS;
    return trials_left < POKEQ_MC_BLOCK_TRIALS ? (uint32_t)trials_left : POKEQ_MC_BLOCK_TRIALS;
}
