/* Nothing lost, nothing silently wrong (issue 15), run as users and
 * scripts meet the program: output that cannot be written, a reader that
 * goes away, signals a script set up. One test or more per row of the
 * issue; the rows about words and messages are in test_words.c. */
#include <criterion/criterion.h>

#include "pokeq.h"
#include "program.h"

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
