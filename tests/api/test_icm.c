/* SPDX-License-Identifier: MIT */
/*
 * test_icm.c - pokeq_icm against the model's definition: every finishing
 * order of up to 8 players summed with exact fractions (icm_brute.h), to
 * 1e-12; properties at 9 to 20 players (each place's chances sum to 1
 * over players, each player's over places; equal stacks share alike;
 * one more chip never lowers a player's equity); Monte Carlo within its
 * stated error and the same on any thread count; every bad input refused.
 */
#include <criterion/criterion.h>

#include "icm_brute.h"
#include "pokeq.h"
#include "testing.h"

#include <math.h>
#include <stdlib.h>

enum { MAX_N = 24 };

typedef struct icm_answer {
    double equity[MAX_N], stderr_equity[MAX_N], place[MAX_N * MAX_N];
    pokeq_icm_result r;
} icm_answer;

static int run_icm(int n, const double *stacks, int payouts, const double *payout, int method, uint64_t trials,
                   int threads, icm_answer *a)
{
    pokeq_icm_request q;
    pokeq_icm_request_init(&q);
    q.players = n;
    q.stacks = stacks;
    q.payouts = payouts;
    q.payout = payout;
    q.method = method;
    q.trials = trials;
    q.threads = threads;
    a->r = (pokeq_icm_result){.equity = a->equity, .stderr_equity = a->stderr_equity, .place = a->place};
    return pokeq_icm(&q, &a->r);
}

/* A small pseudo-random generator of the tests' own (xorshift). */
static unsigned next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return (unsigned)(*state >> 11);
}

static void expect_brute(int n, const unsigned *chips, int payouts, const double *payout)
{
    double stacks[ICM_BRUTE_MAX], brute[ICM_BRUTE_MAX * ICM_BRUTE_MAX];
    for (int i = 0; i < n; i++)
        stacks[i] = chips[i];
    icm_brute(n, chips, brute);
    icm_answer a;
    cr_assert_eq(run_icm(n, stacks, payouts, payout, POKEQ_METHOD_AUTO, 0, 0, &a), 0);
    cr_assert_eq(a.r.method, POKEQ_METHOD_EXACT);
    double total = 0;
    for (int p = 0; p < payouts; p++)
        total += payout[p];
    for (int i = 0; i < n; i++) {
        double equity = 0;
        for (int p = 0; p < n; p++) {
            cr_assert(fabs(a.place[i * n + p] - brute[i * n + p]) <= 1e-12, "n %d player %d place %d: %.17g vs %.17g",
                      n, i, p, a.place[i * n + p], brute[i * n + p]);
            equity += p < payouts ? brute[i * n + p] * payout[p] : 0;
        }
        cr_assert(fabs(a.equity[i] - equity) <= 1e-12 * (total > 1 ? total : 1), "n %d player %d: %.17g vs %.17g",
                  n, i, a.equity[i], equity);
        cr_assert_eq(a.stderr_equity[i], 0);
    }
}

Test(icm, every_finishing_order_summed_exactly_up_to_8_players, .timeout = 240)
{
    uint64_t state = 0x9e3779b97f4a7c15ULL;
    for (int n = 1; n <= ICM_BRUTE_MAX; n++) {
        const int cases = n < 7 ? 6 : SANITIZED ? 1 : 2;
        for (int c = 0; c < cases; c++) {
            unsigned chips[ICM_BRUTE_MAX];
            double payout[ICM_BRUTE_MAX];
            const int payouts = 1 + (int)(next_random(&state) % (unsigned)n);
            for (int i = 0; i < n; i++)
                chips[i] = 1 + next_random(&state) % (255 / n);
            for (int p = 0; p < payouts; p++)
                payout[p] = (double)(next_random(&state) % 1000) / 7;
            expect_brute(n, chips, payouts, payout);
        }
    }
}

Test(icm, the_issue_example)
{
    const unsigned chips[3] = {50, 30, 20};
    const double payout[3] = {50, 30, 20};
    expect_brute(3, chips, 3, payout);
    /* by hand: player 1 finishes first with 1/2, second with 3/10 x 5/7 + 2/10 x 5/8 */
    icm_answer a;
    const double stacks[3] = {5000, 3000, 2000};
    cr_assert_eq(run_icm(3, stacks, 3, payout, POKEQ_METHOD_EXACT, 0, 0, &a), 0);
    cr_assert(fabs(a.place[1] - (0.3 * 5 / 7 + 0.2 * 5 / 8)) < 1e-15);
}

