/* SPDX-License-Identifier: MIT */
/* Hand categories at showdown (pokeq_request.categories): each seat's
 * runouts, weighted showdowns or trials per category against the
 * independent brute force (tests/support/range_brute.h: every runout
 * dealt, hands ranked by rules.h, a fixed hand a one-combo range) on every
 * street, exact and Monte Carlo (within 4 standard errors), and nothing
 * counted when not asked. */
#include "testing.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* "AhKh|QQ+" into its seats' texts (pointing into text); returns how many. */
static int split_seats(char *text, const char *seat[POKEQ_MAX_PLAYERS])
{
    int n = 0;
    for (char *save = NULL, *word = strtok_r(text, "|", &save); word != NULL && n < POKEQ_MAX_PLAYERS;
         word = strtok_r(NULL, "|", &save))
        seat[n++] = word;
    return n;
}

/* pokeq_solve with categories; they add up to the count for every seat. */
static pokeq_result solved(const char *seats, const char *board, const char *dead, int method, uint64_t trials)
{
    char text[512];
    snprintf(text, sizeof text, "%s", seats);
    const char *seat[POKEQ_MAX_PLAYERS];
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = split_seats(text, seat);
    for (int p = 0; p < q.seats; p++)
        q.seat[p].text = seat[p];
    q.board = board;
    q.dead = dead;
    q.method = method;
    q.categories = 1;
    q.trials = trials;
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", seats, e.message);
    for (int p = 0; p < r.seats; p++) {
        uint64_t sum = 0;
        for (int c = 0; c < POKEQ_CATEGORIES; c++)
            sum += r.seat[p].categories[c];
        cr_expect_eq(sum, r.count, "%s seat %d: categories add up to %llu of %llu", seats, p,
                     (unsigned long long)sum, (unsigned long long)r.count);
    }
    return r;
}

typedef struct brute_case {
    const char *seats, *board, *dead;
} brute_case;

/* The brute force's categories of a case against pokeq_solve's. */
static void check_case(const brute_case *k)
{
    char text[512];
    snprintf(text, sizeof text, "%s", k->seats);
    const char *seat[POKEQ_MAX_PLAYERS];
    pokeq_range ranges[POKEQ_MAX_PLAYERS];
    pokeq_range_scenario s = {.players = split_seats(text, seat)};
    for (int p = 0; p < s.players; p++) {
        cr_assert_eq(pokeq_range_parse(seat[p], &ranges[p], NULL), 0, "%s", seat[p]);
        s.range[p] = &ranges[p];
    }
    s.board_count = pokeq_cards_parse(k->board, s.board, 5, NULL);
    s.dead_count = pokeq_cards_parse(k->dead, s.dead, POKEQ_MAX_DEAD, NULL);
    brute_result *want = malloc(sizeof *want);
    brute_ranges(&s, want);
    const pokeq_result r = solved(k->seats, k->board, k->dead, POKEQ_METHOD_EXACT, 0);
    cr_assert_eq(r.count, want->showdowns, "%s on '%s'", k->seats, k->board);
    for (int p = 0; p < s.players; p++)
        for (int c = 0; c < POKEQ_CATEGORIES; c++)
            cr_expect_eq(r.seat[p].categories[c], want->category[p][c], "%s on '%s' seat %d %s: %llu, brute %llu",
                         k->seats, k->board, p, pokeq_category_name(c), (unsigned long long)r.seat[p].categories[c],
                         (unsigned long long)want->category[p][c]);
    free(want);
}

/* Every street; before the flop with dead cards, so the brute force stays
 * quick (by cards runs in place of by ranks then). */
Test(categories, fixed_hands_equal_the_brute_force)
{
    static const brute_case cases[] = {
        {"AhKh|QsQd", "2h7h9c4d5s", ""},
        {"AhKh|QsQd|JcTc", "2h7h9c4d", ""},
        {"AhKh|QsQd|JcTc", "2h7h9c", "3s"},
        {"9s8s|2c2d", "", "AsAhAdAcKsKhKdKcQsQhQdQcJsJhJdJcTsThTdTc3s3h3d3c4s4h4d4c"},
        {"AhAs|KdKc|7c6c", "", "2s2h2d3s3h3d4s4h4d5s5h5d8s8h8dTsThTdJsJhJd9s9h9dQsQhQd"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
}

/* Heads-up (sweep and small seat) and three-way, weights included. */
Test(categories, ranges_equal_the_brute_force)
{
    static const brute_case cases[] = {
        {"QQ+,AKs,T9s|JJ-99,AQs:0.5,KhQh", "Qh8h4c", ""},
        {"random|AA,KK@30", "Kc8h4d2s", "3c"},
        {"22+,ATs+,KQo|88+,AJ+|TT-55,KQs", "9h8h4c7d", ""},
        {"AK,KQs|66-44|JhTh,9c9d", "Ad7s2h", "Kd"},
        {"random|random", "AhKd7c4s2d", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
}

/* Monte Carlo: each category's share of the trials within 4 standard
 * errors of the exact share. */
Test(categories, monte_carlo_within_four_standard_errors)
{
    static const char *const cases[][3] = {
        {"AhKh|QsQd|JcTc", "", ""},
        {"QQ+,AKs|JJ-99,AQs:0.5|A2s+,KQ", "Qh8h4c", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const pokeq_result exact = solved(cases[i][0], cases[i][1], cases[i][2], POKEQ_METHOD_EXACT, 0);
        const pokeq_result mc = solved(cases[i][0], cases[i][1], cases[i][2], POKEQ_METHOD_MC, 200000);
        cr_assert_eq(mc.count, 200000);
        for (int p = 0; p < exact.seats; p++)
            for (int c = 0; c < POKEQ_CATEGORIES; c++) {
                const double share = (double)exact.seat[p].categories[c] / (double)exact.count;
                const double got = (double)mc.seat[p].categories[c] / (double)mc.count;
                const double se = sqrt(share * (1 - share) / (double)mc.count);
                cr_expect_leq(fabs(got - share), 4 * se + 1e-9, "case %zu seat %d %s: %f, exact %f", i, p,
                              pokeq_category_name(c), got, share);
            }
    }
}

/* Not asked: all zero, and the same equity counts. */
Test(categories, off_by_default)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 2;
    q.seat[0].text = "AhAs";
    q.seat[1].text = "KdKc";
    q.method = POKEQ_METHOD_EXACT;
    pokeq_result off;
    cr_assert_eq(pokeq_solve(&q, &off, NULL), 0);
    const pokeq_result on = solved("AhAs|KdKc", "", "", POKEQ_METHOD_EXACT, 0);
    cr_expect_eq(off.count, on.count);
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(off.seat[p].counts.equity_units, on.seat[p].counts.equity_units);
        cr_expect_eq(off.seat[p].counts.wins, on.seat[p].counts.wins);
        for (int c = 0; c < POKEQ_CATEGORIES; c++)
            cr_expect_eq(off.seat[p].categories[c], 0);
    }
    cr_expect_gt(on.seat[0].categories[POKEQ_PAIR], 0);
}
