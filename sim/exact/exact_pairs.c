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

typedef struct pairs_job {
    Hand seat[2];                       /* each player's hole cards and the board */
    uint64_t risky;                     /* risky cards left */
    int plain[RANK_COUNT][2];           /* up to two plain cards left of each rank */
    uint64_t count[RANK_COUNT];         /* plain cards left of each rank */
} pairs_job;

int exact_by_rank_pairs_applies(const pokeq_scenario *s)
{
    return s->game == POKEQ_GAME_HOLDEM && s->players == 2 && (s->board_count == 3 || s->board_count == 4);
}

/* The runout `dealt` (its cards added to a hand) scored for `runouts`. */
static inline __attribute__((always_inline)) void score(const pairs_job *j, Hand dealt, uint64_t runouts, tally *t)
{
    const int first = hand_value7(hand_combine(j->seat[0], dealt));
    const int second = hand_value7(hand_combine(j->seat[1], dealt));
    tally_heads_up(t, first, second, runouts);
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
    for (int rank = 0; rank < RANK_COUNT; rank++) {
        j->count[rank] = 0;
        for (int suit = 0; suit < SUIT_COUNT; suit++) {
            const int card = card_make(rank, suit);
            if ((left & ~j->risky) >> card & 1 && j->count[rank] < 2)
                j->plain[rank][j->count[rank]] = card;
            j->count[rank] += (left & ~j->risky) >> card & 1;
        }
    }
}

/* The river alone: each plain rank, then each risky card. */
static void river(const pairs_job *j, tally *t)
{
    for (int rank = 0; rank < RANK_COUNT; rank++)
        if (j->count[rank] > 0)
            score(j, card_hand(j->plain[rank][0]), j->count[rank], t);
    for (uint64_t r = j->risky; r != 0; r &= r - 1)
        score(j, card_hand(__builtin_ctzll(r)), 1, t);
}

/* Turn and river: the three kinds of class. */
static void turn_and_river(const pairs_job *j, tally *t)
{
    for (int a = 0; a < RANK_COUNT; a++) {
        if (j->count[a] == 0)
            continue;
        const Hand with_a = card_hand(j->plain[a][0]);
        if (j->count[a] >= 2)
            score(j, hand_add_card(with_a, j->plain[a][1]), j->count[a] * (j->count[a] - 1) / 2, t);
        for (int b = a + 1; b < RANK_COUNT; b++)
            if (j->count[b] > 0)
                score(j, hand_add_card(with_a, j->plain[b][0]), j->count[a] * j->count[b], t);
    }
    for (uint64_t r = j->risky; r != 0; r &= r - 1) {
        const Hand with_r = card_hand(__builtin_ctzll(r));
        for (int rank = 0; rank < RANK_COUNT; rank++)
            if (j->count[rank] > 0)
                score(j, hand_add_card(with_r, j->plain[rank][0]), j->count[rank], t);
        for (uint64_t q = r & (r - 1); q != 0; q &= q - 1)
            score(j, hand_add_card(with_r, __builtin_ctzll(q)), 1, t);
    }
}

void exact_by_rank_pairs(const pokeq_scenario *s, tally *out)
{
    pairs_job j;
    job_of(s, &j);
    if (s->board_count == 4)
        river(&j, out);
    else
        turn_and_river(&j, out);
}
