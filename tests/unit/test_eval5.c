/* SPDX-License-Identifier: MIT */
/* All 2,598,960 five-card hands through every five-card evaluator. */
#include "testing.h"

#include "cactus_kev.h"
#include "card.h"
#include "ck_phash.h"
#include "hand_value.h"
#include "naive.h"

#include <stdlib.h>
#include <string.h>

/* Published per-category counts (Cactus Kev; the UFABC report). */
static const long HANDS_PER_CATEGORY[9] = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};
static const int VALUES_PER_CATEGORY[9] = {1277, 2860, 858, 858, 10, 1277, 156, 156, 10};

typedef int (*eval5)(const int cards[5]);

static void for_every_five(void (*visit)(const int cards[5], void *), void *context)
{
    int c[5];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                    for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
                        visit(c, context);
}

typedef struct census {
    eval5 evaluate;
    long hands;
    long per_category[9];
    char seen[VALUE_COUNT + 1];
    long disagreements;
} census;

static void count_hand(const int cards[5], void *context)
{
    census *c = context;
    const int value = c->evaluate(cards);
    cr_assert(value >= 1 && value <= VALUE_COUNT, "value %d out of range", value);
    c->hands++;
    c->per_category[value_category(value)]++;
    c->seen[value] = 1;
    c->disagreements += value != naive_eval5(cards);
}

static void check_census(eval5 evaluate, const char *name)
{
    census *c = calloc(1, sizeof *c);
    c->evaluate = evaluate;
    for_every_five(count_hand, c);
    cr_expect_eq(c->hands, 2598960);
    cr_expect_eq(c->disagreements, 0, "%s disagrees with naive on %ld hands", name, c->disagreements);
    int values_per_category[9] = {0}, values = 0;
    for (int v = 1; v <= VALUE_COUNT; v++)
        if (c->seen[v]) {
            values++;
            values_per_category[value_category(v)]++;
        }
    cr_expect_eq(values, 7462, "%s: %d distinct values", name, values);
    for (int k = 0; k < 9; k++) {
        cr_expect_eq(c->per_category[k], HANDS_PER_CATEGORY[k], "%s: %s hands %ld", name,
                     pokeq_category_name(k), c->per_category[k]);
        cr_expect_eq(values_per_category[k], VALUES_PER_CATEGORY[k], "%s: %s values %d", name,
                     pokeq_category_name(k), values_per_category[k]);
    }
    free(c);
}

Test(eval5, naive_counts) { check_census(naive_eval5, "naive"); }
Test(eval5, cactus_kev_counts_and_agreement) { check_census(ck_eval5, "cactus kev"); }
Test(eval5, perfect_hash_counts_and_agreement) { check_census(ckph_eval5, "perfect hash"); }
Test(eval5, public_eval5_counts_and_agreement) { check_census(pokeq_eval5, "pokeq_eval5"); }

/* An order check independent of how naive builds its numbers: a hand's
 * signature is (category, ranks ordered by count then rank); sorting every
 * hand by value must sort the signatures, equal values exactly when equal
 * signatures. */
typedef struct signed_hand {
    int value;
    int signature[6];
} signed_hand;

static int is_straight_mask(int mask)
{
    if (mask == 0x100f)
        return 1;
    for (int low = 0; low <= 8; low++)
        if (mask == 0x1f << low)
            return 1;
    return 0;
}

static void make_signature(const int cards[5], int signature[6])
{
    int counts[13] = {0}, mask = 0, flush = 1;
    for (int i = 0; i < 5; i++) {
        counts[card_rank(cards[i])]++;
        mask |= 1 << card_rank(cards[i]);
        flush &= card_suit(cards[i]) == card_suit(cards[0]);
    }
    int n = 0, shape = 0;
    for (int count = 4; count >= 1; count--)
        for (int rank = 12; rank >= 0; rank--)
            if (counts[rank] == count) {
                signature[1 + n++] = rank;
                shape = shape * 10 + count;
            }
    const int straight = is_straight_mask(mask);
    if (straight) /* the wheel's ace plays low */
        signature[1] = mask == 0x100f ? 3 : signature[1];
    const int category = straight && flush ? 8
                         : shape == 41     ? 7
                         : shape == 32     ? 6
                         : flush           ? 5
                         : straight        ? 4
                         : shape == 311    ? 3
                         : shape == 221    ? 2
                         : shape == 2111   ? 1
                                           : 0;
    signature[0] = category;
    for (int i = 1 + n; i < 6; i++)
        signature[i] = -1;
    if (straight)
        for (int i = 2; i < 6; i++)
            signature[i] = -1;
}

static signed_hand *all_signed;
static long signed_count;
static void collect_signed(const int cards[5], void *unused)
{
    (void)unused;
    signed_hand *h = &all_signed[signed_count++];
    h->value = naive_eval5(cards);
    make_signature(cards, h->signature);
}

static int by_value(const void *a, const void *b)
{
    return ((const signed_hand *)a)->value - ((const signed_hand *)b)->value;
}

Test(eval5, naive_order_matches_poker_rules)
{
    all_signed = malloc(sizeof(signed_hand) * 2598960);
    signed_count = 0;
    for_every_five(collect_signed, NULL);
    qsort(all_signed, (size_t)signed_count, sizeof(signed_hand), by_value);
    long bad = 0;
    for (long i = 1; i < signed_count; i++) {
        const int *before = all_signed[i - 1].signature, *after = all_signed[i].signature;
        int order = 0; /* lexicographic comparison of the signatures */
        for (int k = 0; k < 6 && order == 0; k++)
            order = (before[k] > after[k]) - (before[k] < after[k]);
        const int same_value = all_signed[i - 1].value == all_signed[i].value;
        bad += same_value ? order != 0 : order >= 0;
    }
    cr_expect_eq(bad, 0, "%ld neighbours out of poker order", bad);
    free(all_signed);
}

Test(eval5, categories_and_words)
{
    cr_expect_eq(pokeq_category(1), POKEQ_HIGH_CARD);
    cr_expect_eq(pokeq_category(1277), POKEQ_HIGH_CARD);
    cr_expect_eq(pokeq_category(1278), POKEQ_PAIR);
    cr_expect_eq(pokeq_category(7462), POKEQ_STRAIGHT_FLUSH);
    cr_expect_eq(pokeq_category(0), -1);
    cr_expect_eq(pokeq_category(7463), -1);
    char words[80];
    const int royal[5] = {51, 47, 43, 39, 35};
    pokeq_describe(pokeq_eval5(royal), words, sizeof words);
    cr_expect_str_eq(words, "straight flush, ace high");
    const int wheel[5] = {48, 1, 6, 11, 12}; /* Ac 2d 3h 4s 5c */
    pokeq_describe(pokeq_eval5(wheel), words, sizeof words);
    cr_expect_str_eq(words, "straight, five high");
    const int boat[5] = {44, 45, 46, 20, 21}; /* KKK 77 */
    pokeq_describe(pokeq_eval5(boat), words, sizeof words);
    cr_expect_str_eq(words, "full house, kings full of sevens");
    const int two_pair[5] = {48, 49, 8, 9, 20}; /* AA 44 7 */
    pokeq_describe(pokeq_eval5(two_pair), words, sizeof words);
    cr_expect_str_eq(words, "two pair, aces and fours");
    const int worst[5] = {0, 5, 10, 15, 20}; /* 2 3 4 5 7 */
    cr_expect_eq(pokeq_eval5(worst), 1);
    pokeq_describe(1, words, sizeof words);
    cr_expect_str_eq(words, "high card, seven high");
    cr_expect_eq(pokeq_describe(0, words, sizeof words), -1);
}
