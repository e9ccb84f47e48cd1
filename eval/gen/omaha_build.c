/* SPDX-License-Identifier: MIT */
/*
 * omaha_build.c - the Omaha tables (layout in eval/omaha.h).
 *
 * high   for each multiset of five board ranks (its row: omaha_hash.h) and each
 *        unordered pair of hole ranks, the best non-flush value of the pair
 *        with three of the board's ranks: 10 Cactus Kev lookups an entry.
 * flush  for each set of 3..5 ranks of one suit on the board and each pair
 *        of distinct hole ranks of that suit (neither on the board in that
 *        suit), the best flush or straight flush of the pair and three of
 *        the board's ranks; row 0, for every other set, all zero.
 * hash   the row of a complete board from its Hand.key (hand.h): the
 *        eval7 key carries two hashes of the board's face-key sum, unique
 *        per rank multiset (eval7_build.h); a hash-and-displace search over
 *        the 6,175 five-rank multisets finds per bucket (the key's top
 *        bits) a displacement that sends each multiset's slot (the key's
 *        low bits) to its own place in a small table of row numbers.
 * flush3 a constant that, added to a five-card key, sets the flush test
 *        bit of eval7's suit field exactly for a suit with three or more
 *        cards (the fields count base + extra per card, eval7_build.h).
 * pairs  for each two cards, their rank pair.
 * low    for each set of low ranks on the board (bit 0 ace .. bit 7 eight)
 *        and each set of low ranks in the hand, the best eight-or-better
 *        low: two distinct hand ranks with the three lowest board ranks
 *        left apart from them, scored 256 - (the five ranks' bit mask),
 *        since comparing the masks as numbers compares lows from the top
 *        card down; 0 when no low qualifies.
 */
#include "omaha_build.h"

#include "card.h"
#include "omaha_hash.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PAIRS = 91, FLUSH_MASKS = 1 + 286 + 715 + 1287, LOW_SETS = 256 };

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

