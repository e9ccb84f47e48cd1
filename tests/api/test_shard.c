/* SPDX-License-Identifier: MIT */
/* Shards (pokeq.h, "shards"): a job solved in N parts (N = 1, 2, 3, 7)
 * and merged by pokeq_result_merge equals the independent brute force
 * (exact; hi/lo too) and the unsplit pokeq_solve (every count, fraction,
 * hand category and per-combo count; Monte Carlo bit for bit, hi/lo
 * standard errors included); merge refuses parts of other jobs,
 * repeated and missing parts; a request refuses a part it cannot split. */
#include "omaha_brute.h"
#include "testing.h"

#include <stdlib.h>
#include <string.h>

static const int splits[] = {1, 2, 3, 7};

typedef struct job {
    const char *seat[3];
    int seats;
    const char *board;
    int method;
    uint64_t trials;
    int game;                   /* 0: Hold'em */
    int categories;
} job;

static int seat_combos(const job *j)
{
    return j->game == POKEQ_GAME_HOLDEM ? 3 * POKEQ_COMBOS : 0; /* per-combo counts: two-card games */
}

static pokeq_request request_of(const job *j, int shard, int shards)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = j->seats;
    for (int p = 0; p < j->seats; p++)
        q.seat[p].text = j->seat[p];
    q.board = j->board;
    q.method = j->method;
    q.trials = j->trials;
    q.seed = 7;
    q.game = j->game;
    q.categories = j->categories;
    q.threads = 1 + shard % 2; /* parts on different teams */
    q.shard = shard;
    q.shards = shards;
    return q;
}

/* Solves the job in `shards` parts (with per-combo counts) and merges
 * them, parts given in reverse order. */
static void solve_in_parts(const job *j, int shards, pokeq_result *whole, pokeq_combo_counts *combos)
{
    pokeq_result *parts = calloc((size_t)shards, sizeof *parts);
    const pokeq_result **part_of = calloc((size_t)shards, sizeof *part_of);
    pokeq_combo_counts *part_combos = calloc((size_t)shards * 3 * POKEQ_COMBOS, sizeof *part_combos);
    const pokeq_combo_counts **combos_of = calloc((size_t)shards, sizeof *combos_of);
    cr_assert(parts && part_of && part_combos && combos_of);
    for (int k = 0; k < shards; k++) {
        pokeq_request q = request_of(j, k, shards);
        q.combos = seat_combos(j) > 0 ? part_combos + (size_t)k * 3 * POKEQ_COMBOS : NULL;
        q.combos_capacity = (size_t)seat_combos(j);
        pokeq_error_info e;
        cr_assert_eq(pokeq_solve(&q, &parts[k], &e), 0, "part %d of %d: %s", k, shards, e.message);
        cr_expect_eq(parts[k].shard, k);
        cr_expect_eq(parts[k].shards, shards);
        part_of[shards - 1 - k] = &parts[k];
        combos_of[shards - 1 - k] = q.combos;
    }
    pokeq_error_info e;
    cr_assert_eq(pokeq_result_merge(part_of, seat_combos(j) > 0 ? combos_of : NULL, shards, whole, combos, &e), 0,
                 "%s", e.message);
    free(parts);
    free(part_of);
    free(part_combos);
    free(combos_of);
}

static void expect_same_result(const pokeq_result *a, const pokeq_result *b, int shards)
{
    cr_expect_eq(a->method, b->method);
    cr_expect_eq(a->count_kind, b->count_kind);
    cr_expect_eq(a->count, b->count, "%d parts", shards);
    cr_expect_eq(a->deals, b->deals, "%d parts", shards);
    cr_expect_eq(a->job, b->job);
    cr_expect_eq(a->shards, 1);
    cr_expect_eq(a->stopped_by, b->stopped_by);
    for (int p = 0; p < a->seats; p++) {
        const pokeq_seat_result *x = &a->seat[p], *y = &b->seat[p];
        cr_expect_eq(memcmp(&x->counts, &y->counts, sizeof x->counts), 0, "seat %d, %d parts", p, shards);
        cr_expect_eq(x->equity, y->equity);
        cr_expect_eq(x->win, y->win);
        cr_expect_eq(x->tie, y->tie);
        cr_expect_eq(x->stderr_equity, y->stderr_equity, "seat %d, %d parts", p, shards);
        cr_expect_eq(x->high, y->high);
        cr_expect_eq(x->low, y->low);
        cr_expect_eq(x->scoop, y->scoop);
        cr_expect_eq(memcmp(x->categories, y->categories, sizeof x->categories), 0, "seat %d, %d parts", p, shards);
        cr_expect_eq(x->live_combos, y->live_combos);
    }
}

