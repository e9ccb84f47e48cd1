/* SPDX-License-Identifier: MIT */
/*
 * json_check.h - whether text is valid JSON (RFC 8259), for the tests and
 * the fuzz targets that read pokeq's JSON output: objects, arrays, strings
 * (escapes checked, no raw control byte, valid UTF-8), numbers in JSON's
 * grammar (so never nan, inf or a leading '+'), true, false, null. Plain
 * C, no allocation; nesting is bounded.
 */
#ifndef POKEQ_TEST_JSON_CHECK_H
#define POKEQ_TEST_JSON_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

enum { JSON_DEPTH_MAX = 64 };

typedef struct json_cursor {
    const char *at, *end;
    int depth;
} json_cursor;

static inline void json_skip_blanks(json_cursor *c)
{
    while (c->at < c->end && (*c->at == ' ' || *c->at == '\t' || *c->at == '\n' || *c->at == '\r'))
        c->at++;
}

static inline bool json_digits(json_cursor *c)
{
    const char *from = c->at;
    while (c->at < c->end && *c->at >= '0' && *c->at <= '9')
        c->at++;
    return c->at > from;
}

static inline bool json_number_at(json_cursor *c)
{
    if (c->at < c->end && *c->at == '-')
        c->at++;
    if (c->at < c->end && *c->at == '0')
        c->at++;
    else if (!(c->at < c->end && *c->at >= '1' && *c->at <= '9') || !json_digits(c))
        return false;
    if (c->at < c->end && *c->at == '.') {
        c->at++;
        if (!json_digits(c))
            return false;
    }
    if (c->at < c->end && (*c->at == 'e' || *c->at == 'E')) {
        c->at++;
        if (c->at < c->end && (*c->at == '+' || *c->at == '-'))
            c->at++;
        if (!json_digits(c))
            return false;
    }
    return true;
}

/* One UTF-8 sequence of 2 to 4 bytes at c->at (its lead byte >= 0x80). */
static inline bool json_utf8_at(json_cursor *c)
{
    const unsigned char lead = (unsigned char)*c->at;
    const int more = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (more < 0 || c->end - c->at <= more)
        return false;
    const unsigned char second = (unsigned char)c->at[1];
    if ((lead == 0xe0 && second < 0xa0) || (lead == 0xed && second > 0x9f) || (lead == 0xf0 && second < 0x90) ||
        (lead == 0xf4 && second > 0x8f))
        return false; /* overlong, a surrogate, or past U+10FFFF */
    for (int i = 1; i <= more; i++)
        if (((unsigned char)c->at[i] & 0xc0) != 0x80)
            return false;
    c->at += 1 + more;
    return true;
}

static inline bool json_string_at(json_cursor *c)
{
    c->at++; /* the opening quote */
    while (c->at < c->end && *c->at != '"') {
        const unsigned char byte = (unsigned char)*c->at;
        if (byte < 0x20)
            return false;
        if (byte >= 0x80) {
            if (!json_utf8_at(c))
                return false;
            continue;
        }
        if (byte == '\\') {
            c->at++;
            if (c->at >= c->end)
                return false;
            if (*c->at == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (c->at + i >= c->end || strchr("0123456789abcdefABCDEF", c->at[i]) == NULL || c->at[i] == 0)
                        return false;
                c->at += 4;
            } else if (strchr("\"\\/bfnrt", *c->at) == NULL || *c->at == 0) {
                return false;
            }
        }
        c->at++;
    }
    if (c->at >= c->end)
        return false;
    c->at++;
    return true;
}

static inline bool json_value_at(json_cursor *c);

/* An object or array; open is '{' or '['. */
static inline bool json_container_at(json_cursor *c, char open)
{
    const char close = open == '{' ? '}' : ']';
    if (++c->depth > JSON_DEPTH_MAX)
        return false;
    c->at++;
    json_skip_blanks(c);
    if (c->at < c->end && *c->at == close) {
        c->at++;
        c->depth--;
        return true;
    }
    for (;;) {
        json_skip_blanks(c);
        if (open == '{') {
            if (c->at >= c->end || *c->at != '"' || !json_string_at(c))
                return false;
            json_skip_blanks(c);
            if (c->at >= c->end || *c->at++ != ':')
                return false;
        }
        if (!json_value_at(c))
            return false;
        json_skip_blanks(c);
        if (c->at < c->end && *c->at == ',') {
            c->at++;
            continue;
        }
        if (c->at < c->end && *c->at == close) {
            c->at++;
            c->depth--;
            return true;
        }
        return false;
    }
}

static inline bool json_word_at(json_cursor *c, const char *word)
{
    const size_t length = strlen(word);
    if ((size_t)(c->end - c->at) < length || memcmp(c->at, word, length) != 0)
        return false;
    c->at += length;
    return true;
}

static inline bool json_value_at(json_cursor *c)
{
    json_skip_blanks(c);
    if (c->at >= c->end)
        return false;
    switch (*c->at) {
    case '{':
    case '[': return json_container_at(c, *c->at);
    case '"': return json_string_at(c);
    case 't': return json_word_at(c, "true");
    case 'f': return json_word_at(c, "false");
    case 'n': return json_word_at(c, "null");
    default: return json_number_at(c);
    }
}

/* Whether text[0..length) is exactly one JSON value (blanks around it). */
static inline bool json_valid(const char *text, size_t length)
{
    json_cursor c = {text, text + length, 0};
    if (!json_value_at(&c))
        return false;
    json_skip_blanks(&c);
    return c.at == c.end;
}

/* Whether every line of text[0..length) is one JSON value (JSON Lines);
 * the text ends in a newline. */
static inline bool json_lines_valid(const char *text, size_t length)
{
    if (length == 0 || text[length - 1] != '\n')
        return false;
    for (const char *line = text; line < text + length;) {
        const char *newline = memchr(line, '\n', (size_t)(text + length - line));
        if (!json_valid(line, (size_t)(newline - line)))
            return false;
        line = newline + 1;
    }
    return true;
}

#endif
