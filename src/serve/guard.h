/* SPDX-License-Identifier: MIT */
/*
 * serve/guard.h - who may call the server (issue 29, "safe by default"):
 *   - Host must name the server: the bound address or, on loopback,
 *     localhost / 127.0.0.1 / [::1], each with the port (DNS rebinding);
 *     on a wildcard bind (0.0.0.0, ::) any Host, the token guards it.
 *     Else 421.
 *   - a POST or DELETE whose Origin is present must be the server's own
 *     ("http://" + an accepted Host) or --allow-origin's; else 403.
 *   - with a token (set on any non-loopback bind), every request needs
 *     "Authorization: Bearer TOKEN" (compared in constant time); else 401.
 * Pure checks over strings; the daemon passes the headers. Thread safe
 * (the guard is read-only once made).
 */
#ifndef POKEQ_SERVE_GUARD_H
#define POKEQ_SERVE_GUARD_H

#include "serve/reply.h"

#include <stdbool.h>

enum { GUARD_HOSTS = 4, GUARD_TEXT = 128 };

typedef struct serve_guard {
    int hosts;
    char host[GUARD_HOSTS][GUARD_TEXT];     /* accepted Host values, "127.0.0.1:8080" */
    bool any_host;                          /* a wildcard bind */
    char allow_origin[GUARD_TEXT];          /* --allow-origin, or "" */
    char token[GUARD_TEXT];                 /* "" : none needed */
} serve_guard;

/* The guard for a server bound to `address` (numeric, as given to
 * --bind) on `port`; token "" or the bearer token; allow_origin NULL or
 * an origin. */
void guard_make(serve_guard *g, const char *address, int port, const char *token, const char *allow_origin);

/* Whether address is a loopback address (127.0.0.0/8, ::1). */
bool guard_loopback(const char *address);

/* The bearer token into out: the first line of `file` when given (-1
 * with a message on stderr when it cannot be read or is empty), else 32
 * random hex digits when `needed` (*generated set), else "". */
int guard_token(const char *file, bool needed, char out[GUARD_TEXT], bool *generated);

/* Checks one request's headers (each NULL when absent). Returns 0, or -1
 * with *e filled (421, 403 or 401). */
int guard_check(const serve_guard *g, const char *method, const char *host, const char *origin,
                const char *authorization, serve_error *e);

/* Whether origin is --allow-origin's (then the answer carries CORS headers). */
bool guard_cors(const serve_guard *g, const char *origin);

#endif
