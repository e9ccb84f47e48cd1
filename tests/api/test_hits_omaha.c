/* SPDX-License-Identifier: MIT */
/* What an Omaha range hits (pokeq_hit_classify_game, pokeq_hits_game,
 * pokeq_hit_in_game): the README's worked examples, random hands on random
 * flops, turns and rivers of every Omaha game against a recount written
 * here from the rules (tests/support/omaha_hits_recount.h: every next card
 * dealt, exactly two hole cards and three board cards), a weighted range
 * with dead cards against a plain loop, and the games refused by name. */
#include "testing.h"

#include "omaha_hits_recount.h"
#include "omaha_range_brute.h"

#include <string.h>

static const int OMAHA_GAMES[] = {POKEQ_GAME_OMAHA, POKEQ_GAME_OMAHA5, POKEQ_GAME_OMAHA6, POKEQ_GAME_OMAHA_HILO,
                                  POKEQ_GAME_OMAHA5_HILO};

static int parse(const char *text, int *cards, int max)
{
    const int n = pokeq_cards_parse(text, cards, max, NULL);
    cr_assert_geq(n, 0, "bad cards '%s'", text);
    return n;
}

static uint64_t classify(int game, const char *hole_text, const char *board_text)
{
    int hole[6], board[5];
    cr_assert_eq(parse(hole_text, hole, 6), pokeq_game_hole_cards(game), "%s", hole_text);
    const int n = parse(board_text, board, 5);
    uint64_t hits = 0;
    cr_assert_eq(pokeq_hit_classify_game(game, hole, board, n, &hits), 0, "%s on %s", hole_text, board_text);
    return hits;
}

typedef struct example {
    int game;
    const char *hole, *board;
    int hit;
    int in;     /* 1: must have it, 0: must not */
} example;

