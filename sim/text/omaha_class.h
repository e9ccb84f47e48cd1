/* SPDX-License-Identifier: MIT */
/*
 * omaha_class.h - the suit-isomorphism class of a hand (library-internal;
 * also read by the build tools sim/gen/rankgen_omaha.c and rankdata.c, so
 * it is header-only and needs nothing but <stdint.h>).
 *
 * A hand is a card bit mask (bit c for card c = 4 * rank + suit, rank 0..12
 * deuce..ace, suit 0..3 clubs, diamonds, hearts, spades). Two hands are of
 * one class when a renaming of the suits turns one into the other; a class
 * is named by its key: the hand's four 13-bit masks of ranks per suit,
 * sorted from the largest down and packed, first mask highest. Omaha 4's
 * 270,725 hands form 16,432 classes. The representative of a key gives
 * its masks, largest first, to spades, hearts, diamonds, clubs. Pure; safe
 * from any thread.
 */
#ifndef POKEQ_OMAHA_CLASS_H
#define POKEQ_OMAHA_CLASS_H

#include <stdint.h>

enum { OMAHA_CLASS_SUITS = 4, OMAHA_CLASS_RANKS = 13, OMAHA_CLASS_SUIT_BITS = 13 };

/* The class key of a hand. */
static inline uint64_t omaha_class_key(uint64_t hand)
{
    uint64_t mask[OMAHA_CLASS_SUITS] = {0, 0, 0, 0};
    for (uint64_t rest = hand; rest != 0; rest &= rest - 1) {
        const int card = __builtin_ctzll(rest);
        mask[card & 3] |= 1ULL << (card >> 2);
    }
    for (int i = 1; i < OMAHA_CLASS_SUITS; i++) /* insertion sort, largest first */
        for (int k = i; k > 0 && mask[k - 1] < mask[k]; k--) {
            const uint64_t swap = mask[k];
            mask[k] = mask[k - 1];
            mask[k - 1] = swap;
        }
    uint64_t key = 0;
    for (int i = 0; i < OMAHA_CLASS_SUITS; i++)
        key = key << OMAHA_CLASS_SUIT_BITS | mask[i];
    return key;
}

/* The ranks of the key's i-th mask (0: the largest). */
static inline uint64_t omaha_class_mask(uint64_t key, int i)
{
    return key >> (OMAHA_CLASS_SUIT_BITS * (OMAHA_CLASS_SUITS - 1 - i)) & ((1ULL << OMAHA_CLASS_SUIT_BITS) - 1);
}

/* How many hands the class holds: 24 renamings over those that fix it. */
static inline int omaha_class_combos(uint64_t key)
{
    int combos = 24, run = 1;
    for (int i = 1; i < OMAHA_CLASS_SUITS; i++) {
        run = omaha_class_mask(key, i) == omaha_class_mask(key, i - 1) ? run + 1 : 1;
        combos /= run;
    }
    return combos;
}

/* The class's representative hand: mask i of the key in suit 3 - i. */
static inline uint64_t omaha_class_hand(uint64_t key)
{
    uint64_t hand = 0;
    for (int i = 0; i < OMAHA_CLASS_SUITS; i++)
        for (int rank = 0; rank < OMAHA_CLASS_RANKS; rank++)
            if (omaha_class_mask(key, i) >> rank & 1)
                hand |= 1ULL << (4 * rank + OMAHA_CLASS_SUITS - 1 - i);
    return hand;
}

/* The representative's name, highest rank first, spades first among equal
 * ranks ("AsAhKsKh"); out holds 2 x cards + 1 characters. Returns out. */
static inline char *omaha_class_name(uint64_t key, char *out)
{
    static const char ranks[] = "23456789TJQKA", suits[] = "cdhs";
    const uint64_t hand = omaha_class_hand(key);
    int at = 0;
    for (int card = 51; card >= 0; card--)
        if (hand >> card & 1) {
            out[at++] = ranks[card >> 2];
            out[at++] = suits[card & 3];
        }
    out[at] = '\0';
    return out;
}

#endif
