/* SPDX-License-Identifier: MIT */
/*
 * seat_last.h - the last seat of a seated game's exact walk counted by
 * complements (library-internal; exact/seat_deal.c uses it).
 *
 * The last seat's hands are the m-card sets S of the cards left (after
 * every known and dead card), each with its value. The walk deals the
 * earlier seats a set D of those cards; the last seat's hands that miss D
 * number, by inclusion-exclusion, sum over T subset of D (|T| <= m) of
 * (-1)^|T| times the hands that hold T. So for each T of up to m cards the
 * index keeps the values of the hands holding T, sorted: how many of the
 * last seat's hands that miss D are below, equal to or above a value is
 * then a few binary searches per T, in place of dealing them all (heads-up
 * with four cards to come each: 16 sets T instead of 111,930 hands).
 * For one-pot games (one value a hand); built once, read by every thread.
 */
#ifndef POKEQ_SEAT_LAST_H
#define POKEQ_SEAT_LAST_H

#include "core/game.h"
#include "hand.h"

#include <stdint.h>

enum { SEAT_LAST_MAX_ENTRIES = 1 << 24 }; /* values kept, at most (32 MB) */

typedef struct seat_last {
    int cards;                          /* m: the last seat's cards to come, 1..6 */
    int deck_size;                      /* n: the cards left */
    int position[52];                   /* a card's place among them, -1 if not there */
    uint32_t *start[7];                 /* [k][colex rank of a k-set T]: where its values start;
                                           C(n, k) + 1 entries */
    uint16_t *values;                   /* every list, back to back, each sorted */
    uint64_t hands;                     /* C(n, m) */
    uint32_t binomial[53][8];           /* C(a, b), a <= 52, b <= 7 */
} seat_last;

/* Entries the index of m cards from n would hold: C(n, m) x 2^m. */
uint64_t seat_last_entries(int n, int m);

/* Builds the index of the last seat (known cards `known`, m cards to come
 * from deck[0..n), ascending) in `game`. Returns 0, or POKEQ_ERR_MEMORY. */
int seat_last_build(seat_last *index, game_kind game, Hand known, int m, const int *deck, int n);

void seat_last_free(seat_last *index);

/* Of the last seat's hands that share no card with `dealt` (a card mask
 * of cards left), how many are worth less than `value` (*below) and how
 * many exactly `value` (*equal). */
void seat_last_count(const seat_last *index, uint64_t dealt, int value, uint64_t *below, uint64_t *equal);

#endif
