/* SPDX-License-Identifier: MIT */
/* Card parsing and formatting. */
#include "testing.h"

#include "card.h"

Test(cards, every_card_round_trips)
{
    for (int card = 0; card < 52; card++) {
        char text[3];
        cr_assert_not_null(pokeq_card_format(card, text));
        cr_expect_eq(pokeq_card_parse(text), card, "%s", text);
    }
}

Test(cards, codes_follow_rank_and_suit)
{
    cr_expect_eq(pokeq_card_parse("2c"), 0);
    cr_expect_eq(pokeq_card_parse("2s"), 3);
    cr_expect_eq(pokeq_card_parse("As"), 51);
    cr_expect_eq(pokeq_card_parse("Td"), 4 * 8 + 1);
    cr_expect_eq(pokeq_card_parse("Kh"), 4 * 11 + 2);
}

Test(cards, accepted_spellings)
{
    cr_expect_eq(pokeq_card_parse("as"), 51);
    cr_expect_eq(pokeq_card_parse("AS"), 51);
    cr_expect_eq(pokeq_card_parse("aS"), 51);
    cr_expect_eq(pokeq_card_parse("td"), pokeq_card_parse("Td"));
    cr_expect_eq(pokeq_card_parse("10d"), pokeq_card_parse("Td"));
    cr_expect_eq(pokeq_card_parse("10H"), pokeq_card_parse("Th"));
}

Test(cards, rejected_inputs)
{
    const char *bad[] = {"", "1s", "Ax", "Asx", "A", "s", "AsKs", " As", "As ", "0s", "11s", "10", "1",
                         "Zs", "A\xc3\xa9", "10sx", "T", "♠A"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        cr_expect_eq(pokeq_card_parse(bad[i]), -1, "accepted '%s'", bad[i]);
    cr_expect_eq(pokeq_card_parse(NULL), -1);
}

Test(cards, formatter_rejects_bad_codes)
{
    char text[3];
    cr_expect_null(pokeq_card_format(-1, text));
    cr_expect_null(pokeq_card_format(52, text));
    cr_expect_str_eq(pokeq_card_format(34, text), "Th");
}

Test(cards, lists)
{
    int cards[7], at;
    enum card_list_error kind;
    cr_expect_eq(card_list_parse("AhKd7c", cards, 7, &at, &kind), 3);
    cr_expect_eq(cards[0], pokeq_card_parse("Ah"));
    cr_expect_eq(cards[2], pokeq_card_parse("7c"));
    cr_expect_eq(card_list_parse("Ah, 10d 2c", cards, 7, &at, &kind), 3);
    cr_expect_eq(cards[1], pokeq_card_parse("Td"));
    cr_expect_eq(card_list_parse("", cards, 7, &at, &kind), 0);

    cr_expect_eq(card_list_parse("AhKx7c", cards, 7, &at, &kind), -1);
    cr_expect_eq(kind, CARD_LIST_BAD_CARD);
    cr_expect_eq(at, 2);
    cr_expect_eq(card_list_parse("AhKdAh", cards, 7, &at, &kind), -1);
    cr_expect_eq(kind, CARD_LIST_REPEATED);
    cr_expect_eq(at, 4);
    cr_expect_eq(card_list_parse("AhKdQc", cards, 2, &at, &kind), -1);
    cr_expect_eq(kind, CARD_LIST_TOO_MANY);
    cr_expect_eq(at, 4);
    char text[15];
    const int three[3] = {51, 34, 0};
    cr_expect_str_eq(card_list_format(three, 3, text), "AsTh2c");
}
