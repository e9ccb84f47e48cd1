/* SPDX-License-Identifier: MIT */
/* "N%" in Omaha 4 (pokeq_solve), through pokeq.h and the committed data
 * files data/ranking-omaha.tsv and data/ranking-omaha-hilo.tsv (each test
 * runs on both; hi/lo: equity_units over 2520 x 2 x trials, two half pots
 * a trial):
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
 *    Omaha ranking (omaha5, omaha6, omaha5-hilo) refuses "N%" naming the game;
 *  - hi/lo's order is sane: A-A-2-3 double suited, the best hi/lo hand,
 *    is among its first ten, and a few classes far apart in the file keep
 *    their order when counted again with another seed. */
#include "testing.h"

#include "omaha_ranking_file.h"

#include <math.h>

static int by_value(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static const int GAMES[] = {POKEQ_GAME_OMAHA, POKEQ_GAME_OMAHA_HILO};

/* Half pots a trial: 2 in hi/lo. */
static int halves(int game)
{
    return game == POKEQ_GAME_OMAHA_HILO ? 2 : 1;
}

static void expect_ordered_and_whole(int game)
{
    omaha_file *f = read_omaha_file(pokeq_game_name(game));
    uint64_t *least = malloc(sizeof *least * FILE_CLASSES);
    long hands = 0;
    for (int i = 0; i < FILE_CLASSES; i++) {
        int cards[4];
        cr_assert(cards_of(f->name[i], cards), "rank %d: '%s'", i + 1, f->name[i]);
        hands += class_images(cards, &least[i]);
        cr_expect(fabs(f->percent[i] - 100.0 * (double)hands / FILE_HANDS) < 1e-4, "rank %d: cumulative %f", i + 1,
                  f->percent[i]);
        const double equity = (double)f->units[i] / (2520.0 * halves(game) * (double)f->trials);
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

Test(omaha_ranking, the_file_is_ordered_and_whole)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++)
        expect_ordered_and_whole(GAMES[g]);
}

static uint64_t units_of(int game, const char *hand, uint64_t trials, uint64_t seed, int threads,
                         double *stderr_equity)
{
    pokeq_request q;
    pokeq_request_init(&q);
    q.game = game;
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
    cr_assert_eq(r.count, trials * (uint64_t)halves(game));
    *stderr_equity = r.seat[0].stderr_equity;
    return r.seat[0].counts.equity_units;
}

static void expect_engine_counts(int game)
{
    omaha_file *f = read_omaha_file(pokeq_game_name(game));
    const int ranks[] = {0, FILE_CLASSES / 2, FILE_CLASSES - 1};
    for (int k = 0; k < 3; k++) {
        const int i = ranks[k];
        double se;
        cr_expect_eq(units_of(game, f->name[i], f->trials, f->seed, 1, &se), f->units[i], "%s, 1 thread", f->name[i]);
        cr_expect_eq(units_of(game, f->name[i], f->trials, f->seed, 3, &se), f->units[i], "%s, 3 threads", f->name[i]);
    }
    /* another seed: an independent estimate within 4 standard errors of both */
    double se;
    const int mid = FILE_CLASSES / 2;
    const double other = (double)units_of(game, f->name[mid], f->trials, f->seed + 7, 0, &se) /
                         (2520.0 * halves(game) * (double)f->trials);
    const double both = sqrt(se * se + f->stderr_equity[mid] * f->stderr_equity[mid]);
    cr_expect(fabs(other - f->equity[mid]) < 4 * both, "%s: %f against %f", f->name[mid], other, f->equity[mid]);
    free(f);
}

Test(omaha_ranking, the_file_is_what_the_engine_counts)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++)
        expect_engine_counts(GAMES[g]);
}

/* Hi/lo's order: A-A-2-3 double suited (AsAh2s3h, the representative) is
 * among the first ten; classes 1,000 places apart, counted again with
 * another seed and 4 times the trials, keep their order. */
Test(omaha_ranking, the_hilo_order_is_sane)
{
    omaha_file *f = read_omaha_file("omaha-hilo");
    int want[4], at = -1;
    uint64_t aa23, least;
    cr_assert(cards_of("As2sAh3h", want)); /* A-2 of one suit, A-3 of another */
    class_images(want, &aa23);
    for (int i = 0; i < FILE_CLASSES && at < 0; i++) {
        int cards[4];
        cr_assert(cards_of(f->name[i], cards));
        class_images(cards, &least);
        at = least == aa23 ? i : -1;
    }
    cr_expect(at >= 0 && at < 10, "A-A-2-3 double suited is rank %d", at + 1);
    double previous = 2;
    for (int i = 0; i < FILE_CLASSES; i += 4000) {
        double se;
        const double equity = (double)units_of(POKEQ_GAME_OMAHA_HILO, f->name[i], 4 * f->trials, f->seed + 11, 0, &se) /
                              (2520.0 * 2 * 4 * (double)f->trials);
        cr_expect(equity < previous, "%s (rank %d): %f, above the class 4,000 places higher", f->name[i], i + 1,
                  equity);
        previous = equity;
    }
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

/* The range against a fixed hand on a whole board, exact: one showdown
 * (hi/lo: two half pots) a hand of the range that the nine known cards
 * leave; the hands. */
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
    return code != 0 ? code : (long)r.count / halves(game); /* hi/lo: two half pots a hand */
}

static void expect_shortest_prefix(int game)
{
    omaha_file *f = read_omaha_file(pokeq_game_name(game));
    int known_cards[9] = {0, 5, 10, 15, 20, 25, 30, 35, 36}; /* 2c 3d 4h 5s 7c 8d 9h Ts Jc */
    uint64_t known = 0;
    for (int i = 0; i < 9; i++)
        known |= 1ULL << known_cards[i];
    const double percents[] = {0.5, 1, 5, 10, 12.5, 25, 50, 100};
    for (size_t k = 0; k < sizeof percents / sizeof percents[0]; k++) {
        char text[16];
        snprintf(text, sizeof text, "%g%%", percents[k]);
        pokeq_error_info e;
        cr_expect_eq(showdowns(game, text, &e), span_hands(f, 0, percents[k], known), "%s %s: %s",
                     pokeq_game_name(game), text, e.message);
    }
    pokeq_error_info e;
    cr_expect_eq(showdowns(game, "5%-10%", &e), span_hands(f, 5, 10, known), "%s", e.message);
    free(f);
}

Test(omaha_ranking, n_percent_holds_the_shortest_prefix)
{
    for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++)
        expect_shortest_prefix(GAMES[g]);
}

Test(omaha_ranking, games_without_a_ranking_refuse_n_percent)
{
    const int games[] = {POKEQ_GAME_OMAHA5, POKEQ_GAME_OMAHA6, POKEQ_GAME_OMAHA5_HILO};
    for (size_t k = 0; k < sizeof games / sizeof games[0]; k++) {
        pokeq_error_info e;
        cr_expect_eq(showdowns(games[k], "10%", &e), -POKEQ_ERR_RANGE_SYNTAX, "%s", pokeq_game_name(games[k]));
        cr_expect(strstr(e.message, pokeq_game_name(games[k])) != NULL && strstr(e.message, "percentage") != NULL,
                  "%s: %s", pokeq_game_name(games[k]), e.message);
    }
}
