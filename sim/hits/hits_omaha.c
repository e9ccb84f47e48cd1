/* SPDX-License-Identifier: MIT */
/*
 * hits_omaha.c - an Omaha hand's made class, draws and lows on a board
 * (hits_omaha.h; the rules are pokeq.h's, "what a range hits, by game").
 */
#include "hits/hits_omaha.h"

#include "card.h"

#define BIT(hit) (1ull << (hit))

enum { ACE = 12, LOW_RANKS = 8, BIG_WRAP_OUTS = 13, WRAP_OUTS = 9 };

/* A card's low rank: 0 the ace, 1 the deuce .. 7 the eight; 8 and up are
 * not low. */
static int low_rank(int card)
{
    const int r = card_rank(card);
    return r == ACE ? 0 : r + 1;
}

/* The three lowest ranks of a low mask, or 0 when it has fewer. */
static unsigned lowest_three(unsigned mask)
{
    unsigned out = 0;
    for (int i = 0; i < 3; i++) {
        if (mask == 0)
            return 0;
        out |= mask & -mask;
        mask &= mask - 1;
    }
    return out;
}

/* The best low two different ranks of `hand` make with three of `board`
 * (low masks), or 0. */
static uint8_t best_low(unsigned hand, unsigned board)
{
    unsigned best = 0;
    for (unsigned a = hand; a; a &= a - 1) {
        for (unsigned b = a & (a - 1); b; b &= b - 1) {
            const unsigned pair = (a & -a) | (b & -b), three = lowest_three(board & ~pair);
            if (three && (best == 0 || (pair | three) < best))
                best = pair | three;
        }
    }
    return (uint8_t)best;
}

omaha_hits_board omaha_hits_board_of(const int *board, int count, int hilo)
{
    omaha_hits_board b;
    b.base = hits_board_omaha(board, count);
    b.hilo = hilo;
    b.low_ranks = 0;
    for (int i = 0; i < count; i++)
        if (low_rank(board[i]) < LOW_RANKS)
            b.low_ranks |= (uint8_t)(1u << low_rank(board[i]));
    b.nut_low = best_low(0xffu, b.low_ranks);
    return b;
}

/* The best five-card value of hole cards p[0], p[1] with three board cards. */
static int pair_value(const hits_board *b, const int p[2])
{
    int best = 0;
    for (int i = 0; i < b->count; i++)
        for (int j = i + 1; j < b->count; j++)
            for (int k = j + 1; k < b->count; k++) {
                const int five[5] = {p[0], p[1], b->cards[i], b->cards[j], b->cards[k]};
                const int v = pokeq_eval5(five);
                best = v > best ? v : best;
            }
    return best;
}

/* What the hand holds, counted once. */
typedef struct hand_counts {
    int n;
    const int *hole;
    int rank_count[RANK_COUNT];
    int suit_count[SUIT_COUNT];
    uint16_t ranks;
    unsigned low_ranks;
} hand_counts;

static hand_counts counts_of(const int *hole, int n)
{
    hand_counts h = {.n = n, .hole = hole};
    for (int i = 0; i < n; i++) {
        h.rank_count[card_rank(hole[i])]++;
        h.suit_count[card_suit(hole[i])]++;
        h.ranks |= (uint16_t)(1u << card_rank(hole[i]));
        if (low_rank(hole[i]) < LOW_RANKS)
            h.low_ranks |= 1u << low_rank(hole[i]);
    }
    return h;
}

static int holds(const hand_counts *h, int card)
{
    for (int i = 0; i < h->n; i++)
        if (h->hole[i] == card)
            return 1;
    return 0;
}

static uint64_t flush_draws(const hits_board *b, const hand_counts *h)
{
    uint64_t d = 0;
    for (int s = 0; s < SUIT_COUNT; s++)
        if (__builtin_popcount(b->suit_ranks[s]) == 2 && h->suit_count[s] >= 2)
            d |= holds(h, 4 * hits_nut_rank(b, s) + s) ? BIT(POKEQ_HIT_NUT_FLUSH_DRAW) : BIT(POKEQ_HIT_FLUSH_DRAW);
    if (d || b->count != 3)
        return d;
    for (int s = 0; s < SUIT_COUNT; s++)
        if (__builtin_popcount(b->suit_ranks[s]) == 1 && h->suit_count[s] >= 2)
            return BIT(POKEQ_HIT_BACKDOOR_FLUSH_DRAW);
    return 0;
}

/* Two different hole ranks with the board's: four in a row, an out rank
 * at both ends. */
