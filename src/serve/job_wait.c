/* SPDX-License-Identifier: MIT */
/*
 * serve/job_wait.c - a job's submission that waits a little for its end
 * (jobs.h's wait_ms): a small job's final answer comes back in the POST's
 * own reply, with no event stream to open.
 */
#include "serve/job.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

bool job_end_within_locked(job *j, int ms, serve_reply *out)
{
    job_table *t = j->table;
    j->refs++; /* the lock is let go while waiting: another submission may forget the job meanwhile */
    const long long until = now_ms() + ms;
    for (long long left = ms; j->state != JOB_DONE && left > 0; left = until - now_ms())
        job_wait_locked(t, (int)left);
    const serve_reply *r = &j->reply;
    char *copy = j->state == JOB_DONE && r->status != 0 && r->body != NULL ? malloc(r->length) : NULL;
    if (copy != NULL) {
        memcpy(copy, r->body, r->length);
        *out = (serve_reply){.status = r->status, .body = copy, .length = r->length};
        job_forget_locked(t, j); /* answered: no one holds its id */
    }
    job_unref_locked(j);
    return copy != NULL;
}
