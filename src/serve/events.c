/* SPDX-License-Identifier: MIT */
/*
 * serve/events.c - a job's Server-Sent Events (jobs.h): "progress" events
 * at least every 250 ms while it waits or runs ({"state", "done",
 * "seconds", "method", "count"}), then one last event: "result" (the
 * answer, as POST /api/v1/equity gives it), "error" (its error body) or
 * "cancelled" ({}), and the end of the stream.
 */
#include "serve/job.h"

#include "output/emit.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { EVENT_EVERY_MS = 200, LOOK_EVERY_MS = 20 };

struct job_stream {
    job *job;
    int watch_fd;
    unsigned seen;              /* job->changes when the last event went out */
    char *pending;              /* an event not yet handed out */
    size_t length, at;
    bool ended;                 /* the last event is out */
};

void jobs_events(job_table *t, const char *id, int watch_fd, serve_reply *out)
{
    struct job_stream *s = calloc(1, sizeof *s);
    if (s == NULL) {
        reply_fail(out, 500, "memory", "out of memory");
        return;
    }
    if ((s->job = job_lock(t, id, out)) == NULL) {
        free(s);
        return;
    }
    s->job->refs++;
    pthread_mutex_unlock(&t->lock);
    s->watch_fd = watch_fd;
    s->seen = ~0u;
    *out = (serve_reply){.status = 200, .content_type = "text/event-stream", .stream = s};
}

/* "event: NAME\ndata: LINE\ndata: LINE\n\n": every line of the JSON gets
 * its "data: ". */
static void write_event(FILE *out, const char *name, const char *json, size_t length)
{
    fprintf(out, "event: %s\n", name);
    size_t at = 0;
    while (at < length) {
        const char *end = memchr(json + at, '\n', length - at);
        const size_t line = end != NULL ? (size_t)(end - (json + at)) : length - at;
        if (line > 0) {
            fputs("data: ", out);
            fwrite(json + at, 1, line, out);
            fputc('\n', out);
        }
        at += line + 1;
    }
    fputc('\n', out);
}

static void write_progress(FILE *out, const job *j)
{
    char *json;
    size_t length;
    FILE *body = open_memstream(&json, &length);
    if (body == NULL)
        return;
    emitter e = emit_start(body, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    emit_string(&e, "state", j->state == JOB_QUEUED ? "queued" : "running");
    emit_number(&e, "done", j->snapshot.done);
    emit_fixed(&e, "seconds", j->snapshot.seconds, 6);
    j->snapshot.method == 0 ? emit_none(&e, "method")
                            : emit_string(&e, "method", j->snapshot.method == POKEQ_METHOD_MC ? "mc" : "exact");
    emit_u64(&e, "count", j->snapshot.count);
    emit_close(&e);
    if (fclose(body) == 0)
        write_event(out, "progress", json, length);
    free(json);
}

static void write_last(FILE *out, const job *j)
{
    const serve_reply *r = &j->reply;
    if (r->status == 0 || r->body == NULL)
        write_event(out, "cancelled", "{}", 2);
    else
        write_event(out, r->status == 200 ? "result" : "error", r->body, r->length);
}

/* The next event into s->pending (lock held): waits up to
 * EVENT_EVERY_MS for a change; false when the client hung up. */
static bool next_event_locked(struct job_stream *s)
{
    job *j = s->job;
    for (int waited = 0; j->state != JOB_DONE && j->changes == s->seen && waited < EVENT_EVERY_MS;
         waited += LOOK_EVERY_MS) {
        job_wait_locked(j->table, LOOK_EVERY_MS);
        if (run_client_gone(s->watch_fd))
            return false;
    }
    free(s->pending);
    s->pending = NULL;
    s->at = s->length = 0;
    FILE *out = open_memstream(&s->pending, &s->length);
    if (out == NULL)
        return true;
    if (j->state == JOB_DONE) {
        write_last(out, j);
        s->ended = true;
    } else {
        write_progress(out, j);
    }
    s->seen = j->changes;
    if (fclose(out) != 0)
        s->length = 0;
    return true;
}

ssize_t jobs_stream_read(struct job_stream *s, char *buf, size_t max)
{
    if (s->at == s->length) {
        if (s->ended)
            return JOB_STREAM_END;
        job_table *t = s->job->table;
        pthread_mutex_lock(&t->lock);
        const bool here = next_event_locked(s);
        if (!here)
            s->job->hooks.cancel = 1;
        pthread_mutex_unlock(&t->lock);
        if (!here)
            return JOB_STREAM_ERROR;
        if (s->at == s->length)
            return s->ended ? JOB_STREAM_END : JOB_STREAM_ERROR;
    }
    const size_t n = s->length - s->at < max ? s->length - s->at : max;
    memcpy(buf, s->pending + s->at, n);
    s->at += n;
    return (ssize_t)n;
}

void jobs_stream_close(struct job_stream *s)
{
    job_table *t = s->job->table;
    pthread_mutex_lock(&t->lock);
    if (!s->ended && s->job->state != JOB_DONE)
        s->job->hooks.cancel = 1;
    job_unref_locked(s->job);
    pthread_mutex_unlock(&t->lock);
    free(s->pending);
    free(s);
}