/* Every split against the unsplit call, and per-combo counts too. */
static void expect_splits_merge_to_whole(const job *j, pokeq_result *whole)
{
    pokeq_combo_counts *want = calloc(3 * POKEQ_COMBOS, sizeof *want);
    pokeq_combo_counts *got = calloc(3 * POKEQ_COMBOS, sizeof *got);
    cr_assert(want && got);
    pokeq_request q = request_of(j, 0, 0);
    q.combos = seat_combos(j) > 0 ? want : NULL;
    q.combos_capacity = (size_t)seat_combos(j);
    cr_assert_eq(pokeq_solve(&q, whole, NULL), 0);
    for (size_t i = 0; i < sizeof splits / sizeof splits[0]; i++) {
        pokeq_result merged;
        solve_in_parts(j, splits[i], &merged, got);
        expect_same_result(&merged, whole, splits[i]);
        cr_expect_eq(memcmp(got, want, (size_t)j->seats * POKEQ_COMBOS * sizeof *got), 0, "combos, %d parts",
                     splits[i]);
    }
    free(want);
    free(got);
}

static void expect_brute(const pokeq_result *r, const char *holes, const char *board)
{
    const pokeq_scenario s = scenario_of(holes, board, "");
    const brute_counts want = brute_force(&s);
    cr_expect_eq(r->count, want.runouts);
    for (int p = 0; p < s.players; p++) {
        cr_expect_eq(r->seat[p].counts.wins, want.wins[p], "seat %d", p);
        cr_expect_eq(r->seat[p].counts.equity_units, want.units[p], "seat %d", p);
    }
}

Test(shard, exact_fixed_hands_on_the_flop_merge_to_the_brute_force)
{
    const job j = {{"AhKh", "QsQd", "JcTc"}, 3, "2h7h9c", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&j, &whole);
    expect_brute(&whole, "AhKh QsQd JcTc", "2h7h9c");
}

