/* SPDX-License-Identifier: MIT */
/*
 * fuzz_check.h - what the libFuzzer targets share: a property check that
 * stops the run with a message (libFuzzer then saves the input), and the
 * fuzz input as a C string.
 *
 * A failed check calls abort(), which libFuzzer reports as a crash and
 * keeps the input as an artifact, whatever the build's NDEBUG says.
 */
#ifndef POKEQ_FUZZ_CHECK_H
#define POKEQ_FUZZ_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_CHECK(condition, ...)                                                                  \
    do {                                                                                            \
        if (!(condition)) {                                                                         \
            fprintf(stderr, "%s:%d: property failed: %s: ", __FILE__, __LINE__, #condition);        \
            fprintf(stderr, __VA_ARGS__);                                                           \
            fputc('\n', stderr);                                                                    \
            abort();                                                                                \
        }                                                                                           \
    } while (0)

/* The input as a NUL-terminated copy (free it): parsers take C strings, and
 * a copy exactly the input's size lets AddressSanitizer catch a read past
 * its end. Embedded NUL bytes stay; the string ends at the first. */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

#endif
