/* SPDX-License-Identifier: MIT */
/*
 * hits.c - one combo's made-hand and draw classes on a board (hits.h; the
 * rules are pokeq.h's, "what a range hits on a board").
 */
#include "hits/hits.h"

#include "card.h"

#include <string.h>

#define BIT(hit) (1u << (hit))

enum { ACE = 12 };

int hits_straight_top(uint16_t ranks)
{
    /* bit 0: the ace played low; bit r + 1: rank r */
    const uint32_t m = (uint32_t)ranks << 1 | (ranks >> ACE & 1u);
    for (int top = 13; top >= 4; top--)
        if ((m >> (top - 4) & 0x1fu) == 0x1fu)
            return top - 1;
    return -1;
}

hits_board hits_board_of(const int *board, int count)
{
    hits_board b;
    memset(&b, 0, sizeof b);
    b.count = count;
    b.top_rank = -1;
    b.bottom_rank = RANK_COUNT;
    for (int i = 0; i < count; i++) {
        const int r = card_rank(board[i]);
        b.cards[i] = board[i];
        b.rank_count[r]++;
        b.rank_mask |= (uint16_t)(1u << r);
        b.suit_ranks[card_suit(board[i])] |= (uint16_t)(1u << r);
        b.top_rank = r > b.top_rank ? r : b.top_rank;
        b.bottom_rank = r < b.bottom_rank ? r : b.bottom_rank;
    }
    b.nut_straight = -1;
    for (int r1 = 0; r1 < RANK_COUNT; r1++) {
        for (int r2 = r1; r2 < RANK_COUNT; r2++) {
            const int top = hits_straight_top((uint16_t)(b.rank_mask | 1u << r1 | 1u << r2));
            b.nut_straight = top > b.nut_straight ? top : b.nut_straight;
        }
    }
    b.value = count == 5 ? pokeq_eval5(board) : 0;
    return b;
}

/* The ranks of the straight whose top rank is top (3 = five-high). */
static uint16_t straight_ranks(int top)
{
    return top == 3 ? (uint16_t)(1u << ACE | 0xfu) : (uint16_t)(0x1fu << (top - 4));
}

int hits_omaha_straight_top(uint16_t hand, uint16_t board)
{
    for (int top = ACE; top >= 3; top--) {
        const uint16_t run = straight_ranks(top), need = (uint16_t)(run & ~board);
        if (__builtin_popcount(need) <= 2 && !(need & ~hand) && __builtin_popcount(hand & run) >= 2)
            return top;
    }
    return -1;
}

hits_board hits_board_omaha(const int *board, int count)
{
    hits_board b = hits_board_of(board, count);
    b.omaha = 1;
    b.value = 0;
    b.nut_straight = hits_omaha_straight_top(0x1fff, b.rank_mask);
    return b;
}

int hits_nut_rank(const hits_board *b, int suit)
{
    for (int r = ACE; r >= 0; r--)
        if (!(b->suit_ranks[suit] >> r & 1u))
            return r;
    return -1;
}

/* Whether a hole card is the highest card of the suit off the board. */
static int holds_nut_card(const hits_board *b, const int hole[2], int suit)
{
    const int nut = hits_nut_rank(b, suit);
    for (int i = 0; i < 2; i++)
        if (card_suit(hole[i]) == suit && card_rank(hole[i]) == nut)
            return 1;
    return 0;
}

/* A suit with least..most cards among board and hole, at least one of
 * them in hand, or -1. */
static int suit_with(const hits_board *b, const int hole[2], int least, int most)
{
    for (int s = 0; s < SUIT_COUNT; s++) {
        const int in_hand = (card_suit(hole[0]) == s) + (card_suit(hole[1]) == s);
        const int n = __builtin_popcount(b->suit_ranks[s]) + in_hand;
        if (n >= least && n <= most && in_hand > 0)
            return s;
    }
    return -1;
}

/* The class of a top pair's kicker: the rank's place among the ranks off
 * the board (0 = top, 1..3 = good, else weak). */
