/* SPDX-License-Identifier: MIT */
/* pokeq_table_three_way: cells in the order of every unordered triple
 * i <= j <= k of the 169 classes (counted here by three loops), a cell's
 * counts are the exact three-way answer of its classes (pokeq_solve, whose
 * multiway counts test_solve checks against the brute force) and add up to
 * whole pots, a triple with no deal counts nothing, and shards split the
 * cells asked for. */
#include "table_request.h"
#include "testing.h"

/* Cells [first, first + count) of part shard of shards, one thread. */
static int three_way(int64_t first, int count, int shard, int shards, pokeq_three_way_cell *cells)
{
    pokeq_table_request q = table_request(1, shard, shards);
    q.first = first;
    q.count = count;
    return pokeq_table_three_way(&q, cells);
}

/* The index of triple (a, b, c) in the table's order, by counting. */
static int64_t index_of(int a, int b, int c)
{
    int64_t n = 0;
    for (int i = 0; i < POKEQ_CLASSES; i++)
        for (int j = i; j < POKEQ_CLASSES; j++)
            for (int k = j; k < POKEQ_CLASSES; k++, n++)
                if (i == a && j == b && k == c)
                    return n;
    cr_assert_eq(n, POKEQ_THREE_WAY_CELLS, "every triple once");
    return -1;
}

static int class_of(const char *name)
{
    char text[4];
    for (int c = 0; c < POKEQ_CLASSES; c++)
        if (strcmp(pokeq_class_name(c, text), name) == 0)
            return c;
    cr_assert_fail("no class %s", name);
    return -1;
}

Test(three_way, cells_follow_the_order_of_the_triples)
{
    cr_expect_eq(index_of(-1, -1, -1), -1);
    const int64_t at[] = {0, 1, 168, 169, 400000, POKEQ_THREE_WAY_CELLS - 1};
    for (size_t t = 0; t < sizeof at / sizeof at[0]; t++) {
        pokeq_three_way_cell cell;
        int64_t n = 0;
        int want[3] = {-1, -1, -1};
        for (int i = 0; i < POKEQ_CLASSES && want[0] < 0; i++)
            for (int j = i; j < POKEQ_CLASSES && want[0] < 0; j++)
                for (int k = j; k < POKEQ_CLASSES && want[0] < 0; k++, n++)
                    if (n == at[t])
                        want[0] = i, want[1] = j, want[2] = k;
        /* part 1 of 2 of one cell holds no cell: its classes, nothing counted */
        cr_assert_eq(three_way(at[t], 1, 0, 2, &cell), 0);
        cr_expect_eq(memcmp(cell.classes, want, sizeof want), 0, "cell %lld", (long long)at[t]);
        cr_expect_eq(cell.showdowns, 0);
    }
    pokeq_three_way_cell cell;
    cr_expect_eq(three_way(POKEQ_THREE_WAY_CELLS - 1, 2, 0, 0, &cell), -POKEQ_ERR_ARGUMENT);
}

Test(three_way, a_cell_is_the_exact_three_way_answer)
{
    const int aa = class_of("AA"), aks = class_of("AKs"), kk = class_of("KK"), none = class_of("22");
    pokeq_three_way_cell cells[2];
    cr_assert_eq(three_way(index_of(aa, aks, kk), 1, 0, 0, &cells[0]), 0);
    cr_assert_eq(three_way(index_of(none, none, none), 1, 0, 0, &cells[1]), 0);
    cr_expect_eq(cells[1].showdowns, 0, "22 22 22: no deal");
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 3;
    q.seat[0].text = "AA";
    q.seat[1].text = "AKs";
    q.seat[2].text = "KK";
    q.method = POKEQ_METHOD_EXACT;
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(cells[0].showdowns, r.count);
    uint64_t units = 0;
    for (int s = 0; s < 3; s++) {
        cr_expect_eq(memcmp(&cells[0].seat[s], &r.seat[s].counts, sizeof r.seat[s].counts), 0, "seat %d", s);
        units += cells[0].seat[s].equity_units;
    }
    cr_expect_eq(units, (uint64_t)POKEQ_POT_UNITS * r.count, "whole pots");
}
