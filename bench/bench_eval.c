/* SPDX-License-Identifier: MIT */
/*
 * bench_eval.c - every evaluator side by side (`pokeq bench`).
 *
 * Random access walks a pre-dealt array of random hands, the same deal for
 * every evaluator, through a loop of its own (noinline, so callgrind can
 * isolate it: see `make bench-callgrind`). Full enumeration visits hands in
 * lexicographic order, each evaluator extending its own incremental state
 * by one card per level where it has one (Hand, 2+2 state, ACE word) and a
 * packed card list otherwise; slow evaluators enumerate a fixed prefix of
 * that order and report the rate.
 */
#include "bench.h"

#include "ace_bits.h"
#include "cactus_kev.h"
#include "ck_phash.h"
#include "draw.h"
#include "eval7.h"
#include "lowball.h"
#include "naive.h"
#include "pokeq.h"
#include "splitmix.h"
#include "twoplustwo.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- the deal -------------------------------------------------------- */


typedef struct deal {
    int *cards;        /* 7 per hand */
    uint8_t *bytes;    /* the same cards as bytes */
    size_t hands;
} deal;

/* Seven distinct cards per hand by a partial Fisher-Yates shuffle. */
static int deal_hands(deal *d, size_t hands)
{
    d->hands = hands;
    d->cards = malloc(sizeof(int) * 7 * hands);
    d->bytes = malloc(7 * hands);
    if (d->cards == NULL || d->bytes == NULL) {
        free(d->cards);
        free(d->bytes);
        fprintf(stderr, "pokeq bench: out of memory for %zu hands\n", hands);
        return -1;
    }
    uint64_t seed = 1;
    int deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = i;
    for (size_t h = 0; h < hands; h++)
        for (int i = 0; i < 7; i++) {
            const int j = i + (int)(splitmix64_next(&seed) % (uint64_t)(52 - i));
            const int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
            d->cards[7 * h + (size_t)i] = deck[i];
            d->bytes[7 * h + (size_t)i] = (uint8_t)deck[i];
        }
    return 0;
}

static void deal_free(deal *d)
{
    free(d->cards);
    free(d->bytes);
}

/* ---- random-access loops --------------------------------------------- */

typedef uint64_t (*random_loop)(const deal *d, size_t hands);

#define RANDOM_LOOP(name, type, field, expression)                         \
    __attribute__((noinline)) static uint64_t name(const deal *d, size_t hands) \
    {                                                                      \
        const type *cards = d->field;                                      \
        uint64_t sum = 0;                                                  \
        for (size_t h = 0; h < hands; h++, cards += 7)                     \
            sum += (uint64_t)(expression);                                 \
        return sum;                                                        \
    }

/* The harness alone: the same walk and sum, no evaluation. */
RANDOM_LOOP(loop_empty, int, cards, cards[0])
RANDOM_LOOP(loop_bytes_empty, uint8_t, bytes, cards[0])
RANDOM_LOOP(loop_naive, int, cards, naive_eval7(cards))
RANDOM_LOOP(loop_cactus_kev, int, cards, ck_eval7(cards))
RANDOM_LOOP(loop_perfect_hash, int, cards, ckph_eval7(cards))
RANDOM_LOOP(loop_ace, int, cards, ace_eval7(cards))
RANDOM_LOOP(loop_pokeq_eval7, int, cards, pokeq_eval7(cards))
RANDOM_LOOP(loop_eval7_inline, int, cards, eval7_cards(cards))
RANDOM_LOOP(loop_eval7_bytes, uint8_t, bytes, eval7_bytes(cards))
/* the stud games' lows, from the same seven cards (keys summed as eval7's) */
RANDOM_LOOP(loop_low_a5, int, cards, low_value7(hand_of_cards(cards, 7)))
RANDOM_LOOP(loop_low_eight, int, cards, low8_value(hand_of_cards(cards, 7).mask))
/* the draw games' hands, from the first five (badugi four) of the same
 * cards (masks summed in the loop) */
RANDOM_LOOP(loop_draw_high, int, cards, draw_high5(hand_of_cards(cards, 5).mask))
RANDOM_LOOP(loop_deuce, int, cards, deuce_value5(hand_of_cards(cards, 5).mask))
RANDOM_LOOP(loop_a5_five, int, cards, a5_value5(hand_of_cards(cards, 5).mask))
RANDOM_LOOP(loop_badugi, int, cards, badugi_value4(hand_of_cards(cards, 4).mask))

