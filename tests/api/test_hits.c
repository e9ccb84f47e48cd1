/* SPDX-License-Identifier: MIT */
/* What a range hits (pokeq_hit_classify, pokeq_hits): every class with
 * hand-picked combos that must fall in it and near misses that must not;
 * whole ranges on several boards against a recount written here from the
 * rules (tests/support/hits_recount.h: rules.h values, cards dealt next), and the
 * weighted and card-removal counts against plain loops. */
#include "testing.h"

#include <string.h>

static int cards_of(const char *text, int *cards, int max)
{
    const int n = pokeq_cards_parse(text, cards, max, NULL);
    cr_assert_geq(n, 0, "bad cards '%s'", text);
    return n;
}

static uint32_t hits_of(const char *hole_text, const char *board_text)
{
    int hole[2], board[5];
    cr_assert_eq(cards_of(hole_text, hole, 2), 2);
    const int n = cards_of(board_text, board, 5);
    uint32_t hits = 0;
    cr_assert_eq(pokeq_hit_classify(hole, board, n, &hits), 0, "%s on %s", hole_text, board_text);
    return hits;
}

static int made_of(uint32_t hits)
{
    for (int c = 0; c < POKEQ_HIT_MADE; c++)
        if (hits >> c & 1u)
            return c;
    return -1;
}

typedef struct made_case {
    const char *hole, *board;
    int made;
} made_case;

Test(hits, made_classes_and_near_misses)
{
    static const made_case cases[] = {
        {"9h8h", "7h6h5h", POKEQ_HIT_STRAIGHT_FLUSH}, {"9h8d", "7h6h5h", POKEQ_HIT_NUT_STRAIGHT},
        {"7c7d", "7h7s2c", POKEQ_HIT_QUADS},          {"AcKd", "7h7s7c7d", POKEQ_HIT_QUADS},
        {"7c2d", "7h7s2c", POKEQ_HIT_FULL_HOUSE},     {"KcKd", "KhQsQc", POKEQ_HIT_FULL_HOUSE},
        {"AhQh", "Kh7h2h", POKEQ_HIT_NUT_FLUSH},      {"QhJh", "Kh7h2h", POKEQ_HIT_FLUSH},
        {"Kh2c", "Ah7h5h3h", POKEQ_HIT_NUT_FLUSH},    {"Jh2c", "Ah7h5h3hKh", POKEQ_HIT_FLUSH}, {"Qc2h", "Ah7h5h3hKh", POKEQ_HIT_BOARD_PLAYS},
        {"AsKs", "QhJdTc", POKEQ_HIT_NUT_STRAIGHT},   {"9s8s", "QhJdTc", POKEQ_HIT_STRAIGHT},
        {"Ah2s", "3h4d5c", POKEQ_HIT_STRAIGHT},       {"7s6s", "3h4d5c", POKEQ_HIT_NUT_STRAIGHT},
        {"8c8d", "8hKs2c", POKEQ_HIT_SET},            {"8c8d", "8hKsKc", POKEQ_HIT_FULL_HOUSE},
        {"8cAd", "8h8s2c", POKEQ_HIT_TRIPS},          {"AcKd", "7h7s7c", POKEQ_HIT_ACE_HIGH},
        {"KcQd", "Kh7sQc", POKEQ_HIT_TWO_PAIR_BOTH},  {"Kc3d", "Kh7s7c", POKEQ_HIT_TWO_PAIR_ONE},
        {"Ac3d", "Kh7s7cKd", POKEQ_HIT_TWO_PAIR_BOARD}, {"5c5d", "Kh7s7c", POKEQ_HIT_UNDERPAIR},
        {"AcAd", "Kh7s7c", POKEQ_HIT_OVERPAIR},       {"AcAd", "Kh7s2c", POKEQ_HIT_OVERPAIR},
        {"QcQd", "Kh7s2c", POKEQ_HIT_UNDERPAIR},      {"2c2d", "Kh7s3c", POKEQ_HIT_UNDERPAIR},
        {"KcAd", "Kh7s2c", POKEQ_HIT_TOP_PAIR_TOP_KICKER}, {"KcQd", "Kh7s2c", POKEQ_HIT_TOP_PAIR_GOOD_KICKER},
        {"KcTd", "Kh7s2c", POKEQ_HIT_TOP_PAIR_GOOD_KICKER}, {"Kc9d", "Kh7s2c", POKEQ_HIT_TOP_PAIR_WEAK_KICKER},
        {"AcQd", "AhKs2c", POKEQ_HIT_TOP_PAIR_TOP_KICKER}, {"AcJd", "AhKs2c", POKEQ_HIT_TOP_PAIR_GOOD_KICKER},
        {"7cAd", "Kh7s2c", POKEQ_HIT_MIDDLE_PAIR},    {"2dAd", "Kh7s2c", POKEQ_HIT_BOTTOM_PAIR},
        {"9cAd", "Kh9s5c2d", POKEQ_HIT_MIDDLE_PAIR},  {"5dAd", "Kh9s5c2d", POKEQ_HIT_MIDDLE_PAIR},
        {"AcQd", "Kh7s2c", POKEQ_HIT_ACE_HIGH},       {"QcJd", "Kh7s2c", POKEQ_HIT_NOTHING},
        {"QcJd", "AhKsQdJcTh", POKEQ_HIT_BOARD_PLAYS}, {"2c3d", "AhAsAdAcKh", POKEQ_HIT_BOARD_PLAYS},
        {"Kc3d", "AhAsAdAcQh", POKEQ_HIT_QUADS},      {"9c3d", "AhKsQdJcTh", POKEQ_HIT_BOARD_PLAYS},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const int got = made_of(hits_of(cases[i].hole, cases[i].board));
        cr_expect_eq(got, cases[i].made, "%s on %s: %s, expected %s", cases[i].hole, cases[i].board,
                     pokeq_hit_name(got), pokeq_hit_name(cases[i].made));
    }
}

