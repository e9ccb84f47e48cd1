/* SPDX-License-Identifier: MIT */
/* serve/reply.c - replies and JSON error bodies (reply.h). */
#include "serve/reply.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int serve_fail(serve_error *e, int status, const char *code, const char *format, ...)
{
    e->status = status;
    e->code = code;
    e->field = NULL;
    e->index = -1;
    e->offset = -1;
    va_list args;
    va_start(args, format);
    vsnprintf(e->message, sizeof e->message, format, args);
    va_end(args);
    return -1;
}

FILE *reply_open(char **buffer, size_t *length)
{
    *buffer = NULL;
    *length = 0;
    return open_memstream(buffer, length);
}

void reply_take(serve_reply *r, int status, FILE *stream, char **buffer_at, size_t *length_at)
{
    const bool failed = stream == NULL || ferror(stream) != 0;
    const bool closed = stream != NULL && fclose(stream) == 0; /* sets *buffer_at and *length_at */
    char *buffer = *buffer_at;
    const size_t length = *length_at;
    if (!closed) {
        free(buffer);
        buffer = NULL;
    }
    if (failed || buffer == NULL) {
        free(buffer);
        r->status = 500;
        r->body = NULL;
        r->length = 0;
        return;
    }
    r->status = status;
    r->body = buffer;
    r->length = length;
}

void reply_object(serve_reply *r, int status, void (*fields)(emitter *e, const void *context), const void *context)
{
    char *buffer;
    size_t length;
    FILE *stream = reply_open(&buffer, &length);
    if (stream != NULL) {
        emitter e = emit_start(stream, FORMAT_JSON);
        emit_open(&e, NULL, '{');
        fields(&e, context);
        emit_close(&e);
        fputc('\n', stream);
    }
    reply_take(r, status, stream, &buffer, &length);
}

static void error_fields(emitter *j, const void *context)
{
    const serve_error *e = context;
    emit_open(j, "error", '{');
    emit_string(j, "code", e->code);
    emit_string(j, "message", e->message);
    if (e->field != NULL)
        emit_string(j, "field", e->field);
    if (e->field != NULL && e->index >= 0)
        emit_int(j, "index", e->index);
    if (e->offset >= 0)
        emit_int(j, "offset", e->offset);
    emit_close(j);
}

void reply_error(serve_reply *r, const serve_error *e)
{
    reply_object(r, e->status, error_fields, e);
}

void reply_fail(serve_reply *r, int status, const char *code, const char *message)
{
    serve_error e;
    serve_fail(&e, status, code, "%s", message);
    reply_error(r, &e);
}
