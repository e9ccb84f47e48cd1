/* SPDX-License-Identifier: MIT */
/* Short deck through pokeq_solve: exact counts equal the brute force
 * (tests/support: the 36 cards dealt in plain loops, hands ranked by the
 * rules) to the last count, preflop to river, 2-6 seats, dead cards, fixed
 * hands and ranges, both variants, every thread count; Monte Carlo within
 * 4 standard errors of the exact answer; bad input named. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "table_request.h"
#include "testing.h"

#include <math.h>

static const int GAMES[2] = {POKEQ_GAME_SHORTDECK, POKEQ_GAME_SHORTDECK_TRITON};

static pokeq_request request_of(int game, const char *seats, const char *board, const char *dead)
{
    return test_request(game, seats, board, dead);
}

typedef struct fixed_case {
    const char *holes, *board, *dead;
} fixed_case;

static const fixed_case FIXED[] = {
    {"AhAs KdKc", "", ""},                                  /* preflop, heads-up: 201,376 boards */
    {"AhKh QsQd JcTc", "", "9s6d"},                         /* preflop, three seats, dead cards */
    {"AhKh QsQd JcTc 9s9d 8c7c 6h6d", "", ""},              /* preflop, six seats */
    {"AhKh QsQd JcTc", "6c7d8h", "9s"},                     /* flop */
    {"AhQd TcJd 9h9c KhKd", "6c7d8hTs", "Ac"},              /* turn, four seats */
    {"AhQd TcJd", "6c7d8h9sKs", ""},                        /* river: A-6-7-8-9 against 6-T */
    {"AhTh 9c9d", "KhKd9h7h6c", ""},                        /* river: flush against full house */
    {"9sTc KcQh", "6c7d8hKsKd", ""},                        /* river: straight against trips */
};

static void expect_brute(int game, const fixed_case *c, int threads)
{
    char seats[128];
    snprintf(seats, sizeof seats, "%s", c->holes);
    for (char *space = strchr(seats, ' '); space != NULL; space = strchr(space, ' '))
        *space = '|';
    pokeq_request q = request_of(game, seats, c->board, c->dead);
    q.method = POKEQ_METHOD_EXACT;
    q.threads = threads;
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", c->holes, e.message);
    pokeq_scenario s = scenario_of(c->holes, c->board, c->dead);
    s.game = game;
    const brute_counts want = brute_force(&s);
    cr_assert_eq(r.count, want.runouts, "%s board '%s': %llu runouts", c->holes, c->board,
                 (unsigned long long)r.count);
    for (int p = 0; p < s.players; p++) {
        cr_expect_eq(r.seat[p].counts.wins, want.wins[p], "%s seat %d", c->holes, p);
        cr_expect_eq(r.seat[p].counts.equity_units, want.units[p], "%s seat %d", c->holes, p);
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            cr_expect_eq(r.seat[p].counts.ties[k], want.ties[p][k], "%s seat %d ties %d", c->holes, p, k);
    }
}

Test(shortdeck, exact_fixed_hands_equal_the_brute_force, .timeout = 300)
{
    for (int g = 0; g < 2; g++)
        for (size_t i = 0; i < sizeof FIXED / sizeof FIXED[0]; i++)
            expect_brute(GAMES[g], &FIXED[i], i % 2 ? 2 : 1);
    cr_expect_eq(test_choose(32, 5), 201376);
}

/* The rules that set the variants apart decide these rivers outright. */
Test(shortdeck, the_rules_decide_named_rivers)
{
    static const struct {
        const char *seats, *board;
        int winner[2];  /* the seat that wins: shortdeck, Triton */
    } rivers[] = {
        {"AhQd|TcJd|KhQh", "6c7d8h9sKs", {1, 1}},   /* 6-T beats A-6-7-8-9, which beats a pair of kings */
        {"AhQd|KhQh", "6c7d8h9sKs", {0, 0}},        /* A-6-7-8-9 is a straight */
        {"AhTh|9c9d", "KhKd9h7h6c", {0, 0}},        /* flush over full house */
        {"9sTc|KcQh", "6c7d8hKsKd", {0, 1}},        /* straight over trips; Triton: trips over straight */
    };
    for (size_t i = 0; i < sizeof rivers / sizeof rivers[0]; i++)
        for (int g = 0; g < 2; g++) {
            pokeq_request q = request_of(GAMES[g], rivers[i].seats, rivers[i].board, "");
            pokeq_result r;
            cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
            cr_expect_eq(r.count, 1);
            cr_expect_eq(r.seat[rivers[i].winner[g]].counts.wins, 1, "case %zu, %s", i,
                         pokeq_game_name(GAMES[g]));
        }
}

