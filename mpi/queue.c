/* SPDX-License-Identifier: MIT */
/*
 * queue.c - the dynamic work queue over MPI ranks (queue.h).
 *
 * A worker holds up to AHEAD tasks (the one it runs, the next ones), so it
 * does not wait for a hand-out while rank 0 counts a task of its own. It
 * reports a finished task with a small report (eager: it leaves at once)
 * and sends the blob with MPI_Isend, which it completes later, so neither
 * side ever blocks on a large transfer that needs the other inside MPI
 * while that one computes. Rank 0 answers each report with the worker's
 * next task (or STOP, once per worker) and posts a receive for its blob;
 * it takes blobs as they complete, between its own tasks and at the end.
 * Without an asynchronous progress thread MPI moves a large transfer only
 * while both sides are inside MPI calls: a worker's blob may wait until
 * it is between tasks, and nobody blocks on one while the other computes.
 * Rank 0 waits only when it has no task of its own left; a worker, for a
 * task only when the last few are kept for whoever is free first, and for
 * its last blobs once it has no task.
 */
#include "queue.h"

#include "front/numbers.h"

#include <limits.h>
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TAG_TASK = 1, TAG_REPORT = 2, TAG_BLOB = 3, STOP = -1, AHEAD = 2 };

/* A worker's word on a finished task: a blob of `size` bytes follows
 * (tag TAG_BLOB) when code is 0; a failure's message rides in the report. */
typedef struct report {
    int rank, task, code;
    uint64_t size;
    char message[256];
} report;

static void out_of_memory(void *p)
{
    if (p == NULL)
        MPI_Abort(MPI_COMM_WORLD, 1);
}

/* Requests in flight, each with the buffer it owns (freed on completion)
 * and, at rank 0, the rank and task a blob comes from. */
typedef struct flight {
    MPI_Request *requests;
    struct owned {
        char *blob;
        size_t size;
        int rank, task;
    } *owned;
    int *indices; /* of the requests the last flight_settle completed */
    MPI_Status *statuses; /* unread (MPI_STATUSES_IGNORE trips gcc's -Wstringop-overflow) */
    int count, capacity;
} flight;

static void flight_add(flight *f, MPI_Request request, struct owned owned)
{
    if (f->count == f->capacity) {
        f->capacity = f->capacity > 0 ? 2 * f->capacity : 8;
        f->requests = realloc(f->requests, (size_t)f->capacity * sizeof *f->requests);
        f->owned = realloc(f->owned, (size_t)f->capacity * sizeof *f->owned);
        f->indices = realloc(f->indices, (size_t)f->capacity * sizeof *f->indices);
        out_of_memory(f->requests);
        out_of_memory(f->owned);
        f->statuses = realloc(f->statuses, (size_t)f->capacity * sizeof *f->statuses);
        out_of_memory(f->indices);
        out_of_memory(f->statuses);
    }
    f->requests[f->count] = request;
    f->owned[f->count++] = owned;
}

/* Drops the completed requests (MPI set them to MPI_REQUEST_NULL) from
 * index `first` on, freeing their buffers. */
static void flight_compact(flight *f, int first)
{
    int kept = first;
    for (int i = first; i < f->count; i++) {
        if (f->requests[i] == MPI_REQUEST_NULL) {
            free(f->owned[i].blob);
            continue;
        }
        f->requests[kept] = f->requests[i];
        f->owned[kept++] = f->owned[i];
    }
    f->count = kept;
}

/* Completes what has arrived (or, with `wait`, at least one request
 * unless none is active): their indices in f->indices; returns how many. */
static int flight_settle(flight *f, int wait)
{
    int settled = 0;
    if (f->count == 0)
        return 0;
    if (wait)
        MPI_Waitsome(f->count, f->requests, &settled, f->indices, f->statuses);
    else
        MPI_Testsome(f->count, f->requests, &settled, f->indices, f->statuses);
    return settled == MPI_UNDEFINED ? 0 : settled;
}

static void flight_free(flight *f)
{
    free(f->requests);
    free(f->owned);
    free(f->indices);
    free(f->statuses);
}

/* Whether this rank is the one POKEQ_MPI_FAIL_RANK names: its tasks
 * fail, so that tests can see a failing rank fail the run. */
static int told_to_fail(int rank)
{
    const char *fail = getenv("POKEQ_MPI_FAIL_RANK");
    uint64_t named; /* the program's one number grammar, as every option */
    return fail != NULL && number_whole(fail, 0, INT32_MAX, &named) && named == (uint64_t)rank;
}

/* Runs `task` (or fails it, if told to) and reports it to rank 0; a blob
 * goes into `sends`, which owns it until its send completes. */
static void work(queue_run_fn *run, void *context, int rank, int task, flight *sends)
{
    const int fail = told_to_fail(rank);
    char *blob = NULL;
    size_t size = 0;
    report r;
    memset(&r, 0, sizeof r); /* the padding too: it is sent */
    r.rank = rank;
    r.task = task;
    r.code = fail ? 1 : run(task, context, &blob, &size);
    if (r.code == 0 && size > INT_MAX) {
        r.code = 1;
        snprintf(r.message, sizeof r.message, "a result of %zu bytes is too large to send", size);
    } else if (r.code != 0) {
        snprintf(r.message, sizeof r.message, "%s",
                 fail ? "failing as POKEQ_MPI_FAIL_RANK asks" : blob != NULL ? blob : "failed");
    } else {
        r.size = size;
    }
    MPI_Send(&r, (int)sizeof r, MPI_BYTE, 0, TAG_REPORT, MPI_COMM_WORLD);
    if (r.size == 0) {
        free(blob);
        return;
    }
    MPI_Request request;
    MPI_Isend(blob, (int)size, MPI_BYTE, 0, TAG_BLOB, MPI_COMM_WORLD, &request);
    flight_add(sends, request, (struct owned){blob, size, 0, task});
}

