/* SPDX-License-Identifier: MIT */
/* words.c - split a batch line into words (words.h). */
#include "front/words.h"

#include <stdbool.h>

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

enum words_error words_split(const char *line, word_list *out, size_t *error_at)
{
    out->count = 0;
    size_t used = 0; /* bytes of out->text written */
    size_t i = 0;
    for (;;) {
        while (is_blank(line[i]))
            i++;
        if (line[i] == '\0' || line[i] == '#')
            return WORDS_OK;
        if (out->count == WORDS_MAX) {
            *error_at = i;
            return WORDS_TOO_MANY;
        }
        out->word[out->count++] = out->text + used;
        size_t quote_at = 0;
        bool quoted = false;
        /* a word runs to the next blank outside quotes; the quotes
         * themselves are not part of it ("QQ+, AKs" is one word) */
        for (; line[i] != '\0' && (quoted || !is_blank(line[i])); i++) {
            if (line[i] == '"') {
                quoted = !quoted;
                quote_at = i;
                continue;
            }
            if (used + 1 >= WORDS_TEXT) {
                *error_at = i;
                return WORDS_TOO_LONG;
            }
            out->text[used++] = line[i];
        }
        if (quoted) {
            *error_at = quote_at;
            return WORDS_OPEN_QUOTE;
        }
        if (used >= WORDS_TEXT) { /* only empty words ("") can get here */
            *error_at = i;
            return WORDS_TOO_LONG;
        }
        out->text[used++] = '\0';
    }
}

const char *words_strerror(enum words_error error)
{
    switch (error) {
    case WORDS_OK: return "no error";
    case WORDS_OPEN_QUOTE: return "unclosed double quote";
    case WORDS_TOO_MANY: return "more than 64 words on one line";
    case WORDS_TOO_LONG: return "the words of one line are 4,096 characters at most";
    }
    return "unknown error";
}
