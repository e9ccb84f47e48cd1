/*
 * fuzz_batch_line.c - libFuzzer target for one batch line: the word
 * splitter (src/words.h), the scenario parser (src/args.h) and the card
 * and range resolution (src/job.h). The engines do not run.
 *
 * Properties: the words, each quoted and joined, split back into the same
 * words; a line the batch accepts is the same scenario, word for word and
 * job for job, as the same words on the command line (and the command
 * line refuses nothing a batch line accepts: it accepts more, --help,
 * --version and --batch); a resolved job keeps job.h's promises; a refusal
 * names a word of the line.
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

/* The same resolved scenario (the jobs' own copies of cards and ranges). */
static bool same_job(const job *a, const job *b)
{
    return a->players == b->players && memcmp(a->fixed, b->fixed, sizeof a->fixed) == 0 &&
           memcmp(a->hole, b->hole, sizeof a->hole) == 0 && memcmp(a->given, b->given, sizeof a->given) == 0 &&
           memcmp(a->live, b->live, sizeof a->live) == 0 && a->board_count == b->board_count &&
           memcmp(a->board, b->board, sizeof a->board) == 0 && a->dead_count == b->dead_count &&
           memcmp(a->dead, b->dead, sizeof a->dead) == 0;
}

/* Resolves both requests: the same outcome, the same error. */
static void check_jobs(const scenario_request *batch, const scenario_request *command, int count)
{
    job *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    FUZZ_CHECK(a != NULL && b != NULL, "out of memory");
    cli_error error_a, error_b;
    const int built_a = job_build(batch, a, &error_a), built_b = job_build(command, b, &error_b);
    FUZZ_CHECK(built_a == built_b, "the batch line builds %d, the command line %d", built_a, built_b);
    if (built_a == 0) {
        fuzz_check_job(a);
        FUZZ_CHECK(same_job(a, b), "the jobs differ");
    } else {
        fuzz_check_error(&error_a, count);
        FUZZ_CHECK(strcmp(error_a.what, error_b.what) == 0 && strcmp(error_a.token, error_b.token) == 0 &&
                       error_a.index == error_b.index,
                   "errors differ: '%s' / '%s'", error_a.what, error_b.what);
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
    check_jobs(&batch, &command, words->count);
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
