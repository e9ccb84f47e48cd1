/* SPDX-License-Identifier: MIT */
/* pokeq_exact against an independent brute force: hands ranked from the rules (best
 * of 21), one thread, every runout dealt in a plain loop, its own win, tie
 * and share counting. Counts must agree to the last integer, for 1, 2 and 3
 * threads and for each of the two methods (exact.h), and the equity
 * numerators must add up to exactly one pot per runout. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include "card.h"
#include "exact/exact.h"
#include "naive.h"
#include "splitmix.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void expect_equal(const brute_counts *want, const pokeq_exact_result *got, int players,
                         const char *label, int threads)
{
    cr_assert_eq(got->players, players, "%s, %d threads: players", label, threads);
    cr_assert_eq(got->runouts, want->runouts, "%s, %d threads: runouts %llu, want %llu", label, threads,
                 (unsigned long long)got->runouts, (unsigned long long)want->runouts);
    uint64_t units = 0;
    for (int p = 0; p < players; p++) {
        const pokeq_player_counts *c = &got->player[p];
        cr_assert_eq(c->wins, want->wins[p], "%s, %d threads, player %d: wins %llu, want %llu", label,
                     threads, p, (unsigned long long)c->wins, (unsigned long long)want->wins[p]);
        cr_assert_eq(c->equity_units, want->units[p], "%s, %d threads, player %d: units", label, threads, p);
        for (int k = 0; k <= POKEQ_MAX_PLAYERS; k++)
            cr_assert_eq(c->ties[k], want->ties[p][k], "%s, %d threads, player %d: ties[%d]", label,
                         threads, p, k);
        units += c->equity_units;
    }
    /* the equities add to exactly one */
    cr_assert_eq(units, (uint64_t)POT * got->runouts, "%s, %d threads: units do not sum to one pot", label,
                 threads);
}

/* Scenarios that went through the by-ranks and by-rank-pairs methods too
 * (coverage checks). */
static int checked_by_ranks, checked_by_rank_pairs;

/* The brute force once, then the engine with 1, 2 and 3 threads. */
static void check_scenario(const pokeq_scenario *s, const char *label)
{
    checked_by_ranks += exact_by_ranks_applies(s);
    const brute_counts want = brute_force(s);
    int used = 2 * s->players + s->board_count + s->dead_count;
    cr_assert_eq(want.runouts, test_choose(pokeq_game_deck_size(s->game) - used, 5 - s->board_count),
                 "%s: brute force runouts", label);
    for (int threads = 1; threads <= 3; threads++) {
        pokeq_exact_result got;
        const int rc = pokeq_exact(s, threads, &got);
        cr_assert_eq(rc, 0, "%s: pokeq_exact returned %d (%s)", label, rc, pokeq_strerror(rc));
        expect_equal(&want, &got, s->players, label, threads);
    }
    /* Each method on its own, where it applies (by rank pairs: on the
     * calling thread). */
    static const enum exact_method methods[] = {EXACT_BY_CARDS, EXACT_BY_RANKS, EXACT_BY_RANK_PAIRS};
    static const char *const names[] = {"cards", "ranks", "rank pairs"};
    for (int m = 0; m < 3; m++) {
        if ((methods[m] == EXACT_BY_RANKS && !exact_by_ranks_applies(s)) ||
            (methods[m] == EXACT_BY_RANK_PAIRS && !exact_by_rank_pairs_applies(s)))
            continue;
        checked_by_rank_pairs += methods[m] == EXACT_BY_RANK_PAIRS;
        char method_label[200];
        snprintf(method_label, sizeof method_label, "%s [by %s]", label, names[m]);
        for (int threads = 1; threads <= 3; threads += 2) {
            pokeq_exact_result got;
            const int rc = exact_with_method(s, threads, methods[m], NULL, &got);
            cr_assert_eq(rc, 0, "%s: returned %d (%s)", method_label, rc, pokeq_strerror(rc));
            const int one = s->board_count >= 4 || methods[m] == EXACT_BY_RANK_PAIRS;
            cr_assert_eq(got.threads, one ? 1 : threads, "%s: ran on %d threads", method_label, got.threads);
            expect_equal(&want, &got, s->players, method_label, threads);
        }
    }
}

