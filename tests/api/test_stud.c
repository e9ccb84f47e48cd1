/* SPDX-License-Identifier: MIT */
/* The stud games (razz, stud, stud-hilo, stud-hilo-nq) through pokeq_solve:
 * exact counts equal the independent brute force (stud_brute.h) to the
 * last unit on random spots of 2 to 4 seats with known and dead cards, on
 * 1 and 2 threads; a worked example by hand; Monte Carlo within 4
 * standard errors and the same on any thread count; shards merge bit for
 * bit; every refusal names what is wrong. */
#include "testing.h"

#include "brute_counts.h"
#include "seated_spot.h"
#include "stud_brute.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const int games[] = {POKEQ_GAME_RAZZ, POKEQ_GAME_STUD, POKEQ_GAME_STUD_HILO, POKEQ_GAME_STUD_HILO_NQ};

/* A random seat shows 4 to 7 cards. */
static int shown(uint64_t *state, int hand)
{
    (void)hand;
    return 4 + (int)(next_random(state) % 4);
}

/* A random spot of the game: 2 to 4 seats, each 4 to 7 known cards, 0 to
 * 5 dead cards, with at most `most` deals. */
static spot random_spot(int game, uint64_t *state, double most)
{
    return random_seated_spot(game, 7, 5, shown, state, most);
}

static void expect_brute(spot *s)
{
    spot_text(s);
    const int hilo = s->game == POKEQ_GAME_STUD_HILO || s->game == POKEQ_GAME_STUD_HILO_NQ;
    const omaha_counts want = brute_stud(s->game, s->text, s->seats, s->dead);
    for (int threads = 1; threads <= 2; threads++) {
        const pokeq_result r = solve(s, POKEQ_METHOD_EXACT, threads);
        cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
        char what[160];
        snprintf(what, sizeof what, "%s %s vs %s dead %s", pokeq_game_name(s->game), s->text[0], s->text[1], s->dead);
        brute_expect_counts(&r, &want, hilo ? 2 : 1, what);
        for (int p = 0; p < r.seats; p++)
            cr_expect_eq(r.seat[p].hole_count, (int)strlen(s->text[p]) / 2);
    }
}

Test(stud, every_game_equals_the_brute_force_on_random_spots)
{
    uint64_t state = 20261127;
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++)
        for (int i = 0; i < 6; i++) {
            spot s = random_spot(games[g], &state, 20000);
            expect_brute(&s);
        }
}

/* Wider spots: every seat missing cards (the split seat takes two and more). */
Test(stud, heads_up_with_cards_to_come_equals_the_brute_force)
{
    spot s = spot_of(0, "Ah2h3c4d5s KsKd5c6c7c8c", "7s8s");
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        s.game = games[g];
        expect_brute(&s);
    }
}

/* The last seat counted by complements (three cards to come after the
 * first seat's two, and after two seats' cards multiway): a small deck
 * (many dead cards) keeps the brute force quick. */
Test(stud, the_last_seat_by_complements_equals_the_brute_force)
{
    const char *dead = "2c4c6c7c8c9cTcJcQcKcAc2d3d5d6d7d";
    char more[96], most[96];
    snprintf(more, sizeof more, "%s7h9hThJhQh7s9sTsJs", dead);
    snprintf(most, sizeof most, "%s3c5c4d8dQdAd9h", dead);
    for (int g = 0; g < 2; g++) {
        spot s = spot_of(g ? POKEQ_GAME_STUD : POKEQ_GAME_RAZZ, "Ah2h3c4d5s KsKd5c6h", more);
        expect_brute(&s);
        s = spot_of(s.game, "Ah2h3s4h5s6s Qs9dTdJd8h7h KsKd5h6h", most);
        expect_brute(&s);
    }
}

/* Worked by hand (README): stud-hilo, As Ks 4h 8c 7c 6d 2c against
 * 8h 7h 6s 5d 4c 3c and one card to come. Seat 2 has the straight (high
 * half, always); seat 1's low 7-6-4-2-A beats 7-6-5-4-3 unless seat 2
 * catches one of the three aces or three deuces left: 33 of the 39 deals
 * give seat 1 the low half. */
Test(stud, the_worked_stud_hilo_example)
{
    const spot s = spot_of(POKEQ_GAME_STUD_HILO, "AsKs4h8c7c6d2c 8h7h6s5d4c3c", "");
    const pokeq_result r = solve(&s, POKEQ_METHOD_EXACT, 1);
    cr_expect_eq(r.deals, 39);
    cr_expect_eq(r.count, 78);
    cr_expect_eq(r.seat[0].counts.low_units, 33 * 2520ULL);
    cr_expect_eq(r.seat[0].counts.high_units, 0);
    cr_expect_eq(r.seat[1].counts.high_units, 39 * 2520ULL);
    cr_expect_eq(r.seat[1].counts.scoops, 6);
}

/* Razz: 5-5-4-3-2 (a pair of fives) beats 6-6-3-2-A; with seven known
 * cards each there is one deal, and four of a rank leave each hand only
 * four ranks, so each must pair its repeated rank. */
Test(stud, razz_pairs_compare_by_the_pair_first)
{
    const spot s = spot_of(POKEQ_GAME_RAZZ, "5h5d5c5s4c3s2h 6h6d6c6sAc2s3h", "");
    const pokeq_result r = solve(&s, POKEQ_METHOD_EXACT, 1);
    cr_expect_eq(r.deals, 1);
    cr_expect_eq(r.seat[0].counts.wins, 1, "5-5-4-3-2 is the better low");
}

Test(stud, monte_carlo_is_near_exact_and_thread_independent)
{
    spot s = spot_of(0, "Ah2h3cQdJsTc 4s5s6cKd9d 7h8h2c3d4h5d", "7s8s");
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        s.game = games[g];
        expect_mc_near_exact(&s);
    }
}

