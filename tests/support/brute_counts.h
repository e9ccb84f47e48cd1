/* SPDX-License-Identifier: MIT */
/*
 * brute_counts.h - a result's counts against a brute force's (omaha_brute.h's
 * omaha_counts), to the last unit, per seat: what every hi/lo and stud
 * suite checks. Test code (Criterion expectations).
 */
#ifndef POKEQ_TEST_BRUTE_COUNTS_H
#define POKEQ_TEST_BRUTE_COUNTS_H

#include "omaha_brute.h"

#include <criterion/criterion.h>

/* `what` names the spot in the messages. */
static inline void brute_expect_counts(const pokeq_result *r, const omaha_counts *want, int halves, const char *what)
{
    cr_expect_eq(r->count, want->showdowns, "%s: count %llu, brute %llu", what, (unsigned long long)r->count,
                 (unsigned long long)want->showdowns);
    cr_expect_eq(r->deals, want->showdowns / (uint64_t)halves, "%s: deals", what);
    for (int p = 0; p < r->seats; p++) {
        const pokeq_player_counts *c = &r->seat[p].counts;
        uint64_t ties = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += c->ties[k];
        cr_expect_eq(c->equity_units, want->units[p], "%s seat %d: units", what, p);
        cr_expect_eq(c->wins, want->wins[p], "%s seat %d: wins", what, p);
        cr_expect_eq(ties, want->ties[p], "%s seat %d: ties", what, p);
        cr_expect_eq(c->high_units, want->high[p], "%s seat %d: high", what, p);
        cr_expect_eq(c->low_units, want->low[p], "%s seat %d: low", what, p);
        cr_expect_eq(c->scoops, want->scoops[p], "%s seat %d: scoops", what, p);
    }
}

#endif
