/*
 * preflop_words.h - the option words of `pokeq preflop` and `pokeq grid`:
 * "--name value" or "--name=value", checked here (known names, values
 * present and in range); what they mean is the commands' business.
 */
#ifndef POKEQ_PREFLOP_WORDS_H
#define POKEQ_PREFLOP_WORDS_H

#include <stdbool.h>
#include <stdint.h>

enum preflop_format { PREFLOP_TEXT, PREFLOP_CSV, PREFLOP_JSON };

typedef struct preflop_words {
    const char *positional[2];  /* words that are not options, in order */
    int positional_count;
    int opponents;              /* --opponents N, 1..9 (default 1) */
    uint64_t trials;            /* --trials N (Monte Carlo) */
    uint64_t seed;              /* --seed N */
    int threads;                /* --threads N, 0 = all cores */
    bool grid;                  /* --grid */
    const char *svg;            /* --svg FILE */
    const char *cache;          /* --cache DIR */
    bool no_cache;              /* --no-cache */
    bool quiet;                 /* --quiet, -q */
    enum preflop_format format; /* --format text|csv|json */
    int ranking;                /* --ranking pokerstove|vs3|vs1 (grid), enum pokeq_ranking */
    bool ranking_given;
} preflop_words;

/* Parses argv[0..argc) for `command` ("preflop", "grid"); on a bad word
 * prints "pokeq COMMAND: what, at 'word'" on stderr and returns -1. */
int preflop_words_parse(const char *command, int argc, char **argv, preflop_words *out);

#endif
