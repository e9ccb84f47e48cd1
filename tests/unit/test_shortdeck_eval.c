/* SPDX-License-Identifier: MIT */
/* The short deck evaluators (eval/shortdeck.h) against the rules written
 * apart in tests/support/rules.h: every five-card hand of the 36 cards
 * (the value scale is the rules' order, 1,404 classes a variant) and every
 * one of the C(36,7) = 8,347,680 seven-card hands, both variants. */
#include "testing.h"

#include "core/game.h"
#include "shortdeck.h"

#include <stdint.h>
#include <stdlib.h>

enum { SHORT_CARDS = 36, FIRST_CARD = 16, KEY_SPACE = 10 << 20, FIVES = 376992 };

/* rules key -> the library's value, learnt from the five-card hands. */
typedef struct scale {
    uint16_t *value_of_key;
    int classes;
} scale;

/* C(n, k) for n < 36, k <= 5: the colex index of a five-card subset. */
static uint32_t binomial[SHORT_CARDS][6];

static void fill_binomials(void)
{
    for (int n = 0; n < SHORT_CARDS; n++)
        for (int k = 0; k <= 5; k++)
            binomial[n][k] = k == 0 ? 1 : n == 0 ? 0 : binomial[n - 1][k - 1] + binomial[n - 1][k];
}

/* Every five-card hand: the library's five-card value must order hands as
 * the rules do, so one rules key has one value and higher keys higher
 * values. Fills rules_key[colex] for the seven-card sweep. */
static scale five_card_scale(int triton, uint32_t *rules_key)
{
    scale s = {calloc(KEY_SPACE, sizeof(uint16_t)), 0};
    cr_assert_not_null(s.value_of_key);
    int i[5], cards[5];
    uint32_t index = 0;
    for (i[4] = 4; i[4] < SHORT_CARDS; i[4]++)
        for (i[3] = 3; i[3] < i[4]; i[3]++)
            for (i[2] = 2; i[2] < i[3]; i[2]++)
                for (i[1] = 1; i[1] < i[2]; i[1]++)
                    for (i[0] = 0; i[0] < i[1]; i[0]++, index++) {
                        for (int k = 0; k < 5; k++)
                            cards[k] = FIRST_CARD + i[k];
                        const uint32_t key = rules_short_value5(cards, triton);
                        const int value = shortdeck_value5(cards, triton);
                        cr_assert(key < KEY_SPACE && value >= 1 && value <= SHORTDECK_VALUE_COUNT);
                        uint32_t colex = 0;
                        for (int k = 0; k < 5; k++)
                            colex += binomial[i[k]][k + 1];
                        cr_assert_eq(colex, index);
                        rules_key[colex] = key;
                        if (s.value_of_key[key] == 0)
                            s.classes++;
                        cr_assert(s.value_of_key[key] == 0 || s.value_of_key[key] == value,
                                  "one rules class, two values (triton %d)", triton);
                        s.value_of_key[key] = (uint16_t)value;
                    }
    cr_assert_eq(index, FIVES);
    int last = 0;
    for (uint32_t key = 0; key < KEY_SPACE; key++) {
        if (s.value_of_key[key] == 0)
            continue;
        cr_assert_gt(s.value_of_key[key], last, "values out of the rules' order at key %x", key);
        last = s.value_of_key[key];
    }
    return s;
}

/* The best of the 21 fives of sorted deck positions p[0..6], by the rules. */
static uint32_t best_of_seven(const uint32_t *rules_key, const int p[7])
{
    uint32_t best = 0;
    for (int a = 0; a < 7; a++)
        for (int b = a + 1; b < 7; b++) {
            uint32_t colex = 0;
            for (int k = 0, n = 0; k < 7; k++)
                if (k != a && k != b)
                    colex += binomial[p[k]][++n];
            best = rules_key[colex] > best ? rules_key[colex] : best;
        }
    return best;
}

