/* SPDX-License-Identifier: MIT */
/* The single-draw games on the command line: a board is refused naming
 * the game (exit status 2), JSON and CSV carry the exact counts, a seat
 * may keep no card, a batch line may name the game, eval names each
 * game's hand (exactly its cards), and --categories shows each game's
 * own columns (badugi's: the cards in its badugi). */
#include "testing.h"

#include "csv_read.h"
#include "seated_cli.h"

#include <string.h>

Test(draw_cli, a_board_is_refused_by_name)
{
    expect_board_refused("lowball27", "7h5d4c3s", "8s6d5h3c2d");
}

/* The README's worked example: 3 of the 43 draws win for 7-5-4-3. */
Test(draw_cli, json_and_csv_carry_the_exact_counts)
{
    run_result *r = RUN("--game", "lowball27", "7h5d4c3s", "8s6d5h3c2d", "--exact", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strstr(r->out, "\"deals\":43") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "\"wins\":3,") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "lowball27", "7h5d4c3s", "8s6d5h3c2d", "--exact", "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "7h5d4c3s") != NULL, "%s", r->out);
    free(r);
}

Test(draw_cli, a_seat_may_keep_no_card_and_a_batch_line_names_the_game)
{
    expect_deals_and_batch("badugi", "As2d3h", "",
                           "--game lowball-a5 Ah2d3c4s 8s7d6c5h4h --exact\n--game draw AsAd KsKd --board 2c\n", "draw");
}

Test(draw_cli, eval_names_the_hand_in_its_game)
{
    static const char *const cases[][3] = {
        {"lowball27", "8h6d5c4s2h", "8-6-5-4-2 low\n"},
        {"lowball27", "Ah5d4c3s2h", "A-5-4-3-2 low\n"},
        {"lowball-a5", "8h6d5c4s2h", "8-6-5-4-2 low\n"},
        {"draw", "AsAd9c9h2s", "two pair, aces and nines\n"},
        {"badugi", "8h5dAc3c", "three-card badugi 8-5-A\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        run_result *r = RUN("eval", "--game", cases[i][0], cases[i][1]);
        cr_expect_eq(r->status, 0, "%s", r->err);
        cr_expect_str_eq(r->out, cases[i][2]);
        free(r);
    }
    run_result *r = RUN("eval", "--game", "badugi", "8h5dAc3c2s");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "a badugi hand is 4 cards, got 5") != NULL, "%s", r->err);
    free(r);
}

/* The README's 2-7 example by category: 3 of 43 draws make a 7-low, 17 no
 * low; the pat 8-6-5-3-2 is an 8-low every time. Text shows the 2-7 tops
 * and "no low"; JSON carries the counts; A-5 shows no high table; draw
 * no low one. */
Test(draw_cli, categories_show_each_games_columns)
{
    run_result *r = RUN("--game", "lowball27", "7h5d4c3s", "8s6d5h3c2d", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "hand at showdown") != NULL && strstr(r->out, "low at showdown") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "7-low") != NULL && strstr(r->out, "no low") != NULL && strstr(r->out, "5-low") == NULL,
              "%s", r->out);
    free(r);
    r = RUN("--game", "lowball27", "7h5d4c3s", "8s6d5h3c2d", "--exact", "--categories", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    /* lows: 5-low .. K-low, paired, none */
    cr_expect(strstr(r->out, "\"lows\":[0,0,3,3,4,4,4,4,4,0,17]") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "\"lows\":[0,0,0,43,0,0,0,0,0,0,0]") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "lowball-a5", "Ah2d3c4s", "8s7d6c5h4h", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "hand at showdown") == NULL && strstr(r->out, "paired") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "draw", "AsAd", "KsKdKc", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "hand at showdown") != NULL && strstr(r->out, "low at showdown") == NULL, "%s", r->out);
    free(r);
}

/* Badugi by hand: Ah2d3c draws one of 48 cards, Ks three of the 47 left
 * (16,215 ways each); the nine spades 4s .. Qs make a four-card badugi,
 * the other 39 cards leave three cards. Text names the sizes, JSON's
 * "categories" holds four counts (one-card .. four-card) and no lows,
 * CSV fills cat_badugi_* and leaves the Hold'em columns empty. */
Test(draw_cli, badugi_categories_count_the_cards_in_the_badugi)
{
    run_result *r = RUN("--game", "badugi", "Ah2d3c", "Ks", "--exact", "--categories");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "badugi at showdown") != NULL && strstr(r->out, "4 cards") != NULL &&
                  strstr(r->out, "pair") == NULL && strstr(r->out, "low at showdown") == NULL,
              "%s", r->out);
    /* 39 / 48 and 9 / 48 of the showdowns */
    cr_expect(strstr(r->out, " 81.25%  18.75%") != NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "badugi", "Ah2d3c", "Ks", "--exact", "--categories", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strstr(r->out, "\"categories\":[0,0,632385,145935]") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "\"lows\"") == NULL, "%s", r->out);
    free(r);
    r = RUN("--game", "badugi", "Ah2d3c", "Ks", "--exact", "--categories", "--format", "csv");
    cr_expect_eq(r->status, 0, "%s", r->err);
    char *line = r->out, *second = strchr(line, '\n');
    cr_assert(second != NULL, "%s", r->out);
    *second++ = '\0';
    char *third = strchr(second, '\n');
    cr_assert(third != NULL);
    *third = '\0';
    char *head[128], *row[128];
    const int n = csv_fields(line, head, 128), m = csv_fields(second, row, 128);
    cr_assert_eq(n, m, "%d columns, %d fields", n, m);
    cr_expect_str_eq(row[csv_column(head, n, "cat_badugi_3")], "632385");
    cr_expect_str_eq(row[csv_column(head, n, "cat_badugi_4")], "145935");
    cr_expect_str_eq(row[csv_column(head, n, "cat_badugi_1")], "0");
    cr_expect_str_eq(row[csv_column(head, n, "cat_pair")], "");
    cr_expect_str_eq(row[csv_column(head, n, "low_none")], "");
    free(r);
}
