/* SPDX-License-Identifier: MIT */
/* serve/request.c - request bodies into the CLI's words (request.h). */
#include "serve/request.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

/* What a field holds and how it becomes words. */
enum field_kind {
    HANDS,      /* an array of hands or ranges: positional words, in order */
    HAND,       /* one hand or range: a positional word */
    TEXT,       /* a string: option, value ("" or null: none) */
    FLAG,       /* a boolean: the option when true */
    WHOLE,      /* a number: option, value (the option's parser checks it) */
    NUMBER,     /* a number: option, value */
    SEED,       /* a whole number, or a string of digits (past 2^63) */
    METHOD,     /* "auto" (nothing), "exact" or "mc" */
    CURVE       /* a boolean: serve_words.curve */
};

typedef struct field_spec {
    const char *name;
    enum field_kind kind;
    const char *option;
    bool required;
} field_spec;

static const field_spec EQUITY_FIELDS[] = {
    {"players", HANDS, NULL, true},   {"board", TEXT, "--board", false},
    {"dead", TEXT, "--dead", false},  {"game", TEXT, "--game", false},
    {"method", METHOD, NULL, false},  {"trials", WHOLE, "--trials", false},
    {"stderr", NUMBER, "--stderr", false}, {"seconds", NUMBER, "--time", false},
    {"seed", SEED, "--seed", false},  {"ranking", TEXT, "--ranking", false},
    {"categories", FLAG, "--categories", false}, {"per_combo", FLAG, "--per-combo", false},
    {"curve", CURVE, NULL, false},    {NULL, HAND, NULL, false},
};
static const field_spec HITS_FIELDS[] = {
    {"range", HAND, NULL, true},      {"board", TEXT, "--board", true},
    {"dead", TEXT, "--dead", false},  {"vs", TEXT, "--vs", false},
    {"ranking", TEXT, "--ranking", false}, {"list", FLAG, "--list", false},
    {"game", TEXT, "--game", false},  {NULL, HAND, NULL, false},
};
static const field_spec RANGE_FIELDS[] = {
    {"range", HAND, NULL, true},      {"game", TEXT, "--game", false},
    {"ranking", TEXT, "--ranking", false}, {NULL, HAND, NULL, false},
};

enum { HANDS_MAX = 10, NUMBER_TEXT = 32 };

/* Appends a word (copied) from field `f`, element `index`. */
static int add_word(serve_words *w, const char *text, size_t length, const char *field, int index, serve_error *e)
{
    if (w->count == SERVE_WORDS_MAX || w->used + length + 1 > w->size)
        return serve_fail(e, 400, "too_long", "the request holds too many words");
    char *copy = w->text + w->used;
    memcpy(copy, text, length);
    copy[length] = '\0';
    w->used += length + 1;
    w->word[w->count] = copy;
    w->field[w->count] = (serve_field){field, index};
    w->count++;
    return 0;
}

static int add_text(serve_words *w, const char *text, const char *field, int index, serve_error *e)
{
    return add_word(w, text, strlen(text), field, index, e);
}

static int bad_type(serve_error *e, const char *field, int index, const char *wanted)
{
    serve_fail(e, 400, "bad_type", "%s needs %s", field, wanted);
    e->field = field;
    e->index = index;
    return -1;
}

/* A hand or range: a string that is not an option word. */
static int add_hand(serve_words *w, const json_t *value, const char *field, int index, serve_error *e)
{
    if (!json_is_string(value))
        return bad_type(e, field, index, "a hand or range as a string, like \"AhAs\" or \"QQ+,AKs\"");
    const char *text = json_string_value(value);
    if (text[0] == '-') {
        serve_fail(e, 400, "bad_value", "a hand or range, not an option, at '%.200s'", text);
        e->field = field;
        e->index = index;
        return -1;
    }
    return add_word(w, text, json_string_length(value), field, index, e);
}

static int add_hands(serve_words *w, const json_t *value, const char *field, serve_error *e)
{
    if (!json_is_array(value))
        return bad_type(e, field, -1, "an array of hands or ranges");
    if (json_array_size(value) > HANDS_MAX) {
        serve_fail(e, 400, "bad_value", "more than %d players", HANDS_MAX);
        e->field = field;
        e->index = HANDS_MAX;
        return -1;
    }
    for (size_t i = 0; i < json_array_size(value); i++)
        if (add_hand(w, json_array_get(value, i), field, (int)i, e) != 0)
            return -1;
    return 0;
}

/* A JSON number as the option parser reads numbers ("%.17g" for a real). */
static int add_number(serve_words *w, const field_spec *f, const json_t *value, serve_error *e)
{
    char text[NUMBER_TEXT];
    if (json_is_integer(value))
        snprintf(text, sizeof text, "%" JSON_INTEGER_FORMAT, json_integer_value(value));
    else if (json_is_real(value) && f->kind != SEED)
        snprintf(text, sizeof text, "%.17g", json_real_value(value));
    else if (json_is_string(value) && f->kind == SEED)
        return add_text(w, f->option, f->name, -1, e) || add_word(w, json_string_value(value),
                                                                   json_string_length(value), f->name, -1, e);
    else
        return bad_type(e, f->name, -1, f->kind == SEED ? "a whole number (or its digits as a string)" : "a number");
    return add_text(w, f->option, f->name, -1, e) || add_text(w, text, f->name, -1, e);
}

