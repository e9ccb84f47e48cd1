/* SPDX-License-Identifier: MIT */
/*
 * tablegen.c - makes every lookup table of libpokeq.
 *
 *   tablegen OUTDIR   writes OUTDIR/pokeq_tables.h and OUTDIR/pokeq_tables.c
 *
 * The chain: the naive evaluator scores Cactus Kev's tables (ck_build);
 * the perfect-hash search places Cactus Kev's products (phash_build); the
 * seven-card keys are searched and the seven-card tables scored by the
 * Cactus Kev core (eval7_build); the Omaha tables are scored by it too
 * (omaha_build, into pokeq_omaha_tables.[ch]). It prints each table's bytes and the time
 * taken on standard error. Deterministic: the same files on every run.
 */
#include "ck_build.h"
#include "draw_build.h"
#include "eval7_build.h"
#include "low_build.h"
#include "omaha_build.h"
#include "phash_build.h"
#include "shortdeck_build.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Writes `{ v, v, ... }` with `per_line` values a line. */
static void emit_values(FILE *out, const void *data, int element_size, int count, const char *format,
                        int per_line)
{
    fputc('{', out);
    for (int i = 0; i < count; i++) {
        unsigned long long v = 0;
        memcpy(&v, (const char *)data + (size_t)i * (size_t)element_size, (size_t)element_size); /* little-endian */
        if (i % per_line == 0)
            fputs("\n   ", out);
        fputc(' ', out);
        fprintf(out, format, v);
        fputc(',', out);
    }
    fputs("\n}", out);
}

/* Writes `const TYPE NAME[count] = {...};`. */
static void emit_array(FILE *out, const char *type, const char *name, const void *data, int element_size,
                       int count, const char *format, int per_line)
{
    fprintf(out, "const %s %s[%d] = ", type, name, count);
    emit_values(out, data, element_size, count, format, per_line);
    fputs(";\n\n", out);
}

/* Writes `.NAME = {...},` inside a struct initializer. */
static void emit_member(FILE *out, const char *name, const void *data, int element_size, int count,
                        const char *format, int per_line)
{
    fprintf(out, "    .%s = ", name);
    emit_values(out, data, element_size, count, format, per_line);
    fputs(",\n", out);
}

/* Entries the seven-card rank table needs so that no key can index past
 * it: the largest bucket offset plus every slot. */
static int eval7_rank_span(const eval7_built *e7)
{
    uint32_t largest = 0;
    for (int b = 0; b < (1 << EVAL7_BUCKET_BITS); b++)
        largest = e7->bucket_offsets[b] > largest ? e7->bucket_offsets[b] : largest;
    return (int)largest + (1 << EVAL7_SLOT_BITS);
}

static FILE *open_temporary(const char *dir, const char *name, char *path, size_t size)
{
    snprintf(path, size, "%s/%s.tmp", dir, name);
    FILE *f = fopen(path, "w");
    if (f == NULL)
        fprintf(stderr, "tablegen: cannot write %s: %s\n", path, strerror(errno));
    return f;
}

/* Renames NAME.tmp to NAME so a failed run never leaves half a file. */
static int commit_file(FILE *f, const char *path)
{
    if (fclose(f) != 0)
        return -1;
    char final_path[4096];
    snprintf(final_path, sizeof final_path, "%.*s", (int)(strlen(path) - 4), path);
    return rename(path, final_path);
}

/* The five-card draw tables' declarations (draw_build.h). */
static void write_draw_header(FILE *h)
{
    fprintf(h, "/* Five-card lowball (eval/gen/draw_build.h): a rank mask's prime product;\n"
               " * 2-7 values 1..%d (higher is better) by the rank mask of five different\n"
               " * ranks (plain, suited) or by a paired product's perfect-hash slot\n"
               " * (ck_phash.h); A-5 values (lowball.h's scale) likewise; deuce_keys: the\n"
               " * rule keys (deuce_rules.h), best first; badugi_sets: by clash pattern\n"
               " * of four cards, the largest sets with no clash (draw_build.h). */\n"
               "#define DEUCE_VALUE_COUNT %d\n"
               "typedef struct draw_table_set {\n"
               "    uint32_t rank_products[8192];\n"
               "    uint16_t deuce_plain[8192];\n"
               "    uint16_t deuce_suited[8192];\n"
               "    uint16_t deuce_paired[8192];\n"
               "    uint16_t a5_plain[8192];\n"
               "    uint16_t a5_paired[8192];\n"
               "    uint32_t deuce_keys[%d];\n"
               "    uint16_t badugi_sets[64];\n"
               "} draw_table_set;\n"
               "extern const draw_table_set draw_tables;\n\n",
            DEUCE_CLASSES, DEUCE_CLASSES, DEUCE_CLASSES);
}

