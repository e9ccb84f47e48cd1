/* SPDX-License-Identifier: MIT */
/* Hand categories (pokeq_request.categories) in the single-draw games:
 * draw (the high hand's category), lowball27 (the 2-7 hand's category,
 * A-2-3-4-5 high card; a no-pair hand below an ace by its top card, "7-low"
 * .. "K-low", any other "no low") and lowball-a5 (no high; the A-5 low by
 * its top card or "paired low") and badugi (the cards in its badugi, one
 * to four: pokeq_game_category_name). Exact counts equal the independent brute
 * force (draw_brute.h: every deal dealt, hands named from the rules) to
 * the last unit on random spots of 2 to 4 seats with kept and dead cards,
 * on 1 and 3 threads; worked examples by hand; Monte Carlo within 4
 * standard errors of exact and the same on 1 and 3 threads; shards merge
 * the categories bit for bit. */
#include "testing.h"

#include "brute_counts.h"
#include "category_checks.h"
#include "draw_brute.h"
#include "seated_spot.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const int games[] = {POKEQ_GAME_DRAW, POKEQ_GAME_LOWBALL27, POKEQ_GAME_LOWBALL_A5, POKEQ_GAME_BADUGI};

static pokeq_result solved(spot s, int method, int threads)
{
    s.categories = 1;
    return solve(&s, method, threads);
}

/* draw and badugi have no low, lowball-a5 no high; badugi's sizes are
 * the first four entries of categories, the rest 0. */
static void expect_sums(const pokeq_result *r, int game, const char *what)
{
    const bool badugi = game == POKEQ_GAME_BADUGI;
    expect_category_sums(r, game != POKEQ_GAME_LOWBALL_A5, game != POKEQ_GAME_DRAW && !badugi, what);
    for (int p = 0; badugi && p < r->seats; p++)
        for (int c = POKEQ_BADUGI_CATEGORIES; c < POKEQ_CATEGORIES; c++)
            cr_expect_eq(r->seat[p].categories[c], 0, "%s seat %d: entry %d", what, p, c);
}

static void expect_brute(const spot *s)
{
    const char *text[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < s->seats; p++)
        text[p] = s->seat[p];
    const omaha_counts want = brute_draw(s->game, text, s->seats, s->dead);
    char what[200];
    snprintf(what, sizeof what, "%s %s vs %s (%d seats) dead %s", pokeq_game_name(s->game), text[0], text[1],
             s->seats, s->dead);
    for (int threads = 1; threads <= 3; threads += 2) {
        const pokeq_result r = solved(*s, POKEQ_METHOD_EXACT, threads);
        brute_expect_counts(&r, &want, 1, what);
        expect_sums(&r, s->game, what);
        expect_brute_categories(&r, &want, what);
    }
}

/* A random seat keeps 1 to all of its cards (most keep three or more). */
static int kept(uint64_t *state, int hand)
{
    const int roll = (int)(next_random(state) % (uint64_t)(hand + 2));
    return roll >= hand ? hand - (roll - hand) : roll + 1;
}

Test(draw_categories, every_game_equals_the_brute_force_on_random_spots)
{
    uint64_t state = 20261128;
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (int i = 0; i < 20; i++) {
            const spot s = random_seated_spot(games[g], pokeq_game_hole_cards(games[g]), 7, kept, &state, 40000);
            expect_brute(&s);
        }
}

/* Spots that reach every 2-7 shape the brute force names: a seat drawing
 * to A-2-3-4 (the wheel is ace high, no straight), to a flush, and pat
 * made hands (five-card games: a badugi seat holds four). */
Test(draw_categories, lowball27_shapes_equal_the_brute_force)
{
    static const char *const seats[][2] = {{"Ah2h3h4h KsKdKc9d", ""},
                                           {"7h6h5h4h 9s9d9c2s2d", "3h"},
                                           {"6s5s4s3s2s Th9h8h7h", ""},
                                           {"AsKsQsJsTs 8c6c", "Ad"}};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (size_t i = 0; games[g] != POKEQ_GAME_BADUGI && i < sizeof seats / sizeof seats[0]; i++) {
            const spot s = spot_of(games[g], seats[i][0], seats[i][1]);
            expect_brute(&s);
        }
}

/* By hand: 7h5d4c3s draws one of 43 (8s6d5h3c2d dealt): a deuce (3 left)
 * makes a 7-low; an eight (3) or a nine .. king (4 each, 20) an 8-low ..
 * K-low; a six (3 left) a straight; an ace (4) ace high; a seven (3), five
 * (2), four (3) or three (2) a pair: 17 "no low". */
