/* SPDX-License-Identifier: MIT */
/* pokeq_equity_curve: on pokeq_solve's per-combo counts, every combo with
 * showdowns once, equities never rising, x ending at 1, and the area under
 * the steps the seat's equity (exactly, in integers: the sum of the
 * combos' units is the seat's); ties ordered by combo index. */
#include "testing.h"

#include <math.h>
#include <stdlib.h>

Test(curve, sorted_complete_and_its_area_is_the_equity)
{
    static const char *const seats[][3] = {
        {"QQ+,AKs,T9s,76s", "JJ-99,AQs:0.5,KhQh", ""},
        {"random", "AA,KK@30", "22+"},
    };
    static const char *const boards[] = {"Qh8h4c", "Kc8h4d2s"};
    for (int k = 0; k < 2; k++) {
        pokeq_request q;
        pokeq_request_init(&q);
        for (int p = 0; p < 3 && seats[k][p][0]; p++)
            q.seat[q.seats++].text = seats[k][p];
        q.board = boards[k];
        q.method = POKEQ_METHOD_EXACT;
        pokeq_combo_counts *combos = calloc((size_t)q.seats * POKEQ_COMBOS, sizeof *combos);
        q.combos = combos;
        q.combos_capacity = (size_t)q.seats * POKEQ_COMBOS;
        pokeq_result r;
        cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
        for (int p = 0; p < q.seats; p++) {
            pokeq_curve_point points[POKEQ_COMBOS];
            const int n = pokeq_equity_curve(&combos[p * POKEQ_COMBOS], points);
            int with_showdowns = 0;
            for (int c = 0; c < POKEQ_COMBOS; c++)
                with_showdowns += combos[p * POKEQ_COMBOS + c].showdowns > 0;
            cr_assert_eq(n, with_showdowns);
            uint64_t units = 0, previous = 0;
            double area = 0, last_x = 0;
            for (int i = 0; i < n; i++) {
                const pokeq_combo_counts *c = &combos[p * POKEQ_COMBOS + points[i].combo];
                cr_expect_eq(points[i].showdowns, c->showdowns);
                cr_expect_eq(points[i].cumulative, previous + c->showdowns);
                previous = points[i].cumulative;
                units += c->equity_units;
                area += (points[i].x - last_x) * points[i].equity;
                last_x = points[i].x;
                if (i > 0) {
                    cr_expect(points[i].equity <= points[i - 1].equity, "seat %d step %d rises", p, i);
                    if (points[i].equity == points[i - 1].equity)
                        cr_expect_gt(points[i].combo, points[i - 1].combo);
                }
            }
            cr_expect_eq(previous, r.count, "seat %d: the steps cover every showdown", p);
            cr_expect_eq(units, r.seat[p].counts.equity_units);
            cr_expect_eq(points[n - 1].x, 1.0);
            cr_expect(fabs(area - r.seat[p].equity) < 1e-12, "seat %d area %.15f equity %.15f", p, area,
                      r.seat[p].equity);
        }
        free(combos);
    }
    static pokeq_curve_point points[POKEQ_COMBOS];
    cr_expect_eq(pokeq_equity_curve(NULL, points), -POKEQ_ERR_ARGUMENT);
}
