/*
 * cmd_bench.c - `pokeq bench`: evaluator throughput.
 *
 *   pokeq bench [--hands N] [--runs R]
 *       random access: N pre-dealt random 7-card hands (default 10 M) through
 *       pokeq_eval7 (int cards, the public call) and through the inlined
 *       Hand path (byte cards); full enumeration of all 133,784,560 hands
 *       with a fresh evaluation of each. One thread, medians of R runs.
 *   pokeq bench --loop eval7|empty N
 *       one pass of the random-access loop (or the same loop with no
 *       evaluation), for `valgrind --tool=callgrind`: the difference of the
 *       two, divided by N, is instructions per evaluation (see Makefile's
 *       bench-callgrind).
 */
#include "cli.h"

#include "eval7.h"
#include "pokeq.h"

#include <stdint.h>
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

/* splitmix64: a fixed, reproducible stream for dealing benchmark hands. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Seven distinct cards per hand by a partial Fisher-Yates shuffle. */
static void deal_hands(int *cards, size_t hands, uint64_t seed)
{
    int deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = i;
    for (size_t h = 0; h < hands; h++)
        for (int i = 0; i < 7; i++) {
            const int j = i + (int)(next_random(&seed) % (uint64_t)(52 - i));
            const int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
            cards[7 * h + (size_t)i] = deck[i];
        }
}

__attribute__((noinline)) static uint64_t loop_pokeq_eval7(const void *deal, size_t hands)
{
    const int *cards = deal;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++)
        sum += (uint64_t)pokeq_eval7(cards + 7 * h);
    return sum;
}

__attribute__((noinline)) static uint64_t loop_inline_eval7(const void *deal, size_t hands)
{
    const int *cards = deal;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++)
        sum += (uint64_t)eval7_cards(cards + 7 * h);
    return sum;
}

__attribute__((noinline)) static uint64_t loop_bytes_eval7(const void *deal, size_t hands)
{
    const uint8_t *cards = deal;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++)
        sum += (uint64_t)eval7_bytes(cards + 7 * h);
    return sum;
}

__attribute__((noinline)) static uint64_t loop_bytes_empty(const void *deal, size_t hands)
{
    const uint8_t *cards = deal;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++)
        sum += cards[7 * h];
    return sum;
}

/* The harness alone: the same walk and sum, no evaluation. */
__attribute__((noinline)) static uint64_t loop_empty(const void *deal, size_t hands)
{
    const int *cards = deal;
    uint64_t sum = 0;
    for (size_t h = 0; h < hands; h++)
        sum += (uint64_t)cards[7 * h];
    return sum;
}

__attribute__((noinline)) static uint64_t enumerate_all(const void *unused, size_t no_hands)
{
    (void)unused;
    (void)no_hands;
    uint64_t sum = 0;
    for (int c0 = 0; c0 < 52; c0++) {
        const Hand h0 = hand_add_card(hand_empty(), c0);
        for (int c1 = c0 + 1; c1 < 52; c1++) {
            const Hand h1 = hand_add_card(h0, c1);
            for (int c2 = c1 + 1; c2 < 52; c2++) {
                const Hand h2 = hand_add_card(h1, c2);
                for (int c3 = c2 + 1; c3 < 52; c3++) {
                    const Hand h3 = hand_add_card(h2, c3);
                    for (int c4 = c3 + 1; c4 < 52; c4++) {
                        const Hand h4 = hand_add_card(h3, c4);
                        for (int c5 = c4 + 1; c5 < 52; c5++) {
                            const Hand h5 = hand_add_card(h4, c5);
                            for (int c6 = c5 + 1; c6 < 52; c6++)
                                sum += (uint64_t)hand_value7(hand_add_card(h5, c6));
                        }
                    }
                }
            }
        }
    }
    return sum;
}

static int by_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

typedef uint64_t (*hand_loop)(const void *deal, size_t hands);

typedef struct bench_loop {
    const char *name;   /* for --loop */
    hand_loop run;
    int byte_cards;     /* walks the uint8_t deal, else the int deal */
    const char *label;
} bench_loop;

