/* SPDX-License-Identifier: MIT */
/* The peer evaluators pokeq bench compares: the nested tables of Darse's post
 * (twoplustwo.h) and the ACE_eval-style bit-parallel evaluator (ace_bits.h),
 * on every five-card and every seven-card hand; and Cactus Kev best of 21,
 * the seven-card baseline, on the sample.
 *
 * Seven-card agreement is checked against pokeq_eval7. tests/unit/test_eval7.c
 * proves pokeq_eval7 equal to the best of the 21 Cactus Kev values on every
 * seven-card hand, and tests/unit/test_eval5.c proves Cactus Kev equal to naive on
 * every five-card hand, so agreement here is agreement with naive's best of
 * 21 on every hand, by transitivity. Under the sanitizers the full seven-card
 * enumeration is skipped and a fixed-seed sample is checked against
 * naive_eval7 directly. */
#include "testing.h"

#include "ace_bits.h"
#include "cactus_kev.h"
#include "ck_phash.h"
#include "hand_value.h"
#include "naive.h"
#include "twoplustwo.h"

#include <stdint.h>
#include <stdlib.h>

enum { STATES_OF_DARSES_TABLES = 612977 };

/* Disagreements of each new evaluator form with the reference, and the
 * first hand each disagreed on (for the message). */
enum { TPT_CARDS, TPT_STEPS, ACE_CARDS, ACE_WORD, FORM_COUNT };
static const char *const FORM_NAMES[FORM_COUNT] = {
    "tpt_eval (cards)", "tpt_next steps", "ace_eval (cards)", "ace_add + ace_value"};

typedef struct tally {
    uint64_t hands;
    uint64_t disagreements[FORM_COUNT];
    int first_bad[FORM_COUNT][7];
} tally;

static void record(tally *t, int form, int differs, const int *cards, int count)
{
    if (!differs)
        return;
    if (t->disagreements[form]++ == 0)
        for (int i = 0; i < count; i++)
            t->first_bad[form][i] = cards[i];
}

static void merge(tally *total, const tally *part, int count)
{
    total->hands += part->hands;
    for (int f = 0; f < FORM_COUNT; f++) {
        if (part->disagreements[f] && !total->disagreements[f])
            for (int i = 0; i < count; i++)
                total->first_bad[f][i] = part->first_bad[f][i];
        total->disagreements[f] += part->disagreements[f];
    }
}

static void expect_no_disagreements(const tally *t, int count)
{
    for (int f = 0; f < FORM_COUNT; f++) {
        const int *c = t->first_bad[f];
        cr_expect_eq(t->disagreements[f], 0, "%s: %llu of %llu %d-card hands differ, first %d %d %d %d %d %d %d",
                     FORM_NAMES[f], (unsigned long long)t->disagreements[f], (unsigned long long)t->hands, count,
                     c[0], c[1], c[2], c[3], c[4], count > 5 ? c[5] : -1, count > 6 ? c[6] : -1);
    }
}

/* ---- five cards ------------------------------------------------------ */

static void five_card_hands_from(int first, const tpt_table *tpt, tally *t)
{
    int c[5];
    c[0] = first;
    const uint32_t p0 = tpt_next(tpt, tpt_start(tpt), c[0]);
    const uint64_t w0 = ace_add(0, c[0]);
    for (c[1] = c[0] + 1; c[1] < 52; c[1]++) {
        const uint32_t p1 = tpt_next(tpt, p0, c[1]);
        const uint64_t w1 = ace_add(w0, c[1]);
        for (c[2] = c[1] + 1; c[2] < 52; c[2]++) {
            const uint32_t p2 = tpt_next(tpt, p1, c[2]);
            const uint64_t w2 = ace_add(w1, c[2]);
            for (c[3] = c[2] + 1; c[3] < 52; c[3]++) {
                const uint32_t p3 = tpt_next(tpt, p2, c[3]);
                const uint64_t w3 = ace_add(w2, c[3]);
                for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
                    const int value = naive_eval5(c);
                    t->hands++;
                    record(t, TPT_CARDS, tpt_eval5(c) != value, c, 5);
                    record(t, TPT_STEPS, tpt_state_value(tpt, tpt_next(tpt, p3, c[4])) != value, c, 5);
                    record(t, ACE_CARDS, ace_eval5(c) != value, c, 5);
                    record(t, ACE_WORD, ace_value(ace_add(w3, c[4])) != value, c, 5);
                }
            }
        }
    }
}

