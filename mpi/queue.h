/* SPDX-License-Identifier: MIT */
/*
 * queue.h - a dynamic work queue over MPI ranks (pokeq-mpi only).
 *
 * Every rank calls queue_run with the same task count. Rank 0 keeps two
 * tasks at each other rank (the one it runs and the next) while at least
 * one per rank is left, hands a rank its next task as soon as it reports
 * one, and runs tasks itself while no report waits, so a slow rank holds
 * back no one and no rank waits for a hand-out. A task's result is a byte blob sent to rank 0 without
 * blocking the sender and given to collect there (in any order). A task
 * that fails (run returns nonzero, the blob holding its message, of which
 * 255 bytes travel) stops the hand-out: rank 0 lets every rank finish the
 * tasks it holds and returns the failure with "rank R, task K of N:
 * message" in failure; no result is collected after it. Ranks other than
 * 0 return 0.
 * The environment variable POKEQ_MPI_FAIL_RANK=R makes rank R (not 0)
 * fail every task it is given: the tests' way to see a rank fail.
 * MPI must be initialised; one queue at a time, called from one thread.
 */
#ifndef POKEQ_MPI_QUEUE_H
#define POKEQ_MPI_QUEUE_H

#include <stddef.h>

/* Runs task `task`: 0 with *blob (malloc'd, *size bytes) its result, or
 * an error code with *blob a NUL-terminated message (or NULL). */
typedef int queue_run_fn(int task, void *context, char **blob, size_t *size);

/* Rank 0: takes a task's result; returns 0, or nonzero to stop (failure
 * then holds the message it wrote). */
typedef int queue_collect_fn(int task, const char *blob, size_t size, void *context);

int queue_run(int tasks, queue_run_fn *run, queue_collect_fn *collect, void *context, char *failure,
              size_t failure_size);

#endif
