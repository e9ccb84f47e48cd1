/* SPDX-License-Identifier: MIT */
/* All 133,784,560 seven-card hands through pokeq_eval7, against the best of
 * 21 Cactus Kev values; and the incremental Hand against the card path. */
#include "testing.h"

#include "ck_phash.h"
#include "eval7.h"
#include "hand_value.h"
#include "naive.h"

#include <stdint.h>
#include <stdlib.h>

/* Published seven-card per-category counts. */
static const uint64_t HANDS_PER_CATEGORY[9] = {23294460, 58627800, 31433400, 6461620, 6180020,
                                               4047644,  3473184,  224848,   41584};

typedef struct census {
    uint64_t hands;
    uint64_t per_category[9];
    uint64_t disagreements;   /* pokeq_eval7 vs best of 21 Cactus Kev */
    uint64_t hand_mismatches; /* incremental Hand vs pokeq_eval7 */
    char seen[VALUE_COUNT + 1];
} census;

/* Every hand whose lowest card is `first`; one thread owns one census. */
static void census_from(int first, census *c)
{
    int h[7];
    h[0] = first;
    const Hand h0 = hand_add_card(hand_empty(), h[0]);
    for (h[1] = h[0] + 1; h[1] < 52; h[1]++) {
        const Hand h1 = hand_add_card(h0, h[1]);
        for (h[2] = h[1] + 1; h[2] < 52; h[2]++) {
            const Hand h2 = hand_add_card(h1, h[2]);
            for (h[3] = h[2] + 1; h[3] < 52; h[3]++) {
                const Hand h3 = hand_add_card(h2, h[3]);
                for (h[4] = h[3] + 1; h[4] < 52; h[4]++) {
                    const Hand h4 = hand_add_card(h3, h[4]);
                    for (h[5] = h[4] + 1; h[5] < 52; h[5]++) {
                        const Hand h5 = hand_add_card(h4, h[5]);
                        for (h[6] = h[5] + 1; h[6] < 52; h[6]++) {
                            const int value = pokeq_eval7(h);
                            c->hands++;
                            c->per_category[value_category(value)]++;
                            c->seen[value] = 1;
                            c->disagreements += value != ckph_eval7(h);
                            c->hand_mismatches += value != hand_value7(hand_add_card(h5, h[6]));
                        }
                    }
                }
            }
        }
    }
}

Test(eval7, all_seven_card_hands, .timeout = 600)
{
    if (SANITIZED)
        cr_skip_test("the full enumeration runs in the optimised build; see random_sample_against_naive");
    census *per_first = calloc(46, sizeof(census));
#pragma omp parallel for schedule(dynamic, 1)
    for (int first = 0; first < 46; first++)
        census_from(first, &per_first[first]);
    census total = {0};
    for (int first = 0; first < 46; first++) {
        const census *c = &per_first[first];
        total.hands += c->hands;
        total.disagreements += c->disagreements;
        total.hand_mismatches += c->hand_mismatches;
        for (int k = 0; k < 9; k++)
            total.per_category[k] += c->per_category[k];
        for (int v = 1; v <= VALUE_COUNT; v++)
            total.seen[v] |= c->seen[v];
    }
    free(per_first);
    cr_expect_eq(total.hands, 133784560);
    cr_expect_eq(total.disagreements, 0, "%llu hands differ from the best of 21 Cactus Kev values",
                 (unsigned long long)total.disagreements);
    cr_expect_eq(total.hand_mismatches, 0);
    int values = 0;
    for (int v = 1; v <= VALUE_COUNT; v++)
        values += total.seen[v];
    cr_expect_eq(values, 4824, "%d distinct values", values);
    for (int k = 0; k < 9; k++)
        cr_expect_eq(total.per_category[k], HANDS_PER_CATEGORY[k], "%s: %llu", pokeq_category_name(k),
                     (unsigned long long)total.per_category[k]);
}

/* A fixed-seed sample against the naive evaluator and both Cactus Kevs:
 * the sanitizer build's check, and an independent one in every build. */
Test(eval7, random_sample_against_naive)
{
    uint64_t state = 0x9e3779b97f4a7c15ULL;
    const int samples = SANITIZED ? 200000 : 1000000;
    for (int n = 0; n < samples; n++) {
        int cards[7];
        random_seven(&state, cards);
        const int value = pokeq_eval7(cards);
        cr_assert_eq(value, naive_eval7(cards), "hand %d", n);
        cr_assert_eq(value, ck_eval7(cards));
        cr_assert_eq(value, ckph_eval7(cards));
        cr_assert_eq(value, hand_value7(hand_of_cards(cards, 7)));
    }
}

/* The batch call looks up any key, even one a repeated card makes, without
 * a bounds check: the rank table must span every bucket offset plus every
 * slot, and hold nothing past the real classes. */
Test(eval7, rank_table_spans_every_key)
{
    uint32_t largest = 0;
    for (int b = 0; b < (int)(sizeof eval7_bucket_offsets / sizeof eval7_bucket_offsets[0]); b++)
        largest = eval7_bucket_offsets[b] > largest ? eval7_bucket_offsets[b] : largest;
    cr_assert_leq(largest + EVAL7_SLOT_MASK, (uint32_t)EVAL7_RANK_SPAN - 1);
    cr_assert_eq(sizeof eval7_rank_values / sizeof eval7_rank_values[0], (size_t)EVAL7_RANK_SPAN);
    for (int i = EVAL7_RANK_TABLE_SIZE; i < EVAL7_RANK_SPAN; i++)
        cr_assert_eq(eval7_rank_values[i], 0, "entry %d past the classes", i);
}
