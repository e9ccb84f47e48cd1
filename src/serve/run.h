/* SPDX-License-Identifier: MIT */
/*
 * serve/run.h - one equity body from its words to its reply, by the CLI's
 * own path: args.h makes the scenario (format JSON, the server's threads),
 * solve.h's solve_served answers it with pokeq_solve and writes the very
 * JSON `pokeq WORDS --format json` prints. The server's limits and hooks
 * go on the request here: an exact answer estimated past max_seconds is
 * refused (422), Monte Carlo stops by then; the cancel flag stops the
 * work (a DELETE, the client gone, the server stopping); progress copies
 * the latest snapshot out and watches the client's socket. No locking
 * here: the progress sink (jobs.c) does its own.
 */
#ifndef POKEQ_SERVE_RUN_H
#define POKEQ_SERVE_RUN_H

#include "front/args.h"
#include "pokeq.h"
#include "serve/reply.h"
#include "serve/request.h"

#include <stdbool.h>

/* Where one run stands, as progress events show it. */
typedef struct run_snapshot {
    double done;                /* 0..1 (Monte Carlo: of its time or trial rule, as the library says) */
    double seconds;
    int method;                 /* POKEQ_METHOD_EXACT or _MC; 0 before the library chose */
    uint64_t count;
} run_snapshot;

typedef struct run_hooks {
    volatile int cancel;        /* nonzero: stop */
    int watch_fd;               /* the client's socket, whose hangup cancels; -1: none */
    const volatile int *closing;        /* the server stopping cancels too; NULL: never */
    double max_seconds;         /* --max-seconds */
    double polled_at;           /* when the socket was last looked at */
    void (*snapshot)(const run_snapshot *s, void *context);     /* NULL: none */
    void *snapshot_context;
    int code;                   /* the library's: 0 or a negated pokeq_error */
    pokeq_error_info failure;
} run_hooks;

/* The scenario of an equity body's words (they must outlive *out): format
 * JSON, `threads` engine threads. Returns 0, or -1 with a 400 in *e naming
 * the field. */
int run_scenario(const serve_words *w, int threads, scenario_request *out, serve_error *e);

/* What the library refuses in *request, found before any work (a job's
 * submission): 0, or -1 with the 400 run_equity would give in *out. */
int run_check(const scenario_request *request, const serve_words *w, serve_reply *out);

/* Answers *request into *out: 200 and the answer (Monte Carlo cancelled:
 * the answer so far, "interrupted": true); 400 or 422 (the library's
 * refusal, with the field and offset); an exact count cancelled: status
 * 0 and no body. */
void run_equity(const scenario_request *request, const serve_words *w, run_hooks *h, serve_reply *out);

/* Whether the peer of a connected socket has hung up (no wait). */
bool run_client_gone(int fd);

/* A library error code as the API's error code name ("range_syntax"). */
const char *run_code_name(int code);

#endif
