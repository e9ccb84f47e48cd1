/* SPDX-License-Identifier: MIT */
/*
 * csv_read.h - reading pokeq's CSV back in the tests, as a CSV reader
 * would: a line split into fields with RFC 4180's quotes undone, and a
 * column found by its header name. In place, no allocation; a test that
 * reads a missing column fails. Test code: Criterion asserts, one thread.
 */
#ifndef POKEQ_TEST_CSV_READ_H
#define POKEQ_TEST_CSV_READ_H

#include <criterion/criterion.h>

#include <stdbool.h>
#include <string.h>

/* Splits a CSV line into at most max fields, in place; returns how many. */
static inline int csv_fields(char *line, char **field, int max)
{
    int n = 0;
    char *out = line;
    for (char *in = line; n < max;) {
        field[n++] = out;
        bool quoted = *in == '"';
        in += quoted;
        while (*in && (quoted || *in != ',')) {
            if (quoted && *in == '"') {
                if (in[1] == '"') {
                    *out++ = '"';
                    in += 2;
                    continue;
                }
                quoted = false;
                in++;
                continue;
            }
            *out++ = *in++;
        }
        const bool more = *in == ',';
        *out++ = '\0';
        if (!more)
            break;
        in++;
    }
    return n;
}

/* The index of the header's column `name`. */
static inline int csv_column(char **header, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(header[i], name) == 0)
            return i;
    cr_assert_fail("no column %s", name);
    return -1;
}

#endif