Test(draw_categories, a_worked_2_7_draw)
{
    const spot s = spot_of(POKEQ_GAME_LOWBALL27, "7h5d4c3s 8s6d5h3c2d", "");
    const pokeq_result r = solved(s, POKEQ_METHOD_EXACT, 1);
    const uint64_t *lows = r.seat[0].lows, *high = r.seat[0].categories;
    cr_expect_eq(r.count, 43);
    cr_expect_eq(lows[POKEQ_LOW_7], 3);
    cr_expect_eq(lows[POKEQ_LOW_8], 3);
    for (int c = POKEQ_LOW_9; c <= POKEQ_LOW_K; c++)
        cr_expect_eq(lows[c], 4, "%s", pokeq_low_category_name(c));
    cr_expect_eq(lows[POKEQ_LOW_NONE], 3 + 4 + 10);
    cr_expect_eq(high[0], 3 + 3 + 20 + 4, "no pair");
    cr_expect_eq(high[1], 10, "pair");
    cr_expect_eq(high[4], 3, "straight");
    cr_expect_eq(r.seat[1].lows[POKEQ_LOW_8], 43, "the pat 8-6-5-3-2");
}

/* By hand, badugi: Ah2d3c draws one card of the 48 unseen, Ks three of
 * the 47 left. Seat 1 makes four cards with a spade of a fourth rank: 4s
 * .. Qs, nine (Ks is seat 2's; As, 2s, 3s pair a rank); any other card
 * leaves a three-card badugi. The names come from the game. */
Test(draw_categories, a_worked_badugi_draw)
{
    const spot s = spot_of(POKEQ_GAME_BADUGI, "Ah2d3c Ks", "");
    const pokeq_result r = solved(s, POKEQ_METHOD_EXACT, 1);
    /* seat 1's last card: 48 unseen; seat 2's three: C(47, 3) each */
    const uint64_t each = 47 * 46 * 45 / 6;
    cr_expect_eq(r.count, 48 * each);
    /* the spades left (Ks is seat 2's): 4s .. Qs, nine ranks, and As, 2s,
     * 3s, which pair a rank: 9 draws make four cards */
    cr_expect_eq(r.seat[0].categories[POKEQ_BADUGI_FOUR_CARD], 9 * each);
    cr_expect_eq(r.seat[0].categories[POKEQ_BADUGI_THREE_CARD], (48 - 9) * each);
    cr_expect_eq(r.seat[0].categories[POKEQ_BADUGI_TWO_CARD], 0);
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_BADUGI, POKEQ_BADUGI_FOUR_CARD), "four-card badugi");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_BADUGI, POKEQ_BADUGI_ONE_CARD), "one-card badugi");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_BADUGI, POKEQ_BADUGI_CATEGORIES), "invalid");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_DRAW, 1), "pair");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_RAZZ, 1), "invalid");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_SHORTDECK, 1), "invalid");
    cr_expect_str_eq(pokeq_game_category_name(POKEQ_GAME_COUNT, 1), "invalid");
}

/* Monte Carlo: each category's share within 4 standard errors of the
 * exact share, and the same counts on 1 and 3 threads. */
Test(draw_categories, monte_carlo_near_exact_and_thread_independent)
{
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const spot s = spot_of(games[g], "Ah2d3c9s 4s5h6d KdQcJhTs", "7s8s");
        const pokeq_result exact = solved(s, POKEQ_METHOD_EXACT, 0);
        const pokeq_result one = solved(s, POKEQ_METHOD_MC, 1), three = solved(s, POKEQ_METHOD_MC, 3);
        expect_sums(&one, s.game, "Monte Carlo");
        for (int p = 0; p < one.seats; p++) {
            cr_expect_arr_eq(one.seat[p].categories, three.seat[p].categories, sizeof one.seat[p].categories);
            cr_expect_arr_eq(one.seat[p].lows, three.seat[p].lows, sizeof one.seat[p].lows);
        }
        expect_categories_near_exact(&one, &exact, pokeq_game_name(s.game));
    }
}

/* Exact parts (three) and Monte Carlo parts (two) merge into the whole,
 * categories included. */
Test(draw_categories, shards_merge_the_categories)
{
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        spot s = spot_of(games[g], "Ah2d3c 4s5h", "7s8s");
        s.categories = 1;
        expect_shards_merge(&s, POKEQ_METHOD_EXACT, 3);
        expect_shards_merge(&s, POKEQ_METHOD_MC, 2);
    }
}
