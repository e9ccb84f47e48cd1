/* SPDX-License-Identifier: MIT */
/*
 * omaha_hits_recount.h - pokeq.h's "what a range hits, by game" for Omaha
 * hands written again from the rules: every two hole cards with every
 * three board cards valued by rules.h, each two classed by
 * hits_recount.h's Hold'em classes (Omaha's straights), draws found by
 * dealing every next card (two for the backdoor flush) and asking whether
 * two hole cards and three board cards then make a straight, a flush or a
 * low (omaha_rules.h's lows; the nut low by trying every two cards off the
 * board). Slow and obvious on purpose. Test code; one thread.
 */
#ifndef OMAHA_HITS_RECOUNT_H
#define OMAHA_HITS_RECOUNT_H

#include "hits_recount.h"
#include "omaha_rules.h"

#include <stdint.h>
#include <string.h>

#define ORC_BIT(hit) (1ull << (hit))

/* A board with what every next card would make of it: the nut low of the
 * board and of the board with each card (found[], low[][5]). */
typedef struct orc_board {
    int n;
    int cards[6];
    int nut_found;
    int nut[5];
    int next_found[52];
    int next_nut[52][5];
} orc_board;

static int orc_on(const int *cards, int n, int card)
{
    for (int i = 0; i < n; i++)
        if (cards[i] == card)
            return 1;
    return 0;
}

/* The best low any two cards off the board make with three of it. */
static int orc_nut_low(const int *board, int n, int best[5])
{
    int found = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++) {
            const int two[2] = {a, b};
            int low[5];
            if (orc_on(board, n, a) || orc_on(board, n, b) || !brute_omaha_low(two, 2, board, n, low))
                continue;
            int better = !found;
            for (int m = 0; m < 5 && !better; m++)
                if (low[m] != best[m]) {
                    better = low[m] < best[m];
                    break;
                }
            if (better)
                memcpy(best, low, sizeof low);
            found = 1;
        }
    return found;
}

static void orc_board_of(orc_board *b, const int *board, int n, int hilo)
{
    memset(b, 0, sizeof *b);
    b->n = n;
    memcpy(b->cards, board, (size_t)n * sizeof *board);
    if (!hilo)
        return;
    b->nut_found = orc_nut_low(board, n, b->nut);
    if (n == 5)
        return;
    for (int c = 0; c < 52; c++) {
        if (orc_on(board, n, c))
            continue;
        b->cards[n] = c;
        b->next_found[c] = orc_nut_low(b->cards, n + 1, b->next_nut[c]);
    }
}

/* Whether exactly two hole cards and three board cards make a flush. */
static int orc_flush(const int *hole, int count, const int *board, int n)
{
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++)
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n; j++)
                    for (int k = j + 1; k < n; k++) {
                        const int five[5] = {hole[a], hole[b], board[i], board[j], board[k]};
                        if (rc_suit_count(five, 5, rc_suit(hole[a])) == 5)
                            return 1;
                    }
    return 0;
}

static int orc_straight(const int *hole, int count, const int *board, int n)
{
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++) {
            const int p[2] = {hole[a], hole[b]};
            if (rc_omaha_straight(p, board, n) >= 0)
                return 1;
        }
    return 0;
}

static int orc_same_low(const int x[5], const int y[5])
{
    return memcmp(x, y, 5 * sizeof *x) == 0;
}

/* Two hole ranks with the board's: four in a row with an out at both
 * ends (A234 and JQKA have one end only). */
static int orc_open(const int *hole, int count, const int *board, int n, const int outs[13])
{
    for (int a = 0; a < count; a++)
        for (int b = a + 1; b < count; b++) {
            int has[13] = {0};
            for (int i = 0; i < n; i++)
                has[rc_rank(board[i])] = 1;
            if (rc_rank(hole[a]) == rc_rank(hole[b]))
                continue;
            has[rc_rank(hole[a])] = has[rc_rank(hole[b])] = 1;
            for (int low = 0; low <= 8; low++) {
                const int run = has[low] && has[low + 1] && has[low + 2] && has[low + 3];
                const int below = low == 0 ? 12 : low - 1, above = low + 4;
                if (run && outs[below] && above <= 12 && outs[above])
                    return 1;
            }
        }
    return 0;
}

static uint64_t orc_straight_draws(const int *hole, int count, const orc_board *b)
{
    int outs[13] = {0}, cards = 0, ranks = 0;
    int next[6];
    memcpy(next, b->cards, (size_t)b->n * sizeof *next);
    for (int c = 0; c < 52; c++) {
        if (orc_on(b->cards, b->n, c) || orc_on(hole, count, c))
            continue;
        next[b->n] = c;
        if (orc_straight(hole, count, next, b->n + 1)) {
            cards++;
            ranks += !outs[rc_rank(c)];
            outs[rc_rank(c)] = 1;
        }
    }
    if (cards >= 13) return ORC_BIT(POKEQ_HIT_BIG_WRAP);
    if (cards >= 9) return ORC_BIT(POKEQ_HIT_WRAP);
    if (ranks == 1) return ORC_BIT(POKEQ_HIT_GUTSHOT);
    if (ranks >= 2)
        return ORC_BIT(orc_open(hole, count, b->cards, b->n, outs) ? POKEQ_HIT_OPEN_ENDED : POKEQ_HIT_DOUBLE_GUTSHOT);
    return 0;
}

