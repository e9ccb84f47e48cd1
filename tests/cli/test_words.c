/* SPDX-License-Identifier: MIT */
/* What people type, run as they meet the
 * program: suit symbols pasted from elsewhere, bytes a terminal would
 * obey, a byte order mark, options that do not apply, signals a script
 * set up, progress and grid wording, the subcommands' own words. The rows
 * about output and numbers are in test_robust.c. */
#include "testing.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The number after "key": in text, or -1. */
static double number_after(const char *text, const char *key)
{
    const char *at = strstr(text, key);
    return at != NULL ? strtod(at + strlen(key), NULL) : -1;
}

/* ---- row 11: suit symbols, escaped bytes, a byte order mark ------------- */

Test(words, suit_symbols_are_suits)
{
    cr_expect_eq(pokeq_card_parse("A♠"), pokeq_card_parse("As"));
    cr_expect_eq(pokeq_card_parse("10♥"), pokeq_card_parse("Th"));
    cr_expect_eq(pokeq_card_parse("2♦\xef\xb8\x8f"), pokeq_card_parse("2d")); /* with U+FE0F */
    cr_expect_eq(pokeq_card_parse("Q♧"), pokeq_card_parse("Qc"));
    int cards[3];
    cr_expect_eq(pokeq_cards_parse("A♠K♥ 7♣", cards, 3, NULL), 3);
    run_result *symbols = RUN("A♠K♠", "Q♥Q♦", "--board", "7♣2♣3♦", "--format", "json");
    run_result *letters = RUN("AsKs", "QhQd", "--board", "7c2c3d", "--format", "json");
    cr_assert_eq(symbols->status, 0, "%s", symbols->err);
    cr_expect(json_valid(symbols->out, strlen(symbols->out)), "%s", symbols->out);
    cr_expect_eq(number_after(symbols->out, "\"equity\":"), number_after(letters->out, "\"equity\":"));
    cr_expect(strstr(symbols->out, "\"board\":\"7c2c3d\"") != NULL, "%s", symbols->out);
    free(symbols);
    free(letters);
    run_result *range = RUN("A♠K♠,QQ", "random", "--mc", "--trials", "1000");
    cr_expect_eq(range->status, 0, "%s", range->err);
    free(range);
}

/* Something else where a suit goes: a message about suits. */
Test(words, another_symbol_is_refused_with_a_message_about_suits)
{
    run_result *r = RUN("A★K♠", "QQ");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "a suit c, d, h, s or ♣ ♦ ♥ ♠") != NULL && strstr(r->err, "at 'A★'") != NULL, "%s",
              r->err);
    free(r);
}

/* Terminal escape codes and invalid UTF-8 are shown, not obeyed. */
Test(words, control_bytes_and_bad_utf8_are_escaped_in_messages)
{
    static const char *const words[][2] = {
        {"Ah\x1b[31mAs", "\\x1b["}, {"\xff\xfe" "AA", "\\xff\\xfe"}, {"QQ\x07", "\\x07"}, {"A\xe2\x99", "\\xe2"}};
    for (int i = 0; i < 4; i++) {
        run_result *r = RUN(words[i][0], "KdKc");
        cr_expect_eq(r->status, 2);
        cr_expect(strstr(r->err, words[i][1]) != NULL, "'%s' not in: %s", words[i][1], r->err);
        for (const char *c = r->err; *c != '\0'; c++)
            cr_expect((unsigned char)*c >= 0x20 || *c == '\n', "a raw control byte 0x%02x in: %s", *c, r->err);
        cr_expect(strchr(r->err, '\xff') == NULL, "%s", r->err);
        free(r);
    }
    run_result *r = BATCH("AhAs \x1b]0;title\x07KdKc\n", "--quiet");
    cr_expect(strstr(r->err, "<stdin>:1: ") != NULL && strchr(r->err, '\x1b') == NULL, "%s", r->err);
    free(r);
    r = RUN("grid", "QQ\x1b");
    cr_expect(strstr(r->err, "\\x1b") != NULL && strchr(r->err, '\x1b') == NULL, "%s", r->err);
    free(r);
}

