/* SPDX-License-Identifier: MIT */
/* direct.c - jobs against random answered without an engine (solve/direct.h). */
#include "solve/direct.h"

#include "core/result.h"
#include "solve/cost.h"
#include "ranges/range_random.h"
#include "solve/preflop_table.h"
#include "solve/run.h"
#include "core/work.h"

#define TABLE_SECONDS 2e-6              /* a preflop job against random, from the class table */

int solve_direct_seat(const pokeq_request *q, const resolved *input)
{
    if (q->method == POKEQ_METHOD_MC || q->combos != NULL || q->categories || q->shards > 1)
        return -1;
    return input->board_count == 0 ? preflop_table_random_seat(input) : range_random_seat(input);
}

int solve_direct(const pokeq_request *q, const resolved *input, int random_seat, pokeq_result *r)
{
    solve_call call = {q, input, NULL, NULL, r, work_seconds()};
    r->method = POKEQ_METHOD_EXACT;
    r->why = q->method == POKEQ_METHOD_AUTO ? POKEQ_WHY_QUICK : POKEQ_WHY_ASKED;
    r->exact_estimate = input->board_count == 0 ? TABLE_SECONDS : cost_exact_work(input, q->threads, false).seconds;
    r->count_kind = POKEQ_COUNT_SHOWDOWNS;
    if (q->progress != NULL)
        solve_report(&call);
    pokeq_player_counts counts[2];
    uint64_t showdowns, deals;
    if (input->board_count == 0) {
        preflop_table_count(input, random_seat, counts, &showdowns, &deals);
    } else { /* one weight each: a showdown is a deal */
        range_random_count(input, random_seat, counts, &showdowns);
        deals = showdowns;
    }
    result_fill_seats(r, counts, 2, showdowns, 1);
    r->deals = deals;
    r->threads = 1;
    solve_finish(q, input, call.start, r);
    return 0;
}

