/* SPDX-License-Identifier: MIT */
/* The pokeq program as users and scripts meet it: the built binary is run
 * (found next to this test's directory, so any BUILD dir works), its
 * stdout, stderr and exit status captured. Exact answers are checked
 * against the library; every bad input must exit 2, print nothing on
 * stdout and name the bad word; a batch goes on past bad lines. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- running the program -------------------------------------------- */

/* Runs pokeq with args (NULL-terminated) and stdin_text (NULL: empty). */
static run_result *run(const char *stdin_text, const char *const *args)
{
    return program_run(stdin_text ? stdin_text : "", stdin_text ? strlen(stdin_text) : 0, args);
}

/* The number after "key": in a JSON object (from text on); NAN if absent. */
static double json_number(const char *text, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(text, pattern);
    return at != NULL ? strtod(at + strlen(pattern), NULL) : (double)NAN;
}

/* ---- answers ---------------------------------------------------------- */

Test(cli, json_exact_equals_the_library)
{
    run_result *r = RUN("AhAs", "KdKc", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "\"mode\":\"exact\"") != NULL, "%s", r->out);
    cr_expect_eq(json_number(r->out, "runouts"), 1712304.0, "%s", r->out);

    pokeq_scenario s = {.players = 2};
    s.hole[0][0] = pokeq_card_parse("Ah"), s.hole[0][1] = pokeq_card_parse("As");
    s.hole[1][0] = pokeq_card_parse("Kd"), s.hole[1][1] = pokeq_card_parse("Kc");
    pokeq_exact_result exact;
    cr_assert_eq(pokeq_exact(&s, 1, &exact), 0);
    const double equity = (double)exact.player[0].equity_units / (2520.0 * (double)exact.runouts);
    /* the program prints the shortest decimal that reads back as the same
     * double, so the equity must come back bit for bit */
    const char *first = strstr(r->out, "{\"input\":\"AhAs\"");
    cr_assert(first != NULL, "%s", r->out);
    cr_expect_eq(json_number(first, "equity"), equity, "%s vs %.17g", r->out, equity);
    cr_expect_eq(json_number(first, "win"), (double)exact.player[0].wins / (double)exact.runouts);
    free(r);
}

Test(cli, text_names_the_work_and_the_mode)
{
    run_result *r = RUN("AhAs", "KdKc");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "1,712,304 boards, exact, ") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "81.255%") != NULL, "%s", r->out);
    free(r);
}

Test(cli, complete_board_is_one_runout_without_nan)
{
    const char *formats[] = {"text", "json", "csv"};
    for (int f = 0; f < 3; f++) {
        run_result *r = RUN("AhAs", "KdKc", "--board", "7h2h3c4d5s", "--format", formats[f]);
        cr_assert_eq(r->status, 0, "stderr: %s", r->err);
        expect_no_nan(r->out);
        if (f == 1)
            cr_expect_eq(json_number(r->out, "runouts"), 1.0, "%s", r->out);
        free(r);
    }
    /* a range on a complete board: per-combo ratios guarded too */
    run_result *r = RUN("QQ+", "random", "--board", "7h2h3c4d5s");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    expect_no_nan(r->out);
    free(r);
}

Test(cli, monte_carlo_is_reproducible_and_reports_stderr)
{
    run_result *a = RUN("AhAs", "KdKc", "QhJh", "--mc", "--trials", "200000", "--seed", "5", "--threads", "1",
                        "--format", "json");
    run_result *b = RUN("AhAs", "KdKc", "QhJh", "--trials", "2e5", "--seed", "5", "--threads", "2", "--format",
                        "json");
    cr_assert_eq(a->status, 0, "stderr: %s", a->err);
    cr_assert_eq(b->status, 0, "stderr: %s", b->err);
    cr_expect(strstr(a->out, "\"mode\":\"mc\"") != NULL && strstr(b->out, "\"mode\":\"mc\"") != NULL);
    cr_expect_eq(json_number(a->out, "trials"), 200000.0, "%s", a->out);
    cr_expect_eq(json_number(a->out, "equity"), json_number(b->out, "equity"), "%s\n%s", a->out, b->out);
    const double se = json_number(a->out, "stderr");
    cr_expect(se > 0 && se < 0.01, "%s", a->out);
    free(a);
    free(b);
}

