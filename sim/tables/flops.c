/* SPDX-License-Identifier: MIT */
/*
 * flops.c - pokeq_flops and pokeq_flops_average (pokeq.h): the 1,755
 * suit-distinct flops, their textures, and the seats' exact equity on each.
 *
 * The flops are listed by walking the 22,100 flops from the top card down
 * and keeping the first of each class under the 24 suit permutations (a
 * class is named by the least sorted triple among its images). Each flop is
 * one task of the work runner, answered by pokeq_solve itself (exact, one
 * thread, the flop as the board), so a row is by construction what
 * `pokeq RANGE RANGE --board FLOP --exact` counts.
 */
#include "text/combo.h"
#include "core/game.h"
#include "ranges/range_plan.h"
#include "solve/request.h"
#include "core/result.h"
#include "solve/shard.h"
#include "core/work.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { FLOP_KEYS = 52 * 52 * 52 };

/* The 24 permutations of the four suits, in a fixed order. */
static int suit_permutations(int perms[24][4])
{
    int n = 0;
    for (int a = 0; a < 4; a++)
        for (int b = 0; b < 4; b++)
            for (int c = 0; c < 4; c++)
                if (a != b && a != c && b != c) {
                    perms[n][0] = a, perms[n][1] = b, perms[n][2] = c, perms[n][3] = 6 - a - b - c;
                    n++;
                }
    return n;
}

/* Three distinct cards, high first, as one number. */
static int sorted_key(int a, int b, int c)
{
    int t;
    if (a < b)
        t = a, a = b, b = t;
    if (b < c)
        t = b, b = c, c = t;
    if (a < b)
        t = a, a = b, b = t;
    return (a * 52 + b) * 52 + c;
}

static int class_key(const int cards[3], int perms[24][4])
{
    int least = FLOP_KEYS;
    for (int g = 0; g < 24; g++) {
        int image[3];
        for (int i = 0; i < 3; i++)
            image[i] = 4 * (cards[i] / 4) + perms[g][cards[i] % 4];
        const int key = sorted_key(image[0], image[1], image[2]);
        least = key < least ? key : least;
    }
    return least;
}

static void describe_texture(pokeq_flop *f)
{
    unsigned suits = 0, ranks = 0;
    for (int i = 0; i < 3; i++) {
        suits |= 1u << (f->cards[i] % 4);
        ranks |= 1u << (f->cards[i] / 4);
    }
    f->suits = __builtin_popcount(suits);
    f->pairing = 3 - __builtin_popcount(ranks);
    f->high_rank = f->cards[0] / 4;
    const unsigned with_low_ace = ranks << 1 | ranks >> 12; /* bit 0: the ace as one */
    f->connectedness = 0;
    for (int low = 0; low + 5 <= 14; low++) {
        const int in = __builtin_popcount(with_low_ace >> low & 31u);
        f->connectedness = in > f->connectedness ? in : f->connectedness;
    }
}

/* Rows' cards, weights and textures, in walking order. Returns the rows. */
static int list_flops(pokeq_flop *flops)
{
    int perms[24][4];
    suit_permutations(perms);
    int16_t *row_of = malloc(FLOP_KEYS * sizeof *row_of);
    if (row_of == NULL)
        return -1;
    memset(row_of, 0xff, FLOP_KEYS * sizeof *row_of);
    int rows = 0;
    for (int a = 51; a >= 2; a--)
        for (int b = a - 1; b >= 1; b--)
            for (int c = b - 1; c >= 0; c--) {
                const int cards[3] = {a, b, c};
                const int key = class_key(cards, perms);
                if (row_of[key] < 0) {
                    row_of[key] = (int16_t)rows;
                    memset(&flops[rows], 0, sizeof flops[rows]);
                    memcpy(flops[rows].cards, cards, sizeof cards);
                    describe_texture(&flops[rows++]);
                }
                flops[row_of[key]].weight++;
            }
    free(row_of);
    return rows;
}

int pokeq_flops_list(pokeq_flop flops[POKEQ_FLOPS])
{
    if (flops == NULL)
        return -POKEQ_ERR_ARGUMENT;
    return list_flops(flops) == POKEQ_FLOPS ? 0 : -POKEQ_ERR_MEMORY;
}

/* Whether every class has one weight in the range. */
static bool whole_classes(const pokeq_range *range)
{
    int weight_of[POKEQ_CLASSES];
    memset(weight_of, 0xff, sizeof weight_of);
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const int cls = pokeq_combo_class(combo);
        if (weight_of[cls] >= 0 && weight_of[cls] != range->weight[combo])
            return false;
        weight_of[cls] = range->weight[combo];
    }
    return true;
}

