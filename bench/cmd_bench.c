/* SPDX-License-Identifier: MIT */
/*
 * cmd_bench.c - `pokeq bench`: every evaluator side by side, then equity
 * workloads; the machine first. Text for people, --json for scripts.
 *
 *   pokeq bench [--hands N] [--runs R] [--json] [--evaluators | --equity]
 *   pokeq bench --loop NAME N   one pass of one random-access loop, for
 *                               callgrind (see `make bench-callgrind`)
 */
#include "bench.h"
#include "front/cli_error.h"
#include "cmd/cli.h"
#include "cmd/help.h"
#include "front/numbers.h"
#include "front/options.h"

#include "pokeq.h"

#include <omp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

double bench_seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double bench_median(double *values, int count)
{
    qsort(values, (size_t)count, sizeof(double), by_double);
    return count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

/* The CPU model from /proc/cpuinfo, or "unknown". */
static void cpu_model(char *out, size_t size)
{
    snprintf(out, size, "unknown");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (f == NULL)
        return;
    char line[512];
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "model name", 10) == 0) {
            const char *colon = strchr(line, ':');
            if (colon) {
                snprintf(out, size, "%s", colon + 2);
                out[strcspn(out, "\n")] = '\0';
            }
            break;
        }
    fclose(f);
}

static void print_machine(FILE *out, int json)
{
    char cpu[256];
    cpu_model(cpu, sizeof cpu);
    const int cores = omp_get_num_procs();
    if (json)
        fprintf(out, "  \"machine\": {\"cpu\":\"%s\", \"cores\":%d, \"compiler\":\"gcc %s\", \"pokeq\":\"%s\"},\n",
                cpu, cores, __VERSION__, POKEQ_VERSION);
    else
        fprintf(out, "machine: %s, %d cores; compiler gcc %s; pokeq %s\n\n", cpu, cores, __VERSION__, POKEQ_VERSION);
}


/* A word of the command line, safe to print (cli_safe); one at a time. */
static const char *safe_word(const char *word)
{
    static char safe[CLI_SAFE_MAX];
    return cli_safe(word, SIZE_MAX, safe, sizeof safe);
}

/* What `pokeq bench` was asked for. */
typedef struct bench_words {
    uint64_t hands, runs;
    bool json, evaluators, equity;
} bench_words;

enum { BENCH_HANDS, BENCH_RUNS, BENCH_JSON, BENCH_EVALUATORS, BENCH_EQUITY, BENCH_OPTIONS };
static const option_spec BENCH_OPTION_TABLE[BENCH_OPTIONS] = {
    [BENCH_HANDS] = {.name = "--hands", .kind = VALUE_WHOLE, .low = 1, .high = 1 << 30,
                     .bad_value = "bad number for --hands (1..2^30)"},
    [BENCH_RUNS] = {.name = "--runs", .kind = VALUE_WHOLE, .low = 1, .high = 63,
                    .bad_value = "bad number for --runs (1..63)"},
    [BENCH_JSON] = {.name = "--json", .kind = VALUE_NONE},
    [BENCH_EVALUATORS] = {.name = "--evaluators", .kind = VALUE_NONE},
    [BENCH_EQUITY] = {.name = "--equity", .kind = VALUE_NONE},
};

static int bench_fail(const cli_error *error)
{
    fprintf(stderr, "pokeq bench: %s, at '%s' (argument %d)\n", error->what, safe_word(error->token),
            error->index + 2);
    return 2;
}

/* The words after `bench`; --loop is handled by the caller. Returns 0 or
 * 2 after the message. */
static int bench_words_parse(int argc, char **argv, bench_words *w)
{
    *w = (bench_words){10000000, 5, false, true, true};
    option_words words;
    cli_error error;
    if (options_parse(BENCH_OPTION_TABLE, BENCH_OPTIONS, (const char *const *)argv, argc, &words, &error) != 0)
        return bench_fail(&error);
    const option_value *v = words.value;
    if (words.positional_count > 0) {
        cli_fail(&error, words.positional_index[0], words.positional[0], "unknown word");
        return bench_fail(&error);
    }
    if (v[BENCH_EVALUATORS].given && v[BENCH_EQUITY].given) {
        const option_value *later = v[BENCH_EQUITY].index > v[BENCH_EVALUATORS].index ? &v[BENCH_EQUITY]
                                                                                        : &v[BENCH_EVALUATORS];
        cli_fail(&error, later->index, later->text, "--evaluators and --equity together: leave both out for both");
        return bench_fail(&error);
    }
    w->hands = v[BENCH_HANDS].given ? v[BENCH_HANDS].whole : w->hands;
    w->runs = v[BENCH_RUNS].given ? v[BENCH_RUNS].whole : w->runs;
    w->json = v[BENCH_JSON].given;
    w->evaluators = !v[BENCH_EQUITY].given;
    w->equity = !v[BENCH_EVALUATORS].given;
    return 0;
}

/* `pokeq bench --loop NAME N`: one pass of one loop, for callgrind. */
static int bench_loop(int argc, char **argv)
{
    uint64_t n;
    if (argc < 3) {
        fprintf(stderr, "pokeq bench: --loop needs a loop name and a hand count, at '--loop'\n");
        return 2;
    }
    if (!number_whole(argv[2], 1, (double)(1ULL << 32), &n)) {
        fprintf(stderr, "pokeq bench: --loop needs a hand count, at '%s'\n", safe_word(argv[2]));
        return 2;
    }
    int rc = bench_single_loop(argv[1], (size_t)n);
    if (rc == 2)
        rc = bench_omaha_loop(argv[1], (size_t)n);
    if (rc == 2)
        fprintf(stderr, "pokeq bench: unknown loop, at '%s'\n", safe_word(argv[1]));
    return rc;
}

int cmd_bench(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "bench");
        return 0;
    }
    if (argc >= 1 && strcmp(argv[0], "--loop") == 0)
        return bench_loop(argc, argv);
    bench_words w;
    if (bench_words_parse(argc, argv, &w) != 0)
        return 2;
    const uint64_t hands = w.hands, runs = w.runs;
    const int json = w.json, evaluators = w.evaluators, equity = w.equity;
    if (json)
        fputs("{\n", stdout);
    print_machine(stdout, json);
    fflush(stdout);
    int rc = 0;
    if (evaluators)
        rc |= bench_evaluators(stdout, json, (size_t)hands, (int)runs);
    if (evaluators && rc == 0) {
        if (!json)
            putchar('\n');
        rc |= bench_omaha(stdout, json, (size_t)hands, (int)runs);
    }
    if (!json)
        putchar('\n');
    if (equity && rc == 0)
        rc |= bench_equity(stdout, json, (int)runs);
    if (!json)
        putchar('\n');
    if (equity && rc == 0)
        rc |= bench_queries(stdout, json, (int)runs);
    if (!json)
        putchar('\n');
    if (equity && rc == 0)
        rc |= bench_tourney(stdout, json, (int)runs);
    if (json)
        printf("  \"runs\": %llu\n}\n", (unsigned long long)runs);
    return rc;
}
