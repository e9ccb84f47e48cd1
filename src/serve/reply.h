/* SPDX-License-Identifier: MIT */
/*
 * serve/reply.h - what a route answers: an HTTP status and a JSON body
 * (owned, malloc'd), or a stream (Server-Sent Events, jobs.h), plus the
 * few headers the API sets. Every error is JSON written by the program's
 * one JSON writer (emit.h): {"error": {"code", "message", "field",
 * "index", "offset"}} (the last three only when known). The daemon
 * (daemon.c) turns a reply into an MHD response. One thread per reply.
 */
#ifndef POKEQ_SERVE_REPLY_H
#define POKEQ_SERVE_REPLY_H

#include "output/emit.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* What is wrong with a request, as the error body says it. */
typedef struct serve_error {
    int status;                 /* 400, 404, 405, 413, 415, 421, 403, 422, 503, ... */
    const char *code;           /* a stable name: "bad_json", "bad_value", "range_syntax", ... */
    char message[640];          /* the CLI's sentence: "what, at 'token'" */
    const char *field;          /* the request's field ("players"), or NULL */
    int index;                  /* its element (players[1]), or -1 */
    int offset;                 /* byte offset in that text, or -1 */
} serve_error;

struct job_stream;

typedef struct serve_reply {
    int status;
    char *body;                 /* malloc'd; NULL: no body (204) */
    size_t length;
    const char *content_type;   /* NULL: application/json */
    int retry_after;            /* seconds for Retry-After, or 0 */
    const char *allow;          /* 405: the methods the path takes */
    struct job_stream *stream;  /* instead of body: an event stream (jobs.h) */
    const char *cache_control;  /* NULL: no-store (every API answer) */
    const char *etag;           /* an ETag header (the page's files), or NULL */
} serve_reply;

/* Fills *e (status, code, printf-style message; no field). Returns -1. */
int serve_fail(serve_error *e, int status, const char *code, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

/* *e as the reply's JSON error body. */
void reply_error(serve_reply *r, const serve_error *e);

/* A short error reply in one call. */
void reply_fail(serve_reply *r, int status, const char *code, const char *message);

/* A stream for a JSON body (open_memstream over *buffer, *length);
 * reply_take closes it (NULL: it never opened) into r->body with the
 * status, or a bodiless 500 when a write failed. */
FILE *reply_open(char **buffer, size_t *length);
void reply_take(serve_reply *r, int status, FILE *stream, char **buffer, size_t *length);

/* A JSON object as the reply, in one call: fields(e, context) writes its
 * members between the braces (reply_take's 500 when a write failed). */
void reply_object(serve_reply *r, int status, void (*fields)(emitter *e, const void *context), const void *context);

#endif
