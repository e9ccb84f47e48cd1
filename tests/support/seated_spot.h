/* SPDX-License-Identifier: MIT */
/*
 * seated_spot.h - spots of the games with no board (stud, the single-draw
 * games) for their API suites: seats as words, the request and its
 * answer, a seeded random stream, Monte Carlo against exact, shards
 * merged against the whole, and tables of refusals run for every game of
 * a family. Written against
 * pokeq.h alone. Test code (Criterion asserts); one thread.
 */
#ifndef POKEQ_TEST_SEATED_SPOT_H
#define POKEQ_TEST_SEATED_SPOT_H

#include <criterion/criterion.h>

#include "pokeq.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct spot {
    int game, seats;
    int categories; /* count hand categories (pokeq_request.categories) */
    char seat[POKEQ_MAX_PLAYERS][32];
    const char *text[POKEQ_MAX_PLAYERS];
    char dead[128];
} spot; /* text[p]: seat[p], set where the spot lies (spot_text) */

static inline void spot_text(spot *s)
{
    for (int p = 0; p < s->seats; p++)
        s->text[p] = s->seat[p];
}

/* A spot of the game: seats as words ("Ah2h3c KsKd5c"; "-" a seat that
 * shows no card), dead cards. */
static inline spot spot_of(int game, const char *seats, const char *dead)
{
    spot s;
    memset(&s, 0, sizeof s);
    s.game = game;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", seats);
    for (char *save = NULL, *word = strtok_r(copy, " ", &save); word; word = strtok_r(NULL, " ", &save))
        snprintf(s.seat[s.seats++], sizeof s.seat[0], "%s", strcmp(word, "-") == 0 ? "" : word);
    snprintf(s.dead, sizeof s.dead, "%s", dead);
    return s;
}

static inline pokeq_request request_of(const spot *s, int method, int threads)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = s->game;
    q.seats = s->seats;
    for (int p = 0; p < s->seats; p++)
        q.seat[p].text = s->seat[p];
    q.dead = s->dead;
    q.method = method;
    q.threads = threads;
    q.categories = s->categories;
    q.trials = 300000;
    q.seed = 11;
    return q;
}

static inline pokeq_result solve(const spot *s, int method, int threads)
{
    const pokeq_request q = request_of(s, method, threads);
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", pokeq_game_name(s->game), e.message);
    return r;
}

static inline uint64_t next_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
    return *state >> 33;
}

static inline double choose(int n, int k)
{
    double c = 1;
    for (int i = 1; i <= k; i++)
        c = c * (n - k + i) / i;
    return c;
}

/* How many of its `hand` cards a random seat shows. */
typedef int (*spot_known)(uint64_t *state, int hand);

/* A random spot of the game: 2 to 4 seats, each showing known(state,
 * hand) of its `hand` cards, 0 to dead_most dead cards, with at most
 * `most` deals of the cards to come. Its text[] is unset (spot_text sets
 * it where the spot lies). */
static inline spot random_seated_spot(int game, int hand, int dead_most, spot_known known, uint64_t *state,
                                      double most)
{
    for (;;) {
        spot s;
        memset(&s, 0, sizeof s);
        s.game = game;
        s.seats = 2 + (int)(next_random(state) % 3);
        int used[52] = {0}, left = 52;
        const int dead_count = (int)(next_random(state) % (uint64_t)(dead_most + 1));
        for (int p = 0; p <= s.seats; p++) {
            const int count = p == s.seats ? dead_count : known(state, hand);
            char *out = p == s.seats ? s.dead : s.seat[p];
            for (int k = 0; k < count; k++, left--) {
                int card;
                do
                    card = (int)(next_random(state) % 52);
                while (used[card]);
                used[card] = 1;
                char name[3];
                out = stpcpy(out, pokeq_card_format(card, name));
            }
        }
        double deals = 1;
        for (int p = 0; p < s.seats; p++) {
            const int missing = hand - (int)strlen(s.seat[p]) / 2;
            deals *= choose(left, missing);
            left -= missing;
        }
        if (deals <= most && left >= 0)
            return s;
    }
}

/* `shards` parts (on 1 and 2 threads in turn) merged equal the whole,
 * categories included where the spot counts them. */
static inline void expect_shards_merge(const spot *s, int method, int shards)
{
    const pokeq_result whole = solve(s, method, 2);
    pokeq_result parts[4], merged;
    const pokeq_result *of[4];
    for (int k = 0; k < shards; k++) {
        pokeq_request q = request_of(s, method, 1 + k % 2);
        q.shard = k;
        q.shards = shards;
        pokeq_error_info e;
        cr_assert_eq(pokeq_solve(&q, &parts[k], &e), 0, "%s", e.message);
        of[k] = &parts[k];
    }
    pokeq_error_info e;
    cr_assert_eq(pokeq_result_merge(of, NULL, shards, &merged, NULL, &e), 0, "%s", e.message);
    cr_expect_eq(merged.count, whole.count);
    cr_expect_eq(merged.deals, whole.deals);
    cr_expect_eq(merged.job, whole.job);
    for (int p = 0; p < whole.seats; p++) {
        cr_expect_eq(memcmp(&merged.seat[p].counts, &whole.seat[p].counts, sizeof whole.seat[p].counts), 0,
                     "%s seat %d", pokeq_game_name(s->game), p);
        cr_expect_eq(merged.seat[p].equity, whole.seat[p].equity);
        cr_expect_arr_eq(merged.seat[p].categories, whole.seat[p].categories, sizeof whole.seat[p].categories);
        cr_expect_arr_eq(merged.seat[p].lows, whole.seat[p].lows, sizeof whole.seat[p].lows);
    }
}

