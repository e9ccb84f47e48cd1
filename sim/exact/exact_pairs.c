/* SPDX-License-Identifier: MIT */
/*
 * exact_pairs.c - exact counts of two fixed Hold'em hands on a flop or a
 * turn by the runout's ranks (exact.h): a small job whose count by rank
 * multisets (exact_ranks.c) costs more in its plan, tasks and work runner
 * than in its boards.
 *
 * A suit is risky when some player could hold five of it on some runout
 * (its board cards, the player's hole cards of it and the cards to come
 * reach five). A card of a risky suit is risky; the others are plain. A
 * plain card counts towards no flush, and no risky suit gains a card from
 * it, so a runout's values depend on its risky cards as cards and on its
 * plain cards by rank alone: the runouts are counted as classes, each
 * valued once on real cards that stand for it (any plain cards of its
 * ranks) and weighted by its number of runouts:
 *   - two plain cards: each rank pair, n(r) n(s) runouts (C(n(r), 2) for
 *     a pair of one rank), n(r) the plain cards of rank r left;
 *   - a risky card and a plain card: each risky card and plain rank;
 *   - two risky cards (or, on a turn, one): each as dealt.
 * On AsKs vs 7h7d on 7c8s9s that is 270 classes for the 990 runouts.
 */
#include "core/deck.h"
#include "exact/exact.h"

#include "card.h"
#include "eval7.h"
#include "hand.h"

#define SUIT_CARDS 0x1111111111111ULL /* the 13 cards of suit 0 (bit 4 x rank) */
#define NIBBLE_BITS 0x4332322132212110ULL /* nibble n: the bits set in n (no popcount call on baseline x86-64) */

/* The plain ranks left (those with a plain card), each as a hand of one
 * of its cards and, when two are left, a hand of two; the showdowns
 * summed by outcome in the job (a tally takes them at the end). */
typedef struct pairs_job {
    Hand seat[2];                       /* each player's hole cards and the board */
    uint64_t risky;                     /* risky cards left */
    int ranks;                          /* plain ranks left */
    Hand one[RANK_COUNT];               /* a plain card of each */
    Hand two[RANK_COUNT];               /* two of its plain cards, when count >= 2 */
    uint64_t count[RANK_COUNT];         /* its plain cards left */
    uint64_t outcome[3];                /* runouts the first player wins, the second wins, tied */
} pairs_job;

int exact_by_rank_pairs_fits(int game, int players, int board_count)
{
    return game == POKEQ_GAME_HOLDEM && players == 2 && (board_count == 3 || board_count == 4);
}

int exact_by_rank_pairs_applies(const pokeq_scenario *s)
{
    return exact_by_rank_pairs_fits(s->game, s->players, s->board_count);
}

/* The runout `dealt` (its cards added to a hand) scored for `runouts`:
 * the higher value wins, without a branch. */
static inline __attribute__((always_inline)) void score(pairs_job *j, Hand dealt, uint64_t runouts)
{
    const int first = hand_value7(hand_combine(j->seat[0], dealt));
    const int second = hand_value7(hand_combine(j->seat[1], dealt));
    j->outcome[(first < second) + 2 * (first == second)] += runouts;
}

static Hand card_hand(int card)
{
    return hand_add_card(hand_empty(), card);
}

/* The risky cards of s's suits among `left`. */
static uint64_t risky_cards(const pokeq_scenario *s, uint64_t left)
{
    int on_board[SUIT_COUNT] = {0};
    for (int i = 0; i < s->board_count; i++)
        on_board[card_suit(s->board[i])]++;
    uint64_t risky = 0;
    for (int p = 0; p < 2; p++) {
        int held[SUIT_COUNT] = {0};
        held[card_suit(s->hole[p][0])]++;
        held[card_suit(s->hole[p][1])]++;
        for (int suit = 0; suit < SUIT_COUNT; suit++)
            if (on_board[suit] + held[suit] + 5 - s->board_count >= 5)
                risky |= SUIT_CARDS << suit;
    }
    return risky & left;
}

static void job_of(const pokeq_scenario *s, pairs_job *j)
{
    const uint64_t left = GAME_DECK_FULL & ~scenario_used_cards(s);
    const Hand board = hand_of_cards(s->board, s->board_count);
    for (int p = 0; p < 2; p++)
        j->seat[p] = hand_combine(board, hand_of_cards(s->hole[p], 2));
    j->risky = risky_cards(s, left);
    j->ranks = 0;
    for (int rank = 0; rank < RANK_COUNT; rank++) {
        uint64_t plain = (left & ~j->risky) >> card_make(rank, 0) & 0xf;
        if (plain == 0)
            continue;
        const int k = j->ranks++;
        j->one[k] = card_hand(card_make(rank, __builtin_ctzll(plain)));
        j->count[k] = NIBBLE_BITS >> 4 * plain & 0xf;
        plain &= plain - 1;
        if (plain != 0)
            j->two[k] = hand_add_card(j->one[k], card_make(rank, __builtin_ctzll(plain)));
    }
    j->outcome[0] = j->outcome[1] = j->outcome[2] = 0;
}

/* The river alone: each plain rank, then each risky card. */
static void river(pairs_job *j)
{
    for (int k = 0; k < j->ranks; k++)
        score(j, j->one[k], j->count[k]);
    for (uint64_t r = j->risky; r != 0; r &= r - 1)
        score(j, card_hand(__builtin_ctzll(r)), 1);
}

/* Turn and river: the three kinds of class. */
static void turn_and_river(pairs_job *j)
{
    for (int a = 0; a < j->ranks; a++) {
        if (j->count[a] >= 2)
            score(j, j->two[a], j->count[a] * (j->count[a] - 1) / 2);
        for (int b = a + 1; b < j->ranks; b++)
            score(j, hand_combine(j->one[a], j->one[b]), j->count[a] * j->count[b]);
    }
    for (uint64_t r = j->risky; r != 0; r &= r - 1) {
        const Hand with_r = card_hand(__builtin_ctzll(r));
        for (int k = 0; k < j->ranks; k++)
            score(j, hand_combine(with_r, j->one[k]), j->count[k]);
        for (uint64_t q = r & (r - 1); q != 0; q &= q - 1)
            score(j, hand_add_card(with_r, __builtin_ctzll(q)), 1);
    }
}

void exact_by_rank_pairs(const pokeq_scenario *s, tally *out)
{
    pairs_job j;
    job_of(s, &j);
    if (s->board_count == 4)
        river(&j);
    else
        turn_and_river(&j);
    /* each outcome's sum as one showdown of its weight: the same counts */
    tally_heads_up(out, 1, 0, j.outcome[0]);
    tally_heads_up(out, 0, 1, j.outcome[1]);
    tally_heads_up(out, 0, 0, j.outcome[2]);
}
