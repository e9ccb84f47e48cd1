/* SPDX-License-Identifier: MIT */
/* "N%" in short deck (pokeq_range_parse_game, pokeq_solve), through
 * pokeq.h and the committed data file data/ranking-shortdeck.tsv:
 *  - the file lists each of the 81 classes of ranks 6..A once, strongest
 *    first by its own equity column, the cumulative percents of the 630
 *    combos right, and its equity the integer counts' quotient;
 *  - two classes computed again (exact, pokeq_solve against "random") are
 *    the file's counts, so the data is what the engine answers;
 *  - N % for every integer 1..100 and a fraction is the shortest prefix of
 *    the file's order whose combos reach N % of 630, counted here without
 *    the library, in both short deck games and whatever ranking is named;
 *  - `--game shortdeck 20%` runs through pokeq_solve with that range, and
 *    pokeq_range_parse_game refuses games without two-card ranges and
 *    reads Hold'em as pokeq_range_parse_ranked does. */
#include "ranking_file.h"
#include "testing.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

enum { SHORT_CLASSES = 81, SHORT_COMBOS = 630 };

/* Whether a class's two ranks are both six or higher (grid rows and
 * columns 0..8 are ace..six). */
static bool short_class(int cls)
{
    return cls / 13 <= 8 && cls % 13 <= 8;
}

/* data/ranking-shortdeck.tsv: 81 lines of six fields, short deck classes. */
static void read_short_file(ranking_file *out)
{
    ranking_file_read("ranking-shortdeck.tsv", SHORT_CLASSES, 6, out);
    for (int i = 0; i < SHORT_CLASSES; i++)
        cr_assert(short_class(out->order[i]), "rank %d is no short deck class", i + 1);
}

Test(shortdeck_ranking, the_file_is_ordered_and_whole)
{
    ranking_file f;
    read_short_file(&f);
    int seen[POKEQ_CLASSES] = {0}, combos = 0;
    for (int i = 0; i < SHORT_CLASSES; i++) {
        cr_expect_eq(seen[f.order[i]]++, 0, "class listed twice at rank %d", i + 1);
        combos += ranking_combos_of(f.order[i]);
        cr_expect(f.percent[i] > 100.0 * combos / SHORT_COMBOS - 1e-4 &&
                      f.percent[i] < 100.0 * combos / SHORT_COMBOS + 1e-4,
                  "rank %d: cumulative %f", i + 1, f.percent[i]);
        const double equity = (double)f.units[i] / (2520.0 * (double)f.showdowns[i]);
        cr_expect(equity > f.equity[i] - 1e-9 && equity < f.equity[i] + 1e-9, "rank %d: equity", i + 1);
        if (i > 0)
            cr_expect(f.equity[i] <= f.equity[i - 1], "rank %d is above rank %d", i + 1, i);
    }
    cr_expect_eq(combos, SHORT_COMBOS);
}

/* The strongest and the weakest class, against random, exact. */
Test(shortdeck_ranking, the_file_is_what_the_engine_counts)
{
    ranking_file f;
    read_short_file(&f);
    const int ranks[] = {0, SHORT_CLASSES - 1};
    for (int k = 0; k < 2; k++) {
        const int i = ranks[k];
        char name[4];
        pokeq_request q;
        pokeq_request_init(&q);
        q.game = POKEQ_GAME_SHORTDECK;
        q.method = POKEQ_METHOD_EXACT;
        q.seats = 2;
        q.seat[0].text = pokeq_class_name(f.order[i], name);
        q.seat[1].text = "random";
        pokeq_result r;
        pokeq_error_info e;
        cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
        cr_expect_eq(r.count, f.showdowns[i], "%s", name);
        cr_expect_eq(r.seat[0].counts.equity_units, f.units[i], "%s", name);
    }
}

/* in[] per class: the shortest prefix of the file's order whose combos
 * reach percent of the 630. */
static void shortest_prefix(const ranking_file *f, double percent, int in[POKEQ_CLASSES])
{
    memset(in, 0, POKEQ_CLASSES * sizeof in[0]);
    int combos = 0;
    for (int i = 0; i < SHORT_CLASSES && combos * 100.0 < percent * SHORT_COMBOS - 1e-9; i++) {
        in[f->order[i]] = 1;
        combos += ranking_combos_of(f->order[i]);
    }
}

