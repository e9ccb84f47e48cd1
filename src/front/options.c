/* SPDX-License-Identifier: MIT */
/* options.c - option words against a command's table (options.h). */
#include "front/options.h"

#include "front/numbers.h"

#include <string.h>

/* The spec named by word (up to its '=', if any), or -1. */
static int spec_of(const option_spec *specs, int spec_count, const char *word, size_t length)
{
    for (int i = 0; i < spec_count; i++) {
        const char *names[2] = {specs[i].name, specs[i].alias};
        for (int n = 0; n < 2; n++)
            if (names[n] != NULL && strlen(names[n]) == length && strncmp(word, names[n], length) == 0)
                return i;
    }
    return -1;
}

static bool choice_of(const char *const *choices, const char *text, uint64_t *index)
{
    for (uint64_t i = 0; choices[i] != NULL; i++)
        if (strcmp(choices[i], text) == 0) {
            *index = i;
            return true;
        }
    return false;
}

/* Whether text has the shape spec asks for; fills v's number. */
static bool value_fits(const option_spec *spec, const char *text, option_value *v)
{
    switch (spec->kind) {
    case VALUE_WHOLE:
        return number_whole(text, spec->low, spec->high, &v->whole);
    case VALUE_DECIMAL:
        return number_decimal(text, &v->decimal) && v->decimal <= spec->high &&
               (spec->low_inclusive ? v->decimal >= spec->low : v->decimal > spec->low);
    case VALUE_SEED:
        return number_seed(text, &v->whole);
    case VALUE_CHOICE:
        return choice_of(spec->choices, text, &v->whole);
    case VALUE_TEXT:
    case VALUE_NONE:
        return true;
    }
    return false;
}

/* The option word at words[*at]; advances *at past a separate value. */
static int parse_option(const option_spec *specs, int spec_count, const char *const *words, int count, int *at,
                        option_words *out, cli_error *error)
{
    const int index = *at;
    const char *word = words[index];
    const char *equals = strchr(word, '=');
    const size_t length = equals != NULL ? (size_t)(equals - word) : strlen(word);
    const int s = spec_of(specs, spec_count, word, length);
    if (s < 0)
        return cli_fail(error, index, word, "unknown option (--help lists them)");
    const option_spec *spec = &specs[s];
    option_value v = out->value[s];
    v.first_index = v.given ? v.first_index : index;
    v.given = true;
    if (spec->kind == VALUE_NONE) {
        if (equals != NULL)
            return cli_fail(error, index, word, "%s takes no value", spec->name);
        v.index = index;
        v.text = word;
        out->value[s] = v;
        return 0;
    }
    const char *text = equals != NULL ? equals + 1 : NULL;
    if (text == NULL && index + 1 < count)
        text = words[++*at];
    if (text == NULL || text[0] == '\0')
        return cli_fail(error, index, spec->name, "%s needs a value", spec->name);
    v.index = *at;
    v.text = text;
    if (!value_fits(spec, text, &v))
        return cli_fail(error, *at, text, "%s", spec->bad_value);
    out->value[s] = v;
    return 0;
}

int options_parse(const option_spec *specs, int spec_count, const char *const *words, int count, option_words *out,
                  cli_error *error)
{
    memset(out, 0, sizeof *out);
    for (int at = 0; at < count; at++) {
        const char *word = words[at];
        if (word[0] == '-' && word[1] != '\0') {
            if (parse_option(specs, spec_count, words, count, &at, out, error) != 0)
                return -1;
            continue;
        }
        if (out->positional_count == OPTIONS_POSITIONAL_MAX)
            return cli_fail(error, at, word, "more than %d words", OPTIONS_POSITIONAL_MAX);
        out->positional_index[out->positional_count] = at;
        out->positional[out->positional_count++] = word;
    }
    return 0;
}

int options_first_given(const option_words *out, int spec_count, uint64_t refused)
{
    int first = -1;
    for (int i = 0; i < spec_count; i++)
        if (refused >> i & 1 && out->value[i].given &&
            (first < 0 || out->value[i].first_index < out->value[first].first_index))
            first = i;
    return first;
}
