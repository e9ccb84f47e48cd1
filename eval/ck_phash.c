/* SPDX-License-Identifier: MIT */
/* ck_phash.c - the perfect-hash Cactus Kev evaluator on the library's tables. */
#include "ck_phash.h"

#include "five_of_seven.h"
#include "pokeq_tables.h"

const ckph_tables CKPH_TABLES = {
    &CK_TABLES, CKPH_MULTIPLIER, ckph_displacements, ckph_values,
};

static int ckph_eval5_callback(const void *tables, const int five[5])
{
    const ckph_tables *t = tables;
    const uint32_t *w = t->ck->card_words;
    return ckph_lookup5(t, w[five[0]], w[five[1]], w[five[2]], w[five[3]], w[five[4]]);
}

int ckph_eval5(const int cards[5]) { return ckph_eval5_callback(&CKPH_TABLES, cards); }

int ckph_eval7(const int cards[7]) { return best_five_of_seven(cards, ckph_eval5_callback, &CKPH_TABLES); }
