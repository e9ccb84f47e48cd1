/* SPDX-License-Identifier: MIT */
/*
 * args.h - the one parser of scenario words, shared by the command line
 * (the arguments after the program name) and every batch line: players
 * then options, in any order. It checks the shape of each word (a known
 * option, its value present, numbers in range, a known format name) but
 * not cards or ranges, which pokeq_solve resolves against each other.
 * The option words go through the one option parser (options.h).
 */
#ifndef POKEQ_ARGS_H
#define POKEQ_ARGS_H

#include "front/cli_error.h"
#include "pokeq.h"

#include <stdbool.h>
#include <stdint.h>

enum run_mode { RUN_AUTO, RUN_EXACT, RUN_MC };
enum out_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_CSV };

/* The default Monte Carlo target when no stopping rule is given. */
#define DEFAULT_TARGET_STDERR 0.0005
#define DEFAULT_SEED 1

/* A word as given and its position among the words (0-based); index -1
 * with text NULL means not given. */
typedef struct word_ref {
    const char *text;
    int index;
} word_ref;

/* How to run and show a scenario. MC rules are 0 when off. */
typedef struct run_options {
    enum run_mode mode;
    uint64_t max_trials;
    double target_stderr;
    double max_seconds;
    int threads;                /* 0 = all cores */
    uint64_t seed;
    enum out_format format;
    int ranking;                /* enum pokeq_ranking for "N%" players */
    int game;                   /* enum pokeq_game */
    bool quiet;
    bool categories;            /* --categories: each seat's hand categories at showdown */
    bool per_combo;             /* --per-combo: a row per combo in JSON and CSV (all combos in text) */
    word_ref graph;             /* --graph FILE: each seat's equity curve as SVG (not in a batch) */
    word_ref board;
    word_ref dead;
    int shard, shards;          /* --shard K/N: part K-1 (0-based) of N, a shard file;
                                   shards 0: no --shard, the answer printed */
    const char *const *command_words;   /* the command line's words (a batch line's
                                           shard file keeps them before its own) */
    int command_word_count;
} run_options;

/* One parsed word list. */
typedef struct scenario_request {
    run_options options;
    int players;
    word_ref player[POKEQ_MAX_PLAYERS];
    bool help;
    bool version;
    word_ref batch;             /* --batch FILE (command line only) */
    const char *const *words;   /* the words parsed, as given (a shard file keeps them) */
    int word_count;
} scenario_request;

/* Where words come from: a batch line may not hold --batch, --help or
 * --version, nor --format (a batch's answers are one stream: JSON Lines,
 * or one CSV header and its rows), nor --graph (one picture, one
 * scenario). */
enum args_source { ARGS_COMMAND_LINE, ARGS_BATCH_LINE };

/* The options before any word: auto mode, text, all cores, seed 1,
 * PokerStove's ranking. */
run_options run_options_default(void);

/* The names --format and --ranking take, indexed by enum out_format and
 * enum pokeq_ranking, NULL-terminated (option tables, options.h). */
extern const char *const FORMAT_NAMES[];
extern const char *const RANKING_NAMES[];

/* The values --ranking takes, for the messages about it. */
#define RANKING_VALUES "pokerstove (default), vs3 or vs1"

/* The values --game takes (pokeq_game_name's), for the messages about it. */
#define GAME_VALUES \
    "holdem (default), omaha, omaha5, omaha6, omaha-hilo, omaha5-hilo, shortdeck or shortdeck-triton"

/* Whether the library counts per-combo rows for a game (--per-combo, the
 * text's best and worst combos, --graph of a range): the two-card games
 * of one pot (holdem, shortdeck), not holdem-hilo. */
static inline bool args_game_has_combos(int game)
{
    return pokeq_game_hole_cards(game) == 2 && game != POKEQ_GAME_HOLDEM_HILO;
}

/* Whether the library counts per-hand rows for a game (--per-combo of
 * an Omaha game: each hand of 4 to 6 cards, pokeq_request.hands). */
static inline bool args_game_has_hands(int game)
{
    return game >= POKEQ_GAME_OMAHA && game <= POKEQ_GAME_OMAHA5_HILO;
}

/* The most parts --shard takes. */
#define ARGS_SHARDS_MAX 1000000

/* "K/N" into a 0-based *shard of *shards; -1 unless 1 <= K <= N <= ARGS_SHARDS_MAX. */
int args_parse_shard(const char *text, int *shard, int *shards);

/* Parses words[0..count-1] into *out, options starting from *defaults (a
 * word overrides what it names; an MC stopping rule implies --mc unless
 * the mode is named). Word texts are referenced, not copied: they must
 * outlive *out. Returns 0, or -1 with *error filled. The player count is
 * not checked here beyond its maximum. */
int args_parse(const char *const *words, int count, const run_options *defaults, enum args_source source,
               scenario_request *out, cli_error *error);

#endif