/* Each game's spot (the same seats and dead cards) merges bit for bit:
 * exact in three shards, Monte Carlo in two. */
static inline void expect_every_game_merges(const int *games, int game_count, const char *seats, const char *dead)
{
    for (int g = 0; g < game_count; g++) {
        const spot s = spot_of(games[g], seats, dead);
        expect_shards_merge(&s, POKEQ_METHOD_EXACT, 3);
        expect_shards_merge(&s, POKEQ_METHOD_MC, 2);
    }
}

/* Monte Carlo on 1 and 2 threads counts the same, and each seat's equity
 * is within 4 standard errors of the exact one (or equal where it is 0 or
 * 1). */
static inline void expect_mc_near_exact(const spot *s)
{
    const pokeq_result exact = solve(s, POKEQ_METHOD_EXACT, 0);
    const pokeq_result one = solve(s, POKEQ_METHOD_MC, 1), two = solve(s, POKEQ_METHOD_MC, 2);
    cr_expect_eq(one.count, two.count);
    for (int p = 0; p < s->seats; p++) {
        cr_expect_eq(one.seat[p].counts.equity_units, two.seat[p].counts.equity_units);
        cr_expect_eq(one.seat[p].counts.scoops, two.seat[p].counts.scoops);
        const double gap = fabs(one.seat[p].equity - exact.seat[p].equity);
        const int sure = exact.seat[p].equity == 0 || exact.seat[p].equity == 1;
        cr_expect(sure ? gap == 0 : one.seat[p].stderr_equity > 0 && gap <= 4 * one.seat[p].stderr_equity,
                  "%s seat %d: Monte Carlo %.5f, exact %.5f, s.e. %.5f", pokeq_game_name(s->game), p,
                  one.seat[p].equity, exact.seat[p].equity, one.seat[p].stderr_equity);
    }
}

/* The older scenario calls have no known-card count per seat: each game
 * of the family refuses a scenario of two whole hands (`cards` each). */
static inline void expect_scenarios_refused(const int *games, int game_count, int cards)
{
    for (int g = 0; g < game_count; g++) {
        pokeq_scenario s;
        memset(&s, 0, sizeof s);
        s.players = 2;
        s.game = games[g];
        for (int c = 0; c < cards; c++) {
            s.hole[0][c] = c;
            s.hole[1][c] = 20 + c;
        }
        cr_expect_eq(pokeq_scenario_check(&s), -POKEQ_ERR_UNSUPPORTED, "%s", pokeq_game_name(games[g]));
    }
}

/* One refusal: two seats, a board, dead cards, per-combo counts asked
 * (combos) or categories; the code, place and a phrase of the message
 * (%s: the game's name). */
typedef struct refusal {
    const char *seats[2], *board, *dead;
    int combos, categories;
    int code, place;
    const char *phrase;
} refusal;

/* The refusals every game with no board makes, whatever its hand. */
static const refusal seated_refusals[] = {
    {{"Ah2h3c", "KsKd5c"}, "2s3s4s", NULL, 0, 0, -POKEQ_ERR_BOARD, POKEQ_AT_BOARD, "%s has no board"},
    {{"AhAd", "AhKs"}, NULL, NULL, 0, 0, -POKEQ_ERR_DUPLICATE, POKEQ_AT_SEAT, "given twice"},
    {{"Ah2h3c", "KsKd5c"}, NULL, NULL, 1, 0, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST,
     "per-combo counts are for two-card games, not %s"},
    {{"Ah2h3c", "KsKd5c"}, NULL,
     "2c4c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdAd3h4h5h6h7h8h9hThJhQhKh2s3s4s5s6s7s8s9sTsJsQsAs", 0, 0,
     -POKEQ_ERR_DECK, POKEQ_AT_DEAD, "too few cards"},
};

static inline void expect_refusal_table(const int *games, int game_count, const refusal *cases, int count)
{
    static pokeq_combo_counts combos[2 * POKEQ_COMBOS];
    for (int g = 0; g < game_count; g++)
        for (int i = 0; i < count; i++) {
            pokeq_request q;
            pokeq_request_init(&q);
            q.game = games[g];
            q.seats = 2;
            q.seat[0].text = cases[i].seats[0];
            q.seat[1].text = cases[i].seats[1];
            q.board = cases[i].board;
            q.dead = cases[i].dead;
            q.categories = cases[i].categories;
            if (cases[i].combos) {
                q.combos = combos;
                q.combos_capacity = 2 * POKEQ_COMBOS;
            }
            pokeq_result r;
            pokeq_error_info e;
            char phrase[128];
            snprintf(phrase, sizeof phrase, cases[i].phrase, pokeq_game_name(games[g]));
            const char *name = pokeq_game_name(games[g]);
            cr_expect_eq(pokeq_solve(&q, &r, &e), cases[i].code, "%s case %d: %s", name, i, e.message);
            cr_expect_eq(e.place, cases[i].place, "%s case %d: %s", name, i, e.message);
            cr_expect(strstr(e.message, phrase) != NULL, "'%s' lacks '%s'", e.message, phrase);
        }
}

/* The table of refusals every game with no board makes, then the
 * family's own, for each of its games. */
static inline void expect_refusals(const int *games, int game_count, const refusal *cases, int count)
{
    expect_refusal_table(games, game_count, seated_refusals, (int)(sizeof seated_refusals / sizeof seated_refusals[0]));
    expect_refusal_table(games, game_count, cases, count);
}

#endif
