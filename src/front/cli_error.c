/* SPDX-License-Identifier: MIT */
/* cli_error.c - describe and report bad input (cli_error.h). */
#include "front/cli_error.h"

#include <stdarg.h>
#include <string.h>

int cli_fail(cli_error *error, int index, const char *token, const char *what_format, ...)
{
    error->index = index;
    va_list args;
    va_start(args, what_format);
    vsnprintf(error->what, sizeof error->what, what_format, args);
    va_end(args);
    snprintf(error->token, sizeof error->token, "%s", token != NULL ? token : "");
    return -1;
}

size_t cli_utf8_length(const char *text, size_t left)
{
    const unsigned char *s = (const unsigned char *)text;
    const size_t length = s[0] >= 0xc2 && s[0] <= 0xdf ? 2 : s[0] >= 0xe0 && s[0] <= 0xef ? 3
                          : s[0] >= 0xf0 && s[0] <= 0xf4                                ? 4
                                                                                        : 0;
    if (length == 0 || length > left)
        return 0;
    if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) || (s[0] == 0xf0 && s[1] < 0x90) ||
        (s[0] == 0xf4 && s[1] > 0x8f))
        return 0; /* overlong, a surrogate, or past U+10FFFF */
    for (size_t i = 1; i < length; i++)
        if ((s[i] & 0xc0) != 0x80)
            return 0;
    return length;
}

const char *cli_safe(const char *text, size_t length, char *out, size_t size)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t used = 0;
    for (size_t i = 0; i < length && s[i] != '\0';) {
        const size_t sequence = s[i] >= 0x80 ? cli_utf8_length(text + i, strnlen(text + i, length - i)) : 1;
        const int plain = sequence > 1 || (sequence == 1 && s[i] >= 0x20 && s[i] != 0x7f);
        const size_t needed = plain ? sequence : 4;
        if (used + needed + 1 > size)
            break;
        if (plain)
            memcpy(out + used, text + i, needed);
        else
            snprintf(out + used, 5, "\\x%02x", s[i]);
        used += needed;
        i += plain ? sequence : 1;
    }
    out[used] = '\0';
    return out;
}

void cli_error_print_argument(FILE *out, const cli_error *error)
{
    char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
    cli_safe(error->what, SIZE_MAX, what, sizeof what);
    cli_safe(error->token, SIZE_MAX, token, sizeof token);
    if (error->index >= 0)
        fprintf(out, "pokeq: argument %d: %s, at '%s'\n", error->index + 1, what, token);
    else if (token[0] != '\0')
        fprintf(out, "pokeq: %s, at '%s'\n", what, token);
    else /* about the whole command (a rank's failure, too few ranges): no word to name */
        fprintf(out, "pokeq: %s\n", what);
}

void cli_error_print_line(FILE *out, const cli_error *error, const char *file, int line)
{
    char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX], name[CLI_SAFE_MAX];
    cli_safe(error->what, SIZE_MAX, what, sizeof what);
    cli_safe(error->token, SIZE_MAX, token, sizeof token);
    cli_safe(file, SIZE_MAX, name, sizeof name);
    fprintf(out, "%s:%d: %s, at '%s'\n", name, line, what, token);
}
