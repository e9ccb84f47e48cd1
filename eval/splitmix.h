/* SPDX-License-Identifier: MIT */
/*
 * splitmix.h - SplitMix64 (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014): a tiny, fixed stream for
 * deterministic searches (the table generators' multipliers) and for dealing
 * benchmark hands. Not the equity engines' generator (that is PCG32, sim/core/pcg.h),
 * whose per-block streams are derived with splitmix64_mix (pcg32_block_stream).
 * The caller owns the state; pure otherwise.
 */
#ifndef POKEQ_SPLITMIX_H
#define POKEQ_SPLITMIX_H

#include <stdint.h>

/* The step between SplitMix64 states: 2^64 over the golden ratio, odd. */
#define SPLITMIX64_GAMMA 0x9e3779b97f4a7c15ULL

/* The output finaliser (a variant of MurmurHash3's fmix64): a bijection of
 * 64-bit words that spreads nearby inputs over unrelated outputs. */
static inline uint64_t splitmix64_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Advances the state one step and returns the next output. */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    return splitmix64_mix(*state += SPLITMIX64_GAMMA);
}

#endif
