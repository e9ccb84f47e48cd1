/* SPDX-License-Identifier: MIT */
/* test_mc.c - Monte Carlo equity: agreement with brute-force exact answers,
 * thread-count independence, the stopping rules, honest standard errors,
 * input checks, and a uniform board dealer. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include "mc/board_deal.h"
#include "naive.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* ---- scenarios and exact answers (tests/support/brute_exact.h) ---------------- */

/* A scenario from text that must be valid. */
static pokeq_scenario valid_scenario(const char *holes, const char *board, const char *dead)
{
    const pokeq_scenario s = scenario_of(holes, board, dead);
    cr_assert_eq(pokeq_scenario_check(&s), POKEQ_OK, "%s | %s | %s", holes, board, dead);
    return s;
}

static void exact_equity(const pokeq_scenario *s, double equity[])
{
    const brute_counts c = brute_force(s);
    for (int p = 0; p < s->players; p++)
        equity[p] = (double)c.units[p] / ((double)POT * (double)c.runouts);
}

/* ---- agreement with exact answers ------------------------------------- */

typedef struct known_case {
    const char *holes, *board, *dead;
    int full_preflop;   /* 1.7M runouts: skipped under sanitizers */
} known_case;

static const known_case known_cases[] = {
    /* river */
    {"AhKh QsQd", "2h7h9cQcJd", "", 0},
    {"AsAd KcKh 7s8s", "2s5s9dTcKd", "", 0},
    {"4c4d 5h6h", "Ac2d3s7h8h", "", 0},
    {"AhKd AcKs 2h3h QdJc", "TdTh9s8c2c", "", 0},
    {"AsQs KdQd JhJc 9h8h 7c6c 5s5d", "2d3dTs4h4c", "", 0},
    /* turn */
    {"AsKs QhQd", "2s7s9cJd", "", 0},
    {"JcTc 9h9d AsQs", "8c7d2s3h", "", 0},
    {"Ah2h KcKd 7s6s QdJd", "Th9h3c4d", "", 0},
    {"8d8c AsKh", "8h9sTc2d", "AcAd", 0},
    {"AcKc QdQs JhTh 9s9c 5d4d", "2c7h8sKd", "", 0},
    /* flop */
    {"AsKs QhQd", "2s7s9c", "", 0},
    {"JcTc 9h9d", "8c7d2s", "", 0},
    {"AhAd KsKc QsJs", "Ts9s2d", "", 0},
    {"7c7d 8h9h AsKd 2c2s", "6h5cTd", "", 0},
    {"AcKc QdQs JhTh 9s9c 5d4d", "2c7h8s", "", 0},
    {"AhQh KdKs 6c6d JsTs 3h3d 9c8c", "Qc7s2h", "", 0},
    {"AsAc 7h8h", "6h9c2d", "KhQh5h", 0},
    {"2c3d 2h3s", "Ts9s8d", "", 0},
    {"AsKs AhKh AdKd AcKc QsQh 2c7d", "JdTd3c", "", 0},
    /* preflop: dead cards keep the enumerations small, bar one */
    {"AhKh 2c2d", "", "3c4c5c6c7c8c9cTcJcQc", 0},
    {"AcAd 7s6s KhKd", "", "2c3c4c5c8d9dThJhQsQc", 0},
    {"AsAh KsKh QsQh JsJh", "", "2c3c4c5c6c7c8c9c2d3d4d5d", 0},
    {"AsKs QhQd", "", "", 1},
};

Test(monte_carlo, within_four_standard_errors_of_exact, .timeout = 120)
{
    const uint64_t trials = SANITIZED ? 100000 : 1000000;
    const int cases = (int)(sizeof known_cases / sizeof known_cases[0]);
    int checked = 0;
    for (int i = 0; i < cases; i++) {
        const known_case *k = &known_cases[i];
        if (SANITIZED && k->full_preflop)
            continue;
        const pokeq_scenario s = valid_scenario(k->holes, k->board, k->dead);
        double exact[POKEQ_MAX_PLAYERS];
        exact_equity(&s, exact);
        const pokeq_mc_options o = {.seed = 1000 + (uint64_t)i, .max_trials = trials};
        pokeq_mc_result r;
        cr_assert_eq(pokeq_monte_carlo(&s, &o, &r), POKEQ_OK);
        cr_assert_eq(r.trials, trials);
        for (int p = 0; p < s.players; p++) {
            const double error = fabs(r.equity[p] - exact[p]);
            cr_expect_leq(error, 4 * r.stderr_equity[p] + 1e-12,
                          "case %d (%s | %s) player %d: mc %.6f exact %.6f stderr %.6f", i, k->holes,
                          k->board, p, r.equity[p], exact[p], r.stderr_equity[p]);
            /* and the error estimate itself is of the right size */
            cr_expect_leq(r.stderr_equity[p], 0.5 / sqrt((double)trials));
        }
        checked++;
    }
    cr_expect_geq(checked, 20);
}

