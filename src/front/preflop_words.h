/* SPDX-License-Identifier: MIT */
/*
 * preflop_words.h - the option words of `pokeq preflop` and `pokeq grid`:
 * "--name value" or "--name=value", checked by the one option parser
 * (options.h) against this table; what they mean is the commands' business.
 */
#ifndef POKEQ_PREFLOP_WORDS_H
#define POKEQ_PREFLOP_WORDS_H

#include "front/args.h"

#include <stdbool.h>
#include <stdint.h>

/* The options, as bits of preflop_words.given. */
enum preflop_option {
    OPTION_OPPONENTS = 1 << 0, OPTION_TRIALS = 1 << 1, OPTION_SEED = 1 << 2, OPTION_THREADS = 1 << 3,
    OPTION_SVG = 1 << 4, OPTION_CACHE = 1 << 5, OPTION_FORMAT = 1 << 6, OPTION_RANKING = 1 << 7,
    OPTION_GRID = 1 << 8, OPTION_NO_CACHE = 1 << 9, OPTION_QUIET = 1 << 10, OPTION_GAME = 1 << 11,
    OPTION_SHARD = 1 << 12
};

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
    enum out_format format;     /* --format text|csv|json */
    int ranking;                /* --ranking pokerstove|vs3|vs1 (grid), enum pokeq_ranking */
    bool ranking_given;
    int game;                   /* --game NAME (vs-random), enum pokeq_game, default Hold'em */
    int shard, shards;          /* --shard K/N: part K-1 (0-based) of N; shards 0: none */
    unsigned given;             /* the options given: enum preflop_option bits */
} preflop_words;

/* Parses argv[0..argc) for `command` ("preflop", "grid"); on a bad word
 * prints "pokeq COMMAND: what, at 'word'" on stderr and returns -1. */
int preflop_words_parse(const char *command, int argc, char **argv, preflop_words *out);

/* Every option either applies or is refused naming it: when w holds an
 * option outside `allowed` (enum preflop_option bits), prints "pokeq
 * COMMAND: --name does not apply to WHAT, at '--name'" on stderr and
 * returns -1; else 0. */
int preflop_words_only(const char *command, const preflop_words *w, unsigned allowed, const char *what);

#endif
