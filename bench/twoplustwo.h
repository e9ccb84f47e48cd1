/* SPDX-License-Identifier: MIT */
/*
 * twoplustwo.h - the nested-table evaluator of Darse's post (the "2+2"
 * approach): a seven-card hand is seven dependent loads,
 *     p = start; p = entries[p + c0]; ... ; value = entries[p + c6].
 *
 * The table is a state machine over partial hands. A state is what a set of
 * n cards (n = 0..6) can still matter for at seven cards:
 *   - how many cards of each rank it holds, and
 *   - for each suit that can still make a flush (its count plus the 7 - n
 *     cards to come reaches 5), which ranks of that suit it holds.
 * Every other suit is folded into a "no flush possible" meta-suit: only its
 * ranks are kept. A suit once folded never comes back, so the fold loses
 * nothing, and it is what keeps the state count down: 612,977 states, which
 * with the sink row below is 612,978 rows of 53, the 32,487,834 entries of
 * the table circulated from the 2+2 thread (checked by the tests). A state
 * is a set, so the cards of a hand may come in any order and reach the same
 * state; the sorted order of Darse's post is not required.
 *
 * Layout: rows of TPT_ROW_WIDTH uint32_t entries; a state is named by the
 * offset of its row (row * TPT_ROW_WIDTH), so a step is one add and one load.
 *   entries[p + card], card 0..51 (the repo's card codes, no +1 shift):
 *       for a state of 0..5 cards, the offset of the state with that card
 *       added; for a state of 6 cards, the value 1..7462 of the 7 cards;
 *   entries[p + TPT_VALUE_COLUMN]: for a state of 5 or 6 cards, the value
 *       of the best five of its cards (the 5-card form stops here); 0 else.
 * Row 0 is a sink: a card the state shows is impossible (a fifth card of a
 * rank, or a card already in a tracked suit) leads there, and every entry of
 * row 0 is 0, so such a hand ends at value 0.
 *
 * Building: the table is made by this module on first use, breadth first by
 * number of cards, every final state scored by the Cactus Kev core (best of
 * 21 ck_lookup5 values of a hand that reaches it); nothing is stored in the
 * repo. tpt_get builds it once under pthread_once, so callers need no init
 * call and any number of threads may call first at once; afterwards it is
 * immutable. It takes 129,951,336 bytes (130 MB) and about 2 s on one core.
 *
 * Inputs: card codes 0..51 (card.h), distinct within a hand. Repeated cards
 * give an unspecified value 0..7462, never a fault. Everything here is safe
 * from any thread.
 */
#ifndef POKEQ_TWOPLUSTWO_H
#define POKEQ_TWOPLUSTWO_H

#include <stddef.h>
#include <stdint.h>

enum { TPT_ROW_WIDTH = 53, TPT_VALUE_COLUMN = 52 };

typedef struct tpt_table {
    const uint32_t *entries;  /* rows * TPT_ROW_WIDTH entries, layout above */
    uint32_t start;           /* offset of the empty hand's row */
    size_t rows;              /* states, plus the sink */
    size_t bytes;             /* bytes of entries */
    double build_seconds;     /* wall time of the build */
} tpt_table;

/* The table, built on the first call from any thread; the same immutable
 * table on every later call. NULL when its memory could not be had (then
 * every later call returns NULL too). */
const tpt_table *tpt_get(void);

/* Incremental use, for enumeration: start, then one next per card. After
 * seven cards the state is the value. */
static inline uint32_t tpt_start(const tpt_table *t) { return t->start; }

static inline uint32_t tpt_next(const tpt_table *t, uint32_t state, int card)
{
    return t->entries[state + (uint32_t)card];
}

/* Best-five value of a state of five or six cards. */
static inline int tpt_state_value(const tpt_table *t, uint32_t state)
{
    return (int)t->entries[state + TPT_VALUE_COLUMN];
}

/* Seven loads on a table already in hand (no first-use check). */
static inline int tpt_lookup7(const tpt_table *t, const int cards[7])
{
    const uint32_t *e = t->entries;
    uint32_t p = t->start;
    p = e[p + (uint32_t)cards[0]];
    p = e[p + (uint32_t)cards[1]];
    p = e[p + (uint32_t)cards[2]];
    p = e[p + (uint32_t)cards[3]];
    p = e[p + (uint32_t)cards[4]];
    p = e[p + (uint32_t)cards[5]];
    return (int)e[p + (uint32_t)cards[6]];
}

/* Value 1..7462 of five distinct cards; 0 if the table could not be built. */
int tpt_eval5(const int cards[5]);

/* Best five of seven distinct cards; 0 if the table could not be built. */
int tpt_eval7(const int cards[7]);

/* Bytes of the table and seconds its build took (building it if need be);
 * 0 when it could not be built. */
size_t twoplustwo_table_bytes(void);
double twoplustwo_build_seconds(void);

#endif
