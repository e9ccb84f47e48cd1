/* SPDX-License-Identifier: MIT */
/* The cost model (sim/solve/cost.h) and the refusals built on it
 * (too slow, too many). Speed is never asserted here (examples/bench_cost.c prints
 * estimates against the clock); these are its structural promises: the
 * estimate is for the team that really runs (turn and river range jobs on
 * one thread however many are asked for), it is the same on every call,
 * it never grows with threads, and a refusal never points to a method that
 * refuses too. */
#include "testing.h"

#include "solve/cost.h"
#include "solve/request.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct cost_case {
    const char *seats[POKEQ_MAX_PLAYERS + 1];
    const char *board;
    bool cheap;                 /* exact in well under a second: run it too */
} cost_case;

static const cost_case CASES[] = {
    {{"AhAs", "KdKc", NULL}, "", true},
    {{"AhAs", "KdKc", "QhJh", "Tc9c", "8d8s", "7h6h", "5c5d", "4s3s", "2h2d", "Jd9d", NULL}, "", true},
    {{"AhAs", "KdKc", NULL}, "7h2h3c4d5s", true},
    {{"random", "AhKd", NULL}, "7h2h3c", true},
    {{"random", "random", NULL}, "7h2h3c", true},
    {{"random", "random", NULL}, "7h2h3c4d", true},
    {{"random", "random", NULL}, "7h2h3c4d5s", true},
    {{"QQ+,AKs", "JJ-99", "AhKd", "7c7d", NULL}, "Ts6s2d", true},
    {{"20%", "20%", "20%", NULL}, "Kh6c3dTs9s", true},
    {{"QQ+,AKs", "random", NULL}, "", false},
    {{"AK", "AK", "AK", "AK", "QQ", NULL}, "", false},
    {{"random", "random", "50%", NULL}, "7h2h3c4d5s", false},
    {{"random", "random", "random", NULL}, "7h2h3c4d", false},
};
enum { CASE_COUNT = sizeof CASES / sizeof CASES[0] };

static pokeq_request request_of(const cost_case *c, int threads)
{
    pokeq_request q;
    pokeq_request_init(&q);
    for (q.seats = 0; c->seats[q.seats] != NULL; q.seats++)
        q.seat[q.seats].text = c->seats[q.seats];
    q.board = c->board;
    q.threads = threads;
    return q;
}

static cost_work work_of(const cost_case *c, int threads)
{
    const pokeq_request q = request_of(c, threads);
    resolved *r = malloc(sizeof *r);
    cr_assert(r != NULL);
    cr_assert_eq(request_resolve(&q, r, NULL), 0);
    const cost_work w = cost_exact_work(r, threads, false);
    free(r);
    return w;
}

/* The team estimated is the team that runs. */
Test(cost, the_estimate_is_for_the_team_that_runs)
{
    static const int threads[] = {1, 2, 16, 0};
    for (int i = 0; i < CASE_COUNT; i++) {
        if (!CASES[i].cheap)
            continue;
        for (int t = 0; t < 4; t++) {
            const cost_work w = work_of(&CASES[i], threads[t]);
            pokeq_request q = request_of(&CASES[i], threads[t]);
            q.method = POKEQ_METHOD_EXACT;
            pokeq_result r;
            cr_assert_eq(pokeq_solve(&q, &r, NULL), 0, "case %d", i);
            cr_expect_eq(w.team, r.threads, "case %d, %d threads: estimated on %d, ran on %d", i, threads[t], w.team,
                         r.threads);
            cr_expect_eq(r.exact_estimate, w.seconds, "case %d: the result carries the estimate", i);
        }
    }
}

/* Turn and river range jobs run on one thread: asking for more changes
 * neither the team nor the estimate. */
Test(cost, turn_and_river_range_jobs_are_estimated_on_one_thread)
{
    for (int i = 0; i < CASE_COUNT; i++) {
        if (strlen(CASES[i].board) < 8 || CASES[i].seats[0][0] == 'A')
            continue;
        const cost_work one = work_of(&CASES[i], 1), many = work_of(&CASES[i], 16);
        cr_expect_eq(many.team, 1, "case %d", i);
        cr_expect_eq(many.seconds, one.seconds, "case %d: %g on 16 threads, %g on 1", i, many.seconds, one.seconds);
    }
}

