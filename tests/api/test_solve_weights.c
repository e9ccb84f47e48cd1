/* SPDX-License-Identifier: MIT */
/* pokeq_solve with a seat given as weights that hold one combo: a fixed
 * hand whose cards are claimed and known like a hand's given as text (a
 * clash with the board or another hand is a DUPLICATE naming the card),
 * counted as the brute force counts the hand (tests/support/brute_exact.h). */
#include "testing.h"

#include <string.h>

/* "AhKh" as weights: the one combo at weight one. */
static pokeq_range one_combo(const char *hand)
{
    pokeq_range range;
    memset(&range, 0, sizeof range);
    int cards[2], error_at;
    cr_assert_eq(pokeq_cards_parse(hand, cards, 2, &error_at), 2);
    range.weight[pokeq_combo_index(cards[0], cards[1])] = POKEQ_RANGE_WEIGHT_ONE;
    return range;
}

static int solve_with_weights(const char *hand, const char *other, const char *board, pokeq_result *r,
                              pokeq_error_info *e)
{
    const pokeq_range range = one_combo(hand);
    pokeq_request q = test_request(POKEQ_GAME_HOLDEM, other, board, "");
    q.seats = 2;
    q.seat[1].text = other;
    q.seat[0].text = NULL;
    q.seat[0].range = &range;
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 1;
    return pokeq_solve(&q, r, e);
}

Test(solve_weights, a_one_combo_range_is_a_hand_counted_as_the_brute_force_counts_it)
{
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(solve_with_weights("AhKh", "QsQd", "2h7h9c", &r, &e), 0, "%s", e.message);
    const pokeq_scenario s = scenario_of("AhKh QsQd", "2h7h9c", "");
    const brute_counts want = brute_force(&s);
    cr_expect_eq(r.count, want.runouts);
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(r.seat[p].counts.wins, want.wins[p], "seat %d", p);
        cr_expect_eq(r.seat[p].counts.equity_units, want.units[p], "seat %d", p);
        cr_expect_eq(r.seat[p].hole_count, 2, "seat %d", p);
        cr_expect_eq(r.seat[p].live_combos, 1, "seat %d", p);
    }
}

Test(solve_weights, a_one_combo_range_that_shares_a_card_is_refused_naming_it)
{
    pokeq_result r;
    pokeq_error_info e;
    cr_expect_eq(solve_with_weights("AhKh", "QsQd", "Ah7c2d", &r, &e), -POKEQ_ERR_DUPLICATE);
    cr_expect_eq(e.seat, 0);
    cr_expect_eq(e.card, pokeq_card_parse("Ah"));
    cr_expect(strstr(e.message, "given twice") != NULL, "%s", e.message);
    cr_expect_eq(r.count, 0);
    cr_expect_eq(solve_with_weights("AhKh", "AhQh", "7c2d3s", &r, &e), -POKEQ_ERR_DUPLICATE);
    cr_expect_eq(e.seat, 1);
    cr_expect_eq(e.card, pokeq_card_parse("Ah"));
}
