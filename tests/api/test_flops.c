/* SPDX-License-Identifier: MIT */
/* pokeq_flops and pokeq_flops_average (pokeq.h): the 1,755 rows cover
 * the 22,100 flops once each (checked by applying every suit permutation
 * here), their textures match the definitions on flops written out by
 * hand, a row is pokeq_solve's exact answer on that board, the weighted
 * average over the flops is the preflop exact answer count for count
 * (weights too), and rows from shards add up to the same. POKEQ_TEST_SLOW=1
 * adds "QQ+,AKs" against random. */
#include "testing.h"

#include <stdlib.h>
#include <string.h>

static pokeq_flop rows[POKEQ_FLOPS];

static pokeq_request request_of(const char *a, const char *b)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 2;
    q.seat[0].text = a;
    q.seat[1].text = b;
    return q;
}

static int card(const char *text)
{
    return pokeq_card_parse(text);
}

static const pokeq_flop *row_of(const char *a, const char *b, const char *c)
{
    const int want[3] = {card(a), card(b), card(c)};
    for (int i = 0; i < POKEQ_FLOPS; i++)
        if (memcmp(rows[i].cards, want, sizeof want) == 0)
            return &rows[i];
    cr_assert_fail("no row %s%s%s", a, b, c);
    return NULL;
}

/* Textures as defined in pokeq.h, on flops chosen by hand. */
static void expect_textures(void)
{
    const pokeq_flop *akq = row_of("As", "Kh", "Qd"), *wheel = row_of("As", "5h", "2d");
    const pokeq_flop *mono = row_of("Ks", "7s", "2s"), *trips = row_of("2s", "2h", "2d");
    const pokeq_flop *paired = row_of("Ts", "Th", "9s");
    cr_expect_eq(akq->suits, 3);
    cr_expect_eq(akq->connectedness, 3);
    cr_expect_eq(akq->high_rank, 12);
    cr_expect_eq(akq->weight, 24);
    cr_expect_eq(wheel->connectedness, 3, "the ace plays low");
    cr_expect_eq(mono->suits, 1);
    cr_expect_eq(mono->connectedness, 1, "K, 7 and 2 share no straight");
    cr_expect_eq(mono->weight, 4);
    cr_expect_eq(trips->pairing, 2);
    cr_expect_eq(trips->weight, 4);
    cr_expect_eq(paired->pairing, 1);
    cr_expect_eq(paired->suits, 2);
    cr_expect_eq(paired->connectedness, 2);
    cr_expect_eq(paired->weight, 12);
}

/* Every flop in one row, with its weight and texture. */
static void expect_rows_cover_every_flop(void)
{
    static unsigned char covered[52][52][52];
    memset(covered, 0, sizeof covered);
    int total = 0, suits[4] = {0}, pairing[3] = {0};
    for (int i = 0; i < POKEQ_FLOPS; i++) {
        const int *c = rows[i].cards;
        int images = 0;
        for (int s0 = 0; s0 < 4; s0++)          /* every permutation of the suits */
            for (int s1 = 0; s1 < 4; s1++)
                for (int s2 = 0; s2 < 4; s2++)
                    for (int s3 = 0; s3 < 4; s3++) {
                        const int perm[4] = {s0, s1, s2, s3};
                        if (s0 == s1 || s0 == s2 || s0 == s3 || s1 == s2 || s1 == s3 || s2 == s3)
                            continue;
                        int x[3];
                        for (int k = 0; k < 3; k++)
                            x[k] = c[k] / 4 * 4 + perm[c[k] % 4];
                        unsigned char *seen = &covered[x[0]][x[1]][x[2]];
                        if (*seen == 0) {       /* a new image: mark all its orders */
                            images++;
                            covered[x[0]][x[2]][x[1]] = covered[x[1]][x[0]][x[2]] = covered[x[1]][x[2]][x[0]] = 1;
                            covered[x[2]][x[0]][x[1]] = covered[x[2]][x[1]][x[0]] = *seen = 1;
                        }
                    }
        cr_expect_eq(images, rows[i].weight, "row %d", i);
        total += images;
        suits[rows[i].suits]++;
        pairing[rows[i].pairing]++;
        cr_expect(c[0] > c[1] && c[1] > c[2], "row %d high card first", i);
    }
    cr_expect_eq(total, POKEQ_FLOP_BOARDS, "no flop in two rows");
    cr_expect_eq(suits[1], 286, "monotone: C(13,3)");
    cr_expect_eq(suits[3], 286 + 13 * 12 + 13, "rainbow: unpaired, paired, trips");
    cr_expect_eq(pairing[2], 13);
    cr_expect_eq(pairing[1], 13 * 12 * 2, "paired: rainbow or two-tone");
    expect_textures();
}

