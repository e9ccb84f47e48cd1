/* SPDX-License-Identifier: MIT */
/*
 * pcg.h - PCG32, the XSH-RR 64/32 member of the PCG family, and the draws
 * Monte Carlo needs from it.
 *
 * Source: M. E. O'Neill, "PCG: A Family of Simple Fast Space-Efficient
 * Statistically Good Algorithms for Random Number Generation", Harvey Mudd
 * College HMC-CS-2014-0905 (2014). The state is a 64-bit LCG
 * (state = state * a + c mod 2^64, a = 6364136223846793005, c odd); each
 * step outputs a permutation of the OLD state: xorshift the high bits down
 * (XSH), keep 32 bits, and rotate them right by the top five state bits (RR).
 * The increment c = 2 * stream + 1 selects one of 2^63 distinct sequences.
 *
 * A pcg32 is a plain value owned by one thread; nothing here is shared.
 */
#ifndef POKEQ_PCG_H
#define POKEQ_PCG_H

#include "splitmix.h"

#include <stdint.h>

typedef struct pcg32 {
    uint64_t state;
    uint64_t increment; /* always odd */
} pcg32;

#define PCG32_MULTIPLIER 6364136223846793005ULL

static inline void pcg32_step(pcg32 *rng)
{
    rng->state = rng->state * PCG32_MULTIPLIER + rng->increment;
}

/* The XSH-RR output permutation of one 64-bit state. */
static inline uint32_t pcg32_output(uint64_t state)
{
    const uint32_t xorshifted = (uint32_t)(((state >> 18) ^ state) >> 27);
    const unsigned rotation = (unsigned)(state >> 59);
    return (xorshifted >> rotation) | (xorshifted << ((32u - rotation) & 31u));
}

/* Next 32-bit output. */
static inline uint32_t pcg32_next(pcg32 *rng)
{
    const uint64_t old = rng->state;
    pcg32_step(rng);
    return pcg32_output(old);
}

/* The paper's (and its reference demo's) seeding: select the stream, step
 * once from state 0, add the initial state, step again, so that nearby
 * initial states do not give nearby first outputs. */
static inline pcg32 pcg32_seeded(uint64_t initial_state, uint64_t stream)
{
    pcg32 rng = {0, (stream << 1) | 1u};
    pcg32_step(&rng);
    rng.state += initial_state;
    pcg32_step(&rng);
    return rng;
}

/* The generator of Monte Carlo block `block` under `seed` (mc.c): its own
 * stream (increment 2 * block + 1), started from a SplitMix64 mix of the
 * seed and the block number, so no two blocks' streams start from states a
 * fixed offset apart. A block's numbers depend on (seed, block) alone. */
static inline pcg32 pcg32_block_stream(uint64_t seed, uint64_t block)
{
    return pcg32_seeded(splitmix64_mix(seed ^ splitmix64_mix(block)), block);
}

/* The block generator of the preflop-versus-random tables
 * (preflop_random.c): stream `block`, started from the SplitMix64 state
 * `block` steps after `seed` (unmixed). Kept apart from pcg32_block_stream
 * because the committed vs3 hand ranking (data/ranking-vs3.tsv) was
 * computed from exactly these numbers; new engines use pcg32_block_stream. */
static inline pcg32 pcg32_table_block_stream(uint64_t seed, uint64_t block)
{
    return pcg32_seeded(seed + block * SPLITMIX64_GAMMA, block);
}

/* Uniform integer in [0, bound), bound >= 1, with no modulo bias.
 *
 * D. Lemire, "Fast Random Integer Generation in an Interval", ACM TOMACS
 * 29(1), 2019: x * bound / 2^32 maps a uniform 32-bit x onto [0, bound);
 * each result has floor(2^32 / bound) or one more preimages, and the extra
 * ones are exactly the x whose low product half falls below
 * 2^32 mod bound, so rejecting those leaves every result equally likely.
 * The division that finds 2^32 mod bound runs only when the low half is
 * below bound, i.e. with probability bound / 2^32. */
static inline uint32_t pcg32_bounded(pcg32 *rng, uint32_t bound)
{
    uint64_t product = (uint64_t)pcg32_next(rng) * bound;
    uint32_t low = (uint32_t)product;
    if (low < bound) {
        const uint32_t threshold = (uint32_t)(-bound) % bound; /* 2^32 mod bound */
        while (low < threshold) {
            product = (uint64_t)pcg32_next(rng) * bound;
            low = (uint32_t)product;
        }
    }
    return (uint32_t)(product >> 32);
}

/* Moves the generator n steps forward (or back: n = 2^64 - k goes back k)
 * in O(log n) multiplications; see pcg.c. */
void pcg32_advance(pcg32 *rng, uint64_t steps);

#endif
