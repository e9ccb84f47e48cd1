/* SPDX-License-Identifier: MIT */
/* choose.c - pokeq_solve's checks, method choice and refusals (solve/choose.h). */
#include "solve/choose.h"

#include "solve/cost.h"
#include "core/game.h"
#include "ranges/omaha_ranges.h"
#include "text/ranking.h"
#include "solve/shard.h"

#include <math.h>

#define AUTO_EXACT_SECONDS 1.0
#define EXACT_LIMIT_SECONDS 3600.0

int solve_request_valid(const pokeq_request *q, pokeq_result *r, pokeq_error_info *error)
{
    if (r == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1, "no result");
    if (!game_known(q->game))
        return request_fail(error, -POKEQ_ERR_GAME, POKEQ_AT_REQUEST, -1, "unknown game %d", q->game);
    if (!game_of((game_kind)q->game).built)
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "the game %s is not supported by this build yet", pokeq_game_name(q->game));
    if (q->method < POKEQ_METHOD_AUTO || q->method > POKEQ_METHOD_MC || q->threads < 0 ||
        !(q->target_stderr >= 0) || !(q->max_seconds >= 0) || isnan(q->auto_exact_seconds) ||
        isnan(q->exact_limit_seconds) || ranking_table((enum pokeq_ranking)q->ranking) == NULL)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "a bad option: method, threads, ranking, standard error, seconds or limits");
    if (!shard_request_valid(q, error))
        return error != NULL ? error->code : -POKEQ_ERR_ARGUMENT;
    const int seats = q->seats > 0 && q->seats <= POKEQ_MAX_PLAYERS ? q->seats : 0;
    if (q->combos != NULL && !game_of((game_kind)q->game).ranges)
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "per-combo counts are for two-card games, not %s%s", pokeq_game_name(q->game),
                            game_is_omaha((game_kind)q->game) ? " (its hands: request.hands)" : "");
    if (q->hands != NULL && !game_is_omaha((game_kind)q->game))
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "per-hand counts are for the Omaha games, not %s%s", pokeq_game_name(q->game),
                            game_of((game_kind)q->game).ranges ? " (its combos: request.combos)"
                                                               : ": its seats are known cards, one hand each");
    if (q->categories && !game_has_categories((game_kind)q->game))
        return request_fail(error, -POKEQ_ERR_UNSUPPORTED, POKEQ_AT_REQUEST, -1,
                            "hand categories are not counted for %s: its hands are ranked on their own scale "
                            "(a flush above a full house), which no category list follows",
                            pokeq_game_name(q->game));
    if (q->combos != NULL && q->combos_capacity < (size_t)seats * POKEQ_COMBOS)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "the per-combo buffer holds %zu entries; %d seats need %d", q->combos_capacity, seats,
                            seats * POKEQ_COMBOS);
    return 0;
}

int solve_hand_rows_valid(const pokeq_request *q, const resolved *input, pokeq_error_info *error)
{
    if (q->hands == NULL)
        return 0;
    const long rows = omaha_hand_rows_count(input);
    if (rows == -POKEQ_ERR_TOO_HARD || rows > POKEQ_MAX_HAND_ROWS)
        return request_fail(error, -POKEQ_ERR_TOO_HARD, POKEQ_AT_REQUEST, -1,
                            "per-hand counts list at most %d hands in all seats (POKEQ_MAX_HAND_ROWS); these "
                            "ranges hold %s once the known cards are out: narrow them",
                            POKEQ_MAX_HAND_ROWS, rows < 0 ? "more than that in one seat" : "more");
    if (rows < 0)
        return solve_engine_error((int)rows, input->game, false, error);
    if ((size_t)rows > q->hands_capacity)
        return request_fail(error, -POKEQ_ERR_ARGUMENT, POKEQ_AT_REQUEST, -1,
                            "the per-hand buffer holds %zu rows; these seats have %ld hands", q->hands_capacity,
                            rows);
    return 0;
}

cost_work solve_exact_work(const pokeq_request *q, const resolved *input, const solve_plans *plans)
{
    const bool counts = q->combos != NULL, categories = q->categories != 0;
    if (plans->orbits == NULL)
        return cost_exact_work_with(input, plans->plan, q->threads, counts, categories);
    /* the orbit plans' two parts */
    cost_work work = cost_exact_work_with(input, plans->orbits->spread, q->threads, counts, categories);
    if (plans->orbits->symmetric != NULL)
        work.seconds += cost_exact_work_with(input, plans->orbits->symmetric, q->threads, counts, categories).seconds;
    return work;
}