Test(stud, shards_merge_bit_for_bit)
{
    expect_every_game_merges(games, (int)(sizeof games / sizeof games[0]), "Ah2h3c4d9c KsKd5c6cTc", "7s8s");
}

/* Every refusal names what is wrong: one table for every stud game. */
Test(stud, refusals_name_the_problem)
{
    static const refusal cases[] = {
        {{"Ah2h3c", ""}, NULL, NULL, 0, 0, -POKEQ_ERR_HAND, POKEQ_AT_SEAT, "a hand of %s is its 1 to 7"},
        {{"Ah2h3c4c5c6c7c8c", "Ks"}, NULL, NULL, 0, 0, -POKEQ_ERR_HAND, POKEQ_AT_SEAT, "a hand of %s"},
    };
    expect_refusals(games, (int)(sizeof games / sizeof games[0]), cases, (int)(sizeof cases / sizeof cases[0]));
}

/* An exact answer too slow to run is refused with its estimate, and
 * Monte Carlo is named as the way out; auto takes Monte Carlo. */
Test(stud, exact_past_the_limit_is_refused_by_its_estimate)
{
    const spot s = spot_of(POKEQ_GAME_STUD_HILO, "Ah2h3c KsKd5c", "");
    pokeq_request q = request_of(&s, POKEQ_METHOD_EXACT, 1);
    q.exact_limit_seconds = 1;
    pokeq_result r;
    pokeq_error_info e;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_TOO_SLOW, "%s", e.message);
    cr_expect(strstr(e.message, "Monte Carlo can answer") != NULL, "%s", e.message);
    q.method = POKEQ_METHOD_AUTO;
    q.trials = 100000;
    cr_expect_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
    cr_expect_eq(r.method, POKEQ_METHOD_MC);
    cr_expect_eq(r.why, POKEQ_WHY_SLOW);
    cr_expect_gt(r.exact_estimate, 1);
}

/* The older scenario calls have no known-card count per seat: refused. */
Test(stud, scenario_calls_refuse_the_stud_games)
{
    expect_scenarios_refused(games, (int)(sizeof games / sizeof games[0]), 7);
}

/* Every game names a hand or refuses by name (a table of all games). */
Test(stud, every_game_names_a_hand_or_refuses)
{
    static const struct {
        int game;
        const char *cards, *words; /* words NULL: refused (UNSUPPORTED) */
    } cases[] = {
        {POKEQ_GAME_HOLDEM, "AsAd9c9h2s", "two pair, aces and nines"},
        {POKEQ_GAME_STUD, "AsAd9c9h2s3s4s", "two pair, aces and nines"},
        {POKEQ_GAME_RAZZ, "8h6d5c4s2hKsKd", "8-6-5-4-2 low"},
        {POKEQ_GAME_RAZZ, "5h5d5c5s4c3s2h", "5-5-4-3-2 low, one pair"},
        {POKEQ_GAME_STUD_HILO, "AsKs4h8c7c6d2c", "high card, ace high; 7-6-4-2-A low"},
        {POKEQ_GAME_STUD_HILO, "AsKsQhJc7c6d2c", "high card, ace high; no low"},
        {POKEQ_GAME_STUD_HILO_NQ, "AsKsQhJc7c6d2c", "high card, ace high; J-7-6-2-A low"},
        {POKEQ_GAME_HOLDEM_HILO, "As2d3c4h5sTd9s", "straight, five high; 5-4-3-2-A low"},
        {POKEQ_GAME_OMAHA, "AsAd9c9h2s", NULL},
        {POKEQ_GAME_OMAHA5, "AsAd9c9h2s", NULL},
        {POKEQ_GAME_OMAHA6, "AsAd9c9h2s", NULL},
        {POKEQ_GAME_OMAHA_HILO, "AsAd9c9h2s", NULL},
        {POKEQ_GAME_OMAHA5_HILO, "AsAd9c9h2s", NULL},
        {POKEQ_GAME_SHORTDECK, "AsAd9c9h8s", NULL},
        {POKEQ_GAME_SHORTDECK_TRITON, "AsAd9c9h8s", NULL},
        {POKEQ_GAME_DRAW, "AsAd9c9h2s", "two pair, aces and nines"},
        {POKEQ_GAME_LOWBALL27, "8h6d5c4s2h", "8-6-5-4-2 low"},
        {POKEQ_GAME_LOWBALL_A5, "8h6d5c4s2h", "8-6-5-4-2 low"},
        {POKEQ_GAME_BADUGI, "8h5dAc3c", "three-card badugi 8-5-A"},
    };
    cr_assert_eq(sizeof cases / sizeof cases[0], POKEQ_GAME_COUNT + 2, "a row for every game");
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int cards[7];
        const int n = pokeq_cards_parse(cases[i].cards, cards, 7, NULL);
        char words[160];
        const int code = pokeq_describe_game(cases[i].game, cards, n, words, sizeof words);
        if (cases[i].words == NULL) {
            cr_expect_eq(code, -POKEQ_ERR_UNSUPPORTED, "%s", pokeq_game_name(cases[i].game));
            continue;
        }
        cr_expect_gt(code, 0, "%s", pokeq_game_name(cases[i].game));
        cr_expect_str_eq(words, cases[i].words, "%s", pokeq_game_name(cases[i].game));
    }
    int cards[4] = {0, 1, 2, 3};
    char words[16];
    cr_expect_eq(pokeq_describe_game(POKEQ_GAME_RAZZ, cards, 4, words, sizeof words), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_describe_game(POKEQ_GAME_COUNT, cards, 5, words, sizeof words), -POKEQ_ERR_GAME);
}
