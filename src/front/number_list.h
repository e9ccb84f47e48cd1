/* SPDX-License-Identifier: MIT */
/*
 * number_list.h - a comma-separated list of numbers as `pokeq icm` takes
 * them ("5000,3000,2000"): each item a plain decimal of numbers.h (no
 * sign, no blanks), above zero or at least zero as asked; no empty item.
 * Pure; safe from any thread.
 */
#ifndef POKEQ_NUMBER_LIST_H
#define POKEQ_NUMBER_LIST_H

#include <stdbool.h>
#include <stddef.h>

enum number_list_status { NUMBER_LIST_OK = 0, NUMBER_LIST_BAD_ITEM = 1, NUMBER_LIST_TOO_MANY = 2 };

typedef struct number_list_error {
    size_t offset, length;      /* the bad item's bytes in the text */
} number_list_error;

/* Parses text into values[0..max); *count gets the items read. Returns
 * NUMBER_LIST_OK, or an error with *error naming the item: BAD_ITEM (not
 * a number, or zero or less when positive; an empty item too), TOO_MANY
 * (the item past max). */
int number_list_parse(const char *text, bool positive, double *values, int max, int *count,
                      number_list_error *error);

#endif