Test(cli, automatic_mode_samples_big_range_jobs)
{
    /* (a stopping rule would ask for Monte Carlo itself: none here) */
    run_result *r = RUN("10%", "10%", "10%", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "\"mode\":\"mc\"") != NULL, "%s", r->out);
    free(r);
    r = RUN("10%", "10%", "10%");
    cr_expect(strstr(r->out, "monte carlo (exact would take") != NULL, "%s", r->out);
    free(r);
    r = RUN("QQ+,AKs", "random", "--board", "7h2h3c", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "\"mode\":\"exact\"") != NULL, "%s", r->out);
    free(r);
}

Test(cli, ranges_show_best_and_worst_combos)
{
    run_result *r = RUN("QQ+,AKs", "random", "--board", "7h2h3c");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "QQ+,AKs") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "best") != NULL && strstr(r->out, "worst") != NULL, "%s", r->out);
    free(r);
}

Test(cli, csv_quotes_a_range_with_commas)
{
    run_result *r = RUN("QQ+,AKs", "random", "--board", "7h2h3c", "--format", "csv");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strncmp(r->out, "mode,runouts,trials,board,dead,player,input,equity,win,tie,stderr,seconds,threads",
                      80) == 0,
              "%s", r->out);
    cr_expect(strstr(r->out, ",\"QQ+,AKs\",") != NULL, "%s", r->out);
    free(r);
}

Test(cli, weighted_ranges_give_deals_and_the_weighted_total)
{
    /* AA against QQ@100,22@1: 72 deals of hands x C(48,5) boards; the
     * weighted total counts QQ 100 times as often as 22 */
    run_result *r = RUN("AA", "QQ@100,22@1", "--exact");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strncmp(r->out, "123,285,888 showdowns, 6,225,937,344 weighted, exact", 52) == 0, "%s", r->out);
    free(r);
    r = RUN("AA", "QQ@100,22@1", "--exact", "--format", "json");
    cr_expect(strstr(r->out, "\"runouts\":6225937344,\"deals\":123285888,") != NULL, "%s", r->out);
    free(r);
    r = RUN("AA", "QQ", "--exact");
    cr_expect(strncmp(r->out, "61,642,944 showdowns, exact", 27) == 0, "unweighted: one count, %s", r->out);
    free(r);
}

Test(cli, ranking_option_on_the_command_line_a_batch_line_and_the_grid)
{
    char want[256], text[200];
    pokeq_range vs1;
    cr_assert_eq(pokeq_range_parse_ranked("5%", POKEQ_RANKING_VS1, &vs1, NULL), 0);
    pokeq_range_format(&vs1, text, sizeof text);
    run_result *r = RUN("5%", "AhAs", "--board", "2c3d4h", "--ranking", "vs1");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    snprintf(want, sizeof want, " 1 %s ", text);
    cr_expect(strstr(r->out, want) != NULL, "no '%s' in %s", want, r->out);
    free(r);
    r = BATCH("5% AhAs --board 2c3d4h --ranking=vs1\n5% AhAs --board 2c3d4h\n", "--batch", "-");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    const char *second = strstr(r->out, "line 2");
    cr_assert(second != NULL, "%s", r->out);
    cr_expect(strstr(r->out, want) != NULL && strstr(r->out, want) < second, "%s", r->out);
    cr_expect(strstr(second, " 1 88+,AJs+,KQs,AKo ") != NULL, "PokerStove's 5%% by default: %s", r->out);
    free(r);
    r = RUN("grid", "10%");
    cr_expect(strncmp(r->out, "77+,A9s+,KTs+,QTs+,AJo+,KQo: 136 combos (10.3 %)", 48) == 0, "%s", r->out);
    free(r);
    r = RUN("grid", "5%", "--ranking", "vs1");
    snprintf(want, sizeof want, "%s: %d combos", text, pokeq_range_size(&vs1));
    cr_expect(strncmp(r->out, want, strlen(want)) == 0, "%s", r->out);
    free(r);
    r = RUN("grid", "AhKh");
    cr_expect(strncmp(r->out, "AhKh: 1 combo (0.1 %)", 21) == 0, "%s", r->out);
    free(r);
}

/* --game on the command line and on batch lines: the library's answer for
 * the game, and a batch line's game is its own. */