static void expect_counts_equal(const pokeq_result *a, const pokeq_result *b)
{
    cr_expect_eq(a->count, b->count);
    cr_expect_eq(a->deals, b->deals);
    for (int p = 0; p < b->seats; p++)
        cr_expect_eq(memcmp(&a->seat[p].counts, &b->seat[p].counts, sizeof a->seat[p].counts), 0, "seat %d", p);
}

static void expect_average_is_preflop(const char *a, const char *b)
{
    pokeq_request q = request_of(a, b);
    q.threads = 2;
    pokeq_error_info e;
    cr_assert_eq(pokeq_flops(&q, rows, &e), 0, "%s", e.message);
    pokeq_result average, preflop;
    cr_assert_eq(pokeq_flops_average(rows, &average, &e), 0, "%s", e.message);
    q.method = POKEQ_METHOD_EXACT;
    cr_assert_eq(pokeq_solve(&q, &preflop, NULL), 0);
    expect_counts_equal(&average, &preflop);
    cr_expect_eq(average.seat[0].equity, preflop.seat[0].equity);
    /* a row is the exact answer on its flop */
    for (int i = 0; i < POKEQ_FLOPS; i += 175) {
        char board[8];
        pokeq_cards_format(rows[i].cards, 3, board, sizeof board);
        q.board = board;
        pokeq_result on_flop;
        const int code = pokeq_solve(&q, &on_flop, NULL);
        if (rows[i].result.count == 0) {
            cr_expect_eq(code, -POKEQ_ERR_RANGE_EMPTY, "row %d has no deal", i);
            continue;
        }
        cr_assert_eq(code, 0);
        expect_counts_equal(&rows[i].result, &on_flop);
    }
}

Test(flops, the_average_over_the_flops_is_the_preflop_answer)
{
    expect_average_is_preflop("AA", "KK,AKs@50"); /* weights divided by another divisor on some flops */
}

Test(flops, the_slow_acceptance_case)
{
    if (getenv("POKEQ_TEST_SLOW") == NULL)
        return;
    expect_average_is_preflop("QQ+,AKs", "random");
}

Test(flops, rows_cover_every_flop_and_shards_of_them_add_up)
{
    static pokeq_flop part[POKEQ_FLOPS];
    pokeq_request q = request_of("AA", "KK");
    q.threads = 2;
    cr_assert_eq(pokeq_flops(&q, rows, NULL), 0);
    expect_rows_cover_every_flop();
    pokeq_result whole, merged;
    cr_assert_eq(pokeq_flops_average(rows, &whole, NULL), 0);
    static pokeq_flop gathered[POKEQ_FLOPS];
    memset(gathered, 0, sizeof gathered);
    for (int k = 0; k < 2; k++) {
        q.shard = k;
        q.shards = 2;
        cr_assert_eq(pokeq_flops(&q, part, NULL), 0);
        for (int i = 0; i < POKEQ_FLOPS; i++)
            if (part[i].job != 0) {
                cr_expect_eq(gathered[i].job, 0, "row %d in two parts", i);
                gathered[i] = part[i];
            }
    }
    cr_assert_eq(pokeq_flops_average(gathered, &merged, NULL), 0);
    expect_counts_equal(&merged, &whole);
    cr_expect_eq(merged.job, whole.job);
    gathered[700].job = 0;
    pokeq_error_info e;
    cr_expect_eq(pokeq_flops_average(gathered, &merged, &e), -POKEQ_ERR_SHARDS);
    cr_expect(strstr(e.message, "flop 701") != NULL, "%s", e.message);
}

Test(flops, refuses_a_board_and_single_combos)
{
    pokeq_request q = request_of("AhKh", "QQ");
    pokeq_error_info e;
    cr_expect_eq(pokeq_flops(&q, rows, &e), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(e.place, POKEQ_AT_SEAT);
    cr_expect_eq(e.seat, 0);
    q = request_of("AK", "QQ");
    q.board = "2c3c4c";
    cr_expect_eq(pokeq_flops(&q, rows, &e), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(e.place, POKEQ_AT_BOARD);
}

/* Issue 28 row 8: ranges that can never all be dealt are refused (as
 * pokeq_solve refuses them), not answered with 0 % for every seat. */
Test(flops, ranges_that_cannot_all_be_dealt_are_refused)
{
    pokeq_request q = request_of("AA", "AA");
    q.seat[2].text = "AA";
    q.seats = 3;
    pokeq_error_info e;
    cr_expect_eq(pokeq_flops(&q, rows, &e), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect(strstr(e.message, "no deal") != NULL, "%s", e.message);
}
