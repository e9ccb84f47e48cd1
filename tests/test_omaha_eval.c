/* SPDX-License-Identifier: MIT */
/* The Omaha high and eight-or-better low evaluators (eval/omaha.h) against
 * the rules' brute force (omaha_brute.h): every 5-card low, large random
 * samples of hand + board (plain, flush-heavy and low-heavy decks), and the
 * "exactly two" cases, and every board rank class with every hole rank pair. */
#include <criterion/criterion.h>

#include "card.h"
#include "hand_value.h"
#include "naive.h"
#include "omaha.h"
#include "omaha_brute.h"
#include "pokeq.h"

#include <stdint.h>
#include <stdlib.h>

static int parse(const char *text, int *cards, int max)
{
    const int count = pokeq_cards_parse(text, cards, max, NULL);
    cr_assert(count > 0, "'%s' does not parse", text);
    return count;
}

static int high_of(const char *hand, const char *board_text)
{
    int hole[6], board[5];
    const int count = parse(hand, hole, 6);
    cr_assert_eq(parse(board_text, board, 5), 5);
    const omaha_board b = omaha_board_of(board);
    const omaha_hole h = omaha_hole_of(hole, count);
    const int value = omaha_high(&b, &h);
    cr_assert_eq(value, brute_omaha_high(hole, count, board), "%s on %s", hand, board_text);
    return value;
}

static int low_of(const char *hand, const char *board_text)
{
    int hole[6], board[5], best[5];
    const int count = parse(hand, hole, 6);
    cr_assert_eq(parse(board_text, board, 5), 5);
    const omaha_board b = omaha_board_of(board);
    const omaha_hole h = omaha_hole_of(hole, count);
    const int value = omaha_low(&b, &h);
    const int found = brute_omaha_low(hole, count, board, 5, best);
    cr_assert_eq(value, brute_low_scale(found, best), "%s on %s", hand, board_text);
    return value;
}

/* Category 0..8 (hand_value.h: 4 straight, 5 flush, 7 quads) of a hand. */
static int category_of(const char *hand, const char *board) { return value_category(high_of(hand, board)); }

Test(omaha_eval, exactly_two_hole_cards)
{
    cr_expect_neq(category_of("AsKsQsJs", "2s3s9d8c4h"), 5, "four suited hole cards and two on board: no flush");
    cr_expect_neq(category_of("As2d3c4h", "KsQsJs9s2c"), 5, "a four-flush board and one of the suit in hand");
    cr_expect_eq(category_of("As2s3c4h", "KsQsJs9s2c"), 5, "a four-flush board and two of the suit in hand");
    cr_expect_eq(category_of("2c3d4h5s", "AcAdAhAsKc"), 3, "quads on board play as trips with two hole cards");
    cr_expect_eq(category_of("AcAdAh2s", "KcQd7h5s3c"), 1, "three aces in hand play as a pair");
    cr_expect_eq(category_of("9c8d2h2s", "TcJd7hKsKc"), 4, "a straight takes exactly two from the hand");
    cr_expect_eq(category_of("9c2d2h3s", "TcJd7hKsQc"), 1, "one hole card and four board cards make no straight");
}

Test(omaha_eval, low_cases)
{
    cr_expect_eq(low_of("As2d9c9h", "3c4d5hKsQd"), 256 - 0x1f, "the wheel");
    cr_expect_eq(low_of("KsKdQcQh", "Ac2d3h4s5c"), 0, "no low without two low hole cards");
    cr_expect_eq(low_of("As2dKcKh", "Ac2h9h9sTd"), 0, "counterfeited: the board pairs the hand");
    cr_expect_eq(low_of("As2d3cKh", "Ac2h4h8s7d"), 256 - 0x4f, "7-4-3-2-A: the hand's 2 and 3 with the board's A, 4, 7");
    cr_expect_eq(low_of("As2d3c4h", "9c9hTsJdQc"), 0, "no low with fewer than three low board ranks");
}

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* Deals count + 5 distinct cards from the first `deck` cards of order[]. */
static void deal(uint64_t *state, const int *order, int deck, int *out, int count)
{
    uint64_t used = 0;
    for (int i = 0; i < count;) {
        const int card = order[next(state) % (uint64_t)deck];
        if (used >> card & 1)
            continue;
        used |= 1ULL << card;
        out[i++] = card;
    }
}

