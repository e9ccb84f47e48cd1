/* SPDX-License-Identifier: MIT */
/* The single-draw games (draw, lowball27, lowball-a5, badugi) through
 * pokeq_solve: exact counts equal the independent brute force
 * (draw_brute.h) to the last unit on random spots of 2 to 4 seats with
 * kept and dead cards, on 1 and 2 threads; worked examples by hand; Monte
 * Carlo within 4 standard errors and the same on any thread count; shards
 * merge bit for bit; every refusal names what is wrong; each game names a
 * hand by its rules. */
#include "testing.h"

#include "brute_counts.h"
#include "draw_brute.h"
#include "seated_spot.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const int games[] = {POKEQ_GAME_DRAW, POKEQ_GAME_LOWBALL27, POKEQ_GAME_LOWBALL_A5, POKEQ_GAME_BADUGI};

/* A random seat keeps 0 to all of its cards (most keep three or more). */
static int kept(uint64_t *state, int hand)
{
    const int roll = (int)(next_random(state) % (uint64_t)(hand + 3));
    return roll > hand ? hand - (roll - hand) : roll;
}

/* A random spot: 2 to 4 seats, each keeping `kept` cards, 0 to 7 dead
 * cards, with at most `most` deals. */
static spot random_spot(int game, uint64_t *state, double most)
{
    return random_seated_spot(game, game == POKEQ_GAME_BADUGI ? 4 : 5, 7, kept, state, most);
}

static void expect_brute(const spot *s)
{
    const char *text[POKEQ_MAX_PLAYERS];
    for (int p = 0; p < s->seats; p++)
        text[p] = s->seat[p];
    const omaha_counts want = brute_draw(s->game, text, s->seats, s->dead);
    for (int threads = 1; threads <= 2; threads++) {
        const pokeq_result r = solve(s, POKEQ_METHOD_EXACT, threads);
        cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
        char what[160];
        snprintf(what, sizeof what, "%s %s vs %s (%d seats) dead %s", pokeq_game_name(s->game), text[0], text[1],
                 s->seats, s->dead);
        brute_expect_counts(&r, &want, 1, what);
        for (int p = 0; p < r.seats; p++)
            cr_expect_eq(r.seat[p].hole_count, (int)strlen(text[p]) / 2);
    }
}

Test(draw, every_game_equals_the_brute_force_on_random_spots)
{
    uint64_t state = 20261127;
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (int i = 0; i < 25; i++) {
            const spot s = random_spot(games[g], &state, 60000);
            expect_brute(&s);
        }
}

/* Wider spots on a small deck: the split seat draws three and more, a
 * seat keeps nothing, and the last seat is counted by complements (one
 * pot, its cards to come after an earlier seat's: "7s6s5h4h -"). */
Test(draw, seats_drawing_many_equal_the_brute_force)
{
    const char *dead = "2c3c4c6c7c8c9cTcJcQcKcAc2d3d5d6d7d8d9dTdJdQdKdAd9hTh";
    const char *const seats[] = {"Ah2h 7s6s5h4h",        "- 8s4d3h5s2s",         "KsQsJs Jh8h3s 9s6h7h",
                                 "Ah KhQh5h6h 3s2s4hTs", "7s6s5h4h -"};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++) {
            spot s = spot_of(games[g], seats[i], dead);
            if (games[g] == POKEQ_GAME_BADUGI) /* four cards at most */
                for (int p = 0; p < s.seats; p++)
                    s.seat[p][strlen(s.seat[p]) > 8 ? 8 : strlen(s.seat[p])] = '\0';
            expect_brute(&s);
        }
    const spot s = spot_of(POKEQ_GAME_BADUGI, "7s6s5h -", dead); /* badugi's last seat by complements */
    expect_brute(&s);
}