Test(shard, turns_and_rivers_are_counted_once)
{
    const job turn = {{"AhKh", "QsQd"}, 2, "2h7h9c3d", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    const job river = {{"AhKh", "QsQd"}, 2, "2h7h9c3d5s", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    const job river_ranges = {{"AK,QQ", "random"}, 2, "2h7h9c3d5s", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&turn, &whole);
    expect_brute(&whole, "AhKh QsQd", "2h7h9c3d");
    expect_splits_merge_to_whole(&river, &whole);
    expect_brute(&whole, "AhKh QsQd", "2h7h9c3d5s");
    expect_splits_merge_to_whole(&river_ranges, &whole);
    cr_expect_gt(whole.count, 1000);
}

Test(shard, exact_preflop_by_ranks_merges_to_the_whole)
{
    const job j = {{"AhAs", "KdKc"}, 2, "", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&j, &whole);
    cr_expect_eq(whole.count, 1712304);
}

Test(shard, exact_weighted_ranges_merge_with_the_whole_jobs_deals)
{
    const job j = {{"QQ+,AKs@50", "JJ-99,AQs,KQo"}, 2, "Th8d3c", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&j, &whole);
    cr_expect_neq(whole.deals, whole.count);
}

Test(shard, monte_carlo_fixed_hands_and_ranges_merge_bit_for_bit)
{
    const job fixed = {{"AhKh", "QsQd", "JcTc"}, 3, "", POKEQ_METHOD_MC, 100000, POKEQ_GAME_HOLDEM, 0};
    const job ranges = {{"QQ+,AKs", "random"}, 2, "2h7h9c", POKEQ_METHOD_MC, 60000, POKEQ_GAME_HOLDEM, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&fixed, &whole);
    cr_expect_eq(whole.count, 100000);
    cr_expect_eq(whole.stopped_by, POKEQ_MC_STOP_TRIALS);
    expect_splits_merge_to_whole(&ranges, &whole);
    cr_expect_eq(whole.count, 60000);
}

Test(shard, hi_lo_jobs_merge_to_the_brute_force_and_bit_for_bit)
{
    const char *const seats = "AhKhQd2c 7s7d8c9c JhTh3c4c";
    const job exact = {{"AhKhQd2c", "7s7d8c9c", "JhTh3c4c"}, 3, "3h4h5s", POKEQ_METHOD_EXACT, 0,
                       POKEQ_GAME_OMAHA_HILO, 0};
    pokeq_result whole;
    expect_splits_merge_to_whole(&exact, &whole);
    const omaha_counts want = brute_omaha(seats, "3h4h5s", "", 4, 1);
    cr_expect_eq(whole.count, want.showdowns);
    for (int p = 0; p < 3; p++) {
        const pokeq_player_counts *c = &whole.seat[p].counts;
        cr_expect_eq(c->equity_units, want.units[p], "seat %d", p);
        cr_expect_eq(c->high_units, want.high[p], "seat %d", p);
        cr_expect_eq(c->low_units, want.low[p], "seat %d", p);
        cr_expect_eq(c->scoops, want.scoops[p], "seat %d", p);
        cr_expect_eq(c->wins, want.wins[p], "seat %d", p);
    }
    const job mc = {{"AhKhQd2c", "7s7d8c9c", "JhTh3c4c"}, 3, "", POKEQ_METHOD_MC, 50000, POKEQ_GAME_OMAHA_HILO, 0};
    expect_splits_merge_to_whole(&mc, &whole);
    cr_expect_eq(whole.deals, 50000);
    cr_expect_gt(whole.seat[0].stderr_equity, 0);
    cr_expect_lt(whole.seat[0].stderr_equity, 0.01);
}

Test(shard, hand_categories_merge_exactly)
{
    const job exact = {{"QQ+,AKs", "random"}, 2, "7h2h3c", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 1};
    const job mc = {{"AhAs", "KdKc", "7c6c"}, 3, "", POKEQ_METHOD_MC, 40000, POKEQ_GAME_HOLDEM, 1};
    pokeq_result whole;
    expect_splits_merge_to_whole(&exact, &whole);
    for (int r = 0; r < 2; r++) {
        if (r == 1)
            expect_splits_merge_to_whole(&mc, &whole);
        for (int p = 0; p < whole.seats; p++) {
            uint64_t sum = 0;
            for (int c = 0; c < POKEQ_CATEGORIES; c++)
                sum += whole.seat[p].categories[c];
            cr_expect_eq(sum, whole.count, "job %d, seat %d: the categories add up to the count", r, p);
        }
    }
}

/* ---- refusals ---- */

static int merge_of(const pokeq_result *a, const pokeq_result *b, const pokeq_result *c, int count,
                    pokeq_error_info *e)
{
    const pokeq_result *parts[3] = {a, b, c};
    pokeq_result whole;
    return pokeq_result_merge(parts, NULL, count, &whole, NULL, e);
}

static pokeq_result part_of(const job *j, int shard, int shards)
{
    pokeq_request q = request_of(j, shard, shards);
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    return r;
}

Test(shard, merge_refuses_other_jobs_repeated_and_missing_parts)
{
    const job j = {{"AhKh", "QsQd"}, 2, "2h7h9c", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    const job other_board = {{"AhKh", "QsQd"}, 2, "2h7h9d", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    const job mc = {{"AhKh", "QsQd"}, 2, "", POKEQ_METHOD_MC, 50000, POKEQ_GAME_HOLDEM, 0};
    const pokeq_result a0 = part_of(&j, 0, 2), a1 = part_of(&j, 1, 2), b1 = part_of(&other_board, 1, 2);
    const pokeq_result c0 = part_of(&j, 0, 3);
    pokeq_error_info e;
    cr_expect_eq(merge_of(&a0, &a1, NULL, 2, &e), 0);
    cr_expect_eq(merge_of(&a0, &b1, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "another job") != NULL, "%s", e.message);
    cr_expect_eq(merge_of(&a0, &a0, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "twice") != NULL, "%s", e.message);
    cr_expect_eq(merge_of(&a1, NULL, NULL, 1, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "missing") != NULL, "%s", e.message);
    cr_expect_eq(merge_of(&a0, &a1, &a1, 3, &e), -POKEQ_ERR_SHARDS);
    cr_expect_eq(merge_of(&a0, &c0, NULL, 2, &e), -POKEQ_ERR_SHARDS, "split in 2 and in 3");
    /* Monte Carlo parts of another seed are another job */
    pokeq_request q = request_of(&mc, 0, 2);
    pokeq_result m0, m1;
    cr_assert_eq(pokeq_solve(&q, &m0, NULL), 0);
    q = request_of(&mc, 1, 2);
    q.seed = 8;
    cr_assert_eq(pokeq_solve(&q, &m1, NULL), 0);
    cr_expect_neq(m0.job, m1.job);
    cr_expect_eq(merge_of(&m0, &m1, NULL, 2, &e), -POKEQ_ERR_SHARDS);
}

Test(shard, a_request_refuses_a_part_it_cannot_split)
{
    const job j = {{"AhKh", "QsQd"}, 2, "", POKEQ_METHOD_AUTO, 0, POKEQ_GAME_HOLDEM, 0};
    pokeq_result r;
    pokeq_error_info e;
    pokeq_request q = request_of(&j, 0, 2);
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT, "auto may choose either method");
    q.method = POKEQ_METHOD_MC;
    q.trials = 100000;
    q.target_stderr = 0.001;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT, "a standard-error rule needs the whole count");
    cr_expect(strstr(e.message, "trial count") != NULL, "%s", e.message);
    q = request_of(&j, 2, 2);
    q.method = POKEQ_METHOD_EXACT;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT, "part 2 of 2 (0-based)");
    q.shard = -1;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT);
    q.shard = 1;
    q.shards = 0;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT, "a part of an unsplit job");
}

