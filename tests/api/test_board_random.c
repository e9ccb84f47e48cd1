/* SPDX-License-Identifier: MIT */
/* A fixed hand against random on a flop, turn or river, which pokeq_solve
 * counts by the random hand's rank pairs: its counts must be the range
 * engine's (pokeq_exact_ranges, which never takes that path), seat for
 * seat, with every showdown a deal, on seeded random spots weighted towards
 * the boards where flushes decide (three, four and five of a suit), with
 * and without dead cards, random in either seat and at a weight; and the
 * brute force's (range_brute.h, written from the rules) on a sample. */
/* the engine is reached through its own (superseded) call on purpose */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <string.h>

typedef struct spot {
    int hero[2];
    int board[5], board_count;
    int dead[2], dead_count;
    int random_seat;
    uint8_t random_weight;
} spot;

static int draw(uint64_t *state, uint64_t *used, int suit)
{
    for (;;) {
        *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
        int card = (int)((*state >> 33) % 52);
        if (suit >= 0)
            card = card / 4 * 4 + suit;
        if (!(*used >> card & 1)) {
            *used |= 1ULL << card;
            return card;
        }
    }
}

/* Spot k: board cards of one suit with odds 3 in 4 on every other spot. */
static spot spot_of(int k)
{
    uint64_t state = 0x51ed27a1ULL * (uint64_t)(k + 1), used = 0;
    spot s;
    memset(&s, 0, sizeof s);
    s.board_count = 3 + k % 3;
    const int suit = k % 2 == 0 ? k / 2 % 4 : -1;
    for (int i = 0; i < s.board_count; i++) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        s.board[i] = draw(&state, &used, suit >= 0 && (state >> 40) % 4 != 0 ? suit : -1);
    }
    for (int i = 0; i < 2; i++)
        s.hero[i] = draw(&state, &used, -1);
    s.dead_count = k % 5 == 4 ? 2 : k % 5 == 3;
    for (int i = 0; i < s.dead_count; i++)
        s.dead[i] = draw(&state, &used, -1);
    s.random_seat = k / 3 % 2;
    s.random_weight = k % 7 == 6 ? 37 : POKEQ_RANGE_WEIGHT_ONE;
    return s;
}

/* The spot as a range scenario for the engine and the brute force (the
 * ranges written into hero and random). */
static pokeq_range_scenario spot_scenario(const spot *s, pokeq_range *hero, pokeq_range *random)
{
    memset(hero, 0, sizeof *hero);
    hero->weight[pokeq_combo_index(s->hero[0], s->hero[1])] = POKEQ_RANGE_WEIGHT_ONE;
    memset(random->weight, s->random_weight, sizeof random->weight);
    pokeq_range_scenario sc = {.players = 2, .board_count = s->board_count, .dead_count = s->dead_count};
    sc.range[s->random_seat] = random;
    sc.range[1 - s->random_seat] = hero;
    memcpy(sc.board, s->board, sizeof s->board);
    memcpy(sc.dead, s->dead, sizeof s->dead);
    return sc;
}

/* pokeq_solve on the spot, the hero given as its cards' text. */
static void solve_spot(const spot *s, pokeq_result *r, char *what, size_t size)
{
    char hero[8], board[16], dead[8];
    pokeq_cards_format(s->hero, 2, hero, sizeof hero);
    pokeq_cards_format(s->board, s->board_count, board, sizeof board);
    pokeq_cards_format(s->dead, s->dead_count, dead, sizeof dead);
    char random[16];
    snprintf(random, sizeof random, s->random_weight == POKEQ_RANGE_WEIGHT_ONE ? "random" : "random:0.37");
    pokeq_request q;
    pokeq_request_init(&q);
    q.seats = 2;
    q.seat[s->random_seat].text = random;
    q.seat[1 - s->random_seat].text = hero;
    q.board = board;
    q.dead = dead;
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 1;
    q.exact_limit_seconds = -1;
    snprintf(what, size, "%s %s board %s dead %s", s->random_seat ? hero : random, s->random_seat ? random : hero,
             board, dead);
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, r, &e), 0, "%s: %s", what, e.message);
    cr_assert_eq(r->method, POKEQ_METHOD_EXACT, "%s", what);
    cr_assert_eq(r->count_kind, POKEQ_COUNT_SHOWDOWNS, "%s", what);
    cr_assert_eq(r->deals, r->count, "%s: deals %llu, showdowns %llu", what, (unsigned long long)r->deals,
                 (unsigned long long)r->count);
}

static void same_counts(const pokeq_player_counts *a, const pokeq_player_counts *b, const char *what, int seat)
{
    cr_assert(memcmp(a, b, sizeof *a) == 0, "%s: seat %d: wins %llu ties %llu units %llu, expected %llu %llu %llu",
              what, seat, (unsigned long long)a->wins, (unsigned long long)a->ties[2],
              (unsigned long long)a->equity_units, (unsigned long long)b->wins, (unsigned long long)b->ties[2],
              (unsigned long long)b->equity_units);
}

Test(board_random, counts_as_the_range_engine_on_random_spots, .timeout = 900)
{
    static pokeq_range hero, random;
    for (int k = 0; k < (SANITIZED ? 12 : 120); k++) {
        const spot s = spot_of(k);
        char what[96];
        pokeq_result r;
        solve_spot(&s, &r, what, sizeof what);
        const pokeq_range_scenario sc = spot_scenario(&s, &hero, &random);
        pokeq_range_exact_result engine;
        cr_assert_eq(pokeq_exact_ranges(&sc, 1, &engine, NULL), 0, "%s: engine", what);
        cr_assert_eq(r.count, engine.showdowns, "%s: showdowns %llu, engine %llu", what,
                     (unsigned long long)r.count, (unsigned long long)engine.showdowns);
        for (int p = 0; p < 2; p++)
            same_counts(&r.seat[p].counts, &engine.player[p], what, p);
    }
}

Test(board_random, counts_as_the_brute_force, .timeout = 900)
{
    static pokeq_range hero, random;
    static brute_result brute;
    for (int k = 0; k < (SANITIZED ? 3 : 12); k++) {
        const spot s = spot_of(7 * k + 1); /* turns and rivers mostly, each flush case among them */
        char what[96];
        pokeq_result r;
        solve_spot(&s, &r, what, sizeof what);
        const pokeq_range_scenario sc = spot_scenario(&s, &hero, &random);
        brute_ranges(&sc, &brute);
        cr_assert_eq(r.count, brute.showdowns, "%s: showdowns %llu, brute %llu", what, (unsigned long long)r.count,
                     (unsigned long long)brute.showdowns);
        for (int p = 0; p < 2; p++)
            same_counts(&r.seat[p].counts, &brute.player[p], what, p);
    }
}
