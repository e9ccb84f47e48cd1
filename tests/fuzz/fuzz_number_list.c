/* SPDX-License-Identifier: MIT */
/*
 * fuzz_number_list.c - libFuzzer target for the number lists of `pokeq
 * icm` (--stacks, --payouts): number_list_parse (src/front/number_list.h).
 *
 * Input: byte 0 picks positive (bit 0) and the capacity (the rest, 0..63),
 * the rest is the text. Properties: a list that parses has one value per
 * comma-separated item, at most capacity, each finite, at least zero (above
 * zero when positive) and equal to number_decimal of its item; a refused
 * list names one whole item inside the text (between commas or the ends),
 * and that item is not a number the list takes (or is the one past the
 * capacity).
 */
#include "fuzz_check.h"

#include "front/number_list.h"
#include "front/numbers.h"

#include <math.h>

enum { CAPACITY_MAX = 63 };

/* Item k of text (0-based) into word (NUL-terminated, cut to size). */
static void item_of(const char *text, int k, char *word, size_t size)
{
    const char *at = text;
    for (; k > 0; k--)
        at = strchr(at, ',') + 1;
    const size_t length = strcspn(at, ",");
    snprintf(word, size, "%.*s", (int)length, at);
}

static void check_parsed(const char *text, bool positive, const double *values, int count, int max)
{
    int items = 1;
    for (const char *c = text; *c; c++)
        items += *c == ',';
    FUZZ_CHECK(count == items && count <= max, "%d values of %d items (max %d)", count, items, max);
    for (int k = 0; k < count; k++) {
        char word[128];
        double v;
        item_of(text, k, word, sizeof word);
        FUZZ_CHECK(number_decimal(word, &v) && v == values[k], "item %d '%s' read as %g", k, word, values[k]);
        FUZZ_CHECK(isfinite(values[k]) && values[k] >= 0 && (!positive || values[k] > 0), "value %g", values[k]);
    }
}

static void check_refused(const char *text, bool positive, int status, const number_list_error *e, int count,
                          int max)
{
    const size_t length = strlen(text);
    FUZZ_CHECK(e->offset <= length && e->offset + e->length <= length, "item [%zu, +%zu) of %zu bytes", e->offset,
               e->length, length);
    FUZZ_CHECK(e->offset == 0 || text[e->offset - 1] == ',', "the item starts mid-item at %zu", e->offset);
    FUZZ_CHECK(text[e->offset + e->length] == ',' || text[e->offset + e->length] == '\0', "the item ends mid-item");
    FUZZ_CHECK(memchr(text + e->offset, ',', e->length) == NULL, "the item holds a comma");
    if (status == NUMBER_LIST_TOO_MANY) {
        FUZZ_CHECK(count == max, "too many after %d of %d", count, max);
        return;
    }
    char word[128];
    double v;
    snprintf(word, sizeof word, "%.*s", (int)e->length, text + e->offset);
    FUZZ_CHECK(e->length >= 64 || !number_decimal(word, &v) || v < 0 || (positive && v == 0),
               "'%s' is a number the list takes", word);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const bool positive = data[0] & 1;
    const int max = (data[0] >> 1) % (CAPACITY_MAX + 1);
    char *text = fuzz_string(data + 1, size - 1);
    double values[CAPACITY_MAX];
    int count;
    number_list_error error;
    const int status = number_list_parse(text, positive, values, max, &count, &error);
    if (status == NUMBER_LIST_OK)
        check_parsed(text, positive, values, count, max);
    else
        check_refused(text, positive, status, &error, count, max);
    free(text);
    return 0;
}