static int kicker_class(const hits_board *b, int kicker)
{
    int place = 0;
    for (int r = ACE; r > kicker; r--)
        place += !(b->rank_mask >> r & 1u);
    return place == 0 ? POKEQ_HIT_TOP_PAIR_TOP_KICKER
         : place <= 3 ? POKEQ_HIT_TOP_PAIR_GOOD_KICKER
                      : POKEQ_HIT_TOP_PAIR_WEAK_KICKER;
}

static int board_pairs(const hits_board *b)
{
    int pairs = 0;
    for (int r = 0; r < RANK_COUNT; r++)
        pairs += b->rank_count[r] >= 2;
    return pairs;
}

static int pocket_pair_class(const hits_board *b, int rank)
{
    return rank > b->top_rank ? POKEQ_HIT_OVERPAIR : POKEQ_HIT_UNDERPAIR;
}

static int one_pair_class(const hits_board *b, int paired, int kicker)
{
    if (paired == b->top_rank)
        return kicker_class(b, kicker);
    return paired == b->bottom_rank ? POKEQ_HIT_BOTTOM_PAIR : POKEQ_HIT_MIDDLE_PAIR;
}

static int high_card_class(int r0, int r1)
{
    return r0 == ACE || r1 == ACE ? POKEQ_HIT_ACE_HIGH : POKEQ_HIT_NOTHING;
}

/* Pairs, trips and sets: what the hole cards' ranks make with the board. */
static int rank_class(const hits_board *b, const int hole[2], int category)
{
    const int r0 = card_rank(hole[0]), r1 = card_rank(hole[1]);
    const int on0 = b->rank_count[r0], on1 = b->rank_count[r1];
    if (r0 == r1) {
        if (on0 == 1)
            return POKEQ_HIT_SET;
        return pocket_pair_class(b, r0);
    }
    if (on0 == 2 || on1 == 2)
        return POKEQ_HIT_TRIPS;
    if (on0 && on1)
        return POKEQ_HIT_TWO_PAIR_BOTH;
    if (on0 || on1)
        return board_pairs(b) ? POKEQ_HIT_TWO_PAIR_ONE : one_pair_class(b, on0 ? r0 : r1, on0 ? r1 : r0);
    if (category == POKEQ_TWO_PAIR && board_pairs(b) >= 2)
        return POKEQ_HIT_TWO_PAIR_BOARD;
    return high_card_class(r0, r1);
}

int hits_made_class(const hits_board *b, const int hole[2], int value)
{
    if (b->count == 5 && !b->omaha && value == b->value)
        return POKEQ_HIT_BOARD_PLAYS;
    const int category = pokeq_category(value);
    switch (category) {
    case POKEQ_STRAIGHT_FLUSH: return POKEQ_HIT_STRAIGHT_FLUSH;
    case POKEQ_FOUR_OF_A_KIND: return POKEQ_HIT_QUADS;
    case POKEQ_FULL_HOUSE: return POKEQ_HIT_FULL_HOUSE;
    case POKEQ_FLUSH:
        return holds_nut_card(b, hole, suit_with(b, hole, 5, 7)) ? POKEQ_HIT_NUT_FLUSH : POKEQ_HIT_FLUSH;
    case POKEQ_STRAIGHT: {
        const uint16_t pair = (uint16_t)(1u << card_rank(hole[0]) | 1u << card_rank(hole[1]));
        const int top = b->omaha ? hits_omaha_straight_top(pair, b->rank_mask)
                                 : hits_straight_top((uint16_t)(b->rank_mask | pair));
        return top >= b->nut_straight ? POKEQ_HIT_NUT_STRAIGHT : POKEQ_HIT_STRAIGHT;
    }
    default:
        return rank_class(b, hole, category);
    }
}

