/* SPDX-License-Identifier: MIT */
/*
 * serve/route.h - which handler answers a request: a table of rows
 * (route.c), each a method, a path pattern and a handler. Patterns are
 * matched segment by segment: "*" takes one segment (its text is the
 * call's `param`, e.g. a job id), a final "**" takes the rest of the path
 * (static files). The first row whose pattern and method match answers;
 * a path some row matches with another method gets 405 with Allow, any
 * other 404. HEAD is routed as GET (the daemon sends no body).
 *
 * To add a route: write its handler (a serve_handler, in a module of its
 * own or beside its kin: api.c, api_tables.c), declare it below, add one
 * row to ROUTES in route.c, describe it in docs/openapi.json, test it in
 * tests/serve/test_serve.py. A route that takes a JSON body sets `body`
 * (the daemon then requires Content-Type: application/json).
 */
#ifndef POKEQ_SERVE_ROUTE_H
#define POKEQ_SERVE_ROUTE_H

#include "serve/reply.h"
#include "serve/request.h"
#include "serve/serve.h"

#include <stdbool.h>
#include <stddef.h>

enum { ROUTE_PARAM = 64 };

/* One request, as a handler sees it. */
typedef struct serve_call {
    const serve_server *server;
    const char *method;         /* "GET", "POST", "DELETE" (HEAD: "GET") */
    const char *path;           /* without the query */
    char param[ROUTE_PARAM];    /* the "*" segment, or the "**" rest */
    const char *body;           /* the request body (bytes), or NULL */
    size_t length;
    int fd;                     /* the client's socket (cancel on hangup), or -1 */
    const char *(*query)(const struct serve_call *call, const char *key);   /* a query argument, or NULL */
    const char *(*header)(const struct serve_call *call, const char *name); /* a request header, or NULL */
    void *connection;           /* the daemon's, for query */
} serve_call;

typedef void serve_handler(const serve_call *call, serve_reply *out);

typedef struct serve_route {
    const char *method;
    const char *pattern;
    serve_handler *handler;
    bool body;                  /* takes a JSON body */
} serve_route;

/* The row for method and path (param filled into call), or NULL with
 * *status 404 or 405 and *allow the methods the path takes (405). */
const serve_route *route_find(const char *method, const char *path, serve_call *call, int *status,
                              const char **allow);

/* The call's body decoded for kind (request.h), or NULL with the error
 * reply in *out (api.c). */
serve_words *api_words(const serve_call *call, enum serve_body kind, serve_reply *out);

/* Handlers (api.c, api_tables.c). */
serve_handler api_version, api_openapi, api_equity, api_jobs_submit, api_job_status, api_job_delete, api_job_events;
serve_handler api_hits, api_range, api_preflop_vs_random, api_preflop_matrix;
/* The web page's files (static.c): GET / and its assets. */
serve_handler serve_static;

#endif
