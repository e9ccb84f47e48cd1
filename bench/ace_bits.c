/* SPDX-License-Identifier: MIT */
/* ace_bits.c - the bit-parallel evaluator (see ace_bits.h). */
#include "ace_bits.h"

#include "pokeq_tables.h"

#include "hand_value.h"
#include "pokeq.h"

enum { RANK_BITS = 0x1fff };

/* Bit 15 of every suit field: where "count >= 5" is collected. */
static const uint64_t COUNT_TOP_BITS = 0x8000800080008000ULL;

/* binomials[6*n + k] = n choose k (n < 13, k <= 5), for colex indices of
 * tie-break ranks: the only table, generated with the others (eval/gen). */
#define CHOOSE(n, k) binomials[6 * (n) + (k)]

size_t ace_table_bytes(void) { return sizeof binomials; }

static inline int top_rank(uint32_t ranks) { return 31 - __builtin_clz(ranks); }

/* Rank renumbered as if the ranks in `excluded` (one or two ranks: the
 * pair, trips, quads or two pairs) did not exist: a kicker's place among the
 * ranks it could have been. The excluded ranks below it are counted without
 * a popcount (a library call unless the target has the instruction): `below`
 * is nonzero from one, below & (below - 1) from two. */
static inline int without(int rank, uint32_t excluded)
{
    const uint32_t below = excluded & ((1u << rank) - 1);
    return rank - (below != 0) - ((below & (below - 1)) != 0);
}

/* Colex index of the `count` highest ranks of `ranks`, renumbered without
 * `excluded`. Colex order of rank sets is the poker order of kickers. */
static inline int colex_top(uint32_t ranks, int count, uint32_t excluded)
{
    int index = 0;
    for (int k = count; k > 0; k--) {
        const int rank = top_rank(ranks);
        ranks ^= 1u << rank;
        index += CHOOSE(without(rank, excluded), k);
    }
    return index;
}

/* High rank 3..12 of the best straight in a rank mask, or -1. The ace is
 * copied below the deuce (bit 0 of the shifted mask), so A-2-3-4-5 is five
 * consecutive bits like any other straight. */
static inline int straight_high(uint32_t ranks)
{
    const uint32_t m = ranks << 1 | ranks >> 12;
    const uint32_t runs = m & m << 1 & m << 2 & m << 3 & m << 4;
    return runs ? top_rank(runs) - 1 : -1;
}

/* Index 0..1276 of the five highest of five or more ranks that hold no
 * straight. Rank sets compare in colex order as their masks compare as
 * numbers, so the straights ranked below are those with a lower top rank
 * (top - 4 of them) and, for an ace-high set, the wheel. */
static inline int distinct_index(uint32_t ranks)
{
    const int top = top_rank(ranks);
    return colex_top(ranks, 5, 0) - (top - 4) - (top == RANK_COUNT - 1);
}

/* Flush or straight flush from the flush suit's ranks. */
static inline int flush_value(uint32_t suited)
{
    const int high = straight_high(suited);
    if (high >= 0)
        return CATEGORY_FIRST_VALUE[POKEQ_STRAIGHT_FLUSH] + high - 3;
    return CATEGORY_FIRST_VALUE[POKEQ_FLUSH] + distinct_index(suited);
}

/* Each rank's count across the four suits, as masks. */
typedef struct rank_counts {
    uint32_t any, singles, pairs, trips, quads;
} rank_counts;

/* Bit-sliced addition of four 13-lane one-bit counters: the carries of the
 * two half adders and of their sums make the counter's twos bit, and the
 * carry out of that (both first carries) is the fours bit. */
static inline rank_counts count_ranks(uint32_t s0, uint32_t s1, uint32_t s2, uint32_t s3)
{
    const uint32_t sum01 = s0 ^ s1, carry01 = s0 & s1;
    const uint32_t sum23 = s2 ^ s3, carry23 = s2 & s3;
    const uint32_t odd = sum01 ^ sum23;
    const uint32_t twos = carry01 ^ carry23 ^ (sum01 & sum23);
    rank_counts c;
    c.any = s0 | s1 | s2 | s3;
    c.singles = odd & ~twos;
    c.pairs = twos & ~odd;
    c.trips = twos & odd;
    c.quads = carry01 & carry23;
    return c;
}

static inline int value_of_counts(const rank_counts *c)
{
    const int *first = CATEGORY_FIRST_VALUE;
    if (c->quads) {
        const int quad = top_rank(c->quads);
        const int kicker = top_rank(c->any & ~c->quads);
        return first[POKEQ_FOUR_OF_A_KIND] + 12 * quad + without(kicker, c->quads);
    }
    if (c->trips) {
        const int trip = top_rank(c->trips);
        const uint32_t trip_bit = 1u << trip;
        const uint32_t pairable = (c->pairs | c->trips) & ~trip_bit;
        if (pairable) /* a second trips plays as the pair */
            return first[POKEQ_FULL_HOUSE] + 12 * trip + without(top_rank(pairable), trip_bit);
    }
    const int high = straight_high(c->any);
    if (high >= 0)
        return first[POKEQ_STRAIGHT] + high - 3;
    if (c->trips) {
        const int trip = top_rank(c->trips);
        return first[POKEQ_THREE_OF_A_KIND] + 66 * trip + colex_top(c->singles, 2, 1u << trip);
    }
    if (c->pairs & (c->pairs - 1)) {
        const int high_pair = top_rank(c->pairs);
        const int low_pair = top_rank(c->pairs ^ 1u << high_pair);
        const uint32_t both = 1u << high_pair | 1u << low_pair;
        const int kicker = top_rank(c->any & ~both); /* a third pair's rank can be the kicker */
        return first[POKEQ_TWO_PAIR] + 11 * (CHOOSE(high_pair, 2) + low_pair) + without(kicker, both);
    }
    if (c->pairs) {
        const int pair = top_rank(c->pairs);
        return first[POKEQ_PAIR] + 220 * pair + colex_top(c->singles, 3, c->pairs);
    }
    return first[POKEQ_HIGH_CARD] + distinct_index(c->singles);
}

int ace_value(uint64_t hand)
{
    /* count 5..7 is 0b101..0b111: bit 15 with bit 14 or bit 13 */
    const uint64_t flush = hand & (hand << 1 | hand << 2) & COUNT_TOP_BITS;
    if (flush) {
        const int shift = __builtin_ctzll(flush) - 15;
        return flush_value((uint32_t)(hand >> shift) & RANK_BITS);
    }
    const rank_counts c = count_ranks((uint32_t)hand & RANK_BITS, (uint32_t)(hand >> 16) & RANK_BITS,
                                      (uint32_t)(hand >> 32) & RANK_BITS, (uint32_t)(hand >> 48) & RANK_BITS);
    return value_of_counts(&c);
}

static inline uint64_t word_of_cards(const int *cards, int count)
{
    uint64_t hand = 0;
    for (int i = 0; i < count; i++)
        hand = ace_add(hand, cards[i]);
    return hand;
}

int ace_eval5(const int cards[5]) { return ace_value(word_of_cards(cards, 5)); }

int ace_eval7(const int cards[7]) { return ace_value(word_of_cards(cards, 7)); }