/* Ranks whose card would give the hand a better straight than the board. */
static uint16_t straight_outs(const hits_board *b, uint16_t hand_ranks)
{
    uint16_t outs = 0;
    for (int x = 0; x < RANK_COUNT; x++) {
        const int with_hand = hits_straight_top((uint16_t)(hand_ranks | 1u << x));
        if (with_hand >= 0 && with_hand > hits_straight_top((uint16_t)(b->rank_mask | 1u << x)))
            outs |= (uint16_t)(1u << x);
    }
    return outs;
}

int hits_open_ended(uint16_t hand_ranks, uint16_t outs)
{
    const uint32_t m = (uint32_t)hand_ranks << 1 | (hand_ranks >> ACE & 1u);
    const uint32_t o = (uint32_t)outs << 1 | (outs >> ACE & 1u);
    for (int low = 1; low + 3 <= 12; low++) /* the run's ends low - 1 and low + 4 */
        if ((m >> low & 0xfu) == 0xfu && (o >> (low - 1) & 1u) && (o >> (low + 4) & 1u))
            return 1;
    return 0;
}

static uint32_t straight_draws(const hits_board *b, const int hole[2])
{
    const uint16_t ranks = (uint16_t)(b->rank_mask | 1u << card_rank(hole[0]) | 1u << card_rank(hole[1]));
    const uint16_t outs = straight_outs(b, ranks);
    const int n = __builtin_popcount(outs);
    if (n == 0)
        return 0;
    if (n == 1)
        return BIT(POKEQ_HIT_GUTSHOT);
    return hits_open_ended(ranks, outs) ? BIT(POKEQ_HIT_OPEN_ENDED) : BIT(POKEQ_HIT_DOUBLE_GUTSHOT);
}

static uint32_t draws(const hits_board *b, const int hole[2], int made, int category)
{
    uint32_t d = 0;
    if (category < POKEQ_FLUSH) {
        const int four = suit_with(b, hole, 4, 4);
        if (four >= 0)
            d |= holds_nut_card(b, hole, four) ? BIT(POKEQ_HIT_NUT_FLUSH_DRAW) : BIT(POKEQ_HIT_FLUSH_DRAW);
        else if (b->count == 3 && suit_with(b, hole, 3, 3) >= 0)
            d |= BIT(POKEQ_HIT_BACKDOOR_FLUSH_DRAW);
    }
    if (category < POKEQ_STRAIGHT)
        d |= straight_draws(b, hole);
    const int low = card_rank(hole[0]) < card_rank(hole[1]) ? card_rank(hole[0]) : card_rank(hole[1]);
    if ((made == POKEQ_HIT_ACE_HIGH || made == POKEQ_HIT_NOTHING) && low > b->top_rank)
        d |= BIT(POKEQ_HIT_OVERCARDS);
    const uint32_t flush = BIT(POKEQ_HIT_NUT_FLUSH_DRAW) | BIT(POKEQ_HIT_FLUSH_DRAW);
    const uint32_t straight = BIT(POKEQ_HIT_OPEN_ENDED) | BIT(POKEQ_HIT_DOUBLE_GUTSHOT) | BIT(POKEQ_HIT_GUTSHOT);
    if ((d & flush) && (d & straight))
        d |= BIT(POKEQ_HIT_COMBO_DRAW);
    if (made >= POKEQ_HIT_OVERPAIR && made <= POKEQ_HIT_BOTTOM_PAIR && (d & (flush | straight)))
        d |= BIT(POKEQ_HIT_PAIR_AND_DRAW);
    return d;
}

uint32_t hits_classify(const hits_board *b, const int hole[2])
{
    int cards[7];
    memcpy(cards, b->cards, (size_t)b->count * sizeof *cards);
    cards[b->count] = hole[0];
    cards[b->count + 1] = hole[1];
    const int value = pokeq_eval(cards, b->count + 2);
    const int made = hits_made_class(b, hole, value);
    const uint32_t bits = BIT(made);
    if (b->count == 5 || made == POKEQ_HIT_BOARD_PLAYS)
        return bits;
    return bits | draws(b, hole, made, pokeq_category(value));
}
