/* SPDX-License-Identifier: MIT */
/* Issue 28, class 3: no option silently ignored. Each row runs one
 * command with one option and requires what the documentation says: the
 * run answers (status 0) and the option changes the output where it is
 * meant to, or it is refused by name (status 2, the message naming the
 * option). Rows 9, 13 and 14 of the issue; then the table: every option
 * of the equity command on every game's tiny job, and every option of
 * hits, grid, flops, icm, preflop three-way and eval, each against a
 * baseline run that differs only in that option. Not here: --quiet (a
 * progress line is drawn on a terminal only), --threads on jobs too small
 * for a team, vs-random's, the matrix's and pushfold's options (minutes of
 * work: tests/cli/test_preflop_files.c, test_tourney_cli.c), serve's
 * (tests/serve) and bench's (a benchmark). */
#include "testing.h"

typedef struct option_row {
    const char *const args[12];
    int status;                         /* 0: answers; 2: refused */
    const char *says;                   /* refused: the message contains it */
} option_row;

static const option_row ROWS[] = {
    {{"flops", "AA", "KK", "--categories", "-q", NULL}, 2, "--categories"},
    {{"flops", "AA", "KK", "--per-combo", "-q", NULL}, 2, "--per-combo"},
    {{"flops", "AA", "KK", "--graph", "/tmp/pokeq-flops.svg", "-q", NULL}, 2, "--graph"},
    {{"flops", "AA", "AA", "AA", "-q", NULL}, 2, "no deal"},
    {{"--game", "omaha", "AsAhKsKh", "QdQcJdJc", "--per-combo", "--board", "2c3d4h", NULL}, 0, NULL},
    {{"--game", "omaha-hilo", "AAKKds", "KKQQds", "--per-combo", NULL}, 0, NULL},
    {{"--game", "omaha", "AAKKds", "QQJJds", "--per-combo", "--exact", "--shard", "1/2", NULL}, 0, NULL},
    {{"--game", "stud", "Ah2s3d", "JdJcTd", "--per-combo", NULL}, 2, "stud seats are known cards"},
    {{"--game", "badugi", "Ah2s3d", "JdJcTd", "--per-combo", NULL}, 2, "badugi seats are known cards"},
    {{"--game", "omaha5", "AAxxx", "KsKhQsQhJs", "--board", "2c3d4h", "--graph", "/tmp/pokeq-o.svg", NULL}, 0, NULL},
    {{"AhAs", "KdKc", "--graph", "-", NULL}, 2, "--graph"},
    {{"AhAs", "KdKc", "--exact", "--shard", "1/2", "--shard", "2/2", NULL}, 2, "--shard"},
    /* a time rule met before one trial: said so, not "the ranges leave no deal" */
    {{"--game", "omaha", "AhAsKdKc", "JdJcTdTc", "--board", "6c7dQcKs", "--mc", "--time", "1e-9", NULL}, 2,
     "time limit"},
    {{"preflop", "three-way", "--count", "1", "-q", NULL}, 0, NULL},
    {{"hits", "AK", "--board", "Jh9h4c", "-q", NULL}, 0, NULL},
};

Test(option_table, each_option_answers_or_is_refused_by_name)
{
    for (size_t i = 0; i < sizeof ROWS / sizeof ROWS[0]; i++) {
        const option_row *row = &ROWS[i];
        run_result *r = program_run("", 0, row->args);
        cr_expect_eq(r->status, row->status, "row %zu (%s ... %s): %s", i, row->args[0], row->args[3], r->err);
        if (row->says != NULL)
            cr_expect(strstr(r->err, row->says) != NULL, "row %zu: %s", i, r->err);
        free(r);
    }
}

/* Each game's fixed hands answer --categories (the high hand's table; a
 * low's in razz, the lowball games and the hi/lo games; badugi's sizes)
 * or, in short deck (hands on a scale of its own), refuse it by name. The games with no board: three known cards a seat. */
