/* SPDX-License-Identifier: MIT */
/*
 * board_deal.h - deals a random completion of the board, for Monte Carlo.
 *
 * The dealer holds the cards the scenario leaves (deck.h) and, per trial,
 * deals the missing board cards by a partial Fisher-Yates shuffle: card j
 * is drawn uniformly from the deck's first size - j cards and swapped to
 * position size - 1 - j. The deck is not restored between trials: each
 * trial's draws are fresh uniform indexes, so the dealt cards are a uniform
 * ordered sample whatever order earlier trials left the deck in.
 *
 * The indexes come from ONE 32-bit draw per trial (usually): the bounds
 * size, size - 1, ... multiply to at most 52*51*50*49*48 < 2^32, and
 * Lemire's multiply-and-reject on that product P, read digit by digit
 * (x*P = ((x*b0)*b1)*..., each high half one index, the low half carried
 * on), gives the indexes jointly uniform once the final low half is at least
 * 2^32 mod P. N. Brackett-Rozinsky and D. Lemire, "Batched Ranged Random
 * Integer Generation", Software: Practice and Experience, 2024.
 *
 * A board_dealer is a plain value owned by one thread (each block copies
 * its own); no allocation.
 */
#ifndef POKEQ_BOARD_DEAL_H
#define POKEQ_BOARD_DEAL_H

#include "deck.h"
#include "hand.h"
#include "pcg.h"
#include "pokeq.h"

#include <stdint.h>

typedef struct board_dealer {
    int deck[52];           /* the cards left, in whatever order dealing left them */
    int size;               /* how many the board is dealt from */
    int missing;            /* board cards to deal per trial, 0..5 */
    uint32_t reject_below;  /* 2^32 mod (size * (size-1) * ... , missing factors) */
    int position[52];       /* where each card of deck[] is */
} board_dealer;

/* Deals from the cards not in `used`, less `held` of them that each trial
 * sets aside first (board_dealer_set_aside: the hole cards a range sampler
 * drew); held is 0 when the hole cards are in `used`. */
static inline void board_dealer_init_cards(board_dealer *d, uint64_t used, int missing, int held)
{
    const int left = deck_remaining(used, d->deck);
    for (int i = 0; i < left; i++)
        d->position[d->deck[i]] = i;
    d->size = left - held;
    d->missing = missing;
    uint64_t product = 1;
    for (int j = 0; j < d->missing; j++)
        product *= (uint64_t)(d->size - j);
    d->reject_below = (uint32_t)((1ULL << 32) % product);
}

/* The scenario must have passed pokeq_scenario_check. */
static inline void board_dealer_init(board_dealer *d, const pokeq_scenario *s)
{
    board_dealer_init_cards(d, scenario_used_cards(s), 5 - s->board_count, 0);
}

static inline void board_dealer_swap(board_dealer *d, int i, int j)
{
    const int card_i = d->deck[i], card_j = d->deck[j];
    d->deck[i] = card_j;
    d->deck[j] = card_i;
    d->position[card_j] = i;
    d->position[card_i] = j;
}

/* Moves this trial's `count` (the init's `held`) hole cards out of the
 * cards the board is dealt from, into the places just past them. */
static inline void board_dealer_set_aside(board_dealer *d, const int *cards, int count)
{
    for (int j = 0; j < count; j++)
        board_dealer_swap(d, d->position[cards[j]], d->size + j);
}

/* Deals the missing cards onto board (the known board's Hand); returns the
 * completed board. `tracked` (a constant at each call) keeps position[]
 * up to date, which only a dealer that sets cards aside needs; without it
 * the deal skips those stores (fixed hands: a sixth of a heads-up trial). */
static inline __attribute__((always_inline)) Hand board_dealer_deal_tracking(board_dealer *d, pcg32 *rng,
                                                                              Hand board, const int tracked)
{
    uint32_t index[5];
    for (;;) {
        uint32_t fraction = pcg32_next(rng);
        for (int j = 0; j < d->missing; j++) {
            const uint64_t product = (uint64_t)fraction * (uint32_t)(d->size - j);
            index[j] = (uint32_t)(product >> 32);
            fraction = (uint32_t)product;
        }
        if (fraction >= d->reject_below)
            break;
    }
    for (int j = 0; j < d->missing; j++) {
        const int last = d->size - 1 - j;
        const int card = d->deck[index[j]];
        if (tracked) {
            board_dealer_swap(d, (int)index[j], last);
        } else {
            d->deck[index[j]] = d->deck[last];
            d->deck[last] = card;
        }
        board = hand_add_card(board, card);
    }
    return board;
}

/* The deal for a dealer that never sets cards aside. */
static inline Hand board_dealer_deal(board_dealer *d, pcg32 *rng, Hand board)
{
    return board_dealer_deal_tracking(d, rng, board, 0);
}

#endif
