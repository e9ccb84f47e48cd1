/* SPDX-License-Identifier: MIT */
/* exact.c - pokeq_exact: checks, then the method that fits (exact.h). */
#include "exact/exact.h"

#include <string.h>

/* Starting an OpenMP team costs from a few microseconds (warm) to a few
 * milliseconds (the first team of a process on a quiet virtual machine:
 * measured 4 ms on the 2-core development VM). By ranks finishes within
 * about 2 ms on one core for any scenario it takes, so it runs alone; by
 * cards gets a team from this many canonical runouts (about 2 ms of one
 * core) on. */
enum { TEAM_MIN_CARD_RUNOUTS = 200000 };

static int team_size(const pokeq_scenario *s, int threads, enum exact_method method, int by_ranks)
{
    if (s->board_count >= 4)
        return 1; /* at most one card to deal: never split */
    if (method != EXACT_AUTO)
        return work_threads(threads, 1, 0);
    if (by_ranks)
        return 1;
    return work_threads(threads, exact_by_cards_work(s), TEAM_MIN_CARD_RUNOUTS);
}

int exact_team_size(const pokeq_scenario *s, int threads)
{
    return exact_team_size_with(s, threads, 0);
}

int exact_team_size_with(const pokeq_scenario *s, int threads, int categories)
{
    if (exact_by_rank_pairs_applies(s) && !categories)
        return 1;
    return team_size(s, threads, EXACT_AUTO, exact_by_ranks_applies(s) && !categories);
}

/* By rank pairs, where the method allows it: a job of microseconds, so
 * cancel is read once before it and progress reported once after it. */
static int rank_pairs_method(const pokeq_scenario *s, enum exact_method method, const work_control *control,
                             bool categories)
{
    const int whole = control == NULL || control->parts <= 1;
    return (method == EXACT_AUTO || method == EXACT_BY_RANK_PAIRS) && whole && !categories &&
           exact_by_rank_pairs_applies(s);
}

static int run_rank_pairs(const pokeq_scenario *s, const work_control *control, tally *total)
{
    if (control != NULL && control->cancel != NULL && *control->cancel)
        return POKEQ_ERR_CANCELLED;
    exact_by_rank_pairs(s, total);
    if (control != NULL && control->progress != NULL)
        control->progress(1, 1, control->context);
    return POKEQ_OK;
}

int exact_with_method(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
                      pokeq_exact_result *out)
{
    return exact_run(s, threads, method, control, out, NULL);
}

int exact_count(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
                bool categories, tally *total, int *team)
{
    *team = 0;
    const int by_pairs = rank_pairs_method(s, method, control, categories);
    /* by ranks counts no categories; not looked at where by rank pairs runs */
    const int by_ranks = !by_pairs && !categories && exact_by_ranks_applies(s);
    if ((method == EXACT_BY_RANKS && !by_ranks) || (method == EXACT_BY_RANK_PAIRS && !by_pairs))
        return -POKEQ_ERR_ARGUMENT;
    if (categories)
        tally_init(total, s->players);
    else
        tally_init_plain(total, s->players);
    total->count_categories = categories;
    const int size = by_pairs ? 1 : team_size(s, threads, method, by_ranks);
    int error;
    if (by_pairs)
        error = run_rank_pairs(s, control, total);
    else if (method == EXACT_BY_CARDS || !by_ranks)
        error = exact_by_cards(s, size, control, total);
    else
        error = exact_by_ranks(s, size, control, total);
    if (error != POKEQ_OK)
        return -error;
    *team = size;
    return POKEQ_OK;
}

int exact_run(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
              pokeq_exact_result *out, category_counts *categories)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (s == NULL || out == NULL || threads < 0)
        return -POKEQ_ERR_ARGUMENT;
    const int invalid = pokeq_scenario_check(s);
    if (invalid != POKEQ_OK)
        return invalid;
    tally total;
    int team;
    const int error = exact_count(s, threads, method, control, categories != NULL, &total, &team);
    if (error != POKEQ_OK)
        return error;
    out->players = s->players;
    out->threads = team;
    out->runouts = total.showdowns;
    memcpy(out->player, total.player, sizeof out->player);
    if (categories != NULL)
        *categories = total.categories;
    return POKEQ_OK;
}

int pokeq_exact(const pokeq_scenario *scenario, int threads, pokeq_exact_result *out)
{
    return exact_with_method(scenario, threads, EXACT_AUTO, NULL, out);
}