/* The 2+2 table is fetched once, outside the loop, as its users would. */
__attribute__((noinline)) static uint64_t loop_twoplustwo(const deal *d, size_t hands)
{
    const tpt_table *t = tpt_get();
    const int *cards = d->cards;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++, cards += 7)
        sum += (uint64_t)tpt_lookup7(t, cards);
    return sum;
}

/* ---- full enumeration ------------------------------------------------ */

typedef uint64_t (*enumeration)(uint64_t limit, uint64_t *visited);

/* Hands in lexicographic order, at most `limit`, each evaluator growing its
 * state by ADD(state, card) one level at a time and scoring with VALUE;
 * SETUP runs once first (the 2+2 fetches its table). The limit is checked
 * once per innermost run (at most 46 hands). */
#define ENUMERATION(name, state_type, SETUP, START, ADD, VALUE)                                \
    __attribute__((noinline)) static uint64_t name(uint64_t limit, uint64_t *visited)          \
    {                                                                                          \
        SETUP;                                                                                 \
        uint64_t sum = 0, count = 0;                                                           \
        const state_type s0 = START;                                                           \
        for (int c0 = 0; c0 < 52; c0++) {                                                      \
            const state_type s1 = ADD(s0, c0);                                                 \
            for (int c1 = c0 + 1; c1 < 52; c1++) {                                             \
                const state_type s2 = ADD(s1, c1);                                             \
                for (int c2 = c1 + 1; c2 < 52; c2++) {                                         \
                    const state_type s3 = ADD(s2, c2);                                         \
                    for (int c3 = c2 + 1; c3 < 52; c3++) {                                     \
                        const state_type s4 = ADD(s3, c3);                                     \
                        for (int c4 = c3 + 1; c4 < 52; c4++) {                                 \
                            const state_type s5 = ADD(s4, c4);                                 \
                            for (int c5 = c4 + 1; c5 < 52; c5++) {                             \
                                if (count >= limit)                                            \
                                    goto done;                                                 \
                                const state_type s6 = ADD(s5, c5);                             \
                                for (int c6 = c5 + 1; c6 < 52; c6++, count++)                  \
                                    sum += (uint64_t)VALUE(ADD(s6, c6));                       \
                            }                                                                  \
                        }                                                                      \
                    }                                                                          \
                }                                                                              \
            }                                                                                  \
        }                                                                                      \
    done:                                                                                      \
        *visited = count;                                                                      \
        return sum;                                                                            \
    }

/* Evaluators with no incremental state carry the cards packed six bits each. */
static inline uint64_t packed_add(uint64_t packed, int card) { return packed << 6 | (uint64_t)card; }
#define PACKED_VALUE(name, evaluate)                       \
    static inline int name(uint64_t packed)                \
    {                                                      \
        int cards[7];                                      \
        for (int i = 6; i >= 0; i--, packed >>= 6)         \
            cards[i] = (int)(packed & 63);                 \
        return evaluate(cards);                            \
    }
PACKED_VALUE(packed_naive, naive_eval7)
PACKED_VALUE(packed_cactus_kev, ck_eval7)
PACKED_VALUE(packed_perfect_hash, ckph_eval7)

#define NO_SETUP (void)0
#define TPT_ADD(state, card) tpt_next(tpt, state, card)
#define TPT_VALUE(state) (int)(state) /* after seven cards the state is the value */

ENUMERATION(enumerate_naive, uint64_t, NO_SETUP, 0, packed_add, packed_naive)
ENUMERATION(enumerate_cactus_kev, uint64_t, NO_SETUP, 0, packed_add, packed_cactus_kev)
ENUMERATION(enumerate_perfect_hash, uint64_t, NO_SETUP, 0, packed_add, packed_perfect_hash)
ENUMERATION(enumerate_ace, uint64_t, NO_SETUP, 0, ace_add, ace_value)
ENUMERATION(enumerate_twoplustwo, uint32_t, const tpt_table *tpt = tpt_get(), tpt_start(tpt), TPT_ADD, TPT_VALUE)
ENUMERATION(enumerate_eval7, Hand, NO_SETUP, hand_empty(), hand_add_card, hand_value7)