static void check(const char *holes, const char *board, const char *dead)
{
    char label[160];
    snprintf(label, sizeof label, "%s | board %s | dead %s", holes, board, dead);
    const pokeq_scenario s = scenario_of(holes, board, dead);
    check_scenario(&s, label);
}

/* ---- fixed matchups ------------------------------------------------- */

Test(exact, aces_vs_kings_preflop)
{
    const pokeq_scenario s = scenario_of("AhAs KdKc", "", "");
    pokeq_exact_result r;
    cr_assert_eq(pokeq_exact(&s, 0, &r), 0);
    /* The figures the brute force gives (81.06% wins for the aces when no
     * suit is shared); 1,399,204 aces wins is AhAs vs KhKd, checked below. */
    cr_assert_eq(r.runouts, 1712304);
    cr_assert_eq(r.player[0].wins, 1388072);
    cr_assert_eq(r.player[1].wins, 317694);
    cr_assert_eq(r.player[0].ties[2], 6538);
    check("AhAs KdKc", "", "");
}

Test(exact, heads_up_preflop)
{
    if (SANITIZED)
        return; /* one preflop brute force (above) is enough under the sanitizers */
    check("AhAs KhKd", "", "");
    check("AhKh 7c7d", "", "");
    check("2c3d QsJs", "", "");
}

Test(exact, three_way_preflop)
{
    if (SANITIZED)
        return;
    check("AhKh QsQd JcTc", "", "");
}

Test(exact, shared_and_dead_cards)
{
    /* same-rank holes and a suit-symmetric flop: many ties, many classes */
    check("AcKd AdKc", "2h7s9h", "");
    check("AcKd AhKs 5c5d", "QcJcTc", "2s");
    check("7c2d 7d2c 7h2s", "3c4d5h", "8s");
    check("AsKs QsJs", "2c3d4h", "");
    check("AsAh KsKh", "2c3c4c5c", "6d6h");
    check("AsAh KsKh QsQh", "2c3c4c5c6c", "");
}

/* ---- random scenarios ----------------------------------------------- */

static uint64_t rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t next_random(void) { return splitmix64_next(&rng_state); }

static int random_below(int n) { return (int)(next_random() % (uint64_t)n); }