typedef struct range_case {
    const char *ranges, *board, *dead;
} range_case;

static const range_case RANGES[] = {
    {"QQ+,AKs|random", "6c7d8h", ""},                       /* flop, heads-up, random = 630 combos */
    {"AA,KK|QQ+,AK|T9s,JTs", "6c7d8hKs", "Qc"},             /* turn, three seats, dead card */
    {"AKs:0.5,AA|random", "6c7d8h9s", ""},                  /* weights */
};

Test(shortdeck, exact_ranges_equal_the_brute_force, .timeout = 300)
{
    for (int g = 0; g < 2; g++)
        for (size_t i = 0; i < sizeof RANGES / sizeof RANGES[0]; i++) {
            const range_case *c = &RANGES[i];
            pokeq_request q = request_of(GAMES[g], c->ranges, c->board, c->dead);
            q.method = POKEQ_METHOD_EXACT;
            q.threads = 1 + (int)i % 2;
            pokeq_result r;
            pokeq_error_info e;
            cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s: %s", c->ranges, e.message);
            pokeq_range ranges[POKEQ_MAX_PLAYERS];
            pokeq_range_scenario s;
            memset(&s, 0, sizeof s);
            s.game = GAMES[g];
            s.players = q.seats;
            for (int p = 0; p < q.seats; p++) {
                cr_assert_eq(pokeq_range_parse(q.seat[p].text, &ranges[p], NULL), 0);
                s.range[p] = &ranges[p];
            }
            s.board_count = pokeq_cards_parse(c->board, s.board, 5, NULL);
            s.dead_count = pokeq_cards_parse(c->dead, s.dead, POKEQ_MAX_DEAD, NULL);
            brute_result *want = calloc(1, sizeof *want);
            brute_ranges(&s, want);
            cr_expect_eq(r.count, want->showdowns, "%s: %llu showdowns", c->ranges, (unsigned long long)r.count);
            for (int p = 0; p < s.players; p++) {
                cr_expect_eq(r.seat[p].counts.wins, want->player[p].wins, "%s seat %d", c->ranges, p);
                cr_expect_eq(r.seat[p].counts.equity_units, want->player[p].equity_units, "%s seat %d", c->ranges,
                             p);
            }
            /* the lower-level call over the same scenario: the same counts */
            pokeq_range_exact_result direct;
            cr_assert_eq(pokeq_exact_ranges(&s, 1, &direct, NULL), 0);
            cr_expect_eq(direct.showdowns, want->showdowns);
            free(want);
        }
}

Test(shortdeck, random_is_the_630_combos_of_the_deck)
{
    pokeq_request q = request_of(POKEQ_GAME_SHORTDECK, "random|random", "", "");
    q.method = POKEQ_METHOD_MC;
    q.trials = 4096;
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.seat[0].live_combos, 630);
    q = request_of(POKEQ_GAME_SHORTDECK, "AhKh|random", "", "");
    q.method = POKEQ_METHOD_MC;
    q.trials = 4096;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.seat[1].live_combos, (int)test_choose(34, 2));
}

/* Monte Carlo within 4 standard errors of the exact answer, fixed hands
 * and ranges, and the same for every thread count. */
Test(shortdeck, monte_carlo_within_four_standard_errors, .timeout = 120)
{
    static const char *const cases[][2] = {{"AhKh|QsQd|JcTc", ""}, {"QQ+,AKs|random", "6c7d8h"}};
    for (int g = 0; g < 2; g++)
        for (size_t i = 0; i < 2; i++) {
            pokeq_request q = request_of(GAMES[g], cases[i][0], cases[i][1], "");
            q.method = POKEQ_METHOD_EXACT;
            pokeq_result exact, mc, mc2;
            cr_assert_eq(pokeq_solve(&q, &exact, NULL), 0);
            q.method = POKEQ_METHOD_MC;
            q.trials = 200000;
            q.seed = 7;
            q.threads = 1;
            cr_assert_eq(pokeq_solve(&q, &mc, NULL), 0);
            q.threads = 2;
            cr_assert_eq(pokeq_solve(&q, &mc2, NULL), 0);
            for (int p = 0; p < q.seats; p++) {
                const double gap = fabs(mc.seat[p].equity - exact.seat[p].equity);
                cr_expect(gap <= 4 * mc.seat[p].stderr_equity, "%s seat %d: %f vs %f (stderr %f)", cases[i][0], p,
                          mc.seat[p].equity, exact.seat[p].equity, mc.seat[p].stderr_equity);
                cr_expect_eq(mc.seat[p].counts.equity_units, mc2.seat[p].counts.equity_units);
            }
        }
}

