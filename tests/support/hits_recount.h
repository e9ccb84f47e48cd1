/* SPDX-License-Identifier: MIT */
/*
 * hits_recount.h - the classes of pokeq.h's "what a range hits" written
 * again from the rules, plainly: hand values from rules.h (the best of
 * every five), straights found by scanning ranks, the nut
 * straight by trying every two cards off the board, flush draws and
 * straight draws by dealing every next card. Slow and obvious on purpose:
 * test_hits compares the library's counts with it.
 */
#ifndef HITS_RECOUNT_H
#define HITS_RECOUNT_H

#include "pokeq.h"
#include "rules.h"

#include <stdint.h>

static int rc_rank(int card) { return card / 4; }
static int rc_suit(int card) { return card % 4; }

/* The best five of n (5..7) cards, rules.h's scale: every subset of
 * five, picked by the bits of a mask. */
static uint32_t rc_best(const int *cards, int n)
{
    uint32_t best = 0;
    for (unsigned mask = 0; mask < 1u << n; mask++) {
        if (__builtin_popcount(mask) != 5)
            continue;
        int five[5], k = 0;
        for (int i = 0; i < n; i++)
            if (mask >> i & 1u)
                five[k++] = cards[i];
        const uint32_t v = rules_value5(five);
        best = v > best ? v : best;
    }
    return best;
}

static int rc_has_rank(const int *cards, int n, int rank)
{
    for (int i = 0; i < n; i++)
        if (rc_rank(cards[i]) == rank)
            return 1;
    return 0;
}

/* Highest straight's top rank (3 = five-high) among cards, or -1. */
static int rc_straight(const int *cards, int n)
{
    for (int top = 12; top >= 3; top--) {
        int all = 1;
        for (int r = top - 4; r <= top; r++)
            all &= rc_has_rank(cards, n, r < 0 ? 12 : r);
        if (all)
            return top;
    }
    return -1;
}

static int rc_on_board(const int *board, int n, int rank)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += rc_rank(board[i]) == rank;
    return count;
}

static int rc_pair_class(const int *board, int n, int paired, int kicker)
{
    int top = 0, bottom = 12;
    for (int i = 0; i < n; i++) {
        top = rc_rank(board[i]) > top ? rc_rank(board[i]) : top;
        bottom = rc_rank(board[i]) < bottom ? rc_rank(board[i]) : bottom;
    }
    if (paired == top) {
        int better = 0; /* ranks off the board above the kicker */
        for (int r = kicker + 1; r <= 12; r++)
            better += rc_on_board(board, n, r) == 0;
        return better == 0 ? POKEQ_HIT_TOP_PAIR_TOP_KICKER
             : better < 4  ? POKEQ_HIT_TOP_PAIR_GOOD_KICKER
                           : POKEQ_HIT_TOP_PAIR_WEAK_KICKER;
    }
    return paired == bottom ? POKEQ_HIT_BOTTOM_PAIR : POKEQ_HIT_MIDDLE_PAIR;
}

static int rc_top_off_board(const int *board, int n, int suit)
{
    for (int r = 12;; r--) {
        int on = 0;
        for (int i = 0; i < n; i++)
            on |= board[i] == 4 * r + suit;
        if (!on)
            return r;
    }
}

static int rc_suit_count(const int *cards, int n, int suit)
{
    int count = 0;
    for (int i = 0; i < n; i++)
        count += rc_suit(cards[i]) == suit;
    return count;
}

/* The best straight of exactly the two cards p[0], p[1] with three of the
 * board's (Omaha's rule), or -1. */
static int rc_omaha_straight(const int p[2], const int *board, int n)
{
    int best = -1;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            for (int k = j + 1; k < n; k++) {
                const int five[5] = {p[0], p[1], board[i], board[j], board[k]};
                const int top = rc_straight(five, 5);
                best = top > best ? top : best;
            }
    return best;
}

/* The best straight of two cards and the board: as Hold'em plays them
 * (any of the cards) or as Omaha does (both cards, three board cards). */
static int rc_pair_straight(const int p[2], const int *board, int n, int omaha)
{
    if (omaha)
        return rc_omaha_straight(p, board, n);
    int all[7];
    for (int i = 0; i < n; i++)
        all[i] = board[i];
    all[n] = p[0];
    all[n + 1] = p[1];
    return rc_straight(all, n + 2);
}

