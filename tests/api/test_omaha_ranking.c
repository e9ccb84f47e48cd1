/* SPDX-License-Identifier: MIT */
/* "N%" in Omaha (pokeq_solve), through pokeq.h and the committed data file
 * data/ranking-omaha.tsv:
 *  - the file lists 16,432 classes of four-card hands, each a different
 *    class under the 24 renamings of the suits (found here by trying them
 *    all, not by the library's key), their hands adding up to the 270,725,
 *    strongest first by its equity column, the cumulative percents right
 *    and each equity its integer units' quotient;
 *  - three classes computed again through pokeq_solve with the header's
 *    seed and trials are the file's units exactly, on 1 thread and on 3;
 *    and one with another seed within 4 standard errors;
 *  - "N%" seats hold the shortest prefix of the file's order whose hands
 *    reach N % of the 270,725 (counted here: the exact showdowns of the
 *    range against a fixed hand on a whole board), and every game without an
 *    Omaha ranking refuses "N%" naming the game. */
#include "testing.h"

#include "omaha_ranking_file.h"

#include <math.h>

static int by_value(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

Test(omaha_ranking, the_file_is_ordered_and_whole)
{
    omaha_file *f = read_omaha_file();
    uint64_t *least = malloc(sizeof *least * FILE_CLASSES);
    long hands = 0;
    for (int i = 0; i < FILE_CLASSES; i++) {
        int cards[4];
        cr_assert(cards_of(f->name[i], cards), "rank %d: '%s'", i + 1, f->name[i]);
        hands += class_images(cards, &least[i]);
        cr_expect(fabs(f->percent[i] - 100.0 * (double)hands / FILE_HANDS) < 1e-4, "rank %d: cumulative %f", i + 1,
                  f->percent[i]);
        const double equity = (double)f->units[i] / (2520.0 * (double)f->trials);
        cr_expect(fabs(equity - f->equity[i]) < 1e-6, "rank %d: equity", i + 1);
        cr_expect(f->stderr_equity[i] > 0 && f->stderr_equity[i] < 0.01, "rank %d: stderr", i + 1);
        if (i > 0)
            cr_expect(f->equity[i] <= f->equity[i - 1], "rank %d is above rank %d", i + 1, i);
    }
    cr_expect_eq(hands, FILE_HANDS);
    qsort(least, FILE_CLASSES, sizeof *least, by_value);
    int repeats = 0;
    for (int i = 1; i < FILE_CLASSES; i++)
        repeats += least[i] == least[i - 1];
    cr_expect_eq(repeats, 0, "a class listed twice");
    free(least);
    free(f);
}

static uint64_t units_of(const char *hand, uint64_t trials, uint64_t seed, int threads, double *stderr_equity)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = POKEQ_GAME_OMAHA;
    q.method = POKEQ_METHOD_MC;
    q.trials = trials;
    q.seed = seed;
    q.threads = threads;
    q.seats = 2;
    q.seat[0].text = hand;
    q.seat[1].text = "random";
    pokeq_result r;
    pokeq_error_info e;
    cr_assert_eq(pokeq_solve(&q, &r, &e), 0, "%s", e.message);
    cr_assert_eq(r.count, trials);
    *stderr_equity = r.seat[0].stderr_equity;
    return r.seat[0].counts.equity_units;
}

Test(omaha_ranking, the_file_is_what_the_engine_counts)
{
    omaha_file *f = read_omaha_file();
    const int ranks[] = {0, FILE_CLASSES / 2, FILE_CLASSES - 1};
    for (int k = 0; k < 3; k++) {
        const int i = ranks[k];
        double se;
        cr_expect_eq(units_of(f->name[i], f->trials, f->seed, 1, &se), f->units[i], "%s, 1 thread", f->name[i]);
        cr_expect_eq(units_of(f->name[i], f->trials, f->seed, 3, &se), f->units[i], "%s, 3 threads", f->name[i]);
    }
    /* another seed: an independent estimate within 4 standard errors of both */
    double se;
    const double other = (double)units_of(f->name[FILE_CLASSES / 2], f->trials, f->seed + 7, 0, &se) /
                         (2520.0 * (double)f->trials);
    const double both = sqrt(se * se + f->stderr_equity[FILE_CLASSES / 2] * f->stderr_equity[FILE_CLASSES / 2]);
    cr_expect(fabs(other - f->equity[FILE_CLASSES / 2]) < 4 * both, "%s: %f against %f", f->name[FILE_CLASSES / 2], other,
              f->equity[FILE_CLASSES / 2]);
    free(f);
}

/* Hands of the top `high` percent of the file but not the top `low` (the
 * shortest prefixes whose hands reach those shares of the 270,725) that
 * share no card with `known`. */
static long span_hands(const omaha_file *f, double low, double high, uint64_t known)
{
    long hands = 0, kept = 0;
    for (int i = 0; i < FILE_CLASSES && (double)hands * 100.0 < high * FILE_HANDS - 1e-9; i++) {
        int cards[4];
        uint64_t seen[24];
        cr_assert(cards_of(f->name[i], cards));
        const int count = class_hands(cards, seen);
        for (int k = 0; k < count && (double)hands * 100.0 >= low * FILE_HANDS - 1e-9; k++)
            kept += (seen[k] & known) == 0;
        hands += count;
    }
    return kept;
}

/* The range against a fixed hand on a whole board, exact: one showdown a
 * hand of the range that the nine known cards leave. */
static long showdowns(int game, const char *range, pokeq_error_info *e)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
    q.method = POKEQ_METHOD_EXACT;
    q.seats = 2;
    q.seat[0].text = range;
    q.seat[1].text = "2c3d4h5s";
    q.board = "7c8d9hTsJc";
    pokeq_result r;
    const int code = pokeq_solve(&q, &r, e);
    return code != 0 ? code : (long)r.count;
}

Test(omaha_ranking, n_percent_holds_the_shortest_prefix)
{
    omaha_file *f = read_omaha_file();
    int known_cards[9] = {0, 5, 10, 15, 20, 25, 30, 35, 36}; /* 2c 3d 4h 5s 7c 8d 9h Ts Jc */
    uint64_t known = 0;
    for (int i = 0; i < 9; i++)
        known |= 1ULL << known_cards[i];
    const double percents[] = {0.5, 1, 5, 10, 12.5, 25, 50, 100};
    for (size_t k = 0; k < sizeof percents / sizeof percents[0]; k++) {
        char text[16];
        snprintf(text, sizeof text, "%g%%", percents[k]);
        pokeq_error_info e;
        cr_expect_eq(showdowns(POKEQ_GAME_OMAHA, text, &e), span_hands(f, 0, percents[k], known), "%s: %s", text,
                     e.message);
    }
    pokeq_error_info e;
    cr_expect_eq(showdowns(POKEQ_GAME_OMAHA, "5%-10%", &e), span_hands(f, 5, 10, known), "%s", e.message);
    free(f);
}

Test(omaha_ranking, games_without_a_ranking_refuse_n_percent)
{
    const int games[] = {POKEQ_GAME_OMAHA5, POKEQ_GAME_OMAHA6, POKEQ_GAME_OMAHA_HILO, POKEQ_GAME_OMAHA5_HILO};
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        pokeq_error_info e;
        cr_expect_eq(showdowns(games[k], "10%", &e), -POKEQ_ERR_RANGE_SYNTAX, "%s", pokeq_game_name(games[k]));
        cr_expect(strstr(e.message, pokeq_game_name(games[k])) != NULL && strstr(e.message, "percentage") != NULL,
                  "%s: %s", pokeq_game_name(games[k]), e.message);
    }
}
