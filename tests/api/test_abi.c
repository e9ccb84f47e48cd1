/* SPDX-License-Identifier: MIT */
/* The request can grow (lz4's abiTest habit): a caller built against
 * 0.2.0's pokeq.h passes a pokeq_request laid out as it was then, with
 * `size` = that struct's size; the library must read only those bytes,
 * give every later field its default and answer as for today's request.
 * The 0.2.0 layout is written out here, frozen; the answer is checked
 * against the brute force (tests/support/brute_exact.h), not the code. */
#include "testing.h"

#include <stddef.h>
#include <string.h>

/* pokeq_request exactly as 0.2.0 published it. Never edit. */
struct request_0_2_0 {
    size_t size;
    int game;
    int seats;
    pokeq_seat seat[10];
    const char *board;
    const char *dead;
    int method;
    int threads;
    int ranking;
    uint64_t trials;
    double target_stderr;
    double max_seconds;
    uint64_t seed;
    double auto_exact_seconds;
    double exact_limit_seconds;
    const volatile int *cancel;
    void (*progress)(const struct pokeq_result *so_far, void *context);
    void *progress_context;
    pokeq_combo_counts *combos;
    size_t combos_capacity;
    int categories;
    int shard;
    int shards;
};

/* An old caller's request, written into a buffer whose bytes past the old
 * size are garbage: the library must not read them. */
typedef struct old_call {
    struct request_0_2_0 q;
    unsigned char beyond[512];
} old_call;

static void old_request(old_call *c, const char *a, const char *b, const char *board)
{
    memset(c, 0xA5, sizeof *c);
    memset(&c->q, 0, sizeof c->q);
    c->q.size = sizeof c->q;
    c->q.game = POKEQ_GAME_HOLDEM;
    c->q.seats = 2;
    c->q.seat[0].text = a;
    c->q.seat[1].text = b;
    c->q.board = board;
    c->q.method = POKEQ_METHOD_EXACT;
    c->q.ranking = POKEQ_RANKING_POKERSTOVE;
    c->q.seed = 1;
}

Test(abi, the_0_2_0_fields_are_where_they_were)
{
    /* every field of 0.2.0 at the same offset in today's header */
    cr_expect_eq(offsetof(pokeq_request, game), offsetof(struct request_0_2_0, game));
    cr_expect_eq(offsetof(pokeq_request, seat), offsetof(struct request_0_2_0, seat));
    cr_expect_eq(offsetof(pokeq_request, threads), offsetof(struct request_0_2_0, threads));
    cr_expect_eq(offsetof(pokeq_request, seed), offsetof(struct request_0_2_0, seed));
    cr_expect_eq(offsetof(pokeq_request, cancel), offsetof(struct request_0_2_0, cancel));
    cr_expect_eq(offsetof(pokeq_request, combos), offsetof(struct request_0_2_0, combos));
    cr_expect_eq(offsetof(pokeq_request, shards), offsetof(struct request_0_2_0, shards));
    cr_expect_geq(sizeof(pokeq_request), sizeof(struct request_0_2_0));
}

Test(abi, a_0_2_0_request_is_answered_exactly)
{
    old_call c;
    old_request(&c, "AhKh", "QsQd", "2h7h9c");
    const pokeq_scenario s = scenario_of("AhKh QsQd", "2h7h9c", "");
    const brute_counts want = brute_force(&s);
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve((const pokeq_request *)&c.q, &r, &e), 0, "%s", e.message);
    cr_expect_eq(r.count, want.runouts);
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(r.seat[p].counts.wins, want.wins[p]);
        cr_expect_eq(r.seat[p].counts.equity_units, want.units[p]);
    }
}

Test(abi, a_0_2_0_request_works_for_flops_too)
{
    old_call c;
    old_request(&c, "AA", "KK", NULL);
    static pokeq_flop flops[POKEQ_FLOPS];
    pokeq_error_info e;
    cr_assert_eq(pokeq_flops((const pokeq_request *)&c.q, flops, &e), 0, "%s", e.message);
}

Test(abi, sizes_before_the_first_or_after_this_library_are_refused_by_name)
{
    pokeq_request q = test_request(POKEQ_GAME_HOLDEM, "AhAs|KdKc", "", "");
    pokeq_result r;
    pokeq_error_info e;
    const size_t sizes[] = {0, sizeof(size_t), offsetof(pokeq_request, shards), sizeof q + 8};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        q.size = sizes[i];
        cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT, "size %zu", sizes[i]);
        cr_expect(strstr(e.message, "size") != NULL, "%s", e.message);
    }
}

/* pokeq_table_request exactly as 0.4.0 published it (its first release).
 * Never edit: a later release adds fields at the end and still reads
 * this size. */
struct table_request_0_4_0 {
    size_t size;
    int game;
    int opponents;
    uint64_t trials;
    uint64_t seed;
    int64_t first;
    int count;
    int threads;
    int shard, shards;
    const volatile int *cancel;
    void (*progress)(uint64_t done, uint64_t total, void *context);
    void *progress_context;
};

Test(abi, the_0_4_0_table_request_fields_are_where_they_were)
{
    cr_expect_geq(sizeof(pokeq_table_request), sizeof(struct table_request_0_4_0));
    cr_expect_eq(offsetof(pokeq_table_request, game), offsetof(struct table_request_0_4_0, game));
    cr_expect_eq(offsetof(pokeq_table_request, trials), offsetof(struct table_request_0_4_0, trials));
    cr_expect_eq(offsetof(pokeq_table_request, first), offsetof(struct table_request_0_4_0, first));
    cr_expect_eq(offsetof(pokeq_table_request, threads), offsetof(struct table_request_0_4_0, threads));
    cr_expect_eq(offsetof(pokeq_table_request, shards), offsetof(struct table_request_0_4_0, shards));
    cr_expect_eq(offsetof(pokeq_table_request, cancel), offsetof(struct table_request_0_4_0, cancel));
    cr_expect_eq(offsetof(pokeq_table_request, progress_context),
                 offsetof(struct table_request_0_4_0, progress_context));
    /* a 0.4.0 caller's request, its size the old struct's, is answered */
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.size = sizeof(struct table_request_0_4_0);
    q.first = 1234;
    q.count = 1;
    q.threads = 1;
    pokeq_three_way_cell cell;
    cr_expect_eq(pokeq_table_three_way(&q, &cell), 0);
    cr_expect_gt(cell.showdowns, 0);
}

/* pokeq_result (and so pokeq_flop, which holds one) keeps 0.4.0's size:
 * the per-hand row count lives in the tail padding after `game`, where a
 * struct that ended with `game` left room. */
Test(abi, the_result_keeps_its_0_4_0_size)
{
    const size_t align = _Alignof(pokeq_result);
    const size_t ended_with_game = (offsetof(pokeq_result, game) + sizeof(int) + align - 1) / align * align;
    cr_expect_eq(sizeof(pokeq_result), ended_with_game);
    cr_expect_geq(offsetof(pokeq_result, hand_rows), offsetof(pokeq_result, game) + sizeof(int));
    cr_expect_eq(sizeof(pokeq_flop), offsetof(pokeq_flop, result) + ended_with_game);
}