typedef struct draw_case {
    const char *hole, *board;
    int draw;
    int in;     /* 1: must have it, 0: must not */
} draw_case;

Test(hits, draw_classes_and_near_misses)
{
    static const draw_case cases[] = {
        {"Ah2h", "Kh7h3c", POKEQ_HIT_NUT_FLUSH_DRAW, 1},   {"Ah2h", "Kh7h3c", POKEQ_HIT_FLUSH_DRAW, 0},
        {"Qh2h", "Kh7h3c", POKEQ_HIT_FLUSH_DRAW, 1},       {"Qh2c", "Kh7h3h", POKEQ_HIT_FLUSH_DRAW, 1},
        {"Ah2c", "Kh7h3h", POKEQ_HIT_NUT_FLUSH_DRAW, 1},   {"Ac2c", "Kh7h3h", POKEQ_HIT_FLUSH_DRAW, 0},
        {"Qc2c", "Kh7h3h9h", POKEQ_HIT_FLUSH_DRAW, 0},     {"Qc2c", "Kh7h3h9h", POKEQ_HIT_NUT_FLUSH_DRAW, 0},
        {"Qh2c", "Kh7h3h9h", POKEQ_HIT_FLUSH_DRAW, 0},     /* four-flush board: made, no draw */
        {"9c8d", "7h6s2c", POKEQ_HIT_OPEN_ENDED, 1},       {"9c8d", "7h6s2c", POKEQ_HIT_GUTSHOT, 0},
        {"5c4d", "3h2sKc", POKEQ_HIT_OPEN_ENDED, 1},       /* 2345: ace or six */
        {"Ac2d", "3h4sKc", POKEQ_HIT_GUTSHOT, 1},          {"Ac2d", "3h4sKc", POKEQ_HIT_OPEN_ENDED, 0},
        {"AcKd", "QhJs2c", POKEQ_HIT_GUTSHOT, 1},          {"AcKd", "QhJs2c", POKEQ_HIT_OPEN_ENDED, 0},
        {"KcQd", "JhTs2c", POKEQ_HIT_OPEN_ENDED, 1},       {"9c5d", "7h6s2c", POKEQ_HIT_GUTSHOT, 1},
        {"9c5d", "7h6s2c", POKEQ_HIT_OPEN_ENDED, 0},       {"9c5d", "7h6sJc", POKEQ_HIT_GUTSHOT, 1},
        {"Tc6d", "8h7s4c", POKEQ_HIT_DOUBLE_GUTSHOT, 1},   {"Tc6d", "8h7s4c", POKEQ_HIT_OPEN_ENDED, 0},
        {"9c8d", "7h7s6c", POKEQ_HIT_OPEN_ENDED, 1},       /* paired board still counts */
        {"Kc2d", "8h7s6c5d", POKEQ_HIT_OPEN_ENDED, 0},     /* the board's own draw: no hole card */
        {"Kc2d", "8h7s6c5d", POKEQ_HIT_GUTSHOT, 0},
        {"9c8d", "Th7s6c", POKEQ_HIT_OVERCARDS, 0},        {"AcQd", "Th7s2c", POKEQ_HIT_OVERCARDS, 1},
        {"AcTd", "Jh7s2c", POKEQ_HIT_OVERCARDS, 0},        {"AcKd", "Kh7s2c", POKEQ_HIT_OVERCARDS, 0},
        {"AhKh", "Qh7h2c", POKEQ_HIT_OVERCARDS, 1},
        {"Ah9h", "Th7s2c", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 1}, {"Ah9c", "Th7h2c", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 1},
        {"Ah9h", "Th7h2c", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 0}, {"Ah9h", "Th7s2c6d", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 0},
        {"Ac9d", "Th7h2h", POKEQ_HIT_BACKDOOR_FLUSH_DRAW, 0},
        {"9h8h", "7h6s2h", POKEQ_HIT_COMBO_DRAW, 1},       {"9h8h", "7c6s2h", POKEQ_HIT_COMBO_DRAW, 0},
        {"Ah9c", "Th7h2h", POKEQ_HIT_NUT_FLUSH_DRAW, 1},   {"9c9d", "Th7h2h", POKEQ_HIT_PAIR_AND_DRAW, 0},
        {"Ah7c", "7h6h2h", POKEQ_HIT_PAIR_AND_DRAW, 1},    {"Ac7c", "7h6h2h", POKEQ_HIT_PAIR_AND_DRAW, 0},
        {"9h8h", "7h6s2h5c4d", POKEQ_HIT_COMBO_DRAW, 0},   /* river: no draws */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int hole[2], board[5];
        cards_of(cases[i].hole, hole, 2);
        const int n = cards_of(cases[i].board, board, 5);
        uint32_t hits = 0;
        cr_assert_eq(pokeq_hit_classify(hole, board, n, &hits), 0, "%s on %s", cases[i].hole, cases[i].board);
        cr_expect_eq((int)(hits >> cases[i].draw & 1u), cases[i].in, "%s on %s: %s %s", cases[i].hole,
                     cases[i].board, pokeq_hit_name(cases[i].draw), cases[i].in ? "missing" : "wrongly set");
    }
}

