/* SPDX-License-Identifier: MIT */
/* range_pairs.c (exact heads-up before the flop, pair by pair by ranks)
 * against the independent brute force of range_brute.h: every count, per
 * player and per combo, with weights and asymmetric ranges, for 1 and 2
 * threads. Dead cards shrink the deck so that the brute force is quick;
 * the engine is called directly, since with so few runouts the walk would
 * be chosen. Then when the engine is chosen: the workloads take it,
 * wide ranges and flops do not. */
#include "testing.h"

#include "ranges/range_plan.h"
#include "ranges/range_score.h"

typedef struct pairs_case {
    const char *ranges[2];
    const char *dead;
} pairs_case;

static const pairs_case CASES[] = {
    /* 2s to 9s dead: twenty cards, tens to aces */
    {{"AhKh", "QQ+,AKs:0.5,JTo"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d9h9s"},
    {{"AA", "KK+,QJs"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d9h9s"},
    /* pairs of equal ranks in many suits (counted together by ranks), one
     * suit-breaking combo */
    {{"KK,AhKd,AKs", "KK,AK,QQ:0.5"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d9h9s"},
    /* 2s to 8s and one nine dead: an asymmetric deck */
    {{"AhKh,AsKs:0.5", "QQ+,JTo,9d9c"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9h"},
};

static pokeq_range_scenario pairs_scenario_of(const pairs_case *c, pokeq_range storage[2])
{
    pokeq_range_scenario s;
    memset(&s, 0, sizeof s);
    s.players = 2;
    for (int p = 0; p < 2; p++) {
        cr_assert_eq(pokeq_range_parse(c->ranges[p], &storage[p], NULL), 0, "%s", c->ranges[p]);
        s.range[p] = &storage[p];
    }
    for (const char *at = c->dead; at && *at; at += 2)
        s.dead[s.dead_count++] = pokeq_card_parse((char[]){at[0], at[1], 0});
    return s;
}

/* with_combos: per-combo counts asked for (pair by pair), or the totals
 * alone (the pairs of one rank pair counted together by ranks). */
static void expect_brute(const pairs_case *c, int threads, int with_combos)
{
    static pokeq_range storage[2];
    const pokeq_range_scenario s = pairs_scenario_of(c, storage);
    static brute_result brute;
    brute_ranges(&s, &brute);

    range_plan *plan;
    cr_assert_eq(range_plan_build(&s, &plan), POKEQ_OK);
    range_job job = {.plan = plan, .want_combos = with_combos};
    runout_deck_init(&job.deck, plan->known, 5, &plan->sym);
    tally total;
    tally_init(&total, 2);
    static pokeq_combo_counts combos[2 * POKEQ_COMBOS];
    memset(combos, 0, sizeof combos);
    cr_assert_eq(range_pairs_run(&job, threads, NULL, &total, with_combos ? combos : NULL), POKEQ_OK);
    if (with_combos)
        range_plan_symmetrise(plan, combos);
    range_plan_free(plan);

    cr_expect_eq(total.showdowns, brute.showdowns, "%s vs %s: showdowns %llu, brute %llu", c->ranges[0],
                 c->ranges[1], (unsigned long long)total.showdowns, (unsigned long long)brute.showdowns);
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(memcmp(&total.player[p], &brute.player[p], sizeof total.player[p]), 0,
                     "%s vs %s, %d threads: player %d counts differ (units %llu vs %llu)", c->ranges[0],
                     c->ranges[1], threads, p, (unsigned long long)total.player[p].equity_units,
                     (unsigned long long)brute.player[p].equity_units);
        for (int combo = 0; combo < POKEQ_COMBOS && with_combos; combo++) {
            const pokeq_combo_counts *got = &combos[p * POKEQ_COMBOS + combo], *want = &brute.combo[p][combo];
            cr_expect(got->showdowns == want->showdowns && got->equity_units == want->equity_units,
                      "%s vs %s: player %d combo %d: %llu/%llu, brute %llu/%llu", c->ranges[0], c->ranges[1], p,
                      combo, (unsigned long long)got->equity_units, (unsigned long long)got->showdowns,
                      (unsigned long long)want->equity_units, (unsigned long long)want->showdowns);
        }
    }
}

Test(range_pairs, equals_brute_force_one_thread)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++)
        expect_brute(&CASES[i], 1, 1);
}

Test(range_pairs, equals_brute_force_two_threads)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++)
        expect_brute(&CASES[i], 2, 1);
}

Test(range_pairs, totals_by_rank_pair_batches_equal_brute_force)
{
    for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
        expect_brute(&CASES[i], 1, 0);
        expect_brute(&CASES[i], 2, 0);
    }
}

/* Two plans of one deck as one pairs job (range_pairs_run_scaled: pairs of
 * equal ranks from both counted together), the second's counts times 3:
 * the brute force's counts of the first plus three times the second's. */
Test(range_pairs, plans_counted_together_equal_brute_force_sums)
{
    static const pairs_case both[2] = {
        {{"KK,AhKd", "KK,AK,QQ:0.5"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d9h9s"},
        {{"AKs,KK", "AK,QQ"}, "2c2d2h2s3c3d3h3s4c4d4h4s5c5d5h5s6c6d6h6s7c7d7h7s8c8d8h8s9c9d9h9s"},
    };
    static pokeq_range storage[2][2];
    static brute_result brute[2];
    range_plan *plan[2];
    for (int k = 0; k < 2; k++) {
        const pokeq_range_scenario s = pairs_scenario_of(&both[k], storage[k]);
        brute_ranges(&s, &brute[k]);
        cr_assert_eq(range_plan_build(&s, &plan[k]), POKEQ_OK);
    }
    const uint64_t scale[2] = {1, 3};
    tally total;
    tally_init(&total, 2);
    cr_assert_eq(range_pairs_run_scaled((const range_plan *const *)plan, scale, 2, 1, NULL, &total), POKEQ_OK);
    range_plan_free(plan[0]);
    range_plan_free(plan[1]);
    cr_expect_eq(total.showdowns, brute[0].showdowns + 3 * brute[1].showdowns);
    for (int p = 0; p < 2; p++) {
        cr_expect_eq(total.player[p].wins, brute[0].player[p].wins + 3 * brute[1].player[p].wins, "seat %d", p);
        cr_expect_eq(total.player[p].equity_units,
                     brute[0].player[p].equity_units + 3 * brute[1].player[p].equity_units, "seat %d", p);
        cr_expect_eq(total.player[p].ties[2], brute[0].player[p].ties[2] + 3 * brute[1].player[p].ties[2]);
    }
}

/* Whether the pairs engine is chosen for ranges a vs b on board (may be
 * ""), in game, with hand categories asked for or not. */
static int chosen_for(const char *a, const char *b, const char *board, int game, int categories)
{
    static pokeq_range storage[2];
    const pairs_case c = {{a, b}, NULL};
    pokeq_range_scenario s = pairs_scenario_of(&c, storage);
    s.game = game;
    for (const char *at = board; *at; at += 2)
        s.board[s.board_count++] = pokeq_card_parse((char[]){at[0], at[1], 0});
    range_plan *plan;
    cr_assert_eq(range_plan_build(&s, &plan), POKEQ_OK);
    range_job job = {.plan = plan, .want_categories = categories};
    runout_deck_init(&job.deck, plan->known, 5 - plan->board_count, &plan->sym);
    const int pays = range_pairs_pay(&job);
    range_plan_free(plan);
    return pays;
}

static int chosen(const char *a, const char *b, const char *board)
{
    return chosen_for(a, b, board, POKEQ_GAME_HOLDEM, 0);
}

Test(range_pairs, chosen_for_one_hand_against_a_range_only)
{
    cr_expect(chosen("AhAs", "random", ""));
    cr_expect(chosen("AhKh", "QQ+,AKs", ""));
    cr_expect(chosen("QQ+,AKs", "AhKh", ""));
    /* 22 combos against 1,326: some 1,200 pairs, cheaper than the walk */
    cr_expect(chosen("QQ+,AKs", "random", ""));
    cr_expect(!chosen("AhAs", "random", "2c7d9h"));
    cr_expect(!chosen("random", "random", ""));
}

/* Exact by ranks counts no categories, and the pairs are Hold'em's. */
Test(range_pairs, not_chosen_for_categories_or_short_deck)
{
    cr_expect(chosen_for("AhAs", "random", "", POKEQ_GAME_HOLDEM, 0));
    cr_expect(!chosen_for("AhAs", "random", "", POKEQ_GAME_HOLDEM, 1));
    cr_expect(!chosen_for("AhAs", "random", "", POKEQ_GAME_SHORTDECK, 0));
}