static uint64_t orc_flush_draws(const int *hole, int count, const orc_board *b)
{
    uint64_t d = 0;
    int next[7];
    memcpy(next, b->cards, (size_t)b->n * sizeof *next);
    for (int c = 0; c < 52; c++) {
        if (orc_on(b->cards, b->n, c) || orc_on(hole, count, c))
            continue;
        next[b->n] = c;
        if (!orc_flush(hole, count, next, b->n + 1))
            continue;
        const int nut = 4 * rc_top_off_board(b->cards, b->n, rc_suit(c)) + rc_suit(c);
        d |= ORC_BIT(orc_on(hole, count, nut) ? POKEQ_HIT_NUT_FLUSH_DRAW : POKEQ_HIT_FLUSH_DRAW);
    }
    if (d || b->n != 3)
        return d;
    for (int c = 0; c < 52; c++)
        for (int e = c + 1; e < 52; e++) {
            if (orc_on(b->cards, 3, c) || orc_on(hole, count, c) || orc_on(b->cards, 3, e) || orc_on(hole, count, e))
                continue;
            next[3] = c;
            next[4] = e;
            if (orc_flush(hole, count, next, 5))
                return ORC_BIT(POKEQ_HIT_BACKDOOR_FLUSH_DRAW);
        }
    return 0;
}

static uint64_t orc_lows(const int *hole, int count, const orc_board *b)
{
    int low[5];
    if (brute_omaha_low(hole, count, b->cards, b->n, low))
        return ORC_BIT(orc_same_low(low, b->nut) ? POKEQ_HIT_NUT_LOW : POKEQ_HIT_LOW);
    if (b->n == 5)
        return 0;
    int any = 0, nut = 0, next[6];
    memcpy(next, b->cards, (size_t)b->n * sizeof *next);
    for (int c = 0; c < 52; c++) {
        if (orc_on(b->cards, b->n, c) || orc_on(hole, count, c))
            continue;
        next[b->n] = c;
        if (!brute_omaha_low(hole, count, next, b->n + 1, low))
            continue;
        any = 1;
        nut |= b->next_found[c] && orc_same_low(low, b->next_nut[c]);
    }
    return nut ? ORC_BIT(POKEQ_HIT_NUT_LOW_DRAW) : any ? ORC_BIT(POKEQ_HIT_LOW_DRAW) : 0;
}

/* Every class bit of an Omaha hand of count (4..6) cards on b. */
static uint64_t orc_classify(const int *hole, int count, const orc_board *b, int hilo)
{
    int made = POKEQ_HIT_BOARD_PLAYS, category = -1, over = 0;
    for (int x = 0; x < count; x++)
        for (int y = x + 1; y < count; y++) {
            const int p[2] = {hole[x], hole[y]};
            uint32_t value = 0;
            for (int i = 0; i < b->n; i++)
                for (int j = i + 1; j < b->n; j++)
                    for (int k = j + 1; k < b->n; k++) {
                        const int five[5] = {p[0], p[1], b->cards[i], b->cards[j], b->cards[k]};
                        const uint32_t v = rules_value5(five);
                        value = v > value ? v : value;
                    }
            int c;
            const int cls = rc_made_with(p, b->cards, b->n, value, 1, &c);
            made = cls < made ? cls : made;
            category = c > category ? c : category;
        }
    uint64_t bits = ORC_BIT(made) | (hilo ? orc_lows(hole, count, b) : 0);
    if (b->n == 5)
        return bits;
    uint64_t d = 0;
    if (category < POKEQ_FLUSH)
        d |= orc_flush_draws(hole, count, b);
    if (category < POKEQ_STRAIGHT)
        d |= orc_straight_draws(hole, count, b);
    int top = 0;
    for (int i = 0; i < b->n; i++)
        top = rc_rank(b->cards[i]) > top ? rc_rank(b->cards[i]) : top;
    for (int i = 0; i < count; i++)
        over += rc_rank(hole[i]) > top;
    if ((made == POKEQ_HIT_ACE_HIGH || made == POKEQ_HIT_NOTHING) && over >= 2)
        d |= ORC_BIT(POKEQ_HIT_OVERCARDS);
    const uint64_t flush = ORC_BIT(POKEQ_HIT_NUT_FLUSH_DRAW) | ORC_BIT(POKEQ_HIT_FLUSH_DRAW);
    const uint64_t straight = ORC_BIT(POKEQ_HIT_OPEN_ENDED) | ORC_BIT(POKEQ_HIT_DOUBLE_GUTSHOT) |
                              ORC_BIT(POKEQ_HIT_GUTSHOT) | ORC_BIT(POKEQ_HIT_BIG_WRAP) | ORC_BIT(POKEQ_HIT_WRAP);
    if ((d & flush) && (d & straight))
        d |= ORC_BIT(POKEQ_HIT_COMBO_DRAW);
    if (made >= POKEQ_HIT_OVERPAIR && made <= POKEQ_HIT_BOTTOM_PAIR && (d & (flush | straight)))
        d |= ORC_BIT(POKEQ_HIT_PAIR_AND_DRAW);
    return bits | d;
}

#endif