Test(hits, refusals)
{
    int hole[2] = {0, 1}, board[5] = {2, 3, 4, 5, 6};
    uint32_t hits;
    cr_expect_eq(pokeq_hit_classify(hole, board, 2, &hits), -POKEQ_ERR_BOARD);
    cr_expect_eq(pokeq_hit_classify(hole, board, 6, &hits), -POKEQ_ERR_BOARD);
    board[1] = 0;
    cr_expect_eq(pokeq_hit_classify(hole, board, 3, &hits), -POKEQ_ERR_DUPLICATE);
    board[1] = 52;
    cr_expect_eq(pokeq_hit_classify(hole, board, 3, &hits), -POKEQ_ERR_CARD);
    cr_expect_eq(pokeq_hit_classify(NULL, board, 3, &hits), -POKEQ_ERR_ARGUMENT);
    pokeq_range r;
    cr_assert_eq(pokeq_range_parse("AhAs", &r, NULL), 0);
    int flop[3] = {51, 10, 20};
    pokeq_hits_result out;
    cr_expect_eq(pokeq_hits(&r, flop, 3, NULL, 0, NULL, &out), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect_eq(out.total, 0);
    cr_expect_eq(pokeq_hits(&r, flop, 3, NULL, 49, NULL, &out), -POKEQ_ERR_ARGUMENT);
    cr_expect_str_eq(pokeq_hit_name(POKEQ_HIT_CLASSES), "invalid");
    cr_expect_str_eq(pokeq_hit_name(POKEQ_HITS), "big wrap"); /* Omaha's classes follow Hold'em's */
    cr_expect_str_eq(pokeq_hit_name(POKEQ_HIT_SET), "set");
    cr_expect_str_eq(pokeq_hit_group(POKEQ_HIT_TOP_PAIR_WEAK_KICKER), "top pair");
    cr_expect_null(pokeq_hit_group(POKEQ_HIT_SET));
}

#include "hits_recount.h"

static const char *const BOARDS[] = {"Kh7s2c", "7h7s2c", "Th9h8c", "AhKh5h", "5c4d3h", "Qs7s2sKd", "8h7h6hKc",
                                     "Jc8c8d3h", "AhKsQdJcTh", "9c9d4s4h2c"};

/* Every combo of random: pokeq_hits' counts (no weights) equal the
 * recount's classes summed, and its made classes one per combo. */
Test(hits, whole_range_equals_recount)
{
    pokeq_range all;
    cr_assert_eq(pokeq_range_parse("random", &all, NULL), 0);
    for (size_t i = 0; i < sizeof BOARDS / sizeof BOARDS[0]; i++) {
        int board[5];
        const int n = cards_of(BOARDS[i], board, 5);
        pokeq_hits_result out;
        cr_assert_eq(pokeq_hits(&all, board, n, NULL, 0, NULL, &out), 0);
        uint64_t expect[POKEQ_HITS] = {0}, made = 0;
        recount_range(&all, board, n, NULL, 0, NULL, expect);
        for (int c = 0; c < POKEQ_HITS; c++) {
            cr_expect_eq(out.count[c], expect[c], "%s: %s %llu, recount %llu", BOARDS[i], pokeq_hit_name(c),
                         (unsigned long long)out.count[c], (unsigned long long)expect[c]);
            made += c < POKEQ_HIT_MADE ? out.count[c] : 0;
        }
        cr_expect_eq(made, out.total);
        cr_expect_eq(out.unit, POKEQ_RANGE_WEIGHT_ONE);
        cr_expect_eq(out.total, (uint64_t)POKEQ_RANGE_WEIGHT_ONE * out.live_combos);
    }
}

/* Weights, dead cards and an opposing range: a plain double loop. */
Test(hits, weights_dead_cards_and_card_removal)
{
    pokeq_range hero, villain;
    cr_assert_eq(pokeq_range_parse("22+,A2s+,KTo+,QJs:0.5,T9s@25,87s", &hero, NULL), 0);
    cr_assert_eq(pokeq_range_parse("TT+,AK,KQs:0.3", &villain, NULL), 0);
    int board[5], dead[2];
    const int n = cards_of("Th9h8c", board, 5);
    cards_of("AcQh", dead, 2);
    pokeq_hits_result plain, against;
    cr_assert_eq(pokeq_hits(&hero, board, n, dead, 2, NULL, &plain), 0);
    cr_assert_eq(pokeq_hits(&hero, board, n, dead, 2, &villain, &against), 0);
    uint64_t expect[POKEQ_HITS] = {0}, expect_vs[POKEQ_HITS] = {0};
    const int dead_list[5] = {board[0], board[1], board[2], dead[0], dead[1]};
    recount_range(&hero, board, n, dead, 2, NULL, expect);
    recount_range(&hero, board, n, dead, 2, &villain, expect_vs);
    for (int c = 0; c < POKEQ_HITS; c++) {
        cr_expect_eq(plain.count[c], expect[c], "%s", pokeq_hit_name(c));
        cr_expect_eq(against.count[c], expect_vs[c], "%s vs", pokeq_hit_name(c));
    }
    uint64_t villain_live = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        int off = 1;
        for (int k = 0; k < 5; k++)
            off &= cards[0] != dead_list[k] && cards[1] != dead_list[k];
        villain_live += off ? villain.weight[combo] : 0;
    }
    cr_expect_eq(against.unit, POKEQ_RANGE_WEIGHT_ONE * villain_live);
    cr_expect_lt(against.total, plain.total * villain_live); /* card removal took some away */
}
