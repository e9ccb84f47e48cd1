/* SPDX-License-Identifier: MIT */
/* Hand classes through pokeq.h: each class's combo count is the number of
 * combos the library files under it, and the 169 add up to all 1,326. */
#include "testing.h"

Test(classes, combos_per_class_match_the_combos_filed_under_it)
{
    int filed[POKEQ_CLASSES] = {0};
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        filed[pokeq_combo_class(combo)]++;
    int total = 0;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char name[4];
        const int want = pokeq_class_name(cls, name)[0] == name[1] ? 6 : name[2] == 's' ? 4 : 12;
        cr_expect_eq(pokeq_class_combos(cls), filed[cls], "%s", name);
        cr_expect_eq(pokeq_class_combos(cls), want, "%s", name);
        total += pokeq_class_combos(cls);
    }
    cr_expect_eq(total, POKEQ_COMBOS);
    cr_expect_eq(pokeq_class_combos(-1), -1);
    cr_expect_eq(pokeq_class_combos(POKEQ_CLASSES), -1);
}
