/* SPDX-License-Identifier: MIT */
/* serve/jobs.c - admission, the queue, jobs and their cancel (jobs.h). */
#include "serve/job.h"

#include "output/emit.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

enum { WAIT_SLICE_MS = 20, DELETE_WAIT_MS = 2000, RETRY_AFTER = 1 };
enum ticket { TICKET_RUN, TICKET_WAIT, TICKET_FULL };

job_table *jobs_new(const job_limits *limits)
{
    job_table *t = calloc(1, sizeof *t);
    if (t == NULL)
        return NULL;
    t->limits = *limits;
    t->capacity = limits->running + limits->queue + JOBS_KEPT;
    t->jobs = calloc((size_t)t->capacity, sizeof *t->jobs);
    if (t->jobs == NULL) {
        free(t);
        return NULL;
    }
    pthread_mutex_init(&t->lock, NULL);
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&t->changed, &attr);
    pthread_condattr_destroy(&attr);
    return t;
}

void job_wait_locked(job_table *t, int ms)
{
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_nsec += (long)ms * 1000000L;
    until.tv_sec += until.tv_nsec / 1000000000L;
    until.tv_nsec %= 1000000000L;
    pthread_cond_timedwait(&t->changed, &t->lock, &until);
}

void jobs_close(job_table *t)
{
    pthread_mutex_lock(&t->lock);
    t->closing = 1;
    for (int i = 0; i < t->capacity; i++)
        if (t->jobs[i] != NULL)
            t->jobs[i]->hooks.cancel = 1;
    pthread_cond_broadcast(&t->changed);
    pthread_mutex_unlock(&t->lock);
}

void jobs_free(job_table *t)
{
    if (t == NULL)
        return;
    pthread_mutex_lock(&t->lock);
    while (t->threads > 0)
        job_wait_locked(t, WAIT_SLICE_MS);
    for (int i = 0; i < t->capacity; i++)
        if (t->jobs[i] != NULL)
            job_unref_locked(t->jobs[i]);
    pthread_mutex_unlock(&t->lock);
    pthread_cond_destroy(&t->changed);
    pthread_mutex_destroy(&t->lock);
    free(t->jobs);
    free(t);
}

/* ---- admission ---- */

static enum ticket enter_locked(job_table *t)
{
    if (t->closing)
        return TICKET_FULL;
    if (t->running < t->limits.running) {
        t->running++;
        return TICKET_RUN;
    }
    if (t->waiting < t->limits.queue) {
        t->waiting++;
        return TICKET_WAIT;
    }
    return TICKET_FULL;
}

/* A waiting ticket's turn: 0 once running, -1 when cancelled first (the
 * client gone, the job deleted, the server closing). */
static int wait_turn_locked(job_table *t, run_hooks *h)
{
    while (t->running >= t->limits.running && !h->cancel && !t->closing) {
        job_wait_locked(t, WAIT_SLICE_MS);
        if (run_client_gone(h->watch_fd))
            h->cancel = 1;
    }
    t->waiting--;
    if (h->cancel || t->closing)
        return -1;
    t->running++;
    return 0;
}

static void leave_locked(job_table *t)
{
    t->running--;
    pthread_cond_broadcast(&t->changed);
}

static void busy(serve_reply *out)
{
    reply_fail(out, 503, "busy", "every runner is busy and the queue is full: try again shortly");
    out->retry_after = RETRY_AFTER;
}

static void stopped(serve_reply *out, const job_table *t)
{
    reply_fail(out, 503, t->closing ? "closing" : "cancelled",
               t->closing ? "the server is stopping" : "cancelled before it ran");
}

