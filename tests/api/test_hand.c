/* SPDX-License-Identifier: MIT */
/* pokeq_hand through pokeq.h alone: every seven-card hand built card by
 * card (as an enumerator builds them: each card added to the hand of the
 * cards before it) has pokeq_eval7's value; on a seeded sample the values
 * order hands as the rules do (tests/support/rules.h, no library code) and
 * give the rules' category; a board combined with two holes is the same
 * hand as the seven added one by one. */
#include "testing.h"

/* Every hand of `left` more cards below card `below` added to h (a
 * recursion, unlike the loops an enumerator writes), each compared with
 * pokeq_eval7 of its cards. */
typedef struct sweep {
    int cards[7];
    uint64_t hands, wrong;
} sweep;

static void add_below(sweep *s, pokeq_hand h, int below, int left)
{
    if (left == 0) {
        s->hands++;
        if (pokeq_hand_value(h) != pokeq_eval7(s->cards) && s->wrong++ == 0)
            cr_log_error("first wrong hand: %d %d %d %d %d %d %d", s->cards[0], s->cards[1], s->cards[2],
                         s->cards[3], s->cards[4], s->cards[5], s->cards[6]);
        return;
    }
    for (int card = left - 1; card < below; card++) {
        s->cards[7 - left] = card;
        add_below(s, pokeq_hand_add(h, card), card, left - 1);
    }
}

Test(hand, every_seven_card_hand_has_eval7s_value, .timeout = 600, .disabled = SANITIZED)
{
    sweep s = {{0}, 0, 0};
    add_below(&s, pokeq_hand_empty(), 52, 7);
    cr_assert_eq(s.hands, 133784560u);
    cr_assert_eq(s.wrong, 0, "%llu hands differ from pokeq_eval7", (unsigned long long)s.wrong);
}

static pokeq_hand hand_of(const int cards[7])
{
    pokeq_hand h = pokeq_hand_empty();
    for (int i = 0; i < 7; i++)
        h = pokeq_hand_add(h, cards[i]);
    return h;
}

Test(hand, orders_a_sample_as_the_rules_do)
{
    const int samples = SANITIZED ? 20000 : 400000;
    uint64_t state = 31;
    int cards[7], previous_value = 0;
    uint32_t previous_rules = 0;
    for (int i = 0; i < samples; i++) {
        random_seven(&state, cards);
        const int value = pokeq_hand_value(hand_of(cards));
        const uint32_t rules = rules_value7(cards);
        cr_assert_eq(pokeq_category(value) + 1, rules_category(rules), "hand %d: category", i);
        if (i > 0) {
            const int ours = (value > previous_value) - (value < previous_value);
            const int theirs = (rules > previous_rules) - (rules < previous_rules);
            cr_assert_eq(ours, theirs, "hand %d against the one before: %d, the rules say %d", i, ours, theirs);
        }
        previous_value = value;
        previous_rules = rules;
    }
}

Test(hand, a_board_combined_with_holes_is_the_same_hand)
{
    uint64_t state = 5;
    int cards[7];
    for (int i = 0; i < 10000; i++) {
        random_seven(&state, cards);
        pokeq_hand board = pokeq_hand_empty(), hole = pokeq_hand_empty();
        for (int k = 0; k < 5; k++)
            board = pokeq_hand_add(board, cards[k]);
        hole = pokeq_hand_add(pokeq_hand_add(hole, cards[5]), cards[6]);
        const pokeq_hand whole = pokeq_hand_combine(board, hole), one_by_one = hand_of(cards);
        cr_assert_eq(whole.key, one_by_one.key);
        cr_assert_eq(whole.mask, one_by_one.mask);
        cr_assert_eq(pokeq_hand_value(whole), pokeq_eval7(cards));
    }
}
