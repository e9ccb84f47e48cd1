/* SPDX-License-Identifier: MIT */
/* queue.c - the dynamic work queue over MPI ranks (queue.h). */
#include "queue.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_TASK = 1, TAG_RESULT = 2, STOP = -1 };

/* A result message: task and code, then the blob. */
typedef struct result_head {
    int task, code;
} result_head;

static void send_result(int task, int code, const char *blob, size_t size)
{
    char *message = malloc(sizeof(result_head) + size);
    if (message == NULL)
        MPI_Abort(MPI_COMM_WORLD, 1);
    memcpy(message, &(result_head){task, code}, sizeof(result_head));
    if (size > 0)
        memcpy(message + sizeof(result_head), blob, size);
    MPI_Send(message, (int)(sizeof(result_head) + size), MPI_BYTE, 0, TAG_RESULT, MPI_COMM_WORLD);
    free(message);
}

/* Whether this rank is the one POKEQ_MPI_FAIL_RANK names: its tasks
 * fail, so that tests can see a failing rank fail the run. */
static int told_to_fail(int rank)
{
    const char *fail = getenv("POKEQ_MPI_FAIL_RANK");
    return fail != NULL && atoi(fail) == rank;
}

static void worker(queue_run_fn *run, void *context, int rank)
{
    const int fail = told_to_fail(rank);
    send_result(STOP, 0, NULL, 0); /* ready */
    for (;;) {
        int task;
        MPI_Recv(&task, 1, MPI_INT, 0, TAG_TASK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (task == STOP)
            return;
        char *blob = NULL;
        size_t size = 0;
        const int code = fail ? 1 : run(task, context, &blob, &size);
        if (fail)
            blob = strdup("failing as POKEQ_MPI_FAIL_RANK asks");
        if (code != 0)
            size = blob != NULL ? strlen(blob) + 1 : 0;
        send_result(task, code, blob, size);
        free(blob);
    }
}

typedef struct coordinator {
    int tasks, next, failed;
    queue_run_fn *run;
    queue_collect_fn *collect;
    void *context;
    char *failure;
    size_t failure_size;
} coordinator;

/* A task's outcome at rank 0, from `rank`. */
static void take(coordinator *c, int rank, int task, int code, const char *blob, size_t size)
{
    if (c->failed)
        return;
    if (code != 0) {
        snprintf(c->failure, c->failure_size, "rank %d, task %d of %d: %.*s", rank, task + 1, c->tasks,
                 (int)(size > 0 ? size : 0), blob != NULL ? blob : "failed");
        c->failed = code;
    } else if (c->collect(task, blob, size, c->context) != 0) {
        c->failed = 1;
    }
}

static void run_here(coordinator *c)
{
    const int task = c->next++;
    char *blob = NULL;
    size_t size = 0;
    const int code = c->run(task, c->context, &blob, &size);
    take(c, 0, task, code, blob, code != 0 && blob != NULL ? strlen(blob) : size);
    free(blob);
}

/* Takes one waiting result and sends that rank its next task (or stop);
 * returns whether the rank was stopped. */
static int serve(coordinator *c, const MPI_Status *probe)
{
    int bytes;
    MPI_Get_count(probe, MPI_BYTE, &bytes);
    char *message = malloc((size_t)bytes);
    if (message == NULL)
        MPI_Abort(MPI_COMM_WORLD, 1);
    MPI_Recv(message, bytes, MPI_BYTE, probe->MPI_SOURCE, TAG_RESULT, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    result_head head;
    memcpy(&head, message, sizeof head);
    if (head.task != STOP)
        take(c, probe->MPI_SOURCE, head.task, head.code, message + sizeof head, (size_t)bytes - sizeof head);
    free(message);
    const int task = !c->failed && c->next < c->tasks ? c->next++ : STOP;
    MPI_Send(&task, 1, MPI_INT, probe->MPI_SOURCE, TAG_TASK, MPI_COMM_WORLD);
    return task == STOP;
}

int queue_run(int tasks, queue_run_fn *run, queue_collect_fn *collect, void *context, char *failure,
              size_t failure_size)
{
    int rank, ranks;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (rank != 0) {
        worker(run, context, rank);
        return 0;
    }
    coordinator c = {tasks, 0, 0, run, collect, context, failure, failure_size};
    int working = ranks - 1;
    while (working > 0 || (c.next < tasks && !c.failed)) {
        int waiting = 0;
        MPI_Status probe;
        MPI_Iprobe(MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &waiting, &probe);
        if (!waiting && c.next < tasks && !c.failed) {
            run_here(&c);
            continue;
        }
        if (!waiting)
            MPI_Probe(MPI_ANY_SOURCE, TAG_RESULT, MPI_COMM_WORLD, &probe);
        working -= serve(&c, &probe);
    }
    return c.failed;
}
