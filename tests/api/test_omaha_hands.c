/* SPDX-License-Identifier: MIT */
/* Per-hand counts of Omaha ranges (pokeq_request.hands): exact rows equal
 * the independent brute force (omaha_hand_brute.h) hand by hand to the
 * last unit, on flops and turns, Omaha 4, 5 and 6, high and hi/lo, fixed
 * hands and weighted ranges, 2 and 3 seats, on 1 and 3 threads; every
 * seat's rows add up to its counts; exact shards' rows add up to the whole
 * job's; Monte Carlo's rows are the same hands, add up to the seat's
 * counts and are the same on 1 and 3 threads, each hand's equity within 5
 * standard errors of its exact one; fixed hands one row each; the refusals
 * say why. */
#include "testing.h"

#include "omaha_hand_brute.h"

#include <math.h>
#include <string.h>

enum { ROOM = 4096 };

static const scenario SPOTS[] = {
    {POKEQ_GAME_OMAHA, 4, 0, 2, {{"AAKKds", 1, {{"AAKK", 1, 100}}}, {"QQJJds", 1, {{"QQJJ", 1, 100}}}}, "2c7d9h", ""},
    {POKEQ_GAME_OMAHA, 4, 0, 3,
     {{"AAKKds", 1, {{"AAKK", 1, 100}}}, {"QQJJds,TT99ds:0.5", 2, {{"QQJJ", 1, 100}, {"TT99", 1, 50}}},
      {"8s8h6c5d", 0, {{0}}}},
     "2c7d9hKs", "Ac"},
    {POKEQ_GAME_OMAHA_HILO, 4, 1, 2,
     {{"As2d3hKc", 0, {{0}}}, {"AA23ds,KKQQds:0.5", 2, {{"AA23", 1, 100}, {"KKQQ", 1, 50}}}}, "4s5c9d", ""},
    {POKEQ_GAME_OMAHA5, 5, 0, 2, {{"AhAdKhKd2c", 0, {{0}}}, {"QQJJTds", 1, {{"QQJJT", 1, 100}}}}, "3c4d9hQs", ""},
    {POKEQ_GAME_OMAHA5_HILO, 5, 1, 2, {{"AhAd3h4d9c", 0, {{0}}}, {"22KK5ds", 1, {{"22KK5", 1, 100}}}}, "6c7dTh", "Js"},
    {POKEQ_GAME_OMAHA6, 6, 0, 2, {{"AhAdKhKd2c3c", 0, {{0}}}, {"QQJJTTds", 1, {{"QQJJTT", 1, 100}}}}, "4c5d9hQs", ""},
};

static pokeq_request spot_request(const scenario *sc, pokeq_hand_counts *rows, int method, int threads)
{
    pokeq_request q = scenario_request(sc);
    q.method = method;
    q.threads = threads;
    q.hands = rows;
    q.hands_capacity = ROOM;
    q.trials = 200000;
    q.seed = 11;
    return q;
}

static pokeq_result solve_rows(const pokeq_request *q)
{
    pokeq_result r;
    pokeq_error_info error;
    const int code = pokeq_solve(q, &r, &error);
    cr_assert_eq(code, 0, "%s: %s", q->seat[1].text, error.message);
    return r;
}

/* Each seat's rows: ascending, its own, adding up to its counts. */
static void expect_sums(const pokeq_result *r, const pokeq_hand_counts *rows)
{
    uint64_t showdowns[POKEQ_MAX_PLAYERS] = {0}, units[POKEQ_MAX_PLAYERS] = {0};
    for (size_t k = 0; k < r->hand_rows; k++) {
        cr_assert(rows[k].seat >= 0 && rows[k].seat < r->seats);
        if (k > 0 && rows[k].seat == rows[k - 1].seat)
            cr_expect_gt(rows[k].cards, rows[k - 1].cards, "rows ascending by cards");
        if (k > 0)
            cr_expect_geq(rows[k].seat, rows[k - 1].seat, "rows seat by seat");
        showdowns[rows[k].seat] += rows[k].showdowns;
        units[rows[k].seat] += rows[k].equity_units;
    }
    for (int p = 0; p < r->seats; p++) {
        cr_expect_eq(showdowns[p], r->count, "seat %d: rows' showdowns add up to the count", p);
        cr_expect_eq(units[p], r->seat[p].counts.equity_units, "seat %d: rows' units add up to the seat's", p);
    }
}

