/* SPDX-License-Identifier: MIT */
/* The program's machine output (schema 1): JSON validated and its integer
 * counts equal to pokeq_solve's, --per-combo rows adding up to each
 * seat's count and pot units exactly (JSON and CSV read back), hand
 * categories, and a batch's failed lines as records of the stream in line
 * order (JSON Lines and CSV) besides their message on stderr. */
#include "testing.h"

/* The unsigned integer after "key": at or after text; -1 when absent. */
static long long json_u64(const char *text, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(text, pattern);
    return at != NULL ? (long long)strtoull(at + strlen(pattern), NULL, 10) : -1;
}

/* The library's answer with per-combo counts and categories. */
static pokeq_result library_answer(const char *const *seats, int n, const char *board, pokeq_combo_counts *combos)
{
    pokeq_request q;
    pokeq_request_init(&q);
    for (int p = 0; p < n; p++)
        q.seat[q.seats++].text = seats[p];
    q.board = board;
    q.method = POKEQ_METHOD_EXACT;
    q.categories = 1;
    q.combos = combos;
    q.combos_capacity = (size_t)n * POKEQ_COMBOS;
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    return r;
}

Test(output_cli, json_counts_per_combo_rows_and_categories)
{
    const char *const seats[] = {"QQ+,AKs:0.5,T9s", "JJ-99,AQs"};
    run_result *r = RUN(seats[0], seats[1], "--board", "Kh7s2c", "--exact", "--per-combo", "--categories", "--format",
                        "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
    pokeq_combo_counts *combos = calloc(2 * POKEQ_COMBOS, sizeof *combos);
    const pokeq_result want = library_answer(seats, 2, "Kh7s2c", combos);
    cr_expect_eq(json_u64(r->out, "schema"), 1);
    cr_expect_eq(json_u64(r->out, "count"), (long long)want.count);
    const char *player = r->out;
    for (int p = 0; p < 2; p++) {
        char key[64];
        snprintf(key, sizeof key, "{\"input\":\"%s\"", seats[p]);
        player = strstr(player, key);
        cr_assert(player != NULL, "%s", r->out);
        const pokeq_seat_result *seat = &want.seat[p];
        cr_expect_eq(json_u64(player, "wins"), (long long)seat->counts.wins);
        cr_expect_eq(json_u64(player, "pot_units"), (long long)seat->counts.equity_units);
        const char *ties = strstr(player, "\"ties\":[") + 8;
        cr_expect_eq(strtoull(ties, NULL, 10), seat->counts.ties[2]);
        const char *cats = strstr(player, "\"categories\":[") + 14;
        uint64_t cat_sum = 0;
        for (int c = 0; c < POKEQ_CATEGORIES; c++) {
            char *end;
            const uint64_t v = strtoull(cats, &end, 10);
            cr_expect_eq(v, seat->categories[c], "seat %d category %d", p, c);
            cat_sum += v;
            cats = end + 1;
        }
        cr_expect_eq(cat_sum, want.count);
        /* the combo rows: each equal to the library's, adding up to the seat */
        const char *list = strstr(player, "\"combos\":[");
        const char *next = strstr(player + 1, "{\"input\":");
        uint64_t showdowns = 0, units = 0;
        int rows = 0;
        for (const char *c = strstr(list, "{\"combo\":\""); c != NULL && (next == NULL || c < next);
             c = strstr(c + 1, "{\"combo\":\"")) {
            int cards[2];
            cr_assert_eq(pokeq_cards_parse((char[]){c[10], c[11], c[12], c[13], 0}, cards, 2, NULL), 2);
            const pokeq_combo_counts *lib = &combos[p * POKEQ_COMBOS + pokeq_combo_index(cards[0], cards[1])];
            cr_expect_eq(json_u64(c, "showdowns"), (long long)lib->showdowns);
            cr_expect_eq(json_u64(c, "pot_units"), (long long)lib->equity_units);
            showdowns += (uint64_t)json_u64(c, "showdowns");
            units += (uint64_t)json_u64(c, "pot_units");
            rows++;
        }
        cr_expect_gt(rows, 1);
        cr_expect_eq(showdowns, want.count, "seat %d: combo rows add up to the count", p);
        cr_expect_eq(units, seat->counts.equity_units, "seat %d: combo rows add up to the pot units", p);
    }
    free(combos);
    free(r);
}

Test(output_cli, csv_reads_back_and_combo_rows_add_up)
{
    const char *const seats[] = {"QQ+,AKs", "random", "AhQh"};
    run_result *r = RUN(seats[0], seats[1], seats[2], "--board", "Qs7s2c8d", "--exact", "--per-combo", "--format",
                        "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    pokeq_combo_counts *combos = calloc(3 * POKEQ_COMBOS, sizeof *combos);
    const pokeq_result want = library_answer(seats, 3, "Qs7s2c8d", combos);
    free(combos);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save), *header[96], *f[96];
    const int columns = csv_fields(line, header, 96);
    const int c_row = csv_column(header, columns, "row"), c_player = csv_column(header, columns, "player");
    const int c_count = csv_column(header, columns, "count"), c_units = csv_column(header, columns, "pot_units");
    const int c_wins = csv_column(header, columns, "wins"), c_cs = csv_column(header, columns, "combo_showdowns");
    const int c_cu = csv_column(header, columns, "combo_pot_units"), c_schema = csv_column(header, columns, "schema");
    uint64_t showdowns[3] = {0}, units[3] = {0};
    int seat_rows = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        cr_assert_eq(csv_fields(line, f, 96), columns, "row '%s'", line);
        cr_expect_str_eq(f[c_schema], "1");
        const int p = atoi(f[c_player]) - 1;
        cr_assert(p >= 0 && p < 3);
        cr_expect_eq(strtoull(f[c_count], NULL, 10), want.count);
        if (strcmp(f[c_row], "seat") == 0) {
            cr_expect_eq(strtoull(f[c_units], NULL, 10), want.seat[p].counts.equity_units);
            cr_expect_eq(strtoull(f[c_wins], NULL, 10), want.seat[p].counts.wins);
            seat_rows++;
        } else {
            cr_expect_str_eq(f[c_row], "combo");
            cr_expect_str_eq(f[c_units], "", "a combo row leaves the seat's counts empty");
            showdowns[p] += strtoull(f[c_cs], NULL, 10);
            units[p] += strtoull(f[c_cu], NULL, 10);
        }
    }
    cr_expect_eq(seat_rows, 3);
    for (int p = 0; p < 3; p++) {
        cr_expect_eq(showdowns[p], want.count, "seat %d", p);
        cr_expect_eq(units[p], want.seat[p].counts.equity_units, "seat %d", p);
    }
    free(r);
}