/* ---- the rows -------------------------------------------------------- */

static size_t no_table(void) { return 0; }
static double no_build(void) { return 0; }
static size_t cactus_kev_bytes(void) { return 52 * 4 + 2 * 8192 * 2 + CK_PRODUCT_COUNT * (4 + 2); }
static size_t perfect_hash_bytes(void)
{
    return cactus_kev_bytes() - CK_PRODUCT_COUNT * (4 + 2) + (2u << CKPH_BUCKET_BITS) + (2u << CKPH_SLOT_BITS);
}
static size_t eval7_bytes_total(void)
{
    return sizeof eval7_card_keys + sizeof eval7_card_bits + sizeof eval7_bucket_offsets +
           sizeof eval7_rank_values + sizeof eval7_flush_values;
}

typedef struct evaluator_row {
    const char *name;            /* --loop name */
    const char *label;
    int (*eval5)(const int cards[5]); /* NULL: no five-card form */
    random_loop random;
    size_t random_hands;         /* 0: the whole deal; slow ones take a prefix */
    enumeration enumerate;
    uint64_t enumeration_limit;  /* hands; all 133,784,560 for the fast ones */
    size_t (*table_bytes)(void);
    double (*build_seconds)(void); /* tables built at run time */
    const char *table_note;
} evaluator_row;

enum { ALL_SEVEN = 133784560 };

static const evaluator_row ROWS[] = {
    {"naive", "naive (reference)", naive_eval5, loop_naive, 200000, enumerate_naive, 2000000, no_table, no_build,
     "no tables"},
    {"cactus-kev", "Cactus Kev, best of 21", ck_eval5, loop_cactus_kev, 1000000, enumerate_cactus_kev, 10000000,
     cactus_kev_bytes, no_build, "compiled in"},
    {"perfect-hash", "Cactus Kev + perfect hash, best of 21", ckph_eval5, loop_perfect_hash, 1000000,
     enumerate_perfect_hash, 10000000, perfect_hash_bytes, no_build, "compiled in"},
    {"ace", "ACE-style bit-parallel", ace_eval5, loop_ace, 0, enumerate_ace, ALL_SEVEN, ace_table_bytes, no_build,
     "compiled in"},
    {"twoplustwo", "2+2 nested tables", tpt_eval5, loop_twoplustwo, 0, enumerate_twoplustwo, ALL_SEVEN,
     twoplustwo_table_bytes, twoplustwo_build_seconds, "built on first use"},
    {"eval7", "additive key: pokeq_eval7 call", NULL, loop_pokeq_eval7, 0, enumerate_eval7, ALL_SEVEN,
     eval7_bytes_total, no_build, "compiled in"},
    {"inline", "additive key: eval7_cards inlined", NULL, loop_eval7_inline, 0, NULL, 0, eval7_bytes_total,
     no_build, "compiled in"},
    {"bytes", "additive key: inlined, byte cards", NULL, loop_eval7_bytes, 0, NULL, 0, eval7_bytes_total, no_build,
     "compiled in"},
};
enum { ROW_COUNT = sizeof ROWS / sizeof ROWS[0] };

const char *const BENCH_LOOP_NAMES[] = {"empty", "bytes-empty", "naive", "cactus-kev", "perfect-hash", "ace",
                                        "twoplustwo", "eval7", "inline", "bytes", NULL};

/* ---- measuring ------------------------------------------------------- */

static double time_random(const evaluator_row *row, const deal *d, int runs, uint64_t *checksum)
{
    const size_t hands = row->random_hands && row->random_hands < d->hands ? row->random_hands : d->hands;
    double times[64];
    for (int r = 0; r < runs; r++) {
        const double start = bench_seconds_now();
        *checksum += row->random(d, hands);
        times[r] = bench_seconds_now() - start;
    }
    return (double)hands / bench_median(times, runs);
}

static double time_enumeration(const evaluator_row *row, int runs, uint64_t *checksum)
{
    double times[64];
    uint64_t visited = 0;
    for (int r = 0; r < runs; r++) {
        const double start = bench_seconds_now();
        *checksum += row->enumerate(row->enumeration_limit, &visited);
        times[r] = bench_seconds_now() - start;
    }
    return (double)visited / bench_median(times, runs);
}

