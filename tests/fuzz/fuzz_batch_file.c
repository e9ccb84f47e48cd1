/*
 * fuzz_batch_file.c - libFuzzer target for a whole batch file: the batch
 * driver (src/batch.h) reads the input from memory (fmemopen) line by
 * line, with a step that resolves each scenario (src/job.h) and prints a
 * made-up answer through the real output code (src/output.h) in the
 * line's format, instead of solving: the engines do not run.
 *
 * Properties (nothing lost): every line that holds words is either
 * answered or reported as bad, never both, never twice, in input order;
 * a line of blanks and comments is neither; the result is 0 exactly when
 * no line was bad; every answer and error is a complete line of output.
 */
#include "fuzz_scenario.h"

#include "batch.h"
#include "output.h"

/* Lines a fuzz input can hold at most (libFuzzer's -max_len is smaller). */
enum { LINES_MAX = 1 << 20 };

typedef struct step_log {
    int last_line;              /* the last line answered, 0 before any */
    unsigned char *answered;    /* [line] = 1 once answered */
} step_log;

/* A made-up answer: every player an equal share, no per-combo counts
 * (their listing reads no input, and 200 KiB a line would slow the run). */
static void fake_outcome(const job *j, outcome *o)
{
    memset(o, 0, sizeof *o);
    o->automatic = j->options.mode == RUN_AUTO;
    o->mode = run_choose(j, &o->exact_estimate);
    o->fixed_hands = job_all_fixed(j);
    o->players = j->players;
    o->count = 1;
    o->threads = 1;
    for (int p = 0; p < j->players; p++)
        o->equity[p] = o->win[p] = 1.0 / j->players;
}

static int resolve_step(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                        void *context)
{
    step_log *log = context;
    FUZZ_CHECK(line > log->last_line && line < LINES_MAX, "line %d after %d", line, log->last_line);
    job *j = malloc(sizeof *j);
    FUZZ_CHECK(j != NULL, "out of memory");
    if (job_build(request, j, error) != 0) {
        free(j);
        return EXIT_BAD_INPUT;
    }
    fuzz_check_job(j);
    outcome answer;
    fake_outcome(j, &answer);
    output_scenario(out, state, j, &answer, line);
    outcome_free(&answer);
    free(j);
    log->last_line = line;
    log->answered[line] = 1;
    return 0;
}

/* What a line of the input should become: 0 blank, 1 words (answered or
 * reported), 2 refused before parsing (reported). */
static int line_kind(const uint8_t *line, size_t length)
{
    if (length > BATCH_LINE_MAX || memchr(line, '\0', length) != NULL)
        return 2;
    char *text = fuzz_string(line, length);
    word_list *words = malloc(sizeof *words);
    FUZZ_CHECK(words != NULL, "out of memory");
    size_t error_at;
    const enum words_error split = words_split(text, words, &error_at);
    const int kind = split != WORDS_OK ? 2 : words->count > 0 ? 1 : 0;
    free(words);
    free(text);
    return kind;
}

/* Marks the lines the error stream reports ("fuzz:LINE: ..."). */
static void read_reports(const char *errors, size_t length, unsigned char *reported, int lines)
{
    FUZZ_CHECK(length == 0 || errors[length - 1] == '\n', "an error line is cut short");
    for (const char *at = errors; at < errors + length;) {
        int line;
        FUZZ_CHECK(sscanf(at, "fuzz:%d:", &line) == 1 && line >= 1 && line <= lines, "bad report: %.60s", at);
        FUZZ_CHECK(!reported[line], "line %d reported twice", line);
        reported[line] = 1;
        at = strchr(at, '\n') + 1;
    }
}

/* Every line of the input: answered, reported, or blank, as it should be. */
static void check_every_line(const uint8_t *data, size_t size, const step_log *log, const unsigned char *reported,
                             int result)
{
    int line = 0, bad = 0;
    for (size_t start = 0; start < size; line++) {
        const uint8_t *newline = memchr(data + start, '\n', size - start);
        const size_t length = newline != NULL ? (size_t)(newline - data) - start : size - start;
        const int kind = line_kind(data + start, length);
        const int n = line + 1;
        FUZZ_CHECK(!(log->answered[n] && reported[n]), "line %d answered and reported", n);
        if (kind == 0)
            FUZZ_CHECK(!log->answered[n] && !reported[n], "blank line %d answered or reported", n);
        else if (kind == 2)
            FUZZ_CHECK(reported[n], "unreadable line %d not reported", n);
        else
            FUZZ_CHECK(log->answered[n] || reported[n], "line %d lost: neither answered nor reported", n);
        bad += reported[n];
        start += length + 1;
    }
    FUZZ_CHECK((result == 0) == (bad == 0), "result %d with %d bad lines", result, bad);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= LINES_MAX)
        return 0;
    /* fmemopen wants a buffer of at least one byte; "r" reads size bytes */
    static const uint8_t empty[1];
    FILE *in = fmemopen((void *)(size > 0 ? data : empty), size > 0 ? size : 1, "r");
    FUZZ_CHECK(in != NULL, "fmemopen");
    if (size == 0)
        fgetc(in); /* at the end, like an empty file */
    char *answers = NULL, *errors = NULL;
    size_t answers_length = 0, errors_length = 0;
    FILE *out = open_memstream(&answers, &answers_length), *err = open_memstream(&errors, &errors_length);
    FUZZ_CHECK(out != NULL && err != NULL, "open_memstream");
    const int lines = 2 + (int)size;
    step_log log = {0, calloc((size_t)lines + 1, 1)};
    unsigned char *reported = calloc((size_t)lines + 1, 1);
    FUZZ_CHECK(log.answered != NULL && reported != NULL, "out of memory");
    const run_options defaults = run_options_default();
    const int result = batch_stream(in, "fuzz", &defaults, out, err, resolve_step, &log);
    fclose(in);
    fclose(out);
    fclose(err);
    FUZZ_CHECK(answers_length == 0 || answers[answers_length - 1] == '\n', "an answer is cut short");
    read_reports(errors, errors_length, reported, lines);
    check_every_line(data, size, &log, reported, result);
    free(answers);
    free(errors);
    free(log.answered);
    free(reported);
    return 0;
}