void jobs_solve(job_table *t, const serve_words *w, int watch_fd, serve_reply *out)
{
    scenario_request request;
    serve_error e;
    if (run_scenario(w, t->limits.threads, &request, &e) != 0) {
        reply_error(out, &e);
        return;
    }
    run_hooks h = {.watch_fd = watch_fd, .closing = &t->closing, .max_seconds = t->limits.max_seconds};
    pthread_mutex_lock(&t->lock);
    const enum ticket ticket = enter_locked(t);
    const int turn = ticket == TICKET_WAIT ? wait_turn_locked(t, &h) : ticket == TICKET_RUN ? 0 : -1;
    pthread_mutex_unlock(&t->lock);
    if (ticket == TICKET_FULL || turn != 0) {
        ticket == TICKET_FULL && !t->closing ? busy(out) : stopped(out, t);
        return;
    }
    run_equity(&request, w, &h, out);
    if (out->status == 0)
        stopped(out, t);
    pthread_mutex_lock(&t->lock);
    leave_locked(t);
    pthread_mutex_unlock(&t->lock);
}

/* ---- jobs ---- */

job *job_find_locked(job_table *t, const char *id)
{
    for (int i = 0; i < t->capacity; i++)
        if (t->jobs[i] != NULL && strcmp(t->jobs[i]->id, id) == 0)
            return t->jobs[i];
    return NULL;
}

void job_unref_locked(job *j)
{
    if (--j->refs > 0)
        return;
    serve_words_free(j->words);
    free(j->reply.body);
    free(j);
}

void job_forget_locked(job_table *t, job *j)
{
    for (int i = 0; i < t->capacity; i++)
        if (t->jobs[i] == j) {
            t->jobs[i] = NULL;
            job_unref_locked(j);
        }
}

/* A free slot, else the oldest finished job's (forgotten); -1: none. */
static int slot_locked(job_table *t)
{
    int oldest = -1;
    for (int i = 0; i < t->capacity; i++) {
        if (t->jobs[i] == NULL)
            return i;
        if (t->jobs[i]->state == JOB_DONE && (oldest < 0 || t->jobs[i]->order < t->jobs[oldest]->order))
            oldest = i;
    }
    if (oldest >= 0)
        job_forget_locked(t, t->jobs[oldest]);
    return oldest;
}

static void job_snapshot(const run_snapshot *s, void *context)
{
    job *j = context;
    pthread_mutex_lock(&j->table->lock);
    j->snapshot = *s;
    j->changes++;
    pthread_cond_broadcast(&j->table->changed);
    pthread_mutex_unlock(&j->table->lock);
}

static void *job_main(void *arg)
{
    job *j = arg;
    job_table *t = j->table;
    pthread_mutex_lock(&t->lock);
    const int turn = j->state == JOB_QUEUED ? wait_turn_locked(t, &j->hooks) : 0;
    if (turn == 0)
        j->state = JOB_RUNNING;
    pthread_mutex_unlock(&t->lock);
    serve_reply reply = {.status = 0};
    if (turn == 0)
        run_equity(&j->request, j->words, &j->hooks, &reply);
    pthread_mutex_lock(&t->lock);
    if (turn == 0)
        leave_locked(t);
    j->reply = reply;
    j->state = JOB_DONE;
    j->changes++;
    t->threads--;
    pthread_cond_broadcast(&t->changed);
    job_unref_locked(j);
    pthread_mutex_unlock(&t->lock);
    return NULL;
}

static void new_id(char id[JOB_ID])
{
    uint64_t bits = 0;
    if (getrandom(&bits, sizeof bits, 0) != sizeof bits)
        bits = (uint64_t)time(NULL) ^ (uint64_t)(uintptr_t)id;
    snprintf(id, JOB_ID, "%016llx", (unsigned long long)bits);
}

static void id_field(emitter *e, const void *context)
{
    emit_string(e, "id", ((const job *)context)->id);
}

static void accepted(const job *j, serve_reply *out)
{
    reply_object(out, 202, id_field, j);
}

/* Starts j's thread in slot `slot` (lock held); false when it could not. */
static bool start_locked(job_table *t, job *j, int slot)
{
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    j->refs = 2; /* the table's and the thread's */
    const bool started = pthread_create(&thread, &attr, job_main, j) == 0;
    pthread_attr_destroy(&attr);
    if (!started)
        return false;
    t->jobs[slot] = j;
    t->threads++;
    return true;
}