static void check_sample(const int *order, int deck, int hands, uint64_t seed)
{
    uint64_t state = seed;
    long high_wrong = 0, low_wrong = 0;
    for (int n = 0; n < hands; n++) {
        const int count = 4 + n % 3;
        int cards[11], best[5];
        deal(&state, order, deck, cards, count + 5);
        const omaha_board b = omaha_board_of(cards + count);
        const omaha_hole h = omaha_hole_of(cards, count);
        high_wrong += omaha_high(&b, &h) != brute_omaha_high(cards, count, cards + count);
        const int found = brute_omaha_low(cards, count, cards + count, 5, best);
        low_wrong += omaha_low(&b, &h) != brute_low_scale(found, best);
    }
    cr_expect_eq(high_wrong, 0, "%ld of %d highs differ", high_wrong, hands);
    cr_expect_eq(low_wrong, 0, "%ld of %d lows differ", low_wrong, hands);
}

Test(omaha_eval, random_hands)
{
    int order[52];
    for (int c = 0; c < 52; c++)
        order[c] = c;
    check_sample(order, 52, 100000, 1);
}

Test(omaha_eval, random_flush_heavy)
{
    int order[26]; /* clubs and spades only */
    for (int r = 0; r < 13; r++) {
        order[2 * r] = card_make(r, 0);
        order[2 * r + 1] = card_make(r, 3);
    }
    check_sample(order, 26, 60000, 2);
}

Test(omaha_eval, random_low_heavy)
{
    int order[40]; /* ace to eight, and two more ranks */
    int n = 0;
    for (int r = 0; r < 13; r++)
        if (r <= 6 || r >= 11)
            for (int s = 0; s < 4; s++)
                order[n++] = card_make(r, s);
    check_sample(order, n, 60000, 3);
}

/* Every 5-card hand as two hole and three board cards: the low table read
 * with the three board cards' low ranks against the brute force. */
Test(omaha_eval, every_five_card_low)
{
    long wrong = 0, lows = 0;
    int c[5];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                    for (c[4] = c[3] + 1; c[4] < 52; c[4]++) {
                        int best[5];
                        const omaha_hole hole = omaha_hole_of(c, 2), board = omaha_hole_of(c + 2, 3);
                        const int board_low = board.low, hole_low = hole.low;
                        const int value = omaha_low_values[256 * board_low + hole_low];
                        const int found = brute_omaha_low(c, 2, c + 2, 3, best);
                        lows += found;
                        wrong += value != brute_low_scale(found, best);
                    }
    cr_expect_eq(wrong, 0, "%ld five-card lows differ", wrong);
    /* 8-high-or-better lows: 56 rank sets x 4^5 suits */
    cr_expect_eq(lows, 56L * 1024, "%ld qualifying lows", lows);
}

/* Every board rank class (each rank's cards in suits c, d, h, s by
 * occurrence) with every hole rank pair the deck leaves (in suits the board
 * does not use for those ranks) against the brute force: about 500,000
 * pairs of 10 fives each. */
Test(omaha_eval, every_rank_class)
{
    long wrong = 0, tried = 0;
    int r[5];
    for (r[0] = 0; r[0] < 13; r[0]++)
        for (r[1] = r[0]; r[1] < 13; r[1]++)
            for (r[2] = r[1]; r[2] < 13; r[2]++)
                for (r[3] = r[2]; r[3] < 13; r[3]++)
                    for (r[4] = r[3]; r[4] < 13; r[4]++) {
                        if (r[0] == r[4])
                            continue;
                        int board[5], used[13] = {0};
                        for (int i = 0; i < 5; i++)
                            board[i] = card_make(r[i], used[r[i]]++);
                        for (int a = 0; a < 13; a++)
                            for (int b = a; b < 13; b++) {
                                if (used[a] > 2 || used[b] > 2)
                                    continue; /* suits 2 and 3 stay free for the pair */
                                const int hole[2] = {card_make(a, 3 - (a == b)), card_make(b, 3)};
                                const omaha_board bo = omaha_board_of(board);
                                const omaha_hole h = omaha_hole_of(hole, 2);
                                wrong += omaha_high(&bo, &h) != brute_omaha_high(hole, 2, board);
                                tried++;
                            }
                    }
    cr_expect_eq(wrong, 0, "%ld of %ld differ", wrong, tried);
}
