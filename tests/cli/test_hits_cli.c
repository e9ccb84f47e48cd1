/* SPDX-License-Identifier: MIT */
/* `pokeq hits` as scripts meet it: its JSON valid and each class's integer
 * count equal to pokeq_hits (a group the sum of its parts), its CSV read
 * back field by field to the same counts, --list naming exactly the
 * combos of each class, and bad input refused with exit status 2. */
#include "testing.h"

#include "hits_rows.h"

#include <math.h>

static pokeq_game_hits_result library_hits(const char *range_text, const char *board_text, const char *vs_text)
{
    pokeq_range range, vs;
    cr_assert_eq(pokeq_range_parse(range_text, &range, NULL), 0);
    if (vs_text)
        cr_assert_eq(pokeq_range_parse(vs_text, &vs, NULL), 0);
    int board[5];
    const int n = pokeq_cards_parse(board_text, board, 5, NULL);
    pokeq_hits_result out;
    cr_assert_eq(pokeq_hits(&range, board, n, NULL, 0, vs_text ? &vs : NULL, &out), 0);
    pokeq_game_hits_result every;
    pokeq_game_hits_from(&out, POKEQ_GAME_HOLDEM, &every);
    return every;
}

Test(hits_cli, json_counts_equal_the_library)
{
    static const char *const cases[][3] = {{"QQ+,AKs,T9s:0.5,A5s", "Kh7s2c", NULL},
                                           {"random", "Th9h8c6d", NULL},
                                           {"22+,AJs+", "Qs7s2sKd4h", "AK,QQ"}};
    for (int k = 0; k < 3; k++) {
        run_result *r = cases[k][2] ? RUN("hits", cases[k][0], "--board", cases[k][1], "--vs", cases[k][2], "--format",
                                          "json")
                                    : RUN("hits", cases[k][0], "--board", cases[k][1], "--format", "json");
        cr_assert_eq(r->status, 0, "%s", r->err);
        cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
        const pokeq_game_hits_result want = library_hits(cases[k][0], cases[k][1], cases[k][2]);
        char key[64];
        snprintf(key, sizeof key, "\"count\":%llu,\"unit\":%llu", (unsigned long long)want.total,
                 (unsigned long long)want.unit);
        cr_expect(strstr(r->out, key) != NULL, "no %s in %s", key, r->out);
        hits_json_rows_check(r->out, &want, POKEQ_GAME_HOLDEM, cases[k][0]);
        free(r);
    }
}

Test(hits_cli, csv_reads_back)
{
    run_result *r = RUN("hits", "QQ+,AKs,T9s,A5s,87s", "--board", "Th9h8c", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const pokeq_game_hits_result want = library_hits("QQ+,AKs,T9s,A5s,87s", "Th9h8c", NULL);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save);
    cr_assert_str_eq(line, "board,class,kind,part_of,combos,percent,count,game");
    int rows = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        char board[16], name[64], kind[8], part[32];
        double combos, percent;
        unsigned long long count;
        const int got = sscanf(line, "%15[^,],%63[^,],%7[^,],%31[^,],%lf,%lf,%llu", board, name, kind, part, &combos,
                               &percent, &count);
        const int no_part = sscanf(line, "%15[^,],%63[^,],%7[^,],,%lf,%lf,%llu", board, name, kind, &combos, &percent,
                                   &count);
        cr_assert(got == 7 || no_part == 6, "row '%s'", line);
        cr_expect_str_eq(board, "Th9h8c");
        cr_expect_eq(count, hits_row_count(&want, name), "%s", name);
        cr_expect(fabs(combos - (double)count / (double)want.unit) < 1e-9, "%s", line);
        cr_expect(fabs(percent - 100.0 * (double)count / (double)want.total) < 1e-9, "%s", line);
        rows++;
    }
    cr_expect_eq(rows, hits_rows_of(POKEQ_GAME_HOLDEM));
    free(r);
}