/* ---- results and reproducibility -------------------------------------- */

static pokeq_mc_result run(const pokeq_scenario *s, pokeq_mc_options o)
{
    pokeq_mc_result r;
    const int err = pokeq_monte_carlo(s, &o, &r);
    cr_assert_eq(err, POKEQ_OK, "%s", pokeq_strerror(err));
    return r;
}

static void expect_same_counts(const pokeq_mc_result *a, const pokeq_mc_result *b, const char *what)
{
    cr_expect_eq(a->trials, b->trials, "%s: trials", what);
    cr_expect_eq(a->stopped_by, b->stopped_by, "%s: stop", what);
    cr_expect(memcmp(a->player, b->player, sizeof a->player) == 0, "%s: counts", what);
    cr_expect(memcmp(a->stderr_equity, b->stderr_equity, sizeof a->stderr_equity) == 0, "%s: stderr", what);
}

Test(monte_carlo, identical_for_any_thread_count)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd JcTc", "", "");
    const uint64_t odd_trials = 10 * POKEQ_MC_BLOCK_TRIALS + 777;
    pokeq_mc_options by_trials = {.seed = 77, .max_trials = odd_trials, .threads = 1};
    pokeq_mc_options by_error = {.seed = 78, .target_stderr = 0.0015, .threads = 1};
    const pokeq_mc_result t1 = run(&s, by_trials), e1 = run(&s, by_error);
    cr_expect_eq(t1.trials, odd_trials);
    cr_expect_eq(e1.stopped_by, POKEQ_MC_STOP_STDERR);
    for (int threads = 2; threads <= 3; threads++) {
        by_trials.threads = by_error.threads = threads;
        const pokeq_mc_result t = run(&s, by_trials), e = run(&s, by_error);
        char what[64];
        snprintf(what, sizeof what, "%d threads, trial rule", threads);
        expect_same_counts(&t1, &t, what);
        snprintf(what, sizeof what, "%d threads, stderr rule", threads);
        expect_same_counts(&e1, &e, what);
    }
    by_trials.threads = 2;
    by_trials.seed = 79;
    const pokeq_mc_result other = run(&s, by_trials);
    cr_expect(memcmp(t1.player, other.player, sizeof t1.player) != 0, "another seed, other counts");
}

Test(monte_carlo, result_fields_agree)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd 7c7d", "Kh7s2d", "");
    const pokeq_mc_result r = run(&s, (pokeq_mc_options){.seed = 5, .max_trials = 123457});
    cr_expect_eq(r.players, 3);
    cr_expect_eq(r.trials, 123457);
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_TRIALS);
    uint64_t units = 0;
    double equity = 0;
    for (int p = 0; p < 3; p++) {
        const pokeq_player_counts *c = &r.player[p];
        uint64_t ties = 0, tie_units = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += c->ties[k], tie_units += c->ties[k] * (2520 / k);
        cr_expect_eq(c->equity_units, c->wins * 2520 + tie_units);
        cr_expect_float_eq(r.win[p], (double)c->wins / 123457, 1e-12);
        cr_expect_float_eq(r.tie[p], (double)ties / 123457, 1e-12);
        units += c->equity_units;
        equity += r.equity[p];
    }
    cr_expect_eq(units, 2520ull * 123457);
    cr_expect_float_eq(equity, 1.0, 1e-9);
}

/* ---- the stopping rules ----------------------------------------------- */