/* The made class of two hole cards whose hand is worth `value` (rules.h),
 * played Hold'em's way or (omaha) with exactly three board cards. */
static int rc_made_with(const int hole[2], const int *board, int n, uint32_t value, int omaha, int *category)
{
    int all[7];
    for (int i = 0; i < n; i++)
        all[i] = board[i];
    all[n] = hole[0];
    all[n + 1] = hole[1];
    *category = rules_category(value) - RULES_HIGH_CARD; /* pokeq.h's numbering */
    if (!omaha && n == 5 && value == rules_value5(board))
        return POKEQ_HIT_BOARD_PLAYS;
    const int r0 = rc_rank(hole[0]), r1 = rc_rank(hole[1]);
    const int on0 = rc_on_board(board, n, r0), on1 = rc_on_board(board, n, r1);
    int board_top = 0, board_pairs = 0;
    for (int r = 0; r < 13; r++) {
        board_pairs += rc_on_board(board, n, r) >= 2;
        board_top = rc_on_board(board, n, r) ? r : board_top;
    }
    if (*category == POKEQ_STRAIGHT_FLUSH) return POKEQ_HIT_STRAIGHT_FLUSH;
    if (*category == POKEQ_FOUR_OF_A_KIND) return POKEQ_HIT_QUADS;
    if (*category == POKEQ_FULL_HOUSE) return POKEQ_HIT_FULL_HOUSE;
    if (*category == POKEQ_FLUSH) {
        for (int s = 0; s < 4; s++) {
            if (rc_suit_count(all, n + 2, s) < 5)
                continue;
            const int nut = 4 * rc_top_off_board(board, n, s) + s;
            return hole[0] == nut || hole[1] == nut ? POKEQ_HIT_NUT_FLUSH : POKEQ_HIT_FLUSH;
        }
    }
    if (*category == POKEQ_STRAIGHT) {
        const int mine = rc_pair_straight(hole, board, n, omaha);
        for (int a = 0; a < 52; a++)
            for (int b = a + 1; b < 52; b++) {
                int clash = 0;
                for (int i = 0; i < n; i++)
                    clash |= board[i] == a || board[i] == b;
                const int other[2] = {a, b};
                if (!clash && rc_pair_straight(other, board, n, omaha) > mine)
                    return POKEQ_HIT_STRAIGHT;
            }
        return POKEQ_HIT_NUT_STRAIGHT;
    }
    if (r0 == r1 && on0 == 1) return POKEQ_HIT_SET;
    if (r0 == r1) return r0 > board_top ? POKEQ_HIT_OVERPAIR : POKEQ_HIT_UNDERPAIR;
    if (on0 == 2 || on1 == 2) return POKEQ_HIT_TRIPS;
    if (on0 == 1 && on1 == 1) return POKEQ_HIT_TWO_PAIR_BOTH;
    if ((on0 == 1 || on1 == 1) && board_pairs > 0) return POKEQ_HIT_TWO_PAIR_ONE;
    if (on0 == 1) return rc_pair_class(board, n, r0, r1);
    if (on1 == 1) return rc_pair_class(board, n, r1, r0);
    if (*category == POKEQ_TWO_PAIR && board_pairs >= 2) return POKEQ_HIT_TWO_PAIR_BOARD;
    return r0 == 12 || r1 == 12 ? POKEQ_HIT_ACE_HIGH : POKEQ_HIT_NOTHING;
}

static int rc_made(const int hole[2], const int *board, int n, int *category)
{
    int all[7];
    for (int i = 0; i < n; i++)
        all[i] = board[i];
    all[n] = hole[0];
    all[n + 1] = hole[1];
    return rc_made_with(hole, board, n, rc_best(all, n + 2), 0, category);
}

