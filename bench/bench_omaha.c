/* SPDX-License-Identifier: MIT */
/*
 * bench_omaha.c - the Omaha evaluators in `pokeq bench`: seat evaluations
 * per second, each a random hand of four cards on a random board of five
 * (a new board every seat: the board's preparation counts), one thread,
 * over pre-dealt deals; loops named for callgrind (`pokeq bench --loop
 * omaha-high N`).
 */
#include "bench.h"

#include "omaha.h"
#include "splitmix.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { DEAL_CARDS = 9 }; /* four hole cards, then five board cards */

/* Nine distinct cards per deal by a partial Fisher-Yates shuffle. */
static int *deal_omaha(size_t deals)
{
    int *cards = malloc(sizeof(int) * DEAL_CARDS * deals);
    if (cards == NULL) {
        fprintf(stderr, "pokeq bench: out of memory for %zu deals\n", deals);
        return NULL;
    }
    uint64_t seed = 9;
    int deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = i;
    for (size_t h = 0; h < deals; h++)
        for (int i = 0; i < DEAL_CARDS; i++) {
            const int j = i + (int)(splitmix64_next(&seed) % (uint64_t)(52 - i));
            const int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
            cards[DEAL_CARDS * h + (size_t)i] = deck[i];
        }
    return cards;
}

__attribute__((noinline)) static uint64_t loop_omaha_empty(const int *cards, size_t deals)
{
    uint64_t sum = 0;
    for (size_t h = 0; h < deals; h++, cards += DEAL_CARDS)
        sum += (uint64_t)cards[0];
    return sum;
}

__attribute__((noinline)) static uint64_t loop_omaha_high(const int *cards, size_t deals)
{
    uint64_t sum = 0;
    for (size_t h = 0; h < deals; h++, cards += DEAL_CARDS) {
        const omaha_board board = omaha_board_of(cards + 4);
        const omaha_hole hole = omaha_hole_of(cards, 4);
        sum += (uint64_t)omaha_high(&board, &hole);
    }
    return sum;
}

__attribute__((noinline)) static uint64_t loop_omaha_hilo(const int *cards, size_t deals)
{
    uint64_t sum = 0;
    for (size_t h = 0; h < deals; h++, cards += DEAL_CARDS) {
        const omaha_board board = omaha_board_of(cards + 4);
        const omaha_hole hole = omaha_hole_of(cards, 4);
        sum += (uint64_t)omaha_high(&board, &hole) + (uint64_t)omaha_low(&board, &hole);
    }
    return sum;
}

typedef uint64_t (*omaha_loop)(const int *cards, size_t deals);

static const struct {
    const char *name;
    const char *label;
    omaha_loop loop;
} OMAHA_LOOPS[] = {
    {"omaha-empty", NULL, loop_omaha_empty},
    {"omaha-high", "Omaha high (4 cards, new board each)", loop_omaha_high},
    {"omaha-hilo", "Omaha high + low (4 cards, new board each)", loop_omaha_hilo},
};
enum { OMAHA_LOOP_COUNT = sizeof OMAHA_LOOPS / sizeof OMAHA_LOOPS[0] };

int bench_omaha(FILE *out, int json, size_t deals, int runs)
{
    int *cards = deal_omaha(deals);
    if (cards == NULL)
        return 1;
    uint64_t checksum = 0;
    if (json)
        fputs("  \"omaha\": [\n", out);
    else
        fprintf(out, "Omaha evaluators (1 thread; %zu pre-dealt random hands and boards; medians of %d)\n"
                     "  %-44s %16s\n", deals, runs, "evaluator", "M seats/s");
    for (int i = 1; i < OMAHA_LOOP_COUNT; i++) {
        double times[64];
        for (int r = 0; r < runs; r++) {
            const double start = bench_seconds_now();
            checksum += OMAHA_LOOPS[i].loop(cards, deals);
            times[r] = bench_seconds_now() - start;
        }
        const double rate = (double)deals / bench_median(times, runs) / 1e6;
        if (json)
            fprintf(out, "    {\"name\":\"%s\", \"label\":\"%s\", \"random_mseats_per_s\":%.2f}%s\n",
                    OMAHA_LOOPS[i].name, OMAHA_LOOPS[i].label, rate, i + 1 < OMAHA_LOOP_COUNT ? "," : "");
        else
            fprintf(out, "  %-44s %16.1f\n", OMAHA_LOOPS[i].label, rate);
    }
    if (json)
        fputs("  ],\n", out);
    else
        fprintf(out, "  (checksum %llu)\n", (unsigned long long)checksum);
    free(cards);
    return 0;
}

int bench_omaha_loop(const char *name, size_t deals)
{
    for (int i = 0; i < OMAHA_LOOP_COUNT; i++) {
        if (strcmp(name, OMAHA_LOOPS[i].name) != 0)
            continue;
        int *cards = deal_omaha(deals);
        if (cards == NULL)
            return 1;
        printf("%llu\n", (unsigned long long)OMAHA_LOOPS[i].loop(cards, deals));
        free(cards);
        return 0;
    }
    return 2;
}
