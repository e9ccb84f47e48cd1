/* SPDX-License-Identifier: MIT */
/* The tests' own oracle (tests/support/rules.h) checked before anything is
 * checked against it: its five-card categories match the published counts
 * over all 2,598,960 hands, its ordering of random seven-card hands never
 * disagrees with pokeq_eval7, and the two name the same category. */
#include "testing.h"

/* Published five-card counts, high card .. straight flush. */
static const uint64_t FIVE_CARD_HANDS[9] = {1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40};

Test(rules, five_card_categories_match_the_published_counts)
{
    uint64_t per_category[10] = {0};
    int c[5];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                    for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
                        per_category[rules_category(rules_value5(c))]++;
    for (int k = 0; k < 9; k++)
        cr_expect_eq(per_category[k + 1], FIVE_CARD_HANDS[k], "category %d: %llu hands", k,
                     (unsigned long long)per_category[k + 1]);
}

static int sign(long long x)
{
    return (x > 0) - (x < 0);
}

Test(rules, orders_random_seven_card_hands_as_pokeq_eval7_does)
{
    uint64_t state = 20261122;
    int disagreements = 0;
    for (int i = 0; i < 200000; i++) {
        int a[7], b[7];
        random_seven(&state, a);
        random_seven(&state, b);
        const uint32_t ra = rules_value7(a), rb = rules_value7(b);
        const int va = pokeq_eval7(a), vb = pokeq_eval7(b);
        disagreements += sign((long long)ra - (long long)rb) != sign((long long)va - vb);
        disagreements += rules_category(ra) != pokeq_category(va) + 1;
    }
    cr_assert_eq(disagreements, 0, "%d disagreements", disagreements);
}

/* The best of the fives among n cards, by the rules. */
static uint32_t rules_best(const int *cards, int n)
{
    if (n == 7)
        return rules_value7(cards);
    if (n == 5)
        return rules_value5(cards);
    uint32_t best = 0;
    for (int skip = 0; skip < 6; skip++) {
        int five[5], k = 0;
        for (int i = 0; i < 6; i++)
            if (i != skip)
                five[k++] = cards[i];
        const uint32_t value = rules_value5(five);
        best = value > best ? value : best;
    }
    return best;
}

Test(rules, pokeq_eval_of_five_six_and_seven_cards_orders_hands_as_the_rules_do)
{
    uint64_t state = 7;
    int disagreements = 0;
    for (int n = 5; n <= 7; n++)
        for (int i = 0; i < 50000; i++) {
            int a[7], b[7];
            random_seven(&state, a);
            random_seven(&state, b);
            const uint32_t ra = rules_best(a, n), rb = rules_best(b, n);
            const int va = pokeq_eval(a, n), vb = pokeq_eval(b, n);
            disagreements += sign((long long)ra - (long long)rb) != sign((long long)va - vb);
            disagreements += rules_category(ra) != pokeq_category(va) + 1;
        }
    cr_assert_eq(disagreements, 0, "%d disagreements", disagreements);
    const int cards[8] = {0, 5, 10, 15, 20, 25, 30, 35};
    cr_expect_eq(pokeq_eval(cards, 4), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_eval(cards, 8), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_eval(NULL, 5), -POKEQ_ERR_ARGUMENT);
}
