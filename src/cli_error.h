/*
 * cli_error.h - a bad input, described once and reported the same way
 * everywhere: "<where>: <what is wrong>, at '<token>'", where is
 * "pokeq: argument N" on the command line and "FILE:LINE" in a batch.
 */
#ifndef POKEQ_CLI_ERROR_H
#define POKEQ_CLI_ERROR_H

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

/* Fills *error (what in printf style, token copied, truncated to fit);
 * returns -1 so that parsers can `return cli_fail(...)`. */
int cli_fail(cli_error *error, int index, const char *token, const char *what_format, ...)
    __attribute__((format(printf, 4, 5)));

/* Prints a command-line error: "pokeq: argument N: what, at 'token'"
 * (N = index + 1, the argument's number after the program name). */
void cli_error_print_argument(FILE *out, const cli_error *error);

/* Prints a batch error: "FILE:LINE: what, at 'token'". */
void cli_error_print_line(FILE *out, const cli_error *error, const char *file, int line);

#endif