Test(seeds, all_five_card_hands_against_naive, .timeout = 300)
{
    const tpt_table *tpt = tpt_get();
    cr_assert_not_null(tpt, "the 2+2 table could not be built");
    tally per_first[48] = {{0}};
#pragma omp parallel for schedule(dynamic, 1)
    for (int first = 0; first < 48; first++)
        five_card_hands_from(first, tpt, &per_first[first]);
    tally total = {0};
    for (int first = 0; first < 48; first++)
        merge(&total, &per_first[first], 5);
    cr_expect_eq(total.hands, 2598960);
    expect_no_disagreements(&total, 5);
}

/* ---- seven cards ----------------------------------------------------- */

/* Every hand whose lowest card is `first`: both forms of each evaluator
 * (whole hand, and built card by card as an enumeration would) against
 * pokeq_eval7. */
static void seven_card_hands_from(int first, const tpt_table *tpt, tally *t)
{
    int h[7];
    h[0] = first;
    const uint32_t p0 = tpt_next(tpt, tpt_start(tpt), h[0]);
    const uint64_t w0 = ace_add(0, h[0]);
    for (h[1] = h[0] + 1; h[1] < 52; h[1]++) {
        const uint32_t p1 = tpt_next(tpt, p0, h[1]);
        const uint64_t w1 = ace_add(w0, h[1]);
        for (h[2] = h[1] + 1; h[2] < 52; h[2]++) {
            const uint32_t p2 = tpt_next(tpt, p1, h[2]);
            const uint64_t w2 = ace_add(w1, h[2]);
            for (h[3] = h[2] + 1; h[3] < 52; h[3]++) {
                const uint32_t p3 = tpt_next(tpt, p2, h[3]);
                const uint64_t w3 = ace_add(w2, h[3]);
                for (h[4] = h[3] + 1; h[4] < 52; h[4]++) {
                    const uint32_t p4 = tpt_next(tpt, p3, h[4]);
                    const uint64_t w4 = ace_add(w3, h[4]);
                    for (h[5] = h[4] + 1; h[5] < 52; h[5]++) {
                        const uint32_t p5 = tpt_next(tpt, p4, h[5]);
                        const uint64_t w5 = ace_add(w4, h[5]);
                        for (h[6] = h[5] + 1; h[6] < 52; h[6]++) {
                            const int value = pokeq_eval7(h);
                            t->hands++;
                            record(t, TPT_CARDS, tpt_lookup7(tpt, h) != value, h, 7);
                            record(t, TPT_STEPS, (int)tpt_next(tpt, p5, h[6]) != value, h, 7);
                            record(t, ACE_CARDS, ace_eval7(h) != value, h, 7);
                            record(t, ACE_WORD, ace_value(ace_add(w5, h[6])) != value, h, 7);
                        }
                    }
                }
            }
        }
    }
}

Test(seeds, all_seven_card_hands_against_pokeq_eval7, .timeout = 600)
{
    if (SANITIZED)
        cr_skip_test("the full enumeration runs in the optimised build; see random_sample_against_naive");
    const tpt_table *tpt = tpt_get();
    cr_assert_not_null(tpt, "the 2+2 table could not be built");
    tally *per_first = calloc(46, sizeof(tally));
#pragma omp parallel for schedule(dynamic, 1)
    for (int first = 0; first < 46; first++)
        seven_card_hands_from(first, tpt, &per_first[first]);
    tally total = {0};
    for (int first = 0; first < 46; first++)
        merge(&total, &per_first[first], 7);
    free(per_first);
    cr_expect_eq(total.hands, 133784560);
    expect_no_disagreements(&total, 7);
}

/* A fixed-seed sample in dealt (unsorted) order against naive_eval7 and the
 * Cactus Kev best-of-21 baselines: the sanitizer build's seven-card check,
 * and an independent one in every build. */
