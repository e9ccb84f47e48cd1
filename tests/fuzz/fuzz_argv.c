/* SPDX-License-Identifier: MIT */
/*
 * fuzz_argv.c - libFuzzer target for pokeq's argument vector: the input
 * split at NUL bytes is argv after the program name, parsed as the equity
 * command parses it (src/front/args.h), turned into the library's request
 * (solve_request_of, src/front/solve.h) and resolved as pokeq_solve resolves it
 * (request_resolve, sim/solve/request.h). The engines do not run; --help prints
 * to a memory stream.
 *
 * Properties: a refusal names an argument that exists (the parser's by
 * index; the library's by place and seat, with the bad part's offset and
 * length inside that argument's text, a sentence, a seat only at a seat);
 * the request keeps the words; a resolved request keeps request_resolve's
 * promises (2..10 seats, every card once, enough cards to deal, live
 * ranges nonempty and free of known cards, weights at most
 * POKEQ_RANGE_WEIGHT_ONE) and has a finite, nonnegative exact estimate;
 * and words the command line accepts, quoted and joined into a batch line,
 * are the same scenario there (when they fit on a line and use no
 * command-line-only option: --help, --version, --batch, --format, --graph).
 */
#include "fuzz_scenario.h"

#include "cmd/help.h"

enum { ARGS_MAX = 4096 };

/* argv from the input: each NUL ends an argument; the last may be empty. */
static int split_arguments(char *text, size_t size, const char **argv)
{
    int argc = 0;
    for (size_t start = 0; start <= size && argc < ARGS_MAX;) {
        argv[argc++] = text + start;
        start += strlen(text + start) + 1;
    }
    return argc;
}

/* Words with no quote, newline or NUL, that fit one batch line: the line
 * must parse to the same request. */
static void check_as_batch_line(const char *const *argv, int argc, const scenario_request *command)
{
    if (command->help || command->version || command->batch.text != NULL || argc > WORDS_MAX)
        return;
    for (int i = 0; i < argc; i++)
        if (strpbrk(argv[i], "\"\n") != NULL || strncmp(argv[i], "--format", 8) == 0 ||
            strncmp(argv[i], "--graph", 7) == 0)
            return; /* --format: the batch's, not a line's (issue 15); --graph: one scenario's */
    char line[WORDS_TEXT];
    if (!fuzz_quoted_line(argv, argc, line, sizeof line))
        return;
    word_list *words = malloc(sizeof *words);
    FUZZ_CHECK(words != NULL, "out of memory");
    size_t error_at;
    if (words_split(line, words, &error_at) == WORDS_OK) {
        FUZZ_CHECK(words->count == argc, "'%s' splits into %d words, not %d", line, words->count, argc);
        const run_options defaults = run_options_default();
        scenario_request batch;
        cli_error error;
        FUZZ_CHECK(args_parse(words->word, words->count, &defaults, ARGS_BATCH_LINE, &batch, &error) == 0,
                   "the batch line '%s' is refused: %s", line, error.what);
        FUZZ_CHECK(fuzz_same_request(&batch, command), "the batch line '%s' is another scenario", line);
    }
    free(words);
}

static void check_arguments(const char *const *argv, int argc)
{
    const run_options defaults = run_options_default();
    scenario_request request;
    cli_error error;
    if (args_parse(argv, argc, &defaults, ARGS_COMMAND_LINE, &request, &error) != 0) {
        fuzz_check_error(&error, argc);
        return;
    }
    check_as_batch_line(argv, argc, &request);
    if (request.help) {
        char *text = NULL;
        size_t length = 0;
        FILE *out = open_memstream(&text, &length);
        FUZZ_CHECK(out != NULL, "open_memstream");
        help_print(out);
        fclose(out);
        free(text);
        return;
    }
    if (request.version || request.batch.text != NULL)
        return;
    resolved *input = malloc(sizeof *input);
    FUZZ_CHECK(input != NULL, "out of memory");
    pokeq_error_info failure;
    double estimate;
    fuzz_resolve(&request, argc, input, &estimate, &failure);
    free(input);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    FUZZ_CHECK(text != NULL, "out of memory");
    memcpy(text, data, size);
    text[size] = '\0';
    const char **argv = malloc(ARGS_MAX * sizeof *argv);
    FUZZ_CHECK(argv != NULL, "out of memory");
    const int argc = split_arguments(text, size, argv);
    check_arguments(argv, argc);
    free(argv);
    free(text);
    return 0;
}