Test(cli, game_option_on_the_command_line_and_a_batch_line)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_SHORTDECK;
    q.seats = 2;
    q.seat[0].text = "AhAs";
    q.seat[1].text = "KdKc";
    q.method = POKEQ_METHOD_EXACT;
    pokeq_result want;
    cr_assert_eq(pokeq_solve(&q, &want, NULL), 0);
    char equity[64];
    snprintf(equity, sizeof equity, "\"equity\":%.17g", want.seat[0].equity);
    run_result *r = RUN("AhAs", "KdKc", "--game", "shortdeck", "--exact", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "\"runouts\":201376") != NULL, "%s", r->out);
    cr_expect_eq(want.count, 201376);
    free(r);
    r = BATCH("AhAs KdKc --game=shortdeck --exact\nAhAs KdKc --exact\nAhAs 5d5c --game shortdeck\n", "--batch", "-");
    cr_expect_eq(r->status, 2, "a bad line: %s", r->err);
    const char *second = strstr(r->out, "line 2");
    cr_assert(second != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "201,376 boards") != NULL && strstr(r->out, "201,376 boards") < second, "%s", r->out);
    cr_expect(strstr(second, "1,712,304 boards") != NULL, "Hold'em again on line 2: %s", r->out);
    cr_expect(strstr(r->err, "5d5c") != NULL && strstr(r->err, ":3:") != NULL, "%s", r->err);
    free(r);
    /* the short deck preflop table: its 81 classes, exact; Omaha has none */
    r = RUN("preflop", "vs-random", "--game", "shortdeck", "--no-cache", "--quiet", "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    int rows = 0;
    for (const char *line = strchr(r->out, '\n'); line != NULL && line[1] != '\0'; line = strchr(line + 1, '\n'))
        rows++;
    cr_expect_eq(rows, 81, "%s", r->out);
    cr_expect(strstr(r->out, "\n1,AA,6,") != NULL && strstr(r->out, ",A5s,") == NULL, "%s", r->out);
    free(r);
    r = RUN("preflop", "vs-random", "--game", "omaha");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "no 169-class table") != NULL && strstr(r->err, "'omaha'") != NULL, "%s", r->err);
    free(r);
    /* a game this build cannot answer: exit 2 with a message naming it */
    r = RUN("AsAhKsKh", "QdQcJdJc", "--game", "omaha");
    if (r->status != 0) {
        cr_expect_eq(r->status, 2);
        cr_expect(strstr(r->err, "omaha") != NULL, "%s", r->err);
        cr_expect_str_empty(r->out);
    }
    free(r);
}

/* ---- bad input --------------------------------------------------------- */

typedef struct bad_case {
    const char *args[8];
    const char *token;          /* the message must quote this (11 players: at the end) */
} bad_case;