/* The seed report's experiment: every five-card hand once, in seconds. */
static double time_all_five(int (*eval5)(const int cards[5]), int runs, uint64_t *checksum)
{
    double times[64];
    for (int r = 0; r < runs; r++) {
        const double start = bench_seconds_now();
        int c[5];
        uint64_t sum = 0;
        for (c[0] = 0; c[0] < 52; c[0]++)
            for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
                for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                    for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                        for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
                            sum += (uint64_t)eval5(c);
        *checksum += sum;
        times[r] = bench_seconds_now() - start;
    }
    return bench_median(times, runs);
}

int bench_evaluators(FILE *out, int json, size_t hands, int runs)
{
    deal d;
    if (deal_hands(&d, hands) != 0)
        return 1;
    uint64_t checksum = 0;
    if (json)
        fputs("  \"evaluators\": [\n", out);
    else
        fprintf(out, "evaluators (1 thread; random access over %zu pre-dealt hands, slow ones a prefix; medians of %d)\n"
                     "  %-38s %12s %9s %10s %12s %12s\n",
                hands, runs, "evaluator", "table bytes", "build s", "5-card ms", "random M/s", "enum M/s");
    for (int i = 0; i < ROW_COUNT; i++) {
        const evaluator_row *row = &ROWS[i];
        const double build = row->build_seconds(); /* builds lazy tables before timing */
        const double five_ms = row->eval5 ? 1e3 * time_all_five(row->eval5, runs, &checksum) : 0;
        const double random = time_random(row, &d, runs, &checksum) / 1e6;
        const double enumerated = row->enumerate ? time_enumeration(row, runs < 3 ? runs : 3, &checksum) / 1e6 : 0;
        const size_t bytes = row->table_bytes();
        if (json) {
            fprintf(out,
                    "    {\"name\":\"%s\", \"label\":\"%s\", \"table_bytes\":%zu, \"build_seconds\":%.3f, "
                    "\"five_card_all_ms\":%.2f, \"random_meval_per_s\":%.2f, \"enumeration_meval_per_s\":%.2f, "
                    "\"enumerated_hands\":%llu}%s\n",
                    row->name, row->label, bytes, build, five_ms, random, enumerated,
                    (unsigned long long)row->enumeration_limit, i + 1 < ROW_COUNT ? "," : "");
            continue;
        }
        char five_text[32] = "-", enum_text[32] = "-";
        if (row->eval5)
            snprintf(five_text, sizeof five_text, "%.1f", five_ms);
        if (row->enumerate)
            snprintf(enum_text, sizeof enum_text, "%.1f%s", enumerated,
                     row->enumeration_limit < ALL_SEVEN ? "*" : "");
        fprintf(out, "  %-38s %12zu %9.3f %10s %12.1f %12s\n", row->label, bytes, build, five_text, random,
                enum_text);
    }
    if (json)
        fputs("  ],\n", out);
    else
        fprintf(out, "  * rate over the first hands of the enumeration order (naive 2 M, Cactus Kev 10 M)\n"
                     "  (checksum %llu)\n",
                (unsigned long long)checksum);
    deal_free(&d);
    return 0;
}

int bench_single_loop(const char *name, size_t hands)
{
    static const struct {
        const char *name;
        random_loop loop;
    } loops[] = {{"empty", loop_empty}, {"bytes-empty", loop_bytes_empty}, {"low-a5", loop_low_a5},
                 {"low-eight", loop_low_eight}, {"draw-high", loop_draw_high}, {"deuce27", loop_deuce},
                 {"a5-five", loop_a5_five}, {"badugi", loop_badugi}};
    random_loop chosen = NULL;
    for (size_t i = 0; i < sizeof loops / sizeof loops[0]; i++)
        if (strcmp(name, loops[i].name) == 0)
            chosen = loops[i].loop;
    for (int i = 0; i < ROW_COUNT && chosen == NULL; i++)
        if (strcmp(name, ROWS[i].name) == 0)
            chosen = ROWS[i].random;
    if (chosen == NULL)
        return 2;
    deal d;
    if (hands < 1 || deal_hands(&d, hands) != 0)
        return 1;
    if (strcmp(name, "twoplustwo") == 0)
        tpt_get(); /* build outside the measured loop */
    printf("%llu\n", (unsigned long long)chosen(&d, hands));
    deal_free(&d);
    return 0;
}
