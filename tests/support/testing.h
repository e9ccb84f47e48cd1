/* SPDX-License-Identifier: MIT */
/*
 * testing.h - the one header every test includes first: Criterion,
 * pokeq.h, and the helpers the suites share, each in its own file beside
 * this one and written against pokeq.h alone (so the API tests build with
 * include/ and tests/support/ only, proving the public header is enough):
 *
 *   rules.h        hand values straight from the rules (no eval/ code)
 *   brute_exact.h  every runout of fixed hands, counted here
 *   range_brute.h  every runout and every combo assignment of ranges
 *   random_hands.h seeded random seven-card hands
 *   program.h      runs the built pokeq program, output captured
 *   json_check.h   a strict JSON (and JSON Lines) validator
 *   xml_check.h    XML well-formedness, for the SVG pictures
 *   csv_read.h     CSV lines split as a reader would, columns by name
 *   game_jobs.h    one tiny exact job of each game
 *
 * Unit tests (tests/unit) may add the library's internal headers after
 * this one. Test code: Criterion asserts, one thread.
 */
#ifndef POKEQ_TEST_TESTING_H
#define POKEQ_TEST_TESTING_H

#include <criterion/criterion.h>

#include "pokeq.h"

#include "brute_exact.h"
#include "csv_read.h"
#include "game_jobs.h"
#include "json_check.h"
#include "program.h"
#include "random_hands.h"
#include "range_brute.h"
#include "rules.h"
#include "xml_check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Under AddressSanitizer the slowest sweeps take a sample instead. */
#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#else
#define SANITIZED 0
#endif

/* C(n, k), exact for the deck sizes the tests use. */
static inline uint64_t test_choose(int n, int k)
{
    uint64_t c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (uint64_t)(n - k + i) / (uint64_t)i;
    return c;
}

/* A request of `game` whose seats are "|"-separated in seats (the texts
 * are kept in one of four rotating buffers: up to four requests live at
 * once); board and dead may be NULL. */
static inline pokeq_request test_request(int game, const char *seats, const char *board, const char *dead)
{
    static char copies[4][256];
    static int next;
    char *text = copies[next++ % 4];
    snprintf(text, 256, "%s", seats);
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
    for (char *save = NULL, *word = strtok_r(text, "|", &save); word != NULL; word = strtok_r(NULL, "|", &save))
        q.seat[q.seats++].text = word;
    q.board = board;
    q.dead = dead;
    return q;
}

/* A range scenario from text: ranges[0..] up to the first NULL (at most
 * POKEQ_MAX_PLAYERS), board and dead as card text (NULL or "" for none);
 * the parsed ranges live in storage. */
static inline pokeq_range_scenario range_scenario_of(const char *const ranges[POKEQ_MAX_PLAYERS], const char *board,
                                                     const char *dead, pokeq_range storage[POKEQ_MAX_PLAYERS])
{
    pokeq_range_scenario s;
    memset(&s, 0, sizeof s);
    while (s.players < POKEQ_MAX_PLAYERS && ranges[s.players] != NULL) {
        pokeq_range_error e;
        cr_assert_eq(pokeq_range_parse(ranges[s.players], &storage[s.players], &e), 0, "%s: %s", ranges[s.players],
                     e.reason);
        s.range[s.players] = &storage[s.players];
        s.players++;
    }
    s.board_count = board != NULL ? pokeq_cards_parse(board, s.board, 5, NULL) : 0;
    s.dead_count = dead != NULL ? pokeq_cards_parse(dead, s.dead, POKEQ_MAX_DEAD, NULL) : 0;
    cr_assert(s.board_count >= 0 && s.dead_count >= 0, "bad cards in test: %s / %s", board ? board : "",
              dead ? dead : "");
    return s;
}

/* Output that shows a number never shows nan or inf. */
static inline void expect_no_nan(const char *text)
{
    cr_expect(strstr(text, "nan") == NULL && strstr(text, "NaN") == NULL, "nan in: %s", text);
    cr_expect(strstr(text, "inf") == NULL, "inf in: %s", text);
}

#endif
