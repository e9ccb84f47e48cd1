/* SPDX-License-Identifier: MIT */
/* range_random.c - a fixed hand against random on a board, by rank pairs (range_random.h). */
#include "ranges/range_random.h"

#include "card.h"
#include "eval7.h"
#include "hand.h"

#include <string.h>

#define SUIT_CARDS 0x1111111111111ULL /* the 13 cards of suit 0 (bit 4 x rank) */
#define DECK_CARDS ((1ULL << CARD_COUNT) - 1)

/* The random hand's combos on the runouts so far: how many fall below the
 * fixed hand's value on their runout, how many equal it, how many in all.
 * Unsigned, so a combo taken out of its rank pair is a count of -1 that
 * the sums absorb exactly. */
typedef struct opponents {
    uint64_t below, equal, all;
} opponents;

static inline void count_at(opponents *o, int value, int hero, uint64_t combos)
{
    o->below += value < hero ? combos : 0;
    o->equal += value == hero ? combos : 0;
    o->all += combos;
}

static inline uint64_t pairs_of(uint64_t n)
{
    return n * (n - 1) / 2;
}

/* Cards in a 4-bit set (no POPCNT instruction is assumed). */
static const uint8_t NIBBLE_CARDS[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static inline int cards_in(uint64_t set)
{
    int n = 0;
    for (; set != 0; set >>= 4)
        n += NIBBLE_CARDS[set & 15];
    return n;
}

/* Every combo of `cards` valued without a flush, by rank pairs onto the
 * board's key: the two cards' ranks are all the non-flush value reads
 * (eval7.h), so any two cards of those ranks stand for the pair. */
static void rank_pairs(uint64_t key, uint64_t cards, int hero, opponents *o)
{
    uint64_t n[RANK_COUNT], total = 0;
    for (int r = 0; r < RANK_COUNT; r++) {
        n[r] = NIBBLE_CARDS[cards >> (4 * r) & 15];
        total += n[r];
    }
    uint64_t below = 0, equal = 0;
    for (int a = 0; a < RANK_COUNT; a++) {
        if (n[a] == 0)
            continue;
        const uint64_t with_a = key + eval7_card_keys[card_make(a, 0)];
        const int pair = eval7_nonflush_value(with_a + eval7_card_keys[card_make(a, 1)]);
        below += pair < hero ? pairs_of(n[a]) : 0;
        equal += pair == hero ? pairs_of(n[a]) : 0;
        for (int b = a + 1; b < RANK_COUNT; b++) {
            const int value = eval7_nonflush_value(with_a + eval7_card_keys[card_make(b, 0)]);
            const uint64_t combos = n[a] * n[b];
            below += value < hero ? combos : 0;
            equal += value == hero ? combos : 0;
        }
    }
    o->below += below;
    o->equal += equal;
    o->all += pairs_of(total);
}

/* The combos of two cards of the flush suit (ranks: the board's cards of
 * it), valued by the flush table; `was` says at what they were counted
 * already (no flush: their rank pair's value; else not at all). */
static void suited_pairs(Hand board, uint64_t suited, unsigned ranks, int hero, int was_counted, opponents *o)
{
    for (uint64_t a = suited; a != 0; a &= a - 1) {
        const int card_a = __builtin_ctzll(a);
        for (uint64_t b = a & (a - 1); b != 0; b &= b - 1) {
            const int card_b = __builtin_ctzll(b);
            if (was_counted) {
                const Hand h = hand_add_card(hand_add_card(board, card_a), card_b);
                count_at(o, eval7_nonflush_value(h.key), hero, (uint64_t)-1);
            }
            const unsigned held = 1u << card_rank(card_a) | 1u << card_rank(card_b);
            count_at(o, eval7_flush_values[ranks | held], hero, 1);
        }
    }
}

/* One complete board: the random hand's combos of the cards left. Only one
 * suit can hold three of the five board cards. */
static void score_runout(Hand board, uint64_t left, int hero, opponents *o)
{
    int suit = -1, on_board = 0;
    for (int s = 0; s < SUIT_COUNT; s++) {
        const int n = cards_in(board.mask >> (16 * s) & 0x1fff);
        suit = n >= 3 ? s : suit;
        on_board = n >= 3 ? n : on_board;
    }
    if (suit < 0) {
        rank_pairs(board.key, left, hero, o);
        return;
    }
    const unsigned ranks = (unsigned)(board.mask >> (16 * suit) & 0x1fff);
    const uint64_t suited = left & SUIT_CARDS << suit, plain = left & ~suited;
    if (on_board == 3) { /* a flush takes both cards of the suit */
        rank_pairs(board.key, left, hero, o);
        suited_pairs(board, suited, ranks, hero, 1, o);
        return;
    }
    /* four or five on the board: one card of the suit makes a flush (its
     * rank decides, whatever the other card), five make one without */
    const uint64_t others = (uint64_t)cards_in(plain);
    if (on_board == 4)
        rank_pairs(board.key, plain, hero, o);
    else
        count_at(o, eval7_flush_values[ranks], hero, pairs_of(others));
    for (uint64_t a = suited; a != 0; a &= a - 1)
        count_at(o, eval7_flush_values[ranks | 1u << card_rank(__builtin_ctzll(a))], hero, others);
    suited_pairs(board, suited, ranks, hero, 0, o);
}

/* Deals `to_deal` more board cards from `from` (cards above the last
 * dealt), each runout scored against the cards `left` after it. */
static void deal(Hand board, Hand hero, uint64_t left, uint64_t from, int to_deal, opponents *o)
{
    if (to_deal == 0) {
        score_runout(board, left, hand_value7(hand_combine(board, hero)), o);
        return;
    }
    for (uint64_t rest = from; rest != 0; rest &= rest - 1) {
        const int card = __builtin_ctzll(rest);
        deal(hand_add_card(board, card), hero, left & ~(1ULL << card), rest & (rest - 1), to_deal - 1, o);
    }
}

int range_random_seat(const resolved *r)
{
    if (r->game != GAME_HOLDEM || r->seats != 2 || r->board_count < 3)
        return -1;
    for (int seat = 0; seat < 2; seat++)
        if (r->fixed[1 - seat] && resolved_range_random(&r->given[seat]))
            return seat;
    return -1;
}

void range_random_count(const resolved *r, int random_seat, pokeq_player_counts counts[2], uint64_t *showdowns)
{
    const int seat = 1 - random_seat;
    Hand board = hand_empty(), hero = hand_empty();
    uint64_t known = 0;
    for (int i = 0; i < r->board_count; i++) {
        board = hand_add_card(board, r->board[i]);
        known |= 1ULL << r->board[i];
    }
    for (int i = 0; i < r->dead_count; i++)
        known |= 1ULL << r->dead[i];
    for (int i = 0; i < 2; i++) {
        hero = hand_add_card(hero, r->hole[seat][i]);
        known |= 1ULL << r->hole[seat][i];
    }
    const uint64_t left = DECK_CARDS & ~known;
    opponents o = {0, 0, 0};
    deal(board, hero, left, left, 5 - r->board_count, &o);
    memset(counts, 0, 2 * sizeof counts[0]);
    const uint64_t lost = o.all - o.below - o.equal;
    counts[seat].wins = o.below;
    counts[random_seat].wins = lost;
    for (int p = 0; p < 2; p++) {
        counts[p].ties[2] = o.equal;
        counts[p].equity_units = POKEQ_POT_UNITS * counts[p].wins + POKEQ_POT_UNITS / 2 * o.equal;
    }
    *showdowns = o.all;
}
