/* SPDX-License-Identifier: MIT */
/*
 * pokeq_mpi.c - build/pokeq-mpi (`make mpi`): `mpiexec -n R pokeq-mpi
 * ARGS` takes pokeq's arguments and prints on rank 0 what `pokeq ARGS`
 * prints (timing fields aside). The program's own commands run on rank 0
 * with their counting spread over the ranks (queue.h) through the same
 * seams the library's shards use:
 *   - an equity scenario that splits (exact, or Monte Carlo with a trial
 *     count): parts k of P (pokeq_request.shard), summed by
 *     pokeq_result_merge;
 *   - `flops`: parts of the 1,755 flops (pokeq_flops with shard k of P);
 *   - `preflop vs-random|matrix`: parts of the table (pokeq_table_* calls with shard / shards)
 *     summed, when it is counted (not read from the cache);
 *   - `--batch FILE`: a task per line, answers printed in line order;
 *   - anything else (auto method, a standard-error or time rule, other
 *     subcommands) runs on rank 0 alone, as pokeq runs it.
 * Every rank parses the same arguments, so a task is just its number:
 * rank 0 broadcasts which job starts (and P), the others build the same
 * request from their arguments. A failing rank fails the run: rank 0
 * prints which rank and part, and exits with status 2.
 */
#include "jobs.h"
#include "queue.h"

#include "cmd/cli.h"
#include "shards/preflop_shard.h"
#include "front/stream.h"

#include <mpi.h>
#include <stdlib.h>
#include <string.h>

/* Parts per rank: enough that ranks of unequal speed even out. */
enum { PARTS_PER_RANK = 16 };

static int ranks_now(void)
{
    int ranks;
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    return ranks;
}

/* ---- rank 0: the program's commands with spread counting ---- */

static int spread_solve(const pokeq_request *q, pokeq_result *r, pokeq_error_info *e, void *context)
{
    (void)context;
    if (!job_splits(q) || ranks_now() == 1)
        return pokeq_solve(q, r, e);
    const int parts = PARTS_PER_RANK * ranks_now();
    return job_equity_run(q, parts, r, e);
}

static int spread_batch(const char *path, const run_options *defaults, FILE *out, void *context)
{
    (void)context;
    if (strcmp(path, "-") == 0 || ranks_now() == 1)
        return batch_run(path, defaults, out);
    job_lines lines;
    if (job_lines_read(path, &lines) != 0)
        return batch_run(path, defaults, out); /* it reports the unreadable file */
    job_announce(JOB_BATCH, lines.count, 0);
    const int status = job_batch_run(path, &lines, defaults, out);
    job_lines_free(&lines);
    return status;
}

static int spread_flops(const pokeq_request *q, pokeq_flop *rows, pokeq_error_info *e, void *context)
{
    (void)context;
    if (q->shards > 0 || ranks_now() == 1)
        return pokeq_flops(q, rows, e);
    const int parts = PARTS_PER_RANK * ranks_now() < POKEQ_FLOPS ? PARTS_PER_RANK * ranks_now() : POKEQ_FLOPS;
    return job_flops_run(q, parts, rows, e);
}

static int spread_table(const preflop_words *w, pokeq_combo_counts *counts, pokeq_preflop_mc_sums *sums,
                        void *context)
{
    (void)context;
    if (w->shards > 0 || ranks_now() == 1)
        return preflop_count(w, counts, sums, NULL);
    return job_table_run(w, PARTS_PER_RANK * ranks_now(), counts, sums);
}

static int coordinate(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "flops") == 0)
        return flops_command(argc - 2, argv + 2, spread_flops, NULL);
    if (argc >= 3 && strcmp(argv[1], "preflop") == 0 && strcmp(argv[2], "three-way") != 0)
        return preflop_command(argc - 2, argv + 2, spread_table, NULL);
    static const char *const alone[] = {"eval", "bench", "preflop", "grid", "merge"};
    for (size_t i = 0; argc >= 2 && i < sizeof alone / sizeof alone[0]; i++)
        if (strcmp(argv[1], alone[i]) == 0)
            return cli_run(argc, argv);
    const equity_runner runner = {spread_solve, spread_batch, NULL};
    return equity_command(argc - 1, argv + 1, &runner);
}

/* ---- the other ranks: the jobs rank 0 announces, until it is done ---- */

static void serve(int argc, char **argv)
{
    for (;;) {
        int message[3];
        MPI_Bcast(message, 3, MPI_INT, 0, MPI_COMM_WORLD);
        if (message[0] == JOB_NONE)
            return;
        job_serve(message[0], message[1], message[2] != 0, argc, argv);
    }
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    int status = 0;
    if (rank == 0) {
        stream_guard_standard();
        status = coordinate(argc, argv);
        job_announce(JOB_NONE, 0, 0);
        status = stream_finish(status);
    } else {
        serve(argc, argv);
    }
    MPI_Finalize();
    return status;
}