Test(option_table, categories_answer_or_are_refused_by_name_in_every_game)
{
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const int hole = pokeq_game_hole_cards(game);
        const char *hands[2] = {hole == 2   ? "AhAs"
                                : hole == 4 ? "AhAsKdKc"
                                : hole == 5 ? "AhAsKdKcQh"
                                : hole == 6 ? "AhAsKdKcQhQs"
                                            : "Ah2s3d",
                                hole == 2   ? "JdJc"
                                : hole == 4 ? "JdJcTdTc"
                                : hole == 5 ? "JdJcTdTc9c"
                                : hole == 6 ? "JdJcTdTc9c9d"
                                            : "JdJcTd"};
        const bool seated = hole == 7 || game >= POKEQ_GAME_DRAW;
        if (seated) {
            hands[0] = "Ah2s3d";
            hands[1] = "JdJcTd";
        }
        const char *board = seated ? "--mc" : "--board", *cards = seated ? "-q" : "7c8d6s";
        run_result *r = RUN("--game", pokeq_game_name(game), hands[0], hands[1], board, cards, "--categories");
        if (game == POKEQ_GAME_SHORTDECK || game == POKEQ_GAME_SHORTDECK_TRITON) {
            cr_expect_eq(r->status, 2, "%s: %s", pokeq_game_name(game), r->out);
            cr_expect(strstr(r->err, "--categories") != NULL && strstr(r->err, "own scale") != NULL, "%s", r->err);
        } else {
            cr_expect_eq(r->status, 0, "%s: %s", pokeq_game_name(game), r->err);
            cr_expect(strstr(r->out, "at showdown") != NULL, "%s: %s", pokeq_game_name(game), r->out);
        }
        free(r);
    }
}

/* Row 10: a range whose first terms are cards (Unicode suits or not)
 * names its bad term, not the first term after the cards. */
Test(option_table, a_bad_range_term_is_named_after_cards)
{
    static const char *const TEXTS[] = {"A\u2660K\u2660,QQ,ZZ", "AsKs,QQ,ZZ", "AhKh,JJ+,ZZ"};
    for (int i = 0; i < 3; i++) {
        run_result *r = RUN(TEXTS[i], "JJ");
        cr_expect_eq(r->status, 2);
        cr_expect(strstr(r->err, "at 'ZZ'") != NULL, "%s", r->err);
        free(r);
    }
}

/* ---- the table: an option against a baseline ---- */

enum { WORDS_MAX = 40 };

typedef struct option_pair {
    const char *option;                 /* named by a refusal (its name without the dashes) */
    const char *const a[6];             /* the baseline's own words */
    const char *const b[6];             /* the option's */
} option_pair;

/* Every equity option but --game (each row runs under every game),
 * --quiet and --threads (below). "GRAPH" stands for a file name. */
static const option_pair EQUITY_PAIRS[] = {
    {"--board", {NULL}, {"--board", "6c7dQcKs9d", NULL}},
    {"--dead", {NULL}, {"--dead", "9d", NULL}},
    {"--exact", {"--mc", "--trials", "1000", NULL}, {"--exact", NULL}},
    {"--mc", {"--exact", NULL}, {"--mc", "--trials", "1000", NULL}},
    {"--trials", {"--mc", "--trials", "1000", NULL}, {"--mc", "--trials", "2000", NULL}},
    /* past the floor of 131,072 trials that any standard error waits for */
    {"--stderr", {"--mc", "--stderr", "0.001", NULL}, {"--mc", "--stderr", "0.0004", NULL}},
    {"--time", {"--mc", "--trials", "1000", NULL}, {"--mc", "--trials", "1e12", "--time", "0.2", NULL}},
    {"--seed", {"--mc", "--trials", "1000", NULL}, {"--mc", "--trials", "1000", "--seed", "2", NULL}},
    {"--format", {"--format", "csv", NULL}, {"--format", "text", NULL}},
    {"--ranking", {NULL}, {"--ranking", "vs1", NULL}},
    {"--categories", {NULL}, {"--categories", NULL}},
    {"--per-combo", {NULL}, {"--per-combo", NULL}},
    {"--graph", {NULL}, {"--graph", "GRAPH", NULL}},
    {"--shard", {"--exact", NULL}, {"--exact", "--shard", "1/2", NULL}},
    {"--help", {NULL}, {"--help", NULL}},
    {"--version", {NULL}, {"--version", NULL}},
};

/* words + extra into args (from *n), "GRAPH" made a path. */
static void add_words(const char **args, int *n, const char *const *extra, const char *graph)
{
    for (int i = 0; extra[i] != NULL; i++) {
        cr_assert(*n < WORDS_MAX - 1);
        args[(*n)++] = strcmp(extra[i], "GRAPH") == 0 ? graph : extra[i];
    }
    args[*n] = NULL;
}

static bool has_word(const char *const *words, const char *word)
{
    for (int i = 0; words[i] != NULL; i++)
        if (strcmp(words[i], word) == 0)
            return true;
    return false;
}

/* The output without what changes from run to run (a JSON answer's
 * seconds, text's "0.001 s"): digits of those fields blanked. */
static void mask_times(char *out)
{
    for (char *at = strstr(out, "\"seconds\":"); at != NULL; at = strstr(at + 1, "\"seconds\":"))
        for (char *d = at + 10; (*d >= '0' && *d <= '9') || *d == '.'; d++)
            *d = '#';
    for (char *at = strstr(out, " s, "); at != NULL; at = strstr(at + 1, " s, "))
        for (char *d = at - 1; d > out && ((*d >= '0' && *d <= '9') || *d == '.'); d--)
            *d = '#';
}

