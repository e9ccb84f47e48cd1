/* SPDX-License-Identifier: MIT */
/* --categories, --per-combo and `pokeq flops` across the games on the
 * command line: the categories of Omaha and the stud games in text, JSON
 * and CSV (a low's top card where the game has a low; none of the high
 * hand in razz), and every game that has no such answer refused by name,
 * with why, exit status 2, never pointing at a method that refuses too. */
#include "testing.h"

#include <string.h>

static void expect_has(const char *text, const char *const *phrases)
{
    for (int i = 0; phrases[i] != NULL; i++)
        cr_expect(strstr(text, phrases[i]) != NULL, "'%s' lacks '%s'", text, phrases[i]);
}

#define PHRASES(...) ((const char *const[]){__VA_ARGS__, NULL})

Test(game_options_cli, omaha_hilo_categories_in_text_json_and_csv)
{
    run_result *r = RUN("--game", "omaha-hilo", "AsAh2s3h", "QdQcJdJc", "--board", "2c3d4h", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    expect_has(r->out, PHRASES("hand at showdown", "2 pair", "low at showdown", "8-low", "no low", "100.00%"));
    cr_expect(strstr(r->out, "K-low") == NULL, "an eight-or-better game shows no low above 8: %s", r->out);
    free(r);
    r = RUN("--game", "omaha-hilo", "AsAh2s3h", "QdQcJdJc", "--board", "2c3d4h", "--categories", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    /* seat 2 never has a low: all 1,640 showdowns in "no low" */
    expect_has(r->out, PHRASES("\"categories\":[", "\"lows\":[0,0,0,0,0,0,0,0,0,0,1640]"));
    free(r);
    r = RUN("--game", "omaha-hilo", "AsAh2s3h", "QdQcJdJc", "--board", "2c3d4h", "--categories", "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    expect_has(r->out, PHRASES("cat_two_pair", "low_5", "low_8", "low_paired", "low_none"));
    free(r);
}

Test(game_options_cli, razz_counts_lows_and_no_high_hand)
{
    run_result *r = RUN("--game", "razz", "Ah2h3c4d5s", "KsKd5c7d8s", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    expect_has(r->out, PHRASES("low at showdown", "5-low", "K-low", "paired"));
    cr_expect(strstr(r->out, "hand at showdown") == NULL, "razz has no high hand: %s", r->out);
    free(r);
    r = RUN("--game", "razz", "Ah2h3c4d5s", "KsKd5c7d8s", "--exact", "--categories", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    /* A-2-3-4-5 is a 5-low whatever comes: every deal */
    expect_has(r->out, PHRASES("\"lows\":[671580,0,0,0,0,0,0,0,0,0,0]"));
    cr_expect(strstr(r->out, "\"categories\"") == NULL, "%s", r->out);
    free(r);
}

Test(game_options_cli, stud_and_omaha_categories_answer)
{
    run_result *r = RUN("--game", "stud", "AsAd9c9h", "KsQsJsTs", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    expect_has(r->out, PHRASES("hand at showdown", "s.fl."));
    cr_expect(strstr(r->out, "low at showdown") == NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "omaha6", "AsAhKsKhQdQc", "JdJcTdTs9s9h", "--board", "2h3s4h", "--categories", "--mc",
            "--trials", "20000");
    cr_expect_eq(r->status, 0, "%s", r->err);
    expect_has(r->out, PHRASES("hand at showdown", "monte carlo"));
    free(r);
}

/* game, then a phrase its refusal must hold */
static void expect_refused(const char *const *args, const char *const *phrases)
{
    run_result *r = program_run("", 0, args);
    cr_expect_eq(r->status, 2, "%s: %s", args[0], r->out);
    expect_has(r->err, phrases);
    cr_expect(strstr(r->err, "--mc") == NULL && strstr(r->err, "Monte Carlo") == NULL,
              "no method it then refuses: %s", r->err);
    free(r);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

Test(game_options_cli, per_combo_is_refused_with_why)
{
    expect_refused(ARGS("--game", "draw", "AsAhKs", "QdQc", "--per-combo"),
                   PHRASES("--per-combo", "draw seats are known cards"));
    expect_refused(ARGS("--game", "lowball27", "7h5d4c3s", "8s6d5h3c2d", "--per-combo"),
                   PHRASES("lowball27 seats are known cards"));
    expect_refused(ARGS("--game", "razz", "Ah2h3c", "KsKd5c", "--per-combo"),
                   PHRASES("razz seats are known cards"));
    expect_refused(ARGS("--game", "stud-hilo", "Ah2h3c", "KsKd5c", "--per-combo"),
                   PHRASES("stud-hilo seats are known cards"));
    expect_refused(ARGS("--game", "holdem-hilo", "AhKh", "QsQd", "--per-combo"),
                   PHRASES("holdem-hilo seats are known cards"));
}

Test(game_options_cli, short_deck_categories_are_refused_with_why)
{
    expect_refused(ARGS("--game", "shortdeck", "AsKs", "QhQd", "--categories"),
                   PHRASES("--categories", "shortdeck", "own scale"));
    expect_refused(ARGS("--game", "shortdeck-triton", "AsKs", "QhQd", "--categories"),
                   PHRASES("shortdeck-triton", "own scale"));
}

Test(game_options_cli, flops_refuses_every_game_but_holdem_by_name)
{
    expect_refused(ARGS("flops", "--game", "omaha", "AsAhKsKh", "QdQcJdJc"),
                   PHRASES("not omaha", "--game omaha ... --board FLOP"));
    expect_refused(ARGS("flops", "--game", "omaha-hilo", "random", "random"), PHRASES("not omaha-hilo"));
    expect_refused(ARGS("flops", "--game", "shortdeck", "AKs", "QQ"), PHRASES("36-card deck", "--board FLOP"));
    expect_refused(ARGS("flops", "--game", "razz", "Ah2h3c", "KsKd5c"), PHRASES("razz has no board"));
    expect_refused(ARGS("flops", "--game", "holdem-hilo", "AhKh", "QsQd"), PHRASES("not holdem-hilo"));
    /* what the refusal points to answers */
    run_result *r = RUN("--game", "omaha", "AsAhKsKh", "QdQcJdJc", "--board", "2c3d4h");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
}

Test(game_options_cli, hits_answers_holdem_and_omaha_and_refuses_other_games_by_name)
{
    expect_refused(ARGS("hits", "--game", "omaha-hilo", "AKQJT", "--board", "2c3d4h"), PHRASES("the range"));
    expect_refused(ARGS("hits", "--game", "razz", "AK", "--board", "2c3d4h"), PHRASES("has no board", "'razz'"));
    expect_refused(ARGS("hits", "--game", "stud", "AK", "--board", "2c3d4h"), PHRASES("has no board", "'stud'"));
    expect_refused(ARGS("hits", "--game", "badugi", "AK", "--board", "2c3d4h"), PHRASES("has no board", "'badugi'"));
    expect_refused(ARGS("hits", "--game", "shortdeck", "AK", "--board", "Tc9d6h"),
                   PHRASES("deals its deck otherwise", "'shortdeck'"));
    expect_refused(ARGS("hits", "--game", "holdem-hilo", "AK", "--board", "Tc9d6h"),
                   PHRASES("any of its seven", "'holdem-hilo'"));
    expect_refused(ARGS("hits", "--game", "poker", "AK", "--board", "Tc9d6h"), PHRASES("not a game", "'poker'"));
    run_result *r = RUN("hits", "--game", "holdem", "AK", "--board", "2c3d4h");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "AK on 2c3d4h") != NULL, "%s", r->out);
    free(r);
    r = RUN("hits", "--game", "omaha", "AAxx", "--board", "2c3d4h");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "AAxx on 2c3d4h") != NULL && strstr(r->out, "(omaha)") != NULL, "%s", r->out);
    free(r);
}

/* Omaha 4 high and hi/lo have rankings of their starting hands
 * (data/ranking-omaha.tsv, data/ranking-omaha-hilo.tsv): N% answers
 * there (JSON names the game); every other Omaha game refuses it saying so,
 * naming the game and the term. */
Test(game_options_cli, omaha_percentages_answer_in_omaha_and_omaha_hilo)
{
    run_result *r = RUN("--game", "omaha", "AAxx,20%", "random", "--mc", "--trials", "8192");
    cr_expect_eq(r->status, 0, "%s", r->err);
    free(r);
    r = RUN("--game", "omaha-hilo", "5%", "KsKdQhJc", "--mc", "--trials", "8192", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "\"game\":\"omaha-hilo\"") != NULL, "%s", r->out);
    free(r);
    expect_refused(ARGS("--game", "omaha6", "10%", "random"), PHRASES("omaha6", "ranks only omaha's", "'10%'"));
    expect_refused(ARGS("--game", "omaha5", "AAxx,10%", "random"), PHRASES("omaha5", "ranks only omaha's"));
    expect_refused(ARGS("--game", "omaha5-hilo", "10%", "random"),
                   PHRASES("omaha5-hilo", "ranks only omaha's and omaha-hilo's"));
    expect_refused(ARGS("--game", "omaha-hilo", "10%", "random", "--ranking", "vs1"), PHRASES("--ranking"));
}

/* A CSV batch of games with and without a low keeps one header: every
 * row has its columns, the low_* ones empty where the game has no low. */
Test(game_options_cli, csv_batch_of_mixed_games_keeps_one_header)
{
    run_result *r = BATCH("--game razz Ah2h3c4d5s KsKd5c7d8s --exact --categories\n"
                          "AhKh QsQd --board 2c3d4h --categories\n",
                          "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    int rows = 0, header_fields = -1;
    for (char *save = NULL, *line = strtok_r(r->out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        int fields = 1;
        for (const char *c = line; *c; c++)
            fields += *c == ',';
        if (header_fields < 0) {
            header_fields = fields;
            cr_expect(strstr(line, "low_none") != NULL && strstr(line, "cat_flush") != NULL, "%s", line);
        }
        cr_expect_eq(fields, header_fields, "row %d: %s", rows, line);
        rows++;
    }
    cr_expect_eq(rows, 5, "a header and two seats a line");
    free(r);
}
