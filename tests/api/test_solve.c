/* SPDX-License-Identifier: MIT */
/* pokeq_solve, the one call: its answers against the independent brute
 * force (tests/support/brute_exact.h), every error with the seat, card, offset and
 * length it names, cancel and progress for both methods, the automatic
 * choice of each method, per-combo counts on and off, and the deals
 * counted apart from a weighted total. */
#include "testing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A request for seats given as text, "AhAs|KdKc|QQ+,AKs". */
static pokeq_request request_of(const char *seats, const char *board, const char *dead)
{
    return test_request(POKEQ_GAME_HOLDEM, seats, board, dead);
}

Test(solve, exact_fixed_hands_equal_the_brute_force_on_every_thread_count)
{
    const pokeq_scenario s = scenario_of("AhKh QsQd JcTc", "2h7h9c", "3s");
    const brute_counts want = brute_force(&s);
    for (int threads = 0; threads <= 3; threads++) {
        pokeq_request q = request_of("AhKh|QsQd|JcTc", "2h7h9c", "3s");
        q.method = POKEQ_METHOD_EXACT;
        q.threads = threads;
        pokeq_result r;
        cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
        cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
        cr_expect_eq(r.why, POKEQ_WHY_ASKED);
        cr_expect_eq(r.count_kind, POKEQ_COUNT_RUNOUTS);
        cr_expect_eq(r.count, want.runouts);
        cr_expect(r.threads >= 1);
        for (int p = 0; p < 3; p++) {
            cr_expect_eq(r.seat[p].counts.wins, want.wins[p], "seat %d", p);
            cr_expect_eq(r.seat[p].counts.equity_units, want.units[p], "seat %d", p);
            cr_expect_eq(r.seat[p].hole_count, 2);
            cr_expect_eq(r.seat[p].equity, pokeq_equity(&r.seat[p].counts, r.count));
        }
        cr_expect_eq(r.board_count, 3);
        cr_expect_eq(r.dead_count, 1);
        cr_expect_eq(r.dead[0], pokeq_card_parse("3s"));
    }
}

/* ---- errors ---------------------------------------------------------- */

typedef struct error_case {
    const char *seats, *board, *dead;
    int code, place, seat, card_offset, length;
    const char *card;                   /* the card named, or NULL */
    const char *phrase;                 /* in the message */
} error_case;

static const char dead_46[] = "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd2h3h4h5h6h7h8h9hThJhQhKhAh2s3s4s5s6s";

static const error_case error_cases[] = {
    {"AhAs|KdKz", "", "", -POKEQ_ERR_CARD, POKEQ_AT_SEAT, 1, 2, 2, NULL, "not a card"},
    {"AhAs|KdKc", "Ah2c3d", "", -POKEQ_ERR_DUPLICATE, POKEQ_AT_SEAT, 0, -1, 0, "Ah", "given twice"},
    {"AhAs|Qs1", "", "", -POKEQ_ERR_CARD, POKEQ_AT_SEAT, 1, 2, 1, NULL, "not a card"}, /* never past the end */
    {"AhAs|KdKc", "7h7h2c", "", -POKEQ_ERR_DUPLICATE, POKEQ_AT_BOARD, -1, 2, 2, "7h", "given twice"},
    {"AhAs|KdKc", "", "2c3cXx", -POKEQ_ERR_CARD, POKEQ_AT_DEAD, -1, 4, 2, NULL, "not a card"},
    {"AhAs|KdKc", "", "2c3cKd", -POKEQ_ERR_DUPLICATE, POKEQ_AT_SEAT, 1, -1, 0, "Kd", "also in '2c3cKd'"},
    {"QQ+,AKx|KK", "", "", -POKEQ_ERR_RANGE_SYNTAX, POKEQ_AT_SEAT, 0, 4, 3, NULL, "not a hand or range"},
    {"KK|AhKd10c", "", "", -POKEQ_ERR_HAND, POKEQ_AT_SEAT, 1, -1, 0, NULL, "two cards"},
    {"AhAs", "", "", -POKEQ_ERR_PLAYERS, POKEQ_AT_SEAT, 0, -1, 0, NULL, "2 to 10 players"},
    {"AA|AsAh", "AcAd", "", -POKEQ_ERR_RANGE_EMPTY, POKEQ_AT_SEAT, 0, -1, 0, NULL, "no hand of this range"},
    {"AhAs|KdKc", "2c3c4c5c6c7c", "", -POKEQ_ERR_ARGUMENT, POKEQ_AT_BOARD, -1, -1, 0, NULL, "at most 5"},
    {"7s8s|9sTs", "", dead_46, -POKEQ_ERR_DECK, POKEQ_AT_DEAD, -1, -1, 0, NULL, "too few cards"},
    {"AA|AA|AA", "", "", -POKEQ_ERR_RANGE_EMPTY, POKEQ_AT_REQUEST, -1, -1, 0, NULL, "no deal"},
};