/* ---- the job: a flop per task ---- */

typedef struct flops_job {
    const pokeq_request *request;
    const resolved *input;
    uint64_t job;
    pokeq_flop *flops;
    int failed;                         /* the first error's code, or 0 */
    pokeq_error_info error;
} flops_job;

static uint64_t flop_scale(const resolved *input, const int cards[3])
{
    const uint64_t flop = 1ULL << cards[0] | 1ULL << cards[1] | 1ULL << cards[2];
    uint64_t scale = 1;
    for (int p = 0; p < input->seats; p++) {
        const uint32_t before = range_weight_divisor(&input->live[p], 0), after = range_weight_divisor(&input->live[p], flop);
        if (after != 0 && __builtin_mul_overflow(scale, (uint64_t)(after / before), &scale))
            return 0;
    }
    return scale;
}

static void flop_task(void *worker, int task, void *shared)
{
    (void)worker;
    flops_job *j = shared;
    pokeq_flop *f = &j->flops[task];
    char board[8];
    pokeq_cards_format(f->cards, 3, board, sizeof board);
    pokeq_request q = *j->request;
    q.board = board;
    q.method = POKEQ_METHOD_EXACT;
    q.threads = 1;
    q.shard = q.shards = 0;
    q.combos = NULL;
    q.progress = NULL;
    pokeq_error_info e;
    const int code = pokeq_solve(&q, &f->result, &e);
    f->scale = flop_scale(j->input, f->cards);
    if (code == -POKEQ_ERR_RANGE_EMPTY) { /* no deal: a row of zero counts */
        f->result.seats = j->input->seats;
        f->result.board_count = 3;
        memcpy(f->result.board, f->cards, sizeof f->cards);
    } else if (code != 0 || f->scale == 0) {
#pragma omp critical
        if (!j->failed) {
            j->failed = code != 0 ? code : -POKEQ_ERR_OVERFLOW;
            j->error = e;
        }
        return;
    }
    f->job = j->job;
}

/* Games other than Hold'em are refused by name, with what the table
 * cannot do for them and what answers them instead. */
static int check_game(const resolved *input, pokeq_error_info *error)
{
    const game_kind game = input->game;
    const char *name = pokeq_game_name(game);
    if (game == GAME_HOLDEM)
        return 0;
    if (game_is_seated(game))
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "pokeq flops deals Hold'em flops; %s has no board", name);
    if (!game_of(game).ranges || game_is_omaha(game))
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "pokeq flops answers Hold'em ranges (a flop stands for its suit permutations over whole "
                            "two-card hand classes), not %s; one flop at a time: pokeq --game %s ... --board FLOP",
                            name, name);
    return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                        "pokeq flops lists the 52-card deck's 1,755 flops, not the flops of %s's 36-card deck; one "
                        "flop at a time: pokeq --game %s ... --board FLOP", name, name);
}

static int check_input(const resolved *input, pokeq_error_info *error)
{
    const int game = check_game(input, error);
    if (game != 0)
        return game;
    if (input->board_count > 0 || input->dead_count > 0)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, input->board_count > 0 ? POKEQ_AT_BOARD : POKEQ_AT_DEAD, -1,
                            "every flop is dealt from the full deck: no board or dead cards");
    for (int p = 0; p < input->seats; p++)
        if (!whole_classes(&input->given[p]))
            return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_SEAT, p,
                                "a flop stands for its suit permutations only when every combo of a hand "
                                "class has one weight (whole classes, not single combos)");
    /* ranges that can never all be dealt (AA AA AA) have no flop to count:
     * refused as pokeq_solve refuses them, not answered with zeros */
    if (resolved_all_fixed(input))
        return 0;
    const pokeq_range_scenario s = resolved_range_scenario(input);
    range_plan *plan;
    const int built = range_plan_build(&s, &plan);
    if (built == POKEQ_OK) {
        range_plan_free(plan);
        return 0;
    }
    return request_fail(error, -built, POKEQ_AT_REQUEST, -1, "%s",
                        built == POKEQ_ERR_RANGE_EMPTY ? "no deal gives every player a hand without a shared card"
                                                       : pokeq_strerror(-built));
}