/* Lines 2, 4 and 5 fail: every line is one record, in order. */
static const char BATCH_TEXT[] = "AhAs KdKc\nAhAs KdKz\nQQ+ random --board 7h2h3c\nAhAs --frob\n\"KdKc\nJcTc 22\n";

Test(output_cli, batch_errors_are_records_in_line_order)
{
    run_result *r = BATCH(BATCH_TEXT, "--format", "json");
    cr_expect_eq(r->status, 2);
    const char *words[] = {NULL, "Kz", NULL, "--frob", "\"KdKc", NULL};
    char *save = NULL, *line = strtok_r(r->out, "\n", &save);
    for (int k = 0; k < 6; k++, line = strtok_r(NULL, "\n", &save)) {
        cr_assert(line != NULL, "record %d missing", k + 1);
        cr_expect(json_valid(line, strlen(line)), "%s", line);
        cr_expect_eq(json_u64(line, "line"), k + 1, "%s", line);
        if (words[k] == NULL) {
            cr_expect(strstr(line, "\"error\"") == NULL && strstr(line, "\"players\"") != NULL, "%s", line);
            continue;
        }
        char expected[64];
        snprintf(expected, sizeof expected, "\"error\":{\"word\":\"%s%s\"", words[k][0] == '"' ? "\\" : "", words[k]);
        cr_expect(strstr(line, expected) != NULL, "%s in %s", expected, line);
        cr_expect(strstr(line, "\"message\":\"") != NULL, "%s", line);
        char on_stderr[16];
        snprintf(on_stderr, sizeof on_stderr, "<stdin>:%d: ", k + 1);
        cr_expect(strstr(r->err, on_stderr) != NULL, "%s", r->err);
    }
    cr_expect_null(line);
    free(r);

    r = BATCH(BATCH_TEXT, "--format", "csv");
    cr_expect_eq(r->status, 2);
    char *header[96], *f[96];
    line = strtok_r(r->out, "\n", &save);
    const int columns = csv_fields(line, header, 96);
    const int c_line = csv_column(header, columns, "line"), c_error = csv_column(header, columns, "error");
    const int c_word = csv_column(header, columns, "error_word"), c_row = csv_column(header, columns, "row");
    int last = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        cr_assert_eq(csv_fields(line, f, 96), columns, "%s", line);
        const int n = atoi(f[c_line]);
        cr_expect(n >= last, "line %d after %d", n, last);
        last = n;
        const bool bad = words[n - 1] != NULL;
        cr_expect_eq(f[c_error][0] != '\0', bad, "line %d: '%s'", n, f[c_error]);
        cr_expect_eq(f[c_row][0] == '\0', bad, "line %d", n);
        if (bad)
            cr_expect_str_eq(f[c_word], words[n - 1]);
    }
    cr_expect_eq(last, 6);
    free(r);
}

