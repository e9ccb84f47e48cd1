/* SPDX-License-Identifier: MIT */
/* --per-combo of Omaha ranges on the command line: the JSON rows of every
 * hand (4 to 6 cards) equal the independent brute force
 * (omaha_hand_brute.h) to the unit, high and hi/lo; CSV's combo rows add
 * up to each seat's count and pot units; text lists each seat's hands by
 * equity; Monte Carlo prints the same rows on 1 and 3 threads. */
#include "testing.h"

#include "omaha_hand_brute.h"

#include <string.h>

static const scenario SPOTS[] = {
    {POKEQ_GAME_OMAHA, 4, 0, 2, {{"AAKKds", 1, {{"AAKK", 1, 100}}}, {"QQJJds", 1, {{"QQJJ", 1, 100}}}}, "2c7d9h", ""},
    {POKEQ_GAME_OMAHA_HILO, 4, 1, 2,
     {{"As2d3hKc", 0, {{0}}}, {"AA23ds,KKQQds:0.5", 2, {{"AA23", 1, 100}, {"KKQQ", 1, 50}}}}, "4s5c9d", ""},
    {POKEQ_GAME_OMAHA5, 5, 0, 2, {{"AhAdKhKd2c", 0, {{0}}}, {"QQJJTds", 1, {{"QQJJT", 1, 100}}}}, "3c4d9hQs", ""},
};

static uint64_t number_after(const char *at, const char *key)
{
    const char *p = strstr(at, key);
    cr_assert(p != NULL, "no %s in %.80s", key, at);
    return strtoull(p + strlen(key), NULL, 10);
}

/* Each "combos" row of the JSON against the brute force; returns the rows. */
static int expect_json_rows(const scenario *sc, const char *out)
{
    hand_brute *h = hand_brute_count(sc);
    int rows = 0, seat = -1;
    const char *players = strstr(out, "\"players\":[");
    cr_assert(players != NULL);
    for (const char *at = strstr(players, "{\"input\":"); at != NULL; at = strstr(at + 1, "{\"input\":")) {
        seat++;
        const char *next = strstr(at + 1, "{\"input\":");
        for (const char *row = strstr(at, "{\"combo\":\""); row != NULL && (next == NULL || row < next);
             row = strstr(row + 1, "{\"combo\":\"")) {
            char text[16] = {0};
            memcpy(text, row + 10, (size_t)(2 * sc->hole_cards));
            int cards[6];
            cr_assert_eq(pokeq_cards_parse(text, cards, 6, NULL), sc->hole_cards, "%s", text);
            uint64_t mask = 0;
            for (int k = 0; k < sc->hole_cards; k++)
                mask |= 1ULL << cards[k];
            const int i = hand_brute_find(h, seat, mask);
            cr_assert_geq(i, 0, "seat %d: %s is a hand of its range", seat, text);
            cr_expect_eq(number_after(row, "\"showdowns\":"), h->showdowns[seat][i], "%s", text);
            cr_expect_eq(number_after(row, "\"pot_units\":"), h->units[seat][i], "%s", text);
            rows++;
        }
    }
    cr_expect_eq(seat, sc->seats - 1);
    int want = 0; /* every hand with a showdown has its row */
    for (int p = 0; p < sc->seats; p++)
        for (int i = 0; i < h->list[p].count; i++)
            want += h->showdowns[p][i] > 0;
    cr_expect_eq(rows, want, "%s: a row for each hand", sc->seat[1].text);
    hand_brute_free(h);
    return rows;
}

Test(omaha_per_combo_cli, json_rows_equal_the_brute_force)
{
    for (size_t s = 0; s < sizeof SPOTS / sizeof SPOTS[0]; s++) {
        const scenario *sc = &SPOTS[s];
        run_result *r = RUN("--game", pokeq_game_name(sc->game), sc->seat[0].text, sc->seat[1].text, "--board",
                            sc->board, "--exact", "--per-combo", "--format", "json", "--threads", "3");
        cr_assert_eq(r->status, 0, "%s", r->err);
        cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
        cr_expect_gt(expect_json_rows(sc, r->out), 2);
        free(r);
    }
}