void jobs_submit(job_table *t, serve_words *w, int wait_ms, serve_reply *out)
{
    job *j = calloc(1, sizeof *j);
    serve_error e;
    if (j == NULL || run_scenario(w, t->limits.threads, &j->request, &e) != 0) {
        j == NULL ? reply_fail(out, 500, "memory", "out of memory") : reply_error(out, &e);
        free(j);
        serve_words_free(w);
        return;
    }
    if (run_check(&j->request, w, out) != 0) { /* bad input: 400 now, not a stream ending in the error */
        free(j);
        serve_words_free(w);
        return;
    }
    j->words = w;
    j->table = t;
    j->hooks = (run_hooks){.watch_fd = -1, .closing = &t->closing, .max_seconds = t->limits.max_seconds,
                           .snapshot = job_snapshot, .snapshot_context = j};
    new_id(j->id);
    pthread_mutex_lock(&t->lock);
    const int slot = slot_locked(t);
    const enum ticket ticket = slot >= 0 ? enter_locked(t) : TICKET_FULL;
    j->state = ticket == TICKET_RUN ? JOB_RUNNING : JOB_QUEUED;
    j->order = ++t->submitted;
    const bool started = ticket != TICKET_FULL && start_locked(t, j, slot);
    if (ticket != TICKET_FULL && !started)
        ticket == TICKET_RUN ? leave_locked(t) : (void)t->waiting--;
    /* its id is read under the lock: once let go, the job may end and be forgotten */
    if (started && (wait_ms <= 0 || !job_end_within_locked(j, wait_ms, out)))
        accepted(j, out);
    pthread_mutex_unlock(&t->lock);
    if (started)
        return;
    ticket == TICKET_FULL && !t->closing ? busy(out) : stopped(out, t);
    serve_words_free(w);
    free(j);
}

static const char *state_name(enum job_state s)
{
    return s == JOB_QUEUED ? "queued" : s == JOB_RUNNING ? "running" : "done";
}

job *job_lock(job_table *t, const char *id, serve_reply *out)
{
    pthread_mutex_lock(&t->lock);
    job *j = job_find_locked(t, id);
    if (j == NULL) {
        pthread_mutex_unlock(&t->lock);
        reply_fail(out, 404, "no_job", "no such job (finished jobs are kept until deleted or replaced)");
    }
    return j;
}

static void status_fields(emitter *e, const void *context)
{
    const job *j = context;
    id_field(e, j);
    emit_string(e, "state", state_name(j->state));
    emit_number(e, "done", j->state == JOB_DONE ? 1.0 : j->snapshot.done);
    emit_fixed(e, "seconds", j->snapshot.seconds, 6);
}

void jobs_status(job_table *t, const char *id, serve_reply *out)
{
    job *j = job_lock(t, id, out);
    if (j == NULL)
        return;
    reply_object(out, 200, status_fields, j); /* under the lock: the job's fields are read */
    pthread_mutex_unlock(&t->lock);
}

void jobs_delete(job_table *t, const char *id, serve_reply *out)
{
    job *j = job_lock(t, id, out);
    if (j == NULL)
        return;
    j->hooks.cancel = 1;
    pthread_cond_broadcast(&t->changed);
    for (int waited = 0; j->state != JOB_DONE && waited < DELETE_WAIT_MS; waited += WAIT_SLICE_MS)
        job_wait_locked(t, WAIT_SLICE_MS);
    const bool answer = j->state == JOB_DONE && j->reply.status == 200 && j->reply.body != NULL;
    char *copy = answer ? malloc(j->reply.length) : NULL;
    if (copy != NULL)
        memcpy(copy, j->reply.body, j->reply.length);
    *out = copy != NULL ? (serve_reply){.status = 200, .body = copy, .length = j->reply.length}
                        : (serve_reply){.status = 204};
    job_forget_locked(t, j);
    pthread_mutex_unlock(&t->lock);
}