/* The rows equal the brute force's hand for hand. */
static void expect_brute(const scenario *sc, const hand_brute *h, const pokeq_result *r,
                         const pokeq_hand_counts *rows)
{
    size_t listed = 0;
    for (int p = 0; p < sc->seats; p++)
        listed += (size_t)h->list[p].count;
    cr_assert_eq(r->hand_rows, listed, "%s: a row for every hand the known cards leave", sc->seat[1].text);
    for (size_t k = 0; k < r->hand_rows; k++) {
        const int p = rows[k].seat, i = hand_brute_find(h, p, rows[k].cards);
        cr_assert_geq(i, 0, "seat %d row %zu: a hand of its range", p, k);
        cr_expect_eq(rows[k].showdowns, h->showdowns[p][i], "%s seat %d hand %zu showdowns", sc->seat[1].text, p, k);
        cr_expect_eq(rows[k].equity_units, h->units[p][i], "%s seat %d hand %zu units", sc->seat[1].text, p, k);
        const int weight = sc->seat[p].terms == 0 ? POKEQ_RANGE_WEIGHT_ONE : h->list[p].weight[i];
        cr_expect_eq(rows[k].weight, weight);
    }
}

Test(omaha_hands, exact_rows_equal_the_brute_force_on_any_thread_count, .timeout = 600)
{
    pokeq_hand_counts *rows = malloc(ROOM * sizeof *rows), *again = malloc(ROOM * sizeof *again);
    cr_assert(rows && again);
    for (size_t s = 0; s < sizeof SPOTS / sizeof SPOTS[0]; s++) {
        const scenario *sc = &SPOTS[s];
        hand_brute *h = hand_brute_count(sc);
        pokeq_request q = spot_request(sc, rows, POKEQ_METHOD_EXACT, 1);
        const pokeq_result r = solve_rows(&q);
        expect_brute(sc, h, &r, rows);
        expect_sums(&r, rows);
        q = spot_request(sc, again, POKEQ_METHOD_EXACT, 3);
        const pokeq_result r3 = solve_rows(&q);
        cr_assert_eq(r3.hand_rows, r.hand_rows);
        cr_expect_eq(memcmp(rows, again, r.hand_rows * sizeof *rows), 0, "3 threads: the same rows");
        hand_brute_free(h);
    }
    free(rows);
    free(again);
}

Test(omaha_hands, exact_shards_rows_add_up_to_the_whole)
{
    const scenario *sc = &SPOTS[1];
    pokeq_hand_counts *whole = malloc(ROOM * sizeof *whole), *part = malloc(ROOM * sizeof *part);
    uint64_t *sum = calloc(ROOM, sizeof *sum);
    cr_assert(whole && part && sum);
    pokeq_request q = spot_request(sc, whole, POKEQ_METHOD_EXACT, 2);
    const pokeq_result r = solve_rows(&q);
    for (int k = 0; k < 3; k++) {
        q = spot_request(sc, part, POKEQ_METHOD_EXACT, 2);
        q.shard = k;
        q.shards = 3;
        const pokeq_result pr = solve_rows(&q);
        cr_assert_eq(pr.hand_rows, r.hand_rows);
        for (size_t i = 0; i < pr.hand_rows; i++) {
            cr_assert_eq(part[i].cards, whole[i].cards);
            sum[i] += part[i].showdowns;
        }
    }
    for (size_t i = 0; i < r.hand_rows; i++)
        cr_expect_eq(sum[i], whole[i].showdowns, "row %zu", i);
    free(whole);
    free(part);
    free(sum);
}

/* Monte Carlo: the exact rows' hands, sums, thread independence, and each
 * hand's equity near its exact one. */
static void expect_mc(const scenario *sc)
{
    pokeq_hand_counts *exact = malloc(ROOM * sizeof *exact), *one = malloc(ROOM * sizeof *one),
                      *three = malloc(ROOM * sizeof *three);
    cr_assert(exact && one && three);
    pokeq_request q = spot_request(sc, exact, POKEQ_METHOD_EXACT, 2);
    const pokeq_result e = solve_rows(&q);
    q = spot_request(sc, one, POKEQ_METHOD_MC, 1);
    const pokeq_result m = solve_rows(&q);
    q = spot_request(sc, three, POKEQ_METHOD_MC, 3);
    const pokeq_result m3 = solve_rows(&q);
    cr_assert_eq(m.hand_rows, e.hand_rows);
    cr_assert_eq(m3.hand_rows, e.hand_rows);
    cr_expect_eq(memcmp(one, three, m.hand_rows * sizeof *one), 0, "Monte Carlo rows: the same on 3 threads");
    expect_sums(&m, one);
    for (size_t k = 0; k < m.hand_rows; k++) {
        cr_assert_eq(one[k].cards, exact[k].cards);
        cr_expect_eq(one[k].weight, exact[k].weight);
        if (one[k].showdowns < 2000 || exact[k].showdowns == 0)
            continue;
        const double want = (double)exact[k].equity_units / (2520.0 * (double)exact[k].showdowns),
                     got = (double)one[k].equity_units / (2520.0 * (double)one[k].showdowns),
                     trials = (double)one[k].showdowns / (sc->hilo ? 2 : 1);
        cr_expect_leq(fabs(got - want), 5 * sqrt(0.25 / trials) + 1e-9, "%s hand %zu: %f against %f",
                      sc->seat[1].text, k, got, want);
    }
    free(exact);
    free(one);
    free(three);
}

