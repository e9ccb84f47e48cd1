/* cli_error.c - describe and report bad input (cli_error.h). */
#include "cli_error.h"

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

void cli_error_print_argument(FILE *out, const cli_error *error)
{
    if (error->index >= 0)
        fprintf(out, "pokeq: argument %d: %s, at '%s'\n", error->index + 1, error->what, error->token);
    else
        fprintf(out, "pokeq: %s, at '%s'\n", error->what, error->token);
}

void cli_error_print_line(FILE *out, const cli_error *error, const char *file, int line)
{
    fprintf(out, "%s:%d: %s, at '%s'\n", file, line, error->what, error->token);
}
