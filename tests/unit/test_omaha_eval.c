/* SPDX-License-Identifier: MIT */
/* The Omaha high and eight-or-better low evaluators (eval/omaha.h) against
 * the rules' brute force (omaha_rules.h): every 5-card low, every board
 * rank class with every hole rank pair, large random samples of hand +
 * board (plain, flush-heavy and low-heavy decks), and the "exactly two"
 * cases; and every complete board's preparation (hashed rank row, flush
 * suit) against the documented layout. The high scales differ (pokeq's 1..7462, rules.h's own), so a
 * sample passes when sorting it by the brute force's values leaves
 * pokeq's in the same order with ties exactly where the brute force has
 * them. */
#include <criterion/criterion.h>

#include "card.h"
#include "hand_value.h"
#include "omaha.h"
#include "omaha_rules.h"
#include "pokeq.h"
#include "testing.h"

#include <stdint.h>
#include <stdlib.h>

typedef struct scored {
    uint32_t brute;
    int value;
} scored;

static int by_brute(const void *a, const void *b)
{
    const scored *x = a, *y = b;
    return x->brute < y->brute ? -1 : x->brute > y->brute ? 1 : x->value - y->value;
}

/* The count where pokeq's order differs from the brute force's. */
static long order_differences(scored *s, long count)
{
    qsort(s, (size_t)count, sizeof *s, by_brute);
    long wrong = 0;
    for (long i = 1; i < count; i++)
        wrong += s[i].brute == s[i - 1].brute ? s[i].value != s[i - 1].value : s[i].value <= s[i - 1].value;
    return wrong;
}

static int parse(const char *text, int *cards, int max)
{
    const int count = pokeq_cards_parse(text, cards, max, NULL);
    cr_assert(count > 0, "'%s' does not parse", text);
    return count;
}

/* Category 1..9 (rules.h's numbering) of a hand by pokeq, checked against
 * the brute force's. */