/* README.md, "What a range hits", Omaha: each worked by hand there. */
Test(hits_omaha, worked_examples)
{
    enum { O = POKEQ_GAME_OMAHA, HL = POKEQ_GAME_OMAHA_HILO };
    static const example cases[] = {
        /* four spades on the board, one in hand: no flush, no flush draw */
        {O, "AsKdQd7c", "2s5s8s9s", POKEQ_HIT_ACE_HIGH, 1},
        {O, "AsKdQd7c", "2s5s8s9s", POKEQ_HIT_NUT_FLUSH, 0},
        {O, "AsKs7d7c", "2s5s8s9s", POKEQ_HIT_NUT_FLUSH, 1},
        {O, "Ks2s7d7c", "As5s8s9s", POKEQ_HIT_NUT_FLUSH, 1},
        {O, "Qs2s7d7c", "As5s8s9s", POKEQ_HIT_FLUSH, 1},
        /* a board pair beside an overpair: trips need a hole card of the pair */
        {O, "AcAd7h2s", "KhKs9c", POKEQ_HIT_OVERPAIR, 1},
        {O, "KcQd7h2s", "KhKs9c", POKEQ_HIT_TRIPS, 1},
        {O, "9c9d7h2s", "KhKs9h", POKEQ_HIT_FULL_HOUSE, 1},
        /* the first class any two cards make: a set before top pair */
        {O, "7c7dKhQs", "Kc7h2d", POKEQ_HIT_SET, 1},
        {O, "AcQdKh3s", "Kc7h2d", POKEQ_HIT_TOP_PAIR_TOP_KICKER, 1},
        /* straights with exactly two hole cards: one card in hand is no straight */
        {O, "9cKdKh2s", "8h7d6c5s", POKEQ_HIT_STRAIGHT, 0},
        {O, "9cKdKh2s", "8h7d6c5s", POKEQ_HIT_NUT_STRAIGHT, 0},
        {O, "9c4dKh3s", "8h7d6c5s", POKEQ_HIT_STRAIGHT, 1},     /* 3-4 with 5-6-7; T-9 makes the nut */
        {O, "9cTdKh2s", "8h7d6c5s", POKEQ_HIT_NUT_STRAIGHT, 1},
        {O, "9cTdKh2s", "8h7d6c", POKEQ_HIT_NUT_STRAIGHT, 1},
        /* 9-8-5-4 on 7-6-2: outs 3 4 5 8 9 T, 20 cards: big wrap */
        {O, "9c8d5h4s", "7s6d2c", POKEQ_HIT_BIG_WRAP, 1},
        {O, "9c8d5h4s", "7s6d2c", POKEQ_HIT_OPEN_ENDED, 0},
        /* 9-8-5-K on 7-6-2: outs 4 5 8 9 T, 17 cards: big wrap */
        {O, "9c8d5hKs", "7s6d2c", POKEQ_HIT_BIG_WRAP, 1},
        /* 9-8-K-K on 7-6-2: outs 5 and T, 8 cards, 6-7-8-9 open at both ends */
        {O, "9c8dKhKs", "7s6d2c", POKEQ_HIT_OPEN_ENDED, 1},
        {O, "9c8dKhKs", "7s6d2c", POKEQ_HIT_WRAP, 0},
        /* 9-5-K-K on 7-6-2: outs 8 only: gutshot */
        {O, "9c5dKhKs", "7s6d2c", POKEQ_HIT_GUTSHOT, 1},
        /* J-9-8-8 on T-7-2: outs 6 8 9 J, 4 + 2 + 3 + 3 = 12 cards: wrap */
        {O, "Jc9d8h8s", "Ts7d2c", POKEQ_HIT_WRAP, 1},
        /* flush draws: two of the suit on the board, two in hand */
        {O, "Ah5h9c9d", "Kh7h2c", POKEQ_HIT_NUT_FLUSH_DRAW, 1},
        {O, "Ah5c9c9d", "Kh7h2c", POKEQ_HIT_NUT_FLUSH_DRAW, 0},
        {O, "Ah5c9c9d", "Kh7h2c", POKEQ_HIT_FLUSH_DRAW, 0},
        {O, "Ah5h9c9d", "Kh7h2h", POKEQ_HIT_NUT_FLUSH, 1},
        {O, "Qh5h9c9d", "Kh7h2c", POKEQ_HIT_FLUSH_DRAW, 1},
        {O, "Ah5h9c9d", "Kh7c2s", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 1},
        {O, "Ah5c9c9d", "Kh7c2s", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 1},
        {O, "Ah5c9d9s", "Kh7h2s", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 0},
        {O, "AcKdQh3s", "Th7s2c", POKEQ_HIT_OVERCARDS, 1},
        {O, "AcKdQh3s", "Kh7s2c", POKEQ_HIT_OVERCARDS, 0},
        /* lows (hi/lo only) */
        {HL, "As2dKhKs", "3c5d8h", POKEQ_HIT_NUT_LOW, 1},
        {HL, "As2dKhKs", "3c5d8hAc", POKEQ_HIT_LOW, 1},
        {HL, "As3dKhKs", "2c5d8h", POKEQ_HIT_NUT_LOW, 1},
        {HL, "As4dKhKs", "2c5d8h", POKEQ_HIT_LOW, 1},
        {HL, "As2dKhKs", "3c5d8hAc", POKEQ_HIT_NUT_LOW, 0},   /* 8-5-3-2-A; 2-4 makes 5-4-3-2-A */
        {HL, "As2dKhKs", "7c8dKc", POKEQ_HIT_NUT_LOW_DRAW, 1},
        {HL, "As2dKhKs", "7c8dKc", POKEQ_HIT_LOW_DRAW, 0},
        {HL, "5s6dKhKs", "7c8dKc", POKEQ_HIT_LOW_DRAW, 1},
        {HL, "5s6dKhKs", "7c8dKc", POKEQ_HIT_NUT_LOW_DRAW, 0},
        {HL, "As2dKhKs", "7c9dKc", POKEQ_HIT_LOW_DRAW, 0},    /* one low card: no one-card low draw */
        {HL, "As2dKhKs", "7c8d3c", POKEQ_HIT_NUT_LOW_DRAW, 0}, /* a made low is no draw */
        {O, "As2dKhKs", "3c5d8h", POKEQ_HIT_NUT_LOW, 0},       /* omaha high: no low classes */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const uint64_t hits = classify(cases[i].game, cases[i].hole, cases[i].board);
        cr_expect_eq((int)(hits >> cases[i].hit & 1u), cases[i].in, "%s on %s: %s should be %s", cases[i].hole,
                     cases[i].board, pokeq_hit_name(cases[i].hit), cases[i].in ? "set" : "clear");
    }
}