static void write_draw_source(FILE *c, const draw_built *dr)
{
    fputs("const draw_table_set draw_tables = {\n", c);
    emit_member(c, "rank_products", dr->rank_products, 4, 8192, "%llu", 10);
    emit_member(c, "deuce_plain", dr->deuce_plain, 2, 8192, "%llu", 16);
    emit_member(c, "deuce_suited", dr->deuce_suited, 2, 8192, "%llu", 16);
    emit_member(c, "deuce_paired", dr->deuce_paired, 2, 8192, "%llu", 16);
    emit_member(c, "a5_plain", dr->a5_plain, 2, 8192, "%llu", 16);
    emit_member(c, "a5_paired", dr->a5_paired, 2, 8192, "%llu", 16);
    emit_member(c, "deuce_keys", dr->deuce_keys, 4, DEUCE_CLASSES, "0x%06llx", 8);
    emit_member(c, "badugi_sets", dr->badugi_sets, 2, 64, "0x%04llx", 8);
    fputs("};\n", c);
}

static int write_header(const char *dir, const ckph_built *ph, const eval7_built *e7, const shortdeck_built *sd,
                        const low_built *lo)
{
    char path[4096];
    FILE *h = open_temporary(dir, "pokeq_tables.h", path, sizeof path);
    if (h == NULL)
        return -1;
    fputs("/* Generated by eval/gen/tablegen.c; do not edit. */\n"
          "#ifndef POKEQ_TABLES_H\n#define POKEQ_TABLES_H\n\n#include \"pokeq.h\"\n\n#include <stdint.h>\n\n"
          "/* Internal to the library: hidden, so position-independent code reaches\n"
          " * the tables directly instead of through the GOT. */\n"
          "#if defined(__GNUC__)\n#pragma GCC visibility push(hidden)\n#endif\n\n", h);
    fputs("/* Cactus Kev */\n"
          "extern const uint32_t ck_card_words[52];\n"
          "extern const uint16_t ck_flush_values[8192];\n"
          "extern const uint16_t ck_unique5_values[8192];\n"
          "extern const uint32_t ck_products[4888];\n"
          "extern const uint16_t ck_product_values[4888];\n\n"
          "/* n choose k at [6*n + k], n < 13, k <= 5 */\n"
          "extern const uint16_t binomials[78];\n\n", h);
    fprintf(h, "/* Cactus Kev with a perfect hash: multiplier found after %d tries */\n"
               "#define CKPH_MULTIPLIER 0x%016llxULL\n"
               "extern const uint16_t ckph_displacements[%d];\n"
               "extern const uint16_t ckph_values[%d];\n\n",
            ph->multipliers_tried, (unsigned long long)ph->multiplier, 1 << CKPH_BUCKET_BITS,
            1 << CKPH_SLOT_BITS);
    fprintf(h, "/* Seven-card additive keys (layout in eval/gen/eval7_build.h): slot hash\n"
               " * multiplier 0x%016llx, bucket hash multiplier 0x%016llx (%d pair(s)\n"
               " * tried); suit fields of %d bits from bit %d, every card adding %u to each\n"
               " * field and %u more to its own suit's. */\n"
               "#define EVAL7_SUIT_SHIFT %d\n"
               "#define EVAL7_SUIT_FIELD_BITS %d\n"
               "#define EVAL7_FLUSH_TEST 0x%016llxULL\n"
               "#define EVAL7_BUCKET_SHIFT %d\n"
               "#define EVAL7_SLOT_MASK 0x%xu\n"
               "#define EVAL7_RANK_TABLE_SIZE %d\n"
               "/* rank_values' length: the largest bucket offset plus every slot, so\n"
               " * that any 64-bit key, even the sum of a repeated card, indexes inside\n"
               " * it (entries past EVAL7_RANK_TABLE_SIZE are 0) */\n"
               "#define EVAL7_RANK_SPAN %d\n"
               "extern const uint32_t eval7_face_keys[13];\n"
               "/* Byte b of card c's key at [64*b + c] (0 for codes 52..63): eight\n"
               " * 64-byte rows for eval/eval7_batch.c's byte permutes */\n"
               "extern const uint8_t eval7_card_key_bytes[8 * 64];\n\n"
               "/* The lookup tables in one object, so that position-independent code\n"
               " * reaches all of them from one base address: pokeq.h's struct\n"
               " * pokeq_hand_table_set, exported as pokeq_hand_tables for pokeq_hand;\n"
               " * eval7_tables is its hidden alias, read directly by the library. */\n"
               "typedef struct pokeq_hand_table_set eval7_table_set;\n"
               "_Static_assert(%d == POKEQ_HAND_BUCKETS && %d == POKEQ_HAND_RANK_SPAN &&\n"
               "               EVAL7_FLUSH_TEST == POKEQ_HAND_FLUSH_TEST && EVAL7_BUCKET_SHIFT == POKEQ_HAND_BUCKET_SHIFT &&\n"
               "               EVAL7_SLOT_MASK == POKEQ_HAND_SLOT_MASK, \"pokeq.h states the seven-card tables' layout\");\n"
               "extern const eval7_table_set eval7_tables;\n"
               "#define eval7_card_keys (eval7_tables.card_keys)\n"
               "#define eval7_card_bits (eval7_tables.card_bits)\n"
               "#define eval7_bucket_offsets (eval7_tables.bucket_offsets)\n"
               "#define eval7_rank_values (eval7_tables.rank_values)\n"
               "#define eval7_flush_values (eval7_tables.flush_values)\n\n"
               "/* Short deck (eval/gen/shortdeck_build.h): values 1..%d, by the flush\n"
               " * suit's rank mask or at eval7's rank slot; class_keys: the rule keys\n"
               " * of the five-card classes, weakest first, [0] shortdeck, [1] Triton. */\n"
               "#define SHORTDECK_VALUE_COUNT %d\n"
               "typedef struct shortdeck_table_set {\n"
               "    uint16_t flush_values[8192];\n"
               "    uint16_t rank_values[%d];\n"
               "    uint16_t triton_rank_values[%d];\n"
               "    uint32_t class_keys[2][%d];\n"
               "} shortdeck_table_set;\n"
               "extern const shortdeck_table_set shortdeck_tables;\n\n"
               "/* A-5 low (eval/gen/low_build.h): values 1..%d, higher is better;\n"
               " * seven_values at eval7's rank slot; class_keys: the rule keys\n"
               " * (low_rules.h), best first. */\n"
               "#define LOW_VALUE_COUNT %d\n"
               "typedef struct low_table_set {\n"
               "    uint16_t seven_values[%d];\n"
               "    uint32_t class_keys[%d];\n"
               "} low_table_set;\n"
               "extern const low_table_set low_tables;\n\n",
            (unsigned long long)e7->multiplier_slot, (unsigned long long)e7->multiplier_bucket,
            e7->multipliers_tried, e7->suit_field_bits, EVAL7_SUIT_SHIFT, e7->suit_base,
            e7->suit_extra, EVAL7_SUIT_SHIFT, e7->suit_field_bits, (unsigned long long)e7->flush_test,
            EVAL7_BUCKET_SHIFT, (1 << EVAL7_SLOT_BITS) - 1, e7->rank_table_size, eval7_rank_span(e7),
            1 << EVAL7_BUCKET_BITS, eval7_rank_span(e7), SHORTDECK_CLASSES, SHORTDECK_CLASSES, sd->rank_table_size, sd->rank_table_size,
            SHORTDECK_CLASSES, LOW_CLASSES, LOW_CLASSES, lo->rank_table_size, LOW_CLASSES);
    write_draw_header(h);
    fputs("#if defined(__GNUC__)\n#pragma GCC visibility pop\n#endif\n\n#endif\n", h);
    return commit_file(h, path);
}