/* Worked by hand (README), no tie in any, so the second seat wins the rest:
 * - 2-7: 7h5d4c3s draws one against a pat 8s6d5h3c2d. Of the 43 cards
 *   left only a deuce (2s 2h 2c: 7-5-4-3-2) wins; a six makes a straight,
 *   an ace is ace high, anything else pairs or is eight-seven or worse.
 * - Ah2d3c4s draws one against a pat 8-7-6-5-4. A five, six or seven
 *   (3 of each left) makes a 7-low or better; an eight makes 8-4-3-2-A,
 *   which wins at the second card; a nine or higher, or a pair, loses: 12.
 * - badugi: 7c6h2s draws one against a pat 8-5-3-A (the first seat here).
 *   It needs a diamond of a rank it lacks for four cards: Ad, 3d or 4d
 *   makes 7-6-x-2, lower at the first card; 8d makes 8-7-6-2, which loses
 *   at the second; anything else leaves it three cards: 3 of 45. */
Test(draw, the_worked_examples)
{
    static const struct {
        int game;
        const char *seats;
        uint64_t deals, first_wins;
    } cases[] = {
        {POKEQ_GAME_LOWBALL27, "7h5d4c3s 8s6d5h3c2d", 43, 3},
        {POKEQ_GAME_LOWBALL_A5, "Ah2d3c4s 8s7d6c5h4h", 43, 12},
        {POKEQ_GAME_BADUGI, "7c6h2s 8h5d3cAs", 45, 3},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const spot s = spot_of(cases[i].game, cases[i].seats, "");
        const pokeq_result r = solve(&s, POKEQ_METHOD_EXACT, 1);
        cr_expect_eq(r.deals, cases[i].deals, "%s", cases[i].seats);
        cr_expect_eq(r.seat[0].counts.wins, cases[i].first_wins, "%s", cases[i].seats);
        cr_expect_eq(r.seat[1].counts.wins, cases[i].deals - cases[i].first_wins, "%s", cases[i].seats);
    }
}

/* the wheel (suited or not) is the best hand; 2-7: A-2-3-4-5 is
 * ace high, not a straight; flushes count in 2-7 and not in A-5; pairs
 * compare by the pair first. One deal each (both seats pat). */
Test(draw, the_rules_decide_pat_hands)
{
    static const struct {
        int game;
        const char *seats;
        int first_wins, tie;
    } cases[] = {
        {POKEQ_GAME_LOWBALL_A5, "5h4h3h2hAh 6c4c3d2dAd", 1, 0},
        {POKEQ_GAME_LOWBALL27, "Ah5d4c3s2h Kh8d6c4s3d", 0, 0},  /* ace high loses to king high */
        {POKEQ_GAME_LOWBALL27, "7h5h4h3h2h 8c6d5c4s3d", 0, 0},  /* the flush counts */
        {POKEQ_GAME_LOWBALL27, "7h5d4c3s2h 7d5c4s3h2d", 0, 1},  /* suits never break a tie */
        {POKEQ_GAME_LOWBALL_A5, "5h5d4c3s2h 6c6d3d2dAd", 1, 0}, /* the pair decides */
        {POKEQ_GAME_DRAW, "AhKhQhJhTh AsKsQsJsTs", 0, 1},
        {POKEQ_GAME_BADUGI, "Kh2d3c4s Ah2h3h4h", 1, 0},         /* four cards beat one */
        {POKEQ_GAME_BADUGI, "8h5d3cAs 7h6d5c4s", 0, 0},         /* eight high loses to seven high */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const spot s = spot_of(cases[i].game, cases[i].seats, "");
        const pokeq_result r = solve(&s, POKEQ_METHOD_EXACT, 1);
        cr_expect_eq(r.deals, 1);
        cr_expect_eq(r.seat[0].counts.wins, (uint64_t)(cases[i].first_wins && !cases[i].tie), "case %zu", i);
        cr_expect_eq(r.seat[1].counts.wins, (uint64_t)(!cases[i].first_wins && !cases[i].tie), "case %zu", i);
        cr_expect_eq(r.seat[0].counts.ties[2], (uint64_t)cases[i].tie, "case %zu", i);
    }
}