static int run_flops(const pokeq_request *request, const resolved *input, pokeq_flop *flops, pokeq_error_info *error)
{
    if (pokeq_flops_list(flops) != 0)
        return request_fail(error, -POKEQ_ERR_MEMORY, POKEQ_AT_REQUEST, -1, "out of memory");
    pokeq_request preflop = *request;
    preflop.method = POKEQ_METHOD_EXACT;
    flops_job j = {request, input, shard_fingerprint_with(shard_fingerprint(&preflop, input), POKEQ_FLOPS), flops, 0,
                   {0}};
    const work_job work = {POKEQ_FLOPS, work_threads(request->threads, POKEQ_FLOPS, 2), &j, work_shared_worker,
                           flop_task, work_no_merge, work_no_free};
    const work_control control = {request->cancel, NULL, NULL, request->shard, request->shards, NULL};
    const int stopped = work_run(&work, &control);
    if (j.failed) {
        if (error != NULL)
            *error = j.error;
        return j.failed;
    }
    if (stopped != POKEQ_OK)
        return request_fail(error, -stopped, POKEQ_AT_REQUEST, -1, "%s", pokeq_strerror(stopped));
    return 0;
}

int pokeq_flops(const pokeq_request *caller, pokeq_flop flops[POKEQ_FLOPS], pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    if (flops == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no rows");
    pokeq_request upgraded;
    int code = request_upgrade(caller, &upgraded, error);
    if (code != 0)
        return code;
    const pokeq_request *request = &upgraded;
    pokeq_request exact = upgraded;
    exact.method = POKEQ_METHOD_EXACT;
    if (!shard_request_valid(&exact, error))
        return error != NULL ? error->code : -POKEQ_ERR_ARGUMENT;
    resolved *input = malloc(sizeof *input);
    if (input == NULL)
        return request_fail(error, -POKEQ_ERR_MEMORY, POKEQ_AT_REQUEST, -1, "out of memory");
    code = request_resolve(request, input, error);
    if (code == 0)
        code = check_input(input, error);
    if (code == 0)
        code = run_flops(request, input, flops, error);
    free(input);
    return code;
}

/* ---- the average ---- */

static bool add_scaled(uint64_t *into, uint64_t count, uint64_t factor)
{
    uint64_t v;
    return !__builtin_mul_overflow(count, factor, &v) && !__builtin_add_overflow(*into, v, into);
}

static bool add_row(pokeq_player_counts *sums, uint64_t *count, uint64_t *deals, const pokeq_flop *f)
{
    const uint64_t w = (uint64_t)f->weight, factor = w * f->scale;
    bool fits = add_scaled(count, f->result.count, factor) && add_scaled(deals, f->result.deals, w);
    for (int p = 0; p < f->result.seats; p++) {
        const pokeq_player_counts *c = &f->result.seat[p].counts;
        fits = fits && add_scaled(&sums[p].wins, c->wins, factor) &&
               add_scaled(&sums[p].equity_units, c->equity_units, factor);
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            fits = fits && add_scaled(&sums[p].ties[k], c->ties[k], factor);
    }
    return fits;
}

static void divide(pokeq_player_counts *c, uint64_t by)
{
    c->wins /= by;
    c->equity_units /= by;
    for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
        c->ties[k] /= by;
}

int pokeq_flops_average(const pokeq_flop flops[POKEQ_FLOPS], pokeq_result *average, pokeq_error_info *error)
{
    if (error != NULL)
        memset(error, 0, sizeof *error);
    if (flops == NULL || average == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no rows or no result");
    memset(average, 0, sizeof *average);
    pokeq_player_counts sums[POKEQ_MAX_PLAYERS];
    memset(sums, 0, sizeof sums);
    uint64_t count = 0, deals = 0;
    for (int i = 0; i < POKEQ_FLOPS; i++) {
        const pokeq_flop *f = &flops[i];
        char board[8];
        pokeq_cards_format(f->cards, 3, board, sizeof board);
        if (f->job == 0 || f->job != flops[0].job || f->result.seats != flops[0].result.seats)
            return request_fail(error, -POKEQ_ERR_SHARDS, POKEQ_AT_REQUEST, -1,
                                "flop %d (%s) is %s", i + 1, board, f->job == 0 ? "missing" : "of another job");
        if (!add_row(sums, &count, &deals, f))
            return request_fail(error, -POKEQ_ERR_OVERFLOW, POKEQ_AT_REQUEST, -1,
                                "the sum over the flops passes 2^64 at flop %d (%s)", i + 1, board);
    }
    const int seats = flops[0].result.seats;
    for (int p = 0; p < seats; p++)
        divide(&sums[p], 10);
    result_fill_seats(average, sums, seats, count / 10, 1);
    average->deals = deals / 10;
    average->method = POKEQ_METHOD_EXACT;
    average->why = POKEQ_WHY_ASKED;
    average->count_kind = POKEQ_COUNT_SHOWDOWNS;
    average->job = flops[0].job;
    average->shards = 1;
    average->done = 1;
    return 0;
}
