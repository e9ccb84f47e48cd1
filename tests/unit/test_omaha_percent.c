/* SPDX-License-Identifier: MIT */
/* Omaha "N%" terms (text/omaha_range.h with ranking.h's Omaha rankings,
 * omaha's and omaha-hilo's):
 * every one of the 270,725 hands weighs what the term gives the classes of
 * the committed file's shortest prefix (tests/support/omaha_ranking_file.h,
 * the classes found by trying the 24 suit renamings, not by the library's
 * key), alone, as a span and beside a pattern term; the listing holds the
 * same hands; and without a ranking a percentage is refused. */
#include "testing.h"

#include "omaha_ranking_file.h"
#include "text/omaha_range.h"
#include "text/ranking.h"

/* in[k]: whether the class whose least image is least[k] is in the top
 * percent (the file's order); least[] sorted, as the classes' images. */
typedef struct prefix_set {
    uint64_t least[FILE_CLASSES];
    uint8_t in[FILE_CLASSES];
} prefix_set;

static int by_least(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* The classes of the top `high` percent but not the top `low`. */
static void prefix_of(const omaha_file *f, double low, double high, prefix_set *out)
{
    uint64_t (*keyed)[2] = malloc(sizeof *keyed * FILE_CLASSES);
    long hands = 0;
    for (int i = 0; i < FILE_CLASSES; i++) {
        int cards[4];
        cr_assert(cards_of(f->name[i], cards));
        const double before = (double)hands * 100.0;
        hands += class_images(cards, &keyed[i][0]);
        keyed[i][1] = before < high * FILE_HANDS - 1e-9 && !(before < low * FILE_HANDS - 1e-9);
    }
    qsort(keyed, FILE_CLASSES, sizeof *keyed, by_least);
    for (int i = 0; i < FILE_CLASSES; i++) {
        out->least[i] = keyed[i][0];
        out->in[i] = (uint8_t)keyed[i][1];
    }
    free(keyed);
}

static int hand_in(const prefix_set *set, uint64_t hand)
{
    int cards[4], n = 0;
    for (int c = 0; c < 52; c++)
        if (hand >> c & 1)
            cards[n++] = c;
    uint64_t least;
    class_images(cards, &least);
    const uint64_t *at = bsearch(&least, set->least, FILE_CLASSES, sizeof least, by_least);
    cr_assert(at != NULL, "a hand of no class in the file");
    return set->in[at - set->least];
}

static void expect_term(const omaha_file *f, const omaha_ranking *ranking, const char *text, double low,
                        double high)
{
    prefix_set *set = malloc(sizeof *set);
    prefix_of(f, low, high, set);
    omaha_range range;
    pokeq_range_error error;
    cr_assert_eq(omaha_range_parse_ranked(text, 4, ranking, &range, &error), 0, "%s: %s", text,
                 error.reason);
    long wrong = 0, in = 0;
    for (int a = 0; a < 52; a++)
        for (int b = a + 1; b < 52; b++)
            for (int c = b + 1; c < 52; c++)
                for (int d = c + 1; d < 52; d++) {
                    const uint64_t hand = 1ULL << a | 1ULL << b | 1ULL << c | 1ULL << d;
                    const int want = hand_in(set, hand);
                    in += want;
                    wrong += (omaha_range_weight(&range, hand) != 0) != want;
                }
    cr_expect_eq(wrong, 0, "%s: %ld hands weigh wrong", text, wrong);
    uint64_t *hands;
    cr_expect_eq(omaha_range_hands(&range, 0, 1L << 20, &hands), in, "%s: the listing", text);
    free(hands);
    omaha_range_free(&range);
    free(set);
}

Test(omaha_percent, each_hand_is_in_as_the_file_says)
{
    omaha_file *f = read_omaha_file("omaha");
    cr_expect_eq(ranking_omaha_of(POKEQ_GAME_OMAHA), &ranking_omaha);
    expect_term(f, &ranking_omaha, "10%", 0, 10);
    expect_term(f, &ranking_omaha, "5%-12.5%", 5, 12.5);
    expect_term(f, &ranking_omaha, "0%", 0, 0);
    free(f);
}

/* omaha-hilo reads its own file's order (both half pots). */
Test(omaha_percent, omaha_hilo_hands_are_in_as_its_file_says)
{
    omaha_file *f = read_omaha_file("omaha-hilo");
    cr_expect_eq(ranking_omaha_of(POKEQ_GAME_OMAHA_HILO), &ranking_omaha_hilo);
    cr_expect_eq(ranking_omaha_of(POKEQ_GAME_OMAHA5_HILO), NULL);
    expect_term(f, &ranking_omaha_hilo, "10%", 0, 10);
    expect_term(f, &ranking_omaha_hilo, "3%-7%", 3, 7);
    free(f);
}

Test(omaha_percent, beside_a_pattern_the_higher_weight_wins)
{
    omaha_range range;
    cr_assert_eq(omaha_range_parse_ranked("1%, 2c2d3h4s:0.5, AsAhKsKh:0.25", 4, &ranking_omaha, &range, NULL), 0);
    cr_expect_eq(omaha_range_weight(&range, 1ULL << 0 | 1ULL << 1 | 1ULL << 6 | 1ULL << 11), 50);
    const uint64_t aakk = 1ULL << 51 | 1ULL << 50 | 1ULL << 47 | 1ULL << 46;
    cr_expect_eq(omaha_range_weight(&range, aakk), POKEQ_RANGE_WEIGHT_ONE, "AAKK double suited is in the top 1%");
    omaha_range_free(&range);
}

Test(omaha_percent, without_a_ranking_it_is_refused)
{
    omaha_range range;
    pokeq_range_error error;
    cr_expect_eq(omaha_range_parse("AAxx,10%", 4, &range, &error), -POKEQ_ERR_RANGE_SYNTAX);
    cr_expect_eq(error.offset, 5);
    cr_expect(strstr(error.reason, "percentage") != NULL, "%s", error.reason);
    cr_expect_eq(omaha_range_parse_ranked("10%", 5, &ranking_omaha, &range, NULL), -POKEQ_ERR_ARGUMENT);
}
