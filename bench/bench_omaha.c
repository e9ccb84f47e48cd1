/* SPDX-License-Identifier: MIT */
/*
 * bench_omaha.c - the Omaha evaluators in `pokeq bench`: seat evaluations
 * per second, one thread, over pre-dealt deals, in two shapes:
 *   random  each seat a random hand of four cards on its own random board
 *           of five: the board and the hand are both prepared for that one
 *           seat (eval/omaha.h, as a lone evaluation call would);
 *   shared  the engines' shape, through the game seam (sim/core/game.h): a few
 *           fixed hands (2 or 6 seats, heads-up and six-handed) prepared
 *           once, each random board from the rest of the deck prepared once
 *           and every seat valued on it; the board's preparation is shared
 *           by the seats.
 * Loops named for callgrind (`pokeq bench --loop omaha-high N`).
 */
#include "bench.h"

#include "core/game.h"
#include "omaha.h"
#include "splitmix.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { DEAL_CARDS = 9, SHARED_MAX_SEATS = 6 }; /* four hole cards, then five board cards */

/* Nine distinct cards per deal by a partial Fisher-Yates shuffle, none of
 * the cards of `excluded`. */
static int *deal_omaha(size_t deals, uint64_t excluded)
{
    int *cards = malloc(sizeof(int) * DEAL_CARDS * deals);
    if (cards == NULL) {
        fprintf(stderr, "pokeq bench: out of memory for %zu deals\n", deals);
        return NULL;
    }
    uint64_t seed = 9;
    int deck[52], size = 0;
    for (int c = 0; c < 52; c++)
        if (!(excluded >> c & 1))
            deck[size++] = c;
    for (size_t h = 0; h < deals; h++)
        for (int i = 0; i < DEAL_CARDS; i++) {
            const int j = i + (int)(splitmix64_next(&seed) % (uint64_t)(size - i));
            const int swap = deck[i];
            deck[i] = deck[j];
            deck[j] = swap;
            cards[DEAL_CARDS * h + (size_t)i] = deck[i];
        }
    return cards;
}

/* The fixed hands of the shared rows: cards 0..23 in a spread order (As Ks
 * Qs Js, ...), seat s holding cards 4s..4s+3. */
static int shared_card(int i)
{
    return card_make(12 - i % 13, (i / 13 + i) % 4);
}