Test(draw, monte_carlo_is_near_exact_and_thread_independent)
{
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        const spot s = spot_of(games[g], games[g] == POKEQ_GAME_BADUGI ? "Ah2d3c 4s5h KdQc" : "Ah2d3c 4s5h6d KdQcJh",
                               "7s8s");
        expect_mc_near_exact(&s);
    }
}

Test(draw, shards_merge_bit_for_bit)
{
    expect_every_game_merges(games, (int)(sizeof games / sizeof games[0]), "Ah2d3c 4s5h", "7s8s");
}

/* Every refusal names what is wrong: one table for every draw game. */
Test(draw, refusals_name_the_problem)
{
    static const refusal cases[] = {
        {{"Ah2h3c4c5c6c", "Ks"}, NULL, NULL, 0, 0, -POKEQ_ERR_HAND, POKEQ_AT_SEAT, "a hand of %s"},
        {{"QQ+", "KsKd5c"}, NULL, NULL, 0, 0, -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, "%s takes no ranges"},
    };
    expect_refusals(games, (int)(sizeof games / sizeof games[0]), cases, (int)(sizeof cases / sizeof cases[0]));
}

/* The older scenario calls have no kept-card count per seat: refused. */
Test(draw, scenario_calls_refuse_the_draw_games)
{
    expect_scenarios_refused(games, (int)(sizeof games / sizeof games[0]), 5);
}

/* Each game names a hand by its rules; the draw games take exactly their
 * hand (five cards, badugi four). */
Test(draw, hands_are_named_by_the_rules_of_their_game)
{
    static const struct {
        int game;
        const char *cards, *words;
    } cases[] = {
        {POKEQ_GAME_DRAW, "AsKsQsJsTs", "straight flush, ace high"},
        {POKEQ_GAME_LOWBALL27, "7h5d4c3s2h", "7-5-4-3-2 low"},
        {POKEQ_GAME_LOWBALL27, "Ah5d4c3s2h", "A-5-4-3-2 low"},
        {POKEQ_GAME_LOWBALL27, "9h8d7c6s5h", "9-8-7-6-5 low, straight"},
        {POKEQ_GAME_LOWBALL27, "7h5h4h3h2h", "7-5-4-3-2 low, flush"},
        {POKEQ_GAME_LOWBALL27, "8h8d5c4s2h", "8-8-5-4-2 low, one pair"},
        {POKEQ_GAME_LOWBALL_A5, "5h4h3h2hAh", "5-4-3-2-A low"},
        {POKEQ_GAME_LOWBALL_A5, "5h5d4c3s2h", "5-5-4-3-2 low, one pair"},
        {POKEQ_GAME_BADUGI, "4s3h2dAc", "four-card badugi 4-3-2-A"},
        {POKEQ_GAME_BADUGI, "Kh2d3d4s", "three-card badugi K-4-2"},
        {POKEQ_GAME_BADUGI, "Ah2h3h4h", "one-card badugi A"},
        {POKEQ_GAME_BADUGI, "AhAdAcAs", "one-card badugi A"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int cards[7];
        const int n = pokeq_cards_parse(cases[i].cards, cards, 7, NULL);
        char words[160];
        cr_expect_gt(pokeq_describe_game(cases[i].game, cards, n, words, sizeof words), 0, "case %zu", i);
        cr_expect_str_eq(words, cases[i].words, "case %zu", i);
    }
    int cards[7] = {0, 5, 10, 15, 20, 25, 30};
    char words[64];
    cr_expect_eq(pokeq_describe_game(POKEQ_GAME_BADUGI, cards, 5, words, sizeof words), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_describe_game(POKEQ_GAME_LOWBALL27, cards, 7, words, sizeof words), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_describe_game(POKEQ_GAME_DRAW, cards, 4, words, sizeof words), -POKEQ_ERR_ARGUMENT);
}
