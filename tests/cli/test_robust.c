/* SPDX-License-Identifier: MIT */
/* Nothing lost, nothing silently wrong, run as users and
 * scripts meet the program: output that cannot be written, a reader that
 * goes away, signals a script set up. One test or more per row of the
 * issue; the rows about words and messages are in test_words.c. */
#include "testing.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- row 1: output that cannot be written ------------------------------ */

/* Each kind of command, so that every path to stdout is checked. */
static const char *const COMMANDS[][8] = {
    {"AhAs", "KdKc", NULL},
    {"AhAs", "KdKc", "--format", "json", NULL},
    {"--help", NULL},
    {"eval", "As", "Ks", "Qs", "Js", "Ts", NULL},
    {"grid", "QQ+,AKs", NULL},
    {"preflop", "vs-random", "--opponents", "2", "--trials", "1e4", "--quiet", NULL},
    {"--batch", "-", NULL},
};

static void expect_failed_write(const program_setup *setup, const char *reason)
{
    for (size_t c = 0; c < sizeof COMMANDS / sizeof COMMANDS[0]; c++) {
        setup_result *r = program_run_setup(setup, "AhAs KdKc\n", COMMANDS[c], 0);
        cr_expect_eq(r->status, 1, "%s: status %d, stderr: %s", COMMANDS[c][0], r->status, r->err);
        cr_expect(strstr(r->err, "pokeq: cannot write the output: ") != NULL && strstr(r->err, reason) != NULL,
                  "%s: %s", COMMANDS[c][0], r->err);
        free(r);
    }
}

Test(robust, output_to_a_full_device_fails_with_a_message)
{
    const int full = open("/dev/full", O_WRONLY);
    cr_assert(full >= 0);
    const program_setup setup = {.stdout_fd = full};
    expect_failed_write(&setup, "No space left on device");
    close(full);
}

Test(robust, output_to_a_closed_stdout_fails_with_a_message)
{
    const program_setup setup = {.stdout_fd = -1, .stdout_closed = true};
    expect_failed_write(&setup, "Bad file descriptor");
}

/* A batch stops at the first answer it cannot write: line 2 would take
 * 30 seconds. */
Test(robust, a_batch_stops_at_the_first_failed_write)
{
    const int full = open("/dev/full", O_WRONLY);
    cr_assert(full >= 0);
    const program_setup setup = {.stdout_fd = full};
    setup_result *r = program_run_setup(&setup, "AhAs KdKc\nrandom random --mc --time 30 --quiet\n",
                                        (const char *const[]){"--batch", "-", NULL}, 0);
    cr_expect_eq(r->status, 1, "%s", r->err);
    cr_expect(r->seconds < 10, "took %.1f s", r->seconds);
    cr_expect(strstr(r->err, "No space left on device") != NULL, "%s", r->err);
    free(r);
    close(full);
}

/* A pipe whose reader is gone: pokeq ends quietly with 141 (128 +
 * SIGPIPE), or SIGPIPE itself ends it when a write meets the closed pipe
 * before pokeq sees it is closed; at once, not after the 30-second line. */
Test(robust, a_batch_into_a_closed_pipe_ends_quietly)
{
    for (int ignore = 0; ignore < 2; ignore++) {
        int ends[2];
        cr_assert(pipe(ends) == 0);
        close(ends[0]);
        const program_setup setup = {.stdout_fd = ends[1], .ignore_sigpipe = ignore};
        setup_result *r = program_run_setup(&setup, "AhAs KdKc\nrandom random --mc --time 30 --quiet\n",
                                            (const char *const[]){"--batch", "-", NULL}, 0);
        close(ends[1]);
        if (ignore)
            cr_expect_eq(r->status, 141, "status %d, stderr: %s", r->status, r->err);
        else
            cr_expect(r->status == 141 || r->signal == SIGPIPE, "status %d, signal %d", r->status, r->signal);
        cr_expect_str_empty(r->err);
        cr_expect(r->seconds < 10, "took %.1f s", r->seconds);
        free(r);
    }
}

/* Success is still 0 with every write checked, stderr closed included. */
Test(robust, a_good_run_is_still_zero)
{
    const program_setup setup = {.stdout_fd = -1};
    setup_result *r = program_run_setup(&setup, "", (const char *const[]){"AhAs", "KdKc", NULL}, 0);
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "81.255%") != NULL, "%s", r->out);
    free(r);
}

/* ---- row 2: no nan or inf ---------------------------------------------- */

/* One block of trials has no standard error yet: null, empty, n/a, and
 * the minimum is stated. */