static int category_of(const char *hand, const char *board_text)
{
    int hole[6], board[5];
    const int count = parse(hand, hole, 6);
    cr_assert_eq(parse(board_text, board, 5), 5);
    const omaha_board b = omaha_board_of(board);
    const omaha_hole h = omaha_hole_of(hole, count);
    const int category = value_category(omaha_high(&b, &h)) + 1;
    cr_assert_eq(category, rules_category(brute_omaha_high(hole, count, board)), "%s on %s", hand, board_text);
    return category;
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

Test(omaha_eval, exactly_two_hole_cards)
{
    cr_expect_neq(category_of("AsKsQsJs", "2s3s9d8c4h"), RULES_FLUSH, "four suited hole cards, two on board: no flush");
    cr_expect_neq(category_of("As2d3c4h", "KsQsJs9s2c"), RULES_FLUSH, "a four-flush board, one of the suit in hand");
    cr_expect_eq(category_of("As2s3c4h", "KsQsJs9s2c"), RULES_FLUSH, "a four-flush board, two of the suit in hand");
    cr_expect_eq(category_of("2c3d4h5s", "AcAdAhAsKc"), RULES_TRIPS, "quads on board play as trips");
    cr_expect_eq(category_of("AcAdAh2s", "KcQd7h5s3c"), RULES_PAIR, "three aces in hand play as a pair");
    cr_expect_eq(category_of("9c8d2h2s", "TcJd7hKsKc"), RULES_STRAIGHT, "a straight of two hole cards");
    cr_expect_eq(category_of("9c2d2h3s", "TcJd7hKsQc"), RULES_PAIR, "one hole card and four board cards: no straight");
}

Test(omaha_eval, low_cases)
{
    cr_expect_eq(low_of("As2d9c9h", "3c4d5hKsQd"), 256 - 0x1f, "the wheel");
    cr_expect_eq(low_of("KsKdQcQh", "Ac2d3h4s5c"), 0, "no low without two low hole cards");
    cr_expect_eq(low_of("As2dKcKh", "Ac2h9h9sTd"), 0, "counterfeited: the board pairs the hand");
    cr_expect_eq(low_of("As2d3cKh", "Ac2h4h8s7d"), 256 - 0x4f, "7-4-3-2-A: the hand's 2 and 3, the board's A, 4, 7");
    cr_expect_eq(low_of("As2d3c4h", "9c9hTsJdQc"), 0, "no low with fewer than three low board ranks");
}

static uint64_t next(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

/* Deals count distinct cards from the first `deck` cards of order[]. */
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

static void check_sample(const int *order, int deck, long hands, uint64_t seed)
{
    uint64_t state = seed;
    scored *highs = malloc(sizeof *highs * (size_t)hands);
    cr_assert(highs != NULL);
    long low_wrong = 0;
    for (long n = 0; n < hands; n++) {
        const int count = 4 + (int)(n % 3);
        int cards[11], best[5];
        deal(&state, order, deck, cards, count + 5);
        const omaha_board b = omaha_board_of(cards + count);
        const omaha_hole h = omaha_hole_of(cards, count);
        highs[n] = (scored){brute_omaha_high(cards, count, cards + count), omaha_high(&b, &h)};
        const int found = brute_omaha_low(cards, count, cards + count, 5, best);
        low_wrong += omaha_low(&b, &h) != brute_low_scale(found, best);
    }
    const long high_wrong = order_differences(highs, hands);
    cr_expect_eq(high_wrong, 0, "%ld of %ld highs out of order", high_wrong, hands);
    cr_expect_eq(low_wrong, 0, "%ld of %ld lows differ", low_wrong, hands);
    free(highs);
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
    int order[40]; /* ace to eight, king and queen */
    int n = 0;
    for (int r = 0; r < 13; r++)
        if (r <= 6 || r >= 10)
            for (int s = 0; s < 4; s++)
                order[n++] = card_make(r, s);
    check_sample(order, n, 60000, 3);
}

/* Calls visit once for each of the 2,598,960 sets of five cards, in
 * ascending order. */
static void each_five_cards(void (*visit)(const int c[5], long *counts), long *counts)
{
    int c[5];
    for (c[0] = 0; c[0] < 52; c[0]++)
        for (c[1] = c[0] + 1; c[1] < 52; c[1]++)
            for (c[2] = c[1] + 1; c[2] < 52; c[2]++)
                for (c[3] = c[2] + 1; c[3] < 52; c[3]++)
                    for (c[4] = c[3] + 1; c[4] < 52; c[4]++)
                        visit(c, counts);
}

/* counts: [0] wrong, [1] qualifying lows. */
static void check_five_card_low(const int c[5], long *counts)
{
    int best[5];
    const omaha_hole hole = omaha_hole_of(c, 2), board = omaha_hole_of(c + 2, 3);
    const int value = omaha_low_values[256 * board.low + hole.low];
    const int found = brute_omaha_low(c, 2, c + 2, 3, best);
    counts[1] += found;
    counts[0] += value != brute_low_scale(found, best);
}

/* Every 5-card hand as two hole and three board cards: the low table read
 * with their low ranks against the brute force. */
Test(omaha_eval, every_five_card_low)
{
    long counts[2] = {0, 0};
    each_five_cards(check_five_card_low, counts);
    cr_expect_eq(counts[0], 0, "%ld five-card lows differ", counts[0]);
    cr_expect_eq(counts[1], 56L * 1024, "%ld qualifying lows (56 rank sets x 4^5 suits)", counts[1]);
}

/* Every board rank class (each rank's cards in suits c, d, h, s by
 * occurrence) with every hole rank pair the deck leaves (in suits the
 * board does not use for those ranks), in one order with the brute force. */
Test(omaha_eval, every_rank_class)
{
    scored *all = malloc(sizeof *all * 6188 * 91);
    cr_assert(all != NULL);
    long tried = 0;
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
                        const omaha_board bo = omaha_board_of(board);
                        for (int a = 0; a < 13; a++)
                            for (int b = a; b < 13; b++) {
                                if (used[a] > 2 || used[b] > 2)
                                    continue; /* suits 2 and 3 stay free for the pair */
                                const int hole[2] = {card_make(a, 3 - (a == b)), card_make(b, 3)};
                                const omaha_hole h = omaha_hole_of(hole, 2);
                                all[tried++] = (scored){brute_omaha_high(hole, 2, board), omaha_high(&bo, &h)};
                            }
                    }
    const long wrong = order_differences(all, tried);
    cr_expect_eq(wrong, 0, "%ld of %ld out of order", wrong, tried);
    cr_expect_gt(tried, 400000);
    free(all);
}

/* A complete board's preparation against the layout computed plainly
 * (omaha.h: the row of the sorted ranks is sum C(r_i + i, i + 1); the
 * flush suit is the one with three or more cards). counts: [0] wrong,
 * [1] boards with a flush suit. */
static void check_board_prepared(const int c[5], long *counts)
{
    int suits[4] = {0}, suit = -1, row = 0;
    unsigned suited = 0;
    for (int i = 0; i < 5; i++) {
        suits[card_suit(c[i])]++;
        row += (int)test_choose(card_rank(c[i]) + i, i + 1); /* ascending cards: ascending ranks */
    }
    for (int s = 0; s < 4; s++)
        suit = suits[s] >= 3 ? s : suit;
    for (int i = 0; i < 5; i++)
        suited |= card_suit(c[i]) == suit ? 1u << card_rank(c[i]) : 0;
    const omaha_board b = omaha_board_of(c);
    const uint64_t cards = suit < 0 ? 0 : 0x1fffULL << (16 * suit);
    const uint16_t *flush = omaha_flush_values + OMAHA_PAIRS * omaha_flush_mask_index[suited];
    counts[1] += suit >= 0;
    counts[0] += b.high != omaha_high_values + OMAHA_PAIRS * row || b.flush_cards != cards ||
                 (suit >= 0 && b.flush != flush);
}

/* Every complete board's preparation (the hashed rank row and the flush
 * suit found from the key's suit fields). */
Test(omaha_eval, every_board_prepared)
{
    long counts[2] = {0, 0};
    each_five_cards(check_board_prepared, counts);
    cr_expect_eq(counts[0], 0, "%ld boards prepared wrongly", counts[0]);
    cr_expect_eq(counts[1], 4L * (286 * 741 + 715 * 39 + 1287), "boards with three or more of a suit");
}