Test(seeds, random_sample_against_naive, .timeout = 300)
{
    const tpt_table *tpt = tpt_get();
    cr_assert_not_null(tpt, "the 2+2 table could not be built");
    uint64_t state = 0x2545f4914f6cdd1dULL;
    const int samples = SANITIZED ? 200000 : 1000000;
    for (int n = 0; n < samples; n++) {
        int cards[7];
        random_seven(&state, cards);
        const int value = naive_eval7(cards);
        cr_assert_eq(tpt_eval7(cards), value, "hand %d", n);
        cr_assert_eq(ace_eval7(cards), value, "hand %d", n);
        cr_assert_eq(ck_eval7(cards), value, "hand %d", n);
        cr_assert_eq(ckph_eval7(cards), value, "hand %d", n);
        uint32_t p = tpt_start(tpt);
        for (int i = 0; i < 5; i++)
            p = tpt_next(tpt, p, cards[i]);
        cr_assert_eq(tpt_state_value(tpt, p), naive_eval5(cards), "hand %d, first five", n);
        p = tpt_next(tpt, p, cards[5]);
        int best_of_six = 0;
        for (int skip = 0; skip < 6; skip++) {
            int five[5], m = 0;
            for (int i = 0; i < 6; i++)
                if (i != skip)
                    five[m++] = cards[i];
            const int v = naive_eval5(five);
            best_of_six = v > best_of_six ? v : best_of_six;
        }
        cr_assert_eq(tpt_state_value(tpt, p), best_of_six, "hand %d, first six", n);
    }
}

/* ---- the 2+2 table itself ------------------------------------------------ */

/* Each Criterion test runs in a fresh process, so here the first use really
 * is from many threads at once: all must get the one table. */
Test(twoplustwo, first_use_from_many_threads)
{
    enum { THREADS = 8 };
    const tpt_table *seen[THREADS];
    int values[THREADS];
    const int royal[7] = {51, 47, 43, 39, 35, 0, 1};
#pragma omp parallel for num_threads(THREADS) schedule(static, 1)
    for (int i = 0; i < THREADS; i++) {
        values[i] = tpt_eval7(royal);
        seen[i] = tpt_get();
    }
    for (int i = 0; i < THREADS; i++) {
        cr_expect_not_null(seen[i]);
        cr_expect_eq(seen[i], seen[0]);
        cr_expect_eq(values[i], VALUE_COUNT);
    }
}

Test(twoplustwo, table_size_and_sink)
{
    const tpt_table *tpt = tpt_get();
    cr_assert_not_null(tpt);
    cr_expect_eq(tpt->rows, STATES_OF_DARSES_TABLES + 1, "%zu rows", tpt->rows); /* + the sink */
    cr_expect_eq(tpt->bytes, tpt->rows * TPT_ROW_WIDTH * sizeof(uint32_t));
    cr_expect_eq(twoplustwo_table_bytes(), tpt->bytes);
    cr_expect(twoplustwo_build_seconds() > 0.0);
    /* a card the state already tracks, and a fifth deuce, end at 0 */
    const int repeated[7] = {0, 0, 5, 10, 15, 20, 25};
    cr_expect_eq(tpt_eval7(repeated), 0);
    uint32_t p = tpt_start(tpt);
    for (int suit = 0; suit < 4; suit++)
        p = tpt_next(tpt, p, card_make(0, suit));
    cr_expect_neq(p, 0);
    const int fifth_deuce = 0;
    cr_expect_eq(tpt_next(tpt, p, fifth_deuce), 0);
}

/* ---- the bit-parallel evaluator ------------------------------------------ */

Test(ace_bits, word_layout)
{
    cr_expect_eq(ace_card_word(card_make(12, 3)), (UINT64_C(1) << 12 | UINT64_C(1) << 13) << 48);
    /* seven clubs: the count field holds 7, the rank bits the seven ranks */
    uint64_t hand = 0;
    for (int rank = 0; rank < 7; rank++)
        hand = ace_add(hand, card_make(rank, 0));
    cr_expect_eq(hand, UINT64_C(7) << 13 | 0x7f);
    const int steel_wheel[7] = {48, 0, 4, 8, 12, 51, 50}; /* Ac 2c 3c 4c 5c As Ah */
    cr_expect_eq(ace_eval7(steel_wheel), CATEGORY_FIRST_VALUE[POKEQ_STRAIGHT_FLUSH]);
}