Test(shortdeck, bad_input_is_named)
{
    static const struct {
        const char *seats, *board, *dead;
        int code, place, seat, offset;
        const char *card, *phrase;
    } cases[] = {
        {"5h6h|AhAs", "", "", -POKEQ_ERR_CARD, POKEQ_AT_SEAT, 0, -1, "5h", "not in the shortdeck deck"},
        {"AhAs|KdKc", "2c7h8h", "", -POKEQ_ERR_CARD, POKEQ_AT_BOARD, -1, -1, "2c", "6 to A"},
        {"AhAs|KdKc", "", "5c", -POKEQ_ERR_CARD, POKEQ_AT_DEAD, -1, -1, "5c", "6 to A"},
        {"QQ+,A5s|KK", "", "", -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, 0, 4, NULL, "does not have"},
        {"22+|KK", "", "", -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, 0, 0, NULL, "does not have"},
        {"AA|10%", "", "", -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, 1, 0, NULL, "percentage"},
        {"AhKhQh|KK", "", "", -POKEQ_ERR_HAND, POKEQ_AT_SEAT, 0, -1, NULL, "two cards"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pokeq_request q = request_of(POKEQ_GAME_SHORTDECK, cases[i].seats, cases[i].board, cases[i].dead);
        pokeq_result r;
        pokeq_error_info e;
        cr_expect_eq(pokeq_solve(&q, &r, &e), cases[i].code, "case %zu: %s", i, e.message);
        cr_expect_eq(e.place, cases[i].place, "case %zu", i);
        cr_expect_eq(e.seat, cases[i].seat, "case %zu", i);
        cr_expect_eq(e.offset, cases[i].offset, "case %zu: offset %d", i, e.offset);
        cr_expect_eq(e.card, cases[i].card != NULL ? pokeq_card_parse(cases[i].card) : -1, "case %zu", i);
        cr_expect(strstr(e.message, cases[i].phrase) != NULL, "case %zu: '%s'", i, e.message);
    }
    /* the lower-level calls refuse a card outside the deck too */
    pokeq_scenario s = scenario_of("AhAs 5d5c", "", "");
    s.game = POKEQ_GAME_SHORTDECK;
    cr_expect_eq(pokeq_scenario_check(&s), -POKEQ_ERR_CARD);
    s = scenario_of("AhAs KdKc", "", "");
    s.game = POKEQ_GAME_SHORTDECK;
    cr_expect_eq(pokeq_scenario_check(&s), 0);
}

/* The 81 classes against a random short deck hand: every class of ranks
 * 6..A counted over C(34,2) hands and C(32,5) boards, the rest zero; the
 * two seats' pots add up to half of all; AA equals pokeq_solve's AA
 * against random. Omaha has no such table. */
Test(shortdeck, preflop_vs_random_has_the_81_classes, .timeout = 120)
{
    pokeq_combo_counts classes[POKEQ_CLASSES];
    pokeq_table_request table = table_request(0, 0, 0);
    table.game = POKEQ_GAME_SHORTDECK;
    cr_assert_eq(pokeq_table_vs_random(&table, classes), 0);
    int live = 0;
    uint64_t showdowns = 0, units = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const uint64_t combos = (uint64_t)pokeq_class_combos(cls);
        char name[4];
        pokeq_class_name(cls, name);
        const int low = strpbrk(name, "2345") != NULL;
        cr_expect_eq(classes[cls].showdowns, low ? 0 : combos * 561 * 201376, "%s", name);
        live += classes[cls].showdowns != 0;
        showdowns += classes[cls].showdowns;
        units += classes[cls].equity_units;
    }
    cr_expect_eq(live, 81);
    cr_expect_eq(units, POKEQ_POT_UNITS / 2 * showdowns);
    pokeq_request q = request_of(POKEQ_GAME_SHORTDECK, "AA|random", "", "");
    q.method = POKEQ_METHOD_EXACT;
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.seat[0].counts.equity_units, classes[0].equity_units, "AA is class 0");
    cr_expect_eq(r.count, classes[0].showdowns);
    table.game = POKEQ_GAME_OMAHA;
    cr_expect_eq(pokeq_table_vs_random(&table, classes), -POKEQ_ERR_UNSUPPORTED);
    table.game = 99;
    cr_expect_eq(pokeq_table_vs_random(&table, classes), -POKEQ_ERR_GAME);
}
