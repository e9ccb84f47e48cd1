/* SPDX-License-Identifier: MIT */
/*
 * fuzz_batch_file.c - libFuzzer target for a whole batch file: the batch
 * driver (src/front/batch.h) reads the input from memory (fmemopen) line by
 * line, with a step that resolves each scenario as pokeq_solve does
 * (solve_request_of, then request_resolve, sim/solve/request.h) and prints a
 * made-up answer (a pokeq_result filled by hand from the resolved input)
 * through the real output code (output_scenario, src/output/output.h) in the
 * line's format, instead of solving: the engines do not run.
 *
 * Properties (nothing lost): every line that holds words is either
 * answered or reported as bad, never both, never twice, in input order;
 * a line of blanks and comments is neither; the result is 0 exactly when
 * no line was bad; every answer and error is a complete line of output.
 * Each answer is one whole answer of its format, tagged with its line
 * (text: "line N: " to a blank line; JSON: one valid JSON object, one
 * player per seat; CSV: one row per seat, after the header once), and
 * the whole JSON stream is valid JSON Lines; a reported line is also a
 * record of the JSON or CSV stream, in line order. The batch's one format is
 * picked by the input's length (a line's own --format is refused); the
 * made-up answers include the rarer printed values: a standard error not
 * yet estimated (NaN: null, empty, n/a) and a thread count capped. A resolved line
 * keeps request_resolve's promises; a refused one has a checked error
 * record naming a word of the line.
 */
#include "fuzz_scenario.h"

#include "../support/json_check.h"
#include "run/batch.h"
#include "output/output.h"

#include <math.h>
#include <omp.h>

/* Lines a fuzz input can hold at most (libFuzzer's -max_len is smaller);
 * combos of a range given made-up counts (enough for the listing's every
 * case: one, all of a few, best and worst of many; sorting all of a wide
 * range on every line would slow the run for nothing). */
enum { LINES_MAX = 1 << 20, COMBOS_FAKED = 12 };

typedef struct step_log {
    int last_line;              /* the last line answered, 0 before any */
    unsigned char *answered;    /* [line] = 1 once answered */
    char *const *answers;       /* the answers stream's buffer and length */
    const size_t *answers_length;
} step_log;

static const char CSV_HEADER[] = "line,mode,runouts,trials,board,dead,player,input,";

/* Board completions: C(left, missing). */
static uint64_t runouts_of(const resolved *r)
{
    const int left = CARD_COUNT - r->board_count - r->dead_count - 2 * r->seats, missing = 5 - r->board_count;
    uint64_t c = 1;
    for (int i = 0; i < missing; i++)
        c = c * (uint64_t)(left - i) / (uint64_t)(i + 1);
    return c;
}

/* A made-up answer from the resolved input: the method the words name (or
 * the automatic choice by the estimate), the counts of that method, seats
 * with their hands, the board and the dead cards; shares that add up to
 * the pot. The seed picks the rarer endings (interrupted, overflow) so the
 * output fuzzes them too. Per-combo counts for text output only, as the
 * program asks for them, made up from the first COMBOS_FAKED live combos of
 * each range. */