static void expect_sums_to_one(int n, const double *place)
{
    for (int k = 0; k < n; k++) {
        double by_player = 0, by_place = 0;
        for (int j = 0; j < n; j++) {
            by_player += place[k * n + j];
            by_place += place[j * n + k];
        }
        cr_assert(fabs(by_player - 1) < 1e-12 && fabs(by_place - 1) < 1e-12, "row/column %d: %.17g %.17g", k,
                  by_player, by_place);
    }
}

Test(icm, exact_for_12_and_20_players)
{
    static const int sizes[2] = {12, 20};
    double payout[MAX_N];
    for (int p = 0; p < MAX_N; p++)
        payout[p] = 100.0 / (p + 1);
    for (int s = 0; s < 2; s++) {
        const int n = sizes[s];
        double stacks[MAX_N];
        for (int i = 0; i < n; i++)
            stacks[i] = i < n / 2 ? 1500 : 1500 + 250 * i;
        static icm_answer a, more;
        cr_assert_eq(run_icm(n, stacks, 9, payout, POKEQ_METHOD_AUTO, 0, 0, &a), 0);
        cr_assert_eq(a.r.method, POKEQ_METHOD_EXACT);
        expect_sums_to_one(n, a.place);
        /* equal stacks share alike; a larger stack is worth more */
        for (int i = 1; i < n / 2; i++)
            cr_assert(fabs(a.equity[i] - a.equity[0]) < 1e-12);
        for (int i = n / 2; i + 1 < n; i++)
            cr_assert(a.equity[i + 1] > a.equity[i]);
        /* every chip goes to someone: the payouts are paid in full */
        double paid = 0, total = 0;
        for (int i = 0; i < n; i++)
            paid += a.equity[i];
        for (int p = 0; p < 9; p++)
            total += payout[p];
        cr_assert(fabs(paid - total) < 1e-9);
        stacks[0] += 1;
        cr_assert_eq(run_icm(n, stacks, 9, payout, POKEQ_METHOD_AUTO, 0, 0, &more), 0);
        cr_assert(more.equity[0] > a.equity[0]);
    }
}

Test(icm, monte_carlo_within_its_error_and_alike_on_any_threads, .timeout = 120)
{
    const double stacks[6] = {9000, 1200, 4000, 4000, 700, 2500}, payout[3] = {50, 30, 20};
    icm_answer exact, one, two;
    cr_assert_eq(run_icm(6, stacks, 3, payout, POKEQ_METHOD_EXACT, 0, 0, &exact), 0);
    const uint64_t trials = SANITIZED ? 20000 : 200000;
    cr_assert_eq(run_icm(6, stacks, 3, payout, POKEQ_METHOD_MC, trials, 1, &one), 0);
    cr_assert_eq(run_icm(6, stacks, 3, payout, POKEQ_METHOD_MC, trials, 2, &two), 0);
    cr_assert_eq(one.r.method, POKEQ_METHOD_MC);
    cr_assert_eq(one.r.trials, trials);
    for (int i = 0; i < 6; i++) {
        cr_assert(one.stderr_equity[i] > 0);
        cr_assert(fabs(one.equity[i] - exact.equity[i]) < 5 * one.stderr_equity[i], "player %d: %g vs %g (se %g)", i,
                  one.equity[i], exact.equity[i], one.stderr_equity[i]);
        cr_assert_eq(one.equity[i], two.equity[i]);
    }
    expect_sums_to_one(6, one.place);
}

Test(icm, past_20_players_monte_carlo)
{
    double stacks[MAX_N], payout[3] = {5, 3, 2};
    for (int i = 0; i < 21; i++)
        stacks[i] = 100 + i;
    icm_answer a;
    cr_assert_eq(run_icm(21, stacks, 3, payout, POKEQ_METHOD_AUTO, 4096, 0, &a), 0);
    cr_assert_eq(a.r.method, POKEQ_METHOD_MC);
    cr_assert_eq(run_icm(21, stacks, 3, payout, POKEQ_METHOD_EXACT, 0, 0, &a), -POKEQ_ERR_TOO_SLOW);
}

Test(icm, bad_input_refused)
{
    const double good[3] = {10, 20, 30}, negative[3] = {10, -20, 30}, zero[3] = {10, 0, 30},
                 nan_stack[3] = {10, NAN, 30}, payout[3] = {5, 3, 2}, bad_payout[2] = {5, -1};
    icm_answer a;
    cr_assert_eq(run_icm(3, negative, 3, payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(3, zero, 3, payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(3, nan_stack, 3, payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(2, good, 3, payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(3, good, 0, payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(3, good, 2, bad_payout, 0, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(run_icm(0, good, 1, payout, 0, 0, 0, &a), -POKEQ_ERR_PLAYERS);
    cr_assert_eq(run_icm(3, good, 3, payout, 7, 0, 0, &a), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(pokeq_icm(NULL, &a.r), -POKEQ_ERR_ARGUMENT);
}
