/* SPDX-License-Identifier: MIT */
/*
 * ace_bits.h - a bit-parallel evaluator in the style of ACE_eval: one word
 * per hand, cards added in, categories read off with a few bitwise steps and
 * no table but 13 rows of Pascal's triangle (156 bytes).
 *
 * The hand word (written from ACE_eval's public description, not its code):
 *   bits 16*suit + 0..12   the suit's ranks, one bit per rank
 *   bits 16*suit + 13..15  the suit's card count, 0..7
 * A card adds (1 << rank | 1 << 13) << 16*suit. A rank appears at most once
 * per suit, so adding never carries out of a rank bit, and the count field
 * holds up to seven cards: adding IS the union, and the word of a hand does
 * not depend on the order its cards came in.
 *
 * Scoring (ace_value):
 *   flush     a count field of 5..7 (bit 15 and bit 14 or 13), all four tested
 *             at once; that suit's ranks are the flush;
 *   counts    the four 13-bit suit masks are added lane by lane in bit-sliced
 *             form: half adders (sum = a ^ b, carry = a & b) give every rank's
 *             count as a 2-bit counter (odd, twos) and the carry out of the
 *             counter (quads), 13 ranks at a time; pairs, trips and singles
 *             are then masks;
 *   straights m & m<<1 & m<<2 & m<<3 & m<<4 over the rank mask with the ace
 *             copied below the deuce, so the wheel needs no special case;
 *   value     category plus tie-break ranks, turned into the shared scale
 *             (hand_value.h) by the same colex counting the naive evaluator
 *             uses, read from the masks with count-leading-zeros.
 * With five to seven cards, a flush beats anything else the hand can hold
 * (five suited cards leave too few for a full house or quads).
 *
 * Inputs: distinct card codes 0..51 (card.h). A word must hold 5..7 cards
 * to be scored; repeated cards give an unspecified value (never a fault).
 * No tables to build, no state: pure functions, safe from any thread.
 */
#ifndef POKEQ_ACE_BITS_H
#define POKEQ_ACE_BITS_H

#include "card.h"

#include <stddef.h>
#include <stdint.h>

enum { ACE_SUIT_SHIFT = 16, ACE_COUNT_SHIFT = 13 };

/* The word of one card. */
static inline uint64_t ace_card_word(int card)
{
    const uint64_t field = UINT64_C(1) << card_rank(card) | UINT64_C(1) << ACE_COUNT_SHIFT;
    return field << (ACE_SUIT_SHIFT * card_suit(card));
}

/* The empty hand is 0; a card not yet in the hand is added by addition. */
static inline uint64_t ace_add(uint64_t hand, int card) { return hand + ace_card_word(card); }

/* Value 1..7462 of a hand word holding 5, 6 or 7 distinct cards: the best
 * five of them. */
int ace_value(uint64_t hand);

/* Value of five distinct cards 0..51. */
int ace_eval5(const int cards[5]);

/* Best five of seven distinct cards 0..51. */
int ace_eval7(const int cards[7]);

/* Bytes of its one table (binomial coefficients). */
size_t ace_table_bytes(void);

#endif
