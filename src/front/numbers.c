/* SPDX-License-Identifier: MIT */
/* numbers.c - numbers in command words (numbers.h). */
#include "front/numbers.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DIGITS "0123456789"

/* Whether text is exactly a number of the documented grammar: digits
 * with an optional fraction ("12", "0.25", ".5", "5."), then an optional
 * exponent ("e" or "E", an optional sign, digits). strtod alone would also
 * take a sign, leading blanks, hex ("0x10"), "inf" and "nan". */
static bool decimal_shape(const char *text)
{
    size_t at = strspn(text, DIGITS), digits = at;
    if (text[at] == '.') {
        const size_t fraction = strspn(text + at + 1, DIGITS);
        digits += fraction;
        at += 1 + fraction;
    }
    if (digits == 0)
        return false;
    if (text[at] == 'e' || text[at] == 'E') {
        at += 1 + (text[at + 1] == '+' || text[at + 1] == '-');
        const size_t exponent = strspn(text + at, DIGITS);
        if (exponent == 0)
            return false;
        at += exponent;
    }
    return text[at] == '\0';
}

/* A finite number of that grammar; overflow and underflow are refused. */
bool number_decimal(const char *text, double *value)
{
    if (!decimal_shape(text))
        return false;
    errno = 0;
    *value = strtod(text, NULL);
    return errno == 0 && isfinite(*value);
}

/* A whole number in [low, high], written plainly or as "1e6". */
bool number_whole(const char *text, double low, double high, uint64_t *value)
{
    double v;
    if (!number_decimal(text, &v) || v != floor(v) || v < low || v > high)
        return false;
    *value = (uint64_t)v;
    return true;
}

/* A seed: any 64-bit value, in decimal digits only (a double would round
 * it); past 2^64 - 1 is refused, not wrapped. */
bool number_seed(const char *text, uint64_t *value)
{
    if (text[0] == '\0' || text[strspn(text, DIGITS)] != '\0')
        return false;
    char *end;
    errno = 0;
    const unsigned long long v = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0')
        return false;
    *value = (uint64_t)v;
    return true;
}
