/* exact.c - pokeq_exact: checks, then the method that fits (exact.h). */
#include "exact.h"

#include <omp.h>
#include <string.h>

int exact_with_method(const pokeq_scenario *s, int threads, enum exact_method method, pokeq_exact_result *out)
{
    if (out != NULL)
        memset(out, 0, sizeof *out);
    if (s == NULL || out == NULL || threads < 0)
        return -POKEQ_ERR_ARGUMENT;
    const int invalid = pokeq_scenario_check(s);
    if (invalid != POKEQ_OK)
        return -invalid;
    const int by_ranks = exact_by_ranks_applies(s);
    if (method == EXACT_BY_RANKS && !by_ranks)
        return -POKEQ_ERR_ARGUMENT;

    tally total;
    tally_init(&total, s->players);
    const int team = threads == 0 ? omp_get_max_threads() : threads;
    const int error = method == EXACT_BY_CARDS || !by_ranks ? exact_by_cards(s, team, &total)
                                                            : exact_by_ranks(s, team, &total);
    if (error != POKEQ_OK)
        return -error;

    out->players = s->players;
    out->runouts = total.showdowns;
    memcpy(out->player, total.player, sizeof out->player);
    return POKEQ_OK;
}

int pokeq_exact(const pokeq_scenario *scenario, int threads, pokeq_exact_result *out)
{
    return exact_with_method(scenario, threads, EXACT_AUTO, out);
}