Test(monte_carlo, stderr_rule_stops_at_target)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd", "", "");
    const double target = 0.001;
    const pokeq_mc_result r = run(&s, (pokeq_mc_options){.seed = 3, .target_stderr = target});
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_STDERR);
    cr_expect_eq(r.trials % POKEQ_MC_BLOCK_TRIALS, 0);
    for (int p = 0; p < 2; p++)
        cr_expect_leq(r.stderr_equity[p], target);
    /* one block fewer would not have met it: sd ~ 0.5, so n ~ 0.25 / target^2 */
    cr_expect_geq(r.trials, (uint64_t)(0.2 / (target * target)));
    cr_expect_leq(r.trials, (uint64_t)(0.3 / (target * target)));
}

/* A long shot (one out on the river, 1 in 44) shows no wins in many small
 * samples; the rule must not read a lucky, zero-variance start as done. */
Test(monte_carlo, stderr_rule_waits_for_enough_trials)
{
    const pokeq_scenario long_shot = valid_scenario("AsAd KsKc", "AhKd7d2s", "");
    const pokeq_mc_result r = run(&long_shot, (pokeq_mc_options){.seed = 1, .target_stderr = 0.05});
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_STDERR);
    cr_expect_eq(r.trials, POKEQ_MC_MIN_TRIALS);
    /* a settled river has no variance: exact after the minimum */
    const pokeq_scenario river = valid_scenario("AsAd KsKc", "AhKd7d2s3c", "");
    const pokeq_mc_result q = run(&river, (pokeq_mc_options){.seed = 1, .target_stderr = 0.0001});
    cr_expect_eq(q.trials, POKEQ_MC_MIN_TRIALS);
    cr_expect_eq(q.stderr_equity[0], 0.0);
    cr_expect_eq(q.equity[0], 1.0);
}

/* Over many seeds, the estimates' actual spread matches the error each
 * run reports (a stop on a lucky streak would make it larger). */
Test(monte_carlo, reported_error_matches_spread, .timeout = 120)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd", "", "");
    const int runs = SANITIZED ? 60 : 200;
    const double target = SANITIZED ? 0.002 : 0.001;
    double sum = 0, sum_squares = 0, reported = 0;
    for (int i = 0; i < runs; i++) {
        const pokeq_mc_result r = run(&s, (pokeq_mc_options){.seed = 5000 + (uint64_t)i, .target_stderr = target});
        cr_assert_leq(r.stderr_equity[0], target);
        sum += r.equity[0];
        sum_squares += r.equity[0] * r.equity[0];
        reported += r.stderr_equity[0];
    }
    const double mean = sum / runs;
    const double spread = sqrt((sum_squares - runs * mean * mean) / (runs - 1));
    const double ratio = spread / (reported / runs);
    /* the sample sd of n runs is off by about 1/sqrt(2n): 5% at 200 runs */
    const double low = SANITIZED ? 0.7 : 0.8, high = SANITIZED ? 1.4 : 1.25;
    cr_expect(ratio > low && ratio < high, "spread %.6f, reported %.6f, ratio %.3f", spread, reported / runs, ratio);
}

Test(monte_carlo, time_rule)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd 2c2d 9h8h", "", "");
    const pokeq_mc_result r = run(&s, (pokeq_mc_options){.seed = 9, .max_seconds = 0.05});
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_TIME);
    cr_expect_geq(r.seconds, 0.05);
    cr_expect_lt(r.seconds, 2.0);
    cr_expect_gt(r.trials, 0);
    /* a trial limit that comes first wins */
    const pokeq_mc_result t = run(&s, (pokeq_mc_options){.seed = 9, .max_seconds = 100, .max_trials = 5000});
    cr_expect_eq(t.stopped_by, POKEQ_MC_STOP_TRIALS);
    cr_expect_eq(t.trials, 5000);
}

/* ---- input checks ----------------------------------------------------- */