Test(solve, every_input_error_names_its_place_offset_and_card)
{
    for (size_t i = 0; i < sizeof error_cases / sizeof error_cases[0]; i++) {
        const error_case *c = &error_cases[i];
        pokeq_request q = request_of(c->seats, c->board, c->dead);
        pokeq_result r;
        memset(&r, 0xff, sizeof r);
        pokeq_error_info e;
        const int code = pokeq_solve(&q, &r, &e);
        cr_expect_eq(code, c->code, "case %zu: code %d", i, code);
        cr_expect_eq(e.code, c->code, "case %zu", i);
        cr_expect_eq(e.place, c->place, "case %zu: place %d", i, e.place);
        cr_expect_eq(e.seat, c->seat, "case %zu: seat %d", i, e.seat);
        cr_expect_eq(e.offset, c->card_offset, "case %zu: offset %d", i, e.offset);
        cr_expect_eq(e.length, c->length, "case %zu: length %d", i, e.length);
        cr_expect_eq(e.card, c->card != NULL ? pokeq_card_parse(c->card) : -1, "case %zu: card %d", i, e.card);
        cr_expect(strstr(e.message, c->phrase) != NULL, "case %zu: '%s'", i, e.message);
        cr_expect_eq(r.seats, 0, "case %zu: result not zeroed", i);
    }
}

Test(solve, bad_requests_and_refusals)
{
    pokeq_error_info e;
    pokeq_result r;
    pokeq_request q = request_of("AhAs|KdKc", NULL, NULL);
    q.size = sizeof q - 8;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_solve(NULL, &r, &e), -POKEQ_ERR_ARGUMENT);
    q = request_of("AhAs|KdKc", NULL, NULL);
    q.game = 99;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_GAME);
    q = request_of("AhAs|KdKc", NULL, NULL);
    q.method = 9;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT);
    pokeq_combo_counts few[10];
    q = request_of("AhAs|QQ", NULL, NULL);
    q.combos = few;
    q.combos_capacity = 10;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_ARGUMENT);
    cr_expect(strstr(e.message, "per-combo") != NULL, "%s", e.message);
    /* exact asked for beyond the limit: refused before any work */
    q = request_of("random|random|random", NULL, NULL);
    q.method = POKEQ_METHOD_EXACT;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_TOO_SLOW);
    cr_expect_eq(e.place, POKEQ_AT_REQUEST);
    cr_expect(strstr(e.message, "would take about") != NULL, "%s", e.message);
    /* ... but not when no deal exists at all: that is the refusal */
    q = request_of("AK|AK|AK|AK|AK", NULL, NULL);
    q.method = POKEQ_METHOD_EXACT;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_RANGE_EMPTY, "%s", e.message);
    /* weighted counts past 2^64: refused when exact is asked for ... */
    q = request_of("random|random|random|random", NULL, NULL);
    q.method = POKEQ_METHOD_EXACT;
    q.exact_limit_seconds = -1;
    cr_expect_eq(pokeq_solve(&q, &r, &e), -POKEQ_ERR_OVERFLOW);
    /* ... and sampled when the choice was automatic */
    q = request_of("random|random|random|random", NULL, NULL);
    q.auto_exact_seconds = 1e300;
    q.trials = 50000;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
    cr_expect_eq(r.method, POKEQ_METHOD_MC);
    cr_expect_eq(r.why, POKEQ_WHY_OVERFLOW);
    cr_expect_eq(r.count, 50000);
}