/* Every board class's row (the rows of five of a rank stay zero). */
static void build_high(const ck_tables *ck, uint16_t *high)
{
    static int classes[OMAHA_BOARD_CLASSES][5], rows[OMAHA_BOARD_CLASSES];
    const int count = omaha_board_classes(classes, rows);
    for (int c = 0; c < count; c++) {
        uint16_t *row = high + (size_t)rows[c] * PAIRS;
        for (int a = 0; a < 13; a++)
            for (int b = a; b < 13; b++)
                row[pair_index(a, b)] = (uint16_t)best_with_pair(ck, classes[c], a, b);
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

/* The tables before they are written. */
typedef struct omaha_built {
    uint16_t *high, *flush, *mask_index;
    uint8_t *low;
    omaha_hash hash;
} omaha_built;

static int write_header(const char *dir, const omaha_built *t)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/pokeq_omaha_tables.h", dir);
    FILE *h = fopen(path, "w");
    if (h == NULL)
        return -1;
    fprintf(h, "/* Generated by eval/gen/omaha_build.c; do not edit. */\n"
               "#ifndef POKEQ_OMAHA_TABLES_H\n#define POKEQ_OMAHA_TABLES_H\n\n#include <stdint.h>\n\n"
               "#if defined(__GNUC__)\n#pragma GCC visibility push(hidden)\n#endif\n\n"
               "#define OMAHA_BOARD_ROWS %d\n#define OMAHA_PAIRS %d\n#define OMAHA_FLUSH_MASKS %d\n"
               "#define OMAHA_SLOT_MASK 0x%xu\n#define OMAHA_BUCKET_SHIFT %d\n"
               "#define OMAHA_FLUSH3_ADD 0x%016llxULL\n"
               "extern const uint16_t omaha_high_values[%d];\n"
               "extern const uint16_t omaha_flush_values[%d];\n"
               "extern const uint16_t omaha_flush_mask_index[8192];\n"
               "extern const uint8_t omaha_low_values[%d];\n"
               "extern const uint16_t omaha_board_displacements[%d];\n"
               "extern const uint16_t omaha_board_rows[%d];\n"
               "extern const uint8_t omaha_card_rank_pairs[52 * 52];\n"
               "extern const uint8_t omaha_flush_shifts[64];\n\n"
               "#if defined(__GNUC__)\n#pragma GCC visibility pop\n#endif\n\n#endif\n",
            OMAHA_BOARD_ROWS, PAIRS, FLUSH_MASKS, (1u << t->hash.slot_bits) - 1, 64 - t->hash.bucket_bits,
            (unsigned long long)t->hash.flush3_add, OMAHA_BOARD_ROWS * PAIRS, FLUSH_MASKS * PAIRS,
            LOW_SETS * LOW_SETS, 1 << t->hash.bucket_bits, 1 << t->hash.slot_bits);
    return fclose(h) != 0 ? -1 : 0;
}

static int write_source(const char *dir, const omaha_built *t)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/pokeq_omaha_tables.c", dir);
    FILE *c = fopen(path, "w");
    if (c == NULL)
        return -1;
    static uint8_t card_pairs[52 * 52]; /* the rank pair of two cards */
    for (int a = 0; a < 52; a++)
        for (int b = 0; b < 52; b++)
            card_pairs[52 * a + b] = (uint8_t)pair_index(card_rank(a), card_rank(b));
    fputs("/* Generated by eval/gen/omaha_build.c; do not edit. */\n#include \"pokeq_omaha_tables.h\"\n\n", c);
    emit(c, "uint16_t", "omaha_high_values", t->high, 2, OMAHA_BOARD_ROWS * PAIRS);
    emit(c, "uint16_t", "omaha_flush_values", t->flush, 2, FLUSH_MASKS * PAIRS);
    emit(c, "uint16_t", "omaha_flush_mask_index", t->mask_index, 2, 8192);
    emit(c, "uint8_t", "omaha_low_values", t->low, 1, LOW_SETS * LOW_SETS);
    emit(c, "uint16_t", "omaha_board_displacements", t->hash.displacement, 2, 1 << t->hash.bucket_bits);
    emit(c, "uint16_t", "omaha_board_rows", t->hash.rows, 2, 1 << t->hash.slot_bits);
    emit(c, "uint8_t", "omaha_card_rank_pairs", card_pairs, 1, 52 * 52);
    emit(c, "uint8_t", "omaha_flush_shifts", t->hash.flush_shifts, 1, 64);
    return fclose(c) != 0 ? -1 : 0;
}

long omaha_tables_write(const char *dir, const ck_tables *ck, const eval7_built *e7)
{
    static omaha_built t;
    t.high = calloc((size_t)OMAHA_BOARD_ROWS * PAIRS, sizeof *t.high);
    t.flush = calloc((size_t)FLUSH_MASKS * PAIRS, sizeof *t.flush);
    t.mask_index = calloc(8192, sizeof *t.mask_index);
    t.low = calloc((size_t)LOW_SETS * LOW_SETS, 1);
    long bytes = -1;
    if (t.high != NULL && t.flush != NULL && t.mask_index != NULL && t.low != NULL &&
        omaha_hash_build(e7, &t.hash) == 0) {
        build_high(ck, t.high);
        build_flush(ck, t.flush, t.mask_index);
        build_low(t.low);
        if (write_header(dir, &t) == 0 && write_source(dir, &t) == 0)
            bytes = 2L * OMAHA_BOARD_ROWS * PAIRS + 2L * FLUSH_MASKS * PAIRS + 2 * 8192 + LOW_SETS * LOW_SETS +
                    2L * (1 << t.hash.bucket_bits) + 2L * (1 << t.hash.slot_bits) + 52 * 52 + 64;
    }
    free(t.high);
    free(t.flush);
    free(t.mask_index);
    free(t.low);
    return bytes;
}