/* A picture an option wrote: well-formed XML. */
static void expect_picture(const char *path, const char *label)
{
    static char text[1 << 20];
    FILE *f = fopen(path, "rb");
    cr_assert(f != NULL);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    int counted;
    const char *wrong = xml_check(text, "svg", "", &counted);
    cr_expect(wrong == NULL && text[0] != '\0', "%s: %s: %s", label, path, wrong ? wrong : "empty");
}

/* One row: the baseline answers; the option's run answers differently or
 * is refused naming the option. Returns 1 when refused, else 0. */
static int expect_pair(const char *label, const char *const *common, const option_pair *row, const char *graph,
                       bool json)
{
    const char *a[WORDS_MAX], *b[WORDS_MAX];
    int na = 0, nb = 0;
    add_words(a, &na, common, graph);
    add_words(b, &nb, common, graph);
    add_words(a, &na, row->a, graph);
    add_words(b, &nb, row->b, graph);
    static const char *const JSON[] = {"--format", "json", NULL};
    if (json && !has_word(row->a, "--format"))
        add_words(a, &na, JSON, graph);
    if (json && !has_word(row->b, "--format"))
        add_words(b, &nb, JSON, graph);
    if (has_word(row->b, "GRAPH"))
        remove(graph); /* the picture this run writes, not one left before */
    run_result *with = program_run("", 0, b);
    int refused = 0;
    if (with->status == 2) {
        cr_expect(strstr(with->err, row->option + 2) != NULL, "%s %s: refused without naming it: %s", label,
                  row->option, with->err);
        refused = 1;
    } else {
        run_result *without = program_run("", 0, a);
        cr_expect_eq(without->status, 0, "%s %s: the baseline failed: %s", label, row->option, without->err);
        cr_expect_eq(with->status, 0, "%s %s: status %d: %s", label, row->option, with->status, with->err);
        mask_times(with->out);
        mask_times(without->out);
        if (has_word(row->b, "GRAPH")) /* a picture: the file is the change */
            expect_picture(graph, label);
        else
            cr_expect(strcmp(with->out, without->out) != 0, "%s %s: accepted and changes nothing:\n%s", label,
                      row->option, with->out);
        free(without);
    }
    free(with);
    return refused;
}

Test(option_table, every_equity_option_on_every_game_answers_or_is_refused_by_name, .timeout = 300)
{
    char dir[] = "/tmp/pokeq-options-XXXXXX", graph[64];
    cr_assert(mkdtemp(dir) != NULL);
    snprintf(graph, sizeof graph, "%s/eq.svg", dir);
    int refusals = 0, rows = 0;
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const game_job job = game_job_of(game);
        const bool holdem = game == POKEQ_GAME_HOLDEM;
        for (size_t i = 0; i < sizeof EQUITY_PAIRS / sizeof EQUITY_PAIRS[0]; i++) {
            const option_pair *row = &EQUITY_PAIRS[i];
            /* --ranking orders N% terms: Hold'em's second seat is one */
            const char *second = holdem && strcmp(row->option, "--ranking") == 0 ? "10%" : job.seat[1];
            const char *const common[] = {"--game", pokeq_game_name(game), job.seat[0], second,
                                          job.board ? "--board" : NULL, job.board, NULL};
            refusals += expect_pair(pokeq_game_name(game), common, row, graph, true);
            rows++;
        }
    }
    remove(graph);
    rmdir(dir);
    fprintf(stderr, "option_table: %d rows over %d games, %d refused by name\n", rows, POKEQ_GAME_COUNT, refusals);
}

/* --threads where a job is big enough for a team (a small one runs on one
 * thread, as documented): the answer says how many ran. */
Test(option_table, threads_change_the_team_the_answer_reports)
{
    static const char *const common[] = {"AhAs", "10%", "--exact", NULL};
    static const option_pair row = {"--threads", {"--threads", "1", NULL}, {"--threads", "2", NULL}};
    /* a scratch name, never /dev/null: a row with a picture removes its file first */
    expect_pair("holdem", common, &row, "/tmp/pokeq-threads-unused.svg", true);
}

/* The other commands' options (the tables', pushfold's, serve's and
 * bench's aside: see the top), each against its baseline. */
typedef struct command_rows {
    const char *const common[8];
    bool json;                          /* the command takes --format json */
    const option_pair rows[16];         /* up to the first with no option */
} command_rows;