static void shuffle(int *cards, int count)
{
    for (int i = count - 1; i > 0; i--) { /* Fisher-Yates */
        const int j = random_below(i + 1);
        const int t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
}

/* The scenario dealt from the top of deck: holes, board, dead cards. */
static pokeq_scenario scenario_dealt(const int *deck, int players, int board_count, int dead_count)
{
    pokeq_scenario s;
    memset(&s, 0, sizeof s);
    int next = 0;
    s.players = players;
    for (int p = 0; p < players; p++) {
        s.hole[p][0] = deck[next++];
        s.hole[p][1] = deck[next++];
    }
    s.board_count = board_count;
    for (int i = 0; i < board_count; i++)
        s.board[i] = deck[next++];
    s.dead_count = dead_count;
    for (int i = 0; i < dead_count; i++)
        s.dead[i] = deck[next++];
    return s;
}

static pokeq_scenario random_scenario(int players, int board_count, int dead_count)
{
    int deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = i;
    shuffle(deck, 52);
    return scenario_dealt(deck, players, board_count, dead_count);
}

/* Whether every card of s is 6..A. */
static bool short_only(const pokeq_scenario *s)
{
    for (int p = 0; p < s->players; p++)
        if (s->hole[p][0] < 16 || s->hole[p][1] < 16)
            return false;
    for (int i = 0; i < s->board_count; i++)
        if (s->board[i] < 16)
            return false;
    for (int i = 0; i < s->dead_count; i++)
        if (s->dead[i] < 16)
            return false;
    return true;
}

static void check_random(int count, const int *boards, int board_kinds, int max_dead)
{
    for (int n = 0; n < count; n++) {
        const int players = 2 + random_below(5);
        const int board_count = boards[random_below(board_kinds)];
        const int dead_count = random_below(2) ? 0 : 1 + random_below(max_dead);
        const pokeq_scenario s = random_scenario(players, board_count, dead_count);
        char label[96];
        snprintf(label, sizeof label, "random #%d (%d players, board %d, dead %d)", n, players, board_count,
                 dead_count);
        check_scenario(&s, label);
    }
}

Test(exact, random_postflop)
{
    static const int boards[] = {3, 4, 5};
    const int count = SANITIZED ? 40 : 240;
    check_random(count, boards, 3, 8);
    /* both methods must have seen plenty of postflop scenarios */
    cr_assert(checked_by_ranks > count / 10 && checked_by_ranks < count - count / 10, "by ranks: %d of %d",
              checked_by_ranks, count);
}

/* Heads-up Hold'em on a flop or a turn, where by rank pairs answers: the
 * hole cards and board drawn mostly from one or two suits, so that risky
 * suits (one, two, a flush already made) and their card classes all occur;
 * dead cards on some. */
Test(exact, random_heads_up_by_rank_pairs)
{
    const int before = checked_by_rank_pairs;
    for (int n = 0; n < (SANITIZED ? 20 : 200); n++) {
        int pool[52], size = 0;
        const int suits = 1 + random_below(3); /* the suits cards are drawn from, mostly */
        for (int card = 0; card < 52; card++)
            if (card_suit(card) < suits || random_below(4) == 0)
                pool[size++] = card;
        shuffle(pool, size);
        const int board_count = 3 + random_below(2), dead_count = random_below(3) == 0 ? 1 + random_below(4) : 0;
        const pokeq_scenario s = scenario_dealt(pool, 2, board_count, dead_count);
        char label[96];
        snprintf(label, sizeof label, "heads-up #%d (board %d, dead %d)", n, s.board_count, s.dead_count);
        check_scenario(&s, label);
    }
    cr_assert_eq(checked_by_rank_pairs - before, SANITIZED ? 20 : 200);
}

Test(exact, random_preflop)
{
    if (SANITIZED)
        return;
    /* Costly for the brute force: a few, with plenty of dead cards. */
    static const int boards[] = {0};
    check_random(8, boards, 1, 14);
}

/* Short deck, both variants, by cards and by ranks: the brute force over
 * the 36 cards to the last count, fixed and random scenarios. */
Test(exact, shortdeck_both_methods, .timeout = 300)
{
    static const char *const fixed[][3] = {
        {"AhAs KdKc", "", ""},          {"7c8d Ah9s", "", ""},           {"AhKh QsQd JcTc", "", "9s"},
        {"AcKd AhKs 9c9d", "QcJcTc", "6s"}, {"AsAh KsKh", "6c7c8c9c", "Td"}, {"Ah6d 7s8s", "9h9cTd", ""},
    };
    const int by_ranks_before = checked_by_ranks;
    for (int game = POKEQ_GAME_SHORTDECK; game <= POKEQ_GAME_SHORTDECK_TRITON; game++) {
        for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
            if (SANITIZED && fixed[i][1][0] == '\0' && i > 0)
                continue;
            pokeq_scenario sc = scenario_of(fixed[i][0], fixed[i][1], fixed[i][2]);
            sc.game = game;
            char label[160];
            snprintf(label, sizeof label, "%s %s | board %s | dead %s", pokeq_game_name(game), fixed[i][0],
                     fixed[i][1], fixed[i][2]);
            check_scenario(&sc, label);
        }
        for (int n = 0; n < (SANITIZED ? 4 : 24); n++) {
            pokeq_scenario sc;
            do /* a random scenario of the full deck, kept when it is all 6..A */
                sc = random_scenario(2 + random_below(4), 3 + random_below(3), random_below(3));
            while (!short_only(&sc));
            sc.game = game;
            char label[96];
            snprintf(label, sizeof label, "%s random #%d", pokeq_game_name(game), n);
            check_scenario(&sc, label);
        }
    }
    cr_expect_gt(checked_by_ranks, by_ranks_before, "by ranks never applied to short deck");
}

