/* SPDX-License-Identifier: MIT */
/*
 * serve/serve.h - `pokeq serve`: the server's settings and its state,
 * shared read-only by every request once it runs (the job table locks
 * itself). daemon.c runs it; route.c picks a handler per request.
 */
#ifndef POKEQ_SERVE_SERVE_H
#define POKEQ_SERVE_SERVE_H

#include "serve/guard.h"
#include "serve/jobs.h"

#include <stdbool.h>

/* The command's options (cmd_serve.c). */
typedef struct serve_config {
    const char *bind;           /* numeric address; default 127.0.0.1 */
    int port;                   /* 0: any free port */
    int threads;                /* engine threads per answer, 0: every core */
    int jobs;                   /* answers at a time */
    int queue;                  /* answers waiting their turn */
    double max_seconds;         /* the cost model's limit */
    const char *token_file;     /* NULL: none (generated on a non-loopback bind) */
    const char *allow_origin;   /* NULL: no cross-origin calls */
    bool open;                  /* --open: the page in a browser */
    int connections;            /* MHD's connection limit */
    int timeout;                /* seconds a connection may idle */
} serve_config;

typedef struct serve_server {
    const serve_config *config;
    serve_guard guard;
    job_table *jobs;
    int port;                   /* the bound port */
} serve_server;

/* Runs the server until SIGINT or SIGTERM: prints "pokeq serve:
 * http://HOST:PORT/" on stderr when ready (and a generated token once).
 * Returns the exit status: 0 after a signal, 1 when it could not start
 * (a message on stderr). */
int serve_run(const serve_config *config);

#endif
