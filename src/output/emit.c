/* SPDX-License-Identifier: MIT */
/* emit.c - JSON and CSV writers (emit.h). */
#include "output/emit.h"

#include "front/cli_error.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

emitter emit_start(FILE *out, enum out_format format)
{
    emitter e;
    memset(&e, 0, sizeof e);
    e.out = out;
    e.format = format;
    return e;
}

/* The separator and key before a value; false when the CSV header takes
 * the key instead of the value (written here). */
static bool value_begins(emitter *e, const char *key)
{
    if (e->format == FORMAT_CSV) {
        if (e->started[0])
            fputc(',', e->out);
        e->started[0] = true;
        if (e->header) {
            fputs(key != NULL ? key : "", e->out);
            return false;
        }
        return !e->blank;
    }
    if (e->started[e->depth])
        fputs(e->lines[e->depth] ? ",\n" : ",", e->out);
    e->started[e->depth] = true;
    if (key != NULL && e->depth > 0 && !e->in_array[e->depth])
        fprintf(e->out, "\"%s\":", key);
    return true;
}

/* A JSON string: quotes, backslashes and control bytes escaped, valid
 * UTF-8 kept, a byte of invalid UTF-8 as U+FFFD (JSON is Unicode text). */
static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    while (*s != '\0') {
        const unsigned char c = (unsigned char)*s;
        const size_t sequence = c >= 0x80 ? cli_utf8_length(s, strnlen(s, 4)) : 1;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else if (sequence == 0)
            fputs("\\ufffd", out);
        else
            fwrite(s, 1, sequence, out);
        s += sequence > 0 ? sequence : 1;
    }
    fputc('"', out);
}

/* A CSV field quoted as RFC 4180 asks when it holds a comma, a quote or
 * a line break (a range like "QQ+,AKs" does). */
static void csv_string(FILE *out, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s != '\0'; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

void emit_open(emitter *e, const char *key, char bracket)
{
    if (e->format != FORMAT_JSON || e->depth + 1 >= EMIT_DEPTH)
        return;
    value_begins(e, key);
    fputc(bracket, e->out);
    e->depth++;
    e->in_array[e->depth] = bracket == '[';
    e->started[e->depth] = false;
    e->lines[e->depth] = false;
}

void emit_open_lines(emitter *e, const char *key)
{
    if (e->format != FORMAT_JSON || e->depth + 1 >= EMIT_DEPTH)
        return;
    emit_open(e, key, '[');
    e->lines[e->depth] = true;
    fputc('\n', e->out);
}

void emit_close(emitter *e)
{
    if (e->format != FORMAT_JSON || e->depth == 0)
        return;
    fputs(e->lines[e->depth] ? "\n]" : e->in_array[e->depth] ? "]" : "}", e->out);
    e->depth--;
}

void emit_end_row(emitter *e)
{
    fputc('\n', e->out);
    if (e->format == FORMAT_CSV || e->depth == 0)
        e->started[0] = false;
}

void emit_string(emitter *e, const char *key, const char *s)
{
    if (!value_begins(e, key))
        return;
    if (e->format == FORMAT_JSON)
        json_string(e->out, s);
    else
        csv_string(e->out, s);
}

void emit_u64(emitter *e, const char *key, uint64_t n)
{
    if (value_begins(e, key))
        fprintf(e->out, "%" PRIu64, n);
}

void emit_int(emitter *e, const char *key, long long n)
{
    if (value_begins(e, key))
        fprintf(e->out, "%lld", n);
}

void emit_bool(emitter *e, const char *key, bool b)
{
    if (value_begins(e, key))
        fputs(b ? "true" : "false", e->out);
}

void emit_none(emitter *e, const char *key)
{
    if (value_begins(e, key) && e->format == FORMAT_JSON)
        fputs("null", e->out);
}

const char *emit_shortest(double x, const char *none, char out[32])
{
    if (!isfinite(x)) {
        snprintf(out, 32, "%s", none);
        return out;
    }
    for (int digits = 15; digits <= 17; digits++) {
        snprintf(out, 32, "%.*g", digits, x);
        if (strtod(out, NULL) == x)
            break;
    }
    return out;
}

void emit_number(emitter *e, const char *key, double x)
{
    char text[32];
    if (value_begins(e, key))
        fputs(emit_shortest(x, e->format == FORMAT_JSON ? "null" : "", text), e->out);
}

void emit_fixed(emitter *e, const char *key, double x, int digits)
{
    if (!value_begins(e, key))
        return;
    if (isfinite(x))
        fprintf(e->out, "%.*f", digits, x);
    else if (e->format == FORMAT_JSON)
        fputs("null", e->out);
}
