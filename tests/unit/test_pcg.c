/* SPDX-License-Identifier: MIT */
/* test_pcg.c - PCG32: the paper's reference outputs, jump-ahead, and an
 * unbiased bounded draw. */
#include "core/pcg.h"

#include "testing.h"

#include <stdint.h>

Test(pcg32, reference_demo_outputs)
{
    /* pcg32-demo: pcg32_srandom_r(&rng, 42u, 54u), first six outputs. */
    static const uint32_t expected[6] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                         0x83d2f293, 0xbfa4784b, 0xcbed606e};
    pcg32 rng = pcg32_seeded(42, 54);
    for (int i = 0; i < 6; i++)
        cr_expect_eq(pcg32_next(&rng), expected[i], "output %d", i);
}

Test(pcg32, streams_differ)
{
    pcg32 a = pcg32_seeded(42, 54), b = pcg32_seeded(42, 55);
    int same = 0;
    for (int i = 0; i < 64; i++)
        same += pcg32_next(&a) == pcg32_next(&b);
    cr_expect_lt(same, 2);
}

Test(pcg32, advance_equals_stepping)
{
    static const uint64_t steps[] = {0, 1, 2, 3, 7, 64, 1000, 65537, 1234567, 10000019};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        pcg32 stepped = pcg32_seeded(0x853c49e6748fea9bULL, 0xda3e39cb94b95bdbULL + i);
        pcg32 jumped = stepped;
        for (uint64_t s = 0; s < steps[i]; s++)
            pcg32_next(&stepped);
        pcg32_advance(&jumped, steps[i]);
        cr_expect_eq(jumped.state, stepped.state, "advance by %llu", (unsigned long long)steps[i]);
        cr_expect_eq(pcg32_next(&jumped), pcg32_next(&stepped));
    }
}

/* Steps too many to walk: check advance(a + b) = advance(a) then advance(b),
 * and that advancing by 2^64 - k steps goes back k (the period is 2^64). */
Test(pcg32, advance_large)
{
    const pcg32 start = pcg32_seeded(7, 11);
    static const uint64_t a[] = {1ULL << 40, 0x123456789abcdefULL, ~0ULL / 3};
    static const uint64_t b[] = {12345, 1ULL << 63, 0x0fedcba987654321ULL};
    for (int i = 0; i < 3; i++) {
        pcg32 once = start, twice = start;
        pcg32_advance(&once, a[i] + b[i]);
        pcg32_advance(&twice, a[i]);
        pcg32_advance(&twice, b[i]);
        cr_expect_eq(once.state, twice.state, "case %d", i);
    }
    pcg32 rng = start;
    for (int i = 0; i < 1000; i++)
        pcg32_next(&rng);
    pcg32_advance(&rng, (uint64_t)0 - 1000);
    cr_expect_eq(rng.state, start.state);
    pcg32 full = start;
    pcg32_advance(&full, 1ULL << 63);
    cr_expect_neq(full.state, start.state);
    pcg32_advance(&full, 1ULL << 63);
    cr_expect_eq(full.state, start.state);
}

Test(pcg32, bounded_edges)
{
    pcg32 rng = pcg32_seeded(1, 2);
    for (int i = 0; i < 1000; i++) {
        cr_assert_eq(pcg32_bounded(&rng, 1), 0u);
        cr_assert_lt(pcg32_bounded(&rng, 52), 52u);
        cr_assert_lt(pcg32_bounded(&rng, 0xffffffffu), 0xffffffffu);
    }
}

/* Pearson's statistic of counts against equal expected counts. */
static double chi_square(const uint64_t *counts, int bins, uint64_t draws)
{
    const double expected = (double)draws / bins;
    double sum = 0;
    for (int i = 0; i < bins; i++)
        sum += ((double)counts[i] - expected) * ((double)counts[i] - expected) / expected;
    return sum;
}

/* The biased draw the bounded one must not be. */
static uint32_t modulo_draw(pcg32 *rng, uint32_t bound) { return pcg32_next(rng) % bound; }

/* bound = 3 * 2^30: the 2^30 values below 2^32 - bound have two 32-bit
 * preimages under plain modulo, so the draw's lowest third comes up half of
 * the time. Counted in thirds (2 degrees of freedom), a uniform draw's
 * statistic exceeds 13.82 with probability 0.001. */
Test(pcg32, bounded_uniform_where_modulo_is_biased)
{
    const uint32_t bound = 3u << 30;
    const uint64_t draws = 300000;
    const double critical = 13.82; /* chi-square, 2 df, p = 0.001 */
    uint64_t fair[3] = {0}, biased[3] = {0};
    pcg32 a = pcg32_seeded(2024, 5), b = pcg32_seeded(2024, 5);
    for (uint64_t i = 0; i < draws; i++) {
        fair[pcg32_bounded(&a, bound) >> 30]++;
        biased[modulo_draw(&b, bound) >> 30]++;
    }
    cr_expect_lt(chi_square(fair, 3, draws), critical, "bounded draw: %llu %llu %llu",
                 (unsigned long long)fair[0], (unsigned long long)fair[1], (unsigned long long)fair[2]);
    cr_expect_gt(chi_square(biased, 3, draws), critical, "modulo draw should fail the same test");
}

/* A small bound in every cell: 52 bins, 51 df, critical 86.66 at p = 0.001. */
Test(pcg32, bounded_uniform_over_52)
{
    const uint64_t draws = 520000;
    uint64_t counts[52] = {0};
    pcg32 rng = pcg32_seeded(99, 1);
    for (uint64_t i = 0; i < draws; i++)
        counts[pcg32_bounded(&rng, 52)]++;
    cr_expect_lt(chi_square(counts, 52, draws), 86.66);
}