int solve_choose(const pokeq_request *q, const resolved *input, const solve_plans *plans, pokeq_result *r,
                 bool *unsampled)
{
    const range_plan *plan = plans->plan;
    const cost_work work = solve_exact_work(q, input, plans);
    r->count_kind = resolved_all_fixed(input) ? POKEQ_COUNT_RUNOUTS : POKEQ_COUNT_SHOWDOWNS;
    if (work.engine == COST_REFUSED) {
        /* exact cannot list a range (an Omaha one past the cap) that
         * Monte Carlo deals: it answers unless exact was asked for */
        if (work.refusal != POKEQ_ERR_TOO_HARD)
            return work.refusal;
        const int mc = cost_mc_refusal(input, plan);
        *unsampled = mc == POKEQ_ERR_TOO_HARD;
        if (q->method == POKEQ_METHOD_EXACT || mc != 0)
            return mc != 0 && mc != POKEQ_ERR_TOO_HARD ? mc : work.refusal;
        r->exact_estimate = HUGE_VAL;
        r->method = POKEQ_METHOD_MC;
        r->why = q->method == POKEQ_METHOD_AUTO ? POKEQ_WHY_SLOW : POKEQ_WHY_ASKED;
        return 0;
    }
    r->exact_estimate = work.seconds;
    const double quick = q->auto_exact_seconds > 0 ? q->auto_exact_seconds : AUTO_EXACT_SECONDS;
    if (q->method != POKEQ_METHOD_AUTO) {
        r->method = q->method;
        r->why = POKEQ_WHY_ASKED;
    } else {
        r->method = r->exact_estimate > quick ? POKEQ_METHOD_MC : POKEQ_METHOD_EXACT;
        r->why = r->exact_estimate > quick ? POKEQ_WHY_SLOW : POKEQ_WHY_QUICK;
    }
    return 0;
}

int solve_too_slow(const pokeq_request *q, const pokeq_result *r, const resolved *input, const range_plan *plan,
                   pokeq_error_info *error)
{
    const double limit = q->exact_limit_seconds != 0 ? q->exact_limit_seconds : EXACT_LIMIT_SECONDS;
    if (r->method != POKEQ_METHOD_EXACT || r->why != POKEQ_WHY_ASKED || limit < 0 || r->exact_estimate <= limit)
        return 0;
    char duration[64];
    cost_duration_text(r->exact_estimate, duration);
    const int mc = cost_mc_refusal(input, plan);
    if (mc == POKEQ_OK)
        return request_fail(error, -POKEQ_ERR_TOO_SLOW, POKEQ_AT_REQUEST, -1,
                            "an exact answer would take %s (Monte Carlo can answer it)", duration);
    return request_fail(error, -mc, POKEQ_AT_REQUEST, -1,
                        "an exact answer would take %s, and Monte Carlo cannot answer it either: %s", duration,
                        pokeq_strerror(-mc));
}

int solve_engine_error(int code, game_kind game, bool unsampled, pokeq_error_info *error)
{
    if (code == -POKEQ_ERR_OVERFLOW)
        return request_fail(error, code, POKEQ_AT_REQUEST, -1, "the weighted exact counts would pass 2^64");
    if (code == -POKEQ_ERR_RANGE_EMPTY)
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "no deal gives every player a hand without a shared card");
    if (code == -POKEQ_ERR_TOO_HARD && unsampled && game_is_omaha(game)) /* Hold'em: pokeq_strerror's */
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "the ranges leave no deal without a shared card, or too few to sample (fewer than 1 "
                            "in 16,000 whole deals keeps every seat's hand): narrow them");
    if (code == -POKEQ_ERR_TOO_HARD && game_is_omaha(game))
        return request_fail(error, code, POKEQ_AT_REQUEST, -1,
                            "an Omaha range lists more than %d hands once the known cards are out (exact "
                            "lists every hand; Monte Carlo deals them instead: use --mc), or narrow it",
                            OMAHA_RANGES_LIST_CAP);
    return request_fail(error, code, POKEQ_AT_REQUEST, -1, "%s", pokeq_strerror(code));
}

