/* SPDX-License-Identifier: MIT */
/*
 * cli_error.h - a bad input, described once and reported the same way
 * everywhere: "<where>: <what is wrong>, at '<token>'", where is
 * "pokeq: argument N" on the command line and "FILE:LINE" in a batch.
 * User text in a message is printed safely (cli_safe).
 */
#ifndef POKEQ_CLI_ERROR_H
#define POKEQ_CLI_ERROR_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* What is wrong, the text it is about (a word or a part of it) and the
 * word's index, 0-based (-1 when the problem is in no single word). */
typedef struct cli_error {
    char what[256];
    char token[256];
    int index;
} cli_error;

/* The exit status of every bad input. */
enum { EXIT_BAD_INPUT = 2 };

/* Room for cli_safe's copy of a 256-byte text, every byte escaped. */
enum { CLI_SAFE_MAX = 4 * 256 + 1 };

/* Fills *error (what in printf style, token copied, truncated to fit);
 * returns -1 so that parsers can `return cli_fail(...)`. */
int cli_fail(cli_error *error, int index, const char *token, const char *what_format, ...)
    __attribute__((format(printf, 4, 5)));

/* User text made safe to print in a message: control bytes (below 0x20,
 * and 0x7f: terminal escape codes) and bytes that are not part of valid
 * UTF-8 become \xHH; valid UTF-8 (suit symbols, names) is kept. At most
 * length bytes of text are read (SIZE_MAX: to its NUL); the result is cut
 * to fit out (size bytes) at a whole character. Returns out. */
const char *cli_safe(const char *text, size_t length, char *out, size_t size);

/* The length of the valid UTF-8 sequence of 2 to 4 bytes at text (at
 * most left bytes), or 0 (not one, or not valid: overlong, a surrogate,
 * past U+10FFFF). */
size_t cli_utf8_length(const char *text, size_t left);

/* Prints a command-line error: "pokeq: argument N: what, at 'token'"
 * (N = index + 1, the argument's number after the program name). */
void cli_error_print_argument(FILE *out, const cli_error *error);

/* Prints a batch error: "FILE:LINE: what, at 'token'". */
void cli_error_print_line(FILE *out, const cli_error *error, const char *file, int line);

#endif
