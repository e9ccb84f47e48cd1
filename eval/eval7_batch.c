/* SPDX-License-Identifier: MIT */
/* eval7_batch.c - the scalar and the AVX-512 batch kernels of eval7_batch.h. */
#include "eval7_batch.h"

#include "eval7.h"

/* A flush hand's value from its cards, without a branch: the best of the
 * four suits' flush entries (zero for a suit of fewer than five cards).
 * Bounded for any codes below 52, repeated ones too. */
static inline uint16_t flush_value_of(const uint8_t *c)
{
    uint64_t mask = 0;
    for (int k = 0; k < 7; k++)
        mask |= eval7_card_bits[c[k]];
    int value = 0;
    for (int suit = 0; suit < 4; suit++) {
        const int suit_value = eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
        value = suit_value > value ? suit_value : value;
    }
    return (uint16_t)value;
}

/* The scalar kernel checks a block's codes before scoring it; the check
 * reads the cards from memory and the scoring finds them in cache. */
enum { CHECK_BLOCK = 2048 };

static int codes_valid(const uint8_t *codes, size_t count)
{
    uint8_t top = 0;
    for (size_t i = 0; i < count; i++)
        top = codes[i] > top ? codes[i] : top;
    return top < 52;
}

__attribute__((noinline)) static uint16_t flush_value_cold(const uint8_t *c) { return flush_value_of(c); }

/* A branch per hand for flushes (3 % of hands): the scalar loop's own work
 * hides more of a mispredicted one than the wide kernel's list would save.
 * The non-flush lookup needs no bounds check: the rank table spans every
 * bucket offset plus every slot (EVAL7_RANK_SPAN), so even a repeated
 * card's key indexes inside it. */
static void score_block_scalar(const uint8_t *cards, size_t count, uint16_t *values)
{
    const uint64_t *k = eval7_card_keys;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *c = cards + 7 * i;
        const uint64_t key = k[c[0]] + k[c[1]] + k[c[2]] + k[c[3]] + k[c[4]] + k[c[5]] + k[c[6]];
        values[i] = __builtin_expect(eval7_is_flush(key), 0) ? flush_value_cold(c)
                                                              : (uint16_t)eval7_nonflush_value(key);
    }
}

