/* SPDX-License-Identifier: MIT */
/* The stud games on the command line: a board is refused naming the game
 * (exit status 2), JSON is valid and carries the hi/lo fields, a batch
 * line may name the game, and the count line says deals. */
#include "testing.h"

#include "seated_cli.h"

#include <string.h>

Test(stud_cli, a_board_is_refused_by_name)
{
    expect_board_refused("razz", "Ah2h3c", "KsKd5c");
}

Test(stud_cli, json_of_a_hilo_game_is_valid_and_split)
{
    run_result *r = RUN("--game", "stud-hilo", "AsKs4h8c7c6d2c", "8h7h6s5d4c3c", "--exact", "--format", "json");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strstr(r->out, "\"low\":") != NULL, "%s", r->out);
    cr_expect(strstr(r->out, "\"runouts\":39") != NULL, "%s", r->out);
    free(r);
}

Test(stud_cli, text_counts_deals_and_a_batch_line_names_the_game)
{
    expect_deals_and_batch("stud", "AsAd9c9h", "KsQsJsTs",
                           "--game razz Ah2h3c4d5s KsKd5c6c7c8c --exact\n--game stud AsAd KsKd --board 2c\n", "stud");
}

Test(stud_cli, eval_names_the_hand_in_its_game)
{
    run_result *r = RUN("eval", "--game", "razz", "8h6d5c4s2hKsKd");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect_str_eq(r->out, "8-6-5-4-2 low\n");
    free(r);
    r = RUN("eval", "--game", "omaha", "AsAd9c9h2s");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "omaha hands are not named") != NULL, "%s", r->err);
    free(r);
    r = RUN("eval", "--game", "poker", "AsAd9c9h2s");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "'poker'") != NULL, "%s", r->err);
    free(r);
}
