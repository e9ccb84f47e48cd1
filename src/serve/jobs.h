/* SPDX-License-Identifier: MIT */
/*
 * serve/jobs.h - the server's work: at most `running` equity answers at a
 * time, at most `queue` more waiting their turn, beyond that 503 with
 * Retry-After. A plain request (POST /api/v1/equity) runs on its own
 * connection's thread once admitted, cancelled when its client hangs up.
 * A job (POST /api/v1/jobs) runs on a thread of its own and is kept by id
 * in the table: its progress streams as Server-Sent Events (events.c),
 * DELETE cancels it (200 with the answer so far, or 204), and a stream's
 * client hanging up cancels it. jobs_close cancels everything (the server
 * stopping). Finished jobs are kept until deleted or until their room is
 * needed (the oldest first). Thread safe: one mutex, one condition.
 */
#ifndef POKEQ_SERVE_JOBS_H
#define POKEQ_SERVE_JOBS_H

#include "serve/reply.h"
#include "serve/request.h"

#include <stdbool.h>
#include <sys/types.h>

typedef struct job_limits {
    int running;                /* --jobs, >= 1 */
    int queue;                  /* --queue, >= 0 */
    double max_seconds;         /* --max-seconds: the cost model's limit, Monte Carlo's cap */
    int threads;                /* --threads: each answer's engine threads (0: every core) */
} job_limits;

typedef struct job_table job_table;

/* NULL when out of memory. */
job_table *jobs_new(const job_limits *limits);

/* Cancels every job, refuses new ones, wakes every waiter. */
void jobs_close(job_table *t);

/* After jobs_close and once no request is in flight: waits for the job
 * threads to end, frees everything. */
void jobs_free(job_table *t);

/* An equity body, answered now (after its turn in the queue) on the
 * calling thread; watch_fd (or -1) is the client's socket. */
void jobs_solve(job_table *t, const serve_words *w, int watch_fd, serve_reply *out);

/* Starts a job for an equity body; takes w (freed here on failure too).
 * The library checks the body first (run_check): bad input is a 400 in
 * *out now, never a job. 202 {"id": "..."}, or 400 / 503 in *out.
 * wait_ms > 0: a job that ends within that many ms answers here as
 * jobs_solve would (200 and the answer, or its error) and is forgotten. */
enum { JOBS_WAIT_MAX = 1000 };
void jobs_submit(job_table *t, serve_words *w, int wait_ms, serve_reply *out);

/* GET /api/v1/jobs/ID: {"id", "state", "done", "seconds"}; 404. */
void jobs_status(job_table *t, const char *id, serve_reply *out);

/* DELETE /api/v1/jobs/ID: cancels, waits for the job to stop, forgets
 * it: 200 and the answer (so far), 204 when there is none; 404. */
void jobs_delete(job_table *t, const char *id, serve_reply *out);

/* GET /api/v1/jobs/ID/events: a stream over the job (out->stream), or
 * 404 in *out. watch_fd: the client's socket. */
void jobs_events(job_table *t, const char *id, int watch_fd, serve_reply *out);

/* The stream's next bytes into buf (at most max): a count > 0, or
 * JOB_STREAM_END after the last event, or JOB_STREAM_ERROR when the
 * client hung up (the job is then cancelled). Blocks up to 250 ms. */
enum { JOB_STREAM_END = -1, JOB_STREAM_ERROR = -2 };
ssize_t jobs_stream_read(struct job_stream *s, char *buf, size_t max);

/* Ends a stream; one closed before its last event (the client gone, the
 * server stopping) cancels its job. */
void jobs_stream_close(struct job_stream *s);

#endif
