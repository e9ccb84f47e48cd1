/* batch.c - scenarios from a file, one a line (batch.h). */
#include "batch.h"

#include "cli_error.h"
#include "interrupt.h"
#include "output.h"
#include "solve.h"
#include "words.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* One line: split, parse, solve. Returns solve's status; a line of
 * blanks and comments is 0 with nothing printed. */
static int batch_line(const char *text, const run_options *defaults, FILE *out, output_state *state, int line,
                      cli_error *error)
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
        /* the token: from where splitting failed, to the line's end */
        const size_t rest = strcspn(text + error_at, "\r\n");
        char token[32];
        snprintf(token, sizeof token, "%.*s", (int)(rest < 24 ? rest : 24), text + error_at);
        cli_fail(error, -1, token, "%s", words_strerror(split));
        status = EXIT_BAD_INPUT;
    } else if (words->count > 0) {
        scenario_request request;
        if (args_parse(words->word, words->count, defaults, ARGS_BATCH_LINE, &request, error) != 0)
            status = EXIT_BAD_INPUT;
        else
            status = solve(&request, out, state, line, error);
    }
    free(words);
    return status;
}

int batch_run(const char *path, const run_options *defaults, FILE *out)
{
    const bool from_stdin = strcmp(path, "-") == 0;
    FILE *in = from_stdin ? stdin : fopen(path, "r");
    if (in == NULL) {
        fprintf(stderr, "pokeq: cannot read batch file, at '%s': %s\n", path, strerror(errno));
        return EXIT_BAD_INPUT;
    }
    const char *name = from_stdin ? "<stdin>" : path;
    output_state state = {.batch = true, .csv_header_written = false};
    char *text = NULL;
    size_t capacity = 0;
    int line = 0, result = 0;
    while (getline(&text, &capacity, in) >= 0) {
        line++;
        cli_error error;
        const int status = batch_line(text, defaults, out, &state, line, &error);
        if (status == EXIT_BAD_INPUT) {
            cli_error_print_line(stderr, &error, name, line);
            result = EXIT_BAD_INPUT;
        } else if (status == EXIT_INTERRUPTED) {
            fprintf(stderr, "%s:%d: interrupted; the batch stops here\n", name, line);
            result = EXIT_INTERRUPTED;
            break;
        }
    }
    if (ferror(in)) {
        fprintf(stderr, "%s:%d: read error, at '%s': %s\n", name, line + 1, name, strerror(errno));
        result = result != 0 ? result : EXIT_BAD_INPUT;
    }
    free(text);
    if (!from_stdin)
        fclose(in);
    return result;
}