static void fake_result(const scenario_request *words, const resolved *r, double estimate, pokeq_result *o,
                        pokeq_combo_counts **combos)
{
    memset(o, 0, sizeof *o);
    const run_options *options = &words->options;
    o->exact_estimate = estimate;
    if (options->mode != RUN_AUTO) {
        o->method = fuzz_method_of(options->mode);
        o->why = POKEQ_WHY_ASKED;
    } else if (!resolved_all_fixed(r) && options->seed % 7 == 3) {
        o->method = POKEQ_METHOD_MC;
        o->why = POKEQ_WHY_OVERFLOW;
    } else {
        o->method = estimate > 1.0 ? POKEQ_METHOD_MC : POKEQ_METHOD_EXACT;
        o->why = estimate > 1.0 ? POKEQ_WHY_SLOW : POKEQ_WHY_QUICK;
    }
    const uint64_t runouts = runouts_of(r);
    if (o->method == POKEQ_METHOD_MC) {
        o->count_kind = POKEQ_COUNT_TRIALS;
        o->count = options->max_trials > 0 && options->max_trials < POKEQ_MC_MAX_TRIALS ? options->max_trials
                                                                                        : POKEQ_MC_MIN_TRIALS;
        o->stopped_by = options->seed % 5 == 2 ? POKEQ_MC_STOP_CANCEL : POKEQ_MC_STOP_TRIALS;
    } else if (resolved_all_fixed(r)) {
        o->count_kind = POKEQ_COUNT_RUNOUTS;
        o->count = runouts;
    } else {
        o->count_kind = POKEQ_COUNT_SHOWDOWNS;
        uint64_t combos_live = 0;
        for (int p = 0; p < r->seats; p++)
            combos_live += (uint64_t)pokeq_range_size(&r->live[p]);
        o->count = runouts * combos_live;
    }
    o->threads = options->seed % 13 == 6 ? POKEQ_MAX_THREADS_PER_CORE * omp_get_num_procs() : 1;
    o->threads_asked = options->seed % 13 == 6 ? 1024 : options->threads;
    o->seconds = (double)(options->seed % 1000) / 8;
    o->done = 1;
    o->seats = r->seats;
    /* seat p's share (p + 1) / T of the pot, T = 1 + 2 + ... + seats */
    const uint64_t shares = (uint64_t)r->seats * (uint64_t)(r->seats + 1) / 2;
    for (int p = 0; p < r->seats; p++) {
        pokeq_seat_result *seat = &o->seat[p];
        seat->counts.wins = o->count / shares * (uint64_t)(p + 1);
        seat->counts.ties[2] = o->count % shares;
        seat->counts.equity_units = POKEQ_POT_UNITS * (o->count / shares) * (uint64_t)(p + 1);
        seat->equity = (double)(p + 1) / (double)shares;
        seat->win = o->count > 0 ? (double)seat->counts.wins / (double)o->count : 0;
        seat->tie = o->count > 0 ? (double)seat->counts.ties[2] / (double)o->count : 0;
        seat->stderr_equity = o->method != POKEQ_METHOD_MC ? 0 : options->seed % 11 == 4 ? NAN : 0.0005 * (p + 1);
        seat->hole_count = r->fixed[p] ? 2 : 0;
        if (r->fixed[p])
            memcpy(seat->hole, r->hole[p], sizeof r->hole[p]);
        seat->live_combos = pokeq_range_size(&r->live[p]);
    }
    o->board_count = r->board_count;
    memcpy(o->board, r->board, sizeof r->board);
    o->dead_count = r->dead_count;
    memcpy(o->dead, r->dead, sizeof r->dead);
    *combos = NULL;
    if (options->format != FORMAT_TEXT)
        return;
    *combos = calloc((size_t)r->seats * POKEQ_COMBOS, sizeof **combos);
    FUZZ_CHECK(*combos != NULL, "out of memory");
    for (int p = 0; p < r->seats; p++)
        for (int combo = 0, shown = 0; combo < POKEQ_COMBOS && shown < COMBOS_FAKED; combo++) {
            const uint64_t weight = r->live[p].weight[combo];
            pokeq_combo_counts *c = &(*combos)[(size_t)p * POKEQ_COMBOS + combo];
            c->showdowns = weight;
            c->equity_units = weight * (uint64_t)((combo * 7919 + p) % (POKEQ_POT_UNITS + 1));
            shown += weight > 0;
        }
}

/* The library's refusal as the batch reports it: the word it names, the
 * bad part of it, the sentence (as src/front/solve.c words it). */
