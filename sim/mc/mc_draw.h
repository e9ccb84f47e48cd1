/* SPDX-License-Identifier: MIT */
/*
 * mc_draw.h - a Monte Carlo trial's hands and board, one function per kind
 * of job that draws them (library-internal; the trial loop, mc_block.c,
 * calls the one its plan needs and scores the seats by the game seam):
 *   trial_dealt   ranges dealt: the board's missing cards and each random
 *                 seat's two from one shuffle (the whole deal);
 *   trial_holes   Hold'em ranges sampled: an assignment drawn by the range
 *                 sampler, its cards set aside before the board is dealt;
 *   trial_omaha   Omaha ranges: the listed seats drawn by the sampler and
 *                 set aside, then the board and the dealt seats' hands
 *                 from one shuffle of the cards left, the weighed ones
 *                 kept by weight.
 * Each reads the block's stream and dealer only, so a block's trials stay
 * a function of the block. Inline: the loop compiles each into its own
 * copy per kind and game.
 */
#ifndef POKEQ_MC_DRAW_H
#define POKEQ_MC_DRAW_H

#include "mc/mc.h"
#include "text/omaha_range.h"
#include "ranges/range_plan.h"

/* The whole deal (every missing card, `tracked` as board_deal.h has it)
 * and the board completed from its first cards into *board (key and mask:
 * Omaha reads both); returns the deal: card j of it is deal[-j]. */
static inline __attribute__((always_inline)) const int *deal_all(const mc_plan *plan, pcg32 *rng,
                                                                 board_dealer *dealer, Hand *board,
                                                                 const int tracked)
{
    const int size = dealer->size;
    board_dealer_shuffle(dealer, rng, plan->board.key, NULL, plan->board_missing, dealer->missing, size, tracked);
    *board = board_dealer_board(dealer, plan->board, plan->board_missing, size);
    return &dealer->deck[size - 1];
}

/* A dealt trial's sizes: plan->players, plan->board_missing,
 * plan->dealer.missing and plan->dealer.size, read once per block, or the
 * first three as compile-time constants in a loop compiled for them. */
typedef struct trial_shape {
    int players, board_missing, deal_count, deck_size;
} trial_shape;

static inline trial_shape shape_of(const mc_plan *plan)
{
    const trial_shape shape = {plan->players, plan->board_missing, plan->dealer.missing, plan->dealer.size};
    return shape;
}

/* Where the last deal of Hold'em ranges dealt put the random seats' holes:
 * card j of the deal is deal[-j], and each random seat's two follow the
 * board's, random seat r's at [-2r] and [-2r - 1] of this. */
static inline const int *dealt_holes(const board_dealer *dealer, const trial_shape shape)
{
    return &dealer->deck[shape.deck_size - 1 - shape.board_missing];
}

static inline int dealt_random_seats(const trial_shape shape) { return (shape.deal_count - shape.board_missing) / 2; }

/* One trial of Hold'em ranges dealt: the whole deal (untracked), the
 * key of the board completed from it returned (its mask added to
 * *board_mask unless that is NULL; board_dealer_board gives the whole
 * Hand), each random seat's hole into
 * holes[] (whose fixed seats' entries stay as set before the first trial)
 * and, with combos, its live index into live[]. */
static inline __attribute__((always_inline)) uint64_t trial_dealt(const mc_plan *plan, pcg32 *rng,
                                                                  board_dealer *dealer, uint64_t *board_mask,
                                                                  Hand *holes, int *live, const trial_shape shape,
                                                                  const int with_combos)
{
    const uint64_t board_key = board_dealer_shuffle(dealer, rng, plan->board.key, board_mask, shape.board_missing,
                                                    shape.deal_count, shape.deck_size, 0);
    const int *hole = dealt_holes(dealer, shape);
    for (int r = 0; r < dealt_random_seats(shape); r++) {
        const int p = plan->random_seat[r], a = hole[-2 * r], b = hole[-2 * r - 1];
        holes[p].key = eval7_card_keys[a] + eval7_card_keys[b];
        if (board_mask != NULL) /* else summed where a flush reads it: trial_dealt_masks */
            holes[p].mask = eval7_card_bits[a] + eval7_card_bits[b];
        if (with_combos)
            live[p] = plan->live_of[p * COMBO_COUNT + combo_index(a, b)];
    }
    return board_key;
}

/* The masks of the random seats' holes of the last trial_dealt that summed
 * keys only (board_mask NULL): for a seat whose key says flush. */
static inline void trial_dealt_masks(const mc_plan *plan, const board_dealer *dealer, const trial_shape shape,
                                     Hand *holes)
{
    const int *hole = dealt_holes(dealer, shape);
    for (int r = 0; r < dealt_random_seats(shape); r++)
        holes[plan->random_seat[r]].mask = eval7_card_bits[hole[-2 * r]] + eval7_card_bits[hole[-2 * r - 1]];
}

/* The hole Hands for one trial over ranges: draws an assignment (live[]
 * gets each seat's live combo) from the block's stream into holes, and sets
 * its cards aside from the block's dealer before the board is dealt.
 * Returns POKEQ_OK or the sampler's error. */
