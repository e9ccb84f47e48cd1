/* SPDX-License-Identifier: MIT */
/* Range text: every form's combo count, the exact combos of a few, weights,
 * merging, the normalised text, and rejections with the bad term's place. */
#include "testing.h"

#include "text/combo.h"

#include <string.h>

static pokeq_range parsed(const char *text)
{
    pokeq_range r;
    pokeq_range_error e = {0};
    const int rc = pokeq_range_parse(text, &r, &e);
    cr_assert_eq(rc, 0, "'%s' failed at %d: %s", text, e.offset, e.reason ? e.reason : "?");
    return r;
}

static int count_of(const char *text)
{
    const pokeq_range r = parsed(text);
    return pokeq_range_size(&r);
}

static int weight_of(const pokeq_range *r, const char *two_cards)
{
    const int a = pokeq_card_parse((char[]){two_cards[0], two_cards[1], 0});
    const int b = pokeq_card_parse((char[]){two_cards[2], two_cards[3], 0});
    return r->weight[pokeq_combo_index(a, b)];
}

Test(range_parse, counts_of_every_form)
{
    static const struct {
        const char *text;
        int combos;
    } cases[] = {
        {"QQ", 6},         {"QQ+", 18},       {"22+", 78},        {"22-66", 30},      {"66-22", 30},
        {"AKs", 4},        {"AKo", 12},       {"AK", 16},         {"KA s", 4},        {"A2s+", 48},
        {"KTo+", 36},      {"K9s-K6s", 16},   {"K6s-K9s", 16},    {"AJo-A9o", 36},    {"KQ-K9", 64},
        {"AhKh", 1},       {"10h10d", 1},     {"Th9h", 1},        {"random", 1326},   {"any", 1326},
        {"XxXx", 1326},    {"RANDOM", 1326},  {"qq+, aks", 22},   {" Q Q + ", 18},    {"A10s", 4},
        {"QQ+,AKs,AKs", 22}, {"AA,AhAs", 6},  {"0%", 0},          {"100%", 1326},     {"AKs:0.5", 4},
        {"AKs@50", 4},     {"AKs@0", 0},      {"32o", 12},        {"T9s+", 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        cr_expect_eq(count_of(cases[i].text), cases[i].combos, "'%s': %d combos, expected %d", cases[i].text,
                     count_of(cases[i].text), cases[i].combos);
}

Test(range_parse, exact_members)
{
    const pokeq_range r = parsed("A2s+,QQ");
    cr_expect_eq(weight_of(&r, "AsKs"), 100);
    cr_expect_eq(weight_of(&r, "Ac2c"), 100);
    cr_expect_eq(weight_of(&r, "AcKd"), 0);
    cr_expect_eq(weight_of(&r, "QhQc"), 100);
    cr_expect_eq(weight_of(&r, "KhKc"), 0);
    const pokeq_range span = parsed("K9s-K6s");
    cr_expect_eq(weight_of(&span, "Kd9d"), 100);
    cr_expect_eq(weight_of(&span, "Kd6d"), 100);
    cr_expect_eq(weight_of(&span, "Kd5d"), 0);
    cr_expect_eq(weight_of(&span, "KdTd"), 0);
}

Test(range_parse, weights_and_merging)
{
    const pokeq_range r = parsed("QQ:0.5, KK@25, AA:1, QhQd@80, JJ:0.33, TT@13, 99:0.3000000");
    cr_expect_eq(weight_of(&r, "QsQc"), 50);
    cr_expect_eq(weight_of(&r, "QhQd"), 80, "duplicates keep the higher weight");
    cr_expect_eq(weight_of(&r, "KsKc"), 25);
    cr_expect_eq(weight_of(&r, "AsAc"), 100);
    cr_expect_eq(weight_of(&r, "JsJc"), 33);
    cr_expect_eq(weight_of(&r, "TsTc"), 13);
    cr_expect_eq(weight_of(&r, "9s9c"), 30);
    const pokeq_range lower_later = parsed("AKs, AKs:0.2");
    cr_expect_eq(weight_of(&lower_later, "AsKs"), 100);
}

Test(range_parse, percentages_are_differences_of_prefixes)
{
    /* the rule and the orders are test_ranking.c's; here the syntax */
    cr_expect_eq(count_of("10%"), 136, "PokerStove's 10%%: 77+,A9s+,KTs+,QTs+,AJo+,KQo");
    cr_expect_eq(count_of("5%-10%") + count_of("5%"), count_of("10%"));
    cr_expect_eq(count_of("10%-5%"), count_of("5%-10%"));
    const pokeq_range lower = parsed("5%-10%"), upper = parsed("10%"), top = parsed("5%");
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        cr_expect_eq(lower.weight[combo] != 0, upper.weight[combo] != 0 && top.weight[combo] == 0);
    cr_expect_eq(count_of("10.5%"), count_of("10.2564%") + 12, "10.5%% adds ATo to 10%%");
    pokeq_range vs1;
    cr_assert_eq(pokeq_range_parse_ranked("10%", POKEQ_RANKING_VS1, &vs1, NULL), 0);
    cr_expect(pokeq_range_size(&vs1) >= 133 && pokeq_range_size(&vs1) <= 144);
    cr_expect_eq(pokeq_range_parse_ranked("10%", (enum pokeq_ranking)3, &vs1, NULL), -POKEQ_ERR_ARGUMENT);
}

Test(range_parse, rejections_name_the_term)
{
    static const struct {
        const char *text;
        int offset;
        int length;
    } cases[] = {
        {"QQ++", 0, 4},      {"AKx", 0, 3},      {"A2s-K5s", 0, 7},  {"101", 0, 3},    {"QQ:1.5", 0, 6},
        {"QQ@150", 0, 6},    {"QQ,,KK", 3, 0},   {"KK, QQs", 4, 3},  {"AhAh", 0, 4},   {"", 0, 0},
        {"QQ,", 3, 0},       {"AK,ZZ", 3, 2},    {"5%-", 0, 3},      {"110%", 0, 4},   {"QQ:", 0, 3},
        {"AKs-AKo", 0, 7},   {"22-AK", 0, 5},    {"QQ+ , A", 6, 1},  {"AKs:-1", 0, 6}, {"-5%", 0, 3},
        /* weights finer than a hundredth: refused, never rounded (issue 15) */
        {"QQ:0.004,AKs", 0, 8}, {"QQ,JJ:0.333", 3, 8}, {"TT@12.5", 0, 7}, {"QQ:0.0000001", 0, 12},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pokeq_range r;
        memset(&r, 0xff, sizeof r);
        pokeq_range_error e = {-1, -1, NULL};
        const int rc = pokeq_range_parse(cases[i].text, &r, &e);
        cr_expect_eq(rc, -POKEQ_ERR_RANGE_SYNTAX, "'%s' parsed", cases[i].text);
        cr_expect_eq(e.offset, cases[i].offset, "'%s': offset %d", cases[i].text, e.offset);
        cr_expect_eq(e.length, cases[i].length, "'%s': length %d", cases[i].text, e.length);
        cr_expect(e.reason != NULL && e.reason[0] != '\0');
        cr_expect_eq(pokeq_range_size(&r), 0, "a failed parse leaves an empty range");
    }
    cr_expect_eq(pokeq_range_parse(NULL, &(pokeq_range){0}, NULL), -POKEQ_ERR_ARGUMENT);
}

Test(range_parse, normalised_text_round_trips)
{
    static const char *const texts[] = {
        "QQ+,AKs",  "random", "22-66,A2s+,KTo+,K9s-K6s", "AK,AhKh@50", "AA:0.5,KK", "AJo-A9o,T9s",
        "10%",      "AsKd",   "QQ@33,JJ-99,A5s-A2s,AKo", "KQ-K9",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        const pokeq_range r = parsed(texts[i]);
        char text[4096];
        const int need = pokeq_range_format(&r, text, sizeof text);
        cr_assert(need > 0 && need < (int)sizeof text);
        const pokeq_range again = parsed(text);
        cr_expect_eq(memcmp(&r, &again, sizeof r), 0, "'%s' -> '%s' differs", texts[i], text);
    }
    char text[64];
    pokeq_range_format(&(pokeq_range){0}, text, sizeof text);
    cr_expect_str_eq(text, "");
    const pokeq_range r = parsed("AKs,QQ+,A5s-A3s");
    pokeq_range_format(&r, text, sizeof text);
    cr_expect_str_eq(text, "QQ+,AKs,A5s-A3s");
}

Test(range_parse, combo_and_class_helpers)
{
    int cards[2];
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        cr_assert_eq(pokeq_combo_cards(combo, cards), 0);
        cr_assert(cards[0] > cards[1]);
        cr_assert_eq(pokeq_combo_index(cards[1], cards[0]), combo);
    }
    char name[4];
    cr_expect_str_eq(pokeq_class_name(0, name), "AA");
    cr_expect_str_eq(pokeq_class_name(1, name), "AKs");
    cr_expect_str_eq(pokeq_class_name(13, name), "AKo");
    cr_expect_str_eq(pokeq_class_name(168, name), "22");
    int per_class[POKEQ_CLASSES] = {0};
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        per_class[pokeq_combo_class(combo)]++;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        cr_expect_eq(per_class[cls], class_combos(cls));
    cr_expect_eq(pokeq_combo_index(3, 3), -1);
}