Test(omaha_hands, monte_carlo_rows_are_thread_independent_and_add_up, .timeout = 600)
{
    expect_mc(&SPOTS[1]);
    expect_mc(&SPOTS[2]);
}

/* A random seat is dealt, not listed: its rows are still every hand. */
Test(omaha_hands, monte_carlo_rows_of_a_random_seat)
{
    pokeq_hand_counts *rows = malloc(300000 * sizeof *rows), *again = malloc(300000 * sizeof *again);
    cr_assert(rows && again);
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_OMAHA;
    q.seats = 2;
    q.seat[0].text = "AsAhKsKh";
    q.seat[1].text = "random";
    q.board = "2c7d9h";
    q.method = POKEQ_METHOD_MC;
    q.trials = 100000;
    q.hands = rows;
    q.hands_capacity = 300000;
    q.threads = 1;
    const pokeq_result r = solve_rows(&q);
    cr_expect_eq(r.hand_rows, 1 + 148995, "the fixed hand and C(45, 4) hands of the 45 cards left");
    expect_sums(&r, rows);
    q.hands = again;
    q.threads = 3;
    const pokeq_result r3 = solve_rows(&q);
    cr_expect_eq(memcmp(rows, again, r.hand_rows * sizeof *rows), 0);
    cr_expect_eq(r3.seat[1].counts.equity_units, r.seat[1].counts.equity_units);
    q.hands = NULL; /* the same trials without rows */
    const pokeq_result bare = solve_rows(&q);
    cr_expect_eq(bare.seat[1].counts.equity_units, r.seat[1].counts.equity_units);
    free(rows);
    free(again);
}

Test(omaha_hands, refusals_say_why)
{
    pokeq_hand_counts rows[4];
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_OMAHA;
    q.seats = 2;
    q.seat[0].text = "AsAhKsKh";
    q.seat[1].text = "QQJJds";
    q.hands = rows;
    q.hands_capacity = 4;
    pokeq_result r;
    pokeq_error_info error;
    cr_expect_eq(pokeq_solve(&q, &r, &error), -POKEQ_ERR_ARGUMENT);
    cr_expect(strstr(error.message, "holds 4 rows") != NULL, "%s", error.message);
    q.game = POKEQ_GAME_HOLDEM;
    q.seat[0].text = "AsAh";
    q.seat[1].text = "QQ";
    cr_expect_eq(pokeq_solve(&q, &r, &error), -POKEQ_ERR_UNSUPPORTED);
    cr_expect(strstr(error.message, "holdem") != NULL, "%s", error.message);
    q.game = POKEQ_GAME_OMAHA;
    q.seats = 4;
    for (int p = 0; p < 4; p++)
        q.seat[p].text = "random";
    q.hands_capacity = 1 << 22;
    cr_expect_eq(pokeq_solve(&q, &r, &error), -POKEQ_ERR_TOO_HARD);
    cr_expect(strstr(error.message, "1048576") != NULL, "%s", error.message);
    q.hands = NULL;
    q.combos = (pokeq_combo_counts[POKEQ_COMBOS * 4]){{0}};
    q.combos_capacity = POKEQ_COMBOS * 4;
    cr_expect_eq(pokeq_solve(&q, &r, &error), -POKEQ_ERR_UNSUPPORTED);
    cr_expect(strstr(error.message, "request.hands") != NULL, "%s", error.message);
}

/* Fixed hands alone: each seat's one row holds its counts (brute force). */
Test(omaha_hands, fixed_hands_have_one_row_each)
{
    const omaha_counts want = brute_omaha("AhAd3h4d9c 2s2cKsKd5h QcJcTs8s7d", "6c7hTh", "", 5, 1);
    pokeq_hand_counts rows[8];
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_OMAHA5_HILO;
    q.seats = 3;
    q.seat[0].text = "AhAd3h4d9c";
    q.seat[1].text = "2s2cKsKd5h";
    q.seat[2].text = "QcJcTs8s7d";
    q.board = "6c7hTh";
    q.method = POKEQ_METHOD_EXACT;
    q.hands = rows;
    q.hands_capacity = 8;
    const pokeq_result r = solve_rows(&q);
    cr_assert_eq(r.hand_rows, 3);
    expect_sums(&r, rows);
    for (int p = 0; p < 3; p++) {
        int cards[5];
        uint64_t mask = 0;
        cr_assert_eq(pokeq_cards_parse(q.seat[p].text, cards, 5, NULL), 5);
        for (int k = 0; k < 5; k++)
            mask |= 1ULL << cards[k];
        cr_expect_eq(rows[p].cards, mask);
        cr_expect_eq(rows[p].seat, p);
        cr_expect_eq(rows[p].weight, POKEQ_RANGE_WEIGHT_ONE);
        cr_expect_eq(rows[p].showdowns, want.showdowns, "seat %d", p);
        cr_expect_eq(rows[p].equity_units, want.units[p], "seat %d", p);
    }
}