static inline int trial_holes(const mc_plan *plan, pcg32 *rng, board_dealer *dealer, Hand *holes, int *live)
{
    const range_plan *r = plan->range;
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

/* Whether the trial's weighed seats keep their dealt hands: each with
 * probability its weight / its range's highest weight. */
static inline int trial_weighed_kept(const mc_plan *plan, pcg32 *rng, const int *deal)
{
    for (int p = 0; p < plan->players; p++) {
        if (plan->weigh[p] == NULL)
            continue;
        uint64_t mask = 0;
        for (int c = 0; c < plan->hole_cards; c++)
            mask |= 1ULL << deal[-plan->hole_at[p] - c];
        if ((int)pcg32_bounded(rng, (uint32_t)plan->weigh_max[p]) >= omaha_range_weight(plan->weigh[p], mask))
            return 0;
    }
    return 1;
}

/* One trial of Omaha ranges: each listed and dealt seat's hole prepared
 * for the game into seats[] (fixed seats' are left as they are: the
 * loop copies the plan's once), and the completed board into *board.
 * Dealing the dealt seats after the listed ones are drawn is exact: every
 * assignment of the listed seats leaves the same number of cards, so the
 * same number of ways to deal the rest, and the joint weight of a deal is
 * the listed seats' weight product alone. A weighed seat's weight joins
 * the product by rejection: a trial whose weighed hands are not all kept
 * is drawn again, whole, so kept trials have exactly the wanted
 * distribution. Returns POKEQ_OK, the sampler's error, MC_STOPPED (the
 * plan's stop, read every MC_STOP_TRIES draws), or
 * POKEQ_ERR_TOO_HARD when WEIGH_MAX_TRIES draws kept nothing (a bound
 * that keeps any input from hanging; mc_omaha.c's pilot refuses inputs
 * that would come near it). */
enum { WEIGH_MAX_TRIES = 1 << 24 };

/* One draw of an Omaha trial: the listed seats (live[], their cards in
 * cards[]) set aside, the whole deal dealt (*deal) and the board
 * completed; returns 1 when the weighed seats keep their hands, 0 when
 * the trial is to be drawn again, or minus the sampler's error. */
static inline __attribute__((always_inline)) int trial_omaha_draw(const mc_plan *plan, pcg32 *rng,
                                                                  board_dealer *dealer, Hand *board, int *live,
                                                                  int *cards, const int **deal)
{
    const range_sampler *sampler = plan->ranges;
    if (sampler->players > 0) {
        int held = 0;
        const int error = range_sampler_draw(sampler, rng, live);
        if (error != POKEQ_OK)
            return -error;
        for (int s = 0; s < sampler->players; s++)
            for (uint64_t rest = sampler->seat[s].mask[live[s]]; rest != 0; rest &= rest - 1)
                cards[held++] = __builtin_ctzll(rest);
        board_dealer_set_aside(dealer, cards, held);
    }
    *deal = deal_all(plan, rng, dealer, board, 1);
    return !plan->weighed || trial_weighed_kept(plan, rng, *deal);
}

/* The row of a dealt hand among its seat's masks (ascending; it is
 * there: the seat's range is every hand of the cards left). */
static inline long row_of_mask(const uint64_t *masks, long count, uint64_t mask)
{
    long low = 0, high = count - 1;
    while (low < high) {
        const long mid = low + (high - low) / 2;
        if (masks[mid] < mask)
            low = mid + 1;
        else
            high = mid;
    }
    return low;
}

/* One Omaha trial: each seat's hand prepared into seats[], and with rows
 * (not NULL: plan->hand_rows) each seat's per-hand row. */
static inline __attribute__((always_inline)) int trial_omaha(const mc_plan *plan, pcg32 *rng, board_dealer *dealer,
                                                             const game_kind game, game_hole *seats, Hand *board,
                                                             size_t *rows)
{
    const range_sampler *sampler = plan->ranges;
    int live[POKEQ_MAX_PLAYERS], cards[DEAL_MAX];
    const int *deal = NULL;
    for (uint32_t tries = 0;; tries++) {
        if (tries == WEIGH_MAX_TRIES)
            return POKEQ_ERR_TOO_HARD;
        if (tries % MC_STOP_TRIES == MC_STOP_TRIES - 1 && mc_stop_asked(plan))
            return MC_STOPPED;
        const int kept = trial_omaha_draw(plan, rng, dealer, board, live, cards, &deal);
        if (kept < 0)
            return -kept;
        if (kept)
            break;
    }
    for (int s = 0; s < sampler->players; s++) {
        const game_hole *prepared = plan->listed_hole[s];
        seats[plan->listed_seat[s]] = prepared != NULL
                                          ? prepared[live[s]]
                                          : game_hole_of_cards(game, &cards[s * plan->hole_cards], plan->hole_cards);
        if (rows != NULL)
            rows[plan->listed_seat[s]] = plan->row_first[plan->listed_seat[s]] + (size_t)live[s];
    }
    for (int p = 0; p < plan->players; p++) {
        const int at = plan->hole_at[p];
        if (rows != NULL && at == MC_SEAT_FIXED)
            rows[p] = plan->row_first[p];
        if (at >= 0) {
            int hole[OMAHA_MAX_HOLE];
            uint64_t mask = 0;
            for (int c = 0; c < plan->hole_cards; c++) {
                hole[c] = deal[-at - c];
                mask |= 1ULL << hole[c];
            }
            seats[p] = game_hole_of_cards(game, hole, plan->hole_cards);
            if (rows != NULL)
                rows[p] = plan->row_first[p] + (size_t)row_of_mask(plan->row_mask[p], plan->row_count[p], mask);
        }
    }
    return POKEQ_OK;
}

#endif
