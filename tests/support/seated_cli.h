/* SPDX-License-Identifier: MIT */
/*
 * seated_cli.h - the command-line checks every game with no board (stud,
 * the single-draw games) shares, through the built program (program.h):
 * a board is refused naming the game, an exact answer counts deals, and a
 * batch goes on past a line that gives such a game a board. Test code
 * (Criterion asserts); one thread.
 */
#ifndef POKEQ_TEST_SEATED_CLI_H
#define POKEQ_TEST_SEATED_CLI_H

#include <criterion/criterion.h>

#include "program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* `pokeq --game GAME FIRST SECOND --board 2s3s4s`: exit status 2, and the
 * message says "GAME has no board". */
static inline void expect_board_refused(const char *game, const char *first, const char *second)
{
    run_result *r = RUN("--game", game, first, second, "--board", "2s3s4s");
    char says[64];
    snprintf(says, sizeof says, "%s has no board", game);
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, says) != NULL, "%s", r->err);
    free(r);
}

/* `pokeq --game GAME FIRST SECOND --exact` counts deals; a batch whose
 * first line answers (exact) and whose second gives `boarded` a board
 * answers the first and names the second's game. */
static inline void expect_deals_and_batch(const char *game, const char *first, const char *second, const char *batch,
                                          const char *boarded)
{
    run_result *r = RUN("--game", game, first, second, "--exact");
    cr_expect_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, " deals, exact") != NULL, "%s", r->out);
    free(r);
    r = BATCH(batch, "--format", "text");
    char says[64];
    snprintf(says, sizeof says, "%s has no board", boarded);
    cr_expect(strstr(r->out, "deals, exact") != NULL, "%s", r->out);
    cr_expect(strstr(r->err, says) != NULL, "%s", r->err);
    free(r);
}

#endif
