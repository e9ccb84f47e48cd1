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
#include "cli_error.h"
#include "cli.h"
#include "help.h"
#include "numbers.h"

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

/* --hands N / --runs N (or --name=N) at argv[*a]; advances *a past a
 * separate value. Returns 0, or 2 after the message. */
static int bench_number(int argc, char **argv, int *a, bench_words *w)
{
    const char *arg = argv[*a];
    const bool hands = arg[2] == 'h';
    const size_t name = hands ? 7 : 6;
    const char *value = arg[name] == '=' ? arg + name + 1 : *a + 1 < argc ? argv[++*a] : NULL;
    if (value == NULL) {
        fprintf(stderr, "pokeq bench: %.*s needs a value, at '%s' (argument %d)\n", (int)name, arg, safe_word(arg),
                *a + 2);
        return 2;
    }
    if (!number_whole(value, 1, hands ? (double)(1 << 30) : 63, hands ? &w->hands : &w->runs)) {
        fprintf(stderr, "pokeq bench: bad number for %.*s, at '%s' (argument %d)\n", (int)name, arg,
                safe_word(value), *a + 2);
        return 2;
    }
    return 0;
}

static bool starts_option(const char *arg, const char *name)
{
    const size_t length = strlen(name);
    return strncmp(arg, name, length) == 0 && (arg[length] == '\0' || arg[length] == '=');
}

/* The words after `bench`; --loop is handled by the caller. Returns 0 or
 * 2 after the message. */
static int bench_words_parse(int argc, char **argv, bench_words *w)
{
    *w = (bench_words){10000000, 5, false, true, true};
    bool only_one = false;
    for (int a = 0; a < argc; a++) {
        const char *arg = argv[a];
        if (strcmp(arg, "--json") == 0) {
            w->json = true;
        } else if (strcmp(arg, "--evaluators") == 0 || strcmp(arg, "--equity") == 0) {
            const bool evaluators = arg[3] == 'v';
            if (only_one && (evaluators ? !w->evaluators : !w->equity)) {
                fprintf(stderr, "pokeq bench: --evaluators and --equity together: leave both out for both, at "
                                "'%s' (argument %d)\n", arg, a + 2);
                return 2;
            }
            only_one = true;
            w->equity = !evaluators;
            w->evaluators = evaluators;
        } else if (starts_option(arg, "--hands") || starts_option(arg, "--runs")) {
            if (bench_number(argc, argv, &a, w) != 0)
                return 2;
        } else {
            fprintf(stderr, "pokeq bench: unknown option, at '%s' (argument %d)\n", safe_word(arg), a + 2);
            return 2;
        }
    }
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
    if (json)
        printf("  \"runs\": %llu\n}\n", (unsigned long long)runs);
    return rc;
}
