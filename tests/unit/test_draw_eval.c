/* SPDX-License-Identifier: MIT */
/* The single-draw evaluators (eval/draw.h) against the rules written apart
 * in tests/support (draw_brute.h, rules.h, stud_brute.h): over every
 * five-card hand (draw, 2-7, A-5) and every four-card hand (badugi), the
 * library's values order the hands exactly as the rules' scores do: equal
 * scores give equal values, a higher score a higher value. */
#include "testing.h"

#include "core/game.h"
#include "draw.h"
#include "draw_brute.h"

#include <stdint.h>
#include <stdlib.h>

typedef struct scored {
    uint64_t score;                     /* the rules' */
    int value;                          /* the library's */
} scored;

static int by_score(const void *a, const void *b)
{
    const scored *x = a, *y = b;
    if (x->score != y->score)
        return (x->score > y->score) - (x->score < y->score);
    return (x->value > y->value) - (x->value < y->value);
}

/* Every hand of `cards` cards valued both ways, then checked in score order. */
static void expect_same_order(int game, int cards)
{
    const size_t count = cards == 5 ? 2598960 : 270725;
    scored *all = malloc(count * sizeof *all);
    cr_assert_not_null(all);
    size_t n = 0;
    int hand[5];
    for (hand[0] = 0; hand[0] < 52; hand[0]++)
        for (hand[1] = hand[0] + 1; hand[1] < 52; hand[1]++)
            for (hand[2] = hand[1] + 1; hand[2] < 52; hand[2]++)
                for (hand[3] = hand[2] + 1; hand[3] < 52; hand[3]++)
                    for (hand[4] = cards == 5 ? hand[3] + 1 : 52; hand[4] < 53; hand[4]++) {
                        if (cards == 5 && hand[4] == 52)
                            break;
                        all[n].score = brute_draw_score(game, hand);
                        all[n].value = seat_value7((game_kind)game, hand_of_cards(hand, cards));
                        n++;
                    }
    cr_assert_eq(n, count);
    qsort(all, count, sizeof *all, by_score);
    int classes = 1, wrong = 0;
    for (size_t i = 1; i < count; i++) {
        const int same = all[i].score == all[i - 1].score;
        classes += !same;
        wrong += same ? all[i].value != all[i - 1].value : all[i].value <= all[i - 1].value;
    }
    cr_expect_eq(wrong, 0, "%s: %d hands out of the rules' order", pokeq_game_name(game), wrong);
    const int want = game == POKEQ_GAME_LOWBALL_A5 ? 6175 : game == POKEQ_GAME_BADUGI ? 1092 : 7462;
    /* badugi: C(13,4) + C(13,3) + C(13,2) + 13 rank sets */
    cr_expect_eq(classes, want, "%s: %d classes", pokeq_game_name(game), classes);
    free(all);
}

Test(draw_eval, five_card_high_orders_every_hand_by_the_rules)
{
    expect_same_order(POKEQ_GAME_DRAW, 5);
}

Test(draw_eval, deuce_to_seven_orders_every_hand_by_the_rules)
{
    expect_same_order(POKEQ_GAME_LOWBALL27, 5);
}

Test(draw_eval, ace_to_five_orders_every_hand_by_the_rules)
{
    expect_same_order(POKEQ_GAME_LOWBALL_A5, 5);
}

Test(draw_eval, badugi_orders_every_hand_by_the_rules)
{
    expect_same_order(POKEQ_GAME_BADUGI, 4);
}

/* The draw-high values are pokeq_eval's scale. */
Test(draw_eval, five_card_high_is_on_the_hold_em_scale)
{
    const int hand[5] = {48, 44, 40, 36, 32}; /* As Ks Qs Js Ts: rank * 4 + suit */
    cr_expect_eq(draw_high5(hand_of_cards(hand, 5).mask), pokeq_eval(hand, 5));
}
