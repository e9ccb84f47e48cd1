/* SPDX-License-Identifier: MIT */
/* cmd_icm.c - `pokeq icm --stacks LIST --payouts LIST [--exact | --mc]
 * [--trials N] [--seed N] [--threads N] [--format F]`: each player's prize
 * equity by the Malmuth-Harville model (pokeq_icm) and chance of every
 * place, as text, JSON or CSV (numbers that read back as the same double,
 * 15 to 17 significant digits). */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "front/args.h"
#include "output/emit.h"
#include "cmd/help.h"
#include "front/number_list.h"
#include "front/options.h"
#include "pokeq.h"
#include "front/stream.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ICM_STACKS, ICM_PAYOUTS, ICM_EXACT, ICM_MC, ICM_TRIALS, ICM_SEED, ICM_THREADS, ICM_FORMAT, ICM_OPTIONS };
static const option_spec ICM_SPECS[ICM_OPTIONS] = {
    [ICM_STACKS] = {.name = "--stacks", .kind = VALUE_TEXT},
    [ICM_PAYOUTS] = {.name = "--payouts", .kind = VALUE_TEXT},
    [ICM_EXACT] = {.name = "--exact", .kind = VALUE_NONE},
    [ICM_MC] = {.name = "--mc", .kind = VALUE_NONE},
    [ICM_TRIALS] = {.name = "--trials", .kind = VALUE_WHOLE, .low = 1, .high = (double)(1ULL << 40),
                    .bad_value = "--trials must be a whole number from 1 to 2^40"},
    [ICM_SEED] = {.name = "--seed", .kind = VALUE_SEED, .bad_value = "--seed must be a whole number 0..18446744073709551615"},
    [ICM_THREADS] = {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = 1024,
                     .bad_value = "--threads must be 0 to 1024 (0 = all cores)"},
    [ICM_FORMAT] = {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES,
                    .bad_value = "--format is text, json or csv"},
};

static int fail(const char *what, const char *word, size_t length)
{
    char safe[CLI_SAFE_MAX];
    fprintf(stderr, "pokeq icm: %s, at '%s'\n", what, cli_safe(word, length, safe, sizeof safe));
    return EXIT_BAD_INPUT;
}

/* The list of option's value into values[0..max); returns the count, or
 * -1 after naming the bad item. */
static int number_list(const char *text, const char *option, int positive, double *values, int max)
{
    int count;
    number_list_error at;
    const int status = number_list_parse(text, positive, values, max, &count, &at);
    if (status == NUMBER_LIST_OK)
        return count;
    char what[160];
    if (status == NUMBER_LIST_TOO_MANY)
        snprintf(what, sizeof what, "%s: more than %d items", option, max);
    else
        snprintf(what, sizeof what, "%s: each item must be a %s number", option, positive ? "positive" : "non-negative");
    return fail(what, text + at.offset, at.length), -1;
}

static const char *method_name(int method) { return method == POKEQ_METHOD_EXACT ? "exact" : "monte-carlo"; }

static void print_text(const pokeq_icm_request *q, const pokeq_icm_result *r)
{
    const int n = q->players, mc = r->method == POKEQ_METHOD_MC;
    printf("ICM (Malmuth-Harville), %s: %d players, %.15g chips, %.15g paid over %d places\n",
           method_name(r->method), n, r->total_chips, r->total_payout, q->payouts);
    if (mc)
        printf("%llu trials, seed %llu: equities within about 2 standard errors\n", (unsigned long long)r->trials,
               (unsigned long long)q->seed);
    printf("%-7s %14s %9s %14s %9s", "player", "stack", "chips %", "equity", "prize %");
    if (mc)
        printf(" %10s", "stderr");
    for (int p = 0; p < q->payouts; p++)
        printf("  place %-3d", p + 1);
    putchar('\n');
    for (int i = 0; i < n; i++) {
        printf("%-7d %14.10g %8.4f%% %14.8g %8.4f%%", i + 1, q->stacks[i], 100 * q->stacks[i] / r->total_chips,
               r->equity[i], r->total_payout > 0 ? 100 * r->equity[i] / r->total_payout : 0);
        if (mc)
            printf(" %10.3g", r->stderr_equity[i]);
        for (int p = 0; p < q->payouts; p++)
            printf("  %8.4f%%", 100 * r->place[(size_t)i * n + p]);
        putchar('\n');
    }
}