static const command_rows COMMANDS[] = {
    {{"hits", "QQ+,AKs,T9s", "--board", "Kh7s2c", NULL},
     true,
     {{"--board", {NULL}, {"--board", "Kh7s2c9d", NULL}},
      {"--dead", {NULL}, {"--dead", "Qs", NULL}},
      {"--vs", {NULL}, {"--vs", "AK", NULL}},
      {"--list", {NULL}, {"--list", NULL}},
      {"--format", {"--format", "csv", NULL}, {"--format", "text", NULL}},
      {"--help", {NULL}, {"--help", NULL}}}},
    {{"hits", "10%", "--board", "Kh7s2c", NULL}, true, {{"--ranking", {NULL}, {"--ranking", "vs1", NULL}}}},
    {{"grid", "10%", NULL},
     false,
     {{"--ranking", {NULL}, {"--ranking", "vs1", NULL}},
      {"--svg", {NULL}, {"--svg", "GRAPH", NULL}},
      {"--help", {NULL}, {"--help", NULL}}}},
    {{"flops", "AA", "KK", "-q", NULL},
     true,
     {{"--format", {"--format", "csv", NULL}, {"--format", "text", NULL}},
      {"--shard", {NULL}, {"--shard", "1/3", NULL}},
      {"--board", {NULL}, {"--board", "Kh7s2c", NULL}},
      {"--dead", {NULL}, {"--dead", "2c", NULL}},
      {"--mc", {NULL}, {"--mc", NULL}},
      {"--trials", {NULL}, {"--trials", "100", NULL}},
      {"--stderr", {NULL}, {"--stderr", "0.01", NULL}},
      {"--time", {NULL}, {"--time", "1", NULL}},
      {"--seed", {NULL}, {"--seed", "2", NULL}},
      {"--categories", {NULL}, {"--categories", NULL}},
      {"--per-combo", {NULL}, {"--per-combo", NULL}},
      {"--graph", {NULL}, {"--graph", "GRAPH", NULL}},
      {"--game", {NULL}, {"--game", "shortdeck", NULL}},
      {"--batch", {NULL}, {"--batch", "/dev/null", NULL}},
      {"--help", {NULL}, {"--help", NULL}}}},
    {{"icm", "--stacks", "37,12,80", "--payouts", "50,30", NULL},
     true,
     {{"--exact", {"--mc", "--trials", "1000", NULL}, {"--exact", NULL}},
      {"--mc", {"--exact", NULL}, {"--mc", "--trials", "1000", NULL}},
      {"--trials", {"--mc", "--trials", "1000", NULL}, {"--mc", "--trials", "2000", NULL}},
      {"--seed", {"--mc", "--trials", "1000", NULL}, {"--mc", "--trials", "1000", "--seed", "2", NULL}},
      {"--stacks", {NULL}, {"--stacks", "37,12,81", NULL}},
      {"--payouts", {NULL}, {"--payouts", "50,31", NULL}},
      {"--format", {"--format", "csv", NULL}, {"--format", "text", NULL}},
      {"--help", {NULL}, {"--help", NULL}}}},
    {{"preflop", "three-way", "--first", "100", "--count", "2", "-q", NULL},
     true,
     {{"--first", {NULL}, {"--first", "101", NULL}},
      {"--count", {NULL}, {"--count", "3", NULL}},
      {"--format", {"--format", "csv", NULL}, {"--format", "text", NULL}},
      {"--shard", {NULL}, {"--shard", "2/2", NULL}},
      {"--trials", {NULL}, {"--trials", "100", NULL}},
      {"--help", {NULL}, {"--help", NULL}}}},
    {{"eval", "AhKhQhJhTh", NULL},
     false,
     {{"--game", {NULL}, {"--game", "razz", NULL}}, {"--help", {NULL}, {"--help", NULL}}}},
};

Test(option_table, every_option_of_hits_grid_flops_icm_three_way_and_eval_answers_or_is_refused_by_name,
     .timeout = 300)
{
    char dir[] = "/tmp/pokeq-options-XXXXXX", graph[64];
    cr_assert(mkdtemp(dir) != NULL);
    snprintf(graph, sizeof graph, "%s/picture.svg", dir);
    int rows = 0, refusals = 0;
    for (size_t c = 0; c < sizeof COMMANDS / sizeof COMMANDS[0]; c++)
        for (int i = 0; i < 16 && COMMANDS[c].rows[i].option != NULL; i++, rows++)
            refusals += expect_pair(COMMANDS[c].common[0], COMMANDS[c].common, &COMMANDS[c].rows[i], graph,
                                    COMMANDS[c].json);
    remove(graph);
    rmdir(dir);
    fprintf(stderr, "option_table: %d rows of other commands, %d refused by name\n", rows, refusals);
}