/* ---- the automatic choice ------------------------------------------- */

Test(solve, auto_chooses_exact_for_quick_jobs_and_monte_carlo_for_slow_ones)
{
    pokeq_request q = request_of("AhAs|KdKc", NULL, NULL);
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.method, POKEQ_METHOD_EXACT);
    cr_expect_eq(r.why, POKEQ_WHY_QUICK);
    cr_expect(r.exact_estimate > 0 && r.exact_estimate <= 1);
    q = request_of("random|random|random", NULL, NULL);
    q.trials = 20000;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.method, POKEQ_METHOD_MC);
    cr_expect_eq(r.why, POKEQ_WHY_SLOW);
    cr_expect(r.exact_estimate > 1);
    cr_expect_eq(r.count_kind, POKEQ_COUNT_TRIALS);
    cr_expect_eq(r.count, 20000);
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_TRIALS);
    cr_expect(r.seat[0].stderr_equity > 0);
}

/* ---- cancel and progress -------------------------------------------- */

typedef struct watcher {
    int calls;
    double last_done;
    int monotone;
    int cancel_after;                   /* calls; 0: never */
    volatile int cancel;
} watcher;

static void watch(const pokeq_result *so_far, void *context)
{
    watcher *w = context;
    w->calls++;
    w->monotone &= so_far->done >= w->last_done || so_far->method == POKEQ_METHOD_MC;
    w->last_done = so_far->done;
    if (w->cancel_after > 0 && w->calls >= w->cancel_after)
        w->cancel = 1;
}

static int solve_watched(pokeq_request *q, watcher *w, pokeq_result *r)
{
    w->monotone = 1;
    q->progress = watch;
    q->progress_context = w;
    q->cancel = &w->cancel;
    return pokeq_solve(q, r, NULL);
}

Test(solve, progress_and_cancel_for_an_exact_job)
{
    for (int threads = 1; threads <= 2; threads++) {
        watcher w = {0};
        pokeq_request q = request_of("QQ+,AKs|random", "7h2h3c", NULL);
        q.method = POKEQ_METHOD_EXACT;
        q.threads = threads;
        pokeq_result r;
        cr_assert_eq(solve_watched(&q, &w, &r), 0);
        cr_expect(w.calls >= 2, "%d calls", w.calls);
        cr_expect(w.monotone);
        cr_expect_eq(r.done, 1);
        watcher stop = {.cancel_after = 2};
        cr_expect_eq(solve_watched(&q, &stop, &r), -POKEQ_ERR_CANCELLED, "%d threads", threads);
        cr_expect_eq(r.count, 0);
    }
}

Test(solve, progress_and_cancel_for_a_monte_carlo_job)
{
    watcher w = {.cancel_after = 3};
    pokeq_request q = request_of("AhAs|random|random", NULL, NULL);
    q.method = POKEQ_METHOD_MC;
    q.trials = 1ULL << 36;
    pokeq_result r;
    cr_assert_eq(solve_watched(&q, &w, &r), 0);
    cr_expect_eq(r.stopped_by, POKEQ_MC_STOP_CANCEL);
    cr_expect(r.count > 0 && r.count < q.trials);
    cr_expect(w.calls >= 3);
}

/* ---- per-combo counts ------------------------------------------------ */