/* A listed class read back as a range: each combo in the class with the
 * range's own weight, their weights adding up to the class's count. */
static int expect_list_is_the_class(const char *hands, const pokeq_range *range, const int board[3], int cls,
                                    uint64_t count)
{
    pokeq_range listed;
    cr_assert_eq(pokeq_range_parse(hands, &listed, NULL), 0, "%s: '%s' is no range", pokeq_hit_name(cls), hands);
    uint64_t units = 0;
    int combos = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        if (listed.weight[combo] == 0)
            continue;
        int cards[2];
        uint32_t bits;
        pokeq_combo_cards(combo, cards);
        cr_assert_eq(pokeq_hit_classify(cards, board, 3, &bits), 0);
        cr_expect(bits >> cls & 1u, "combo %d listed as %s", combo, pokeq_hit_name(cls));
        cr_expect_eq(listed.weight[combo], range->weight[combo], "combo %d: the range's weight", combo);
        units += listed.weight[combo];
        combos++;
    }
    cr_expect_eq(units, count, "%s", pokeq_hit_name(cls));
    return combos;
}

/* Issue 28 row 15: each class's list is range text: read back (by the
 * library's parser) it is exactly the class's combos at the range's
 * weights, and the made classes list each live combo once. */
Test(hits_cli, list_names_each_class_combos)
{
    static const char RANGE[] = "22+,ATs+:0.5,KQo,T9s:0.25";
    run_result *r = RUN("hits", RANGE, "--board", "Ts9h3c", "--list", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const pokeq_game_hits_result want = library_hits(RANGE, "Ts9h3c", NULL);
    pokeq_range range;
    cr_assert_eq(pokeq_range_parse(RANGE, &range, NULL), 0);
    int board[3], listed_made = 0;
    pokeq_cards_parse("Ts9h3c", board, 3, NULL);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save), *header[16], *f[16];
    const int columns = csv_fields(line, header, 16);
    const int c_class = csv_column(header, columns, "class"), c_hands = csv_column(header, columns, "hands");
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        cr_assert_eq(csv_fields(line, f, 16), columns, "%s", line);
        int cls = -1;
        for (int c = 0; c < POKEQ_HITS; c++)
            cls = strcmp(pokeq_hit_name(c), f[c_class]) == 0 ? c : cls;
        if (cls < 0 || want.count[cls] == 0) { /* a group has no list of its own; an empty class none */
            cr_expect_str_eq(f[c_hands], "", "%s", f[c_class]);
            continue;
        }
        const int listed = expect_list_is_the_class(f[c_hands], &range, board, cls, want.count[cls]);
        listed_made += cls < POKEQ_HIT_MADE ? listed : 0;
    }
    cr_expect_eq(listed_made, want.live_combos);
    free(r);
}

/* The round trip through the program: a class's list pasted back as the
 * range gives that class again, listing the same text, and every combo
 * of the new range is in it. */
Test(hits_cli, a_pasted_list_reads_back_to_the_same_combos)
{
    run_result *r = RUN("hits", "QQ+,AK:0.5,T9s", "--board", "Ts9h3c", "--list", "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const char *at = strstr(r->out, "{\"class\":\"overcards\"");
    cr_assert(at != NULL, "%s", r->out);
    at = strstr(at, "\"hands\":\"");
    cr_assert(at != NULL);
    char hands[2048];
    cr_assert_eq(sscanf(at + 9, "%2047[^\"]", hands), 1);
    cr_expect(strchr(hands, ' ') == NULL && strstr(hands, ":0.5") != NULL, "%s", hands);
    run_result *again = RUN("hits", hands, "--board", "Ts9h3c", "--list", "--format", "csv");
    cr_assert_eq(again->status, 0, "'%s': %s", hands, again->err);
    char *save = NULL, *line = strtok_r(again->out, "\n", &save), *header[16], *f[16];
    const int columns = csv_fields(line, header, 16);
    const int c_class = csv_column(header, columns, "class"), c_hands = csv_column(header, columns, "hands");
    const int c_percent = csv_column(header, columns, "percent");
    bool seen = false;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        cr_assert_eq(csv_fields(line, f, 16), columns);
        if (strcmp(f[c_class], "overcards") != 0)
            continue;
        cr_expect_str_eq(f[c_hands], hands);
        cr_expect_str_eq(f[c_percent], "100", "every combo pasted back is overcards");
        seen = true;
    }
    cr_expect(seen);
    free(again);
    free(r);
}

