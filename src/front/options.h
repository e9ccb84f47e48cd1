/* SPDX-License-Identifier: MIT */
/*
 * options.h - the one parser of option words, for every subcommand and
 * for batch lines. A command describes the options it takes in a table
 * of option_spec; a word that starts with '-' (a lone "-" excepted) is an
 * option, "--name value" or "--name=value"; every other word is
 * positional, kept in order. The parser checks names, that a value is
 * present (and that a flag has none), and each value's shape by its kind:
 * a whole number or a decimal within [low, high], a seed, one name of a
 * list, or free text; what an option means is the command's business.
 * Given twice, an option's last value counts (its first word is kept too).
 * Word texts are referenced, not copied. Pure; no state.
 */
#ifndef POKEQ_OPTIONS_H
#define POKEQ_OPTIONS_H

#include "front/cli_error.h"

#include <stdbool.h>
#include <stdint.h>

enum option_value_kind {
    VALUE_NONE,                /* no value */
    VALUE_WHOLE,               /* a whole number in [low, high] (numbers.h: "1e6" too) */
    VALUE_DECIMAL,             /* a decimal above low (or equal, when low_inclusive) up to high */
    VALUE_SEED,                /* any 64-bit value, decimal digits */
    VALUE_CHOICE,              /* one of choices[] (NULL-terminated); its index is the value */
    VALUE_TEXT                 /* any non-empty text */
};

typedef struct option_spec {
    const char *name;           /* "--trials" */
    const char *alias;          /* "-q", or NULL */
    enum option_value_kind kind;
    double low, high;
    bool low_inclusive;         /* DECIMAL: low itself is allowed */
    const char *const *choices; /* CHOICE */
    const char *bad_value;      /* the message for a value of the wrong shape */
} option_spec;

enum { OPTIONS_MAX = 32, OPTIONS_POSITIONAL_MAX = 64 };

/* What one option got. */
typedef struct option_value {
    bool given;
    int index;                  /* the word index of its value (of the flag itself for a flag) */
    int first_index;            /* the word index of its first use */
    const char *text;           /* the value's text (a flag: the word) */
    uint64_t whole;             /* WHOLE, SEED, CHOICE */
    double decimal;             /* DECIMAL */
} option_value;

typedef struct option_words {
    option_value value[OPTIONS_MAX];    /* by spec index */
    int positional_count;
    const char *positional[OPTIONS_POSITIONAL_MAX];
    int positional_index[OPTIONS_POSITIONAL_MAX];
} option_words;

/* Parses words[0..count) against specs[0..spec_count) (spec_count <=
 * OPTIONS_MAX) into *out. Returns 0, or -1 with *error filled (the word
 * index, the token, what is wrong). More than OPTIONS_POSITIONAL_MAX
 * positional words are refused. */
int options_parse(const option_spec *specs, int spec_count, const char *const *words, int count, option_words *out,
                  cli_error *error);

/* The first option of specs given in out whose bit is in `refused`
 * (bit i = spec i), or -1. */
int options_first_given(const option_words *out, int spec_count, uint64_t refused);

#endif
