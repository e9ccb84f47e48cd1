/* SPDX-License-Identifier: MIT */
/*
 * serve/request.h - a request body (JSON, read by jansson) into the words
 * the command line would hold for it, so the API reaches the engine by the
 * CLI's own path (args.h, the hits command's parser): {"players": ["AhAs",
 * "QQ+,AKs"], "board": "Kh7s2c", "method": "mc", "trials": 100000} becomes
 * AhAs QQ+,AKs --board Kh7s2c --mc --trials 100000. Each word remembers
 * the field (and element) it came from, so an error about a word names
 * the field. Checked here: the body is one JSON object, every field is
 * known to the endpoint and of its type, the required ones are present, a
 * hand or range is not an option word ("-..."). Not checked here: what
 * the words mean (cards, ranges, number ranges: the CLI's parsers do
 * that). Pure; thread safe; no engine call.
 */
#ifndef POKEQ_SERVE_REQUEST_H
#define POKEQ_SERVE_REQUEST_H

#include "serve/reply.h"

#include <stdbool.h>
#include <stddef.h>

/* What a body is for. */
enum serve_body { BODY_EQUITY, BODY_HITS, BODY_RANGE };

enum { SERVE_WORDS_MAX = 48, SERVE_BODY_MAX = 64 * 1024 };

/* Where a word came from: a field of the body and the element of an array
 * (or -1). */
typedef struct serve_field {
    const char *name;           /* static: the field's name */
    int index;
} serve_field;

/* The words of one body, owning their text. */
typedef struct serve_words {
    int count;
    const char *word[SERVE_WORDS_MAX];
    serve_field field[SERVE_WORDS_MAX];
    bool curve;                 /* equity: "curve": true (the JSON's per-seat curve, as --graph adds) */
    char *text;                 /* every word's bytes, NUL-separated */
    size_t used, size;
} serve_words;

/* Decodes body[0..length) (no NUL needed; length <= SERVE_BODY_MAX) for
 * `kind`. Returns the words (free with serve_words_free), or NULL with *e
 * filled: 400 "bad_json" (not JSON, or not an object), "unknown_field",
 * "bad_type", "missing_field", "bad_value" (an option-like hand); 500
 * "memory". */
serve_words *serve_decode(enum serve_body kind, const char *body, size_t length, serve_error *e);

void serve_words_free(serve_words *w);

/* The field of word `index` (as args.h's cli_error names it) into *e:
 * field, element; nothing when index is outside the words. */
void serve_words_place(const serve_words *w, int index, serve_error *e);

#endif