/* A byte order mark at the top of a batch file is skipped. */
Test(words, a_byte_order_mark_is_skipped)
{
    run_result *r = BATCH("\xef\xbb\xbf" "AhAs KdKc\nQQ KK --trials 1e4\n", "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "\n1,exact,1712304,") != NULL && strstr(r->out, "\n2,mc,") != NULL, "%s", r->out);
    free(r);
}

/* ---- row 7: every option applies or is refused naming it ---------------- */

Test(words, options_that_do_not_apply_are_refused_by_name)
{
    static const char *const refused[][10] = {
        {"grid", "QQ+", "--format", "json", NULL},
        {"grid", "QQ+", "--opponents", "3", NULL},
        {"preflop", "matrix", "--opponents", "5", "--trials", "7", NULL},
        {"preflop", "matrix", "--seed", "3", NULL},
        {"preflop", "vs-random", "--trials", "7", NULL},
        {"preflop", "vs-random", "--opponents", "2", "--no-cache", NULL},
        {"preflop", "vs-random", "--grid", "--format", "csv", NULL},
        {"preflop", "vs-random", "--cache", "/tmp", "--no-cache", NULL},
        {"AhAs", "KdKc", "--exact", "--mc", NULL},
        {"AhAs", "KdKc", "--seed", "7", "--exact", NULL},
    };
    static const char *const named[] = {"'--format'", "'--opponents'", "'--opponents'", "'--seed'", "'--trials'",
                                        "'--no-cache'", "'--format'", "'--no-cache'", "'--mc'", "'7'"};
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        run_result *r = program_run("", 0, refused[i]);
        cr_expect_eq(r->status, 2, "%s %s: %s", refused[i][0], refused[i][2], r->out);
        cr_expect(strstr(r->err, named[i]) != NULL, "%s not named in: %s", named[i], r->err);
        cr_expect_str_empty(r->out);
        free(r);
    }
    /* what applies still works; the same method twice is no conflict */
    run_result *r = RUN("AhAs", "KdKc", "--exact", "--exact");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
    r = RUN("AhAs", "KdKc", "--seed", "7", "--trials", "1000");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
    /* a batch's --seed applies to its Monte Carlo lines, and an exact line is not refused for it */
    r = BATCH("AhAs KdKc --exact\nAhAs KdKc --trials 1000\n", "--seed", "7");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
}

/* ---- row 9: an inherited SIG_IGN for SIGINT stays ignored ---------------- */

/* Started with SIGINT ignored (a script's `cmd &`), a batch runs on past a
 * SIGINT that arrives after a Monte Carlo line; started normally, the
 * same SIGINT stops it (the result so far, 130). */
Test(words, an_ignored_sigint_stays_ignored)
{
    static const char input[] = "AhAs KdKc --trials 1e4\nrandom random --mc --time 1.5\nAhAs KdKc\n";
    const program_setup ignored = {.stdout_fd = -1, .ignore_sigint = true};
    setup_result *r = program_run_setup(&ignored, input, (const char *const[]){"--batch", "-", "--quiet", NULL}, 0.7);
    cr_expect_eq(r->status, 0, "status %d, signal %d: %s", r->status, r->signal, r->err);
    cr_expect(strstr(r->out, "line 3: ") != NULL, "%s", r->out);
    free(r);
    const program_setup normal = {.stdout_fd = -1};
    r = program_run_setup(&normal, input, (const char *const[]){"--batch", "-", "--quiet", NULL}, 0.7);
    cr_expect_eq(r->status, 130, "status %d, signal %d: %s", r->status, r->signal, r->err);
    cr_expect(strstr(r->out, "INTERRUPTED") != NULL && strstr(r->out, "line 3: ") == NULL, "%s", r->out);
    free(r);
}

/* ---- row 12: progress honours the trial cap ------------------------------ */

/* Runs pokeq with stderr on a terminal (a pseudo-terminal this test
 * reads) for `seconds`, then kills it; returns what it drew (free it). */
static char *progress_of(const char *const *args, double seconds)
{
    const int master = posix_openpt(O_RDWR | O_NOCTTY);
    cr_assert(master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0);
    const char *terminal = ptsname(master);
    cr_assert(terminal != NULL);
    const char *argv[PROGRAM_ARGS_MAX + 2] = {pokeq_path()};
    for (int i = 0; args[i] != NULL; i++)
        argv[i + 1] = args[i];
    const pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        alarm(PROGRAM_CHILD_SECONDS);
        const int slave = open(terminal, O_RDWR | O_NOCTTY), null = open("/dev/null", O_WRONLY);
        dup2(slave, STDERR_FILENO);
        dup2(null, STDOUT_FILENO);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    usleep((useconds_t)(seconds * 1e6));
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    fcntl(master, F_SETFL, O_NONBLOCK);
    enum { DRAWN_MAX = 1 << 16 };
    char *drawn = calloc(DRAWN_MAX, 1);
    cr_assert(drawn != NULL);
    size_t used = 0;
    for (ssize_t n; used + 1 < DRAWN_MAX && (n = read(master, drawn + used, DRAWN_MAX - 1 - used)) > 0;)
        used += (size_t)n;
    close(master);
    return drawn;
}

