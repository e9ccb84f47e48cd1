/* SPDX-License-Identifier: MIT */
/* bench_mc.c - Monte Carlo speed: trials per second on one thread (one
 * core), the median of several runs, for heads-up and six-player preflop,
 * fixed hands (pokeq_monte_carlo), one hand against random hands
 * (pokeq_solve, as the program asks it), and Omaha ranges through
 * pokeq_solve (a tenth of the trials: listed ranges drawn by weight, a
 * random seat dealt).
 *
 *   make bench-mc            (or: make build/bench_mc && build/bench_mc [trials] [runs])
 */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "pokeq.h"

#include <stdio.h>
#include <stdlib.h>

static int cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static pokeq_scenario preflop(int players, const char *const holes[][2])
{
    pokeq_scenario s = {0};
    s.players = players;
    for (int p = 0; p < players; p++)
        for (int c = 0; c < 2; c++)
            s.hole[p][c] = pokeq_card_parse(holes[p][c]);
    return s;
}

/* Exits on an engine error. */
static void check(int err)
{
    if (err) {
        fprintf(stderr, "bench_mc: %s\n", pokeq_strerror(err));
        exit(1);
    }
}

static double median(double *rate, int runs)
{
    qsort(rate, (size_t)runs, sizeof rate[0], cmp_double);
    return rate[runs / 2];
}

/* Median trials per second over runs. */
static double median_rate(const pokeq_scenario *s, uint64_t trials, int runs)
{
    double rate[64];
    for (int r = 0; r < runs; r++) {
        const pokeq_mc_options o = {.seed = 1000 + (uint64_t)r, .max_trials = trials, .threads = 1};
        pokeq_mc_result res;
        check(pokeq_monte_carlo(s, &o, &res));
        rate[r] = (double)res.trials / res.seconds;
    }
    return median(rate, runs);
}

/* The same for a pokeq_solve request of seats given as text (e.g.
 * "AhAs", "random", "KKxx,QQxx:0.5"; Monte Carlo, one thread): deals
 * per second. */
static double median_solve_rate(int game, const char *const *seats, int count, const char *board, uint64_t trials,
                                int runs)
{
    double rate[64];
    for (int r = 0; r < runs; r++) {
        pokeq_request q;
        pokeq_request_init(&q);
        q.game = game;
        q.seats = count;
        for (int p = 0; p < count; p++)
            q.seat[p].text = seats[p];
        q.board = board;
        q.method = POKEQ_METHOD_MC;
        q.trials = trials;
        q.seed = 1000 + (uint64_t)r;
        q.threads = 1;
        pokeq_result res;
        pokeq_error_info e;
        if (pokeq_solve(&q, &res, &e) != 0) {
            fprintf(stderr, "bench_mc: %s\n", e.message);
            exit(1);
        }
        rate[r] = (double)res.deals / res.seconds;
    }
    return median(rate, runs);
}

int main(int argc, char **argv)
{
    const uint64_t trials = argc > 1 ? strtoull(argv[1], NULL, 10) : 20000000;
    int runs = argc > 2 ? atoi(argv[2]) : 7;
    if (runs < 1 || runs > 64)
        runs = 7;
    static const char *const heads_up[][2] = {{"As", "Ks"}, {"Qh", "Qd"}};
    static const char *const six[][2] = {{"As", "Ks"}, {"Qh", "Qd"}, {"Jc", "Tc"},
                                         {"9s", "9h"}, {"Ad", "5c"}, {"7h", "6h"}};
    const pokeq_scenario hu = preflop(2, heads_up), six_max = preflop(6, six);
    printf("Monte Carlo, 1 thread, %llu trials x %d runs, median:\n", (unsigned long long)trials, runs);
    printf("  heads-up preflop                                      : %7.2f M trials/s\n", median_rate(&hu, trials, runs) / 1e6);
    printf("  6-player preflop                                      : %7.2f M trials/s\n", median_rate(&six_max, trials, runs) / 1e6);
    static const char *const vs_random[] = {"AhAs", "random", "random", "random", "random", "random"};
    printf("  AhAs vs random                                        : %7.2f M trials/s\n",
           median_solve_rate(POKEQ_GAME_HOLDEM, vs_random, 2, NULL, trials, runs) / 1e6);
    printf("  AhAs vs 5 random                                      : %7.2f M trials/s\n",
           median_solve_rate(POKEQ_GAME_HOLDEM, vs_random, 6, NULL, trials, runs) / 1e6);
    static const char *const omaha[] = {"AAxxds", "KKxx,QQxx:0.5", "random"};
    printf("  Omaha AAxxds vs KKxx,QQxx:0.5 vs random, preflop      : %7.2f M trials/s\n",
           median_solve_rate(POKEQ_GAME_OMAHA, omaha, 3, NULL, trials / 10, runs) / 1e6);
    static const char *const hilo[] = {"A2xx,A3xx", "random"};
    printf("  Omaha hi/lo A2xx,A3xx vs random, flop 7c8d9h          : %7.2f M trials/s\n",
           median_solve_rate(POKEQ_GAME_OMAHA_HILO, hilo, 2, "7c8d9h", trials / 10, runs) / 1e6);
    return 0;
}
