/* SPDX-License-Identifier: MIT */
/*
 * preflop_three_way.c - pokeq_table_three_way (pokeq.h): the exact
 * three-way class table, a cell per unordered triple of classes, each
 * cell one task of the work runner answered by pokeq_solve itself (exact,
 * one thread, the three classes as ranges), so shards and MPI ranks split
 * the table as they split any job.
 */
#include "pokeq.h"
#include "core/work.h"
#include "tables/table_request.h"

#include <stdlib.h>
#include <string.h>

/* The triple at position `index` of the lexicographic order i <= j <= k. */
static void triple_at(int64_t index, int classes[3])
{
    for (int i = 0; i < POKEQ_CLASSES; i++) {
        const int64_t left = POKEQ_CLASSES - i;   /* j, k from i..168 */
        const int64_t with_i = left * (left + 1) / 2;
        if (index >= with_i) {
            index -= with_i;
            continue;
        }
        for (int j = i; j < POKEQ_CLASSES; j++) {
            const int64_t with_j = POKEQ_CLASSES - j;
            if (index >= with_j) {
                index -= with_j;
                continue;
            }
            classes[0] = i, classes[1] = j, classes[2] = j + (int)index;
            return;
        }
    }
}

typedef struct three_way_job {
    pokeq_three_way_cell *cells;
    const volatile int *cancel;
    int failed;
} three_way_job;

static void cell_task(void *worker, int task, void *shared)
{
    (void)worker;
    three_way_job *j = shared;
    pokeq_three_way_cell *cell = &j->cells[task];
    char names[3][4];
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 3;
    for (int s = 0; s < 3; s++)
        q.seat[s].text = pokeq_class_name(cell->classes[s], names[s]);
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 1;
    q.exact_limit_seconds = -1;
    q.cancel = j->cancel;
    pokeq_result r;
    const double start = work_seconds();
    const int code = pokeq_solve(&q, &r, NULL);
    cell->seconds = work_seconds() - start;
    if (code == -POKEQ_ERR_RANGE_EMPTY)
        return; /* no deal: showdowns 0 */
    if (code != 0) {
#pragma omp atomic write
        j->failed = code;
        return;
    }
    cell->showdowns = r.count;
    for (int s = 0; s < 3; s++)
        cell->seat[s] = r.seat[s].counts;
}

int pokeq_table_three_way(const pokeq_table_request *request, pokeq_three_way_cell *cells)
{
    pokeq_table_request q;
    work_control control;
    const int invalid = table_request_read(request, &q, &control);
    if (invalid)
        return invalid;
    if (cells == NULL || q.first < 0 || q.count < 0 || q.first > POKEQ_THREE_WAY_CELLS ||
        q.count > POKEQ_THREE_WAY_CELLS - q.first)
        return -POKEQ_ERR_ARGUMENT;
    memset(cells, 0, (size_t)q.count * sizeof *cells);
    for (int c = 0; c < q.count; c++)
        triple_at(q.first + c, cells[c].classes);
    three_way_job j = {cells, q.cancel, 0};
    const work_job work = {q.count, work_threads(q.threads, (uint64_t)q.count, 2), &j, work_shared_worker,
                           cell_task, work_no_merge, work_no_free};
    const int code = work_run(&work, &control);
    return code != 0 ? -code : j.failed;
}