static const bench_loop LOOPS[] = {
    {"empty", loop_empty, 0, "harness alone (int cards)"},
    {"eval7", loop_pokeq_eval7, 0, "pokeq_eval7, int cards (the call)"},
    {"inline", loop_inline_eval7, 0, "eval7_cards inlined, int cards"},
    {"bytes-empty", loop_bytes_empty, 1, "harness alone (byte cards)"},
    {"bytes", loop_bytes_eval7, 1, "eval7_bytes inlined, byte cards"},
};
enum { LOOP_COUNT = sizeof LOOPS / sizeof LOOPS[0] };

/* Median seconds of runs passes; the checksum keeps the work alive. */
static double median_seconds(hand_loop loop, const void *deal, size_t hands, int runs, uint64_t *checksum)
{
    double times[64];
    for (int r = 0; r < runs; r++) {
        const double start = seconds_now();
        *checksum += loop(deal, hands);
        times[r] = seconds_now() - start;
    }
    qsort(times, (size_t)runs, sizeof(double), by_double);
    return times[runs / 2];
}

typedef struct deals {
    int *ints;
    uint8_t *bytes;
} deals;

static int deal_both(deals *d, size_t hands)
{
    d->ints = malloc(sizeof(int) * 7 * hands);
    d->bytes = malloc(7 * hands);
    if (d->ints == NULL || d->bytes == NULL) {
        fprintf(stderr, "pokeq bench: out of memory for %zu hands\n", hands);
        return -1;
    }
    deal_hands(d->ints, hands, 1);
    for (size_t i = 0; i < 7 * hands; i++)
        d->bytes[i] = (uint8_t)d->ints[i];
    return 0;
}

static const void *deal_for(const deals *d, const bench_loop *loop)
{
    return loop->byte_cards ? (const void *)d->bytes : (const void *)d->ints;
}

static int run_single_loop(const char *which, const char *count)
{
    const size_t hands = (size_t)strtoull(count, NULL, 10);
    for (int i = 0; i < LOOP_COUNT; i++) {
        if (strcmp(which, LOOPS[i].name) != 0)
            continue;
        deals d;
        if (hands < 1 || deal_both(&d, hands) != 0)
            return 1;
        printf("%llu\n", (unsigned long long)LOOPS[i].run(deal_for(&d, &LOOPS[i]), hands));
        free(d.ints);
        free(d.bytes);
        return 0;
    }
    fprintf(stderr, "pokeq bench: unknown loop '%s'\n", which);
    return 2;
}

int cmd_bench(int argc, char **argv)
{
    size_t hands = 10000000;
    int runs = 7;
    for (int a = 0; a < argc; a++) {
        if (strcmp(argv[a], "--loop") == 0 && a + 2 < argc)
            return run_single_loop(argv[a + 1], argv[a + 2]);
        if (strcmp(argv[a], "--hands") == 0 && a + 1 < argc)
            hands = (size_t)strtoull(argv[++a], NULL, 10);
        else if (strcmp(argv[a], "--runs") == 0 && a + 1 < argc)
            runs = atoi(argv[++a]);
        else {
            fprintf(stderr, "pokeq bench: unknown option '%s' (argument %d)\n", argv[a], a + 2);
            return 2;
        }
    }
    if (runs < 1 || runs > 64 || hands < 1) {
        fprintf(stderr, "pokeq bench: --runs takes 1..64 and --hands at least 1\n");
        return 2;
    }
    deals d;
    if (deal_both(&d, hands) != 0)
        return 1;
    uint64_t checksum = 0;
    printf("eval7 random access: %zu pre-dealt random hands, 1 thread, median of %d runs\n", hands, runs);
    for (int i = 0; i < LOOP_COUNT; i++) {
        const double t = median_seconds(LOOPS[i].run, deal_for(&d, &LOOPS[i]), hands, runs, &checksum);
        printf("  %-36s %8.1f M/s  %6.2f ns each\n", LOOPS[i].label, (double)hands / t / 1e6,
               t / (double)hands * 1e9);
    }
    const double all = median_seconds(enumerate_all, NULL, 0, runs < 3 ? runs : 3, &checksum);
    printf("eval7 full enumeration: all 133,784,560 hands, incremental Hand, a fresh evaluation each\n");
    printf("  %-36s %8.1f M/s  %6.3f s\n", "hand_value7", 133784560 / all / 1e6, all);
    printf("(checksum %llu)\n", (unsigned long long)checksum);
    free(d.ints);
    free(d.bytes);
    return 0;
}