/* A standard error of 1e-9 would take billions of seconds, but the
 * 2^40-trial cap ends the run in hours: the time left says the latter. */
Test(words, progress_time_left_honours_the_trial_cap)
{
    char *drawn = progress_of((const char *const[]){"AhAs", "KdKc", "--stderr", "1e-9", NULL}, 1.8);
    /* the last whole line drawn (the kill may cut the one being drawn) */
    const char *last = NULL;
    double rate = 0, left = 0;
    char unit[8] = "";
    for (const char *at = drawn; (at = strstr(at, " trials, ")) != NULL; at++) {
        double r, e, l;
        char u[8];
        if (sscanf(at, " trials, %lf M/s, stderr %lf, about %lf %7s left", &r, &e, &l, u) == 4) {
            last = at, rate = r, left = l;
            (void)e;
            memcpy(unit, u, sizeof unit);
        }
    }
    cr_assert(last != NULL, "no progress line drawn: %s", drawn);
    const double seconds = left * (strcmp(unit, "h") == 0 ? 3600 : strcmp(unit, "min") == 0 ? 60 : 1);
    const double cap_seconds = (double)POKEQ_MC_MAX_TRIALS / (rate * 1e6);
    cr_expect(seconds <= cap_seconds * 1.1 + 60, "%.0f s left, but the cap ends it in %.0f s: %s", seconds,
              cap_seconds, last);
    free(drawn);
}

/* ---- row 13: grid titles say what they list; plurals ---------------------- */

Test(words, grid_titles_say_what_they_list)
{
    run_result *r = RUN("grid", "AhKh");
    cr_expect(strncmp(r->out, "AhKh: 1 combo (0.1 %)\n", 22) == 0, "%s", r->out);
    free(r);
    /* 40 single combos: too long for a title, cut after a whole term */
    char range[512] = "";
    static const char ranks[] = "AKQJT98765432";
    int listed = 0;
    for (int high = 0; high < 13 && listed < 40; high++)
        for (int low = high + 1; low < 13 && listed < 40; low++, listed++) {
            const size_t used = strlen(range);
            snprintf(range + used, sizeof range - used, "%s%ch%cd", listed ? "," : "", ranks[high], ranks[low]);
        }
    r = RUN("grid", range);
    cr_assert_eq(r->status, 0, "%s", r->err);
    const char *end = strchr(r->out, '\n');
    cr_assert(end != NULL);
    const char *more = strstr(r->out, ", ... and ");
    cr_expect(more != NULL && more < end && strstr(r->out, " more terms: 40 combos (3.0 %)\n") != NULL, "%.300s",
              r->out);
    int shown = 1, left_out = 0;
    for (const char *c = r->out; c < more; c++)
        shown += *c == ',';
    cr_expect(more == NULL || sscanf(more, ", ... and %d", &left_out) == 1, "%s", more);
    cr_expect_eq(shown + left_out, 40, "%d shown and %d more", shown, left_out);
    free(r);
}

/* ---- row 14: bench's own words -------------------------------------------- */

Test(words, bench_options_without_their_value_are_named)
{
    static const char *const cases[][4] = {{"bench", "--hands", NULL}, {"bench", "--runs", NULL},
                                           {"bench", "--loop", "naive", NULL},
                                           {"bench", "--evaluators", "--equity", NULL}};
    static const char *const said[] = {"--hands needs a value", "--runs needs a value", "--loop needs",
                                       "--evaluators and --equity together"};
    for (int i = 0; i < 4; i++) {
        run_result *r = program_run("", 0, cases[i]);
        cr_expect_eq(r->status, 2);
        cr_expect(strstr(r->err, said[i]) != NULL && strstr(r->err, "unknown option") == NULL, "%s", r->err);
        cr_expect_str_empty(r->out);
        free(r);
    }
    /* every exit status the program uses is in --help */
    run_result *r = RUN("--help");
    cr_expect(strstr(r->out, "0 done") != NULL && strstr(r->out, "1 failed") != NULL &&
                  strstr(r->out, "2 bad input") != NULL && strstr(r->out, "130") != NULL &&
                  strstr(r->out, "141") != NULL,
              "%s", r->out);
    free(r);
}
