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
 * More than five cards (Monte Carlo against random hands deals their hole
 * cards too, mc_draw.h) take one draw per DEAL_CHUNK cards, each chunk
 * with its own rejection bound (any 5 bounds up to 52 multiply below
 * 2^32); up to five cards it is the one draw above.
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

enum {
    DEAL_CHUNK = 5,                             /* indexes per 32-bit draw */
    DEAL_MAX = 52,                              /* the board and random hands: up to the deck */
    DEAL_CHUNKS = (DEAL_MAX + DEAL_CHUNK - 1) / DEAL_CHUNK
};

typedef struct board_dealer {
    int deck[52];           /* the cards left, in whatever order dealing left them */
    int size;               /* how many the board is dealt from */
    int missing;            /* cards to deal per trial, 0..DEAL_MAX */
    uint32_t reject_below[DEAL_CHUNKS]; /* per chunk: 2^32 mod the product of its bounds */
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
    for (int first = 0; first < d->missing; first += DEAL_CHUNK) {
        uint64_t product = 1;
        for (int j = first; j < first + DEAL_CHUNK && j < d->missing; j++)
            product *= (uint64_t)(d->size - j);
        d->reject_below[first / DEAL_CHUNK] = (uint32_t)((1ULL << 32) % product);
    }
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

/* Deals cards first..end-1 of the deal (one draw, end - first <=
 * DEAL_CHUNK): card j ends at deck[size - 1 - j] and is added to board,
 * which is returned. `tracked` (a constant at each call) keeps position[]
 * up to date, which only a dealer that sets cards aside needs; without it
 * the deal skips those stores (fixed hands: a sixth of a heads-up trial). */
static inline __attribute__((always_inline)) Hand board_dealer_deal_chunk(board_dealer *d, pcg32 *rng, int first,
                                                                           int end, Hand board, const int tracked)
{
    uint32_t index[DEAL_CHUNK];
    for (;;) {
        uint32_t fraction = pcg32_next(rng);
        for (int j = first; j < end; j++) {
            const uint64_t product = (uint64_t)fraction * (uint32_t)(d->size - j);
            index[j - first] = (uint32_t)(product >> 32);
            fraction = (uint32_t)product;
        }
        if (fraction >= d->reject_below[first / DEAL_CHUNK])
            break;
    }
    for (int j = first; j < end; j++) {
        const int last = d->size - 1 - j;
        const int card = d->deck[index[j - first]];
        if (tracked) {
            board_dealer_swap(d, (int)index[j - first], last);
        } else {
            d->deck[index[j - first]] = d->deck[last];
            d->deck[last] = card;
        }
        board = hand_add_card(board, card);
    }
    return board;
}

/* Deals the missing cards (at most DEAL_CHUNK) onto board (the known
 * board's Hand); returns the completed board. */
static inline __attribute__((always_inline)) Hand board_dealer_deal_tracking(board_dealer *d, pcg32 *rng,
                                                                              Hand board, const int tracked)
{
    return board_dealer_deal_chunk(d, rng, 0, d->missing, board, tracked);
}

/* Deals every missing card, any number, chunk by chunk: card j of the
 * deal ends at deck[size - 1 - j]. `tracked` as for a chunk. */
static inline __attribute__((always_inline)) void board_dealer_shuffle_tracking(board_dealer *d, pcg32 *rng,
                                                                               const int tracked)
{
    int first = 0;
    for (; first + DEAL_CHUNK <= d->missing; first += DEAL_CHUNK)
        board_dealer_deal_chunk(d, rng, first, first + DEAL_CHUNK, hand_empty(), tracked);
    /* the rest, each size its own unrolled copy */
    switch (d->missing - first) {
    case 4: board_dealer_deal_chunk(d, rng, first, first + 4, hand_empty(), tracked); break;
    case 3: board_dealer_deal_chunk(d, rng, first, first + 3, hand_empty(), tracked); break;
    case 2: board_dealer_deal_chunk(d, rng, first, first + 2, hand_empty(), tracked); break;
    case 1: board_dealer_deal_chunk(d, rng, first, first + 1, hand_empty(), tracked); break;
    default: break;
    }
}

static inline __attribute__((always_inline)) void board_dealer_shuffle(board_dealer *d, pcg32 *rng)
{
    board_dealer_shuffle_tracking(d, rng, 0);
}

/* The deal for a dealer that never sets cards aside. */
static inline Hand board_dealer_deal(board_dealer *d, pcg32 *rng, Hand board)
{
    return board_dealer_deal_tracking(d, rng, board, 0);
}

#endif
