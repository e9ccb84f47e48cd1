/* SPDX-License-Identifier: MIT */
/* range_text.c - the range syntax every game shares (see range_text.h). */
#include "text/range_text.h"

#include <ctype.h>
#include <string.h>

/* A decimal "12", "0.5", "12.25" (at most 6 decimals) occupying all of
 * text[0..length) into millionths; -1 if not one, or above 10^12. */
int64_t range_read_decimal(const char *text, int length)
{
    int64_t whole = 0, fraction = 0, scale = RANGE_MICRO;
    int i = 0, digits = 0;
    for (; i < length && isdigit((unsigned char)text[i]); i++, digits++) {
        whole = whole * 10 + (text[i] - '0');
        if (whole > 1000000)
            return -1;
    }
    if (i < length && text[i] == '.') {
        for (i++; i < length && isdigit((unsigned char)text[i]); i++, digits++) {
            if (scale == 1)
                return -1;
            scale /= 10;
            fraction += (text[i] - '0') * scale;
        }
    }
    return i == length && digits > 0 ? whole * RANGE_MICRO + fraction : -1;
}

int range_matches_word(const char *text, int length, const char *word)
{
    if ((int)strlen(word) != length)
        return 0;
    for (int i = 0; i < length; i++)
        if (tolower((unsigned char)text[i]) != word[i])
            return 0;
    return 1;
}

/* Splits a ":0.5" / "@50" suffix off; *length shrinks to the body. The
 * weight in hundredths, POKEQ_RANGE_WEIGHT_ONE without one. Weights are
 * kept in hundredths, so one that is not a whole hundredth (":0.333",
 * ":0.004", "@12.5") is refused rather than rounded: rounding would make
 * ":0.004" a silent zero. Zeros after the decimal point say nothing
 * (":0.5000000" is 0.5). */
const char *range_read_weight(const char *text, int *length, int *weight)
{
    *weight = POKEQ_RANGE_WEIGHT_ONE;
    int mark = *length - 1;
    while (mark >= 0 && text[mark] != ':' && text[mark] != '@')
        mark--;
    if (mark < 0)
        return NULL;
    const char *number = text + mark + 1;
    int size = *length - mark - 1;
    const int fraction = text[mark] == ':';
    if (memchr(number, '.', (size_t)size) != NULL)
        while (size > 1 && number[size - 1] == '0')
            size--;
    int digits = 0, dots = 0;
    for (int i = 0; i < size; i++) {
        digits += isdigit((unsigned char)number[i]) != 0;
        dots += number[i] == '.';
    }
    const char *finer = fraction ? "a ':' weight is in whole hundredths, 0.01 to 1 (0 leaves the hand out)"
                                 : "an '@' weight is a whole percentage, 1 to 100 (0 leaves the hand out)";
    const char *too_big = fraction ? "a ':' weight is at most 1" : "an '@' weight is at most 100";
    const int64_t value = range_read_decimal(number, size);
    if (value < 0 && digits > 0 && dots <= 1 && digits + dots == size)
        return dots > 0 ? finer : too_big; /* more decimals, or more digits, than millionths hold */
    if (value < 0)
        return "a weight is a number after ':' (0..1) or '@' (0..100)";
    if (value > (fraction ? 1 : 100) * (int64_t)RANGE_MICRO)
        return too_big;
    const int64_t unit = fraction ? RANGE_MICRO / POKEQ_RANGE_WEIGHT_ONE : RANGE_MICRO;
    if (value % unit != 0)
        return finer;
    *weight = (int)(value / unit);
    *length = mark;
    return NULL;
}

static int fail(pokeq_range_error *error, int offset, int length, const char *reason)
{
    if (error) {
        error->offset = offset;
        error->length = length;
        error->reason = reason;
    }
    return -POKEQ_ERR_RANGE_SYNTAX;
}

int range_text_each_term(const char *text, range_term_reader read, void *context, pokeq_range_error *error)
{
    if (strnlen(text, RANGE_TEXT_MAX + 1) > RANGE_TEXT_MAX)
        return fail(error, 0, 0, "range text longer than 1 MiB");
    for (int start = 0;;) {
        int end = start;
        while (text[end] != '\0' && text[end] != ',')
            end++;
        /* The term's place: its first to last non-space character. */
        int first = start, last = end;
        while (first < end && isspace((unsigned char)text[first]))
            first++;
        while (last > first && isspace((unsigned char)text[last - 1]))
            last--;
        char term[RANGE_TERM_MAX];
        int length = 0;
        for (int i = first; i < last; i++) {
            if (isspace((unsigned char)text[i]))
                continue;
            if (length == RANGE_TERM_MAX)
                return fail(error, first, last - first, "term too long");
            term[length++] = text[i];
        }
        const char *problem = read(term, length, context);
        if (problem)
            return fail(error, first, last - first, problem);
        if (text[end] == '\0')
            return POKEQ_OK;
        start = end + 1;
    }
}

const char *range_read_percent(const char *text, int length, int64_t *low, int64_t *high)
{
    const char *dash = memchr(text, '-', (size_t)length);
    const int first_length = dash ? (int)(dash - text) : length;
    *low = 0;
    if (first_length == 0 || text[first_length - 1] != '%' || text[length - 1] != '%')
        return "a percentage ends in %";
    *high = range_read_decimal(text, first_length - 1);
    if (dash) {
        *low = *high;
        *high = range_read_decimal(dash + 1, length - first_length - 2);
    }
    if (*low < 0 || *high < 0 || *low > 100 * RANGE_MICRO || *high > 100 * RANGE_MICRO)
        return "a percentage is a number 0..100 followed by %";
    if (*low > *high) {
        const int64_t swap = *low;
        *low = *high;
        *high = swap;
    }
    return NULL;
}
