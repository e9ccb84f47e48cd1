/* SPDX-License-Identifier: MIT */
/*
 * hits_game.c - "what a range hits" by game (pokeq.h): which classes a
 * game has, one hand classified, a range given as text counted. Hold'em
 * goes to hits_count.c's calls; the Omaha games list their range's live
 * hands (text/omaha_range.h) and class each (hits_omaha.h).
 */
#include "core/game.h"
#include "hits/hits_omaha.h"
#include "text/omaha_range.h"
#include "pokeq.h"

#include <stdlib.h>
#include <string.h>

enum { OMAHA_HITS_CAP = 1 << 21 }; /* live hands listed at most: omaha5's random (1,533,939 on a flop) fits */

/* 0 for a game whose hands are classed, else its refusal. */
static int game_classed(int game)
{
    if (!game_known(game))
        return -POKEQ_ERR_GAME;
    return game == POKEQ_GAME_HOLDEM || game_is_omaha((game_kind)game) ? POKEQ_OK : -POKEQ_ERR_UNSUPPORTED;
}

int pokeq_hit_in_game(int game, int hit)
{
    const int rc = game_classed(game);
    if (rc != POKEQ_OK)
        return rc;
    if (hit < 0 || hit >= POKEQ_HIT_CLASSES)
        return 0;
    if (game == POKEQ_GAME_HOLDEM)
        return hit <= POKEQ_HIT_PAIR_AND_DRAW;
    if (hit == POKEQ_HIT_BOARD_PLAYS)
        return 0;
    return hit < POKEQ_HIT_NUT_LOW || game_is_hilo((game_kind)game);
}

/* Checks the board and the hand (n cards) for pokeq_hit_classify_game. */
static int check_cards(const int *hole, int n, const int *board, int board_count)
{
    if (board_count < 3 || board_count > 5)
        return -POKEQ_ERR_BOARD;
    uint64_t used = 0;
    const int rc = hits_cards_used(board, board_count, &used);
    return rc != POKEQ_OK ? rc : hits_cards_used(hole, n, &used);
}

int pokeq_hit_classify_game(int game, const int *hole, const int *board, int board_count, uint64_t *hits)
{
    if (hits != NULL)
        *hits = 0;
    int rc = game_classed(game);
    if (rc != POKEQ_OK)
        return rc;
    if (hole == NULL || board == NULL || hits == NULL)
        return -POKEQ_ERR_ARGUMENT;
    const int n = pokeq_game_hole_cards(game);
    rc = check_cards(hole, n, board, board_count);
    if (rc != POKEQ_OK)
        return rc;
    if (game == POKEQ_GAME_HOLDEM) {
        const hits_board b = hits_board_of(board, board_count);
        *hits = hits_classify(&b, hole);
        return POKEQ_OK;
    }
    const omaha_hits_board b = omaha_hits_board_of(board, board_count, game_is_hilo((game_kind)game));
    *hits = omaha_hits_classify(&b, hole, n);
    return POKEQ_OK;
}

void pokeq_game_hits_from(const pokeq_hits_result *holdem, int game, pokeq_game_hits_result *out)
{
    memset(out, 0, sizeof *out);
    out->game = game;
    out->board_count = holdem->board_count;
    memcpy(out->board, holdem->board, sizeof out->board);
    out->live_combos = holdem->live_combos;
    out->unit = holdem->unit;
    out->total = holdem->total;
    memcpy(out->count, holdem->count, sizeof holdem->count);
}

static int holdem_hits(const char *text, const int *board, int board_count, const int *dead, int dead_count,
                       pokeq_game_hits_result *out, pokeq_range_error *error)
{
    pokeq_range *range = malloc(sizeof *range);
    if (range == NULL)
        return -POKEQ_ERR_MEMORY;
    pokeq_hits_result holdem;
    int rc = pokeq_range_parse(text, range, error);
    if (rc == POKEQ_OK)
        rc = pokeq_hits(range, board, board_count, dead, dead_count, NULL, &holdem);
    if (rc == POKEQ_OK)
        pokeq_game_hits_from(&holdem, POKEQ_GAME_HOLDEM, out);
    free(range);
    return rc;
}

/* Every listed hand (mask << 8 | weight) classed and counted into *out. */
static void count_hands(const uint64_t *hands, long count, const omaha_hits_board *b, int n,
                        pokeq_game_hits_result *out)
{
    for (long i = 0; i < count; i++) {
        const uint64_t weight = hands[i] & 0xffu, mask = hands[i] >> 8;
        int hole[OMAHA_RANGE_MAX_HOLE], k = 0;
        for (uint64_t m = mask; m && k < n; m &= m - 1)
            hole[k++] = __builtin_ctzll(m);
        out->live_combos++;
        if (weight == 0)
            continue;
        const uint64_t bits = omaha_hits_classify(b, hole, n);
        for (int hit = 0; hit < POKEQ_HIT_CLASSES; hit++)
            if (bits >> hit & 1u)
                out->count[hit] += weight;
        out->total += weight;
    }
}

static int omaha_hits(int game, const char *text, const int *board, int board_count, uint64_t used,
                      pokeq_game_hits_result *out, pokeq_range_error *error)
{
    const int n = pokeq_game_hole_cards(game);
    omaha_range range;
    int rc = omaha_range_parse(text, n, &range, error);
    if (rc != POKEQ_OK) {
        omaha_range_free(&range);
        return rc;
    }
    uint64_t *hands = NULL;
    const long count = omaha_range_hands(&range, used, OMAHA_HITS_CAP, &hands);
    omaha_range_free(&range);
    if (count < 0)
        return count == -1 ? -POKEQ_ERR_TOO_HARD : -POKEQ_ERR_MEMORY;
    const omaha_hits_board b = omaha_hits_board_of(board, board_count, game_is_hilo((game_kind)game));
    count_hands(hands, count, &b, n, out);
    free(hands);
    out->unit = POKEQ_RANGE_WEIGHT_ONE;
    return out->total ? POKEQ_OK : -POKEQ_ERR_RANGE_EMPTY;
}

int pokeq_hits_game(int game, const char *range, const int *board, int board_count, const int *dead,
                    int dead_count, pokeq_game_hits_result *out, pokeq_range_error *error)
{
    if (out == NULL)
        return -POKEQ_ERR_ARGUMENT;
    memset(out, 0, sizeof *out);
    int rc = game_classed(game);
    if (rc != POKEQ_OK)
        return rc;
    if (range == NULL || board == NULL || (dead == NULL && dead_count > 0))
        return -POKEQ_ERR_ARGUMENT;
    if (game == POKEQ_GAME_HOLDEM)
        return holdem_hits(range, board, board_count, dead, dead_count, out, error);
    if (board_count < 3 || board_count > 5)
        return -POKEQ_ERR_BOARD;
    if (dead_count < 0 || dead_count > POKEQ_MAX_DEAD)
        return -POKEQ_ERR_DEAD;
    uint64_t used = 0;
    rc = hits_cards_used(board, board_count, &used);
    if (rc == POKEQ_OK)
        rc = hits_cards_used(dead, dead_count, &used);
    if (rc == POKEQ_OK)
        rc = omaha_hits(game, range, board, board_count, used, out, error);
    if (rc != POKEQ_OK) {
        memset(out, 0, sizeof *out);
        return rc;
    }
    out->game = game;
    out->board_count = board_count;
    memcpy(out->board, board, (size_t)board_count * sizeof *board);
    return POKEQ_OK;
}