int eval7_batch_scalar(const uint8_t *cards, size_t count, uint16_t *values)
{
    for (size_t done = 0; done < count; done += CHECK_BLOCK) {
        const size_t hands = count - done < CHECK_BLOCK ? count - done : CHECK_BLOCK;
        if (!codes_valid(cards + 7 * done, 7 * hands))
            return -1;
        score_block_scalar(cards + 7 * done, hands, values + done);
    }
    return 0;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define WIDE_TARGET __attribute__((target("avx512f,avx512bw,avx512vbmi,popcnt")))

/* The wide kernel scores a block of at most FLUSH_BLOCK hands at a time:
 * every hand by eval7's non-flush lookup, the flush hands listed as they
 * are found and scored after the block, so that no branch depends on the
 * cards (one per eight hands, taken at random by a fifth of them, cost
 * more than the rest of the work: 520 M hands/s with it, 860 M without). */
enum { WIDE_HANDS = 8, FLUSH_BLOCK = 256, PREFETCH_BYTES = 1024 };

static inline void score_listed_flushes(const uint8_t *cards, const uint32_t *flush_at, size_t flushes,
                                        uint16_t *values)
{
    for (size_t f = 0; f < flushes; f++)
        values[flush_at[f]] = flush_value_of(cards + 7 * (size_t)flush_at[f]);
}

/* The seven-card keys of eight hands (56 bytes at c), a hand per 64-bit
 * lane: the cards spread to a lane's bytes 0..6 (byte 7 masked to 0), then
 * for each key byte b a permute of row b gives every card's byte and SAD
 * adds a lane's seven; key = sum of those sums << 8b, exact as the scalar
 * sum. *bad gets the codes of 52 or more (a permute reads only an index's
 * low six bits, so they read nothing outside the rows). */
WIDE_TARGET static inline __m512i keys_of_eight(const uint8_t *c, __m512i spread, const __m512i rows[8],
                                                __mmask64 *bad)
{
    const __mmask64 card_bytes = 0x7f7f7f7f7f7f7f7fULL;
    const __m512i zero = _mm512_setzero_si512();
    const __m512i raw = _mm512_maskz_loadu_epi8(0x00ffffffffffffffULL, c);
    *bad = _mm512_cmpge_epu8_mask(raw, _mm512_set1_epi8(52));
    const __m512i card = _mm512_permutexvar_epi8(spread, raw);
    __m512i key = zero;
    for (int b = 0; b < 8; b++) {
        const __m512i bytes = _mm512_maskz_permutexvar_epi8(card_bytes, card, rows[b]);
        key = _mm512_add_epi64(key, _mm512_slli_epi64(_mm512_sad_epu8(bytes, zero), 8 * b));
    }
    return key;
}

/* Scores `count` hands, a multiple of eight and at most FLUSH_BLOCK, and
 * checks their codes as it adds their keys: one pass over the cards. A bad
 * code stops before any flush hand is scored by its cards (the only reads
 * that a code could take outside a table). */
WIDE_TARGET static int score_block_wide(const uint8_t *cards, size_t count, uint16_t *values,
                                        const __m512i rows[8], __m512i spread)
{
    const __m512i flush_test = _mm512_set1_epi64((long long)EVAL7_FLUSH_TEST);
    const __m512i lane = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
    uint32_t flush_at[FLUSH_BLOCK + WIDE_HANDS];
    int flushes = 0;
    for (size_t i = 0; i < count; i += WIDE_HANDS) {
        const uint8_t *c = cards + 7 * i;
        _mm_prefetch((const char *)c + PREFETCH_BYTES, _MM_HINT_T0);
        __mmask64 bad;
        const __m512i key = keys_of_eight(c, spread, rows, &bad);
        if (bad != 0)
            return -1;
        const __mmask8 flush = _mm512_test_epi64_mask(key, flush_test);
        const __m512i hand = _mm512_add_epi64(lane, _mm512_set1_epi64((long long)i));
        _mm256_storeu_si256((__m256i *)(flush_at + flushes),
                            _mm512_cvtepi64_epi32(_mm512_maskz_compress_epi64(flush, hand)));
        flushes += __builtin_popcount(flush);
        uint64_t keys[WIDE_HANDS];
        _mm512_storeu_si512(keys, key);
        for (int h = 0; h < WIDE_HANDS; h++)
            values[i + h] = (uint16_t)eval7_nonflush_value(keys[h]);
    }
    score_listed_flushes(cards, flush_at, (size_t)flushes, values);
    return 0;
}

WIDE_TARGET static int batch_wide(const uint8_t *cards, size_t count, uint16_t *values)
{
    __m512i rows[8];
    for (int b = 0; b < 8; b++)
        rows[b] = _mm512_loadu_si512(eval7_card_key_bytes + 64 * b);
    uint8_t spread_at[64];
    for (int lane = 0; lane < 64; lane++) /* byte 7 of a lane repeats card 6; masked */
        spread_at[lane] = (uint8_t)(7 * (lane / 8) + (lane % 8 < 7 ? lane % 8 : 6));
    const __m512i spread = _mm512_loadu_si512(spread_at);
    const size_t whole = count - count % WIDE_HANDS;
    for (size_t done = 0; done < whole; done += FLUSH_BLOCK) {
        const size_t hands = whole - done < FLUSH_BLOCK ? whole - done : FLUSH_BLOCK;
        if (score_block_wide(cards + 7 * done, hands, values + done, rows, spread) != 0)
            return -1;
    }
    return eval7_batch_scalar(cards + 7 * whole, count - whole, values + whole);
}

eval7_batch_kernel *eval7_batch_wide(void)
{
    __builtin_cpu_init();
    const int runs = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                     __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("popcnt");
    return runs ? batch_wide : NULL;
}
#else
eval7_batch_kernel *eval7_batch_wide(void) { return NULL; }
#endif

eval7_batch_kernel *eval7_batch_best(void)
{
    eval7_batch_kernel *wide = eval7_batch_wide();
    return wide != NULL ? wide : eval7_batch_scalar;
}
