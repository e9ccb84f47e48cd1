/* SPDX-License-Identifier: MIT */
/* The range engines on inputs that leave few or no deals: each
 * answers or refuses quickly, never runs for ever.
 *   - no deal: settled by the search's bounds at once (18 cards for ten
 *     players; combos packed into triangles);
 *   - undecided: combos packed into stars defeat the bounds, and the
 *     search gives up with POKEQ_ERR_TOO_HARD;
 *   - deals too rare to sample and too many to list: TOO_HARD from Monte
 *     Carlo, the same for any thread count;
 *   - deals too rare to sample but few: listed, answered, bit-identical
 *     for 1 and 2 threads. */
/* It checks (or measures) the superseded calls too, on purpose. */
#define POKEQ_NO_DEPRECATED_WARNINGS
#include "testing.h"

#include <math.h>
#include <string.h>
#include <time.h>

/* T, J, Q, K, A of every suit, every pair of them: 20 cards. */
static const char twenty_cards[] = "TT+,ATs+,KTs+,QTs+,JTs,ATo+,KTo+,QTo+,JTo";

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Every seat holds the same range. */
static pokeq_range_scenario same_range(const pokeq_range *range, int players)
{
    pokeq_range_scenario s;
    memset(&s, 0, sizeof s);
    s.players = players;
    for (int p = 0; p < players; p++)
        s.range[p] = range;
    return s;
}

static void add_combo(pokeq_range *range, int a, int b)
{
    range->weight[pokeq_combo_index(a, b)] = POKEQ_RANGE_WEIGHT_ONE;
}

/* groups of `size` cards from card 0 on, each joined as a triangle (size
 * 3) or as a star from its first card (size 4). */
static pokeq_range groups(int count, int size)
{
    pokeq_range range;
    memset(&range, 0, sizeof range);
    for (int g = 0; g < count; g++) {
        const int first = g * size;
        for (int i = 1; i < size; i++)
            add_combo(&range, first, first + i);
        if (size == 3)
            add_combo(&range, first + 1, first + 2);
    }
    return range;
}

static const pokeq_mc_options trials_1000 = {.seed = 7, .max_trials = 1000, .threads = 1};

Test(range_limits, eighteen_cards_for_ten_players_is_no_deal_at_once)
{
    pokeq_range range;
    cr_assert_eq(pokeq_range_parse(twenty_cards, &range, NULL), 0);
    pokeq_range_scenario s = same_range(&range, 10);
    s.dead[0] = pokeq_card_parse("Ah");
    s.dead[1] = pokeq_card_parse("Ac");
    s.dead_count = 2;
    const double begun = now();
    pokeq_range_exact_result exact;
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &exact, NULL), -POKEQ_ERR_RANGE_EMPTY);
    pokeq_mc_result mc;
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &trials_1000, &mc, NULL), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect(now() - begun < 2, "took %.1f s", now() - begun);
}

/* Seven triangles hold seven disjoint combos at most: 21 cards are not
 * enough room for ten seats, and the components' bound sees it. */
Test(range_limits, triangles_are_no_deal_at_once)
{
    const pokeq_range range = groups(7, 3);
    const pokeq_range_scenario s = same_range(&range, 10);
    const double begun = now();
    pokeq_mc_result mc;
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &trials_1000, &mc, NULL), -POKEQ_ERR_RANGE_EMPTY);
    cr_expect(now() - begun < 2, "took %.1f s", now() - begun);
}

/* Nine stars hold nine disjoint combos at most, but their 36 cards look
 * like room for 18: the search would have to try about 4^9 states to be
 * sure, and gives up. Ten stars hold a deal, found on the first path. */
Test(range_limits, stars_are_too_hard_to_settle_but_a_deal_among_them_is_found)
{
    const double begun = now();
    pokeq_range range = groups(9, 4);
    pokeq_range_scenario s = same_range(&range, 10);
    pokeq_range_exact_result exact;
    cr_expect_eq(pokeq_exact_ranges(&s, 1, &exact, NULL), -POKEQ_ERR_TOO_HARD);
    cr_expect(strstr(pokeq_strerror(-POKEQ_ERR_TOO_HARD), "fewer players") != NULL);
    cr_expect(now() - begun < 5, "took %.1f s", now() - begun);
    range = groups(10, 4);
    pokeq_mc_result mc;
    cr_expect_eq(pokeq_monte_carlo_ranges(&s, &trials_1000, &mc, NULL), 0);
    cr_expect_eq(mc.trials, 1000);
}

/* Ten seats on the same 20 cards: about 4 draws in 10^8 have no shared
 * card, and the deals (10! x 19!! orders) are far too many to list. */
Test(range_limits, deals_too_rare_to_sample_are_refused_for_any_thread_count)
{
    pokeq_range range;
    cr_assert_eq(pokeq_range_parse(twenty_cards, &range, NULL), 0);
    const pokeq_range_scenario s = same_range(&range, 10);
    for (int threads = 1; threads <= 2; threads++) {
        const double begun = now();
        pokeq_mc_options o = trials_1000;
        o.threads = threads;
        pokeq_mc_result mc;
        cr_expect_eq(pokeq_monte_carlo_ranges(&s, &o, &mc, NULL), -POKEQ_ERR_TOO_HARD);
        cr_expect_eq(mc.trials, 0);
        cr_expect(now() - begun < 5, "took %.1f s", now() - begun);
    }
}

/* Eight seats on the 16 edges of a cycle of 16 cards: only the cycle's two
 * perfect matchings deal (2 x 8! assignments of 16^8, about 2 in 10^5), so
 * the deals are listed and sampled exactly; the seats are alike, so each
 * wins about an eighth. */
Test(range_limits, deals_too_rare_to_sample_but_few_are_listed)
{
    pokeq_range range;
    memset(&range, 0, sizeof range);
    for (int card = 0; card < 16; card++)
        add_combo(&range, card, (card + 1) % 16);
    const pokeq_range_scenario s = same_range(&range, 8);
    pokeq_mc_result one, two;
    pokeq_mc_options o = {.seed = 3, .max_trials = 200000, .threads = 1};
    cr_assert_eq(pokeq_monte_carlo_ranges(&s, &o, &one, NULL), 0);
    o.threads = 2;
    cr_assert_eq(pokeq_monte_carlo_ranges(&s, &o, &two, NULL), 0);
    cr_expect_eq(one.trials, 200000);
    for (int p = 0; p < 8; p++) {
        cr_expect_eq(memcmp(&one.player[p], &two.player[p], sizeof one.player[p]), 0, "seat %d", p);
        cr_expect(fabs(one.equity[p] - 0.125) < 5 * one.stderr_equity[p] + 1e-3, "seat %d: %.4f", p,
                  one.equity[p]);
    }
}