Test(exact, random_suit_symmetric_boards)
{
    /* Hole cards and board drawn from two suits only, so two suits are
     * absent (interchangeable) and the other two often match too. */
    for (int n = 0; n < (SANITIZED ? 10 : 60); n++) {
        int pool[26];
        for (int i = 0; i < 26; i++)
            pool[i] = card_make(i % 13, 2 + i / 13); /* hearts and spades */
        for (int i = 25; i > 0; i--) {
            const int j = random_below(i + 1);
            const int t = pool[i];
            pool[i] = pool[j];
            pool[j] = t;
        }
        pokeq_scenario s;
        memset(&s, 0, sizeof s);
        s.players = 2 + random_below(3);
        int next = 0;
        for (int p = 0; p < s.players; p++) {
            s.hole[p][0] = pool[next++];
            s.hole[p][1] = pool[next++];
        }
        static const int boards[] = {3, 4, 5};
        s.board_count = boards[random_below(3)];
        for (int i = 0; i < s.board_count; i++)
            s.board[i] = pool[next++];
        char label[64];
        snprintf(label, sizeof label, "two-suit #%d", n);
        check_scenario(&s, label);
    }
}

/* ---- errors --------------------------------------------------------- */

static int exact_error(const pokeq_scenario *s)
{
    pokeq_exact_result r;
    memset(&r, 0x5a, sizeof r);
    const int rc = pokeq_exact(s, 1, &r);
    cr_assert_eq(r.runouts, 0, "the result is zeroed on error");
    cr_assert(strlen(pokeq_strerror(rc)) > 0);
    return rc;
}

Test(exact, errors)
{
    pokeq_scenario s = scenario_of("AhAs KdKc", "", "");
    s.hole[1][1] = s.hole[0][0];
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_DUPLICATE);

    s = scenario_of("AhAs KdKc", "2c3c4c", "");
    s.board[2] = s.hole[1][0];
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_DUPLICATE);

    s = scenario_of("AhAs KdKc", "", "Ah");
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_DUPLICATE);

    s = scenario_of("AhAs KdKc", "", "");
    s.players = 1;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_PLAYERS);
    s.players = 11;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_PLAYERS);
    s.players = 0;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_PLAYERS);

    s = scenario_of("AhAs KdKc", "2c3c4c5c6c", "");
    s.board_count = 6;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_BOARD);
    s.board_count = -1;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_BOARD);

    s = scenario_of("AhAs KdKc", "", "");
    s.hole[0][1] = 52;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_CARD);
    s.hole[0][1] = -1;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_CARD);

    s = scenario_of("AhAs KdKc", "", "");
    s.dead_count = POKEQ_MAX_DEAD + 1;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_DEAD);

    /* 10 players, 20 hole cards, 28 dead: 4 left for a 5-card board */
    s = scenario_of("2c2d 2h2s 3c3d 3h3s 4c4d 4h4s 5c5d 5h5s 6c6d 6h6s", "", "");
    s.players = 10;
    for (int i = 0; i < 28; i++)
        s.dead[i] = 20 + i;
    s.dead_count = 28;
    cr_assert_eq(exact_error(&s), -POKEQ_ERR_DECK);

    s = scenario_of("AhAs KdKc", "", "");
    pokeq_exact_result r;
    cr_assert_eq(pokeq_exact(NULL, 1, &r), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(pokeq_exact(&s, 1, NULL), -POKEQ_ERR_ARGUMENT);
    cr_assert_eq(pokeq_exact(&s, -1, &r), -POKEQ_ERR_ARGUMENT);
    cr_assert_str_eq(pokeq_strerror(-POKEQ_ERR_DUPLICATE), "a card is used twice");
}

/* Ten players, nearly no deck left: the smallest legal enumerations. */
Test(exact, crowded_tables)
{
    check("2c2d 2h2s 3c3d 3h3s 4c4d 4h4s 5c5d 5h5s 6c6d 6h6s", "AcAdAh", "");
    check("AcKc AdKd AhKh AsKs QcQd QhQs JcJd JhJs TcTd ThTs", "9c9d", "");
}
