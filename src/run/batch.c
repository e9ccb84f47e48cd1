/* SPDX-License-Identifier: MIT */
/* batch.c - scenarios from a file, one a line (batch.h). */
#include "run/batch.h"
#include "front/cli_error.h"

#include "front/interrupt.h"
#include "output/output.h"
#include "shards/shard_file.h"
#include "run/solve.h"
#include "front/stream.h"
#include "front/words.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define UTF8_BOM "\xef\xbb\xbf"

/* How reading one line went. */
enum line_status { LINE_READ, LINE_END, LINE_TOO_LONG, LINE_HAS_NUL };

/* Reads one line, its newline dropped, into text (BATCH_LINE_MAX + 1
 * bytes, NUL-terminated). A line too long keeps its first BATCH_LINE_MAX
 * bytes and the rest is read and dropped, so the next call starts on the
 * next line. A NUL byte would silently cut the line short for every
 * string function after this one, so it makes the line bad instead. */
static enum line_status read_line(FILE *in, char *text)
{
    size_t length = 0;
    bool any = false, too_long = false, has_nul = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        any = true;
        has_nul |= c == '\0';
        if (length < BATCH_LINE_MAX)
            text[length++] = (char)c;
        else
            too_long = true;
    }
    text[length] = '\0';
    if (c == EOF && !any)
        return LINE_END;
    return has_nul ? LINE_HAS_NUL : too_long ? LINE_TOO_LONG : LINE_READ;
}

/* The start of a bad line, short enough to quote in a message. */
static void line_token(const char *text, size_t offset, char token[32])
{
    const size_t rest = strcspn(text + offset, "\r\n");
    snprintf(token, 32, "%.*s", (int)(rest < 24 ? rest : 24), text + offset);
}

/* One line: split, parse, step. Returns step's status; a line of blanks
 * and comments is 0 with nothing printed. */
static int batch_line(const char *text, const run_options *defaults, FILE *out, output_state *state, int line,
                      batch_step *step, void *context, cli_error *error)
{
    word_list *words = malloc(sizeof *words);
    if (words == NULL) {
        cli_fail(error, -1, "", "out of memory");
        return EXIT_BAD_INPUT;
    }
    size_t error_at;
    const enum words_error split = words_split(text, words, &error_at);
    int status = 0;
    if (split != WORDS_OK) {
        char token[32];
        line_token(text, error_at, token);
        cli_fail(error, -1, token, "%s", words_strerror(split));
        status = EXIT_BAD_INPUT;
    } else if (words->count > 0) {
        scenario_request request;
        if (args_parse(words->word, words->count, defaults, ARGS_BATCH_LINE, &request, error) != 0)
            status = EXIT_BAD_INPUT;
        else
            status = step(&request, out, state, line, error, context);
    }
    free(words);
    return status;
}

/* A line the reader refused, described for the error report. */
static void unreadable_line(const char *text, enum line_status status, cli_error *error)
{
    char token[32];
    line_token(text, 0, token);
    if (status == LINE_TOO_LONG)
        cli_fail(error, -1, token, "line longer than %d bytes", BATCH_LINE_MAX);
    else
        cli_fail(error, -1, token, "a NUL byte in the line (is this a text file?)");
}

/* A bad line's record in the answers' stream, or in a part's shard file. */
static bool error_record(FILE *out, output_state *state, const run_options *o, int line, const cli_error *error)
{
    if (o->shards == 0)
        return output_error(out, state, o->format, line, error->token, error->what);
    const char *kept[SHARD_WORDS_MAX];
    const int count = shard_words_kept(o->command_words, o->command_word_count, kept, SHARD_WORDS_MAX);
    return shard_file_write_error(out, kept, count, line, o->shard, o->shards, error->token, error->what);
}

int batch_stream(FILE *in, const char *name, const run_options *defaults, FILE *out, FILE *errors, batch_step *step,
                 void *context)
{
    char *text = malloc(BATCH_LINE_MAX + 1);
    if (text == NULL) {
        fprintf(errors, "%s: out of memory\n", name);
        return EXIT_BAD_INPUT;
    }
    output_state state = {.batch = true, .csv_header_written = false};
    int line = 0, result = 0;
    enum line_status read;
    while ((read = read_line(in, text)) != LINE_END) {
        line++;
        if (stream_reader_gone(out)) {
            result = EXIT_FAILED;
            break;
        }
        cli_error error;
        int status = EXIT_BAD_INPUT;
        /* a UTF-8 byte order mark (editors on some systems write one) is
         * no part of the first line's words */
        const char *start = line == 1 && strncmp(text, UTF8_BOM, 3) == 0 ? text + 3 : text;
        if (read == LINE_READ)
            status = batch_line(start, defaults, out, &state, line, step, context, &error);
        else
            unreadable_line(text, read, &error);
        if (status == EXIT_BAD_INPUT) {
            cli_error_print_line(errors, &error, name, line);
            result = EXIT_BAD_INPUT;
            /* and a record in the answers' stream, in line order (a
             * shard file's record, which the merge prints as this) */
            if (!error_record(out, &state, defaults, line, &error)) {
                result = EXIT_FAILED;
                break;
            }
        } else if (status == EXIT_INTERRUPTED) {
            fprintf(errors, "%s:%d: interrupted; the batch stops here\n", name, line);
            result = EXIT_INTERRUPTED;
            break;
        } else if (status == EXIT_FAILED) {
            /* the answers have nowhere to go: computing more is waste */
            result = EXIT_FAILED;
            break;
        }
    }
    if (ferror(in)) {
        char safe[CLI_SAFE_MAX];
        cli_safe(name, SIZE_MAX, safe, sizeof safe);
        fprintf(errors, "%s:%d: read error, at '%s': %s\n", safe, line + 1, safe, strerror(errno));
        result = result != 0 ? result : EXIT_BAD_INPUT;
    }
    free(text);
    return result;
}

/* solve as a batch step (it needs no context). */
static int solve_step(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                      void *context)
{
    (void)context;
    return solve(request, out, state, line, error);
}

int batch_run(const char *path, const run_options *defaults, FILE *out)
{
    const bool from_stdin = strcmp(path, "-") == 0;
    FILE *in = from_stdin ? stdin : fopen(path, "r");
    if (in == NULL) {
        char safe[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq: cannot read batch file, at '%s': %s\n", cli_safe(path, SIZE_MAX, safe, sizeof safe),
                strerror(errno));
        return EXIT_BAD_INPUT;
    }
    const int result = batch_stream(in, from_stdin ? "<stdin>" : path, defaults, out, stderr, solve_step, NULL);
    if (!from_stdin)
        fclose(in);
    return result;
}
