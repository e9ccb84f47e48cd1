/*
 * splitmix.h - SplitMix64 (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014): a tiny, fixed stream for
 * deterministic searches (the table generators' multipliers) and for dealing
 * benchmark hands. Not the equity engines' generator (that is PCG32, sim/pcg.h).
 * The caller owns the state; pure otherwise.
 */
#ifndef POKEQ_SPLITMIX_H
#define POKEQ_SPLITMIX_H

#include <stdint.h>

static inline uint64_t splitmix64_next(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

#endif
