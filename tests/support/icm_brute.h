/* SPDX-License-Identifier: MIT */
/*
 * icm_brute.h - the Malmuth-Harville model by its definition, for tests:
 * every finishing order of n <= 8 players is listed, and its probability
 * is the product, place after place, of the player's stack over the chips
 * of the players not yet placed. Each order's probability is an exact
 * fraction of 64-bit integers (stacks are small whole numbers), and the
 * orders are summed per (player, place) exactly as fractions of big
 * integers (fixed width, 32-bit limbs; a sum that would not fit fails the
 * test), so the only rounding is the last division into a double.
 * Independent of the library: it calls nothing of pokeq.
 */
#ifndef POKEQ_TEST_ICM_BRUTE_H
#define POKEQ_TEST_ICM_BRUTE_H

#include <criterion/criterion.h>

#include <stdint.h>
#include <string.h>

enum { ICM_BRUTE_MAX = 8, BIG_LIMBS = 24 };

/* A non-negative integer, little-endian 32-bit limbs. */
typedef struct big {
    uint32_t limb[BIG_LIMBS];
} big;

static inline void big_set(big *x, uint64_t v)
{
    memset(x, 0, sizeof *x);
    x->limb[0] = (uint32_t)v;
    x->limb[1] = (uint32_t)(v >> 32);
}

static inline int big_is_zero(const big *x)
{
    for (int k = 0; k < BIG_LIMBS; k++)
        if (x->limb[k])
            return 0;
    return 1;
}

/* x *= m (m < 2^64). */
static inline void big_mul(big *x, uint64_t m)
{
    unsigned __int128 carry = 0;
    for (int k = 0; k < BIG_LIMBS; k++) {
        const unsigned __int128 t = (unsigned __int128)x->limb[k] * m + carry;
        x->limb[k] = (uint32_t)t;
        carry = t >> 32;
    }
    cr_assert(carry == 0, "icm_brute: a sum outgrew %d bits", 32 * BIG_LIMBS);
}

static inline void big_add(big *x, const big *y)
{
    uint64_t carry = 0;
    for (int k = 0; k < BIG_LIMBS; k++) {
        const uint64_t t = (uint64_t)x->limb[k] + y->limb[k] + carry;
        x->limb[k] = (uint32_t)t;
        carry = t >> 32;
    }
    cr_assert(carry == 0, "icm_brute: a sum outgrew %d bits", 32 * BIG_LIMBS);
}

/* x /= d, returning the remainder (d >= 1). */
static inline uint64_t big_div(big *x, uint64_t d)
{
    unsigned __int128 rest = 0;
    for (int k = BIG_LIMBS; k-- > 0;) {
        const unsigned __int128 t = rest << 32 | x->limb[k];
        x->limb[k] = (uint32_t)(t / d);
        rest = t % d;
    }
    return (uint64_t)rest;
}

static inline uint64_t gcd_u64(uint64_t a, uint64_t b)
{
    while (b) {
        const uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static inline long double big_value(const big *x)
{
    long double v = 0;
    for (int k = BIG_LIMBS; k-- > 0;)
        v = v * 4294967296.0L + x->limb[k];
    return v;
}

/* A fraction num / den of big integers; den >= 1. */
typedef struct big_fraction {
    big num, den;
} big_fraction;

/* f += c / d, keeping den the least common multiple of the fractions'
 * denominators: den' = den x (d / g), num' = num x (d / g) + c x (den / g)
 * with g = gcd(den, d). */
static inline void fraction_add(big_fraction *f, uint64_t c, uint64_t d)
{
    big rest = f->den;
    const uint64_t g = gcd_u64(d, big_div(&rest, d));
    big den_over_g = f->den;
    big_div(&den_over_g, g);
    big_mul(&f->num, d / g);
    big_mul(&f->den, d / g);
    big_mul(&den_over_g, c);
    big_add(&f->num, &den_over_g);
}

typedef struct icm_brute_state {
    int n;
    const unsigned *stacks;
    int order[ICM_BRUTE_MAX];
    big_fraction cell[ICM_BRUTE_MAX][ICM_BRUTE_MAX]; /* [player][place] */
} icm_brute_state;

/* Places `depth`.. of the orders that start with s->order[0..depth); num /
 * den: the probability of that start, reduced. */
static inline void icm_brute_walk(icm_brute_state *s, int depth, unsigned used, uint64_t left, uint64_t num,
                                  uint64_t den)
{
    if (depth == s->n) {
        for (int p = 0; p < s->n; p++)
            fraction_add(&s->cell[s->order[p]][p], num, den);
        return;
    }
    for (int i = 0; i < s->n; i++) {
        if (used >> i & 1)
            continue;
        uint64_t a, b;
        cr_assert(!__builtin_mul_overflow(num, (uint64_t)s->stacks[i], &a) && !__builtin_mul_overflow(den, left, &b),
                  "icm_brute: an order's probability outgrew 64 bits (keep the chips to 255)");
        const uint64_t g = gcd_u64(a, b);
        s->order[depth] = i;
        icm_brute_walk(s, depth + 1, used | 1u << i, left - s->stacks[i], a / g, b / g);
    }
}

/* place[i * n + p]: player i's chance of place p (0 = first), for n <= 8
 * players with whole stacks >= 1, 255 chips at most (so that each order's
 * fraction fits 64 bits: 255^8 < 2^64). */
static inline void icm_brute(int n, const unsigned *stacks, double *place)
{
    cr_assert(n >= 1 && n <= ICM_BRUTE_MAX);
    static icm_brute_state s;
    memset(&s, 0, sizeof s);
    s.n = n;
    s.stacks = stacks;
    uint64_t chips = 0;
    for (int i = 0; i < n; i++)
        chips += stacks[i];
    cr_assert(chips <= 255);
    for (int i = 0; i < n; i++)
        for (int p = 0; p < n; p++)
            big_set(&s.cell[i][p].den, 1);
    icm_brute_walk(&s, 0, 0, chips, 1, 1);
    for (int i = 0; i < n; i++)
        for (int p = 0; p < n; p++)
            place[i * n + p] = big_is_zero(&s.cell[i][p].num)
                                   ? 0
                                   : (double)(big_value(&s.cell[i][p].num) / big_value(&s.cell[i][p].den));
}

#endif
