/* SPDX-License-Identifier: MIT */
/*
 * emit.h - the one output layer for scripts: every JSON and CSV the
 * program writes (equity answers, preflop tables, ...) goes through these
 * writers, so quoting, separators and numbers are written one way.
 *
 * An emitter writes one format to one stream. Each value call takes the
 * value's key: JSON writes "key":value inside an object (the key is
 * ignored inside an array), CSV writes the value as the next field of the
 * row. A CSV header is written by the same code as a row: with
 * `header` set, every value call writes its key instead, so a header can
 * never disagree with its rows. Separators are the emitter's business
 * (JSON commas per nesting level, CSV commas per row).
 *
 * Values: strings JSON-escaped (control bytes as \u00XX, invalid UTF-8 as
 * U+FFFD) or CSV-quoted as RFC 4180 asks; counts as integers; fractions as
 * the shortest decimal that reads back as the same double, or with a fixed
 * number of digits; a number that is not finite is never printed (JSON
 * null, CSV an empty field). Writes are not checked here: the caller
 * flushes and checks the stream (stream.h). One thread per emitter.
 */
#ifndef POKEQ_EMIT_H
#define POKEQ_EMIT_H

#include "front/args.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { EMIT_DEPTH = 8 };

typedef struct emitter {
    FILE *out;
    enum out_format format;     /* FORMAT_JSON or FORMAT_CSV */
    bool header;                /* CSV: value calls write their keys */
    bool blank;                 /* CSV: value calls write empty fields (a row without such values;
                                   header mode still writes the keys) */
    int depth;                  /* JSON nesting */
    bool in_array[EMIT_DEPTH];
    bool started[EMIT_DEPTH];   /* a value is out at this level (JSON) or on this row (CSV: level 0) */
    bool lines[EMIT_DEPTH];     /* JSON: an array with one element per line */
} emitter;

emitter emit_start(FILE *out, enum out_format format);

/* JSON: opens an object or array ('{' or '['), as a value with `key` in
 * the enclosing object; closes the innermost one. CSV: nothing. */
void emit_open(emitter *e, const char *key, char bracket);
void emit_close(emitter *e);

/* JSON: opens an array whose elements go one per line (long tables stay
 * readable and diffable); emit_close closes it. CSV: nothing. */
void emit_open_lines(emitter *e, const char *key);

/* CSV: ends the row (newline). JSON: a newline between top-level
 * records (JSON Lines) or rows of a long array, outside any value. */
void emit_end_row(emitter *e);

void emit_string(emitter *e, const char *key, const char *s);
void emit_u64(emitter *e, const char *key, uint64_t n);
void emit_int(emitter *e, const char *key, long long n);
void emit_bool(emitter *e, const char *key, bool b);
void emit_number(emitter *e, const char *key, double x);             /* shortest that reads back */
void emit_fixed(emitter *e, const char *key, double x, int digits);  /* %.Nf */
void emit_none(emitter *e, const char *key);                         /* JSON null, CSV empty */

/* The shortest decimal ("%.15g" .. "%.17g") that reads back as x, or
 * `none` when x is not finite; out holds 32 bytes. */
const char *emit_shortest(double x, const char *none, char out[32]);

#endif
