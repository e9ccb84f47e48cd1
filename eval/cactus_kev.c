/* SPDX-License-Identifier: MIT */
/* cactus_kev.c - Cactus Kev's evaluator on the library's tables. */
#include "cactus_kev.h"

#include "five_of_seven.h"
#include "pokeq_tables.h"

const ck_tables CK_TABLES = {
    ck_card_words, ck_flush_values, ck_unique5_values, ck_products, ck_product_values,
};

static int ck_eval5_callback(const void *tables, const int five[5])
{
    const uint32_t *w = ((const ck_tables *)tables)->card_words;
    return ck_lookup5(tables, w[five[0]], w[five[1]], w[five[2]], w[five[3]], w[five[4]]);
}

int ck_eval5(const int cards[5]) { return ck_eval5_callback(&CK_TABLES, cards); }

int ck_eval7(const int cards[7]) { return best_five_of_seven(cards, ck_eval5_callback, &CK_TABLES); }
