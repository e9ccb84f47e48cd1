/* SPDX-License-Identifier: MIT */
/* Batches and hard inputs, run as users meet them: the
 * built binary next to this test's directory. A batch loses no answer to
 * a bad line, a refused scenario or an unreadable line; answers reach the
 * output as each is done; work beyond reach is refused, not started.
 * Inputs the fuzzers found are kept here as plain tests too. */
#include "testing.h"

#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- nothing lost ------------------------------------------------------ */

/* Every kind of failure in the middle of a batch: each is reported with
 * its line, and every good line around them is answered. */
Test(hardening, a_batch_answers_every_good_line_around_failures)
{
    char long_line[20000];
    memset(long_line, 'x', sizeof long_line);
    memcpy(long_line, "AhAs KdKc # ", 12);
    long_line[sizeof long_line - 1] = '\0';
    char input[40000];
    const int length = snprintf(input, sizeof input,
                                "AhAs KdKc\n"                       /* 1 good */
                                "not a scenario\n"                  /* 2 bad words */
                                "QQ:0 AA\n"                         /* 3 an empty range */
                                "--exact random random random\n"    /* 4 refused: years of work */
                                "AhAs AhKd\n"                       /* 5 a card twice */
                                "%s\n"                              /* 6 too long */
                                "AA KK -h\n"                        /* 7 -h on a batch line */
                                "AA \"KK\n"                         /* 8 open quote */
                                "QsQd JcTc --board 7h2h3c\n",       /* 9 good */
                                long_line);
    input[length] = '\0';
    /* a NUL byte (line 10), then a good last line without a newline */
    static const char tail[] = "AA\0KK\nKhKd 7s6s --board 2c3c4c5d";
    memcpy(input + length, tail, sizeof tail - 1);
    run_result *r = program_run(input, (size_t)length + sizeof tail - 1,
                              (const char *const[]){"--batch", "-", "--format", "csv", NULL});
    cr_expect_eq(r->status, 2, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "\n1,exact,1712304,") != NULL, "line 1 answered: %s", r->out);
    cr_expect(strstr(r->out, "\n9,exact,") != NULL, "line 9 answered: %s", r->out);
    cr_expect(strstr(r->out, "\n11,exact,") != NULL, "line 11 answered: %s", r->out);
    static const char *const reports[] = {"<stdin>:2: ", "<stdin>:3: ", "<stdin>:4: ", "<stdin>:5: ",
                                          "<stdin>:6: line longer than 16384 bytes", "<stdin>:7: not allowed",
                                          "<stdin>:8: unclosed", "<stdin>:10: a NUL byte"};
    for (size_t i = 0; i < sizeof reports / sizeof reports[0]; i++)
        cr_expect(strstr(r->err, reports[i]) != NULL, "'%s' in: %s", reports[i], r->err);
    cr_expect(strstr(r->err, "<stdin>:4: an exact answer would take") != NULL && strstr(r->err, "--mc") != NULL,
              "%s", r->err);
    free(r);
}

/* Answers reach stdout as each scenario is done: with stdout a file (fully
 * buffered), line 1's answer is there while line 2 still runs. */
Test(hardening, each_batch_answer_is_flushed_before_the_next_line_runs)
{
    static const char input[] = "AhAs KdKc\nrandom random --mc --time 30 --quiet\n";
    FILE *out = tmpfile(), *err = tmpfile();
    cr_assert(out != NULL && err != NULL);
    const pid_t pid = program_start((const char *const[]){"--batch", "-", "--format", "json", NULL}, input,
                                    sizeof input - 1, out, err);
    char text[4096] = "";
    for (const double begun = program_seconds_now(); program_seconds_now() - begun < 20;) {
        fflush(out);
        rewind(out);
        const size_t n = fread(text, 1, sizeof text - 1, out);
        text[n] = '\0';
        if (strstr(text, "\"line\":1,") != NULL)
            break;
        usleep(20000);
    }
    int wait_status;
    const pid_t done = waitpid(pid, &wait_status, WNOHANG);
    kill(pid, SIGKILL);
    waitpid(pid, &wait_status, 0);
    fclose(out);
    fclose(err);
    cr_expect(strstr(text, "\"line\":1,") != NULL && strstr(text, "}\n") != NULL, "line 1 not out yet: '%s'", text);
    cr_expect_eq(done, 0, "pokeq ended before line 2's 30 s");
}

/* ---- work beyond reach ------------------------------------------------- */