Test(solve, per_combo_counts_add_up_and_leave_the_totals_unchanged)
{
    pokeq_combo_counts *combos = calloc(2 * POKEQ_COMBOS, sizeof *combos);
    pokeq_request q = request_of("QQ+,AKs|JJ-99,AQs", "Kh8d2c", NULL);
    pokeq_result with, without;
    q.combos = combos;
    q.combos_capacity = 2 * POKEQ_COMBOS;
    cr_assert_eq(pokeq_solve(&q, &with, NULL), 0);
    q.combos = NULL;
    cr_assert_eq(pokeq_solve(&q, &without, NULL), 0);
    cr_expect_eq(with.count_kind, POKEQ_COUNT_SHOWDOWNS);
    cr_expect_eq(with.count, without.count);
    for (int s = 0; s < 2; s++) {
        uint64_t showdowns = 0, units = 0;
        for (int c = 0; c < POKEQ_COMBOS; c++) {
            showdowns += combos[s * POKEQ_COMBOS + c].showdowns;
            units += combos[s * POKEQ_COMBOS + c].equity_units;
        }
        cr_expect_eq(showdowns, with.count, "seat %d", s);
        cr_expect_eq(units, with.seat[s].counts.equity_units, "seat %d", s);
        cr_expect_eq(with.seat[s].counts.equity_units, without.seat[s].counts.equity_units);
    }
    free(combos);
}

/* ---- deals and the weighted count ------------------------------------- */

/* Assignments of one combo per range sharing no card (with each other or
 * the known cards), counted one by one: the deals are these times the
 * boards each leaves. */
static uint64_t brute_assignments(const pokeq_range *ranges, int seats, int seat, uint64_t used)
{
    if (seat == seats)
        return 1;
    uint64_t n = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        const uint64_t mask = 1ULL << cards[0] | 1ULL << cards[1];
        if (ranges[seat].weight[combo] != 0 && (mask & used) == 0)
            n += brute_assignments(ranges, seats, seat + 1, used | mask);
    }
    return n;
}

Test(solve, deals_are_counted_apart_from_the_weighted_total)
{
    static const struct {
        const char *seats, *board;
        int seat_count;
    } cases[] = {{"AA|QQ@100,22@1", "", 2}, {"AA@50,KK|QQ,AK|AKs@20,JJ", "", 3}, {"AsKs|QQ:0.3,JJ,KQ@7", "Kd7h2c", 2}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pokeq_request q = request_of(cases[i].seats, cases[i].board, NULL);
        q.method = POKEQ_METHOD_EXACT;
        pokeq_result r;
        cr_assert_eq(pokeq_solve(&q, &r, NULL), 0, "%s", cases[i].seats);
        pokeq_range ranges[POKEQ_MAX_PLAYERS];
        int board[5], board_count = pokeq_cards_parse(cases[i].board, board, 5, NULL);
        uint64_t known = 0;
        for (int c = 0; c < board_count; c++)
            known |= 1ULL << board[c];
        for (int p = 0; p < cases[i].seat_count; p++)
            cr_assert_eq(pokeq_range_parse(q.seat[p].text, &ranges[p], NULL), 0);
        const uint64_t deals = brute_assignments(ranges, cases[i].seat_count, 0, known) *
                               test_choose(52 - board_count - 2 * cases[i].seat_count, 5 - board_count);
        cr_expect_eq(r.deals, deals, "%s: %llu deals, brute force %llu", cases[i].seats, (unsigned long long)r.deals,
                     (unsigned long long)deals);
        cr_expect_gt(r.count, r.deals, "%s: the weighted total is more", cases[i].seats);
    }
    /* AA against QQ@100,22@1: 72 assignments x C(48,5) boards; weighted,
     * 6 x (6 x 100 + 6 x 1) x C(48,5) */
    pokeq_request q = request_of("AA|QQ@100,22@1", "", NULL);
    pokeq_result r;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.deals, 72ULL * 1712304);
    cr_expect_eq(r.count, 3636ULL * 1712304);
    /* unweighted ranges, fixed hands and Monte Carlo: deals = count */
    q = request_of("QQ+,AKs|JJ-99,AQs", "Kh8d2c", NULL);
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.deals, r.count);
    q = request_of("AhAs|KdKc", "", NULL);
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.deals, 1712304);
    q = request_of("AA|QQ@100,22@1", "", NULL);
    q.method = POKEQ_METHOD_MC;
    q.trials = 10000;
    cr_assert_eq(pokeq_solve(&q, &r, NULL), 0);
    cr_expect_eq(r.deals, r.count);
    cr_expect_eq(r.count, 10000);
}

