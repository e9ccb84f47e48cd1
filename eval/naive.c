/* SPDX-License-Identifier: MIT */
/* naive.c - the reference evaluator (see naive.h). */
#include "naive.h"

#include "card.h"
#include "five_of_seven.h"
#include "hand_value.h"
#include "pokeq.h"

static int choose(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    int result = 1;
    for (int i = 1; i <= k; i++)
        result = result * (n - k + i) / i;
    return result;
}

/* Colex rank of a set of distinct ranks given in descending order: the number
 * of same-size sets whose largest differing element is smaller. Colex order of
 * descending rank lists is exactly the poker order of kickers. */
static int colex_rank(const int *descending, int count)
{
    int rank = 0;
    for (int i = 0; i < count; i++)
        rank += choose(descending[i], count - i);
    return rank;
}

/* Rank r renumbered as if the excluded ranks (a bit mask) did not exist. */
static int without(int rank, int excluded_mask)
{
    return rank - __builtin_popcount(excluded_mask & ((1 << rank) - 1));
}

/* 0x100f is the wheel A-2-3-4-5; the others are five consecutive bits. */
static int straight_high_rank(int rank_mask)
{
    for (int high = RANK_COUNT - 1; high >= 4; high--)
        if (rank_mask == 0x1f << (high - 4))
            return high;
    return rank_mask == 0x100f ? 3 : -1;
}

/* Index of a non-straight five-rank set among the 1277 such sets. */
static int distinct_index(const int *descending, int rank_mask)
{
    int straights_below = 0;
    for (int low = 0; low <= 8; low++)
        straights_below += (0x1f << low) < rank_mask;
    straights_below += 0x100f < rank_mask;
    return colex_rank(descending, 5) - straights_below;
}

/* Ranks with exactly `count` cards, highest first; returns how many. */
static int ranks_with_count(const int counts[RANK_COUNT], int count, int *out)
{
    int found = 0;
    for (int rank = RANK_COUNT - 1; rank >= 0; rank--)
        if (counts[rank] == count)
            out[found++] = rank;
    return found;
}

int naive_eval5(const int cards[5])
{
    int counts[RANK_COUNT] = {0};
    int rank_mask = 0;
    int same_suit = 1;
    for (int i = 0; i < 5; i++) {
        counts[card_rank(cards[i])]++;
        rank_mask |= 1 << card_rank(cards[i]);
        same_suit &= card_suit(cards[i]) == card_suit(cards[0]);
    }
    int quads[1], trips[1], pairs[2], singles[5];
    const int n_quads = ranks_with_count(counts, 4, quads);
    const int n_trips = ranks_with_count(counts, 3, trips);
    const int n_pairs = ranks_with_count(counts, 2, pairs);
    const int n_singles = ranks_with_count(counts, 1, singles);
    const int *first = CATEGORY_FIRST_VALUE;

    if (n_singles == 5) {
        const int high = straight_high_rank(rank_mask);
        if (high >= 0)
            return first[same_suit ? POKEQ_STRAIGHT_FLUSH : POKEQ_STRAIGHT] + high - 3;
        return first[same_suit ? POKEQ_FLUSH : POKEQ_HIGH_CARD] + distinct_index(singles, rank_mask);
    }
    if (n_quads == 1)
        return first[POKEQ_FOUR_OF_A_KIND] + 12 * quads[0] + without(singles[0], 1 << quads[0]);
    if (n_trips == 1 && n_pairs == 1)
        return first[POKEQ_FULL_HOUSE] + 12 * trips[0] + without(pairs[0], 1 << trips[0]);
    if (n_trips == 1) {
        const int kickers[2] = {without(singles[0], 1 << trips[0]), without(singles[1], 1 << trips[0])};
        return first[POKEQ_THREE_OF_A_KIND] + 66 * trips[0] + colex_rank(kickers, 2);
    }
    if (n_pairs == 2) {
        const int kicker = without(singles[0], 1 << pairs[0] | 1 << pairs[1]);
        return first[POKEQ_TWO_PAIR] + 11 * colex_rank(pairs, 2) + kicker;
    }
    const int kickers[3] = {without(singles[0], 1 << pairs[0]), without(singles[1], 1 << pairs[0]),
                            without(singles[2], 1 << pairs[0])};
    return first[POKEQ_PAIR] + 220 * pairs[0] + colex_rank(kickers, 3);
}

static int naive_eval5_callback(const void *unused, const int five[5])
{
    (void)unused;
    return naive_eval5(five);
}

int naive_eval7(const int cards[7]) { return best_five_of_seven(cards, naive_eval5_callback, 0); }
