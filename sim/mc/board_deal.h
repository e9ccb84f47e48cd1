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
 * 2^32 mod P. That low half is x*P mod 2^32, so the test comes first and
 * each index is used as it is read off. N. Brackett-Rozinsky and D.
 * Lemire, "Batched Ranged Random Integer Generation", Software: Practice
 * and Experience, 2024.
 *
 * More than five cards (Monte Carlo against random hands deals their hole
 * cards too, mc_draw.h) take one draw per DEAL_CHUNK cards, each chunk
 * with its own rejection bound (any 5 bounds up to 52 multiply below
 * 2^32); up to five cards it is the one draw above.
 *
 * The deal sums only the board's key (hand.h); board_dealer_board gives
 * the whole Hand where a mask is read.
 *
 * A board_dealer is a plain value owned by one thread (each block copies
 * its own); no allocation.
 */
#ifndef POKEQ_BOARD_DEAL_H
#define POKEQ_BOARD_DEAL_H

#include "core/deck.h"
#include "hand.h"
#include "core/pcg.h"
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
    uint32_t bounds_product[DEAL_CHUNKS]; /* per chunk: the product of its bounds, mod 2^32 */
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
    /* a chunk with no card to deal (a whole board: none at all) draws one
     * number and takes it: a product of 1 rejects nothing */
    for (int chunk = 0; chunk < DEAL_CHUNKS; chunk++) {
        d->bounds_product[chunk] = 1;
        d->reject_below[chunk] = 0;
    }
    for (int first = 0; first < d->missing; first += DEAL_CHUNK) {
        uint64_t product = 1;
        for (int j = first; j < first + DEAL_CHUNK && j < d->missing; j++)
            product *= (uint64_t)(d->size - j);
        d->bounds_product[first / DEAL_CHUNK] = (uint32_t)product;
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
 * DEAL_CHUNK): card j ends at deck[size - 1 - j], and its key (hand.h) is
 * added to board_key when j < board_cards; board_key is returned. Its
 * mask bits are added to *board_mask only where board_mask is not NULL: a
 * board's mask is read for flushes alone (3 % of Hold'em hands), so a loop
 * with few seats sums it from the deck where it is read
 * (board_dealer_board). size is d->size, read once
 * by the caller (stores into deck[] could be to it, as far as the compiler
 * knows, so d->size would be loaded again after each). `tracked` (a
 * constant at each call) keeps position[] up to date, which only a dealer
 * that sets cards aside needs; without it the deal skips those stores
 * (fixed hands: a sixth of a heads-up trial). */
static inline __attribute__((always_inline)) uint64_t board_dealer_deal_chunk(board_dealer *d, pcg32 *rng,
                                                                               int first, int end, uint64_t board_key,
                                                                               uint64_t *board_mask, int board_cards,
                                                                               const int size, const int tracked)
{
    /* the last low half is x times the bounds' product, mod 2^32: tested
     * first, so each index is used as soon as it is read off */
    uint32_t fraction;
    do
        fraction = pcg32_next(rng);
    while (fraction * d->bounds_product[first / DEAL_CHUNK] < d->reject_below[first / DEAL_CHUNK]);
    int *top = &d->deck[size - 1]; /* card j of the deal goes to top[-j] */
    for (int j = first; j < end; j++) {
        const uint64_t product = (uint64_t)fraction * (uint32_t)(size - j);
        const uint32_t index = (uint32_t)(product >> 32);
        fraction = (uint32_t)product;
        const int card = d->deck[index];
        if (tracked) {
            board_dealer_swap(d, (int)index, size - 1 - j);
        } else {
            d->deck[index] = top[-j];
            top[-j] = card;
        }
        if (j < board_cards)
            board_key += eval7_card_keys[card];
        if (j < board_cards && board_mask != NULL)
            *board_mask += eval7_card_bits[card];
    }
    return board_key;
}

/* Deals the missing cards (at most DEAL_CHUNK) onto board_key (the known
 * board's key); returns the completed board's key. */
static inline __attribute__((always_inline)) uint64_t board_dealer_deal_tracking(board_dealer *d, pcg32 *rng,
                                                                                  uint64_t board_key,
                                                                                  const int tracked)
{
    return board_dealer_deal_chunk(d, rng, 0, d->missing, board_key, NULL, DEAL_CHUNK, d->size, tracked);
}

/* Deals every missing card, chunk by chunk: card j of the deal ends at
 * deck[size - 1 - j], and the keys of the first board_cards (at most
 * DEAL_CHUNK) are added to board_key, which is returned (their mask bits
 * to *board_mask, as for a chunk). `missing` and `size` are d->missing
 * and d->size, read once by the caller; missing passed as a compile-time
 * constant unrolls the whole deal. `tracked` as for a chunk. */
static inline __attribute__((always_inline)) uint64_t board_dealer_shuffle(board_dealer *d, pcg32 *rng,
                                                                            uint64_t board_key, uint64_t *board_mask,
                                                                            int board_cards, const int missing,
                                                                            const int size, const int tracked)
{
    int first = 0;
    for (; first + DEAL_CHUNK <= missing; first += DEAL_CHUNK) {
        board_key = board_dealer_deal_chunk(d, rng, first, first + DEAL_CHUNK, board_key, board_mask, board_cards,
                                            size, tracked);
        /* the sums done here, not sunk past the next chunk's draw: GCC
         * would keep each card's terms live across it (heads-up against a
         * random hand: 17 instructions a trial of spills and reloads) */
        __asm__("" : "+r"(board_key));
    }
    /* the rest, each size its own unrolled copy */
    switch (missing - first) {
    case 4: return board_dealer_deal_chunk(d, rng, first, first + 4, board_key, board_mask, board_cards, size, tracked);
    case 3: return board_dealer_deal_chunk(d, rng, first, first + 3, board_key, board_mask, board_cards, size, tracked);
    case 2: return board_dealer_deal_chunk(d, rng, first, first + 2, board_key, board_mask, board_cards, size, tracked);
    case 1: return board_dealer_deal_chunk(d, rng, first, first + 1, board_key, board_mask, board_cards, size, tracked);
    default: return board_key;
    }
}

/* The deal for a dealer that never sets cards aside. */
static inline uint64_t board_dealer_deal(board_dealer *d, pcg32 *rng, uint64_t board_key)
{
    return board_dealer_deal_tracking(d, rng, board_key, 0);
}

/* The completed board of the last deal as a whole Hand, key and mask:
 * `known` (the known board's Hand) and the deal's first board_cards cards
 * (deck[size - 1 - j]), size as the deal had it. For the Hold'em loops,
 * when a seat's seven cards' key says flush; for Omaha, every deal. */
static inline Hand board_dealer_board(const board_dealer *d, Hand known, int board_cards, int size)
{
    for (int j = 0; j < board_cards; j++)
        known = hand_add_card(known, d->deck[size - 1 - j]);
    return known;
}

#endif