static void error_of(const scenario_request *words, const pokeq_error_info *e, cli_error *error)
{
    const word_ref *word = fuzz_error_word(words, e);
    if (word == NULL || word->text == NULL) {
        cli_fail(error, -1, "", "%s", e->message);
        return;
    }
    char part[256];
    if (e->offset >= 0)
        snprintf(part, sizeof part, "%.*s", e->length, word->text + e->offset);
    cli_fail(error, word->index, e->offset >= 0 ? part : word->text, "%s", e->message);
}

/* Lines of text from..to (each ends in a newline). */
static int count_lines(const char *from, const char *to)
{
    int lines = 0;
    for (const char *at = from; at < to; at++)
        lines += *at == '\n';
    return lines;
}

/* Occurrences of needle in text[0..length). */
static int count_of(const char *text, size_t length, const char *needle)
{
    int n = 0;
    const size_t size = strlen(needle);
    for (size_t i = 0; i + size <= length; i++)
        n += memcmp(text + i, needle, size) == 0;
    return n;
}

/* What output_scenario wrote for line: one whole answer of its format. */
static void check_answer(step_log *log, const scenario_request *words, size_t before, int seats, int line)
{
    const size_t after = *log->answers_length;
    FUZZ_CHECK(after > before, "line %d: no answer printed", line);
    const char *text = *log->answers + before;
    const size_t length = after - before;
    FUZZ_CHECK(text[length - 1] == '\n', "line %d: the answer is cut short", line);
    FUZZ_CHECK(memchr(text, '\0', length) == NULL, "line %d: a NUL byte in the answer", line);
    char tag[48];
    switch (words->options.format) {
    case FORMAT_TEXT:
        snprintf(tag, sizeof tag, "line %d: ", line);
        FUZZ_CHECK(length >= 2 && strncmp(text, tag, strlen(tag)) == 0 && text[length - 2] == '\n',
                   "line %d: a text answer not tagged, or not ended by a blank line", line);
        break;
    case FORMAT_JSON:
        snprintf(tag, sizeof tag, "{\"line\":%d,", line);
        FUZZ_CHECK(strncmp(text, tag, strlen(tag)) == 0 && count_lines(text, text + length) == 1 &&
                       length >= 2 && text[length - 2] == '}',
                   "line %d: not one tagged JSON object: %.80s", line, text);
        FUZZ_CHECK(count_of(text, length, "{\"input\":") == seats, "line %d: JSON players not %d", line, seats);
        FUZZ_CHECK(json_valid(text, length - 1), "line %d: not valid JSON: %.200s", line, text);
        break;
    case FORMAT_CSV: {
        /* the header heads the stream, written once by its first record
         * (this answer, or a failed line's record before it) */
        FUZZ_CHECK(strncmp(*log->answers, CSV_HEADER, strlen(CSV_HEADER)) == 0, "line %d: no CSV header first", line);
        const char *rows = before == 0 ? strchr(text, '\n') + 1 : text;
        FUZZ_CHECK(count_lines(rows, text + length) == seats, "line %d: %d CSV rows for %d seats", line,
                   count_lines(rows, text + length), seats);
        snprintf(tag, sizeof tag, "%d,", line);
        for (const char *row = rows; row < text + length; row = strchr(row, '\n') + 1)
            FUZZ_CHECK(strncmp(row, tag, strlen(tag)) == 0, "line %d: a CSV row not tagged: %.60s", line, row);
        break;
    }
    }
}

