/* SPDX-License-Identifier: MIT */
/* pcg.c - PCG32 jump-ahead.
 *
 * One LCG step is the affine map f(s) = a*s + c (mod 2^64). Composing two
 * affine maps is affine, and f applied 2^k times is found from f applied
 * 2^(k-1) times by squaring it: (A, C) -> (A*A, (A + 1)*C). Walking the bits
 * of n and composing the powers whose bit is set gives f^n in O(log n)
 * steps: F. B. Brown, "Random Number Generation with Arbitrary Strides",
 * Trans. Am. Nucl. Soc. 71 (1994), as used in O'Neill's PCG paper (2014). */
#include "core/pcg.h"

void pcg32_advance(pcg32 *rng, uint64_t steps)
{
    uint64_t total_mult = 1, total_plus = 0;      /* identity map */
    uint64_t power_mult = PCG32_MULTIPLIER;       /* f^(2^k), k = 0 */
    uint64_t power_plus = rng->increment;
    for (; steps != 0; steps >>= 1) {
        if (steps & 1) {
            total_mult *= power_mult;
            total_plus = total_plus * power_mult + power_plus;
        }
        power_plus *= power_mult + 1;
        power_mult *= power_mult;
    }
    rng->state = total_mult * rng->state + total_plus;
}
