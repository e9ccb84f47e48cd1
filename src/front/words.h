/* SPDX-License-Identifier: MIT */
/*
 * words.h - a batch line split into words the way a shell would for the
 * simple cases: blanks separate words, double quotes keep blanks (and
 * commas) inside one word, an unquoted '#' at the start of a word begins
 * a comment that runs to the end of the line.
 */
#ifndef POKEQ_WORDS_H
#define POKEQ_WORDS_H

#include <stddef.h>

enum { WORDS_MAX = 64, WORDS_TEXT = 4096 };

/* The words of one line; word[i] points into this struct's own text, so
 * the words live as long as the struct (and do not survive a copy). */
typedef struct word_list {
    int count;
    const char *word[WORDS_MAX];
    char text[WORDS_TEXT];
} word_list;

/* Why a line could not be split. */
enum words_error { WORDS_OK = 0, WORDS_OPEN_QUOTE, WORDS_TOO_MANY, WORDS_TOO_LONG };

/* Splits line (NUL-terminated; a trailing newline is a blank) into *out.
 * Returns WORDS_OK, or an error with *error_at set to the byte offset in
 * line where splitting failed. A line of blanks and comment only gives 0
 * words. */
enum words_error words_split(const char *line, word_list *out, size_t *error_at);

/* A sentence for an error ("unclosed double quote"). */
const char *words_strerror(enum words_error error);

#endif
