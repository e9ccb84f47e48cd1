/* SPDX-License-Identifier: MIT */
/*
 * omaha_build.c - the Omaha tables (layout in eval/omaha.h).
 *
 * high   for each multiset of five board ranks (index: omaha.h) and each
 *        unordered pair of hole ranks, the best non-flush value of the pair
 *        with three of the board's ranks: 10 Cactus Kev lookups an entry.
 * flush  for each set of 3..5 ranks of one suit on the board and each pair
 *        of distinct hole ranks of that suit (neither on the board in that
 *        suit), the best flush or straight flush of the pair and three of
 *        the board's ranks; row 0, for every other set, all zero.
 * pairs  for each two cards, their rank pair and, when suited, their suit.
 * low    for each set of low ranks on the board (bit 0 ace .. bit 7 eight)
 *        and each set of low ranks in the hand, the best eight-or-better
 *        low: two distinct hand ranks with the three lowest board ranks
 *        left apart from them, scored 256 - (the five ranks' bit mask),
 *        since comparing the masks as numbers compares lows from the top
 *        card down; 0 when no low qualifies.
 */
#include "omaha_build.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { BOARD_CLASSES = 6188, PAIRS = 91, FLUSH_MASKS = 1 + 286 + 715 + 1287, LOW_SETS = 256 };

static int choose(int n, int k)
{
    if (k < 0 || n < k)
        return 0;
    long result = 1;
    for (int i = 1; i <= k; i++)
        result = result * (n - k + i) / i;
    return (int)result;
}

static int pair_index(int a, int b)
{
    const int low = a < b ? a : b, high = a < b ? b : a;
    return high * (high + 1) / 2 + low;
}

/* Cactus Kev value of five ranks, never as a flush (suits 0,1,2,3,0). */
static int rank_value(const ck_tables *ck, const int ranks[5])
{
    uint32_t w[5];
    for (int i = 0; i < 5; i++)
        w[i] = ck->card_words[4 * ranks[i] + i % 4];
    return ck_lookup5(ck, w[0], w[1], w[2], w[3], w[4]);
}

/* Best value of hole ranks a, b with three of the five board ranks. */
static int best_with_pair(const ck_tables *ck, const int board[5], int a, int b)
{
    int best = 0;
    for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
            for (int k = j + 1; k < 5; k++) {
                const int five[5] = {a, b, board[i], board[j], board[k]};
                const int v = rank_value(ck, five);
                best = v > best ? v : best;
            }
    return best;
}

/* Every ascending multiset of five ranks, each rank at most four times, in
 * index order; fills the high table. */
static void build_high(const ck_tables *ck, uint16_t *high)
{
    int r[5];
    for (r[0] = 0; r[0] < 13; r[0]++)
        for (r[1] = r[0]; r[1] < 13; r[1]++)
            for (r[2] = r[1]; r[2] < 13; r[2]++)
                for (r[3] = r[2]; r[3] < 13; r[3]++)
                    for (r[4] = r[3]; r[4] < 13; r[4]++) {
                        if (r[0] == r[4])
                            continue; /* five of a rank */
                        int index = 0;
                        for (int i = 0; i < 5; i++)
                            index += choose(r[i] + i, i + 1);
                        for (int a = 0; a < 13; a++)
                            for (int b = a; b < 13; b++)
                                high[index * PAIRS + pair_index(a, b)] = (uint16_t)best_with_pair(ck, r, a, b);
                    }
}

/* Row 0 is all zero: the row of a suit with fewer than three board cards. */
static void build_flush(const ck_tables *ck, uint16_t *flush, uint16_t *mask_index)
{
    int next = 1;
    for (int mask = 0; mask < 8192; mask++) {
        const int size = __builtin_popcount((unsigned)mask);
        if (size < 3 || size > 5)
            continue;
        mask_index[mask] = (uint16_t)next;
        for (int a = 0; a < 13; a++)
            for (int b = a + 1; b < 13; b++) {
                const int pair = (1 << a) | (1 << b);
                int best = 0;
                for (int triple = mask; triple != 0 && !(mask & pair); triple = (triple - 1) & mask)
                    if (__builtin_popcount((unsigned)triple) == 3 && ck->flush[triple | pair] > best)
                        best = ck->flush[triple | pair];
                flush[next * PAIRS + pair_index(a, b)] = (uint16_t)best;
            }
        next++;
    }
}

static int lowest_bits(int mask, int count)
{
    int kept = 0;
    for (int bit = 0; bit < 8 && count > 0; bit++)
        if (mask >> bit & 1) {
            kept |= 1 << bit;
            count--;
        }
    return count == 0 ? kept : -1;
}

static void build_low(uint8_t *low)
{
    for (int board = 0; board < LOW_SETS; board++)
        for (int hand = 0; hand < LOW_SETS; hand++) {
            int best = 0;
            for (int a = 0; a < 8; a++)
                for (int b = a + 1; b < 8; b++) {
                    const int pair = (1 << a) | (1 << b);
                    if ((hand & pair) != pair)
                        continue;
                    const int three = lowest_bits(board & ~pair, 3);
                    if (three >= 0 && 256 - (three | pair) > best)
                        best = 256 - (three | pair);
                }
            low[board * LOW_SETS + hand] = (uint8_t)best;
        }
}