static void expect_prefix(int game, const char *text, enum pokeq_ranking ranking, const int in[POKEQ_CLASSES])
{
    pokeq_range r;
    cr_assert_eq(pokeq_range_parse_game(text, game, ranking, &r, NULL), 0, "'%s'", text);
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        char name[4];
        const int cls = pokeq_combo_class(combo);
        cr_expect_eq(r.weight[combo] != 0, in[cls], "%s in %s: class %s", text, pokeq_game_name(game),
                     pokeq_class_name(cls, name));
        if ((r.weight[combo] != 0) != in[cls])
            return;
    }
}

Test(shortdeck_ranking, n_percent_is_the_shortest_prefix_of_the_file)
{
    ranking_file f;
    read_short_file(&f);
    int in[POKEQ_CLASSES];
    for (int percent = 1; percent <= 100; percent++) {
        char text[8];
        snprintf(text, sizeof text, "%d%%", percent);
        shortest_prefix(&f, percent, in);
        expect_prefix(POKEQ_GAME_SHORTDECK, text, POKEQ_RANKING_POKERSTOVE, in);
        if (percent % 10 == 0) {
            expect_prefix(POKEQ_GAME_SHORTDECK_TRITON, text, POKEQ_RANKING_VS1, in);
            expect_prefix(POKEQ_GAME_SHORTDECK, text, POKEQ_RANKING_VS3, in);
        }
    }
    shortest_prefix(&f, 12.5, in);
    expect_prefix(POKEQ_GAME_SHORTDECK, "12.5%", POKEQ_RANKING_POKERSTOVE, in);
    /* a span: the top 20 % less the top 10 % */
    int top[POKEQ_CLASSES];
    shortest_prefix(&f, 20, in);
    shortest_prefix(&f, 10, top);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        in[cls] = in[cls] && !top[cls];
    expect_prefix(POKEQ_GAME_SHORTDECK, "10%-20%", POKEQ_RANKING_POKERSTOVE, in);
}

Test(shortdeck_ranking, a_percentage_range_answers)
{
    ranking_file f;
    read_short_file(&f);
    int in[POKEQ_CLASSES], combos = 0;
    shortest_prefix(&f, 20, in);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        combos += in[cls] ? ranking_combos_of(cls) : 0;
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_SHORTDECK;
    q.seats = 2;
    q.seat[0].text = "20%";
    q.seat[1].text = "random";
    q.method = POKEQ_METHOD_MC;
    q.trials = 100000;
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
    cr_expect_eq(r.seat[0].live_combos, combos);
    cr_expect(r.seat[0].equity > 0.5 && r.seat[0].equity < 0.7, "%f", r.seat[0].equity);
}

Test(shortdeck_ranking, parse_game_refusals_and_holdem)
{
    pokeq_range r, want;
    cr_expect_eq(pokeq_range_parse_game("20%", POKEQ_GAME_OMAHA, POKEQ_RANKING_POKERSTOVE, &r, NULL),
                 -POKEQ_ERR_GAME);
    cr_expect_eq(pokeq_range_parse_game("20%", POKEQ_GAME_RAZZ, POKEQ_RANKING_POKERSTOVE, &r, NULL),
                 -POKEQ_ERR_GAME);
    cr_expect_eq(pokeq_range_parse_game("20%", -1, POKEQ_RANKING_POKERSTOVE, &r, NULL), -POKEQ_ERR_GAME);
    pokeq_range_error error;
    cr_expect_eq(pokeq_range_parse_game("AKs,72o", POKEQ_GAME_SHORTDECK, POKEQ_RANKING_POKERSTOVE, &r, &error),
                 -POKEQ_ERR_RANGE_SYNTAX);
    cr_expect_eq(error.offset, 4, "the bad term is named: %d", error.offset);
    cr_assert_eq(pokeq_range_parse_game("20%,22", POKEQ_GAME_HOLDEM, POKEQ_RANKING_VS1, &r, NULL), 0);
    cr_assert_eq(pokeq_range_parse_ranked("20%,22", POKEQ_RANKING_VS1, &want, NULL), 0);
    cr_expect_arr_eq(r.weight, want.weight, sizeof r.weight);
}