static uint64_t lcg(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* count distinct cards, none of used, into cards. */
static void deal(uint64_t *state, uint64_t *used, int *cards, int count)
{
    for (int i = 0; i < count;) {
        const int c = (int)(lcg(state) % 52);
        if (*used >> c & 1)
            continue;
        *used |= 1ULL << c;
        cards[i++] = c;
    }
}

/* Hands shaped to make draws often: cards near the board's ranks. */
static void deal_near(uint64_t *state, uint64_t *used, const int *board, int n, int *cards, int count)
{
    for (int i = 0; i < count;) {
        const int near = rc_rank(board[lcg(state) % (unsigned)n]) + (int)(lcg(state) % 7) - 3;
        const int c = 4 * (near < 0 ? 12 : near > 12 ? near - 13 : near) + (int)(lcg(state) % 4);
        if (*used >> c & 1)
            continue;
        *used |= 1ULL << c;
        cards[i++] = c;
    }
}

Test(hits_omaha, random_hands_equal_the_recount, .timeout = 600)
{
    uint64_t state = 20261127, seen = 0;
    int spots = 0;
    for (size_t g = 0; g < sizeof OMAHA_GAMES / sizeof OMAHA_GAMES[0]; g++) {
        const int game = OMAHA_GAMES[g], count = pokeq_game_hole_cards(game);
        const int hilo = game == POKEQ_GAME_OMAHA_HILO || game == POKEQ_GAME_OMAHA5_HILO;
        for (int board_count = 3; board_count <= 5; board_count++) {
            for (int round = 0; round < (hilo ? 4 : 10); round++) {
                uint64_t board_used = 0;
                int board[5];
                deal(&state, &board_used, board, board_count);
                orc_board ob;
                orc_board_of(&ob, board, board_count, hilo);
                for (int h = 0; h < 40; h++) {
                    uint64_t used = board_used;
                    int hole[6];
                    if (h % 2)
                        deal_near(&state, &used, board, board_count, hole, count);
                    else
                        deal(&state, &used, hole, count);
                    uint64_t got = 0;
                    cr_assert_eq(pokeq_hit_classify_game(game, hole, board, board_count, &got), 0);
                    const uint64_t want = orc_classify(hole, count, &ob, hilo);
                    if (got != want) {
                        char h_text[16], b_text[16];
                        pokeq_cards_format(hole, count, h_text, sizeof h_text);
                        pokeq_cards_format(board, board_count, b_text, sizeof b_text);
                        cr_expect_eq(got, want, "%s: %s on %s: %#llx, recount %#llx", pokeq_game_name(game), h_text,
                                     b_text, (unsigned long long)got, (unsigned long long)want);
                    }
                    seen |= got;
                    spots++;
                }
            }
        }
    }
    /* the sample reached the classes Omaha adds and the draws it judges its own way */
    static const int must[] = {POKEQ_HIT_BIG_WRAP, POKEQ_HIT_WRAP, POKEQ_HIT_OPEN_ENDED, POKEQ_HIT_GUTSHOT,
                               POKEQ_HIT_NUT_FLUSH_DRAW, POKEQ_HIT_FLUSH_DRAW, POKEQ_HIT_BACKDOOR_FLUSH_DRAW,
                               POKEQ_HIT_NUT_LOW, POKEQ_HIT_LOW, POKEQ_HIT_NUT_LOW_DRAW, POKEQ_HIT_LOW_DRAW,
                               POKEQ_HIT_FLUSH, POKEQ_HIT_STRAIGHT, POKEQ_HIT_SET, POKEQ_HIT_OVERCARDS};
    for (size_t i = 0; i < sizeof must / sizeof must[0]; i++)
        cr_expect(seen >> must[i] & 1u, "no spot of %d reached %s", spots, pokeq_hit_name(must[i]));
    cr_expect_eq(seen >> POKEQ_HIT_BOARD_PLAYS & 1u, 0, "the board never plays in Omaha");
}

/* A weighted range with dead cards, counted by pokeq_hits_game, against
 * a loop over every hand: its weight read from the terms here, its
 * classes from the recount. */
Test(hits_omaha, weighted_range_with_dead_cards_equals_a_plain_loop, .timeout = 600)
{
    static const term terms[] = {{"QQJJ", 0, 50}, {"AA", 1, 100}, {"KQJT", 0, 25}};
    int board[5], dead[2];
    const int n = parse("Qh9hTc2d", board, 5);
    parse("AcJs", dead, 2);
    pokeq_game_hits_result out;
    cr_assert_eq(pokeq_hits_game(POKEQ_GAME_OMAHA_HILO, "QQJJ:0.5,AAds,KQJT@25", board, n, dead, 2, &out, NULL), 0);
    uint64_t want[POKEQ_HIT_CLASSES] = {0}, total = 0;
    int live = 0;
    orc_board ob;
    orc_board_of(&ob, board, n, 1);
    int hole[4];
    for (hole[0] = 0; hole[0] < 52; hole[0]++)
        for (hole[1] = hole[0] + 1; hole[1] < 52; hole[1]++)
            for (hole[2] = hole[1] + 1; hole[2] < 52; hole[2]++)
                for (hole[3] = hole[2] + 1; hole[3] < 52; hole[3]++) {
                    int off = 1, weight = 0;
                    for (int i = 0; i < 4; i++)
                        off &= !orc_on(board, n, hole[i]) && !orc_on(dead, 2, hole[i]);
                    for (size_t t = 0; off && t < sizeof terms / sizeof terms[0]; t++) {
                        const int w = term_weight(&terms[t], hole, 4);
                        weight = w > weight ? w : weight;
                    }
                    if (!weight)
                        continue;
                    live++;
                    const uint64_t bits = orc_classify(hole, 4, &ob, 1);
                    for (int c = 0; c < POKEQ_HIT_CLASSES; c++)
                        want[c] += (bits >> c & 1u) * (uint64_t)weight;
                    total += (uint64_t)weight;
                }
    cr_expect_eq(out.live_combos, live);
    cr_expect_eq(out.total, total);
    cr_expect_eq(out.unit, POKEQ_RANGE_WEIGHT_ONE);
    uint64_t made = 0;
    for (int c = 0; c < POKEQ_HIT_CLASSES; c++) {
        cr_expect_eq(out.count[c], want[c], "%s: %llu, loop %llu", pokeq_hit_name(c), (unsigned long long)out.count[c],
                     (unsigned long long)want[c]);
        made += c < POKEQ_HIT_MADE ? out.count[c] : 0;
    }
    cr_expect_eq(made, out.total);
}

Test(hits_omaha, games_and_refusals)
{
    int board[3], hole[7] = {28, 29, 30, 31, 32, 33, 34};
    parse("Kh7s2c", board, 3);
    uint64_t hits;
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const int omaha = pokeq_game_hole_cards(game) >= 4 && pokeq_game_hole_cards(game) <= 6 &&
                          strncmp(pokeq_game_name(game), "omaha", 5) == 0;
        const int answers = game == POKEQ_GAME_HOLDEM || omaha;
        cr_expect_eq(pokeq_hit_in_game(game, POKEQ_HIT_SET), answers ? 1 : -POKEQ_ERR_UNSUPPORTED, "%s",
                     pokeq_game_name(game));
        cr_expect_eq(pokeq_hit_classify_game(game, hole, board, 3, &hits) == 0, answers, "%s", pokeq_game_name(game));
        pokeq_game_hits_result out;
        if (!answers)
            cr_expect_eq(pokeq_hits_game(game, "random", board, 3, NULL, 0, &out, NULL), -POKEQ_ERR_UNSUPPORTED);
    }
    for (int c = -1; c <= POKEQ_HIT_CLASSES; c++) /* Hold'em keeps its 31 classes, the board plays among them */
        cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_HOLDEM, c), c >= 0 && c <= POKEQ_HIT_PAIR_AND_DRAW, "%d", c);
    cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_COUNT, 0), -POKEQ_ERR_GAME);
    cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_OMAHA, POKEQ_HIT_BOARD_PLAYS), 0);
    cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_OMAHA, POKEQ_HIT_NUT_LOW), 0);
    cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_OMAHA_HILO, POKEQ_HIT_NUT_LOW), 1);
    cr_expect_eq(pokeq_hit_in_game(POKEQ_GAME_HOLDEM, POKEQ_HIT_WRAP), 0);
    pokeq_game_hits_result out;
    pokeq_range_error error;
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_OMAHA, "AAxz", board, 3, NULL, 0, &out, &error), -POKEQ_ERR_RANGE_SYNTAX);
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_OMAHA6, "random", board, 3, NULL, 0, &out, NULL), -POKEQ_ERR_TOO_HARD);
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_OMAHA, "random", board, 2, NULL, 0, &out, NULL), -POKEQ_ERR_BOARD);
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_OMAHA, "AsAhAdAc", board, 3, NULL, 0, &out, NULL), 0);
    cr_expect_eq(out.live_combos, 1);
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_OMAHA, "Kh7s2c3c", board, 3, NULL, 0, &out, NULL), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect_eq(pokeq_hits_game(POKEQ_GAME_HOLDEM, "AK", board, 3, NULL, 0, &out, NULL), 0);
    cr_expect_eq(out.live_combos, 12);
}
