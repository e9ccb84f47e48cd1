/* numbers.c - numbers in command words (numbers.h). */
#include "numbers.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

/* A decimal number with nothing after it; strtod alone would also take
 * "inf", "nan", hex and leading blanks. */
bool number_decimal(const char *text, double *value)
{
    if (!(text[0] >= '0' && text[0] <= '9') && !(text[0] == '.' && text[1] >= '0' && text[1] <= '9'))
        return false;
    char *end;
    errno = 0;
    *value = strtod(text, &end);
    return errno == 0 && *end == '\0' && isfinite(*value);
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

/* A seed: any 64-bit value, in decimal digits (a double would round it). */
bool number_seed(const char *text, uint64_t *value)
{
    if (text[0] < '0' || text[0] > '9')
        return false;
    char *end;
    errno = 0;
    const unsigned long long v = strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0')
        return false;
    *value = (uint64_t)v;
    return true;
}