/* Issue 28 rows 3 and 12: a part whose counts cannot be a count, or that
 * was interrupted, is refused by name, never merged into an answer. */
Test(shard, merge_refuses_impossible_counts_and_interrupted_parts)
{
    const job j = {{"AhKh", "QsQd"}, 2, "2h7h9c", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_HOLDEM, 0};
    const pokeq_result a0 = part_of(&j, 0, 2), a1 = part_of(&j, 1, 2);
    pokeq_error_info e;
    cr_assert_eq(merge_of(&a0, &a1, NULL, 2, &e), 0);
    pokeq_result bad = a1;
    bad.seat[0].counts.wins = bad.count + 1; /* more wins than showdowns */
    cr_expect_eq(merge_of(&a0, &bad, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "cannot be a count") != NULL, "%s", e.message);
    bad = a1;
    bad.seat[1].counts.equity_units += 1; /* units no longer 2,520 x count */
    cr_expect_eq(merge_of(&a0, &bad, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "2,520") != NULL, "%s", e.message);
    bad = a1;
    bad.count += 1;
    cr_expect_eq(merge_of(&a0, &bad, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    bad = a1;
    bad.stopped_by = POKEQ_MC_STOP_CANCEL;
    cr_expect_eq(merge_of(&a0, &bad, NULL, 2, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "interrupted") != NULL, "%s", e.message);
}

/* pokeq_request_job: the fingerprint pokeq_solve's answer carries (and
 * every row of pokeq_flops's), from the request alone, for exact and
 * Monte Carlo jobs, fixed hands, ranges and Omaha; another seat, board or
 * seed is another job; a NULL request or job is refused. */
Test(shard, request_job_is_the_answers_fingerprint)
{
    static const job jobs[] = {
        {{"AhKh", "QsQd"}, 2, "2c3c4d", POKEQ_METHOD_EXACT, 0, 0, 0},
        {{"QQ+,AKs", "JJ-99,AQs", "random"}, 3, "7h2h3cKd", POKEQ_METHOD_EXACT, 0, 0, 0},
        {{"AhKh", "random"}, 2, NULL, POKEQ_METHOD_MC, 1000, 0, 0},
        {{"AhAsKdKc", "QsQdJsJd"}, 2, "2c7d9h", POKEQ_METHOD_EXACT, 0, POKEQ_GAME_OMAHA, 0},
    };
    uint64_t seen[4];
    for (int i = 0; i < 4; i++) {
        pokeq_request q = request_of(&jobs[i], 0, 1);
        pokeq_result r;
        pokeq_error_info e;
        cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
        cr_assert_eq(pokeq_request_job(&q, 0, &seen[i], &e), 0, "%s", e.message);
        cr_expect_eq(seen[i], r.job, "job %d", i);
        for (int j = 0; j < i; j++)
            cr_expect_neq(seen[i], seen[j]);
    }
    pokeq_request q = request_of(&jobs[2], 0, 1);
    q.seed = 8;
    uint64_t other;
    cr_assert_eq(pokeq_request_job(&q, 0, &other, NULL), 0);
    cr_expect_neq(other, seen[2], "another seed, another job");
    q = request_of(&jobs[0], 0, 1);
    q.board = "2c3c5d";
    cr_assert_eq(pokeq_request_job(&q, 0, &other, NULL), 0);
    cr_expect_neq(other, seen[0], "another board, another job");

    pokeq_request flops = test_request(POKEQ_GAME_HOLDEM, "AA|KK", NULL, NULL);
    flops.method = POKEQ_METHOD_EXACT;
    flops.shard = 4;
    flops.shards = 9; /* one part: the rows it counts carry the whole job's fingerprint */
    pokeq_flop *rows = calloc(POKEQ_FLOPS, sizeof *rows);
    cr_assert(rows != NULL);
    cr_assert_eq(pokeq_flops(&flops, rows, NULL), 0);
    cr_assert_eq(pokeq_request_job(&flops, 1, &other, NULL), 0);
    int counted = 0;
    for (int i = 0; i < POKEQ_FLOPS; i++) {
        counted += rows[i].job != 0;
        cr_expect(rows[i].job == 0 || rows[i].job == other, "flop %d", i);
    }
    cr_expect_gt(counted, 0);
    free(rows);

    pokeq_error_info e;
    cr_expect_eq(pokeq_request_job(NULL, 0, &other, &e), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_request_job(&q, 0, NULL, &e), -POKEQ_ERR_ARGUMENT);
    q.board = "2c3c3c";
    cr_expect_lt(pokeq_request_job(&q, 0, &other, &e), 0, "a card twice is refused as pokeq_solve refuses it");
    cr_expect_eq(other, 0);
}