static int add_method(serve_words *w, const json_t *value, serve_error *e)
{
    const char *name = json_string_value(value);
    if (name == NULL || (strcmp(name, "auto") != 0 && strcmp(name, "exact") != 0 && strcmp(name, "mc") != 0)) {
        serve_fail(e, 400, "bad_value", "method is auto, exact or mc");
        e->field = "method";
        return -1;
    }
    return name[0] == 'a' ? 0 : add_text(w, name[0] == 'e' ? "--exact" : "--mc", "method", -1, e);
}

static int add_field(serve_words *w, const field_spec *f, const json_t *value, serve_error *e)
{
    switch (f->kind) {
    case HANDS: return add_hands(w, value, f->name, e);
    case HAND: return add_hand(w, value, f->name, -1, e);
    case TEXT:
        if (json_is_null(value) || (json_is_string(value) && json_string_length(value) == 0))
            return 0;
        if (!json_is_string(value))
            return bad_type(e, f->name, -1, "a string");
        return add_text(w, f->option, f->name, -1, e) ||
               add_word(w, json_string_value(value), json_string_length(value), f->name, -1, e);
    case FLAG:
    case CURVE:
        if (!json_is_boolean(value))
            return bad_type(e, f->name, -1, "true or false");
        if (f->kind == CURVE)
            w->curve = json_is_true(value);
        return f->kind == FLAG && json_is_true(value) ? add_text(w, f->option, f->name, -1, e) : 0;
    case WHOLE:
    case NUMBER:
    case SEED: return add_number(w, f, value, e);
    case METHOD: return add_method(w, value, e);
    }
    return 0;
}

static const field_spec *fields_of(enum serve_body kind)
{
    return kind == BODY_EQUITY ? EQUITY_FIELDS : kind == BODY_HITS ? HITS_FIELDS : RANGE_FIELDS;
}

/* Every key of the object is a field of the endpoint. */
static int known_fields(const json_t *body, const field_spec *fields, serve_error *e)
{
    const char *key;
    const json_t *value;
    json_object_foreach((json_t *)body, key, value) {
        const field_spec *f = fields;
        while (f->name != NULL && strcmp(f->name, key) != 0)
            f++;
        if (f->name == NULL)
            return serve_fail(e, 400, "unknown_field", "no such field, at '%.200s'", key);
    }
    return 0;
}

static int words_of(const json_t *body, enum serve_body kind, serve_words *w, serve_error *e)
{
    if (!json_is_object(body))
        return serve_fail(e, 400, "bad_json", "the body must be a JSON object");
    const field_spec *fields = fields_of(kind);
    if (known_fields(body, fields, e) != 0)
        return -1;
    /* positional fields first, then options, each in the table's order */
    for (int pass = 0; pass < 2; pass++)
        for (const field_spec *f = fields; f->name != NULL; f++) {
            const bool positional = f->kind == HANDS || f->kind == HAND;
            const json_t *value = json_object_get(body, f->name);
            if (positional != (pass == 0))
                continue;
            if (value == NULL && f->required) {
                serve_fail(e, 400, "missing_field", "%s is required", f->name);
                e->field = f->name;
                return -1;
            }
            if (value != NULL && add_field(w, f, value, e) != 0)
                return -1;
        }
    return 0;
}

serve_words *serve_decode(enum serve_body kind, const char *body, size_t length, serve_error *e)
{
    if (length > SERVE_BODY_MAX) {
        serve_fail(e, 413, "too_large", "the body is over %d bytes", SERVE_BODY_MAX);
        return NULL;
    }
    json_error_t error;
    json_t *root = json_loadb(body, length, JSON_REJECT_DUPLICATES, &error);
    if (root == NULL) {
        serve_fail(e, 400, "bad_json", "not JSON: %s, at byte %d", error.text, error.position);
        e->offset = error.position;
        return NULL;
    }
    serve_words *w = calloc(1, sizeof *w);
    /* words are at most the body's strings, two option names per field
     * and numbers: the body's length bounds them with room to spare */
    const size_t size = length + 64 * SERVE_WORDS_MAX;
    if (w != NULL && (w->text = malloc(size)) != NULL)
        w->size = size;
    if (w == NULL || w->text == NULL) {
        serve_fail(e, 500, "memory", "out of memory");
    } else if (words_of(root, kind, w, e) == 0) {
        json_decref(root);
        return w;
    }
    json_decref(root);
    serve_words_free(w);
    return NULL;
}

void serve_words_free(serve_words *w)
{
    if (w != NULL)
        free(w->text);
    free(w);
}

void serve_words_place(const serve_words *w, int index, serve_error *e)
{
    if (index < 0 || index >= w->count)
        return;
    e->field = w->field[index].name;
    e->index = w->field[index].index;
}