/* Every seven-card hand whose lowest card is `first` (deck positions). */
static uint64_t sweep_from(int first, int triton, const uint32_t *rules_key, const scale *s, uint64_t *wrong)
{
    uint64_t hands = 0;
    int p[7];
    p[0] = first;
    const Hand h0 = hand_add_card(hand_empty(), FIRST_CARD + p[0]);
    for (p[1] = p[0] + 1; p[1] < SHORT_CARDS; p[1]++) {
        const Hand h1 = hand_add_card(h0, FIRST_CARD + p[1]);
        for (p[2] = p[1] + 1; p[2] < SHORT_CARDS; p[2]++) {
            const Hand h2 = hand_add_card(h1, FIRST_CARD + p[2]);
            for (p[3] = p[2] + 1; p[3] < SHORT_CARDS; p[3]++) {
                const Hand h3 = hand_add_card(h2, FIRST_CARD + p[3]);
                for (p[4] = p[3] + 1; p[4] < SHORT_CARDS; p[4]++) {
                    const Hand h4 = hand_add_card(h3, FIRST_CARD + p[4]);
                    for (p[5] = p[4] + 1; p[5] < SHORT_CARDS; p[5]++) {
                        const Hand h5 = hand_add_card(h4, FIRST_CARD + p[5]);
                        for (p[6] = p[5] + 1; p[6] < SHORT_CARDS; p[6]++) {
                            const Hand h = hand_add_card(h5, FIRST_CARD + p[6]);
                            const int value = triton ? triton_value7(h) : shortdeck_value7(h);
                            *wrong += value != s->value_of_key[best_of_seven(rules_key, p)];
                            hands++;
                        }
                    }
                }
            }
        }
    }
    return hands;
}

Test(shortdeck_eval, every_five_and_seven_card_hand_against_the_rules, .timeout = 600)
{
    fill_binomials();
    uint32_t *rules_key = malloc(FIVES * sizeof *rules_key);
    cr_assert_not_null(rules_key);
    for (int triton = 0; triton < 2; triton++) {
        scale s = five_card_scale(triton, rules_key);
        cr_expect_eq(s.classes, SHORTDECK_VALUE_COUNT, "triton %d: %d classes", triton, s.classes);
        /* under the sanitizers a third of the sweep (the hands from the
         * lowest cards up, the largest share) keeps the run short */
        const int firsts = SANITIZED ? 4 : SHORT_CARDS - 6;
        uint64_t hands = 0, wrong = 0;
        for (int first = 0; first < firsts; first++)
            hands += sweep_from(first, triton, rules_key, &s, &wrong);
        if (!SANITIZED)
            cr_expect_eq(hands, 8347680);
        cr_expect_eq(wrong, 0, "triton %d: %llu of %llu seven-card hands differ from the rules", triton,
                     (unsigned long long)wrong, (unsigned long long)hands);
        free(s.value_of_key);
    }
    free(rules_key);
}

static int value7_of(const char *text, game_kind game)
{
    int cards[7];
    cr_assert_eq(pokeq_cards_parse(text, cards, 7, NULL), 7, "%s", text);
    return seat_value(game, hand_of_cards(cards, 5), hand_of_cards(cards + 5, 2));
}

/* The rules that set short deck apart, named hand against hand. */
Test(shortdeck_eval, flush_over_full_house_and_the_ace_low_straight)
{
    for (game_kind g = GAME_SHORTDECK; g <= GAME_SHORTDECK_TRITON; g++) {
        /* a flush beats a full house (Hold'em: the other way round) */
        cr_expect_gt(value7_of("KhKd9h7h6c AhTh", g), value7_of("KhKd9h7h6c 9c9d", g));
        cr_expect_lt(value7_of("KhKd9h7h6c AhTh", GAME_HOLDEM), value7_of("KhKd9h7h6c 9c9d", GAME_HOLDEM));
        /* A-6-7-8-9 is a straight, the lowest: below 6-7-8-9-T, above two pair */
        const int wheel = value7_of("6c7d8h9sKs AhQd", g);
        cr_expect_lt(wheel, value7_of("6c7d8h9sKs TcJd", g));
        cr_expect_gt(wheel, value7_of("6c7d8h9sKs KhQd", g));
        /* the suited A-6-7-8-9 is a straight flush */
        cr_expect_gt(value7_of("6h7h8h9hKs AhQd", g), value7_of("6c6d6h6sKs AhQd", g));
    }
    /* straight against trips: the variants differ */
    cr_expect_gt(value7_of("6c7d8hKsKd 9sTc", GAME_SHORTDECK), value7_of("6c7d8hKsKd KcQh", GAME_SHORTDECK));
    cr_expect_lt(value7_of("6c7d8hKsKd 9sTc", GAME_SHORTDECK_TRITON),
                 value7_of("6c7d8hKsKd KcQh", GAME_SHORTDECK_TRITON));
}
