/*
 * numbers.h - numbers as people type them in pokeq's words (options of the
 * scenario parser, the preflop and bench subcommands): plain decimal only,
 * no "inf", "nan", hex or leading blanks; whole numbers may be written
 * "1e6". Pure; safe from any thread.
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
