/* SPDX-License-Identifier: MIT */
/*
 * pushfold_check.h - pokeq_pushfold's answer at one stack checked against
 * the game's definition (pushfold_oracle.h): the small blind's value equal
 * to the oracle's linear programme's to 1e-9, the exploitability
 * recomputed from the reported frequencies (at most 1e-9 bb, equal to the
 * reported one, side by side), every class whose recomputed gain is past
 * 1e-7 bb played at exactly 0 or 1, the gains, combos and percent as
 * reported, and the push percent within 0.1 point of the oracle's.
 */
#ifndef POKEQ_TEST_PUSHFOLD_CHECK_H
#define POKEQ_TEST_PUSHFOLD_CHECK_H

#include "pokeq.h"
#include "pushfold_oracle.h"

#include <criterion/criterion.h>

#include <math.h>

static inline void expect_equilibrium(const pokeq_combo_counts *matrix, double stack, double ante)
{
    pokeq_pushfold_request q;
    pokeq_pushfold_request_init(&q);
    q.stack = stack;
    q.ante = ante;
    q.matrix = matrix;
    static pokeq_pushfold_result r;
    cr_assert_eq(pokeq_pushfold(&q, &r), 0);
    static pf_game g;
    pf_game_of(&g, matrix, stack, ante);
    double lp_push[PF_K];
    const double value = pf_oracle_solve(&g, lp_push);
    cr_assert(fabs(r.ev_sb - value) <= 1e-9, "S %g A %g: ev_sb %.15g, the oracle's %.15g", stack, ante, r.ev_sb,
              value);
    cr_assert(fabs(pf_value(&g, r.push.frequency, r.call.frequency) - r.ev_sb) <= 1e-9);
    double sb, bb;
    const double exploitability = pf_exploitability(&g, r.push.frequency, r.call.frequency, &sb, &bb);
    cr_assert(exploitability <= 1e-9, "S %g: exploitability %g", stack, exploitability);
    cr_assert(fabs(exploitability - r.exploitability) <= 1e-12);
    cr_assert(fabs(sb - r.push.best_response_gain) <= 1e-12 && fabs(bb - r.call.best_response_gain) <= 1e-12);
    double push_combos = 0, lp_combos = 0;
    for (int k = 0; k < PF_K; k++) {
        /* gains per combo dealt of the class, in big blinds */
        const double deals = pokeq_class_combos(k) * 1225.0;
        const double push_gain = pf_push_gain(&g, r.call.frequency, k) / deals;
        const double call_gain = pf_call_gain(&g, r.push.frequency, k) / deals;
        const double f = r.push.frequency[k], c = r.call.frequency[k];
        if (fabs(push_gain) > 1e-7)
            cr_assert(f == (push_gain > 0 ? 1.0 : 0.0), "S %g class %d pushed at %.17g, gain %g", stack, k, f, push_gain);
        if (fabs(call_gain) > 1e-7)
            cr_assert(c == (call_gain > 0 ? 1.0 : 0.0), "S %g class %d called at %.17g, gain %g", stack, k, c, call_gain);
        cr_assert(fabs(r.push.gain[k] - push_gain) <= 1e-9 && fabs(r.call.gain[k] - call_gain) <= 1e-9);
        push_combos += pokeq_class_combos(k) * f;
        lp_combos += pokeq_class_combos(k) * lp_push[k];
    }
    cr_assert(fabs(r.push.combos - push_combos) < 1e-9);
    cr_assert(fabs(r.push.percent - 100 * push_combos / 1326) < 1e-9);
    cr_assert(fabs(r.push.percent - 100 * lp_combos / 1326) < 0.1, "S %g: pushes %g %%, the oracle's %g %%", stack,
              r.push.percent, 100 * lp_combos / 1326);
}

#endif
