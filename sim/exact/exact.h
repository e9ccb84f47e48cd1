/* SPDX-License-Identifier: MIT */
/*
 * exact.h - the two ways pokeq_exact counts runouts (library-internal).
 *
 * By cards (exact_cards.c): every canonical runout under the scenario's
 * suit symmetry, dealt card by card; works for every scenario.
 *
 * By ranks (exact_ranks.c): when no two suits can both make someone a flush
 * on one board (always so preflop), a runout matters only through its rank
 * multiset, except on the boards that give some player five cards of one
 * suit. Those flush boards are dealt as (the flush suit's ranks, the rest's
 * rank multiset); every other board is counted by rank multiset with a
 * count of suit assignments. Far fewer evaluations; same counts.
 *
 * By rank pairs (exact_pairs.c): two Hold'em hands on a flop or a turn, the
 * runouts as classes of the same values (plain cards by rank, the cards of
 * suits that can make someone a flush as cards), each valued once, on the
 * calling thread: no plan, tasks or team, for jobs of microseconds.
 *
 * Both take a scenario that passed pokeq_scenario_check and add into a tally
 * initialised for its players; both return POKEQ_OK or a positive
 * pokeq_error. threads >= 1; more than 1 starts an OpenMP team of that
 * size (whether that pays is decided by the caller, exact.c); control as
 * in work.h (NULL: none).
 */
#ifndef POKEQ_EXACT_H
#define POKEQ_EXACT_H

#include "pokeq.h"
#include "core/tally.h"
#include "core/work.h"

#include <stdbool.h>

enum exact_method {
    EXACT_AUTO,     /* by ranks where it applies, else by cards */
    EXACT_BY_CARDS,
    EXACT_BY_RANKS, /* POKEQ_ERR_ARGUMENT where it does not apply */
    EXACT_BY_RANK_PAIRS /* the same; one thread; no work control: never cancelled,
                           no progress, not split into parts */
};

int exact_by_cards(const pokeq_scenario *s, int threads, const work_control *control, tally *out);
/* About how many runouts exact_by_cards scores (canonical runouts). */
uint64_t exact_by_cards_work(const pokeq_scenario *s);

int exact_by_ranks_applies(const pokeq_scenario *s);
int exact_by_ranks(const pokeq_scenario *s, int threads, const work_control *control, tally *out);

/* Scenarios s[0..n) that differ only in their holes' suits (the same
 * game, players, board, dead cards and hole ranks; each one that
 * exact_by_ranks_applies to), counted by ranks at once (exact_batch.c):
 * adds sum over i of m[i] x scenario i's counts into out. One thread, no
 * work control. Returns POKEQ_OK, ARGUMENT (not of one shape) or MEMORY. */
int exact_by_ranks_batch(const pokeq_scenario *s, const uint64_t *m, int n, tally *out);

int exact_by_rank_pairs_applies(const pokeq_scenario *s);
/* The same from the scenario's game, players and board cards (a caller
 * that has no scenario built need not build one to ask). */
int exact_by_rank_pairs_fits(int game, int players, int board_count);
void exact_by_rank_pairs(const pokeq_scenario *s, tally *out);

/* pokeq_exact with a chosen method (tests compare the methods) and a work
 * control (NULL: none; work.h). A chosen method uses exactly `threads`
 * threads (0: all cores); EXACT_AUTO may use fewer when a team would cost
 * more than it saves. Returns 0 or a negated pokeq_error (CANCELLED). */
int exact_with_method(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
                      pokeq_exact_result *out);

/* exact_with_method that also counts each seat's hand categories into
 * *categories when it is not NULL (by cards then, whatever the method:
 * by ranks counts suit assignments, not hands). */
int exact_run(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
              pokeq_exact_result *out, category_counts *categories);

/* exact_run's count alone, for a scenario already checked (one that
 * pokeq_scenario_check passes, as a resolved request's): *total is
 * initialised here and holds the counts (its categories with
 * `categories`), *team the threads that ran (0 on an error). Returns 0 or
 * a negated pokeq_error. */
int exact_count(const pokeq_scenario *s, int threads, enum exact_method method, const work_control *control,
                bool categories, tally *total, int *team);
/* How many threads exact_with_method(EXACT_AUTO) would use for s, and
 * exact_run with categories counted or not. */
int exact_team_size(const pokeq_scenario *s, int threads);
int exact_team_size_with(const pokeq_scenario *s, int threads, int categories);

#endif
