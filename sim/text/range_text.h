/* SPDX-License-Identifier: MIT */
/*
 * range_text.h - what every game's range syntax shares (library-internal):
 * the text split at commas into terms, each term's whitespace dropped and
 * its place (first to last non-space byte) kept for errors; the weight
 * suffix ":fraction" / "@percent" in whole hundredths; decimals; words.
 * Hold'em's terms are read by range_parse.c, Omaha's by omaha_range.c.
 * Pure functions; safe from any thread.
 */
#ifndef POKEQ_RANGE_TEXT_H
#define POKEQ_RANGE_TEXT_H

#include "pokeq.h"

#include <stdint.h>

enum {
    RANGE_TEXT_MAX = 1 << 20,   /* offsets are ints: longer text is refused */
    RANGE_TERM_MAX = 64,        /* longer terms cannot be valid */
    RANGE_MICRO = 1000000       /* decimals are read in millionths */
};

/* A decimal "12", "0.5", "12.25" (at most 6 decimals) occupying all of
 * text[0..length) into millionths; -1 if not one, or above 10^12. */
int64_t range_read_decimal(const char *text, int length);

/* A percentage "10%" or a span "5%-10%" (the whole of text[0..length))
 * into millionths of a percent, *low <= *high (0 for a lone "10%").
 * Returns NULL, or a static sentence saying what is wrong. */
const char *range_read_percent(const char *text, int length, int64_t *low, int64_t *high);

/* 1 if text[0..length) is word (lower case), ignoring case. */
int range_matches_word(const char *text, int length, const char *word);

/* Splits a ":0.5" / "@50" suffix off a term; *length shrinks to the body.
 * *weight gets the weight in hundredths (POKEQ_RANGE_WEIGHT_ONE without
 * one). Returns NULL, or a static sentence saying what is wrong. */
const char *range_read_weight(const char *text, int *length, int *weight);

/* Reads one term (whitespace removed, length 0..RANGE_TERM_MAX) into the
 * caller's context; returns NULL or a static sentence. */
typedef const char *(*range_term_reader)(const char *term, int length, void *context);

/* Calls read on every comma-separated term of text in order. Returns 0,
 * or -POKEQ_ERR_RANGE_SYNTAX with *error (may be NULL) naming the term's
 * place and the reason (text over RANGE_TEXT_MAX, a term too long, or
 * what read said). */
int range_text_each_term(const char *text, range_term_reader read, void *context, pokeq_range_error *error);

#endif