/* Every estimate is positive, finite, the same on every call, never more
 * for more threads, and names the engine that will run. */
Test(cost, estimates_are_stable_and_never_grow_with_threads)
{
    for (int i = 0; i < CASE_COUNT; i++) {
        const cost_work one = work_of(&CASES[i], 1), again = work_of(&CASES[i], 1), two = work_of(&CASES[i], 2);
        cr_expect(one.seconds > 0 && isfinite(one.seconds), "case %d: %g", i, one.seconds);
        cr_expect_eq(one.seconds, again.seconds, "case %d", i);
        cr_expect_leq(two.seconds, one.seconds, "case %d", i);
        const pokeq_request q = request_of(&CASES[i], 1);
        resolved *r = malloc(sizeof *r);
        cr_assert(r != NULL);
        cr_assert_eq(request_resolve(&q, r, NULL), 0);
        if (!resolved_all_fixed(r))
            cr_expect(r->seats == 2 ? one.engine == COST_HEADS_UP || one.engine == COST_PAIRS : one.engine == COST_MULTIWAY,
                      "case %d", i);
        else
            cr_expect(one.engine == COST_BY_RANKS || one.engine == COST_BY_CARDS, "case %d", i);
        free(r);
    }
}

/* Per-combo counts cost more, never less. */
Test(cost, per_combo_counts_never_make_it_cheaper)
{
    for (int i = 0; i < CASE_COUNT; i++) {
        const pokeq_request q = request_of(&CASES[i], 1);
        resolved *r = malloc(sizeof *r);
        cr_assert(r != NULL);
        cr_assert_eq(request_resolve(&q, r, NULL), 0);
        cr_expect_geq(cost_exact_work(r, 1, true).seconds, cost_exact_work(r, 1, false).seconds, "case %d", i);
        free(r);
    }
}

/* ---- refusals (row 4) ---- */

static int solve_text(const char *const *seats, int method, pokeq_error_info *e)
{
    pokeq_request q;
    pokeq_request_init(&q);
    for (q.seats = 0; seats[q.seats] != NULL; q.seats++)
        q.seat[q.seats].text = seats[q.seats];
    q.method = method;
    pokeq_result r;
    return pokeq_solve(&q, &r, e);
}

/* No deal at all: every method says so, none is called too slow. */
Test(cost, no_deal_is_refused_as_such_by_every_method)
{
    static const char *const seats[] = {"AK", "AK", "AK", "AK", "AK", NULL};
    for (int method = POKEQ_METHOD_AUTO; method <= POKEQ_METHOD_MC; method++) {
        pokeq_error_info e;
        cr_expect_eq(solve_text(seats, method, &e), -POKEQ_ERR_RANGE_EMPTY, "method %d: %s", method, e.message);
        cr_expect(strstr(e.message, "no deal") != NULL, "%s", e.message);
    }
}

/* Exact too slow: TOO_SLOW when Monte Carlo can answer (and the message
 * says so), TOO_HARD when it cannot either. */
#define TWENTY "TT+,ATs+,KTs+,QTs+,JTs,ATo+,KTo+,QTo+,JTo"
Test(cost, a_refusal_says_whether_monte_carlo_can_answer)
{
    pokeq_error_info e;
    static const char *const wide[] = {"random", "random", "random", NULL};
    cr_expect_eq(solve_text(wide, POKEQ_METHOD_EXACT, &e), -POKEQ_ERR_TOO_SLOW, "%s", e.message);
    cr_expect(strstr(e.message, "Monte Carlo can answer it") != NULL, "%s", e.message);
    static const char *const packed[] = {TWENTY, TWENTY, TWENTY, TWENTY, TWENTY,
                                         TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, NULL};
    cr_expect_eq(solve_text(packed, POKEQ_METHOD_EXACT, &e), -POKEQ_ERR_TOO_HARD, "%s", e.message);
    cr_expect(strstr(e.message, "Monte Carlo cannot answer it either") != NULL, "%s", e.message);
    cr_expect_eq(solve_text(packed, POKEQ_METHOD_MC, &e), -POKEQ_ERR_TOO_HARD, "%s", e.message);
}
