/* SPDX-License-Identifier: MIT */
/* `pokeq hits --game omaha...` as scripts meet it: JSON counts equal to
 * pokeq_hits_game (a group the sum of its parts, only the game's classes
 * shown), CSV naming the game on every row, text naming it, and what
 * Omaha cannot do (--vs, --list, --ranking, too wide a range, a bad
 * term) refused with exit status 2 naming the word. */
#include "testing.h"

#include "hits_rows.h"

static pokeq_game_hits_result library_hits(int game, const char *range, const char *board_text, const char *dead_text)
{
    int board[5], dead[5], dead_count = 0;
    const int n = pokeq_cards_parse(board_text, board, 5, NULL);
    if (dead_text)
        dead_count = pokeq_cards_parse(dead_text, dead, 5, NULL);
    pokeq_game_hits_result out;
    cr_assert_eq(pokeq_hits_game(game, range, board, n, dead, dead_count, &out, NULL), 0, "%s", range);
    return out;
}

Test(hits_omaha_cli, json_counts_equal_the_library)
{
    static const struct { const char *game, *range, *board, *dead; } cases[] = {
        {"omaha", "AAxx,KQJTds:0.5", "Kh7s2c", NULL},
        {"omaha-hilo", "A2xx,A3xx:0.25", "3h8s9cKd", "2c"},
        {"omaha5", "AKQxx", "Th9h8c6d5s", NULL},
        {"omaha5-hilo", "A2xxx", "7s6s2d", NULL},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        run_result *r = cases[k].dead ? RUN("hits", "--game", cases[k].game, cases[k].range, "--board", cases[k].board,
                                            "--dead", cases[k].dead, "--format", "json")
                                      : RUN("hits", "--game", cases[k].game, cases[k].range, "--board", cases[k].board,
                                            "--format", "json");
        cr_assert_eq(r->status, 0, "%s", r->err);
        cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
        const int game = pokeq_game_from_name(cases[k].game);
        const pokeq_game_hits_result want = library_hits(game, cases[k].range, cases[k].board, cases[k].dead);
        char key[96];
        snprintf(key, sizeof key, "\"game\":\"%s\"", cases[k].game);
        cr_expect(strstr(r->out, key) != NULL, "no %s in %s", key, r->out);
        snprintf(key, sizeof key, "\"count\":%llu,\"unit\":%llu,\"live_combos\":%d", (unsigned long long)want.total,
                 (unsigned long long)want.unit, want.live_combos);
        cr_expect(strstr(r->out, key) != NULL, "no %s in %s", key, r->out);
        hits_json_rows_check(r->out, &want, game, cases[k].range);
        const int hilo = strstr(cases[k].game, "hilo") != NULL;
        cr_expect_eq(strstr(r->out, "\"class\":\"nut low draw\"") != NULL, hilo, "%s", r->out);
        cr_expect(strstr(r->out, "\"class\":\"big wrap\"") != NULL, "%s", r->out);
        free(r);
    }
}

Test(hits_omaha_cli, text_and_csv_name_the_game)
{
    run_result *r = RUN("hits", "--game", "omaha-hilo", "A2xx", "--board", "7s8d3c");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "A2xx on 7s8d3c: ") != NULL && strstr(r->out, "hands (omaha-hilo)") != NULL, "%s",
              r->out);
    cr_expect(strstr(r->out, "low hands") != NULL && strstr(r->out, "nut low") != NULL, "%s", r->out);
    free(r);
    r = RUN("hits", "--game", "omaha", "random", "--board", "7s8d3c", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save), *header[16], *f[16];
    const int columns = csv_fields(line, header, 16), c_game = csv_column(header, columns, "game");
    const int c_count = csv_column(header, columns, "count"), c_class = csv_column(header, columns, "class");
    const pokeq_game_hits_result want = library_hits(POKEQ_GAME_OMAHA, "random", "7s8d3c", NULL);
    cr_expect_eq(want.live_combos, 211876, "every four of the 49 cards off the flop");
    int rows = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL && ++rows) {
        cr_assert_eq(csv_fields(line, f, 16), columns);
        cr_expect_str_eq(f[c_game], "omaha");
        cr_expect_eq(strtoull(f[c_count], NULL, 10), hits_row_count(&want, f[c_class]), "%s", f[c_class]);
    }
    cr_expect_eq(rows, hits_rows_of(POKEQ_GAME_OMAHA));
    free(r);
}

Test(hits_omaha_cli, what_omaha_cannot_do_is_refused_naming_the_word)
{
    static const struct { const char *args[9]; const char *phrase, *token; } cases[] = {
        {{"hits", "--game", "omaha", "AAxx", "--board", "Kh7s2c", "--vs", "KKxx", NULL}, "Hold'em ranges only", "--vs"},
        {{"hits", "--game", "omaha", "AAxx", "--board", "Kh7s2c", "--list", NULL}, "too many to list", "--list"},
        {{"hits", "--game", "omaha", "AAxx", "--board", "Kh7s2c", "--ranking", "vs1", NULL}, "no N%", "--ranking"},
        {{"hits", "--game", "omaha6", "random", "--board", "Kh7s2c", NULL}, "narrow it", "random"},
        {{"hits", "--game", "omaha", "AAxz", "--board", "Kh7s2c", NULL}, "the range", "AAxz"},
        {{"hits", "--game", "omaha", "AAxx", "--board", "Kh7s", NULL}, "3 to 5 cards", "Kh7s"},
        {{"hits", "--game", "omaha", "AAxx", "--board", "Kh7s2c", "--dead", "Kh", NULL}, "among the dead", "Kh"},
        {{"hits", "--game", "omaha", "Kh7s2c3c", "--board", "Kh7s2c", NULL}, "no combo of the range", "Kh7s2c3c"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        run_result *r = program_run("", 0, cases[k].args);
        cr_expect_eq(r->status, 2, "case %zu: %s", k, r->err);
        cr_expect_str_eq(r->out, "", "case %zu", k);
        cr_expect(strstr(r->err, cases[k].phrase) != NULL, "case %zu: %s", k, r->err);
        char quoted[64];
        snprintf(quoted, sizeof quoted, "'%s", cases[k].token);
        cr_expect(strstr(r->err, quoted) != NULL, "case %zu: no %s in %s", k, quoted, r->err);
        free(r);
    }
}