Test(robust, a_standard_error_not_yet_estimated_is_never_nan)
{
    run_result *r = RUN("preflop", "vs-random", "--opponents", "2", "--trials", "1000", "--quiet", "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    expect_no_nan(r->out);
    cr_expect(json_valid(r->out, strlen(r->out)), "not JSON: %.300s", r->out);
    cr_expect(strstr(r->out, "\"stderr\":null") != NULL && strstr(r->out, "\"stderr_min_trials\":8192") != NULL,
              "%.300s", r->out);
    free(r);
    r = RUN("preflop", "vs-random", "--opponents", "2", "--trials", "1000", "--quiet", "--format", "csv");
    expect_no_nan(r->out);
    cr_expect(strstr(r->out, "\n1,AA,6,") != NULL && strstr(r->out, ",,") != NULL, "%.300s", r->out);
    free(r);
    r = RUN("preflop", "vs-random", "--opponents", "2", "--trials", "1000", "--quiet");
    expect_no_nan(r->out);
    cr_expect(strstr(r->out, "n/a") != NULL && strstr(r->out, "at least 8192 trials") != NULL, "%.300s", r->out);
    free(r);
    /* two blocks: a number */
    r = RUN("preflop", "vs-random", "--opponents", "2", "--trials", "8192", "--quiet", "--format", "json");
    cr_expect(json_valid(r->out, strlen(r->out)) && strstr(r->out, "\"stderr\":null") == NULL, "%.300s", r->out);
    free(r);
}

/* The equity answers in every format, down to a single trial. */
Test(robust, equity_answers_are_valid_json_without_nan)
{
    static const char *const trials[] = {"1", "2", "4096"};
    for (int t = 0; t < 3; t++) {
        run_result *r = RUN("AhAs", "KdKc", "--trials", trials[t], "--format", "json");
        cr_expect_eq(r->status, 0, "%s", r->err);
        expect_no_nan(r->out);
        cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
        free(r);
    }
    run_result *r = BATCH("AhAs KdKc\nQQ+,AKs random --board 7h2h3c4d5s\nAA KK --trials 1\n", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_lines_valid(r->out, strlen(r->out)), "%s", r->out);
    free(r);
}

/* The checker the tests above and the fuzz targets rely on. */
Test(robust, the_json_checker_knows_json)
{
    static const char *const good[] = {"{}", "[]", "{\"a\":[1,-0.5,2e-3,true,false,null,\"\\u00e9\\n\"]}",
                                       "\"\xc3\xa9\"", " 0 "};
    static const char *const bad[] = {"nan", "{\"a\":NaN}", "{\"a\":inf}", "[1,]", "{\"a\"}", "\"\\u00zz\"",
                                      "+1", "01", "1.", "\"\x01\"", "\"\xc3\"", "\"\xed\xa0\x80\"", "{} {}", ""};
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        cr_expect(json_valid(good[i], strlen(good[i])), "%s", good[i]);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect(!json_valid(bad[i], strlen(bad[i])), "%s", bad[i]);
}

/* ---- rows 3 and 4: estimates and refusals ------------------------------- */

/* No deal: said so, with no advice to try a method that refuses too. */
Test(robust, a_refusal_never_sends_the_user_to_a_second_refusal)
{
    run_result *r = RUN("AK", "AK", "AK", "AK", "AK", "--exact");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "no deal gives every player a hand") != NULL && strstr(r->err, "--mc") == NULL, "%s",
              r->err);
    free(r);
#define TWENTY "TT+,ATs+,KTs+,QTs+,JTs,ATo+,KTo+,QTo+,JTo"
    r = RUN("--exact", TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY);
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "Monte Carlo cannot answer it either") != NULL && strstr(r->err, "use --mc") == NULL,
              "%s", r->err);
    free(r);
    /* where Monte Carlo can answer, the advice stands */
    r = RUN("--exact", "random", "random", "random");
    cr_expect(strstr(r->err, "Monte Carlo can answer it") != NULL && strstr(r->err, "use --mc") != NULL, "%s",
              r->err);
    free(r);
}

/* ---- row 5: one format per batch --------------------------------------- */

/* A line's own --format is refused; the rest of the stream keeps the
 * batch's format: valid JSON Lines, or CSV with one header. */
Test(robust, a_batch_has_one_format)
{
    run_result *r = BATCH("AhAs KdKc\nAhAs KdKc --format csv\nQQ KK --trials 1e4\n", "--format", "json");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "<stdin>:2: a batch has one format for all its answers") != NULL, "%s", r->err);
    cr_expect(json_lines_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strstr(r->out, "\"line\":1,") != NULL && strstr(r->out, "\"line\":3,") != NULL, "%s", r->out);
    free(r);
    r = BATCH("AhAs KdKc\nQQ KK --trials 1e4\nAhAs KdKc --format json\n", "--format", "csv");
    cr_expect(strstr(r->out, "line,mode,") == r->out && strstr(r->out + 1, "line,mode,") == NULL, "%s", r->out);
    cr_expect(strchr(r->out, '{') == NULL, "%s", r->out);
    free(r);
}

/* ---- row 6: weights are whole hundredths, never rounded ---------------- */

