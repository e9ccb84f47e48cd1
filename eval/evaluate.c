/* SPDX-License-Identifier: MIT */
/* evaluate.c - the public evaluation entry points of pokeq.h. */
#include "ck_phash.h"
#include "eval7.h"
#include "pokeq.h"

#include <stdint.h>

/* The perfect-hash Cactus Kev is the fastest five-card path. */
int pokeq_eval5(const int cards[5]) { return ckph_eval5(cards); }

int pokeq_eval7(const int cards[7]) { return eval7_cards(cards); }

/* Hands in chunks: the flush test only records a flush hand's position
 * (a branch-free append), the chunk's flushes are scored after it, so no
 * branch in the main loop depends on the cards. A flush key's non-flush
 * lookup is in bounds (its slot and bucket bits are those of its ranks), so
 * it is computed and overwritten rather than skipped. Indexes are bounded,
 * so a hand with a repeated card cannot read outside the tables. */
enum { BATCH_CHUNK = 256 };

/* A flush hand's value, as eval7_flush_value, but bounded for any seven
 * codes below 52: a hand with a repeated card gets some value, never a
 * read outside the tables. */
static int flush_value_bounded(const uint8_t *c)
{
    uint64_t mask = 0;
    for (int k = 0; k < 7; k++)
        mask |= eval7_card_bits[c[k]];
    int value = 0;
    for (int suit = 0; suit < 4 && value == 0; suit++)
        value = eval7_flush_values[(mask >> (16 * suit)) & 0x1fff];
    return value;
}

static void eval7_chunk(const uint8_t *cards, size_t count, uint16_t *values)
{
    const uint64_t *k = eval7_card_keys;
    uint16_t flushes[BATCH_CHUNK];
    size_t flush_count = 0;
    for (size_t i = 0; i < count; i++) {
        const uint8_t *c = cards + 7 * i;
        const uint64_t key = k[c[0]] + k[c[1]] + k[c[2]] + k[c[3]] + k[c[4]] + k[c[5]] + k[c[6]];
        const uint32_t at = eval7_bucket_offsets[key >> EVAL7_BUCKET_SHIFT] + ((uint32_t)key & EVAL7_SLOT_MASK);
        values[i] = eval7_rank_values[at < EVAL7_RANK_TABLE_SIZE ? at : 0]; /* bounded: see above */
        flushes[flush_count] = (uint16_t)i;
        flush_count += eval7_is_flush(key);
    }
    for (size_t f = 0; f < flush_count; f++)
        values[flushes[f]] = (uint16_t)flush_value_bounded(cards + 7 * (size_t)flushes[f]);
}

int pokeq_eval7_batch(const uint8_t *cards, size_t count, uint16_t *values)
{
    if (count == 0)
        return 0;
    if (cards == NULL || values == NULL || count > SIZE_MAX / 7)
        return -POKEQ_ERR_ARGUMENT;
    uint8_t top = 0;
    for (size_t i = 0; i < 7 * count; i++)
        top = cards[i] > top ? cards[i] : top;
    if (top >= 52)
        return -POKEQ_ERR_CARD;
    for (size_t at = 0; at < count; at += BATCH_CHUNK) {
        const size_t n = count - at < BATCH_CHUNK ? count - at : BATCH_CHUNK;
        eval7_chunk(cards + 7 * at, n, values + at);
    }
    return 0;
}