static int write_source(const char *dir, const ck_built *ck, const ckph_built *ph, const eval7_built *e7,
                        const shortdeck_built *sd, const low_built *lo, const draw_built *dr)
{
    char path[4096];
    FILE *c = open_temporary(dir, "pokeq_tables.c", path, sizeof path);
    if (c == NULL)
        return -1;
    fputs("/* Generated by eval/gen/tablegen.c; do not edit. */\n#include \"pokeq_tables.h\"\n\n", c);
    emit_array(c, "uint32_t", "ck_card_words", ck->card_words, 4, 52, "0x%08llx", 8);
    emit_array(c, "uint16_t", "ck_flush_values", ck->flush, 2, 8192, "%llu", 16);
    emit_array(c, "uint16_t", "ck_unique5_values", ck->unique5, 2, 8192, "%llu", 16);
    emit_array(c, "uint32_t", "ck_products", ck->products, 4, CK_PRODUCT_COUNT, "%llu", 10);
    emit_array(c, "uint16_t", "ck_product_values", ck->product_values, 2, CK_PRODUCT_COUNT, "%llu", 16);
    uint16_t binomials[13 * 6] = {0};
    for (int n = 0; n < 13; n++)
        for (int k = 0; k <= 5 && k <= n; k++) /* Pascal's rule */
            binomials[6 * n + k] = (uint16_t)(k == 0 || k == n ? 1 : binomials[6 * (n - 1) + k - 1] + binomials[6 * (n - 1) + k]);
    emit_array(c, "uint16_t", "binomials", binomials, 2, 13 * 6, "%llu", 6);
    emit_array(c, "uint16_t", "ckph_displacements", ph->displacements, 2, 1 << CKPH_BUCKET_BITS, "%llu", 16);
    emit_array(c, "uint16_t", "ckph_values", ph->values, 2, 1 << CKPH_SLOT_BITS, "%llu", 16);
    emit_array(c, "uint32_t", "eval7_face_keys", e7->face_keys, 4, 13, "%llu", 13);
    uint8_t key_bytes[8 * 64] = {0};
    for (int byte = 0; byte < 8; byte++)
        for (int card = 0; card < 52; card++)
            key_bytes[64 * byte + card] = (uint8_t)(e7->card_keys[card] >> (8 * byte));
    fputs("__attribute__((aligned(64))) ", c);
    emit_array(c, "uint8_t", "eval7_card_key_bytes", key_bytes, 1, 8 * 64, "%llu", 16);
    fputs("const eval7_table_set pokeq_hand_tables = {\n", c);
    emit_member(c, "card_keys", e7->card_keys, 8, 52, "0x%016llx", 4);
    emit_member(c, "card_bits", e7->card_bits, 8, 52, "0x%016llx", 4);
    emit_member(c, "bucket_offsets", e7->bucket_offsets, 4, 1 << EVAL7_BUCKET_BITS, "%llu", 10);
    emit_member(c, "rank_values", e7->rank_values, 2, e7->rank_table_size, "%llu", 16);
    emit_member(c, "flush_values", e7->flush_values, 2, 8192, "%llu", 16);
    fputs("};\nextern const eval7_table_set eval7_tables __attribute__((alias(\"pokeq_hand_tables\")));\n\n"
          "const shortdeck_table_set shortdeck_tables = {\n", c);
    emit_member(c, "flush_values", sd->flush_values, 2, 8192, "%llu", 16);
    emit_member(c, "rank_values", sd->rank_values[0], 2, sd->rank_table_size, "%llu", 16);
    emit_member(c, "triton_rank_values", sd->rank_values[1], 2, sd->rank_table_size, "%llu", 16);
    fputs("    .class_keys = {\n", c);
    for (int triton = 0; triton < 2; triton++) {
        emit_values(c, sd->class_keys[triton], 4, SHORTDECK_CLASSES, "0x%06llx", 8);
        fputs(",\n", c);
    }
    fputs("    },\n};\n\nconst low_table_set low_tables = {\n", c);
    emit_member(c, "seven_values", lo->seven_values, 2, lo->rank_table_size, "%llu", 16);
    emit_member(c, "class_keys", lo->class_keys, 4, LOW_CLASSES, "0x%06llx", 8);
    fputs("};\n\n", c);
    write_draw_source(c, dr);
    return commit_file(c, path);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: tablegen OUTDIR\n");
        return 2;
    }
    static ck_built ck;
    static ckph_built ph;
    static eval7_built e7;
    static shortdeck_built sd;
    static low_built lo;
    static draw_built dr;
    double t0 = seconds_now();
    if (ck_build(&ck) != 0) {
        fprintf(stderr, "tablegen: Cactus Kev classes are not at the published counts\n");
        return 1;
    }
    double t1 = seconds_now();
    if (ckph_build(ck.products, ck.product_values, CK_PRODUCT_COUNT, &ph) != 0) {
        fprintf(stderr, "tablegen: no perfect hash found\n");
        return 1;
    }
    double t2 = seconds_now();
    const ck_tables view = ck_built_view(&ck);
    if (eval7_build(&view, &e7) != 0) {
        fprintf(stderr, "tablegen: seven-card key search or tables failed\n");
        return 1;
    }
    double t3 = seconds_now();
    if (shortdeck_build(&e7, &sd) != 0) {
        fprintf(stderr, "tablegen: short deck tables failed (classes not 1,404, or flushes differ by variant)\n");
        return 1;
    }
    if (low_build(&e7, &lo) != 0) {
        fprintf(stderr, "tablegen: A-5 low tables failed (classes not %d)\n", LOW_CLASSES);
        return 1;
    }
    if (draw_build(&ck, &ph, &lo, &dr) != 0) {
        fprintf(stderr, "tablegen: five-card lowball tables failed (2-7 classes not %d)\n", DEUCE_CLASSES);
        return 1;
    }
    double t4 = seconds_now();
    const long omaha_bytes = omaha_tables_write(argv[1], &view, &e7);
    if (omaha_bytes < 0) {
        fprintf(stderr, "tablegen: the Omaha tables failed\n");
        return 1;
    }
    double t5 = seconds_now();
    if (write_header(argv[1], &ph, &e7, &sd, &lo) != 0 || write_source(argv[1], &ck, &ph, &e7, &sd, &lo, &dr) != 0) {
        fprintf(stderr, "tablegen: writing the tables failed\n");
        return 1;
    }
    const int ck_bytes = 52 * 4 + 2 * 8192 * 2 + CK_PRODUCT_COUNT * 6;
    const int ph_bytes = (1 << CKPH_BUCKET_BITS) * 2 + (1 << CKPH_SLOT_BITS) * 2;
    const int e7_bytes = 52 * 16 + (1 << EVAL7_BUCKET_BITS) * 4 + e7.rank_table_size * 2 + 8192 * 2;
    fprintf(stderr,
            "tablegen: cactus kev    %7d bytes  %.3f s\n"
            "tablegen: perfect hash  %7d bytes  %.3f s (+ cactus kev flush/unique5), %d multiplier(s) tried\n"
            "tablegen: eval7         %7d bytes  %.3f s: rank table %d entries, %d multiplier(s) tried, "
            "%d face keys tried, largest %u\n"
            "tablegen: short deck    %7d bytes  %.3f s: %d seven-card rank multisets\n",
            ck_bytes, t1 - t0, ph_bytes, t2 - t1, ph.multipliers_tried, e7_bytes, t3 - t2, e7.rank_table_size,
            e7.multipliers_tried, e7.face_candidates_tried, e7.face_keys[12],
            8192 * 2 + sd.rank_table_size * 4 + SHORTDECK_CLASSES * 8, t4 - t3, sd.rank_multisets);
    fprintf(stderr, "tablegen: omaha         %7ld bytes  %.3f s\n", omaha_bytes, t5 - t4);
    shortdeck_built_free(&sd);
    low_built_free(&lo);
    eval7_built_free(&e7);
    return 0;
}
