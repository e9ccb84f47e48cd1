/* SPDX-License-Identifier: MIT */
/*
 * serve/job.h - the job table's insides, shared by jobs.c (admission,
 * jobs, cancel) and events.c (the event stream). Everything here is
 * guarded by job_table.lock; job_table.changed is broadcast on every
 * change (a slot freed, a job's progress, a job done, the server
 * closing). A job lives while referenced: by the table, its thread, and
 * each stream over it.
 */
#ifndef POKEQ_SERVE_JOB_H
#define POKEQ_SERVE_JOB_H

#include "serve/jobs.h"
#include "serve/run.h"

#include <pthread.h>

enum job_state { JOB_QUEUED, JOB_RUNNING, JOB_DONE };
enum { JOB_ID = 17, JOBS_KEPT = 64 };

typedef struct job {
    char id[JOB_ID];            /* 16 hex digits, random */
    enum job_state state;
    int refs;
    unsigned changes;           /* counts snapshots and the end, for streams */
    run_hooks hooks;            /* its cancel flag and progress sink */
    run_snapshot snapshot;      /* the latest */
    serve_words *words;
    scenario_request request;   /* over words */
    serve_reply reply;          /* when done: the answer, an error, or status 0 (cancelled, none) */
    job_table *table;
    unsigned long order;        /* submission order, for evicting the oldest finished */
} job;

struct job_table {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    job_limits limits;
    int running, waiting;       /* admitted answers, and those waiting their turn */
    int threads;                /* job threads alive */
    volatile int closing;
    int capacity;
    job **jobs;                 /* [capacity], NULL: free */
    unsigned long submitted;
};

/* With the lock held: finds a job by id (NULL: none). */
job *job_find_locked(job_table *t, const char *id);

/* Takes the lock and finds a job by id; NULL (the lock released) with a
 * 404 in *out when there is none. */
job *job_lock(job_table *t, const char *id, serve_reply *out);

/* With the lock held: drops a reference; the last frees the job. */
void job_unref_locked(job *j);

/* With the lock held: the table lets go of the job (its slot freed). */
void job_forget_locked(job_table *t, job *j);

/* With the lock held (let go while waiting): waits up to ms for a started
 * job to end; true with its final reply copied into *out (the answer, or
 * its error) and the job forgotten; false when it is still going (or was
 * cancelled), *out untouched. job_wait.c. */
bool job_end_within_locked(job *j, int ms, serve_reply *out);

/* Waits on t->changed for at most ms milliseconds (lock held). */
void job_wait_locked(job_table *t, int ms);

#endif
