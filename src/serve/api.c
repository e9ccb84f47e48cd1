/* SPDX-License-Identifier: MIT */
/*
 * serve/api.c - the handlers of the version, the OpenAPI description, the
 * equity answer and the jobs (route.h). An equity body is decoded once
 * (request.h) and answered by the CLI's path (run.h, through jobs.h's
 * admission).
 */
#include "serve/embedded.h"
#include "serve/route.h"

#include "output/emit.h"
#include "pokeq.h"

#include <stdlib.h>
#include <string.h>

static void version_fields(emitter *e, const void *context)
{
    (void)context;
    emit_string(e, "version", pokeq_version());
    emit_open(e, "games", '[');
    for (int game = 0; game < POKEQ_GAME_COUNT; game++)
        emit_string(e, NULL, pokeq_game_name(game));
    emit_close(e);
    emit_int(e, "api", 1);
}

void api_version(const serve_call *call, serve_reply *out)
{
    (void)call;
    reply_object(out, 200, version_fields, NULL);
}

void api_openapi(const serve_call *call, serve_reply *out)
{
    (void)call;
    char *copy = malloc(embedded_openapi_json_size);
    if (copy == NULL) {
        reply_fail(out, 500, "memory", "out of memory");
        return;
    }
    memcpy(copy, embedded_openapi_json, embedded_openapi_json_size);
    *out = (serve_reply){.status = 200, .body = copy, .length = embedded_openapi_json_size};
}

serve_words *api_words(const serve_call *call, enum serve_body kind, serve_reply *out)
{
    serve_error e;
    serve_words *w = serve_decode(kind, call->body != NULL ? call->body : "", call->length, &e);
    if (w == NULL)
        reply_error(out, &e);
    return w;
}

void api_equity(const serve_call *call, serve_reply *out)
{
    serve_words *w = api_words(call, BODY_EQUITY, out);
    if (w == NULL)
        return;
    jobs_solve(call->server->jobs, w, call->fd, out);
    serve_words_free(w);
}

/* ?wait=MS, 0 to JOBS_WAIT_MAX (none: 0); -1 with a 400 naming "wait". */
static int wait_of(const serve_call *call, serve_reply *out)
{
    const char *text = call->query != NULL ? call->query(call, "wait") : NULL;
    if (text == NULL)
        return 0;
    char *end;
    const long ms = strtol(text, &end, 10);
    if (*text >= '0' && *text <= '9' && *end == '\0' && ms <= JOBS_WAIT_MAX)
        return (int)ms;
    serve_error e;
    serve_fail(&e, 400, "bad_value", "wait is a whole number of milliseconds, 0 to %d, at '%.40s'", JOBS_WAIT_MAX,
               text);
    e.field = "wait";
    reply_error(out, &e);
    return -1;
}

void api_jobs_submit(const serve_call *call, serve_reply *out)
{
    const int wait_ms = wait_of(call, out);
    serve_words *w = wait_ms >= 0 ? api_words(call, BODY_EQUITY, out) : NULL;
    if (w != NULL)
        jobs_submit(call->server->jobs, w, wait_ms, out);
}

void api_job_status(const serve_call *call, serve_reply *out)
{
    jobs_status(call->server->jobs, call->param, out);
}

void api_job_delete(const serve_call *call, serve_reply *out)
{
    jobs_delete(call->server->jobs, call->param, out);
}

void api_job_events(const serve_call *call, serve_reply *out)
{
    jobs_events(call->server->jobs, call->param, call->fd, out);
}