Test(cli, every_bad_input_exits_2_naming_the_token)
{
    static const bad_case cases[] = {
        {{"AhAs", "KdKz"}, "'Kz'"},                                          /* unknown card */
        {{"AhAs", "KdKc", "--board", "7h2hXx"}, "'Xx'"},                     /* unknown board card */
        {{"AhAs", "AhKd"}, "AhKd"},                                          /* duplicate across players */
        {{"AhAs", "KdKc", "--board", "Ah2c3d"}, "Ah2c3d"},                   /* duplicate with the board */
        {{"AhAs", "KdKc", "--dead", "2c3cKd"}, "2c3cKd"},                    /* duplicate with dead cards */
        {{"AhAs", "KdKc", "--board", "7h7h2c"}, "7h"},                       /* duplicate within a word */
        {{"AhAs"}, "AhAs"},                                                  /* one player */
        {{"AhAs", "KdKc", "--board", "2c3c4c5c6c7c"}, "2c3c4c5c6c7c"},       /* board of 6 */
        {{"AA", "AsAh", "--board", "AcAd"}, "'AA'"},                         /* empty range */
        {{"QQ+,AKx", "KK"}, "AKx"},                                          /* range syntax */
        {{"AhAs", "KdKc", "--frob"}, "--frob"},                              /* unknown option */
        {{"AhAs", "KdKc", "--board"}, "--board"},                            /* missing value */
        {{"AhAs", "KdKc", "--trials", "abc"}, "'abc'"},                      /* non-numeric */
        {{"AhAs", "KdKc", "--trials", "0"}, "'0'"},                          /* out of range */
        {{"AhAs", "KdKc", "--threads", "5000"}, "'5000'"},
        {{"AhAs", "KdKc", "--stderr", "-1"}, "'-1'"},
        {{"AhAs", "KdKc", "--time", "nan"}, "'nan'"},
        {{"AhAs", "KdKc", "--seed", "12x"}, "'12x'"},
        {{"AhAs", "KdKc", "--format", "xml"}, "'xml'"},
        {{"AhAs", "KdKc", "--ranking", "stove"}, "'stove'"},
        {{"AhAs", "KdKc", "--game", "poker"}, "'poker'"},                    /* unknown game */
        {{"AhAsKd", "KdKc"}, "AhAsKd"},                                      /* a hand of three cards */
        {{"AhKh", "5h6h", "--game", "shortdeck"}, "5h6h"},                   /* a 5 in short deck */
        {{"22+", "AhKh", "--game", "shortdeck"}, "'22+'"},                   /* a range term naming a 2 */
        {{"AhAs", "KdKc", "--exact", "--trials", "100"}, "'100'"},
        {{"AhAs", "KdKc", "--dead", "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQd2h3h4h5h6h7h8h9hThJhQhKh2s3s4s5s6s7s"},
         "2c3c4c"},                                                          /* too few cards left */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[10] = {0};
        int n = 0;
        while (n < 8 && cases[i].args[n] != NULL)
            argv[n] = cases[i].args[n], n++;
        run_result *r = run(NULL, argv);
        cr_expect_eq(r->status, 2, "case %zu (%s ...): status %d, stderr %s", i, argv[0], r->status, r->err);
        cr_expect_str_empty(r->out, "case %zu printed an answer: %s", i, r->out);
        cr_expect(strstr(r->err, cases[i].token) != NULL, "case %zu: no %s in: %s", i, cases[i].token, r->err);
        cr_expect(strstr(r->err, "argument") != NULL, "case %zu: no place in: %s", i, r->err);
        free(r);
    }
    run_result *r = RUN("AA", "KK", "QQ", "JJ", "TT", "99", "88", "77", "66", "55", "44");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'44'") != NULL && strstr(r->err, "argument 11") != NULL, "%s", r->err);
    free(r);
}

/* ---- batch ------------------------------------------------------------- */

static const char batch_text[] =
    "# comment, then a blank line\n"
    "\n"
    "AhAs KdKc\n"                                   /* 3: good */
    "AhAs KdKz\n"                                   /* 4: bad card */
    "\"QQ+, AKs\" random --board 7h2h3c   # quoted\n" /* 5: good */
    "AhKh QsQd JcTc --dead 2c3c --frob\n"           /* 6: unknown option */
    "AhKh QsQd JcTc --dead 2c3c\n"                  /* 7: good */
    "AhAs \"KdKc\n"                                 /* 8: open quote */
    "AhAs KdKc --board 7h2h3c4d5s --format csv\n";  /* 9: refused: one format per batch */

static char *write_batch(void)
{
    static char path[] = "/tmp/pokeq_test_batch_XXXXXX";
    const int fd = mkstemp(path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, batch_text, sizeof batch_text - 1), (ssize_t)(sizeof batch_text - 1));
    close(fd);
    return path;
}