/* The text of JSON's "key":"..." in text (no escapes), or "" when absent. */
static const char *json_text(const char *text, const char *key, char *out, size_t size)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    const char *at = strstr(text, pattern);
    const char *end = at != NULL ? strchr(at + strlen(pattern), '"') : NULL;
    const size_t n = end != NULL ? (size_t)(end - at - strlen(pattern)) : 0;
    snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), end != NULL ? at + strlen(pattern) : "");
    return out;
}

/* Every CSV row's `column` in order into want[] (NULL-terminated): fails
 * on a row more or less. */
static void expect_csv_column(char *csv, const char *name, const char *const *want)
{
    char *save = NULL, *line = strtok_r(csv, "\n", &save), *header[96], *f[96];
    const int columns = csv_fields(line, header, 96), c = csv_column(header, columns, name);
    int row = 0;
    for (; (line = strtok_r(NULL, "\n", &save)) != NULL; row++) {
        cr_assert(want[row] != NULL, "row %d more: %s", row + 1, line);
        cr_assert_eq(csv_fields(line, f, 96), columns, "%s", line);
        cr_expect_str_eq(f[c], want[row], "row %d", row + 1);
    }
    cr_expect_null(want[row], "a row less: %d", row);
}

/* Issue 28 row 15: every equity answer names its game: JSON's "game"
 * (valid JSON), CSV's last column "game" on every row. */
Test(output_cli, every_game_answer_names_its_game)
{
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const game_job job = game_job_of(game);
        const char *name = pokeq_game_name(game);
        for (int csv = 0; csv <= 1; csv++) {
            const char *format = csv ? "csv" : "json";
            run_result *r = job.board ? RUN("--game", name, job.seat[0], job.seat[1], "--board", job.board, "--exact",
                                            "-q", "--format", format)
                                      : RUN("--game", name, job.seat[0], job.seat[1], "--exact", "-q", "--format",
                                            format);
            cr_assert_eq(r->status, 0, "%s: %s", name, r->err);
            char got[32];
            if (!csv) {
                cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
                cr_expect_str_eq(json_text(r->out, "game", got, sizeof got), name);
            } else {
                cr_expect(strstr(r->out, ",game\n") != NULL, "the last column: %s", r->out);
                expect_csv_column(r->out, "game", (const char *const[]){name, name, NULL});
            }
            free(r);
        }
    }
}

/* A batch may mix games: each record names its own; a failed line's CSV
 * row leaves the game empty (the line was not understood). */
Test(output_cli, a_batch_names_each_line_game)
{
    static const char TEXT[] = "AhAs KdKc --board 7c8d6sTh\n"
                               "AhAsKdKc JdJcTdTc --game omaha --board 7c8d6sTh\n"
                               "AhAs KdKz\n"
                               "AhAs JdJc --game shortdeck --board 7c8d6sTh\n";
    run_result *r = BATCH(TEXT, "--format", "csv", "-q");
    cr_expect_eq(r->status, 2);
    expect_csv_column(r->out, "game",
                      (const char *const[]){"holdem", "holdem", "omaha", "omaha", "", "shortdeck", "shortdeck", NULL});
    free(r);
    r = BATCH(TEXT, "--format", "json", "-q");
    static const char *const games[] = {"holdem", "omaha", "", "shortdeck"};
    char *save = NULL, *line = strtok_r(r->out, "\n", &save);
    for (int k = 0; k < 4; k++, line = strtok_r(NULL, "\n", &save)) {
        char got[32];
        cr_assert(line != NULL);
        cr_expect_str_eq(json_text(line, "game", got, sizeof got), games[k], "%s", line);
    }
    free(r);
}

/* merge's answer names the game of its parts. */
Test(output_cli, a_merged_answer_names_its_game)
{
    char dir[] = "/tmp/pokeq-game-XXXXXX", parts[2][64];
    cr_assert(mkdtemp(dir) != NULL);
    for (int k = 0; k < 2; k++) {
        snprintf(parts[k], sizeof parts[k], "%s/part%d", dir, k + 1);
        char shard[8];
        snprintf(shard, sizeof shard, "%d/2", k + 1);
        run_result *r = RUN("--game", "shortdeck", "AhAs", "JdJc", "--board", "7c8d6s", "--exact", "--shard", shard,
                            "--format", "json");
        cr_assert_eq(r->status, 0, "%s", r->err);
        FILE *f = fopen(parts[k], "w");
        cr_assert(f != NULL);
        fputs(r->out, f);
        fclose(f);
        free(r);
    }
    run_result *r = RUN("merge", parts[0], parts[1]);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char got[32];
    cr_expect_str_eq(json_text(r->out, "game", got, sizeof got), "shortdeck", "%s", r->out);
    free(r);
    for (int k = 0; k < 2; k++)
        remove(parts[k]);
    rmdir(dir);
}