static void print_json(const pokeq_icm_request *q, const pokeq_icm_result *r)
{
    const int n = q->players;
    emitter e = emit_start(stdout, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    emit_open_lines(&e, "players");
    for (int i = 0; i < n; i++) {
        emit_open(&e, NULL, '{');
        emit_number(&e, "stack", q->stacks[i]);
        emit_number(&e, "equity", r->equity[i]);
        emit_number(&e, "stderr", r->stderr_equity[i]);
        emit_open(&e, "places", '[');
        for (int p = 0; p < n; p++)
            emit_number(&e, NULL, r->place[(size_t)i * n + p]);
        emit_close(&e);
        emit_close(&e);
    }
    emit_close(&e);
    emit_open(&e, "payouts", '[');
    for (int p = 0; p < q->payouts; p++)
        emit_number(&e, NULL, q->payout[p]);
    emit_close(&e);
    emit_number(&e, "total", r->total_payout);
    emit_number(&e, "chips", r->total_chips);
    emit_string(&e, "method", method_name(r->method));
    emit_u64(&e, "trials", r->trials);
    emit_close(&e);
    emit_end_row(&e);
}

static void csv_row(emitter *e, const pokeq_icm_request *q, const pokeq_icm_result *r, int i)
{
    const int n = q->players;
    emit_int(e, "player", i + 1);
    emit_number(e, "stack", q->stacks[i]);
    emit_number(e, "equity", r->equity[i]);
    emit_number(e, "stderr", r->stderr_equity[i]);
    emit_string(e, "method", method_name(r->method));
    for (int p = 0; p < n; p++) {
        char key[24];
        snprintf(key, sizeof key, "place_%d", p + 1);
        emit_number(e, key, r->place[(size_t)i * n + p]);
    }
    emit_end_row(e);
}

static void print_csv(const pokeq_icm_request *q, const pokeq_icm_result *r)
{
    emitter e = emit_start(stdout, FORMAT_CSV);
    e.header = true;
    csv_row(&e, q, r, 0);
    e.header = false;
    for (int i = 0; i < q->players; i++)
        csv_row(&e, q, r, i);
}

/* The request from the words; returns 0 or the exit status of a refusal. */
static int read_request(const option_words *w, pokeq_icm_request *q, double *stacks, double *payouts)
{
    const option_value *v = w->value;
    if (w->positional_count > 0)
        return fail("icm takes options only (--stacks, --payouts)", w->positional[0], SIZE_MAX);
    if (!v[ICM_STACKS].given || !v[ICM_PAYOUTS].given) {
        fprintf(stderr, "usage: pokeq icm --stacks 5000,3000,2000 --payouts 50,30,20 [--exact | --mc] [--trials N]\n"
                        "                 [--seed N] [--threads N] [--format text|json|csv]\n");
        return EXIT_BAD_INPUT;
    }
    if (v[ICM_EXACT].given && (v[ICM_MC].given || v[ICM_TRIALS].given))
        return fail("--exact with Monte Carlo options", v[ICM_MC].given ? "--mc" : "--trials", SIZE_MAX);
    pokeq_icm_request_init(q);
    q->players = number_list(v[ICM_STACKS].text, "--stacks", 1, stacks, POKEQ_ICM_MAX_PLAYERS);
    if (q->players < 0)
        return EXIT_BAD_INPUT;
    q->payouts = number_list(v[ICM_PAYOUTS].text, "--payouts", 0, payouts, POKEQ_ICM_MAX_PLAYERS);
    if (q->payouts < 0)
        return EXIT_BAD_INPUT;
    if (q->payouts > q->players) {
        char what[128];
        snprintf(what, sizeof what, "--payouts: %d places paid but %d players", q->payouts, q->players);
        return fail(what, v[ICM_PAYOUTS].text, SIZE_MAX);
    }
    if (v[ICM_EXACT].given && q->players > POKEQ_ICM_EXACT_PLAYERS) {
        char what[128];
        snprintf(what, sizeof what, "--exact is for at most %d players (use --mc)", POKEQ_ICM_EXACT_PLAYERS);
        return fail(what, "--exact", SIZE_MAX);
    }
    q->stacks = stacks;
    q->payout = payouts;
    q->method = v[ICM_EXACT].given ? POKEQ_METHOD_EXACT
                : v[ICM_MC].given || v[ICM_TRIALS].given ? POKEQ_METHOD_MC
                                                         : POKEQ_METHOD_AUTO;
    q->trials = v[ICM_TRIALS].given ? v[ICM_TRIALS].whole : 0;
    q->seed = v[ICM_SEED].given ? v[ICM_SEED].whole : 1;
    q->threads = v[ICM_THREADS].given ? (int)v[ICM_THREADS].whole : 0;
    return 0;
}

static int run(const option_words *w, double *stacks, double *payouts)
{
    pokeq_icm_request q;
    int status = read_request(w, &q, stacks, payouts);
    if (status != 0)
        return status;
    const size_t n = (size_t)q.players;
    double *room = malloc((2 + n) * n * sizeof *room);
    if (room == NULL)
        return EXIT_FAILED;
    pokeq_icm_result r = {.equity = room, .stderr_equity = room + n, .place = room + 2 * n};
    const int code = pokeq_icm(&q, &r);
    if (code != 0) {
        fprintf(stderr, "pokeq icm: %s\n", pokeq_strerror(code));
        status = code == -POKEQ_ERR_MEMORY ? EXIT_FAILED : EXIT_BAD_INPUT;
    } else {
        const enum out_format format = w->value[ICM_FORMAT].given ? (enum out_format)w->value[ICM_FORMAT].whole
                                                                   : FORMAT_TEXT;
        format == FORMAT_JSON ? print_json(&q, &r) : format == FORMAT_CSV ? print_csv(&q, &r) : print_text(&q, &r);
        status = stream_flush(stdout) ? 0 : EXIT_FAILED;
    }
    free(room);
    return status;
}

int cmd_icm(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "icm");
        return 0;
    }
    option_words w;
    cli_error error;
    if (options_parse(ICM_SPECS, ICM_OPTIONS, (const char *const *)argv, argc, &w, &error) != 0)
        return fail(error.what, error.token, SIZE_MAX);
    double *numbers = malloc(2 * POKEQ_ICM_MAX_PLAYERS * sizeof *numbers);
    if (numbers == NULL)
        return EXIT_FAILED;
    const int status = run(&w, numbers, numbers + POKEQ_ICM_MAX_PLAYERS);
    free(numbers);
    return status;
}
