/* SPDX-License-Identifier: MIT */
/* number_list.c - comma-separated numbers (number_list.h). */
#include "front/number_list.h"

#include "front/numbers.h"

#include <string.h>

enum { ITEM_MAX = 64 }; /* bytes of one item, past which it is no number */

int number_list_parse(const char *text, bool positive, double *values, int max, int *count,
                      number_list_error *error)
{
    *count = 0;
    for (size_t at = 0;;) {
        const size_t length = strcspn(text + at, ",");
        char word[ITEM_MAX];
        double v = 0;
        *error = (number_list_error){at, length};
        if (length >= sizeof word)
            return NUMBER_LIST_BAD_ITEM;
        memcpy(word, text + at, length);
        word[length] = '\0';
        if (!number_decimal(word, &v) || v < 0 || (positive && v == 0))
            return NUMBER_LIST_BAD_ITEM;
        if (*count == max)
            return NUMBER_LIST_TOO_MANY;
        values[(*count)++] = v;
        at += length;
        if (text[at] == '\0')
            return NUMBER_LIST_OK;
        at++;
    }
}
