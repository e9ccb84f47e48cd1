/* SPDX-License-Identifier: MIT */
/* Omaha range text (sim/text/omaha_range.h) against a brute force from the
 * grammar: a hand is in a term when some ordering of its cards fits the
 * positions one by one (all orderings tried) and its suit counts, sorted,
 * are those the qualifier names. Every 4-card hand for the listed terms;
 * random 5- and 6-card hands for the weights; errors name their terms. */
#include <criterion/criterion.h>

#include "card.h"
#include "text/omaha_range.h"
#include "pokeq.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A term as the test reads it: position strings ("A", "As", "x", "xs"),
 * a qualifier word ("", "ds", "ss", "r") and a weight. */
typedef struct brute_term {
    const char *positions[6];
    const char *qualifier;
    int weight;
} brute_term;

static int position_fits(const char *position, int card)
{
    const char *ranks = "23456789TJQKA", *suits = "cdhs";
    if (position[0] != 'x' && ranks[card >> 2] != position[0])
        return 0;
    return position[1] == '\0' || suits[card & 3] == position[1];
}

/* Tries every ordering of the cards (Heap-free: recursion over unused). */
static int fits_in_some_order(const brute_term *t, const int *cards, int n, int k, int used)
{
    if (k == n)
        return 1;
    for (int i = 0; i < n; i++)
        if (!(used >> i & 1) && position_fits(t->positions[k], cards[i]) &&
            fits_in_some_order(t, cards, n, k + 1, used | 1 << i))
            return 1;
    return 0;
}

static int qualifier_fits(const char *qualifier, const int *cards, int n)
{
    int count[4] = {0};
    for (int i = 0; i < n; i++)
        count[cards[i] & 3]++;
    int twos = 0, bigger = 0, ones_or_none = 0;
    for (int s = 0; s < 4; s++) {
        twos += count[s] == 2;
        bigger += count[s] > 2;
        ones_or_none += count[s] <= 1;
    }
    if (strcmp(qualifier, "ds") == 0)
        return twos == 2 && bigger == 0;
    if (strcmp(qualifier, "ss") == 0)
        return twos == 1 && bigger == 0;
    if (strcmp(qualifier, "r") == 0)
        return ones_or_none == 4;
    return 1;
}

static int brute_weight(const brute_term *terms, int term_count, const int *cards, int n)
{
    int weight = 0;
    for (int i = 0; i < term_count; i++)
        if (terms[i].weight > weight && qualifier_fits(terms[i].qualifier, cards, n) &&
            fits_in_some_order(&terms[i], cards, n, 0, 0))
            weight = terms[i].weight;
    return weight;
}

static uint64_t mask_of(const int *cards, int n)
{
    uint64_t mask = 0;
    for (int i = 0; i < n; i++)
        mask |= 1ULL << cards[i];
    return mask;
}

static int by_value(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Every 4-card hand: the listing (with no dead cards, and with `dead`) and
 * omaha_range_weight against the brute force. */
static void check_every_four(const char *text, const brute_term *terms, int term_count, uint64_t dead)
{
    omaha_range range;
    pokeq_range_error error;
    cr_assert_eq(omaha_range_parse(text, 4, &range, &error), 0, "'%s': %s", text, error.reason);
    uint64_t *hands;
    const long listed = omaha_range_hands(&range, dead, 1L << 22, &hands);
    cr_assert_geq(listed, 0, "'%s' not listed", text);
    long expected = 0, weight_wrong = 0, list_wrong = 0;
    int c[4];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++) {
                    const uint64_t mask = mask_of(c, 4);
                    const int weight = brute_weight(terms, term_count, c, 4);
                    weight_wrong += omaha_range_weight(&range, mask) != weight;
                    if (weight == 0 || (mask & dead))
                        continue;
                    const uint64_t entry = mask << 8 | (uint64_t)weight;
                    list_wrong += bsearch(&entry, hands, (size_t)listed, sizeof entry, by_value) == NULL;
                    expected++;
                }
    cr_expect_eq(weight_wrong, 0, "'%s': %ld weights differ", text, weight_wrong);
    cr_expect_eq(listed, expected, "'%s': %ld listed, %ld expected", text, listed, expected);
    cr_expect_eq(list_wrong, 0, "'%s': %ld listed wrong", text, list_wrong);
    free(hands);
    omaha_range_free(&range);
}

Test(omaha_range, patterns_on_every_four_card_hand)
{
    const brute_term aa[] = {{{"A", "A", "x", "x"}, "", 100}};
    check_every_four("AAxx", aa, 1, 0);
    const brute_term kqjt[] = {{{"K", "Q", "J", "T"}, "", 100}};
    check_every_four("KQJT", kqjt, 1, 0);
    const brute_term ak_ds[] = {{{"A", "K", "x", "x"}, "ds", 100}};
    check_every_four("AKxxds", ak_ds, 1, 0);
    const brute_term suited[] = {{{"As", "Ks", "x", "x"}, "", 100}};
    check_every_four("AsKsxx", suited, 1, 1ULL << card_make(3, 2));
    const brute_term union_weights[] = {{{"A", "A", "x", "x"}, "", 50}, {{"x", "x", "x", "x"}, "r", 70},
                                        {{"K", "K", "Q", "x"}, "ss", 100}};
    check_every_four("AA:0.5, xxxxr@70, KKQss", union_weights, 3, 0);
    const brute_term spades[] = {{{"xs", "xs", "x", "x"}, "", 100}};
    check_every_four("XsXs", spades, 1, 0);
}

