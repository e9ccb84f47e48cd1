/* SPDX-License-Identifier: MIT */
/*
 * fuzz_batch_line.c - libFuzzer target for one batch line: the word
 * splitter (src/front/words.h), the scenario parser (src/front/args.h), the request
 * the words make (solve_request_of, src/front/solve.h) and the card and range
 * resolution pokeq_solve does first (request_resolve, sim/solve/request.h). The
 * engines do not run.
 *
 * Properties: the words, each quoted and joined, split back into the same
 * words; a line the batch accepts is the same scenario, word for word,
 * request for request and resolved input for resolved input (every field
 * of struct resolved), as the same words on the command line, and where
 * one is refused the other is with the same error record (code, place,
 * seat, card, offset, length, sentence); the command line refuses nothing
 * a batch line accepts (it accepts more: --help, --version and --batch); a
 * resolved request keeps request_resolve's promises and has a finite,
 * nonnegative exact estimate; a refusal names a word of the line, and the
 * library's names the bad part inside that word.
 */
#include "fuzz_scenario.h"

/* Splitting the words quoted and joined gives the same words. */
static void check_requote(const word_list *words)
{
    for (int i = 0; i < words->count; i++)
        FUZZ_CHECK(strchr(words->word[i], '"') == NULL, "word %d keeps a quote", i);
    char line[2 * WORDS_TEXT + 3 * WORDS_MAX];
    FUZZ_CHECK(fuzz_quoted_line(words->word, words->count, line, sizeof line), "quoted line too long");
    word_list *again = malloc(sizeof *again);
    FUZZ_CHECK(again != NULL, "out of memory");
    size_t error_at;
    const enum words_error split = words_split(line, again, &error_at);
    FUZZ_CHECK(split == WORDS_OK && again->count == words->count, "quoted line '%s': %s, %d words", line,
               words_strerror(split), again->count);
    for (int i = 0; i < words->count; i++)
        FUZZ_CHECK(strcmp(words->word[i], again->word[i]) == 0, "word %d: '%s' then '%s'", i, words->word[i],
                   again->word[i]);
    free(again);
}

/* The same resolved input, field by field (each request's own copies of
 * cards and ranges; seats past the last are not compared). */
static void check_same_resolved(const resolved *a, const resolved *b)
{
    FUZZ_CHECK(a->seats == b->seats, "%d seats, then %d", a->seats, b->seats);
    for (int p = 0; p < a->seats; p++) {
        FUZZ_CHECK(a->fixed[p] == b->fixed[p], "seat %d fixed %d, then %d", p, a->fixed[p], b->fixed[p]);
        if (a->fixed[p])
            FUZZ_CHECK(a->hole[p][0] == b->hole[p][0] && a->hole[p][1] == b->hole[p][1], "seat %d hole cards differ",
                       p);
        FUZZ_CHECK(memcmp(&a->given[p], &b->given[p], sizeof a->given[p]) == 0, "seat %d given range differs", p);
        FUZZ_CHECK(memcmp(&a->live[p], &b->live[p], sizeof a->live[p]) == 0, "seat %d live range differs", p);
    }
    FUZZ_CHECK(a->board_count == b->board_count &&
                   memcmp(a->board, b->board, (size_t)a->board_count * sizeof a->board[0]) == 0,
               "the boards differ");
    FUZZ_CHECK(a->dead_count == b->dead_count &&
                   memcmp(a->dead, b->dead, (size_t)a->dead_count * sizeof a->dead[0]) == 0,
               "the dead cards differ");
}

/* The same refusal: every field of the error record. */
static void check_same_error(const pokeq_error_info *a, const pokeq_error_info *b)
{
    FUZZ_CHECK(a->code == b->code && a->place == b->place && a->seat == b->seat && a->card == b->card &&
                   a->offset == b->offset && a->length == b->length,
               "errors differ: code %d/%d place %d/%d seat %d/%d card %d/%d offset %d/%d length %d/%d", a->code,
               b->code, a->place, b->place, a->seat, b->seat, a->card, b->card, a->offset, b->offset, a->length,
               b->length);
    FUZZ_CHECK(strcmp(a->message, b->message) == 0, "errors differ: '%s' / '%s'", a->message, b->message);
}

/* Resolves both requests: the same request, the same outcome, the same
 * error. */
static void check_resolved(const scenario_request *batch, const scenario_request *command, int count)
{
    const pokeq_request batch_request = solve_request_of(batch), command_request = solve_request_of(command);
    FUZZ_CHECK(fuzz_same_library_request(&batch_request, &command_request), "the library requests differ");
    resolved *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    FUZZ_CHECK(a != NULL && b != NULL, "out of memory");
    pokeq_error_info error_a, error_b;
    double estimate_a = 0, estimate_b = 0;
    const int code_a = fuzz_resolve(batch, count, a, &estimate_a, &error_a);
    const int code_b = fuzz_resolve(command, count, b, &estimate_b, &error_b);
    FUZZ_CHECK(code_a == code_b, "the batch line resolves to %d, the command line to %d", code_a, code_b);
    if (code_a == 0) {
        check_same_resolved(a, b);
        FUZZ_CHECK(estimate_a == estimate_b, "estimates %g and %g", estimate_a, estimate_b);
    } else {
        check_same_error(&error_a, &error_b);
    }
    free(a);
    free(b);
}

static void check_words(const word_list *words)
{
    check_requote(words);
    const run_options defaults = run_options_default();
    scenario_request batch, command;
    cli_error batch_error, command_error;
    const int batch_parsed =
        args_parse(words->word, words->count, &defaults, ARGS_BATCH_LINE, &batch, &batch_error);
    const int command_parsed =
        args_parse(words->word, words->count, &defaults, ARGS_COMMAND_LINE, &command, &command_error);
    if (batch_parsed != 0) {
        fuzz_check_error(&batch_error, words->count);
        return;
    }
    FUZZ_CHECK(command_parsed == 0, "the command line refuses what a batch line accepts: %s", command_error.what);
    FUZZ_CHECK(!batch.help && !batch.version && batch.batch.text == NULL, "a batch line took a command-line option");
    FUZZ_CHECK(fuzz_same_request(&batch, &command), "the batch line and the command line differ");
    check_resolved(&batch, &command, words->count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    word_list *words = malloc(sizeof *words);
    FUZZ_CHECK(words != NULL, "out of memory");
    size_t error_at = 0;
    const enum words_error split = words_split(text, words, &error_at);
    if (split == WORDS_OK) {
        FUZZ_CHECK(words->count >= 0 && words->count <= WORDS_MAX, "%d words", words->count);
        check_words(words);
    } else {
        FUZZ_CHECK(error_at <= strlen(text), "error at %zu of %zu", error_at, strlen(text));
    }
    free(words);
    free(text);
    return 0;
}