Test(robust, a_weight_finer_than_a_hundredth_is_refused_naming_the_term)
{
    static const char *const bad[][2] = {{"QQ:0.004,AKs", "QQ:0.004"}, {"QQ,JJ:0.333", "JJ:0.333"},
                                         {"QQ:0.0000001", "QQ:0.0000001"}, {"TT@12.5", "TT@12.5"}};
    for (int i = 0; i < 4; i++) {
        run_result *r = RUN(bad[i][0], "random");
        char at[64];
        snprintf(at, sizeof at, "at '%s'", bad[i][1]);
        cr_expect_eq(r->status, 2, "%s", bad[i][0]);
        cr_expect(strstr(r->err, "whole") != NULL && strstr(r->err, at) != NULL, "%s", r->err);
        free(r);
    }
    /* whole hundredths, however written, are kept exactly */
    run_result *r = RUN("grid", "QQ:0.5000000,KK@33,AA:0.01");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "QQ:0.5") != NULL && strstr(r->out, "KK:0.33") != NULL && strstr(r->out, "AA:0.01"),
              "%s", r->out);
    free(r);
}

/* ---- row 8: one number parser, tested at its edges ---------------------- */

Test(robust, numbers_follow_the_documented_grammar)
{
    static const char *const refused[] = {"0x10", "0X1p4", "+5", "-5", " 5", "5 ", "1.5", "1e999", "inf",
                                          "nan", "infinity", "1e", "1e-", "e5", ".", "", "1,000", "1_000"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        run_result *r = RUN("AA", "KK", "--trials", refused[i]);
        cr_expect_eq(r->status, 2, "--trials '%s' accepted: %s", refused[i], r->out);
        free(r);
    }
    static const char *const accepted[][2] = {{"1e3", "1000"}, {"1E3", "1000"}, {"1e+3", "1000"},
                                              {"0010", "10"},  {"5.", "5"},     {".5e4", "5000"}};
    for (size_t i = 0; i < sizeof accepted / sizeof accepted[0]; i++) {
        run_result *r = RUN("AA", "KK", "--trials", accepted[i][0], "--format", "json");
        char trials[32];
        snprintf(trials, sizeof trials, "\"trials\":%s,", accepted[i][1]);
        cr_expect(r->status == 0 && strstr(r->out, trials) != NULL, "'%s': %s%s", accepted[i][0], r->out, r->err);
        free(r);
    }
    /* the same parser everywhere: stderr, seed (digits only, no wrap), threads, preflop, bench */
    static const char *const other[][8] = {
        {"AA", "KK", "--stderr", "0x1p-3", NULL},     {"AA", "KK", "--stderr", "nan", NULL},
        {"AA", "KK", "--stderr", "1e-400", NULL},     {"AA", "KK", "--seed", "18446744073709551616", NULL},
        {"AA", "KK", "--seed", "0x10", NULL},         {"AA", "KK", "--seed", "1e3", NULL},
        {"AA", "KK", "--threads", "0x2", NULL},       {"AA", "KK", "--trials", "1099511627777", NULL},
        {"preflop", "vs-random", "--trials", "0x10", NULL}, {"bench", "--hands", "0x10", NULL},
    };
    for (size_t i = 0; i < sizeof other / sizeof other[0]; i++) {
        run_result *r = program_run("", 0, other[i]);
        cr_expect_eq(r->status, 2, "%s %s accepted", other[i][2], other[i][3]);
        free(r);
    }
    run_result *r = RUN("AA", "KK", "--seed", "18446744073709551615", "--stderr", "2.5e-2", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
}

/* ---- row 10: threads above the cap ------------------------------------- */

static int tasks_of(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *dir = opendir(path);
    if (dir == NULL)
        return -1;
    int count = 0;
    for (struct dirent *entry; (entry = readdir(dir)) != NULL;)
        count += entry->d_name[0] != '.';
    closedir(dir);
    return count;
}

/* --threads 1024 starts no more than the library's cap, and the answer
 * says the team that ran and that it was capped. */
Test(robust, threads_above_the_cap_are_capped_and_said_so)
{
    const int cap = POKEQ_MAX_THREADS_PER_CORE * (int)sysconf(_SC_NPROCESSORS_ONLN);
    FILE *out = tmpfile(), *err = tmpfile();
    cr_assert(out != NULL && err != NULL);
    const pid_t pid = program_start((const char *const[]){"random", "random", "--mc", "--time", "1.5", "--threads",
                                                          "1024", "--quiet", NULL},
                                    "", 0, out, err);
    usleep(700000);
    const int tasks = tasks_of(pid);
    int wait_status;
    cr_assert(waitpid(pid, &wait_status, 0) == pid);
    cr_expect(tasks >= 1 && tasks <= cap + 1, "%d threads running, cap %d", tasks, cap);
    char *text = malloc(PROGRAM_OUTPUT_MAX);
    cr_assert(text != NULL);
    program_read_all(out, text);
    fclose(out);
    fclose(err);
    char said[64];
    snprintf(said, sizeof said, "%d threads (1024 asked; at most %d per core)", cap, POKEQ_MAX_THREADS_PER_CORE);
    cr_expect(strstr(text, said) != NULL, "%s", text);
    free(text);
}