Test(omaha_range, random_and_single_hands)
{
    omaha_range range;
    uint64_t *hands;
    cr_assert_eq(omaha_range_parse("random", 4, &range, NULL), 0);
    cr_expect_eq(omaha_range_hands(&range, 0, 1L << 22, &hands), 270725);
    free(hands);
    cr_expect_eq(omaha_range_hands(&range, 0, 1000, &hands), -1, "past the cap");
    cr_expect(hands == NULL);
    omaha_range_free(&range);
    int cards[6], expected[4];
    cr_assert_eq(omaha_range_parse(" AsAh Ks 10h ", 4, &range, NULL), 0);
    cr_assert(omaha_range_single_hand(&range, cards));
    cr_assert_eq(pokeq_cards_parse("AsAhKsTh", expected, 4, NULL), 4);
    cr_expect_arr_eq(cards, expected, sizeof expected);
    omaha_range_free(&range);
    cr_assert_eq(omaha_range_parse("AsAhKs", 4, &range, NULL), 0);
    cr_expect_not(omaha_range_single_hand(&range, cards), "three cards and an x");
    omaha_range_free(&range);
}

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

static void check_random_weights(int n, const char *text, const brute_term *terms, int term_count)
{
    omaha_range range;
    cr_assert_eq(omaha_range_parse(text, n, &range, NULL), 0, "'%s'", text);
    uint64_t state = (uint64_t)n;
    long wrong = 0, inside = 0;
    for (int sample = 0; sample < 100000; sample++) {
        int cards[6];
        uint64_t used = 0;
        for (int i = 0; i < n;) {
            /* every other hand from aces, kings and spades, to hit the terms */
            const int card = sample % 2 ? (int)(next(&state) % 52) : (int)(next(&state) % 26) * 2 % 52;
            if (used >> card & 1)
                continue;
            used |= 1ULL << card;
            cards[i++] = card;
        }
        const int weight = brute_weight(terms, term_count, cards, n);
        inside += weight > 0;
        wrong += omaha_range_weight(&range, used) != weight;
    }
    cr_expect_eq(wrong, 0, "'%s': %ld of 100000 weights differ", text, wrong);
    cr_expect_gt(inside, 100, "'%s': the sample hardly meets the range", text);
    omaha_range_free(&range);
}

Test(omaha_range, five_and_six_card_weights)
{
    const brute_term five[] = {{{"A", "x", "x", "x", "x"}, "ds", 40}, {{"xs", "xs", "x", "x", "x"}, "", 20}};
    check_random_weights(5, "Axxxxds@40, xsxs:0.2", five, 2);
    const brute_term six[] = {{{"A", "K", "x", "x", "x", "x"}, "", 100}, {{"x", "x", "x", "x", "x", "x"}, "ds", 30}};
    check_random_weights(6, "AK, ds:0.3", six, 2);
}

static void check_error(const char *text, int n, int offset, int length)
{
    omaha_range range;
    pokeq_range_error error = {-1, -1, NULL};
    cr_expect_eq(omaha_range_parse(text, n, &range, &error), -POKEQ_ERR_RANGE_SYNTAX, "'%s' parsed", text);
    cr_expect_eq(error.offset, offset, "'%s': offset %d", text, error.offset);
    cr_expect_eq(error.length, length, "'%s': length %d", text, error.length);
    cr_expect(error.reason != NULL && error.reason[0] != '\0');
    cr_expect_eq(range.term_count, 0);
    omaha_range_free(&range);
}

Test(omaha_range, errors_name_the_term)
{
    check_error("AAxx, AAxxx", 4, 6, 5);     /* five cards in a four-card hand */
    check_error("AKo", 4, 0, 3);             /* Hold'em's offsuit mark */
    check_error("KK, AsAsxx", 4, 4, 6);      /* the same card twice */
    check_error("AAxx:0.333", 4, 0, 10);     /* not whole hundredths */
    check_error("AAxx,,KKxx", 4, 5, 0);      /* empty term */
    check_error("QQ, Zz", 5, 4, 2);          /* not a card */
    check_error("AAKKds:", 6, 0, 7);         /* no weight after the colon */
}

/* Uniform (every hand one nonzero weight, what Monte Carlo deals instead of
 * listing) agrees with the weights of every four-card hand. */
Test(omaha_range, uniform_ranges_weigh_every_hand_alike)
{
    static const struct {
        const char *text;
        int uniform;
    } cases[] = {{"random", 1},      {"xxxx", 1},         {"any:0.5", 1},      {"AAxx,random", 1},
                 {"AAxx:0.5,xx@70", 1}, {"AAxx,random:0.5", 0}, {"xxxxds", 0},     {"AAxx", 0},
                 {"random:0", 0},    {"xxxs", 0}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        omaha_range range;
        cr_assert_eq(omaha_range_parse(cases[i].text, 4, &range, NULL), 0, "%s", cases[i].text);
        cr_expect_eq(omaha_range_uniform(&range), cases[i].uniform, "%s", cases[i].text);
        int first = -1, alike = 1;
        for (int a = 0; a < 52 && alike; a += 3) /* a spread of hands, aces and suits included */
            for (int b = a + 1; b < 52 && alike; b += 2)
                for (int c = b + 1; c < 52 && alike; c += 5)
                    for (int d = c + 1; d < 52 && alike; d++) {
                        const int w = omaha_range_weight(&range, 1ULL << a | 1ULL << b | 1ULL << c | 1ULL << d);
                        first = first < 0 ? w : first;
                        alike = w == first && w > 0;
                    }
        cr_expect_eq(alike, cases[i].uniform, "%s: weights alike %d", cases[i].text, alike);
        omaha_range_free(&range);
    }
}