static int resolve_step(const scenario_request *request, FILE *out, output_state *state, int line, cli_error *error,
                        void *context)
{
    step_log *log = context;
    FUZZ_CHECK(line > log->last_line && line < LINES_MAX, "line %d after %d", line, log->last_line);
    FUZZ_CHECK(state->batch, "a batch answer not tagged with its line");
    resolved *input = malloc(sizeof *input);
    FUZZ_CHECK(input != NULL, "out of memory");
    pokeq_error_info failure;
    double estimate = 0;
    /* the words' count is not at hand here: any index below the maximum */
    if (fuzz_resolve(request, WORDS_MAX, input, &estimate, &failure) != 0) {
        error_of(request, &failure, error);
        free(input);
        return EXIT_BAD_INPUT;
    }
    answer a = {.request = request};
    fake_result(request, input, estimate, &a.result, &a.combos);
    fflush(out);
    const size_t before = *log->answers_length;
    FUZZ_CHECK(output_scenario(out, state, &a, line), "line %d: the answer was not written", line);
    check_answer(log, request, before, input->seats, line);
    free(a.combos);
    free(input);
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

/* The answers stream's records, one a line (JSON Lines; CSV rows after
 * the header): their lines never go back, and a failed line's record
 * ({"line":N,"error":...}, or a CSV row "N,," with nothing but the error)
 * stands for exactly the lines reported on the error stream. */
static void check_records(const char *answers, size_t length, enum out_format format, const unsigned char *reported,
                          int lines)
{
    if (format == FORMAT_TEXT || length == 0)
        return;
    unsigned char *recorded = calloc((size_t)lines + 1, 1);
    FUZZ_CHECK(recorded != NULL, "out of memory");
    const char *at = answers;
    if (format == FORMAT_CSV)
        at = strchr(answers, '\n') + 1;
    int last = 0;
    for (; at < answers + length; at = strchr(at, '\n') + 1) {
        int line = 0, used = 0;
        FUZZ_CHECK(sscanf(at, format == FORMAT_JSON ? "{\"line\":%d,%n" : "%d,%n", &line, &used) == 1 && used > 0,
                   "a record without its line: %.60s", at);
        FUZZ_CHECK(line >= last && line <= lines, "record of line %d after line %d", line, last);
        last = line;
        const bool error = format == FORMAT_JSON ? strncmp(at + used, "\"error\":{", 9) == 0 : at[used] == ',';
        FUZZ_CHECK(!error || !recorded[line], "line %d's error recorded twice", line);
        recorded[line] |= error;
    }
    for (int n = 1; n <= lines; n++)
        FUZZ_CHECK(recorded[n] == reported[n], "line %d: %s", n,
                   reported[n] ? "reported on stderr but no error record" : "an error record but no report");
    free(recorded);
}

/* Every line of the input: answered, reported, or blank, as it should be. */
static void check_every_line(const uint8_t *data, size_t size, const step_log *log, const unsigned char *reported,
                             int result)
{
    int line = 0, bad = 0;
    for (size_t start = 0; start < size; line++) {
        const uint8_t *newline = memchr(data + start, '\n', size - start);
        const size_t length = newline != NULL ? (size_t)(newline - data) - start : size - start;
        /* a UTF-8 byte order mark at the top of the file is skipped, not read */
        const size_t bom = start == 0 && length >= 3 && memcmp(data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
        const int kind = line_kind(data + start + bom, length - bom);
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
    step_log log = {0, calloc((size_t)lines + 1, 1), &answers, &answers_length};
    unsigned char *reported = calloc((size_t)lines + 1, 1);
    FUZZ_CHECK(log.answered != NULL && reported != NULL, "out of memory");
    run_options defaults = run_options_default();
    defaults.format = (enum out_format)(size % 3);
    const int result = batch_stream(in, "fuzz", &defaults, out, err, resolve_step, &log);
    fclose(in);
    fclose(out);
    fclose(err);
    FUZZ_CHECK(answers_length == 0 || answers[answers_length - 1] == '\n', "an answer is cut short");
    FUZZ_CHECK(defaults.format != FORMAT_JSON || answers_length == 0 || json_lines_valid(answers, answers_length),
               "the batch's JSON is not JSON Lines");
    read_reports(errors, errors_length, reported, lines);
    check_every_line(data, size, &log, reported, result);
    check_records(answers, answers_length, defaults.format, reported, lines);
    free(answers);
    free(errors);
    free(log.answered);
    free(reported);
    return 0;
}
