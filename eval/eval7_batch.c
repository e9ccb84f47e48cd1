/* SPDX-License-Identifier: MIT */
/* eval7_batch.c - the scalar and the AVX-512 batch kernels of eval7_batch.h. */
#include "eval7_batch.h"

#include "eval7.h"

/* A flush hand's value from its cards: 3 % of hands, out of line. The
 * suit loop is bounded so that a repeated card's mask reads no further. */
__attribute__((noinline)) static uint16_t flush_value_of(const uint8_t *c)
{
    uint64_t mask = 0;
    for (int k = 0; k < 7; k++)
        mask |= eval7_card_bits[c[k]];
    int value = 0;
    for (int suit = 0; suit < 4 && value == 0; suit++)
        value = eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
    return (uint16_t)value;
}

/* The non-flush lookup needs no bounds check: the rank table spans every
 * bucket offset plus every slot (EVAL7_RANK_SPAN), so even a repeated
 * card's key indexes inside it. */
static inline uint16_t value_of_key(uint64_t key, const uint8_t *c)
{
    if (__builtin_expect(eval7_is_flush(key), 0))
        return flush_value_of(c);
    return (uint16_t)eval7_nonflush_value(key);
}

/* The scalar kernel checks and scores a block of hands at a time, so that
 * the check reads the cards from memory and the scoring finds them in
 * cache: one pass over a large batch, not two. */
enum { BLOCK_HANDS = 2048 };

static int codes_valid(const uint8_t *codes, size_t count)
{
    uint8_t top = 0;
    for (size_t i = 0; i < count; i++)
        top = codes[i] > top ? codes[i] : top;
    return top < 52;
}

static void score_scalar(const uint8_t *cards, size_t count, uint16_t *values)
{
    const uint64_t *k = eval7_card_keys;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *c = cards + 7 * i;
        const uint64_t key = k[c[0]] + k[c[1]] + k[c[2]] + k[c[3]] + k[c[4]] + k[c[5]] + k[c[6]];
        values[i] = value_of_key(key, c);
    }
}

int eval7_batch_scalar(const uint8_t *cards, size_t count, uint16_t *values)
{
    for (size_t done = 0; done < count; done += BLOCK_HANDS) {
        const size_t hands = count - done < BLOCK_HANDS ? count - done : BLOCK_HANDS;
        if (!codes_valid(cards + 7 * done, 7 * hands))
            return -1;
        score_scalar(cards + 7 * done, hands, values + done);
    }
    return 0;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

#define WIDE_TARGET __attribute__((target("avx512f,avx512bw,avx512vbmi")))

enum { WIDE_HANDS = 8, PREFETCH_BYTES = 1024 };

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

/* Checks each eight hands' codes as it adds their keys: one pass over the
 * cards. A bad code stops before any flush hand of its eight is looked up
 * by its cards (the only reads that a code could take outside a table). */
WIDE_TARGET static int batch_wide(const uint8_t *cards, size_t count, uint16_t *values)
{
    __m512i rows[8];
    for (int b = 0; b < 8; b++)
        rows[b] = _mm512_loadu_si512(eval7_card_key_bytes + 64 * b);
    uint8_t spread_at[64];
    for (int lane = 0; lane < 64; lane++) /* byte 7 of a lane repeats card 6; masked */
        spread_at[lane] = (uint8_t)(7 * (lane / 8) + (lane % 8 < 7 ? lane % 8 : 6));
    const __m512i spread = _mm512_loadu_si512(spread_at);
    const __m512i flush_test = _mm512_set1_epi64((long long)EVAL7_FLUSH_TEST);
    size_t i = 0;
    for (; i + WIDE_HANDS <= count; i += WIDE_HANDS) {
        const uint8_t *c = cards + 7 * i;
        _mm_prefetch((const char *)c + PREFETCH_BYTES, _MM_HINT_T0);
        __mmask64 bad;
        const __m512i key = keys_of_eight(c, spread, rows, &bad);
        if (bad != 0)
            return -1;
        unsigned flushes = _mm512_test_epi64_mask(key, flush_test);
        uint64_t keys[WIDE_HANDS];
        _mm512_storeu_si512(keys, key);
        for (int h = 0; h < WIDE_HANDS; h++)
            values[i + h] = (uint16_t)eval7_nonflush_value(keys[h]);
        for (; flushes != 0; flushes &= flushes - 1) {
            const int h = __builtin_ctz(flushes);
            values[i + h] = flush_value_of(c + 7 * h);
        }
    }
    return eval7_batch_scalar(cards + 7 * i, count - i, values + i);
}

eval7_batch_kernel *eval7_batch_wide(void)
{
    __builtin_cpu_init();
    const int runs = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                     __builtin_cpu_supports("avx512vbmi");
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