/* Draw bits by dealing every next card. */
static uint32_t rc_draws(const int hole[2], const int *board, int n, int made, int category)
{
    int all[8], with_board[6];
    for (int i = 0; i < n; i++)
        all[i] = with_board[i] = board[i];
    all[n] = hole[0];
    all[n + 1] = hole[1];
    uint32_t d = 0;
    int outs[13] = {0};
    for (int c = 0; c < 52; c++) {
        int used = 0;
        for (int i = 0; i < n + 2; i++)
            used |= all[i] == c;
        if (used)
            continue;
        all[n + 2] = c;
        with_board[n] = c;
        const int s = rc_suit(c);
        if (category < POKEQ_FLUSH && rc_suit_count(all, n + 3, s) == 5 &&
            (rc_suit(hole[0]) == s || rc_suit(hole[1]) == s)) {
            const int nut = 4 * rc_top_off_board(board, n, s) + s;
            d |= 1u << (hole[0] == nut || hole[1] == nut ? POKEQ_HIT_NUT_FLUSH_DRAW : POKEQ_HIT_FLUSH_DRAW);
        }
        if (category < POKEQ_STRAIGHT && rc_straight(all, n + 3) > rc_straight(with_board, n + 1))
            outs[rc_rank(c)] = 1;
    }
    if (n == 3 && !(d & 3u << POKEQ_HIT_NUT_FLUSH_DRAW) && category < POKEQ_FLUSH)
        for (int s = 0; s < 4; s++)
            if (rc_suit_count(all, 5, s) == 3 && (rc_suit(hole[0]) == s || rc_suit(hole[1]) == s))
                d |= 1u << POKEQ_HIT_BACKDOOR_FLUSH_DRAW;
    int out_count = 0, open = 0;
    for (int r = 0; r < 13; r++)
        out_count += outs[r];
    for (int low = 0; low <= 8; low++) { /* ranks low..low+3; A234 and JQKA have one end only */
        int run = 1;
        for (int r = low; r < low + 4; r++)
            run &= rc_has_rank(all, n + 2, r);
        const int below = low == 0 ? 12 : low - 1, above = low + 4;
        if (run && outs[below] && above <= 12 && outs[above])
            open = 1;
    }
    if (out_count == 1) d |= 1u << POKEQ_HIT_GUTSHOT;
    if (out_count >= 2) d |= 1u << (open ? POKEQ_HIT_OPEN_ENDED : POKEQ_HIT_DOUBLE_GUTSHOT);
    int top = 0;
    for (int i = 0; i < n; i++)
        top = rc_rank(board[i]) > top ? rc_rank(board[i]) : top;
    if ((made == POKEQ_HIT_ACE_HIGH || made == POKEQ_HIT_NOTHING) && rc_rank(hole[0]) > top && rc_rank(hole[1]) > top)
        d |= 1u << POKEQ_HIT_OVERCARDS;
    const uint32_t flush = 3u << POKEQ_HIT_NUT_FLUSH_DRAW, straight = 7u << POKEQ_HIT_OPEN_ENDED;
    if ((d & flush) && (d & straight))
        d |= 1u << POKEQ_HIT_COMBO_DRAW;
    if (made >= POKEQ_HIT_OVERPAIR && made <= POKEQ_HIT_BOTTOM_PAIR && (d & (flush | straight)))
        d |= 1u << POKEQ_HIT_PAIR_AND_DRAW;
    return d;
}

static uint32_t rc_classify(const int hole[2], const int *board, int n)
{
    int category;
    const int made = rc_made(hole, board, n, &category);
    if (n == 5 || made == POKEQ_HIT_BOARD_PLAYS)
        return 1u << made;
    return 1u << made | rc_draws(hole, board, n, made, category);
}

static int rc_touches(const int cards[2], const int *list, int n)
{
    for (int i = 0; i < n; i++)
        if (list[i] == cards[0] || list[i] == cards[1])
            return 1;
    return 0;
}

/* Per class: the sum over live combos of weight x (vs weight live beside
 * it, by a plain loop; 1 without vs). */
static inline void recount_range(const pokeq_range *range, const int *board, int n, const int *dead, int dead_count,
                          const pokeq_range *vs, uint64_t out[POKEQ_HITS])
{
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        if (!range->weight[combo] || rc_touches(cards, board, n) || rc_touches(cards, dead, dead_count))
            continue;
        uint64_t facing = 1;
        if (vs) {
            facing = 0;
            for (int other = 0; other < POKEQ_COMBOS; other++) {
                int o[2];
                pokeq_combo_cards(other, o);
                if (!rc_touches(o, board, n) && !rc_touches(o, dead, dead_count) && !rc_touches(o, cards, 2))
                    facing += vs->weight[other];
            }
        }
        const uint32_t bits = rc_classify(cards, board, n);
        for (int c = 0; c < POKEQ_HITS; c++)
            if (bits >> c & 1u)
                out[c] += range->weight[combo] * facing;
    }
}

#endif