Test(omaha_per_combo_cli, csv_rows_add_up_and_text_lists_the_hands)
{
    run_result *r = RUN("--game", "omaha-hilo", "As2d3hKc", "AA23ds,KKQQds:0.5", "--board", "4s5c9d", "--exact",
                        "--per-combo", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    char *copy = strdup(r->out), *save = NULL, *field[96], *header[96];
    int columns = 0, combo_rows = 0;
    uint64_t units[2] = {0}, seat_units[2] = {0}, showdowns[2] = {0}, count = 0;
    for (char *line = strtok_r(copy, "\n", &save); line != NULL; line = strtok_r(NULL, "\n", &save)) {
        if (columns == 0) {
            columns = csv_fields(line, header, 96);
            continue;
        }
        cr_assert_eq(csv_fields(line, field, 96), columns);
        const int p = atoi(field[csv_column(header, columns, "player")]) - 1;
        cr_assert(p == 0 || p == 1);
        if (strcmp(field[csv_column(header, columns, "row")], "seat") == 0) {
            seat_units[p] = strtoull(field[csv_column(header, columns, "pot_units")], NULL, 10);
            count = strtoull(field[csv_column(header, columns, "count")], NULL, 10);
            continue;
        }
        combo_rows++;
        cr_expect_eq(strlen(field[csv_column(header, columns, "combo")]), 8, "a four-card hand");
        units[p] += strtoull(field[csv_column(header, columns, "combo_pot_units")], NULL, 10);
        showdowns[p] += strtoull(field[csv_column(header, columns, "combo_showdowns")], NULL, 10);
    }
    cr_expect_eq(combo_rows, 1 + 3 + 3, "the fixed hand, 3 AA23ds and 3 KKQQds hands the known cards leave");
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(units[p], seat_units[p], "seat %d: rows add up to its pot units", p);
        cr_expect_eq(showdowns[p], count, "seat %d: rows add up to the count", p);
    }
    free(copy);
    free(r);
    r = RUN("--game", "omaha", "AAKKds", "QQJJds", "--board", "2c7d9h", "--exact", "--per-combo");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "player 1's hands by equity:\n     AdAcKdKc   79.695%") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "player 2's hands by equity:") != NULL, "%s", r->out);
    free(r);
}

/* The JSON with its clock and team left out. */
static char *without_clock(const char *out)
{
    char *copy = strdup(out);
    char *at = strstr(copy, "\"seconds\":");
    cr_assert(at != NULL);
    *at = '\0';
    return copy;
}

Test(omaha_per_combo_cli, monte_carlo_rows_are_the_same_on_any_thread_count)
{
    const char *const one[] = {"--game", "omaha5-hilo", "AhAd3h4d9c", "22KK5ds", "--board", "6c7dTh", "--mc",
                               "--trials", "30000", "--per-combo", "--format", "json", "--threads", "1", NULL};
    const char *const three[] = {"--game", "omaha5-hilo", "AhAd3h4d9c", "22KK5ds", "--board", "6c7dTh", "--mc",
                                 "--trials", "30000", "--per-combo", "--format", "json", "--threads", "3", NULL};
    run_result *a = program_run("", 0, one), *b = program_run("", 0, three);
    cr_assert_eq(a->status, 0, "%s", a->err);
    cr_assert_eq(b->status, 0, "%s", b->err);
    char *x = without_clock(a->out), *y = without_clock(b->out);
    cr_expect_str_eq(x, y);
    cr_expect(strstr(x, "\"combos\":[{\"combo\":\"") != NULL, "%s", x);
    free(x);
    free(y);
    free(a);
    free(b);
}