static void worker(queue_run_fn *run, void *context, int rank)
{
    flight sends = {0};
    for (;;) {
        int task;
        MPI_Recv(&task, 1, MPI_INT, 0, TAG_TASK, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        if (task == STOP)
            break;
        work(run, context, rank, task, &sends);
        flight_settle(&sends, 0);
        flight_compact(&sends, 0);
    }
    MPI_Waitall(sends.count, sends.requests, sends.statuses);
    flight_compact(&sends, 0);
    flight_free(&sends);
}

typedef struct coordinator {
    int tasks, next, failed, ranks;
    int handed; /* tasks at workers not yet reported */
    struct held {
        int tasks, stopped; /* not yet reported; STOP sent */
    } *held;                /* per rank */
    report arrived; /* the report requests[0] receives */
    flight in;      /* [0]: the next report (or MPI_REQUEST_NULL); then blobs */
    queue_run_fn *run;
    queue_collect_fn *collect;
    void *context;
    char *failure;
    size_t failure_size;
} coordinator;

/* A task's outcome at rank 0, from `rank`: the first failure is kept,
 * nothing is collected after it. */
static void take(coordinator *c, int rank, int task, int code, const char *blob, size_t size)
{
    if (c->failed)
        return;
    if (code != 0) {
        snprintf(c->failure, c->failure_size, "rank %d, task %d of %d: %.*s", rank, task + 1, c->tasks,
                 (int)size, blob != NULL ? blob : "failed");
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

/* Sends `rank` its next task, or STOP when none is left or a task failed
 * (once: a rank still holding tasks has STOP queued behind them). A task
 * ahead of the one a rank runs is sent only while every rank can still
 * have one: the last few go to whoever is free first, so that rank 0 does
 * not sit idle at the end while a worker runs two. */
static void hand_out(coordinator *c, int rank)
{
    struct held *h = &c->held[rank];
    const int left = c->failed ? 0 : c->tasks - c->next;
    if (h->stopped || (h->tasks > 0 && left > 0 && left < c->ranks))
        return;
    int task = STOP;
    if (left > 0) {
        task = c->next++;
        h->tasks++;
        c->handed++;
    } else {
        h->stopped = 1;
    }
    MPI_Send(&task, 1, MPI_INT, rank, TAG_TASK, MPI_COMM_WORLD);
}

/* Listens for the next report while some worker holds a task. */
static void listen(coordinator *c)
{
    c->in.requests[0] = MPI_REQUEST_NULL;
    if (c->handed > 0)
        MPI_Irecv(&c->arrived, (int)sizeof c->arrived, MPI_BYTE, MPI_ANY_SOURCE, TAG_REPORT, MPI_COMM_WORLD,
                  &c->in.requests[0]);
}

/* A report arrived: the worker gets its next task at once, its blob a
 * receive, and a failure stops the hand-out before it. */
static void on_report(coordinator *c)
{
    const report r = c->arrived;
    c->held[r.rank].tasks--;
    c->handed--;
    if (r.code != 0)
        take(c, r.rank, r.task, r.code, r.message, strnlen(r.message, sizeof r.message));
    hand_out(c, r.rank);
    listen(c);
    if (r.size == 0)
        return;
    char *blob = malloc(r.size);
    out_of_memory(blob);
    MPI_Request request;
    MPI_Irecv(blob, (int)r.size, MPI_BYTE, r.rank, TAG_BLOB, MPI_COMM_WORLD, &request);
    flight_add(&c->in, request, (struct owned){blob, r.size, r.rank, r.task});
}

/* Takes what has arrived (with `wait`, waits for something); returns
 * whether anything had. */
static int settle(coordinator *c, int wait)
{
    const int settled = flight_settle(&c->in, wait);
    for (int i = 0; i < settled; i++) {
        const int index = c->in.indices[i];
        if (index == 0) {
            on_report(c);
            continue;
        }
        const struct owned *o = &c->in.owned[index];
        take(c, o->rank, o->task, 0, o->blob, o->size);
    }
    flight_compact(&c->in, 1);
    return settled > 0;
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
    coordinator c = {tasks, 0, 0, ranks, 0, calloc((size_t)ranks, sizeof(struct held)), {0}, {0}, run, collect,
                     context, failure, failure_size};
    out_of_memory(c.held);
    for (int w = 1; w < ranks; w++)
        for (int k = 0; k < AHEAD; k++)
            hand_out(&c, w);
    flight_add(&c.in, MPI_REQUEST_NULL, (struct owned){NULL, 0, 0, 0});
    listen(&c);
    while (c.handed > 0 || c.in.count > 1 || (c.next < tasks && !c.failed)) {
        while (settle(&c, 0))
            continue;
        if (c.next < tasks && !c.failed)
            run_here(&c);
        else
            settle(&c, 1);
    }
    free(c.held);
    flight_free(&c.in);
    return c.failed;
}