static uint64_t shared_cards(void)
{
    uint64_t used = 0;
    for (int i = 0; i < 4 * SHARED_MAX_SEATS; i++)
        used |= 1ULL << shared_card(i);
    return used;
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

/* The shared shape: `seats` fixed hands, the board of each deal (its last
 * five cards, none of the hands' cards) prepared once. */
static inline __attribute__((always_inline)) uint64_t shared_seats(const int *cards, size_t deals,
                                                                  const int seats)
{
    game_hole hole[SHARED_MAX_SEATS];
    for (int s = 0; s < seats; s++) {
        Hand hand = hand_empty();
        for (int i = 0; i < 4; i++)
            hand = hand_add_card(hand, shared_card(4 * s + i));
        hole[s] = game_hole_of(GAME_OMAHA, hand);
    }
    uint64_t sum = 0;
    for (size_t h = 0; h < deals; h++, cards += DEAL_CARDS) {
        const game_board board = game_board_of(GAME_OMAHA, hand_of_cards(cards + 4, 5));
        for (int s = 0; s < seats; s++)
            sum += (uint64_t)seat_value_on(GAME_OMAHA, &board, &hole[s]);
    }
    return sum;
}

__attribute__((noinline)) static uint64_t loop_omaha_shared_2(const int *cards, size_t deals)
{
    return shared_seats(cards, deals, 2);
}

__attribute__((noinline)) static uint64_t loop_omaha_shared_6(const int *cards, size_t deals)
{
    return shared_seats(cards, deals, 6);
}

typedef uint64_t (*omaha_loop)(const int *cards, size_t deals);

static const struct {
    const char *name;
    const char *label;
    omaha_loop loop;
    int seats; /* per deal; 0: the random shape (one seat, board and hand its own) */
} OMAHA_LOOPS[] = {
    {"omaha-empty", NULL, loop_omaha_empty, 0},
    {"omaha-high", "Omaha high, random hand + board each seat", loop_omaha_high, 0},
    {"omaha-hilo", "Omaha high + low, random hand + board each", loop_omaha_hilo, 0},
    {"omaha-shared-2", "Omaha high, 2 fixed hands share each board", loop_omaha_shared_2, 2},
    {"omaha-shared-6", "Omaha high, 6 fixed hands share each board", loop_omaha_shared_6, 6},
};
enum { OMAHA_LOOP_COUNT = sizeof OMAHA_LOOPS / sizeof OMAHA_LOOPS[0] };

static int *deal_for(int seats, size_t deals)
{
    return deal_omaha(deals, seats > 0 ? shared_cards() : 0);
}

/* M seats/s of loop i: the median run and the best (on a loaded machine
 * the best run is the one least shared with other work). */
static int loop_rates(int i, size_t deals, int runs, uint64_t *checksum, double *median, double *best)
{
    int *cards = deal_for(OMAHA_LOOPS[i].seats, deals);
    if (cards == NULL)
        return -1;
    double times[64]; /* runs: 1..63 (cmd_bench.c) */
    for (int r = 0; r < runs; r++) {
        const double start = bench_seconds_now();
        *checksum += OMAHA_LOOPS[i].loop(cards, deals);
        times[r] = bench_seconds_now() - start;
    }
    const double seats = (double)deals * (OMAHA_LOOPS[i].seats > 0 ? OMAHA_LOOPS[i].seats : 1);
    *median = seats / bench_median(times, runs) / 1e6;
    *best = seats / times[0] / 1e6; /* sorted by bench_median */
    free(cards);
    return 0;
}

int bench_omaha(FILE *out, int json, size_t deals, int runs)
{
    uint64_t checksum = 0;
    if (json)
        fputs("  \"omaha\": [\n", out);
    else
        fprintf(out, "Omaha evaluators (1 thread; %zu pre-dealt deals; median and best of %d runs; random: the seat's\n"
                     "own board and hand prepared for it; shared: each board prepared once for all the seats, as the\n"
                     "engines do)\n"
                     "  %-44s %16s %10s\n", deals, runs, "evaluator", "M seats/s", "best");
    for (int i = 1; i < OMAHA_LOOP_COUNT; i++) {
        double median, best;
        if (loop_rates(i, deals, runs, &checksum, &median, &best) != 0)
            return 1;
        if (json)
            fprintf(out,
                    "    {\"name\":\"%s\", \"label\":\"%s\", \"seats_per_board\":%d, \"mseats_per_s\":%.2f, "
                    "\"best_mseats_per_s\":%.2f}%s\n",
                    OMAHA_LOOPS[i].name, OMAHA_LOOPS[i].label, OMAHA_LOOPS[i].seats, median, best,
                    i + 1 < OMAHA_LOOP_COUNT ? "," : "");
        else
            fprintf(out, "  %-44s %16.1f %10.1f\n", OMAHA_LOOPS[i].label, median, best);
    }
    if (json)
        fputs("  ],\n", out);
    else
        fprintf(out, "  (checksum %llu)\n", (unsigned long long)checksum);
    return 0;
}

int bench_omaha_loop(const char *name, size_t deals)
{
    for (int i = 0; i < OMAHA_LOOP_COUNT; i++) {
        if (strcmp(name, OMAHA_LOOPS[i].name) != 0)
            continue;
        int *cards = deal_for(OMAHA_LOOPS[i].seats, deals);
        if (cards == NULL)
            return 1;
        printf("%llu\n", (unsigned long long)OMAHA_LOOPS[i].loop(cards, deals));
        free(cards);
        return 0;
    }
    return 2;
}