/* Row 15: the answer names its game (Hold'em's: hits is a Hold'em
 * command), JSON once, CSV on every row. */
Test(hits_cli, answers_name_their_game)
{
    run_result *r = RUN("hits", "AK", "--board", "Jh9h4c", "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strncmp(r->out, "{\"schema\":1,\"game\":\"holdem\",", 28) == 0, "%s", r->out);
    free(r);
    r = RUN("hits", "AK", "--board", "Jh9h4c", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save), *header[16], *f[16];
    const int columns = csv_fields(line, header, 16), c_game = csv_column(header, columns, "game");
    int rows = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL && ++rows) {
        cr_assert_eq(csv_fields(line, f, 16), columns);
        cr_expect_str_eq(f[c_game], "holdem");
    }
    cr_expect_eq(rows, hits_rows_of(POKEQ_GAME_HOLDEM));
    free(r);
}

Test(hits_cli, bad_input_exits_2_naming_the_word)
{
    static const char *const cases[][6] = {
        {"hits", "QQ+", "--board", "Kh7s", "", "Kh7s"},
        {"hits", "QQ+", "--board", "Kh7s2x", "", "2x"},
        {"hits", "QQ+,KQz", "--board", "Kh7s2c", "", "KQz"},
        {"hits", "KhKd", "--board", "Kh7s2c", "", "KhKd"},
        {"hits", "QQ+", "--board", "Kh7s2c", "--frobnicate", "--frobnicate"},
    };
    for (int k = 0; k < 5; k++) {
        run_result *r = cases[k][4][0] ? RUN(cases[k][0], cases[k][1], cases[k][2], cases[k][3], cases[k][4])
                                       : RUN(cases[k][0], cases[k][1], cases[k][2], cases[k][3]);
        cr_expect_eq(r->status, 2, "case %d: %s", k, r->err);
        cr_expect_str_eq(r->out, "", "case %d", k);
        cr_expect(strstr(r->err, cases[k][5]) != NULL, "case %d: %s", k, r->err);
        free(r);
    }
    run_result *r = RUN("hits", "QQ+");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "usage: pokeq hits") != NULL, "%s", r->err);
    free(r);
}

/* Issue 28 row 7: --list shows the combos the counts hold: those --vs
 * blocks (every AK with the Ah or the Kh against AhKh) are left out. */
Test(hits_cli, list_leaves_out_what_vs_blocks)
{
    run_result *r = RUN("hits", "AK", "--board", "Jh9h4c", "--vs", "AhKh", "--list");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const char *line = strstr(r->out, "ace high");
    cr_assert(line != NULL, "%s", r->out);
    line = strchr(line, '\n') + 1;
    int listed = 0;
    for (const char *at = line; *at != '\n' && *at != '\0'; at++)
        listed += (at == line || at[-1] == ' ' || at[-1] == ',') && *at != ' ';
    cr_expect_eq(listed, 9, "%s", r->out);
    static const char *const BLOCKED[] = {"AhKs", "AhKd", "AhKc", "AsKh", "AdKh", "AcKh"};
    for (int i = 0; i < 6; i++)
        cr_expect(strstr(r->out, BLOCKED[i]) == NULL, "%s listed: %s", BLOCKED[i], r->out);
    free(r);
}
