/* SPDX-License-Identifier: MIT */
/* `pokeq hits` as scripts meet it: its JSON valid and each class's integer
 * count equal to pokeq_hits (a group the sum of its parts), its CSV read
 * back field by field to the same counts, --list naming exactly the
 * combos of each class, and bad input refused with exit status 2. */
#include "testing.h"

#include <math.h>

static pokeq_hits_result library_hits(const char *range_text, const char *board_text, const char *vs_text)
{
    pokeq_range range, vs;
    cr_assert_eq(pokeq_range_parse(range_text, &range, NULL), 0);
    if (vs_text)
        cr_assert_eq(pokeq_range_parse(vs_text, &vs, NULL), 0);
    int board[5];
    const int n = pokeq_cards_parse(board_text, board, 5, NULL);
    pokeq_hits_result out;
    cr_assert_eq(pokeq_hits(&range, board, n, NULL, 0, vs_text ? &vs : NULL, &out), 0);
    return out;
}

/* A class's (or group's) count in the library's result. */
static uint64_t expected_count(const pokeq_hits_result *h, const char *name)
{
    uint64_t sum = 0;
    for (int c = 0; c < POKEQ_HITS; c++) {
        const char *group = pokeq_hit_group(c);
        if (strcmp(pokeq_hit_name(c), name) == 0 || (group && strcmp(group, name) == 0))
            sum += h->count[c];
    }
    return sum;
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
        const pokeq_hits_result want = library_hits(cases[k][0], cases[k][1], cases[k][2]);
        char key[64];
        snprintf(key, sizeof key, "\"count\":%llu,\"unit\":%llu", (unsigned long long)want.total,
                 (unsigned long long)want.unit);
        cr_expect(strstr(r->out, key) != NULL, "no %s in %s", key, r->out);
        int entries = 0;
        for (const char *at = strstr(r->out, "{\"class\":\""); at != NULL; at = strstr(at + 1, "{\"class\":\"")) {
            char name[64];
            cr_assert_eq(sscanf(at, "{\"class\":\"%63[^\"]\"", name), 1);
            const char *count = strstr(at, "\"count\":");
            cr_assert(count != NULL);
            cr_expect_eq(strtoull(count + 8, NULL, 10), expected_count(&want, name), "%s: %s", cases[k][0], name);
            entries++;
        }
        cr_expect_eq(entries, POKEQ_HITS + 5, "every class and the five groups");
        free(r);
    }
}

Test(hits_cli, csv_reads_back)
{
    run_result *r = RUN("hits", "QQ+,AKs,T9s,A5s,87s", "--board", "Th9h8c", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const pokeq_hits_result want = library_hits("QQ+,AKs,T9s,A5s,87s", "Th9h8c", NULL);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save);
    cr_assert_str_eq(line, "board,class,kind,part_of,combos,percent,count");
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
        cr_expect_eq(count, expected_count(&want, name), "%s", name);
        cr_expect(fabs(combos - (double)count / (double)want.unit) < 1e-9, "%s", line);
        cr_expect(fabs(percent - 100.0 * (double)count / (double)want.total) < 1e-9, "%s", line);
        rows++;
    }
    cr_expect_eq(rows, POKEQ_HITS + 5);
    free(r);
}

/* Every listed combo is in its class; the made classes list each live
 * combo once. */
Test(hits_cli, list_names_each_class_combos)
{
    run_result *r = RUN("hits", "22+,ATs+,KQo,T9s", "--board", "Ts9h3c", "--list", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    const pokeq_hits_result want = library_hits("22+,ATs+,KQo,T9s", "Ts9h3c", NULL);
    int board[3], listed_made = 0;
    pokeq_cards_parse("Ts9h3c", board, 3, NULL);
    char *save = NULL, *line = strtok_r(r->out, "\n", &save);
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        char name[64];
        cr_assert_eq(sscanf(line, "Ts9h3c,%63[^,]", name), 1);
        int cls = -1;
        for (int c = 0; c < POKEQ_HITS; c++)
            cls = strcmp(pokeq_hit_name(c), name) == 0 ? c : cls;
        const char *hands = strrchr(line, ',') + 1;
        if (cls < 0) { /* a group: no list of its own */
            cr_expect_str_eq(hands, "");
            continue;
        }
        int listed = 0;
        for (const char *h = hands; *h; h += h[4] == ' ' ? 5 : 4) {
            int cards[2];
            cr_assert_eq(pokeq_cards_parse((char[]){h[0], h[1], h[2], h[3], 0}, cards, 2, NULL), 2, "%s", hands);
            uint32_t bits;
            cr_assert_eq(pokeq_hit_classify(cards, board, 3, &bits), 0);
            cr_expect(bits >> cls & 1u, "%c%c%c%c listed as %s", h[0], h[1], h[2], h[3], name);
            listed++;
            if (!h[4])
                break;
        }
        cr_expect_eq((uint64_t)listed * POKEQ_RANGE_WEIGHT_ONE, want.count[cls], "%s", name);
        listed_made += cls < POKEQ_HIT_MADE ? listed : 0;
    }
    cr_expect_eq(listed_made, want.live_combos);
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
        listed += (at == line || at[-1] == ' ') && *at != ' ';
    cr_expect_eq(listed, 9, "%s", r->out);
    static const char *const BLOCKED[] = {"AhKs", "AhKd", "AhKc", "AsKh", "AdKh", "AcKh"};
    for (int i = 0; i < 6; i++)
        cr_expect(strstr(r->out, BLOCKED[i]) == NULL, "%s listed: %s", BLOCKED[i], r->out);
    free(r);
}
