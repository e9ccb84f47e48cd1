/* SPDX-License-Identifier: MIT */
/* bench_exact.c - wall time of pokeq_exact on a few fixed scenarios.
 *
 * Each case runs once untimed (warm caches, thread team started), then
 * RUNS times, each timed inside the process with CLOCK_MONOTONIC; the median
 * is printed. Not a test: the figures depend on the machine.
 *
 *   make bench-exact     or
 *   cc -O3 -fopenmp -Iinclude examples/bench_exact.c build/libpokeq.a -lm -o bench_exact
 */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include <pokeq.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { RUNS = 15 };

typedef struct bench_case {
    const char *label;
    const char *holes[6];   /* NULL-terminated list of two-card strings */
    const char *board[5];   /* NULL-terminated */
    int threads;
    int game;               /* enum pokeq_game (0: Hold'em) */
} bench_case;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int compare_doubles(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static pokeq_scenario scenario_of(const bench_case *c)
{
    pokeq_scenario s;
    memset(&s, 0, sizeof s);
    s.game = c->game;
    for (; s.players < 6 && c->holes[s.players] != NULL; s.players++) {
        char card[3] = {0};
        for (int k = 0; k < 2; k++) {
            memcpy(card, c->holes[s.players] + 2 * k, 2);
            s.hole[s.players][k] = pokeq_card_parse(card);
        }
    }
    for (; s.board_count < 5 && c->board[s.board_count] != NULL; s.board_count++)
        s.board[s.board_count] = pokeq_card_parse(c->board[s.board_count]);
    return s;
}

static int run_case(const bench_case *c)
{
    const pokeq_scenario s = scenario_of(c);
    pokeq_exact_result r;
    int rc = pokeq_exact(&s, c->threads, &r); /* warm-up */
    if (rc != 0) {
        fprintf(stderr, "%s: %s\n", c->label, pokeq_strerror(rc));
        return 1;
    }
    double seconds[RUNS];
    for (int i = 0; i < RUNS; i++) {
        const double start = now_seconds();
        rc |= pokeq_exact(&s, c->threads, &r);
        seconds[i] = now_seconds() - start;
    }
    qsort(seconds, RUNS, sizeof seconds[0], compare_doubles);
    printf("%-34s threads %d (ran on %d)  median %8.3f ms  (min %.3f, max %.3f; %d runs, %llu runouts)\n",
           c->label, c->threads, r.threads, 1e3 * seconds[RUNS / 2], 1e3 * seconds[0], 1e3 * seconds[RUNS - 1],
           RUNS, (unsigned long long)r.runouts);
    return rc != 0;
}

int main(void)
{
    static const bench_case cases[] = {
        {"AhAs KdKc preflop", {"AhAs", "KdKc"}, {NULL}, 1, 0},
        {"AhAs KdKc preflop", {"AhAs", "KdKc"}, {NULL}, 2, 0},
        {"AhKh QsQd JcTc preflop", {"AhKh", "QsQd", "JcTc"}, {NULL}, 1, 0},
        {"AhKh QsQd JcTc preflop", {"AhKh", "QsQd", "JcTc"}, {NULL}, 2, 0},
        {"AhAd KsKc QhQd JsJc preflop", {"AhAd", "KsKc", "QhQd", "JsJc"}, {NULL}, 1, 0},
        {"AhAd KsKc QhQd JsJc preflop", {"AhAd", "KsKc", "QhQd", "JsJc"}, {NULL}, 2, 0},
        {"6 players, flop 7h8h2c", {"AhKd", "QsQc", "JhTh", "9s9d", "5c4c", "AsKc"}, {"7h", "8h", "2c"}, 1, 0},
        {"7c2d Ah9s preflop (no symmetry)", {"7c2d", "Ah9s"}, {NULL}, 1, 0},
        {"7c2d Ah9s preflop (no symmetry)", {"7c2d", "Ah9s"}, {NULL}, 2, 0},
        {"shortdeck AhAs KdKc preflop", {"AhAs", "KdKc"}, {NULL}, 1, POKEQ_GAME_SHORTDECK},
        {"shortdeck-triton AhAs KdKc preflop", {"AhAs", "KdKc"}, {NULL}, 1, POKEQ_GAME_SHORTDECK_TRITON},
        {"shortdeck 7c8d Ah9s preflop (no symmetry)", {"7c8d", "Ah9s"}, {NULL}, 1, POKEQ_GAME_SHORTDECK},
    };
    int failed = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        failed |= run_case(&cases[i]);
    return failed;
}
