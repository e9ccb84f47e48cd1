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

int cmd_bench(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_print(stdout);
        return 0;
    }
    uint64_t hands = 10000000, runs = 5;
    int json = 0, evaluators = 1, equity = 1;
    for (int a = 0; a < argc; a++) {
        const char *arg = argv[a];
        if (strcmp(arg, "--loop") == 0 && a + 2 < argc) {
            uint64_t n;
            if (!number_whole(argv[a + 2], 1, (double)(1ULL << 32), &n)) {
                fprintf(stderr, "pokeq bench: --loop needs a hand count, at '%s'\n", safe_word(argv[a + 2]));
                return 2;
            }
            const int rc = bench_single_loop(argv[a + 1], (size_t)n);
            if (rc == 2)
                fprintf(stderr, "pokeq bench: unknown loop, at '%s'\n", safe_word(argv[a + 1]));
            return rc;
        }
        if (strcmp(arg, "--json") == 0)
            json = 1;
        else if (strcmp(arg, "--evaluators") == 0)
            equity = 0;
        else if (strcmp(arg, "--equity") == 0)
            evaluators = 0;
        else if ((strcmp(arg, "--hands") == 0 || strcmp(arg, "--runs") == 0) && a + 1 < argc) {
            const int is_hands = arg[2] == 'h';
            if (!number_whole(argv[a + 1], 1, is_hands ? (double)(1 << 30) : 63, is_hands ? &hands : &runs)) {
                fprintf(stderr, "pokeq bench: bad number for %s, at '%s' (argument %d)\n", arg, safe_word(argv[a + 1]),
                        a + 3);
                return 2;
            }
            a++;
        } else {
            fprintf(stderr, "pokeq bench: unknown option, at '%s' (argument %d)\n", safe_word(arg), a + 2);
            return 2;
        }
    }
    if (json)
        fputs("{\n", stdout);
    print_machine(stdout, json);
    fflush(stdout);
    int rc = 0;
    if (evaluators)
        rc |= bench_evaluators(stdout, json, (size_t)hands, (int)runs);
    if (!json)
        putchar('\n');
    if (equity && rc == 0)
        rc |= bench_equity(stdout, json, (int)runs);
    if (json)
        printf("  \"runs\": %llu\n}\n", (unsigned long long)runs);
    return rc;
}