/* ---- helpers ---------------------------------------------------------- */

Test(solve, version_cards_and_equity_helpers)
{
    cr_expect_eq(pokeq_version_number(), POKEQ_VERSION_NUMBER);
    cr_expect_str_eq(pokeq_version(), POKEQ_VERSION);
    int cards[7], at;
    cr_expect_eq(pokeq_cards_parse("Ah 10d,2c", cards, 7, &at), 3);
    char text[16];
    cr_expect_eq(pokeq_cards_format(cards, 3, text, sizeof text), 6);
    cr_expect_str_eq(text, "AhTd2c");
    cr_expect_eq(pokeq_cards_format(cards, 3, text, 4), 6);
    cr_expect_str_eq(text, "AhT");
    cr_expect_eq(pokeq_cards_parse("AhKx", cards, 7, &at), -POKEQ_ERR_CARD);
    cr_expect_eq(at, 2);
    cr_expect_eq(pokeq_cards_parse("AhAh", cards, 7, &at), -POKEQ_ERR_DUPLICATE);
    cr_expect_eq(pokeq_cards_parse("AhKd", cards, 1, &at), -POKEQ_ERR_ARGUMENT);
    const pokeq_player_counts half = {.equity_units = POKEQ_POT_UNITS / 2 * 10};
    cr_expect_eq(pokeq_equity(&half, 10), 0.5);
    cr_expect_eq(pokeq_equity(&half, 0), 0);
    cr_expect_eq(pokeq_game_hole_cards(POKEQ_GAME_HOLDEM), 2);
    cr_expect_eq(pokeq_game_hole_cards(42), -POKEQ_ERR_GAME);
}

Test(solve, games_by_name_hole_cards_and_deck)
{
    static const struct {
        const char *name;
        int game, hole, deck;
    } games[] = {
        {"holdem", POKEQ_GAME_HOLDEM, 2, 52},          {"omaha", POKEQ_GAME_OMAHA, 4, 52},
        {"omaha5", POKEQ_GAME_OMAHA5, 5, 52},          {"omaha6", POKEQ_GAME_OMAHA6, 6, 52},
        {"omaha-hilo", POKEQ_GAME_OMAHA_HILO, 4, 52},  {"omaha5-hilo", POKEQ_GAME_OMAHA5_HILO, 5, 52},
        {"shortdeck", POKEQ_GAME_SHORTDECK, 2, 36},    {"shortdeck-triton", POKEQ_GAME_SHORTDECK_TRITON, 2, 36},
        {"razz", POKEQ_GAME_RAZZ, 7, 52},              {"stud", POKEQ_GAME_STUD, 7, 52},
        {"stud-hilo", POKEQ_GAME_STUD_HILO, 7, 52},    {"stud-hilo-nq", POKEQ_GAME_STUD_HILO_NQ, 7, 52},
        {"holdem-hilo", POKEQ_GAME_HOLDEM_HILO, 2, 52},  {"draw", POKEQ_GAME_DRAW, 5, 52},
        {"lowball27", POKEQ_GAME_LOWBALL27, 5, 52},    {"lowball-a5", POKEQ_GAME_LOWBALL_A5, 5, 52},
        {"badugi", POKEQ_GAME_BADUGI, 4, 52},
    };
    cr_assert_eq(sizeof games / sizeof games[0], POKEQ_GAME_COUNT);
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        cr_expect_eq(pokeq_game_from_name(games[i].name), games[i].game, "%s", games[i].name);
        cr_expect_str_eq(pokeq_game_name(games[i].game), games[i].name);
        cr_expect_eq(pokeq_game_hole_cards(games[i].game), games[i].hole, "%s", games[i].name);
        cr_expect_eq(pokeq_game_deck_size(games[i].game), games[i].deck, "%s", games[i].name);
        int in_deck = 0;
        for (int card = 0; card < 52; card++)
            in_deck += pokeq_game_has_card(games[i].game, card);
        cr_expect_eq(in_deck, games[i].deck, "%s", games[i].name);
    }
    cr_expect_eq(pokeq_game_from_name("ShortDeck"), POKEQ_GAME_SHORTDECK);
    cr_expect_eq(pokeq_game_from_name("poker"), -POKEQ_ERR_GAME);
    cr_expect_eq(pokeq_game_from_name(NULL), -POKEQ_ERR_GAME);
    cr_expect_null(pokeq_game_name(POKEQ_GAME_COUNT));
    cr_expect_eq(pokeq_game_deck_size(-1), -POKEQ_ERR_GAME);
    cr_expect_eq(pokeq_game_has_card(POKEQ_GAME_SHORTDECK, pokeq_card_parse("5s")), 0);
    cr_expect_eq(pokeq_game_has_card(POKEQ_GAME_SHORTDECK, pokeq_card_parse("6c")), 1);
}