static void emit(FILE *out, const char *type, const char *name, const void *data, int size, int count)
{
    fprintf(out, "const %s %s[%d] = {", type, name, count);
    for (int i = 0; i < count; i++) {
        unsigned v = size == 1 ? ((const uint8_t *)data)[i] : ((const uint16_t *)data)[i];
        fprintf(out, "%s%u,", i % 24 == 0 ? "\n" : "", v);
    }
    fputs("\n};\n", out);
}

static int write_files(const char *dir, const uint16_t *high, const uint16_t *flush, const uint16_t *mask_index,
                       const uint8_t *low)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/pokeq_omaha_tables.h", dir);
    FILE *h = fopen(path, "w");
    if (h == NULL)
        return -1;
    fprintf(h, "/* Generated by eval/gen/omaha_build.c; do not edit. */\n"
               "#ifndef POKEQ_OMAHA_TABLES_H\n#define POKEQ_OMAHA_TABLES_H\n\n#include <stdint.h>\n\n"
               "#if defined(__GNUC__)\n#pragma GCC visibility push(hidden)\n#endif\n\n"
               "#define OMAHA_BOARD_CLASSES %d\n#define OMAHA_PAIRS %d\n#define OMAHA_FLUSH_MASKS %d\n"
               "extern const uint16_t omaha_high_values[%d];\n"
               "extern const uint16_t omaha_flush_values[%d];\n"
               "extern const uint16_t omaha_flush_mask_index[8192];\n"
               "extern const uint8_t omaha_low_values[%d];\n"
               "extern const uint16_t omaha_multiset_binomials[5 * 16];\n"
               "extern const uint16_t omaha_card_pairs[52 * 52];\n\n"
               "#if defined(__GNUC__)\n#pragma GCC visibility pop\n#endif\n\n#endif\n",
            BOARD_CLASSES, PAIRS, FLUSH_MASKS, BOARD_CLASSES * PAIRS, FLUSH_MASKS * PAIRS, LOW_SETS * LOW_SETS);
    if (fclose(h) != 0)
        return -1;
    snprintf(path, sizeof path, "%s/pokeq_omaha_tables.c", dir);
    FILE *c = fopen(path, "w");
    if (c == NULL)
        return -1;
    uint16_t binomials[5 * 16];
    for (int i = 0; i < 5; i++)
        for (int r = 0; r < 16; r++)
            binomials[16 * i + r] = (uint16_t)choose(r + i, i + 1);
    static uint16_t card_pairs[52 * 52]; /* the suit (4: none) << 8 | rank pair */
    for (int a = 0; a < 52; a++)
        for (int b = 0; b < 52; b++)
            card_pairs[52 * a + b] = (uint16_t)(((a & 3) == (b & 3) ? a & 3 : 4) << 8 | pair_index(a >> 2, b >> 2));
    fputs("/* Generated by eval/gen/omaha_build.c; do not edit. */\n#include \"pokeq_omaha_tables.h\"\n\n", c);
    emit(c, "uint16_t", "omaha_high_values", high, 2, BOARD_CLASSES * PAIRS);
    emit(c, "uint16_t", "omaha_flush_values", flush, 2, FLUSH_MASKS * PAIRS);
    emit(c, "uint16_t", "omaha_flush_mask_index", mask_index, 2, 8192);
    emit(c, "uint8_t", "omaha_low_values", low, 1, LOW_SETS * LOW_SETS);
    emit(c, "uint16_t", "omaha_multiset_binomials", binomials, 2, 5 * 16);
    emit(c, "uint16_t", "omaha_card_pairs", card_pairs, 2, 52 * 52);
    return fclose(c) != 0 ? -1 : 0;
}

long omaha_tables_write(const char *dir, const ck_tables *ck)
{
    uint16_t *high = calloc((size_t)BOARD_CLASSES * PAIRS, sizeof *high);
    uint16_t *flush = calloc((size_t)FLUSH_MASKS * PAIRS, sizeof *flush);
    uint16_t *mask_index = calloc(8192, sizeof *mask_index);
    uint8_t *low = calloc((size_t)LOW_SETS * LOW_SETS, 1);
    long bytes = -1;
    if (high != NULL && flush != NULL && mask_index != NULL && low != NULL) {
        build_high(ck, high);
        build_flush(ck, flush, mask_index);
        build_low(low);
        if (write_files(dir, high, flush, mask_index, low) == 0)
            bytes = 2L * BOARD_CLASSES * PAIRS + 2L * FLUSH_MASKS * PAIRS + 2 * 8192 + LOW_SETS * LOW_SETS;
    }
    free(high);
    free(flush);
    free(mask_index);
    free(low);
    return bytes;
}
