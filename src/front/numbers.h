/* SPDX-License-Identifier: MIT */
/*
 * numbers.h - numbers as people type them in pokeq's words: the one parser
 * of every numeric option (the scenario options, preflop, grid, bench).
 * The grammar: digits with an optional fraction ("12", "0.25", ".5"), then
 * an optional exponent ("1e6", "2.5E-3", "1e+6"); nothing else - no sign,
 * blanks, hex ("0x10"), "inf" or "nan"; a number too large or too small
 * for a double is refused, as is a whole number out of its range. Seeds
 * are decimal digits only. Pure; safe from any thread.
 */
#ifndef POKEQ_NUMBERS_H
#define POKEQ_NUMBERS_H

#include <stdbool.h>
#include <stdint.h>

/* A finite decimal number with nothing after it. */
bool number_decimal(const char *text, double *value);

/* A whole number in [low, high], written plainly or as "1e6". */
bool number_whole(const char *text, double low, double high, uint64_t *value);

/* A seed: any 64-bit value, in decimal digits (a double would round it). */
bool number_seed(const char *text, uint64_t *value);

#endif
