/* SPDX-License-Identifier: MIT */
/*
 * hits_rows.h - what `pokeq hits` should show, from pokeq.h's class calls
 * alone: a row's count (a class, or a group as the sum of its parts) in a
 * library result, and how many rows a game shows (its classes and the
 * groups among them); a JSON answer's rows checked against both. Test code.
 */
#ifndef POKEQ_TEST_HITS_ROWS_H
#define POKEQ_TEST_HITS_ROWS_H

#include "pokeq.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A class's (or group's) count in the library's result. */
static inline uint64_t hits_row_count(const pokeq_game_hits_result *h, const char *name)
{
    uint64_t sum = 0;
    for (int c = 0; c < POKEQ_HIT_CLASSES; c++) {
        const char *group = pokeq_hit_group(c);
        if (strcmp(pokeq_hit_name(c), name) == 0 || (group && strcmp(group, name) == 0))
            sum += h->count[c];
    }
    return sum;
}

/* The rows a game shows: its classes and, before the first of its parts,
 * each group's. */
static inline int hits_rows_of(int game)
{
    int rows = 0;
    for (int c = 0; c < POKEQ_HIT_CLASSES; c++) {
        if (pokeq_hit_in_game(game, c) != 1)
            continue;
        const char *group = pokeq_hit_group(c);
        const char *before = c > 0 ? pokeq_hit_group(c - 1) : NULL;
        rows += 1 + (group != NULL && (before == NULL || strcmp(before, group) != 0));
    }
    return rows;
}

/* Every {"class": ...} row of a JSON answer: its count equal to the
 * library's; "the board plays" only where the game has it; as many rows as
 * the game shows. */
static inline void hits_json_rows_check(const char *json, const pokeq_game_hits_result *want, int game,
                                        const char *label)
{
    int entries = 0;
    for (const char *at = strstr(json, "{\"class\":\""); at != NULL; at = strstr(at + 1, "{\"class\":\"")) {
        char name[64];
        cr_assert_eq(sscanf(at, "{\"class\":\"%63[^\"]\"", name), 1);
        const char *count = strstr(at, "\"count\":");
        cr_assert(count != NULL);
        cr_expect_eq(strtoull(count + 8, NULL, 10), hits_row_count(want, name), "%s: %s", label, name);
        cr_expect(strcmp(name, "the board plays") != 0 || game == POKEQ_GAME_HOLDEM, "%s: the board plays", label);
        entries++;
    }
    cr_expect_eq(entries, hits_rows_of(game), "%s: the game's classes and groups", label);
}

#endif