Test(monte_carlo, rejects_bad_input)
{
    pokeq_scenario s = valid_scenario("AsKs QhQd", "", "");
    const pokeq_mc_options ok = {.seed = 1, .max_trials = 100};
    pokeq_mc_result r;
    cr_expect_eq(pokeq_monte_carlo(NULL, &ok, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo(&s, NULL, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo(&s, &ok, NULL), -POKEQ_ERR_ARGUMENT);
    const pokeq_mc_options no_rule = {.seed = 1};
    const pokeq_mc_options negative = {.max_trials = 10, .target_stderr = -0.1};
    const pokeq_mc_options not_a_number = {.max_trials = 10, .max_seconds = NAN};
    const pokeq_mc_options bad_threads = {.max_trials = 10, .threads = -2};
    cr_expect_eq(pokeq_monte_carlo(&s, &no_rule, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo(&s, &negative, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo(&s, &not_a_number, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_monte_carlo(&s, &bad_threads, &r), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(r.trials, 0);
    s.hole[1][0] = s.hole[0][0];
    cr_expect_eq(pokeq_monte_carlo(&s, &ok, &r), -POKEQ_ERR_DUPLICATE);
    s.hole[1][0] = 52;
    cr_expect_eq(pokeq_monte_carlo(&s, &ok, &r), -POKEQ_ERR_CARD);
    s.hole[1][0] = 3;
    s.players = 1;
    cr_expect_eq(pokeq_monte_carlo(&s, &ok, &r), -POKEQ_ERR_PLAYERS);
    s.players = 2;
    s.board_count = 6;
    cr_expect_eq(pokeq_monte_carlo(&s, &ok, &r), -POKEQ_ERR_BOARD);
}

/* ---- the dealer ------------------------------------------------------- */

/* The two cards dealt after a flop, as an ordered pair, are uniform over
 * the 45 * 44 pairs: chi-square with 1979 df stays below mean + 4 sd. */
Test(board_dealer, ordered_pairs_uniform)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd", "2c7d9h", "");
    board_dealer dealer;
    board_dealer_init(&dealer, &s);
    cr_assert_eq(dealer.size, 45);
    cr_assert_eq(dealer.missing, 2);
    static uint64_t counts[52][52];
    memset(counts, 0, sizeof counts);
    const uint64_t deals = SANITIZED ? 400000 : 2000000;
    pcg32 rng = pcg32_seeded(31337, 3);
    for (uint64_t i = 0; i < deals; i++) {
        board_dealer_deal(&dealer, &rng, 0);
        const int turn = dealer.deck[dealer.size - 1], river = dealer.deck[dealer.size - 2];
        cr_assert_neq(turn, river);
        counts[turn][river]++;
    }
    const double expected = (double)deals / (45 * 44);
    double chi = 0;
    int cells = 0;
    for (int a = 0; a < 52; a++)
        for (int b = 0; b < 52; b++) {
            const int dealable = !(scenario_used_cards(&s) >> a & 1) && !(scenario_used_cards(&s) >> b & 1) && a != b;
            if (!dealable) {
                cr_expect_eq(counts[a][b], 0);
                continue;
            }
            chi += (counts[a][b] - expected) * (counts[a][b] - expected) / expected;
            cells++;
        }
    cr_expect_eq(cells, 45 * 44);
    const double df = cells - 1;
    cr_expect_lt(chi, df + 4 * sqrt(2 * df), "chi-square %.1f over %d cells", chi, cells);
}

/* A whole board deals no card, and a trial's deal takes one draw whatever
 * the dealer's memory held before: a dealer on the stack once kept an
 * earlier call's bytes as its first chunk's bounds, and a product of 0
 * under a threshold of 2^32 - 1 rejected every draw (pokeq_monte_carlo_ranges
 * on a river spun for ever). */
Test(board_dealer, whole_board_deals_nothing_from_any_memory, .timeout = 10)
{
    const pokeq_scenario s = valid_scenario("AsKs QhQd", "2c7d9h4sTs", "");
    board_dealer dealer;
    memset(&dealer, 0, sizeof dealer);
    memset(dealer.reject_below, 0xff, sizeof dealer.reject_below);
    board_dealer_init(&dealer, &s);
    cr_assert_eq(dealer.missing, 0);
    pcg32 rng = pcg32_seeded(7, 1), twin = pcg32_seeded(7, 1);
    for (int i = 0; i < 1000; i++)
        cr_assert_eq(board_dealer_deal(&dealer, &rng, 12345), 12345);
    for (int i = 0; i < 1000; i++)
        pcg32_next(&twin);
    cr_expect_eq(pcg32_next(&rng), pcg32_next(&twin), "one draw a deal");
}