/* A game whose engines this build lacks is refused, never answered. */
Test(solve, a_game_not_built_is_refused_with_a_message)
{
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const int n = 2 * pokeq_game_hole_cards(game); /* characters of a hand of the game */
        char seats[64];
        snprintf(seats, sizeof seats, "%.*s|%.*s", n, "AhAsKhKsTcTd", n, "QdQcJdJc9h9s");
        pokeq_request q = request_of(seats, NULL, NULL);
        q.game = game;
        pokeq_result r;
        pokeq_error_info e;
        const int code = pokeq_solve(&q, &r, &e);
        if (code == -POKEQ_ERR_UNSUPPORTED) {
            cr_expect(strstr(e.message, pokeq_game_name(game)) != NULL, "%s", e.message);
            cr_expect_eq(r.seats, 0);
            continue;
        }
        cr_expect_eq(code, 0, "%s: %s", pokeq_game_name(game), e.message);
        cr_expect_eq(r.seats, 2);
    }
}

Test(solve, eval7_batch_equals_the_single_call_and_refuses_bad_cards)
{
    enum { HANDS = 5000 };
    uint8_t *cards = malloc(7 * HANDS);
    uint16_t *values = malloc(2 * HANDS);
    uint64_t state = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < HANDS; i++) {
        uint64_t used = 0;
        for (int k = 0; k < 7;) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            const int card = (int)((state >> 33) % 52);
            if (used >> card & 1)
                continue;
            used |= 1ULL << card;
            cards[7 * i + k++] = (uint8_t)card;
        }
    }
    cr_assert_eq(pokeq_eval7_batch(cards, HANDS, values), 0);
    int flushes = 0;
    for (int i = 0; i < HANDS; i++) {
        int hand[7];
        for (int k = 0; k < 7; k++)
            hand[k] = cards[7 * i + k];
        cr_expect_eq(values[i], pokeq_eval7(hand), "hand %d", i);
        flushes += pokeq_category(values[i]) == POKEQ_FLUSH || pokeq_category(values[i]) == POKEQ_STRAIGHT_FLUSH;
    }
    cr_expect(flushes > 50, "%d flushes: the deferred flush path is exercised", flushes);
    /* repeated cards: some value, and (under ASan) no read outside the tables */
    for (int i = 0; i < 64; i++)
        for (int k = 0; k < 7; k++)
            cards[7 * i + k] = (uint8_t)(i % 52);
    cr_expect_eq(pokeq_eval7_batch(cards, 64, values), 0);
    cards[7 * 100 + 3] = 52;
    cr_expect_eq(pokeq_eval7_batch(cards, HANDS, values), -POKEQ_ERR_CARD);
    cr_expect_eq(pokeq_eval7_batch(NULL, 1, values), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_eval7_batch(NULL, 0, NULL), 0);
    free(cards);
    free(values);
}
