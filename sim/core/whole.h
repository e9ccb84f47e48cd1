/* SPDX-License-Identifier: MIT */
/*
 * whole.h - whole-number helpers the engines share (library-internal).
 * Pure; no state.
 */
#ifndef POKEQ_WHOLE_H
#define POKEQ_WHOLE_H

#include <stdint.h>

/* Greatest common divisor; whole_gcd(0, b) = b. */
static inline uint64_t whole_gcd(uint64_t a, uint64_t b)
{
    while (b != 0) {
        const uint64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

#endif