static int open_ended(const hits_board *b, const hand_counts *h, uint16_t out_ranks)
{
    for (int r0 = 0; r0 < RANK_COUNT; r0++)
        for (int r1 = r0 + 1; r1 < RANK_COUNT; r1++)
            if ((h->ranks >> r0 & 1u) && (h->ranks >> r1 & 1u) &&
                hits_open_ended((uint16_t)(b->rank_mask | 1u << r0 | 1u << r1), out_ranks))
                return 1;
    return 0;
}

static uint64_t straight_draws(const hits_board *b, const hand_counts *h)
{
    uint16_t out_ranks = 0;
    int outs = 0;
    for (int x = 0; x < RANK_COUNT; x++) {
        const int live = 4 - b->rank_count[x] - h->rank_count[x];
        if (live > 0 && hits_omaha_straight_top(h->ranks, (uint16_t)(b->rank_mask | 1u << x)) >= 0) {
            out_ranks |= (uint16_t)(1u << x);
            outs += live;
        }
    }
    if (outs >= BIG_WRAP_OUTS)
        return BIT(POKEQ_HIT_BIG_WRAP);
    if (outs >= WRAP_OUTS)
        return BIT(POKEQ_HIT_WRAP);
    const int ranks = __builtin_popcount(out_ranks);
    if (ranks == 0)
        return 0;
    if (ranks == 1)
        return BIT(POKEQ_HIT_GUTSHOT);
    return open_ended(b, h, out_ranks) ? BIT(POKEQ_HIT_OPEN_ENDED) : BIT(POKEQ_HIT_DOUBLE_GUTSHOT);
}

static uint64_t draws(const hits_board *b, const hand_counts *h, int made, int category)
{
    uint64_t d = 0;
    if (category < POKEQ_FLUSH)
        d |= flush_draws(b, h);
    if (category < POKEQ_STRAIGHT)
        d |= straight_draws(b, h);
    int over = 0;
    for (int i = 0; i < h->n; i++)
        over += card_rank(h->hole[i]) > b->top_rank;
    if ((made == POKEQ_HIT_ACE_HIGH || made == POKEQ_HIT_NOTHING) && over >= 2)
        d |= BIT(POKEQ_HIT_OVERCARDS);
    const uint64_t flush = BIT(POKEQ_HIT_NUT_FLUSH_DRAW) | BIT(POKEQ_HIT_FLUSH_DRAW);
    const uint64_t straight = BIT(POKEQ_HIT_OPEN_ENDED) | BIT(POKEQ_HIT_DOUBLE_GUTSHOT) | BIT(POKEQ_HIT_GUTSHOT) |
                              BIT(POKEQ_HIT_BIG_WRAP) | BIT(POKEQ_HIT_WRAP);
    if ((d & flush) && (d & straight))
        d |= BIT(POKEQ_HIT_COMBO_DRAW);
    if (made >= POKEQ_HIT_OVERPAIR && made <= POKEQ_HIT_BOTTOM_PAIR && (d & (flush | straight)))
        d |= BIT(POKEQ_HIT_PAIR_AND_DRAW);
    return d;
}

/* The made low and, flop and turn without one, the low draws. */
static uint64_t lows(const omaha_hits_board *b, const hand_counts *h)
{
    const uint8_t low = best_low(h->low_ranks, b->low_ranks);
    if (low)
        return low == b->nut_low ? BIT(POKEQ_HIT_NUT_LOW) : BIT(POKEQ_HIT_LOW);
    if (b->base.count == 5)
        return 0;
    int nut = 0, any = 0;
    for (int x = 0; x < LOW_RANKS; x++) {
        const int rank = x == 0 ? ACE : x - 1;
        if ((b->low_ranks >> x & 1u) || 4 - b->base.rank_count[rank] - h->rank_count[rank] <= 0)
            continue;
        const unsigned board = b->low_ranks | 1u << x;
        const uint8_t with = best_low(h->low_ranks, board);
        any |= with != 0;
        nut |= with != 0 && with == best_low(0xffu, board);
    }
    return nut ? BIT(POKEQ_HIT_NUT_LOW_DRAW) : any ? BIT(POKEQ_HIT_LOW_DRAW) : 0;
}

uint64_t omaha_hits_classify(const omaha_hits_board *b, const int *hole, int n)
{
    int made = POKEQ_HIT_NOTHING, best = 0;
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            const int pair[2] = {hole[i], hole[j]};
            const int value = pair_value(&b->base, pair);
            const int cls = hits_made_class(&b->base, pair, value);
            made = cls < made ? cls : made;
            best = value > best ? value : best;
        }
    const hand_counts h = counts_of(hole, n);
    uint64_t bits = BIT(made) | (b->hilo ? lows(b, &h) : 0);
    if (b->base.count == 5)
        return bits;
    return bits | draws(&b->base, &h, made, pokeq_category(best));
}