Test(cli, batch_answers_good_lines_and_reports_bad_ones)
{
    char *path = write_batch();
    run_result *r = RUN("--batch", path, "--format", "json");
    unlink(path);
    cr_expect_eq(r->status, 2, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "{\"line\":3,\"schema\":1,\"game\":\"holdem\",\"mode\":\"exact\",\"runouts\":1712304") !=
                  NULL,
              "%s", r->out);
    cr_expect(strstr(r->out, "{\"line\":5,") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "{\"line\":7,") != NULL, "%s", r->out);
    /* a bad line is a record of the stream: its error, no answer */
    cr_expect(strstr(r->out, "{\"line\":9,\"error\":{\"word\":\"--format\"") != NULL, "line 9: %s", r->out);
    cr_expect(strstr(r->out, "{\"line\":9,\"schema\"") == NULL, "line 9 answered: %s", r->out);
    /* in input order */
    cr_expect(strstr(r->out, "\"line\":3") < strstr(r->out, "\"line\":5") &&
              strstr(r->out, "\"line\":5") < strstr(r->out, "\"line\":7"));
    char expected[256];
    const int bad_lines[] = {4, 6, 8, 9};
    const char *bad_tokens[] = {"'Kz'", "'--frob'", "'\"KdKc", "give --format with --batch, at '--format'"};
    for (int i = 0; i < 4; i++) {
        snprintf(expected, sizeof expected, "%s:%d: ", path, bad_lines[i]);
        const char *at = strstr(r->err, expected);
        cr_expect(at != NULL, "no %s in: %s", expected, r->err);
        cr_expect(at != NULL && strstr(at, bad_tokens[i]) != NULL, "no %s in: %s", bad_tokens[i], r->err);
    }
    free(r);
}

Test(cli, batch_from_stdin_all_good_exits_0)
{
    run_result *r = run("AhAs KdKc\n# the same, seeded\nAhAs KdKc --mc --trials 50000\n",
                        (const char *const[]){"--batch", "-", "--format", "csv", "--threads", "1", NULL});
    cr_expect_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strncmp(r->out, "line,mode,", 10) == 0, "%s", r->out);
    cr_expect(strstr(r->out, "\n1,exact,1712304,,") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "\n3,mc,,50000,") != NULL, "%s", r->out);
    free(r);
}

Test(cli, batch_file_missing_or_with_players)
{
    run_result *r = RUN("--batch", "/nonexistent/pokeq.txt");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "/nonexistent/pokeq.txt") != NULL, "%s", r->err);
    free(r);
    r = RUN("AhAs", "--batch", "-");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'AhAs'") != NULL, "%s", r->err);
    free(r);
}

/* ---- help -------------------------------------------------------------- */

Test(cli, help_lists_every_option)
{
    run_result *r = RUN("--help");
    cr_assert_eq(r->status, 0);
    static const char *const options[] = {"--board", "--dead",   "--exact",  "--mc",    "--trials",
                                          "--stderr", "--time",   "--threads", "--seed", "--format",
                                          "--quiet",  "--help",   "--version", "--batch", "eval",
                                          "bench",    "--ranking", "grid",     "--game"};
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++)
        cr_expect(strstr(r->out, options[i]) != NULL, "--help lacks %s", options[i]);
    free(r);
    r = RUN("--version");
    cr_expect_eq(r->status, 0);
    cr_expect(strstr(r->out, POKEQ_VERSION) != NULL, "%s", r->out);
    free(r);
}

/* ---- Omaha: hi/lo's high, low and scoop in every format (high + low =
 * equity); a short hand, a bad range term, an unknown game exit 2 naming
 * the word ---- */

Test(cli, omaha_hilo_fields_in_every_format)
{
    run_result *r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc", "--format", "json");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    const double equity = json_number(r->out, "equity"), high = json_number(r->out, "high");
    const double low = json_number(r->out, "low"), scoop = json_number(r->out, "scoop");
    cr_expect(fabs(high + low - equity) < 1e-12 && low > 0 && scoop > 0, "%s", r->out);
    cr_expect_eq(json_number(r->out, "runouts"), 820, "runouts, not half pots: %s", r->out);
    free(r);
    r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc", "--format", "csv");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, ",high,low,scoop,") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "omaha-hilo", "As2d3cKc", "QhQdJhJd", "--board", "4s5dQc");
    cr_assert_eq(r->status, 0, "stderr: %s", r->err);
    cr_expect(strstr(r->out, "high       low     scoop") != NULL, "%s", r->out);
    free(r);
}

Test(cli, omaha_bad_input_exits_2_naming_the_word)
{
    run_result *r = RUN("--game", "omaha", "AsAhKsKh", "QdQcJd");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'QdQcJd'") != NULL && r->out[0] == '\0', "%s", r->err);
    free(r);
    r = RUN("--game", "omaha", "AsAhKsKh", "AAxx,KKxz");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'KKxz'") != NULL, "%s", r->err);
    free(r);
    r = RUN("--game", "omaha7", "AsAhKsKh", "QdQcJdJc");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'omaha7'") != NULL, "%s", r->err);
    free(r);
}
