/* SPDX-License-Identifier: MIT */
/* Both batch kernels of eval7_batch.h against the naive evaluator: random
 * and flush-heavy hands, every count of a kernel's tail, bad codes at
 * every place of an eight-hand group, and repeated cards. */
#include "testing.h"

#include "eval7_batch.h"
#include "hand_value.h"
#include "naive.h"
#include "random_hands.h"

#include <stdint.h>
#include <stdlib.h>

enum { HANDS = 40000 };

/* Every fourth hand holds five or more cards of one suit: random_seven's
 * hand with up to five cards moved into the first card's suit, keeping
 * the cards distinct. */
static void deal(uint8_t *cards, int hands, uint64_t seed)
{
    uint64_t state = seed;
    for (int i = 0; i < hands; i++) {
        int c[7];
        random_seven(&state, c);
        if (i % 4 == 0) {
            uint64_t used = 0;
            for (int k = 0; k < 7; k++)
                used |= 1ULL << c[k];
            for (int k = 1; k < 5; k++) {
                const int suited = c[k] / 4 * 4 + c[0] % 4;
                if (!(used >> suited & 1)) {
                    used = (used & ~(1ULL << c[k])) | 1ULL << suited;
                    c[k] = suited;
                }
            }
        }
        for (int k = 0; k < 7; k++)
            cards[7 * i + k] = (uint8_t)c[k];
    }
}

/* The kernels this machine runs: the scalar one, and the wide one where
 * the CPU has AVX-512 VBMI. */
static int kernels_here(eval7_batch_kernel *kernels[2])
{
    kernels[0] = eval7_batch_scalar;
    kernels[1] = eval7_batch_wide();
    if (kernels[1] == NULL)
        cr_log_info("no AVX-512 VBMI here: only the scalar kernel is tested");
    return kernels[1] != NULL ? 2 : 1;
}

Test(eval7_batch, kernels_agree_with_naive)
{
    uint8_t *cards = malloc(7 * HANDS);
    uint16_t *values = malloc(2 * HANDS);
    deal(cards, HANDS, 0x243f6a8885a308d3ULL);
    eval7_batch_kernel *kernels[2];
    const int kernel_count = kernels_here(kernels);
    for (int k = 0; k < kernel_count; k++) {
        cr_assert_eq(kernels[k](cards, HANDS, values), 0);
        int flushes = 0;
        for (int i = 0; i < HANDS; i++) {
            int hand[7];
            for (int j = 0; j < 7; j++)
                hand[j] = cards[7 * i + j];
            const int expected = naive_eval7(hand);
            cr_assert_eq(values[i], expected, "kernel %d, hand %d", k, i);
            flushes += value_category(expected) == 5 || value_category(expected) == 8; /* flushes */
        }
        cr_expect_gt(flushes, HANDS / 10, "%d flushes", flushes);
    }
    free(cards);
    free(values);
}

/* Counts 0..40 from every start: each tail length after whole groups, and
 * nothing written past values[count). */
Test(eval7_batch, every_tail_length)
{
    enum { MOST = 40, GUARD = 0xbeef };
    uint8_t cards[7 * (MOST + 8)];
    uint16_t values[MOST + 1];
    deal(cards, MOST + 8, 0x13198a2e03707344ULL);
    eval7_batch_kernel *kernels[2];
    const int kernel_count = kernels_here(kernels);
    for (int k = 0; k < kernel_count; k++)
        for (int start = 0; start < 8; start++)
            for (int count = 0; count <= MOST; count++) {
                values[count] = GUARD;
                cr_assert_eq(kernels[k](cards + 7 * start, (size_t)count, values), 0);
                cr_assert_eq(values[count], GUARD, "kernel %d wrote past %d values", k, count);
                for (int i = 0; i < count; i++) {
                    int hand[7];
                    for (int j = 0; j < 7; j++)
                        hand[j] = cards[7 * (start + i) + j];
                    cr_assert_eq(values[i], naive_eval7(hand), "kernel %d, count %d, hand %d", k, count, i);
                }
            }
}

Test(eval7_batch, bad_code_anywhere_is_refused)
{
    enum { COUNT = 37 }; /* four groups of eight and a tail of five */
    uint8_t cards[7 * COUNT];
    uint16_t values[COUNT];
    eval7_batch_kernel *kernels[2];
    const int kernel_count = kernels_here(kernels);
    for (int k = 0; k < kernel_count; k++)
        for (int at = 0; at < 7 * COUNT; at++)
            for (int bad = 52; bad <= 255; bad += 203) {
                deal(cards, COUNT, 0xa4093822299f31d0ULL);
                cards[at] = (uint8_t)bad;
                cr_assert_eq(kernels[k](cards, COUNT, values), -1, "kernel %d, code %d at %d", k, bad, at);
            }
}

/* A hand of one card seven times, or of a few cards repeated, gets some
 * value from each kernel, the same from both (under ASan: no read outside
 * the tables). */
Test(eval7_batch, repeated_cards_read_inside_the_tables)
{
    enum { COUNT = 52 * 3 };
    uint8_t cards[7 * COUNT];
    uint16_t values[2][COUNT];
    for (int i = 0; i < COUNT; i++)
        for (int j = 0; j < 7; j++)
            cards[7 * i + j] = (uint8_t)(i < 52 ? i : i < 104 ? (i + 4 * (j % 2)) % 52 : (i + 4 * j) % 52);
    eval7_batch_kernel *kernels[2];
    const int kernel_count = kernels_here(kernels);
    for (int k = 0; k < kernel_count; k++)
        cr_assert_eq(kernels[k](cards, COUNT, values[k]), 0);
    for (int i = 0; kernel_count == 2 && i < COUNT; i++)
        cr_expect_eq(values[0][i], values[1][i], "hand %d", i);
}