Test(hardening, exact_work_beyond_reach_is_refused_with_a_hint)
{
    run_result *r = RUN("--exact", "random", "random", "random");
    cr_expect_eq(r->status, 2);
    cr_expect(r->seconds < 10, "took %.1f s", r->seconds);
    cr_expect_str_empty(r->out);
    cr_expect(strstr(r->err, "an exact answer would take about") != NULL && strstr(r->err, "use --mc") != NULL, "%s",
              r->err);
    free(r);
    r = RUN("--exact", "random", "random", "random", "random", "random", "random", "random", "random", "random",
            "random");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "--mc") != NULL, "%s", r->err);
    free(r);
}

/* A long argument of many terms parses in time linear in its length. */
Test(hardening, a_long_range_argument_is_quick)
{
    enum { TERMS = 30000 };
    char *range = malloc(4 * TERMS + 1);
    cr_assert(range != NULL);
    for (int i = 0; i < TERMS; i++)
        memcpy(range + 4 * i, i % 2 ? "AKs," : "QQ+,", 4);
    range[4 * TERMS - 1] = '\0';
    run_result *r = RUN(range, "random", "--mc", "--trials", "1000");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(r->seconds < 10, "took %.1f s", r->seconds);
    free(r);
    free(range);
}

/* ---- fuzzer finds -------------------------------------------------------- */

/* fuzz_batch_line: "-h" on a batch line was taken as --help and ignored;
 * like --help it belongs to the command line only. */
Test(hardening, dash_h_on_a_batch_line_is_refused)
{
    run_result *r = BATCH("AA KK -h\nAA KK\n", "--trials", "1000", "--format", "csv");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "<stdin>:1: not allowed on a batch line, at '-h'") != NULL, "%s", r->err);
    cr_expect(strstr(r->out, "\n2,mc,") != NULL, "%s", r->out);
    free(r);
}

/* fuzz_argv: ten players on the 20 cards T..A. With two of them dead no
 * deal exists, and the search for one was exponential; with all 20 a deal
 * is 4 draws in 10^8, and Monte Carlo's rejection sampling never ended a
 * trial. Both are refused at once, and a batch goes on past them. */
#define TWENTY "TT+,ATs+,KTs+,QTs+,JTs,ATo+,KTo+,QTo+,JTo"
#define TEN_TWENTIES TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY, TWENTY
Test(hardening, ten_players_on_twenty_cards_are_refused_at_once)
{
    run_result *r = RUN("--dead", "AhAc", TEN_TWENTIES);
    cr_expect_eq(r->status, 2);
    cr_expect(r->seconds < 5, "took %.1f s", r->seconds);
    cr_expect(strstr(r->err, "no deal gives every player a hand without a shared card") != NULL, "%s", r->err);
    free(r);
    r = RUN(TEN_TWENTIES, "--trials", "1000");
    cr_expect_eq(r->status, 2);
    cr_expect(r->seconds < 5, "took %.1f s", r->seconds);
    cr_expect(strstr(r->err, "almost no valid deal") != NULL && strstr(r->err, "fewer players") != NULL, "%s",
              r->err);
    free(r);
    static const char line[] = TWENTY " " TWENTY " " TWENTY " " TWENTY " " TWENTY " " TWENTY " " TWENTY " " TWENTY
                                      " " TWENTY " " TWENTY "\nAA KK\n";
    r = BATCH(line, "--trials", "1000", "--format", "csv");
    cr_expect_eq(r->status, 2);
    cr_expect(r->seconds < 5, "took %.1f s", r->seconds);
    cr_expect(strstr(r->err, "<stdin>:1: ") != NULL && strstr(r->err, "almost no valid deal") != NULL, "%s",
              r->err);
    cr_expect(strstr(r->out, "\n2,mc,") != NULL, "%s", r->out);
    free(r);
}

/* ---- limits -------------------------------------------------------------- */

/* Range text past 1 MiB is refused whole (its offsets are ints), at once. */
Test(hardening, range_text_over_a_mebibyte_is_refused)
{
    const size_t length = (1u << 20) + 1;
    char *text = malloc(length + 1);
    cr_assert(text != NULL);
    memset(text, ' ', length);
    memcpy(text, "QQ+", 3);
    text[length] = '\0';
    pokeq_range range;
    pokeq_range_error error;
    cr_expect_eq(pokeq_range_parse(text, &range, &error), -POKEQ_ERR_RANGE_SYNTAX);
    cr_expect(strstr(error.reason, "1 MiB") != NULL, "%s", error.reason);
    cr_expect_eq(pokeq_range_size(&range), 0);
    text[length - 1] = '\0'; /* exactly 1 MiB: parsed */
    cr_expect_eq(pokeq_range_parse(text, &range, &error), 0);
    cr_expect_eq(pokeq_range_size(&range), 18);
    free(text);
}
