/* SPDX-License-Identifier: MIT */
/*
 * pokeq.h - the public interface of libpokeq, an exact and Monte Carlo
 * poker equity calculator: Texas Hold'em, short deck and the other games
 * of enum pokeq_game.
 *
 * Cards are integers 0..51: code = 4*rank + suit, rank 0 = deuce .. 12 = ace,
 * suit 0..3 = clubs, diamonds, hearts, spades.
 *
 * Hand values are integers 1..7462: higher is stronger, equal values tie.
 * Values 1..1277 are high card, then pair, two pair, three of a kind,
 * straight, flush, full house, four of a kind and straight flush (7453..7462).
 *
 * Every function here is a pure function of its arguments: no call order is
 * required (no init), all tables are built into the library, and every call
 * is safe from any number of threads at once.
 */
#ifndef POKEQ_H
#define POKEQ_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with hidden visibility; what this header declares is
 * its whole exported interface. */
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Marks a superseded call (zstd's ZSTD_DEPRECATED habit): using it warns
 * with the call to use instead, unless POKEQ_NO_DEPRECATED_WARNINGS is
 * defined before this header. */
#if defined(POKEQ_NO_DEPRECATED_WARNINGS) || !defined(__GNUC__)
#define POKEQ_DEPRECATED(use_instead)
#else
#define POKEQ_DEPRECATED(use_instead) __attribute__((deprecated(use_instead)))
#endif

#define POKEQ_VERSION "0.4.0"

/* ---- cards ---------------------------------------------------------- */

/* "As" -> 51. Case-insensitive; ten is "T" or "10"; a suit may also be a
 * symbol as people paste it (UTF-8 ♠ ♥ ♦ ♣ or ♤ ♡ ♢ ♧, with or without
 * the emoji variation selector U+FE0F): "A♠" -> 51. Returns -1 unless text
 * is exactly one card (no leading or trailing characters). */
int pokeq_card_parse(const char *text);

/* Writes the canonical two characters of card 0..51 ("As", "Td") and a NUL
 * into out (at least 3 bytes). Returns out, or NULL for a bad card code. */
char *pokeq_card_format(int card, char out[3]);

/* ---- hand values ---------------------------------------------------- */

enum pokeq_category {
    POKEQ_HIGH_CARD = 0,
    POKEQ_PAIR = 1,
    POKEQ_TWO_PAIR = 2,
    POKEQ_THREE_OF_A_KIND = 3,
    POKEQ_STRAIGHT = 4,
    POKEQ_FLUSH = 5,
    POKEQ_FULL_HOUSE = 6,
    POKEQ_FOUR_OF_A_KIND = 7,
    POKEQ_STRAIGHT_FLUSH = 8
};

/* Value of five distinct cards, 1..7462. Cards must be distinct codes 0..51. */
int pokeq_eval5(const int cards[5]);

/* Value of the best five of seven distinct cards, same scale: the fastest
 * path (an additive-key lookup). Cards must be distinct codes 0..51. */
int pokeq_eval7(const int cards[7]);

/* Value of the best five of `count` distinct cards, count 5, 6 or 7 (one
 * call for any of them: 6 cards take the best of their six fives). Cards
 * must be distinct codes 0..51; returns -POKEQ_ERR_ARGUMENT for another
 * count or NULL cards. */
int pokeq_eval(const int *cards, int count);

/* Values of `count` hands of seven distinct cards each, given as card codes
 * hand after hand (cards[7*i .. 7*i+6]), into values[0..count): the fastest
 * way to score many hands (no call per hand, no branch on the cards).
 * Returns 0, or -POKEQ_ERR_CARD when a code is 52 or more (codes are
 * checked as hands are scored, in one pass: values[] then holds unspecified
 * values), or -POKEQ_ERR_ARGUMENT for NULL with count > 0. A hand with a
 * repeated card gets an unspecified value (never a read outside the
 * tables): check distinctness first if it may happen. On x86-64 CPUs with
 * AVX-512 VBMI it adds eight hands' keys at once (chosen at run time). */
int pokeq_eval7_batch(const uint8_t *cards, size_t count, uint16_t *values);

/* Category 0..8 of a value (0 high card .. 8 straight flush); -1 when value is
 * not in 1..7462. */
int pokeq_category(int value);

#define POKEQ_CATEGORIES 9                /* categories 0..8 */

/* "straight flush", "four of a kind", ...; "invalid" for a bad category. */
const char *pokeq_category_name(int category);

/* The low categories: a low hand by its top card (razz, lowball-a5,
 * lowball27, the low half of stud-hilo, stud-hilo-nq, omaha-hilo,
 * omaha5-hilo, holdem-hilo). A 5-low's five cards are 5-4-3-2-A; an
 * 8-low's highest card is an eight. An A-5 low whose best five hold a
 * pair (razz, lowball-a5, stud-hilo-nq) is POKEQ_LOW_PAIRED; an
 * eight-or-better game's hand with no qualifying low is POKEQ_LOW_NONE. A
 * 2-7 hand (lowball27) of five ranks, no straight, no flush, is a 7-low to
 * a K-low by its top card; any other (ace high, a pair or more, a
 * straight, a flush: its category says which) is POKEQ_LOW_NONE. */
enum pokeq_low_category {
    POKEQ_LOW_5 = 0,                    /* "5-low" .. */
    POKEQ_LOW_6, POKEQ_LOW_7, POKEQ_LOW_8, POKEQ_LOW_9, POKEQ_LOW_T, POKEQ_LOW_J, POKEQ_LOW_Q,
    POKEQ_LOW_K = 8,                    /* .. "K-low" */
    POKEQ_LOW_PAIRED = 9,               /* "paired low" */
    POKEQ_LOW_NONE = 10                 /* "no low" */
};

#define POKEQ_LOW_CATEGORIES 11         /* low categories 0..10 */

/* "5-low" .. "K-low", "paired low", "no low"; "invalid" for a bad one. */
const char *pokeq_low_category_name(int category);

/* Badugi's categories: a hand by the cards in its badugi (the largest set
 * with no two of a suit or a rank). In badugi, pokeq_seat_result.categories
 * is indexed by these (entries 4..8 stay 0); it has no low categories. */
enum pokeq_badugi_category {
    POKEQ_BADUGI_ONE_CARD = 0,          /* "one-card badugi" .. */
    POKEQ_BADUGI_TWO_CARD = 1,
    POKEQ_BADUGI_THREE_CARD = 2,
    POKEQ_BADUGI_FOUR_CARD = 3          /* .. "four-card badugi" */
};

#define POKEQ_BADUGI_CATEGORIES 4       /* badugi categories 0..3 */

/* The name of entry `category` of pokeq_seat_result.categories in `game`
 * (enum pokeq_game): badugi's "one-card badugi" .. "four-card badugi", the
 * other games' pokeq_category_name; "invalid" for a bad game or an entry
 * the game never counts (razz and lowball-a5: no high hand; short deck:
 * no categories; badugi: 4..8). */
const char *pokeq_game_category_name(int game, int category);

/* Plain words for a value, e.g. "straight flush, ace high" or
 * "full house, kings full of sevens", written into out (NUL-terminated,
 * truncated to size). Returns the length it needed, like snprintf, or -1
 * when value is not in 1..7462. */
int pokeq_describe(int value, char *out, size_t size);

/* The best hand of count (5..7) distinct cards named in a game (enum
 * pokeq_game): Hold'em and stud as pokeq_describe; razz its A-5 low
 * ("8-6-5-4-2 low", "5-5-4-3-2 low, one pair"); the hi/lo games both
 * halves ("straight, five high; 5-4-3-2-A low", "...; no low"). The
 * draw games take exactly their hand: draw five cards as pokeq_describe,
 * lowball27 and lowball-a5 five ("7-5-4-3-2 low", "9-8-7-6-5 low,
 * straight"), badugi four ("three-card badugi, 8-5-A"). Written
 * into out like snprintf; returns the length it needed, or
 * -POKEQ_ERR_GAME, -POKEQ_ERR_ARGUMENT (count, NULL, a bad or repeated
 * card), -POKEQ_ERR_UNSUPPORTED (Omaha: its hole and board are scored
 * apart; short deck: its own scale). */
int pokeq_describe_game(int game, const int *cards, int count, char *out, size_t size);

/* ---- scenarios ----------------------------------------------------- */

#define POKEQ_MAX_PLAYERS 10
#define POKEQ_MAX_DEAD 48

/* The largest hand a seat of any game may hold: scenarios and results
 * leave room for it, so games with more hole cards need no other layout. */
#define POKEQ_MAX_HOLE 7

/* The games (see pokeq_game_name for their names). A game fixes the hole
 * cards per seat, the deck, and how hands are valued. */
enum pokeq_game {
    POKEQ_GAME_HOLDEM = 0,              /* 2 hole cards, 52 cards, best five of seven */
    POKEQ_GAME_OMAHA = 1,               /* 4 hole cards, 52 cards, exactly two hole + three board */
    POKEQ_GAME_OMAHA5 = 2,              /* as omaha, 5 hole cards */
    POKEQ_GAME_OMAHA6 = 3,              /* as omaha, 6 hole cards */
    POKEQ_GAME_OMAHA_HILO = 4,          /* omaha, pot halved with an eight-or-better low */
    POKEQ_GAME_OMAHA5_HILO = 5,         /* as omaha-hilo, 5 hole cards */
    POKEQ_GAME_SHORTDECK = 6,           /* 2 hole cards, 36 cards (6..A), best five of seven;
                                           flush beats full house, A-6-7-8-9 is the lowest
                                           straight, a straight beats three of a kind */
    POKEQ_GAME_SHORTDECK_TRITON = 7,    /* as shortdeck, but three of a kind beats a straight */
    /* seven-card stud games: no board; a seat is its 1 to 7 known cards,
     * the rest of its seven dealt from the cards no seat shows and no
     * dead card holds (pokeq_solve only) */
    POKEQ_GAME_RAZZ = 8,                /* best A-5 low of seven: aces low, straights and
                                           flushes ignored, pairs count against the hand */
    POKEQ_GAME_STUD = 9,                /* best five of seven, high */
    POKEQ_GAME_STUD_HILO = 10,          /* stud, pot halved with an eight-or-better low */
    POKEQ_GAME_STUD_HILO_NQ = 11,       /* stud, pot halved with razz's low, no qualifier */
    POKEQ_GAME_HOLDEM_HILO = 12,        /* Hold'em, pot halved with an eight-or-better low:
                                           any five of the seven cards for each half, chosen
                                           apart (fixed hands) */
    /* single-draw games: no board; a seat is the 0 to 5 cards it keeps
     * (badugi 0 to 4), the rest of its hand dealt once from the cards no
     * seat keeps and no dead card (discards) holds (pokeq_solve only) */
    POKEQ_GAME_DRAW = 13,               /* five-card draw, high, no joker */
    POKEQ_GAME_LOWBALL27 = 14,          /* 2-7 low of five: aces high only, straights and
                                           flushes count against, best 7-5-4-3-2 unsuited */
    POKEQ_GAME_LOWBALL_A5 = 15,         /* A-5 low of five, no joker: razz's low */
    POKEQ_GAME_BADUGI = 16,             /* four cards, ace low: the largest set with no two
                                           of a suit or rank wins, then the lowest */
    POKEQ_GAME_COUNT = 17
};

/* Who holds what and what is known. Every card is in the game's deck
 * (0..51; short deck: ranks 6..A, codes 16..51) and used at most once
 * across hole cards, board and dead cards. */
typedef struct pokeq_scenario {
    int players;                        /* 2..POKEQ_MAX_PLAYERS */
    int hole[POKEQ_MAX_PLAYERS][POKEQ_MAX_HOLE]; /* each player's hole cards: the game's
                                                    count (pokeq_game_hole_cards) first */
    int board[5];                       /* known board cards */
    int board_count;                    /* 0..5 */
    int dead[POKEQ_MAX_DEAD];           /* cards known to be out of the deck */
    int dead_count;                     /* 0..POKEQ_MAX_DEAD */
    int game;                           /* enum pokeq_game; 0 (a zeroed struct) is Hold'em */
} pokeq_scenario;

/* Errors returned (negated) by the calculators. */
enum pokeq_error {
    POKEQ_OK = 0,
    POKEQ_ERR_PLAYERS = 1,      /* player count outside 2..10 */
    POKEQ_ERR_BOARD = 2,        /* board count outside 0..5 */
    POKEQ_ERR_DEAD = 3,         /* dead count outside 0..48 */
    POKEQ_ERR_CARD = 4,         /* a card code outside 0..51 */
    POKEQ_ERR_DUPLICATE = 5,    /* one card used twice */
    POKEQ_ERR_DECK = 6,         /* too few cards left to complete the board */
    POKEQ_ERR_ARGUMENT = 7,     /* a NULL pointer or a bad option */
    POKEQ_ERR_MEMORY = 8,
    POKEQ_ERR_RANGE_SYNTAX = 9, /* range text that does not parse */
    POKEQ_ERR_RANGE_EMPTY = 10, /* a range left empty by card removal, or no
                                   assignment of hands without a shared card */
    POKEQ_ERR_OVERFLOW = 11,    /* weighted exact counts would pass 2^64 */
    POKEQ_ERR_TOO_HARD = 12,    /* the ranges leave so few valid deals that
                                   finding or sampling one is out of reach
                                   (see pokeq_exact_ranges) */
    POKEQ_ERR_CANCELLED = 13,   /* an exact job stopped by its cancel flag */
    POKEQ_ERR_TOO_SLOW = 14,    /* an exact answer asked for would take longer
                                   than the request's limit (pokeq_solve) */
    POKEQ_ERR_HAND = 15,        /* a seat's text is not a hand of the game */
    POKEQ_ERR_GAME = 16,        /* a game this library does not know */
    POKEQ_ERR_UNSUPPORTED = 17, /* a game this call cannot answer (yet): no wrong
                                   number is ever given instead */
    POKEQ_ERR_SHARDS = 18       /* shard results that are not the parts of one
                                   job, each once (pokeq_result_merge) */
};

/* A sentence for an error code (positive or negated); never NULL. */
const char *pokeq_strerror(int error);

/* Checks a scenario; returns POKEQ_OK or a negated pokeq_error (like every
 * call of this library): GAME for an unknown game, UNSUPPORTED for a game
 * this build does not answer yet, CARD also for a card outside the game's
 * deck. */
int pokeq_scenario_check(const pokeq_scenario *scenario);

/* Per-player outcome counts. With n runouts (or trials) counted, a player's
 * equity is equity_units / (2520 * n): each pot is worth 2520 units, split
 * evenly among its winners (2520 = lcm(1..10), so every share is whole). */
typedef struct pokeq_player_counts {
    uint64_t wins;                              /* showdowns won outright */
    uint64_t ties[POKEQ_MAX_PLAYERS + 1];       /* ties[k]: showdowns split k ways, k = 2..10 */
    uint64_t equity_units;                      /* pot shares in 1/2520 of a pot */
    /* hi/lo games (omaha-hilo, omaha5-hilo), else 0: every runout or trial
     * is two showdowns, the high half and the low half of the pot, so
     * the counts above are over half pots and equity_units / (2520 x
     * count) is still the share of the whole pot */
    uint64_t high_units;                        /* equity_units won by the high hand */
    uint64_t low_units;                         /* equity_units won by the low hand
                                                   (high_units + low_units = equity_units) */
    uint64_t scoops;                            /* runouts or trials whose whole pot the seat
                                                   took alone (out of count / 2) */
    uint64_t share_squares[2];                  /* hi/lo Monte Carlo: over the trials, the sum of
                                                   (units won in both halves)^2, 128 bits as {high
                                                   64 bits, low 64 bits}: what the standard error
                                                   is made from (pokeq_result_merge adds them) */
} pokeq_player_counts;

/* ---- Monte Carlo ---- */

struct pokeq_mc_result;

/* How long pokeq_monte_carlo samples. Each rule is off when 0; at least one
 * of max_trials, target_stderr, max_seconds must be on, and sampling stops at
 * the first rule met. */
typedef struct pokeq_mc_options {
    uint64_t seed;          /* any value; same seed + same rules = same answer */
    uint64_t max_trials;    /* stop after exactly this many trials */
    double target_stderr;   /* stop once every player's equity standard error
                               is <= this (a fraction of the pot, e.g. 0.0005);
                               never before POKEQ_MC_MIN_TRIALS trials */
    double max_seconds;     /* stop after the round of blocks in which this
                               much wall time has passed (not reproducible) */
    int threads;            /* 0 = every core, as pokeq_request.threads */
    /* Optional hooks for interactive callers (leave NULL otherwise). Both
     * act only between rounds of blocks, on the calling thread, so the
     * trials done so far stay a whole number of blocks merged in order. */
    const volatile int *cancel;     /* when *cancel is nonzero after a round,
                                       stop (POKEQ_MC_STOP_CANCEL); the result
                                       is the trials done so far */
    void (*progress)(const struct pokeq_mc_result *so_far, void *context);
                                    /* called after each round with the result
                                       so far (stopped_by 0) */
    void *progress_context;         /* passed to progress as is */
} pokeq_mc_options;

/* Trials come in blocks of POKEQ_MC_BLOCK_TRIALS with their own random
 * stream each; the standard-error rule is tested only after whole blocks and
 * from POKEQ_MC_MIN_TRIALS trials on, so a lucky start cannot stop it. */
#define POKEQ_MC_BLOCK_TRIALS 4096
#define POKEQ_MC_MIN_TRIALS (32 * POKEQ_MC_BLOCK_TRIALS)
/* Hard cap, whatever the options: keeps every count far from overflow. */
#define POKEQ_MC_MAX_TRIALS (1ULL << 40)

enum pokeq_mc_stop {
    POKEQ_MC_STOP_TRIALS = 1,   /* max_trials (or POKEQ_MC_MAX_TRIALS) reached */
    POKEQ_MC_STOP_STDERR = 2,   /* target_stderr met */
    POKEQ_MC_STOP_TIME = 3,     /* max_seconds passed */
    POKEQ_MC_STOP_CANCEL = 4    /* *cancel became nonzero */
};

typedef struct pokeq_mc_result {
    int players;
    int stopped_by;                             /* a pokeq_mc_stop */
    uint64_t trials;                            /* trials done (= showdowns) */
    double seconds;                             /* wall time spent */
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
    double equity[POKEQ_MAX_PLAYERS];           /* pot share, 0..1 */
    double win[POKEQ_MAX_PLAYERS];              /* fraction won outright */
    double tie[POKEQ_MAX_PLAYERS];              /* fraction split, any way */
    double stderr_equity[POKEQ_MAX_PLAYERS];    /* standard error of equity[i] */
    int threads;                                /* threads the blocks ran on */
} pokeq_mc_result;

/* ---- exact equity ---- */

/* The exact answer for one scenario: every completion of the board counted
 * once. player[0..players-1] hold the counts; the rest are zero. For each
 * player, equity = equity_units / (2520 * runouts) exactly, and the players'
 * equity_units add up to exactly 2520 * runouts; wins + sum of ties[k] is the
 * number of runouts in which the player held a best hand. */
typedef struct pokeq_exact_result {
    int players;
    int threads;                                /* threads the call ran on (small jobs run on one) */
    uint64_t runouts;                           /* completions of the board: C(left, 5 - board_count) */
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
} pokeq_exact_result;

/* ---- ranges ---- */

/* A combo is one two-card hand, an index 0..1325: for cards high > low,
 * combo = high*(high-1)/2 + low. A hand class is a cell 0..168 of the 13x13
 * grid (rows and columns ace..deuce; pairs on the diagonal, suited above it,
 * offsuit below): AA 0, AKs 1, AKo 13, 22 168. */
#define POKEQ_COMBOS 1326
#define POKEQ_CLASSES 169

/* Combo of two distinct cards 0..51 in either order; -1 otherwise. */
int pokeq_combo_index(int card_a, int card_b);

/* The cards of combo 0..1325 into cards[2], high card first; returns 0, or
 * -POKEQ_ERR_ARGUMENT for a bad combo or NULL. */
int pokeq_combo_cards(int combo, int cards[2]);

/* Hand class 0..168 of a combo, or -1 for a bad combo. */
int pokeq_combo_class(int combo);

/* Name of hand class 0..168 ("AA", "AKs", "72o") into out (at least 4
 * bytes, NUL-terminated); returns out, or NULL for a bad class. */
char *pokeq_class_name(int cls, char out[4]);

/* The combos of hand class 0..168: 6 for a pair, 4 suited, 12 offsuit;
 * -1 for a bad class. */
int pokeq_class_combos(int cls);

/* Weights are kept in hundredths: 0 (not in the range) .. 100 (always).
 * "QQ:0.33" and "QQ@33" are stored as 33; a weight that is not a whole
 * hundredth ("QQ:0.333", "QQ:0.004", "QQ@12.5") is refused, never rounded. */
#define POKEQ_RANGE_WEIGHT_ONE 100

/* A range: a weight per combo. A plain value (1,326 bytes); fill it by
 * pokeq_range_parse or by hand. */
typedef struct pokeq_range {
    uint8_t weight[POKEQ_COMBOS];   /* 0..POKEQ_RANGE_WEIGHT_ONE */
} pokeq_range;

/* Orders of the 169 classes, strongest first, that percentage terms take
 * hands from. All are committed data (TSV files in data/ of the source tree), made
 * into tables at build time; the values are stable, the default is
 * POKEQ_RANKING_POKERSTOVE (pokeq_range_parse, pokeq_request_init). */
enum pokeq_ranking {
    POKEQ_RANKING_VS3 = 0,  /* pokeq's own: equity in a four-way pot against
                               3 random hands; Monte Carlo with common
                               random numbers, computed once by
                               `make regen-ranking` with enough trials that
                               neighbours are ordered beyond doubt except
                               where the data file says they are not */
    POKEQ_RANKING_VS1 = 1,  /* equity against 1 random hand, exact */
    POKEQ_RANKING_POKERSTOVE = 2 /* PokerStove's published order (its N %
                               ranges, as its users know them); the default */
};

/* Where and why a range failed to parse. */
typedef struct pokeq_range_error {
    int offset;             /* byte offset of the bad term in the text, from 0 */
    int length;             /* the term's length in bytes (0 for an empty term) */
    const char *reason;     /* a static sentence, e.g. "unknown rank" */
} pokeq_range_error;

/* Parses range text into *out (zeroed first). The text is terms separated
 * by commas; whitespace anywhere is ignored; ranks and suits in any case,
 * ten as T or 10:
 *   QQ  QQ+  22-66              pairs: one, that one and up, a span
 *   AKs AKo AK                  suited (4), offsuit (12), both (16)
 *   A2s+  KTo+                  kicker up to one below the top card
 *   K9s-K6s  AJo-A9o  KQ-K9     a span of kickers under one top card
 *   AhKh  10h10d                one exact combo
 *   random  any  XxXx           all 1,326 combos
 *   10%   5%-10%                the strongest 10 % of the 1,326 combos by
 *                               `ranking` (PokerStove's for pokeq_range_parse),
 *                               or those in the top 10 % but not the top 5 %:
 *                               the shortest prefix of the ranking whose
 *                               combos reach 10 % of the 1,326 (PokerStove's
 *                               rule; 10% = 77+,A9s+,KTs+,QTs+,AJo+,KQo)
 * Any term may end in a weight: ":0.5" (a fraction 0..1) or "@50" (a
 * percentage 0..100), a whole number of hundredths (finer ones are a
 * syntax error naming the term). A combo named twice keeps the
 * higher weight. Text is at most 1 MiB (2^20 bytes). Returns 0, or
 * -POKEQ_ERR_RANGE_SYNTAX with *error filled (error may be NULL) and *out
 * all zero, or -POKEQ_ERR_ARGUMENT for a NULL text or out, or a bad
 * ranking. Pure; thread safe. */
int pokeq_range_parse(const char *text, pokeq_range *out, pokeq_range_error *error);
int pokeq_range_parse_ranked(const char *text, enum pokeq_ranking ranking, pokeq_range *out,
                             pokeq_range_error *error);

/* The same as a seat of a two-card game (enum pokeq_game) takes it:
 * Hold'em as pokeq_range_parse_ranked; short deck (both games) only its
 * cards (a term naming another card is a syntax error; "random" is every
 * combo of its deck) and "N%" the top N % of its 630 combos by its own
 * ranking of its 81 classes (exact equity against one random short deck
 * hand, committed as data/ranking-shortdeck.tsv), whatever `ranking`
 * says (it must still be valid). Returns as pokeq_range_parse_ranked, or
 * -POKEQ_ERR_GAME for a game whose seats are not two-card ranges. */
int pokeq_range_parse_game(const char *text, int game, enum pokeq_ranking ranking, pokeq_range *out,
                           pokeq_range_error *error);

/* Combos with a nonzero weight. */
int pokeq_range_size(const pokeq_range *range);

/* The range as normalised text ("QQ+,AKs,A5s-A3s,AhKd:0.5"), written into
 * out (NUL-terminated, truncated to size); returns the length it needed,
 * like snprintf. Classes and runs of classes are named when every combo
 * of them has the same weight; the rest are listed as combos. */
int pokeq_range_format(const pokeq_range *range, char *out, size_t size);

/* The ranking: order[i] is the class ranked i-th (0 strongest); returns 0
 * or -POKEQ_ERR_ARGUMENT. */
int pokeq_ranking_order(enum pokeq_ranking ranking, int order[POKEQ_CLASSES]);

/* A scenario whose players hold ranges (a fixed hand is a one-combo range).
 * The ranges are only read, and may be shared between players. */
typedef struct pokeq_range_scenario {
    int players;                                /* 2..POKEQ_MAX_PLAYERS */
    const pokeq_range *range[POKEQ_MAX_PLAYERS];
    int board[5];
    int board_count;                            /* 0..5 */
    int dead[POKEQ_MAX_DEAD];
    int dead_count;                             /* 0..POKEQ_MAX_DEAD */
    int game;                                   /* enum pokeq_game: Hold'em (0) or a short
                                                   deck (every combo then of ranks 6..A) */
} pokeq_range_scenario;

/* An assignment gives every player one combo of their range, no card
 * shared among the players, the board and the dead cards; its weight is
 * the product of the players' combo weights after each range's weights are
 * divided by their greatest common divisor (over the combos the board and
 * dead cards leave it), so a range of equal weights counts every combo
 * once, and unweighted counts are plain counts. */

/* Per-combo outcome: over every showdown in which the player held the
 * combo, the weighted count and the pot share; equity = equity_units /
 * (2520 * showdowns). */
typedef struct pokeq_combo_counts {
    uint64_t showdowns;
    uint64_t equity_units;
} pokeq_combo_counts;

/* Per-hand outcome in a game whose hands are not two-card combos (Omaha
 * 4, 5 and 6, high and hi/lo): one row per hand a seat may hold, counted
 * as pokeq_combo_counts counts a combo (a hi/lo runout is two showdowns,
 * as in the seat's count), so a seat's rows add up to its counts.
 * pokeq_solve writes them (pokeq_request.hands) seat by seat, each seat's
 * hands ascending by `cards`: a fixed hand's one row, or every hand of a
 * range that the known cards leave (with showdowns 0 where no deal or
 * sampled trial gave it one). */
typedef struct pokeq_hand_counts {
    uint64_t cards;                     /* the hand: bit c set for each card c (0..51) */
    uint64_t showdowns;
    uint64_t equity_units;              /* equity = equity_units / (2520 * showdowns) */
    int seat;                           /* 0..seats-1 */
    int weight;                         /* the hand's weight in its range, 0..POKEQ_RANGE_WEIGHT_ONE
                                           (a fixed hand: POKEQ_RANGE_WEIGHT_ONE) */
} pokeq_hand_counts;

/* The most per-hand rows pokeq_solve writes in one answer, all seats
 * together: a full random Omaha 4 range is 270,725 hands (8.7 MB of rows),
 * so three such seats fit and four are refused; a random Omaha 5 or 6
 * range is refused (Omaha 5 beside a fixed hand: C(47, 5) = 1,533,939
 * hands preflop, 1,086,008 on a flop). */
#define POKEQ_MAX_HAND_ROWS (1 << 20)

/* The exact answer over ranges: every assignment, every runout of each,
 * weighted. player[] as in pokeq_exact_result, with showdowns in place of
 * runouts: equity = equity_units / (2520 * showdowns) exactly. */
typedef struct pokeq_range_exact_result {
    int players;
    int threads;                                /* threads the call ran on */
    uint64_t showdowns;                         /* sum over assignments of weight x runouts */
    pokeq_player_counts player[POKEQ_MAX_PLAYERS];
} pokeq_range_exact_result;

/* Sums per-combo counts (1,326 of one player) into the 169 classes. */
void pokeq_class_counts(const pokeq_combo_counts combos[POKEQ_COMBOS],
                        pokeq_combo_counts classes[POKEQ_CLASSES]);

/* One step of a seat's equity curve: its combos sorted by equity,
 * strongest first, each as wide as its share of the seat's showdowns. */
typedef struct pokeq_curve_point {
    int combo;                          /* 0..1325 */
    uint64_t showdowns;                 /* the combo's showdowns: its width */
    uint64_t cumulative;                /* showdowns of it and every combo before it */
    double x;                           /* cumulative / the seat's showdowns: the step's right end, 0..1 */
    double equity;                      /* equity_units / (2520 * showdowns) */
} pokeq_curve_point;

/* The equity curve of one seat's per-combo counts (1,326 entries, as
 * pokeq_solve's request.combos gives them): every combo with showdowns,
 * sorted by equity from high to low (ties by combo index; equities
 * compared exactly), into points[0..n). x is the share of the seat's
 * showdowns (its range by weight, after card removal) held by combos at
 * least as strong, so the area under the steps, the sum of (x - previous
 * x) * equity, is the seat's equity. Returns n (0 when no combo has a
 * showdown), or -POKEQ_ERR_ARGUMENT for NULL. Pure; thread safe. */
int pokeq_equity_curve(const pokeq_combo_counts combos[POKEQ_COMBOS], pokeq_curve_point points[POKEQ_COMBOS]);

/* ---- what a range hits on a board ----
 *
 * Hole cards on a flop, turn or river fall in exactly one made-hand class
 * (POKEQ_HIT_STRAIGHT_FLUSH .. POKEQ_HIT_BOARD_PLAYS) and in any number of
 * draw classes (POKEQ_HIT_NUT_FLUSH_DRAW .. POKEQ_HIT_PAIR_AND_DRAW; none
 * on the river). The classes are decided by what the hole cards add to the
 * board, first match in this order:
 *   the board plays   river only: the best five are the board's own
 *   straight flush, quads, full house, flush, straight   by the best five
 *                     (nut flush: the hand holds the highest card of the
 *                     flush suit off the board; nut straight: no two cards
 *                     make a higher straight on this board)
 *   set               a pocket pair matching one board card
 *   trips             one hole card matching a board pair
 *   two pair          both cards: each hole card pairs a board card;
 *                     one card: one hole card pairs a board card and the
 *                     board is paired; board: the board's own two pair
 *   overpair, pocket pair below top pair   a pocket pair not on the board,
 *                     above or below the board's highest rank (a board
 *                     pair beside it does not make it two pair)
 *   top / middle / bottom pair   one hole card pairs the board's highest /
 *                     a middle / its lowest rank; top pair's kicker is top
 *                     (the highest rank not on the board), good (one of
 *                     the next three such ranks) or weak (lower)
 *   ace high          an ace in hand, nothing else made by the hole cards
 *   no made hand      the rest
 * Draws, flop and turn: a flush draw is four cards of a suit with at least
 * one in hand and no flush (nut: the hand holds the highest card of the
 * suit off the board); a straight draw is counted by the ranks whose card
 * would give the hand a higher straight than it gives the board alone, the
 * hand having no straight yet: an open-ended straight draw has four ranks
 * in a row with both ends such ranks, a double gutshot has two or more
 * such ranks otherwise, a gutshot one (A234 and AKQJ draw to one end only:
 * gutshots). Draws count on paired and suited boards alike. Backdoor
 * flush draw (flop only): three cards of a suit, one or two in hand, no
 * flush draw. Overcards: both hole cards above the board's highest rank
 * and no pair or better made. Combo draw: a flush draw with a straight
 * draw. Pair and draw: a pair class (overpair .. bottom pair) with a flush
 * or straight draw. */
enum pokeq_hit {
    POKEQ_HIT_STRAIGHT_FLUSH = 0,
    POKEQ_HIT_QUADS = 1,
    POKEQ_HIT_FULL_HOUSE = 2,
    POKEQ_HIT_NUT_FLUSH = 3,
    POKEQ_HIT_FLUSH = 4,                /* not the nut flush */
    POKEQ_HIT_NUT_STRAIGHT = 5,
    POKEQ_HIT_STRAIGHT = 6,             /* not the nut straight */
    POKEQ_HIT_SET = 7,
    POKEQ_HIT_TRIPS = 8,
    POKEQ_HIT_TWO_PAIR_BOTH = 9,
    POKEQ_HIT_TWO_PAIR_ONE = 10,
    POKEQ_HIT_TWO_PAIR_BOARD = 11,
    POKEQ_HIT_OVERPAIR = 12,
    POKEQ_HIT_TOP_PAIR_TOP_KICKER = 13,
    POKEQ_HIT_TOP_PAIR_GOOD_KICKER = 14,
    POKEQ_HIT_TOP_PAIR_WEAK_KICKER = 15,
    POKEQ_HIT_UNDERPAIR = 16,           /* pocket pair below top pair */
    POKEQ_HIT_MIDDLE_PAIR = 17,
    POKEQ_HIT_BOTTOM_PAIR = 18,
    POKEQ_HIT_ACE_HIGH = 19,
    POKEQ_HIT_NOTHING = 20,
    POKEQ_HIT_BOARD_PLAYS = 21,
    POKEQ_HIT_NUT_FLUSH_DRAW = 22,
    POKEQ_HIT_FLUSH_DRAW = 23,          /* not the nut flush draw */
    POKEQ_HIT_OPEN_ENDED = 24,
    POKEQ_HIT_DOUBLE_GUTSHOT = 25,
    POKEQ_HIT_GUTSHOT = 26,
    POKEQ_HIT_BACKDOOR_FLUSH_DRAW = 27,
    POKEQ_HIT_OVERCARDS = 28,
    POKEQ_HIT_COMBO_DRAW = 29,
    POKEQ_HIT_PAIR_AND_DRAW = 30,
    /* Omaha's own (pokeq_hits_game): wraps are straight draws, counted by
     * cards instead of the shapes above; the low classes (hi/lo games
     * only) are bits beside the high hand's made class */
    POKEQ_HIT_BIG_WRAP = 31,            /* a straight draw with 13 or more outs */
    POKEQ_HIT_WRAP = 32,                /* a straight draw with 9 to 12 outs */
    POKEQ_HIT_NUT_LOW = 33,             /* a made low, the best any two cards make */
    POKEQ_HIT_LOW = 34,                 /* a made low, not the nut low */
    POKEQ_HIT_NUT_LOW_DRAW = 35,        /* no low; a next card gives the nut low */
    POKEQ_HIT_LOW_DRAW = 36             /* no low; a next card gives a low, none the nut low */
};
#define POKEQ_HIT_MADE 22               /* classes 0..21 are made hands */
#define POKEQ_HITS 31                   /* Hold'em's classes 0..30: pokeq_hits_result's counts
                                           (its layout as 0.3.0 published it) */
#define POKEQ_HIT_CLASSES 37            /* every class, Omaha's too: pokeq_game_hits_result's */

/* The class's name (0..POKEQ_HIT_CLASSES - 1), lower case ("set", "top
 * pair top kicker", "gutshot", "big wrap"); "invalid" for a bad class. */
const char *pokeq_hit_name(int hit);

/* The name of the group a class is a part of ("flush" for both flush
 * classes, also "straight", "two pair", "top pair", "flush draw", "wraps",
 * "low", "low draw"), or NULL
 * for a class that is no part of a group (or a bad one). The parts of a
 * group are consecutive classes. */
const char *pokeq_hit_group(int hit);

/* The classes of hole[0], hole[1] on board[0..board_count) (3..5 cards)
 * as bits (1u << POKEQ_HIT_...) into *hits: one made-hand bit, any number
 * of draw bits. Returns 0, or -POKEQ_ERR_BOARD (board_count outside 3..5),
 * -POKEQ_ERR_CARD, -POKEQ_ERR_DUPLICATE (the five to seven cards must be
 * distinct codes 0..51), -POKEQ_ERR_ARGUMENT (NULL). Pure; thread safe. */
int pokeq_hit_classify(const int hole[2], const int *board, int board_count, uint32_t *hits);

/* A range's combos counted per class. Counts are integers in units:
 * `unit` units make one combo. Without an opposing range a combo counts
 * its weight (unit = POKEQ_RANGE_WEIGHT_ONE); against one (vs) it counts
 * its weight times the opposing weight it leaves live (the vs combos
 * sharing no card with it, the board or the dead cards), and unit is
 * POKEQ_RANGE_WEIGHT_ONE times the vs range's weight live on the board, so
 * total / unit is the range's combos as card removal leaves them. Made
 * classes add up to total; draws to any amount. */
typedef struct pokeq_hits_result {
    int board_count;
    int board[5];
    int live_combos;                    /* combos of the range off the board and dead cards */
    uint64_t unit;
    uint64_t total;
    uint64_t count[POKEQ_HITS];
} pokeq_hits_result;

/* Classifies every combo of range (weight > 0, no card on the board or
 * among dead[0..dead_count)) on board[0..board_count), 3..5 cards, into
 * *out; vs may be NULL. Returns 0, or -POKEQ_ERR_BOARD, -POKEQ_ERR_DEAD
 * (dead_count outside 0..POKEQ_MAX_DEAD), -POKEQ_ERR_CARD,
 * -POKEQ_ERR_DUPLICATE (board and dead cards distinct), -POKEQ_ERR_ARGUMENT
 * (NULL), -POKEQ_ERR_RANGE_EMPTY (no live combo of range, or of vs, or no
 * combo of range leaves a vs combo live); *out is zeroed on error. Pure;
 * thread safe. */
int pokeq_hits(const pokeq_range *range, const int *board, int board_count, const int *dead, int dead_count,
               const pokeq_range *vs, pokeq_hits_result *out);

/* ---- what a range hits, by game ----
 *
 * Hold'em and the Omaha games (omaha, omaha5, omaha6, omaha-hilo,
 * omaha5-hilo). An Omaha hand plays exactly two hole cards with exactly
 * three board cards, and every class is judged by that rule:
 *   made class   each two of the hole cards is classed as a Hold'em hand
 *                would be (the order above), valued with the best three
 *                board cards; the hand takes the first class any two of
 *                its cards make. The board never plays; the nut straight
 *                is the best any two cards make with three board cards.
 *   flush draws  a suit with two board cards and two or more in hand, no
 *                flush made (nut: the hand holds the highest card of the
 *                suit off the board; a hand with two such suits may have
 *                both bits); backdoor (flop): one board card of a suit,
 *                two or more in hand, no flush draw.
 *   straight draws, no straight or better made: an out is a card, on
 *                neither the board nor the hand, whose rank lets two hole
 *                cards and three board cards make five in a row. 13 or
 *                more outs: big wrap; 9 to 12: wrap; fewer: the outs'
 *                ranks decide as in Hold'em (one rank: gutshot; two or
 *                more: open-ended when two hole ranks with the board's
 *                hold four ranks in a row with an out rank at both ends,
 *                else double gutshot). Combo draw and pair and draw count
 *                wraps as straight draws.
 *   overcards    two or more hole cards above the board, no pair made.
 *   lows (hi/lo) a low is two hole cards and three board cards of five
 *                different ranks eight or lower, ace low, the lower top
 *                card first; nut low: the best low any two cards make on
 *                this board; low draw (flop, turn, no low made): some next
 *                card gives the hand a low, nut low draw: some next card
 *                gives it the nut low of the board with that card.
 * README.md, "What a range hits", has worked examples. */

/* Whether class `hit` can occur in a game: 1 or 0; -POKEQ_ERR_GAME for an
 * unknown game, -POKEQ_ERR_UNSUPPORTED for a game pokeq_hits_game does not
 * class (short deck, holdem-hilo, stud, the draw games). Pure. */
int pokeq_hit_in_game(int game, int hit);

/* The classes of hole[0..pokeq_game_hole_cards(game)) on board[0..
 * board_count) (3..5 cards) as bits (1ull << POKEQ_HIT_...) into *hits.
 * Returns 0, or -POKEQ_ERR_GAME, -POKEQ_ERR_UNSUPPORTED (as
 * pokeq_hit_in_game), -POKEQ_ERR_BOARD, -POKEQ_ERR_CARD,
 * -POKEQ_ERR_DUPLICATE, -POKEQ_ERR_ARGUMENT (NULL). Pure; thread safe. */
int pokeq_hit_classify_game(int game, const int *hole, const int *board, int board_count, uint64_t *hits);

/* pokeq_hits_result with room for every class (a struct of its own, so
 * that pokeq_hits's callers built against an older pokeq.h keep their
 * layout); live_combos counts hands. */
typedef struct pokeq_game_hits_result {
    int game;
    int board_count;
    int board[5];
    int live_combos;                    /* hands of the range off the board and dead cards */
    uint64_t unit;
    uint64_t total;
    uint64_t count[POKEQ_HIT_CLASSES];
} pokeq_game_hits_result;

/* A range of a game, given as text (Hold'em: pokeq_range_parse; Omaha:
 * its range syntax, "AAxx", "random", "KQJTds:0.5"), classified on
 * board[0..board_count) with dead[0..dead_count) out, into *out as
 * pokeq_hits counts it without an opposing range: each hand counts its
 * weight, unit = POKEQ_RANGE_WEIGHT_ONE, live_combos its live hands.
 * Returns 0, or the errors of pokeq_hits and pokeq_hit_in_game, or
 * -POKEQ_ERR_RANGE_SYNTAX with *error filled (error may be NULL), or
 * -POKEQ_ERR_TOO_HARD (an Omaha range of more than 2,097,152 live hands,
 * e.g. omaha6's "random"), -POKEQ_ERR_MEMORY. Pure; thread safe. */
int pokeq_hits_game(int game, const char *range, const int *board, int board_count, const int *dead,
                    int dead_count, pokeq_game_hits_result *out, pokeq_range_error *error);

/* A Hold'em result (pokeq_hits) in the every-class layout, for game. */
void pokeq_game_hits_from(const pokeq_hits_result *holdem, int game, pokeq_game_hits_result *out);

/* ==== pokeq_solve: one call for every equity question ==================
 *
 * A request names the game, each seat's hand or range (text, as a player
 * writes it), the known board and dead cards, and how to answer: exactly
 * (every runout of every deal counted), by Monte Carlo, or automatically
 * (exact when it is estimated to take about a second or less, else Monte
 * Carlo to a standard error of 0.0005). The result carries the method that
 * ran and why, integer counts per seat and the fractions made from them;
 * a failure carries an error record that names the seat (or board, or dead
 * cards), the byte offset and length of the bad part of its text, the card
 * involved, and a sentence. Nothing is kept between calls; any number of
 * calls may run at once (each runs its own OpenMP team).
 *
 * What it does not do: no betting, no hand-reading beyond the ranges
 * given, no result cache (every call computes). */

#define POKEQ_VERSION_MAJOR 0
#define POKEQ_VERSION_MINOR 4
#define POKEQ_VERSION_PATCH 0
#define POKEQ_VERSION_NUMBER (POKEQ_VERSION_MAJOR * 10000 + POKEQ_VERSION_MINOR * 100 + POKEQ_VERSION_PATCH)

/* The library's version at run time (POKEQ_VERSION_NUMBER and
 * POKEQ_VERSION of the library that is loaded, which may be newer than
 * the header a program was compiled with). */
unsigned pokeq_version_number(void);
const char *pokeq_version(void);

/* Every pot is worth POKEQ_POT_UNITS units, split evenly among its
 * winners (2520 = lcm(1..10), so every share is whole). */
#define POKEQ_POT_UNITS 2520

/* A seat's equity from its counts over `count` showdowns (runouts,
 * weighted showdowns or trials): equity_units / (POKEQ_POT_UNITS * count),
 * and 0 when count is 0. */
double pokeq_equity(const pokeq_player_counts *counts, uint64_t count);

/* Parses a card list ("AhKd7c", also with spaces or commas; ten as T or
 * 10) into cards[0..max). Returns the count, or a negated pokeq_error:
 * -POKEQ_ERR_CARD (not a card; *error_at gets its byte offset),
 * -POKEQ_ERR_DUPLICATE (a card twice), -POKEQ_ERR_ARGUMENT (more than max
 * cards, or NULL text/cards). error_at may be NULL. */
int pokeq_cards_parse(const char *text, int *cards, int max, int *error_at);

/* Writes cards back to back ("AhKd7c") into out (NUL-terminated, cut to
 * size); returns the length it needed like snprintf, or -POKEQ_ERR_CARD
 * for a code outside 0..51. */
int pokeq_cards_format(const int *cards, int count, char *out, size_t size);

/* Hole cards per seat of a game (enum pokeq_game), or -POKEQ_ERR_GAME. */
int pokeq_game_hole_cards(int game);

/* Cards in a game's deck: 52, or 36 for the short decks (ranks 6..A), or
 * -POKEQ_ERR_GAME. */
int pokeq_game_deck_size(int game);

/* Whether card 0..51 is in the game's deck: 1, 0 (a 2-5 in short deck, or
 * not a card code), or -POKEQ_ERR_GAME. */
int pokeq_game_has_card(int game, int card);

/* A game's name as the program takes it: "holdem", "omaha", "omaha5",
 * "omaha6", "omaha-hilo", "omaha5-hilo", "shortdeck", "shortdeck-triton",
 * "razz", "stud", "stud-hilo", "stud-hilo-nq", "holdem-hilo";
 * NULL for an unknown game. */
const char *pokeq_game_name(int game);

/* The game a name (pokeq_game_name's, case-insensitive) stands for, or
 * -POKEQ_ERR_GAME (also for NULL). */
int pokeq_game_from_name(const char *name);

enum pokeq_method {
    POKEQ_METHOD_AUTO = 0,      /* exact when estimated quick enough, else Monte Carlo */
    POKEQ_METHOD_EXACT = 1,
    POKEQ_METHOD_MC = 2
};

/* Why the method that ran was chosen. */
enum pokeq_why {
    POKEQ_WHY_ASKED = 0,        /* the request named it */
    POKEQ_WHY_QUICK = 1,        /* auto: exact estimated within auto_exact_seconds */
    POKEQ_WHY_SLOW = 2,         /* auto: exact estimated beyond auto_exact_seconds */
    POKEQ_WHY_OVERFLOW = 3      /* auto: exact weighted counts would pass 2^64 */
};

/* What result.count counts. */
enum pokeq_count_kind {
    POKEQ_COUNT_RUNOUTS = 1,    /* exact, every seat a fixed hand: board completions */
    POKEQ_COUNT_SHOWDOWNS = 2,  /* exact over ranges: sum of deal weight x runouts
                                   (result.deals: the deals, unweighted) */
    POKEQ_COUNT_TRIALS = 3      /* Monte Carlo */
};

/* A seat: its text in the game's syntax — a hand ("AhKd") or a range
 * ("QQ+,AKs", "random", "10%", weights "AKs:0.5"; see pokeq_range_parse)
 * — or, for Hold'em when text is NULL, a range given as weights. */
typedef struct pokeq_seat {
    const char *text;
    const pokeq_range *range;
} pokeq_seat;

struct pokeq_result;

/* The question. Fill it with pokeq_request_init, then set what differs.
 * size comes first so that the struct can grow: it tells the library which
 * version of this header the caller was built with (the result and the
 * error record are of that version too). */
typedef struct pokeq_request {
    size_t size;                        /* sizeof (pokeq_request) */
    int game;                           /* enum pokeq_game */
    int seats;                          /* 2..POKEQ_MAX_PLAYERS */
    pokeq_seat seat[POKEQ_MAX_PLAYERS];
    const char *board;                  /* known board cards as text; NULL or "" for none */
    const char *dead;                   /* cards out of the deck as text; NULL or "" for none */
    int method;                         /* enum pokeq_method */
    int threads;                        /* 0 = every core; more than POKEQ_MAX_THREADS_PER_CORE
                                           per core are capped (result.threads: the team that ran) */
    int ranking;                        /* enum pokeq_ranking for "N%" terms
                                           (pokeq_request_init: POKEQ_RANKING_POKERSTOVE) */
    /* Monte Carlo stopping rules, each off when 0; with none on, the
     * target standard error is POKEQ_DEFAULT_STDERR */
    uint64_t trials;                    /* stop after exactly this many trials */
    double target_stderr;               /* stop once every seat's standard error is this or less */
    double max_seconds;                 /* stop after about this much time (not reproducible) */
    uint64_t seed;                      /* same seed + same rules = same answer */
    /* the cost model's limits, in estimated seconds; 0 = the defaults */
    double auto_exact_seconds;          /* auto: exact up to this estimate (1) */
    double exact_limit_seconds;         /* exact asked for beyond this estimate is refused
                                           (POKEQ_ERR_TOO_SLOW) before any work (3600);
                                           negative: never refused */
    /* hooks for interactive callers, both methods (NULL: none) */
    const volatile int *cancel;         /* nonzero: stop, within about a millisecond of work
                                           (every engine reads it inside its loops). Monte Carlo
                                           returns the trials so far (stopped_by
                                           POKEQ_MC_STOP_CANCEL), or -POKEQ_ERR_CANCELLED before
                                           its first block of trials ended; exact returns
                                           -POKEQ_ERR_CANCELLED (a partial count is no answer) */
    void (*progress)(const struct pokeq_result *so_far, void *context);
                                        /* on the calling thread: once before the work starts
                                           (done 0), then between exact tasks / Monte Carlo rounds */
    void *progress_context;
    /* per-combo counts (Hold'em): seats x POKEQ_COMBOS entries written at
     * [seat * POKEQ_COMBOS + combo], or NULL for none (faster); a seat's
     * entries add up to its counts (a fixed hand: its one combo) */
    pokeq_combo_counts *combos;
    size_t combos_capacity;             /* entries combos has room for */
    int categories;                     /* nonzero: count each seat's hand categories at showdown
                                           (result.seat[].categories); fixed hands are then counted
                                           by cards, slower before the flop */
    /* one part of a job split over processes or machines (see "shards"
     * below): count only part `shard` (0..shards-1) of `shards`; shards 0
     * or 1 (pokeq_request_init): the whole job */
    int shard;
    int shards;
    /* per-hand counts (Omaha 4, 5, 6, high and hi/lo; the Hold'em games use
     * combos): room for hands_capacity rows, written as pokeq_hand_counts
     * says, result.hand_rows of them; NULL for none (faster). More rows
     * than hands_capacity or POKEQ_MAX_HAND_ROWS are refused before any
     * work (ARGUMENT and TOO_HARD: the message gives the count); the other
     * games refuse them (UNSUPPORTED). Exact and Monte Carlo (seeded:
     * the same rows for any thread count), shards too (a part's rows are
     * its own counts; add them up row by row) */
    pokeq_hand_counts *hands;
    size_t hands_capacity;
} pokeq_request;

#define POKEQ_DEFAULT_STDERR 0.0005

/* The most threads a call runs per core, whatever it asks for. */
#define POKEQ_MAX_THREADS_PER_CORE 8

/* Zeroes *request and sets size, Hold'em, auto, all cores, PokerStove's
 * ranking, seed 1. */
void pokeq_request_init(pokeq_request *request);

typedef struct pokeq_seat_result {
    pokeq_player_counts counts;         /* integer counts over result.count */
    double equity;                      /* pot share, 0..1 */
    double win;                         /* share of showdowns won outright */
    double tie;                         /* share of showdowns split, any way: a share of
                                           showdowns, not PokerStove's tie (the pot share
                                           won by splits, here equity - win) */
    double stderr_equity;               /* Monte Carlo: standard error of equity; exact: 0 */
    double high;                        /* hi/lo games: the share of the whole pot won by the
                                           high hand (high + low = equity); else 0 */
    double low;                         /* hi/lo games: the share won by the low hand */
    double scoop;                       /* hi/lo games: the share of runouts (or trials) whose
                                           whole pot the seat took alone */
    int hole_count;                     /* a fixed hand: its cards (else 0) */
    int hole[POKEQ_MAX_HOLE];
    int live_combos;                    /* combos of the seat left by the known cards */
    uint64_t categories[POKEQ_CATEGORIES]; /* with request.categories: of result.count, how many
                                           end with the seat holding each hand category
                                           (index: enum pokeq_category); they add up to count.
                                           lowball27: its 2-7 hand's (A-2-3-4-5 is high card).
                                           badugi: by the cards in its badugi (index: enum
                                           pokeq_badugi_category; pokeq_game_category_name).
                                           Else all 0, and all 0 in razz and lowball-a5 (no
                                           high hand) */
    uint64_t lows[POKEQ_LOW_CATEGORIES]; /* with request.categories, in a game with a low (razz,
                                           lowball27, lowball-a5 and the hi/lo games): of
                                           result.count, how many
                                           end with the seat's low in each low category
                                           (index: enum pokeq_low_category); they add up to
                                           count (hi/lo: each runout counts as its two
                                           showdowns, as in categories). Else all 0 */
} pokeq_seat_result;

typedef struct pokeq_result {
    int method;                         /* POKEQ_METHOD_EXACT or _MC: what ran */
    int why;                            /* enum pokeq_why */
    double exact_estimate;              /* estimated seconds of the exact answer on the team it
                                           would run on (small, turn and river range jobs: one
                                           thread), with per-combo counts when asked for;
                                           HUGE_VAL when exact cannot run but Monte Carlo
                                           can (an Omaha range too wide to list) */
    int count_kind;                     /* enum pokeq_count_kind */
    uint64_t count;                     /* what the counts are over */
    int threads;                        /* threads that really ran */
    int threads_asked;                  /* the request's, 0 = every core */
    int stopped_by;                     /* Monte Carlo: enum pokeq_mc_stop; exact: 0 */
    double seconds;                     /* wall time of the work */
    double done;                        /* in progress calls: the share done so far, 0..1 */
    int seats;
    pokeq_seat_result seat[POKEQ_MAX_PLAYERS]; /* seat[0..seats-1]; pokeq_solve does not write
                                                  the others on success (zeroed on an error) */
    int board_count;                    /* the known cards, parsed */
    int board[5];
    int dead_count;
    int dead[POKEQ_MAX_DEAD];
    uint64_t deals;                     /* deals counted, each once whatever its weight: runouts
                                           (fixed hands), assignments of combos x runouts
                                           (ranges), or trials; equal to count unless weights
                                           make count a weighted total; an exact shard: the
                                           whole job's, known from the inputs */
    uint64_t job;                       /* the job's fingerprint: a hash of every input that
                                           changes the counts (library version, game, each
                                           seat's hand or range and weights, board, dead
                                           cards, method; Monte Carlo: seed and trials), the
                                           same for every shard of one job; never 0 */
    int shard, shards;                  /* the part counted: shard of shards (0 of 1: whole) */
    int game;                           /* enum pokeq_game: the request's */
    uint32_t hand_rows;                 /* rows written into request.hands (else 0), at most
                                           POKEQ_MAX_HAND_ROWS: in the struct's tail padding up
                                           to 0.4.0, so its size and pokeq_flop's stay */
} pokeq_result;

/* Where in the request an error lies. */
enum pokeq_error_place {
    POKEQ_AT_REQUEST = 0,               /* the request as a whole (options, the seats together) */
    POKEQ_AT_SEAT = 1,
    POKEQ_AT_BOARD = 2,
    POKEQ_AT_DEAD = 3
};

typedef struct pokeq_error_info {
    int code;                           /* a negated pokeq_error; 0 when none */
    int place;                          /* enum pokeq_error_place */
    int seat;                           /* the seat (0-based) when place is POKEQ_AT_SEAT, else -1 */
    int card;                           /* the card at fault (given twice, ...), or -1 */
    int offset;                         /* byte offset of the bad part in that text, or -1: all of it */
    int length;                         /* its length in bytes */
    char message[256];                  /* a sentence for a person, quoting the bad text */
} pokeq_error_info;

/* Answers *request into *result. Returns 0, or a negated pokeq_error with
 * *error filled (error may be NULL) and *result zeroed: a seat, board or
 * dead card text that does not parse (CARD, DUPLICATE, HAND,
 * RANGE_SYNTAX), a range left empty by the known cards (RANGE_EMPTY),
 * SEATS/BOARD/DEAD counts, too few cards to deal (DECK), no deal without
 * a shared card (RANGE_EMPTY) or none findable (TOO_HARD), whatever the
 * method and before any cost is estimated; exact asked for beyond
 * exact_limit_seconds: TOO_SLOW when Monte Carlo can answer instead, else
 * TOO_HARD (valid deals too rare to sample; the message says both), so a
 * refusal never points to a method that refuses too; exact weighted counts past 2^64
 * with exact asked for (OVERFLOW; auto samples instead), CANCELLED,
 * MEMORY, GAME, ARGUMENT (NULL, an unknown size, a bad option or a
 * combos buffer too small). Counts are identical for every thread count;
 * Monte Carlo depends on the seed and the rules (a max_seconds stop
 * excepted). The call keeps its resolved input (about 27 KB) on the
 * calling thread's stack. */
int pokeq_solve(const pokeq_request *request, struct pokeq_result *result, pokeq_error_info *error);

/* ---- shards: one job split over processes or machines ----
 *
 * A request with shards = N > 1 and shard = k (0..N-1) counts part k of
 * the job alone. Exact: the k-th of N disjoint slices of the work runner's
 * tasks (canonical runout prefixes, flush boards; a job of one card or
 * none to deal runs whole in part 0); Monte Carlo: the k-th of N disjoint
 * slices of the blocks of the trial count, each block with its own random
 * stream. So the N parts' integer counts add up to exactly the whole job's
 * (Monte Carlo: bit for bit the unsplit answer with the same seed),
 * whatever machine or thread count ran each part. A part needs a named
 * method: POKEQ_METHOD_EXACT, or POKEQ_METHOD_MC with `trials` and no
 * other stopping rule (a standard-error or time rule needs the whole count
 * to know when to stop); else pokeq_solve returns -POKEQ_ERR_ARGUMENT.
 * Fractions in a part's result are of the part's own counts.
 *
 * pokeq_result_merge adds up parts[0..count) (each a part's result, in any
 * order) into *whole as pokeq_solve answers the unsplit job: counts summed,
 * fractions and the Monte Carlo standard errors made from the sums, shard
 * 0 of 1; seconds and threads are the largest part's. part_combos (NULL,
 * or count pointers to each part's seats x POKEQ_COMBOS per-combo counts)
 * are summed into whole_combos (room for seats x POKEQ_COMBOS). Returns 0,
 * or -POKEQ_ERR_SHARDS with *error filled (a sentence naming the part;
 * error may be NULL) and *whole zeroed when the parts are of different
 * jobs (fingerprints, methods, seats or split counts differ), a part is
 * repeated, missing or was interrupted (stopped_by CANCEL), a part's
 * counts cannot be a count (a seat's wins and ties past its count, pot
 * units not 2,520 x count, hi/lo halves not adding up to a seat's units,
 * categories or non-zero per-combo counts not adding up to the seat's),
 * or the sums would pass 2^64; -POKEQ_ERR_ARGUMENT
 * for NULL or count < 1. Pure; thread safe. */
int pokeq_result_merge(const pokeq_result *const parts[], const pokeq_combo_counts *const part_combos[], int count,
                       pokeq_result *whole, pokeq_combo_counts *whole_combos, pokeq_error_info *error);

/* The fingerprint (pokeq_result.job) an answer to request carries, from
 * the request alone, nothing counted: pokeq_solve's (flops 0) or every
 * row's of pokeq_flops (flops 1). A reader of parts checks with it that
 * the inputs a part names are the job it claims (pokeq merge does).
 * Returns 0 with *job set, or a negated pokeq_error with *error filled as
 * pokeq_solve fills it for input it refuses (-POKEQ_ERR_ARGUMENT for a
 * NULL request or job). Pure; thread safe. */
int pokeq_request_job(const pokeq_request *request, int flops, uint64_t *job, pokeq_error_info *error);

/* Adds part[0..entries) into into[0..entries), count by count (the parts
 * of a per-combo or preflop table merged). Returns 0, -POKEQ_ERR_OVERFLOW
 * when a sum passes 2^64 (into is then partly added), or
 * -POKEQ_ERR_ARGUMENT (NULL). Pure. */
int pokeq_combo_counts_add(pokeq_combo_counts *into, const pokeq_combo_counts *part, size_t entries);

/* ---- every flop: pokeq_flops ----
 *
 * The seats' ranges (no board, no dead cards) on each of the 1,755 flops
 * distinct under suit permutation, exactly: a flop's result is pokeq_solve's
 * exact answer with that flop as the board. Each flop stands for `weight`
 * of the 22,100 (4, 12 or 24), so the ranges must give every combo of a
 * hand class one weight (whole classes: "QQ+,AKs", "random", "10%",
 * "AKs:0.5"; not "AhKh"); else -POKEQ_ERR_ARGUMENT. The flops are the
 * work runner's tasks: request.shard / shards count one part of them (the
 * other rows keep job 0), request.threads the team; the method and Monte
 * Carlo rules are not read. */
#define POKEQ_FLOPS 1755
#define POKEQ_FLOP_BOARDS 22100

typedef struct pokeq_flop {
    int cards[3];               /* a representative, high card first (spades, hearts, ...) */
    int weight;                 /* flops of the 22,100 it stands for: 4, 12 or 24 */
    int suits;                  /* distinct suits: 1 monotone, 2 two-tone, 3 rainbow */
    int pairing;                /* 0 unpaired, 1 paired, 2 trips */
    int connectedness;          /* most of its distinct ranks within one straight's
                                   five ranks (ace high or low): 1..3, 3 = a straight
                                   can be made with two hole cards */
    int high_rank;              /* 0 (deuce) .. 12 (ace) */
    uint64_t scale;             /* weighted ranges: the product over seats of the
                                   seat's weight divisor on this flop over its
                                   divisor preflop, which makes this flop's counts
                                   commensurate with the others'; 1 unweighted */
    uint64_t job;               /* the flops job's fingerprint, the same in every row
                                   of every part; 0: the row is not in this part */
    pokeq_result result;        /* count 0: no deal on this flop (the ranges need its
                                   cards) */
} pokeq_flop;

/* The rows' cards, weights and textures alone (results, scale and job
 * zero), in pokeq_flops's order. Returns 0, or -POKEQ_ERR_MEMORY or
 * -POKEQ_ERR_ARGUMENT (NULL). Pure; thread safe. */
int pokeq_flops_list(pokeq_flop flops[POKEQ_FLOPS]);

/* Fills flops[0..POKEQ_FLOPS) (caller-owned, in a fixed order: high
 * cards first) and counts the rows of the request's part. Returns 0 or a
 * negated pokeq_error with *error filled: pokeq_solve's (seat texts,
 * TOO_HARD, OVERFLOW, MEMORY, CANCELLED), ARGUMENT for a board, dead cards
 * or ranges that are not whole classes, UNSUPPORTED for a game other than
 * Hold'em (its message says why and what answers one flop instead).
 * Thread safe. */
int pokeq_flops(const pokeq_request *request, pokeq_flop flops[POKEQ_FLOPS], pokeq_error_info *error);

/* The average over all 22,100 flops, exactly: *average gets, for every
 * count, sum over rows of weight x scale x count / 10 (each five-card board
 * holds 10 flops), which is the preflop exact answer of the same ranges
 * (pokeq_solve, POKEQ_METHOD_EXACT) count for count, and the fractions made
 * from those counts. Every row must be present (job nonzero, one job):
 * else -POKEQ_ERR_SHARDS naming the flop; -POKEQ_ERR_OVERFLOW when a sum
 * passes 2^64. Pure. */
int pokeq_flops_average(const pokeq_flop flops[POKEQ_FLOPS], pokeq_result *average, pokeq_error_info *error);

/* ==== lower-level entry points (fixed hands or ranges, one method) ===== */

/* ---- preflop tables ----
 *
 * Four whole-table jobs, each many showdowns, share one request: what the
 * table is (game, opponents, trials, seed, cells) and how to run it
 * (threads, shard, cancel, progress), with the same meanings as
 * pokeq_request's fields. A field a table does not use is not read.
 * pokeq_table_request_init sets the defaults and the size, which is read
 * as pokeq_request's: a later header's struct may grow, and a library
 * reads the sizes of its own and earlier releases. */
typedef struct pokeq_table_request {
    size_t size;                        /* sizeof (pokeq_table_request) */
    int game;                           /* vs_random: a game with two hole cards (init: Hold'em) */
    int opponents;                      /* vs_random_mc: random hands, 1..9 (init: 1) */
    uint64_t trials;                    /* vs_random_mc: 1..POKEQ_MC_MAX_TRIALS, rounded up to
                                           whole blocks of POKEQ_MC_BLOCK_TRIALS */
    uint64_t seed;                      /* vs_random_mc: same seed and trials, same table */
    int64_t first;                      /* three_way: cells [first, first + count) */
    int count;
    int threads;                        /* 0 = every core, as pokeq_request.threads; the counts
                                           are identical for every thread count */
    int shard, shards;                  /* count part shard (0..shards-1) of shards alone;
                                           shards 0 or 1 (init): the whole table (see "shards") */
    const volatile int *cancel;         /* nonzero: stop soon; the call returns
                                           -POKEQ_ERR_CANCELLED (NULL: never) */
    void (*progress)(uint64_t done, uint64_t total, void *context);
                                        /* tasks of the part done so far (NULL: none) */
    void *progress_context;
} pokeq_table_request;

/* Zeroes *request, sets size, game Hold'em and one opponent. */
void pokeq_table_request_init(pokeq_table_request *request);

/* Every table call returns 0 or a negated pokeq_error: ARGUMENT (NULL, a
 * size it does not know, threads < 0, a part that does not exist, a field
 * of the table out of range), MEMORY, CANCELLED; and those named below.
 * Each call is thread safe (its own OpenMP team). */

/* Equity of each of the 169 hand classes against one random hand, exact:
 * classes[cls] sums, over the class's combos, every deal of a random
 * opponent hand (any two cards the hero does not hold) and every board:
 * equity = equity_units / (2520 * showdowns). It is the range engine's
 * random-against-random count (pokeq_solve's per-combo counts) summed per
 * class, the same computation POKEQ_RANKING_VS1 was made by. A short
 * deck's 81 classes of ranks 6..A are counted against a random hand of
 * its deck (C(34,2) hands) over its boards (C(32,5)); the classes holding
 * a 2 to 5 stay zero. -POKEQ_ERR_GAME for an unknown game,
 * -POKEQ_ERR_UNSUPPORTED for a game with no 169-class table (Omaha, stud). */
int pokeq_table_vs_random(const pokeq_table_request *request, pokeq_combo_counts classes[POKEQ_CLASSES]);

/* Equity of each class against `opponents` random hands, Monte Carlo with
 * common random numbers: a trial deals the board and the opponents' hands
 * from the full deck and scores every hero combo of the cards left, so all
 * classes see the same deals. Trials run in blocks of
 * POKEQ_MC_BLOCK_TRIALS with their own streams (seeded from seed and the
 * block number): the answer depends on seed and trials only, not on the
 * thread count. The call writes the blocks' integer sums (which add up
 * over parts: pokeq_preflop_mc_sums_add); pokeq_preflop_mc_finish makes
 * the table from them. The standard error of a class's equity is
 * estimated from the spread of its per-block equities (blocks are
 * independent), so it needs two blocks: with one it is NaN, "no estimate
 * yet"; a printer should show it as such. */
typedef struct pokeq_preflop_mc_result {
    int opponents;
    uint64_t trials;                            /* whole blocks: trials rounded up */
    pokeq_combo_counts classes[POKEQ_CLASSES];  /* hero combos scored, pot units */
    double equity[POKEQ_CLASSES];
    double stderr_equity[POKEQ_CLASSES];
} pokeq_preflop_mc_result;

/* What pokeq_table_vs_random_mc writes: over the trial blocks counted,
 * each class's sums of x (its pot units in a block) and n (its hero
 * combos scored in a block) and of x*x, x*n and n*n (128 bits, each as
 * {high 64 bits, low 64 bits}), integers that add up over parts. */
typedef struct pokeq_preflop_mc_sums {
    int opponents;
    uint64_t blocks;                            /* blocks of POKEQ_MC_BLOCK_TRIALS counted */
    pokeq_combo_counts classes[POKEQ_CLASSES];  /* n and x summed */
    uint64_t squares[POKEQ_CLASSES][3][2];      /* x*x, x*n, n*n summed */
} pokeq_preflop_mc_sums;

int pokeq_table_vs_random_mc(const pokeq_table_request *request, pokeq_preflop_mc_sums *sums);

/* Adds part into *into (both of one opponent count: else ARGUMENT);
 * -POKEQ_ERR_OVERFLOW (into unchanged) when a sum would pass its width. */
int pokeq_preflop_mc_sums_add(pokeq_preflop_mc_sums *into, const pokeq_preflop_mc_sums *part);

/* The table from its sums: trials = blocks x POKEQ_MC_BLOCK_TRIALS,
 * equities and standard errors from the sums. -POKEQ_ERR_ARGUMENT for no
 * blocks, an opponent count outside 1..9 or NULL. Pure. */
int pokeq_preflop_mc_finish(const pokeq_preflop_mc_sums *sums, pokeq_preflop_mc_result *out);

/* The exact heads-up matrix (Hold'em; game not read): matrix[i * 169 + j]
 * counts class i against class j over every pair of combos (one of each,
 * sharing no card) and every board of the 48 cards left: equity of i
 * against j = equity_units / (2520 * showdowns). Each board is evaluated
 * once for all 28,561 cells (per board: every hand valued and sorted, then
 * counted per class with card removal), over the boards distinct under
 * suit permutation. For every i, j: showdowns(i,j) = showdowns(j,i) and
 * equity_units(i,j) + equity_units(j,i) = 2520 * showdowns(i,j) exactly,
 * in a part too (a part's cells count its own boards). */
int pokeq_table_matrix(const pokeq_table_request *request,
                       pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES]);

/* The exact three-way class table: for every unordered triple of classes
 * i <= j <= k (repeats allowed: C(171, 3) = 818,805 cells, in
 * lexicographic order), the three classes' exact equity as ranges against
 * each other (pokeq_solve: every assignment of one combo to each without a
 * shared card, every board). A cell's counts are the seats' in the order
 * i, j, k; showdowns 0 when no deal exists (AA AA AA). */
#define POKEQ_THREE_WAY_CELLS 818805

typedef struct pokeq_three_way_cell {
    int classes[3];                     /* i <= j <= k */
    uint64_t showdowns;
    pokeq_player_counts seat[3];        /* equity = equity_units / (2520 * showdowns) */
    double seconds;                     /* the cell's wall time (one thread) */
} pokeq_three_way_cell;

/* Cells [first, first + count) of the table (0 <= first, first + count <=
 * POKEQ_THREE_WAY_CELLS) into cells[0..count): one task of the work runner
 * each; a part counts only its share of those cells (the others keep
 * showdowns 0 and classes set). A whole table is a cluster job: see the
 * README's scale notes. Also -POKEQ_ERR_OVERFLOW. */
int pokeq_table_three_way(const pokeq_table_request *request, pokeq_three_way_cell *cells);

/* Parts (see "shards"): each table is one job of the work runner, and
 * shard / shards count part `shard` of its tasks alone: exact, disjoint
 * slices of the board walk's tasks; Monte Carlo, disjoint slices of the
 * trial blocks. The parts' counts added up (pokeq_combo_counts_add,
 * pokeq_preflop_mc_sums_add) are the whole table's, count for count,
 * whatever machine or thread count ran each. */

/* A table job's fingerprint, the same for every part of it and different
 * (but for a 2^-64 chance) for any other table, game, opponent count, or
 * Monte Carlo trials and seed, and for another library version: table is
 * POKEQ_PREFLOP_VS_RANDOM (game and opponents read; trials and seed when
 * opponents > 1: the Monte Carlo table) or POKEQ_PREFLOP_MATRIX (no field
 * read). threads, shard and the hooks are never read. Never 0; 0 for a
 * NULL request or an unknown table. Pure. */
enum pokeq_preflop_table { POKEQ_PREFLOP_VS_RANDOM = 1, POKEQ_PREFLOP_MATRIX = 2 };
uint64_t pokeq_table_job(int table, const pokeq_table_request *request);

/* ==== tournaments: ICM and heads-up push/fold (issue 32) ================
 *
 * Kept in one block. Both calls are pure functions of their requests:
 * nothing is kept between calls; any number may run at once. */

/* ---- ICM: prize equity of tournament stacks (Malmuth-Harville) ----
 *
 * A player finishes first with probability stack / chips in play; each
 * lower place is drawn the same way among the players left. Exact (a
 * dynamic programme over the sets of players placed above, O(2^n x n))
 * for up to POKEQ_ICM_EXACT_PLAYERS players; Monte Carlo beyond (or when
 * asked), with each equity's standard error. */
#define POKEQ_ICM_MAX_PLAYERS 1000
#define POKEQ_ICM_EXACT_PLAYERS 20
#define POKEQ_ICM_DEFAULT_TRIALS 1000000

typedef struct pokeq_icm_request {
    size_t size;                        /* sizeof (pokeq_icm_request) */
    int players;                        /* 1..POKEQ_ICM_MAX_PLAYERS */
    const double *stacks;               /* players chip counts, each finite and > 0 */
    int payouts;                        /* paid places, 1..players */
    const double *payout;               /* payouts prizes, first place first, each finite and >= 0 */
    int method;                         /* enum pokeq_method: auto is exact up to
                                           POKEQ_ICM_EXACT_PLAYERS, else Monte Carlo */
    uint64_t trials;                    /* Monte Carlo trials, 0 = POKEQ_ICM_DEFAULT_TRIALS */
    uint64_t seed;                      /* Monte Carlo: same seed, same answer on any threads */
    int threads;                        /* Monte Carlo threads, 0 = every core */
} pokeq_icm_request;

/* The answer; the caller points the arrays at room of its own first. */
typedef struct pokeq_icm_result {
    int method;                         /* POKEQ_METHOD_EXACT or POKEQ_METHOD_MC, as run */
    uint64_t trials;                    /* Monte Carlo trials; 0 when exact */
    double total_chips, total_payout;
    double *equity;                     /* players entries: expected prize (required) */
    double *stderr_equity;              /* players entries or NULL: Monte Carlo's standard
                                           error of each equity, 0 when exact */
    double *place;                      /* players x players entries or NULL: player i's chance
                                           of place p (0 = first) at [i * players + p] */
} pokeq_icm_result;

/* Zeroes *request, sets size and seed 1 (auto, default trials, every core). */
void pokeq_icm_request_init(pokeq_icm_request *request);

/* Returns 0, or -POKEQ_ERR_PLAYERS (players outside 1..POKEQ_ICM_MAX_PLAYERS),
 * -POKEQ_ERR_ARGUMENT (NULL, a stack <= 0 or not finite, payouts outside
 * 1..players, a payout < 0 or not finite, a bad method, threads < 0,
 * trials past POKEQ_MC_MAX_TRIALS), -POKEQ_ERR_TOO_SLOW (exact asked for
 * more than POKEQ_ICM_EXACT_PLAYERS), -POKEQ_ERR_MEMORY. */
int pokeq_icm(const pokeq_icm_request *request, pokeq_icm_result *result);

/* ---- heads-up push/fold, solved exactly ----
 *
 * The game: both players start with `stack` big blinds (counting the ante
 * and blind each posts); each posts `ante`, the small blind 0.5 and the
 * big blind 1. The small blind folds or goes all in; the big blind folds
 * or calls; a call sees five board cards from the 48 left (ties split).
 * Every ordered pair of disjoint hands is dealt alike. Payoff: the small
 * blind's net change in big blinds: fold -(0.5 + ante), all in and fold
 * +(1 + ante), called stack x (2e - 1), e its pot share.
 *
 * Solved as a linear programme over the exact 169 x 169 class matrix
 * (pokeq_preflop_matrix): suits are symmetric, so an equilibrium that
 * plays every combo of a class alike exists and its payoffs are the
 * matrix's integer counts; the value is unique. The programme's solution
 * is purified: a class whose gain (below) is not within
 * POKEQ_PUSHFOLD_BOUNDARY of 0 is played at frequency exactly 0 or 1, and
 * only the classes at that boundary may mix. The best responses are
 * recomputed from the answer; exploitability is their gains summed. */
#define POKEQ_PUSHFOLD_BOUNDARY 1e-9

typedef struct pokeq_pushfold_request {
    size_t size;                        /* sizeof (pokeq_pushfold_request) */
    double stack;                       /* > 1 + ante, at most 1e6 */
    double ante;                        /* >= 0 */
    const pokeq_combo_counts *matrix;   /* POKEQ_CLASSES^2 cells of pokeq_preflop_matrix (a
                                           cached copy), or NULL: computed in the call */
    int threads;                        /* for the matrix when computed: 0 = every core */
} pokeq_pushfold_request;

/* One side: the small blind's pushes or the big blind's calls. */
typedef struct pokeq_pushfold_side {
    double frequency[POKEQ_CLASSES];    /* share of each class's combos played, 0..1 */
    double gain[POKEQ_CLASSES];         /* big blinds gained by playing (push, call) rather
                                           than folding, per combo of the class dealt, against
                                           the other side's answer (the big blind's: over every
                                           hand of the small blind, a fold of its counting 0) */
    double combos;                      /* sum of combos x frequency */
    double percent;                     /* 100 x combos / 1326 */
    double best_response_gain;          /* what a best response to the other side would
                                           win over this side's answer, >= 0 */
} pokeq_pushfold_side;

typedef struct pokeq_pushfold_result {
    double stack, ante;
    pokeq_pushfold_side push, call;
    double ev_sb;                       /* the small blind's value at the answer, big blinds */
    double exploitability;              /* push.best_response_gain + call.best_response_gain */
    int mixed;                          /* classes at the boundary, both sides */
} pokeq_pushfold_result;

/* Zeroes *request and sets size (threads 0, no ante, no matrix). */
void pokeq_pushfold_request_init(pokeq_pushfold_request *request);

/* Returns 0, or -POKEQ_ERR_ARGUMENT (NULL, stack not above 1 + ante or
 * past 1e6, ante < 0, threads < 0, a matrix whose cells are not a
 * matrix's: showdowns differ from their mirror's or equity units pass a
 * pot each), -POKEQ_ERR_MEMORY; *out zeroed on error. */
int pokeq_pushfold(const pokeq_pushfold_request *request, pokeq_pushfold_result *out);

/* ==== pokeq_hand: seven cards added one at a time (issue 31) ===========
 *
 * For enumerators and simulators that build hands card by card: a hand is
 * a small value (an additive key and a card mask), pokeq_hand_add adds one
 * card with two additions, and pokeq_hand_value scores exactly seven cards
 * with one test and two table loads, all inline here over tables the
 * library exports as data (pokeq_hand_tables), so no call is paid per card
 * or per hand. A board is built once and each player's cards are added to
 * a copy of it. Values are pokeq_eval7's (1..7462, higher is stronger).
 *
 * Contract: cards are codes 0..51, each added at most once; a hand is
 * scored only when it holds exactly seven cards (other counts, or a card
 * added twice, give an unspecified value, never a read outside the
 * tables). The tables' layout and the constants below belong to the
 * library's ABI (soname libpokeq.so.1): a library with other tables has
 * another soname. Pure values; any thread. pokeq_eval7 stays the call for
 * callers with arrays of cards. */
#define POKEQ_HAND_FLUSH_TEST 0x0000004210800000ULL /* a suit field's bit: five or more of seven */
#define POKEQ_HAND_BUCKET_SHIFT 51                  /* key >> this: the bucket */
#define POKEQ_HAND_SLOT_MASK 0xffffu                /* key & this: the slot in it */
#define POKEQ_HAND_BUCKETS 8192
#define POKEQ_HAND_RANK_SPAN 66418
#if defined(__GNUC__)
#define POKEQ_HAND_RARELY(x) __builtin_expect(!!(x), 0)
#else
#define POKEQ_HAND_RARELY(x) (x)
#endif

struct pokeq_hand_table_set {
    uint64_t card_keys[52];                     /* a card's key: face hashes and suit counters */
    uint64_t card_bits[52];                     /* a card's bit: 16 * suit + rank */
    uint32_t bucket_offsets[POKEQ_HAND_BUCKETS];
    uint16_t rank_values[POKEQ_HAND_RANK_SPAN]; /* values of hands without a flush */
    uint16_t flush_values[8192];                /* by a suit's 13-bit rank mask (0: under five) */
};
extern const struct pokeq_hand_table_set pokeq_hand_tables;

typedef struct pokeq_hand {
    uint64_t key;                               /* sum of the cards' keys */
    uint64_t mask;                              /* sum (= union) of the cards' bits */
} pokeq_hand;

static inline pokeq_hand pokeq_hand_empty(void)
{
    pokeq_hand h = {0, 0};
    return h;
}

static inline pokeq_hand pokeq_hand_add(pokeq_hand h, int card)
{
    h.key += pokeq_hand_tables.card_keys[card];
    h.mask += pokeq_hand_tables.card_bits[card];
    return h;
}

/* The union of two hands without a common card (a board and two holes). */
static inline pokeq_hand pokeq_hand_combine(pokeq_hand a, pokeq_hand b)
{
    a.key += b.key;
    a.mask += b.mask;
    return a;
}

/* Value 1..7462 of a hand of exactly seven cards. The flush path (3 % of
 * hands) reads the one suit with five or more ranks from the mask. */
static inline int pokeq_hand_value(pokeq_hand h)
{
    if (POKEQ_HAND_RARELY((h.key & POKEQ_HAND_FLUSH_TEST) != 0)) {
        int value = 0;
        for (int suit = 0; value == 0 && suit < 4; suit++)
            value = pokeq_hand_tables.flush_values[(h.mask >> (16 * suit)) & 0x1fff];
        return value;
    }
    const uint32_t bucket = (uint32_t)(h.key >> POKEQ_HAND_BUCKET_SHIFT);
    return pokeq_hand_tables.rank_values[pokeq_hand_tables.bucket_offsets[bucket] +
                                         ((uint32_t)h.key & POKEQ_HAND_SLOT_MASK)];
}

/* ==== end of pokeq_hand ================================================ */

/* ==== superseded calls =====================================================
 *
 * The calls of the first releases, one per method and input kind, each
 * with its own way to pass threads. pokeq_solve answers every one of
 * them (fixed hands or ranges, exact or Monte Carlo, any game) from one
 * request; these stay, and give the same counts, for programs written
 * against them. They warn when used; define POKEQ_NO_DEPRECATED_WARNINGS
 * before including pokeq.h to silence that (as this project's tests of
 * them do). threads here: 0 = every core, as pokeq_request.threads. */

/* Estimates every player's equity by dealing the unknown board cards at
 * random from the cards the scenario leaves (uniformly, without
 * replacement). The standard error is the sample standard deviation of the
 * player's per-trial pot share over sqrt(trials).
 *
 * The answer depends only on the scenario, seed, max_trials and
 * target_stderr: it is bit-identical for any thread count (a max_seconds
 * stop is the one exception, since it depends on the machine's speed).
 *
 * scenario and options are only read; result (caller-owned) is written,
 * and zeroed on error. Returns POKEQ_OK, or a negated pokeq_error: a
 * pokeq_scenario_check error, or POKEQ_ERR_ARGUMENT for a NULL pointer,
 * negative or NaN option, or no stopping rule. Safe to call from any number
 * of threads at once (each call runs its own OpenMP team). */
POKEQ_DEPRECATED("use pokeq_solve")
int pokeq_monte_carlo(const pokeq_scenario *scenario, const pokeq_mc_options *options,
                      pokeq_mc_result *result);

/* Enumerates every runout of scenario (see pokeq_scenario: 2..10 players
 * with known hole cards, 0..5 board cards, 0..48 dead cards, every card
 * 0..51 used at most once) and writes the counts into *out.
 *   threads  how many threads to use: 0 = every core (as
 *            pokeq_request.threads), 1 = the calling thread only, N > 1 = at most N
 *            (jobs shorter than starting a thread team run on one thread;
 *            out->threads tells). The counts are identical for every
 *            thread count.
 * Returns 0, or a negative pokeq_error (pokeq_strerror gives the sentence):
 * -POKEQ_ERR_ARGUMENT for a NULL pointer or threads < 0, and the errors of
 * pokeq_scenario_check for a bad scenario; *out is then zeroed when out is
 * not NULL. The caller owns both structs; nothing is kept after the call.
 * Thread safe: any number of calls may run at once. */
POKEQ_DEPRECATED("use pokeq_solve")
int pokeq_exact(const pokeq_scenario *scenario, int threads, pokeq_exact_result *out);

/* Counts every runout of every assignment of scenario into *out, and, when
 * combos is not NULL, per-combo counts into combos[player * 1326 + combo]
 * (players * 1326 entries, caller-owned; combos outside a range stay 0).
 * threads as in pokeq_exact; the counts are identical for every thread
 * count. Heads-up counts each runout by sorting the two ranges' values once
 * (work ~ runouts x range sizes), or before the flop, when one seat has at
 * most 64 combos and it is cheaper, each pair of combos as fixed hands
 * (work ~ pairs, about a millisecond each); three or more players enumerate the
 * assignments per runout (work ~ runouts x assignments). Returns 0, or a
 * negative pokeq_error: -POKEQ_ERR_ARGUMENT (NULL, threads < 0), the
 * pokeq_scenario_check errors for the board and dead cards,
 * -POKEQ_ERR_RANGE_EMPTY, -POKEQ_ERR_OVERFLOW when the weighted counts could
 * pass 2^64 (use Monte Carlo), -POKEQ_ERR_TOO_HARD, -POKEQ_ERR_MEMORY. *out
 * is zeroed on error. Thread safe.
 * Whether any assignment exists is settled by a pruned search of at most
 * 65,536 states (the seats' combos share too few cards, or one is found):
 * ranges as people write them settle within a few states; crafted ones
 * that do not (ten seats' combos packed into a few stars of cards) get
 * -POKEQ_ERR_TOO_HARD, never a wrong answer. */
POKEQ_DEPRECATED("use pokeq_solve")
int pokeq_exact_ranges(const pokeq_range_scenario *scenario, int threads, pokeq_range_exact_result *out,
                       pokeq_combo_counts *combos);

/* Monte Carlo over ranges: each trial draws an assignment with probability
 * proportional to its weight, then deals the board uniformly from the cards
 * left. Options, stopping rules, result and thread-count independence as
 * in pokeq_monte_carlo (result->trials counts trials). combos as in
 * pokeq_exact_ranges (counts are trials). Returns 0 or a negative
 * pokeq_error (as pokeq_exact_ranges, without OVERFLOW). Thread safe.
 * -POKEQ_ERR_TOO_HARD also when a draw of independent combos clashes
 * nearly always (a fixed pilot of 2^19 draws accepts fewer than 32, about
 * 1 in 16,000) and the valid assignments are too many to list (a walk of
 * 2^20 steps): say ten players each holding a 20-card range. The choice
 * depends on the inputs alone, never on the seed or the threads. */
POKEQ_DEPRECATED("use pokeq_solve")
int pokeq_monte_carlo_ranges(const pokeq_range_scenario *scenario, const pokeq_mc_options *options,
                             pokeq_mc_result *result, pokeq_combo_counts *combos);

/* The preflop table calls of 0.3.0 and before, threads and parts passed
 * as arguments: each is the pokeq_table_* call above with a request made
 * from its arguments (shard / shards 0 / 0: the whole table), the same
 * counts and errors. */
POKEQ_DEPRECATED("use pokeq_table_vs_random")
int pokeq_preflop_vs_random(int threads, pokeq_combo_counts classes[POKEQ_CLASSES]);
POKEQ_DEPRECATED("use pokeq_table_vs_random")
int pokeq_preflop_vs_random_game(int game, int threads, pokeq_combo_counts classes[POKEQ_CLASSES]);
POKEQ_DEPRECATED("use pokeq_table_vs_random")
int pokeq_preflop_vs_random_part(int game, int threads, int shard, int shards,
                                 pokeq_combo_counts classes[POKEQ_CLASSES]);
/* ... and pokeq_preflop_mc_finish on the sums */
POKEQ_DEPRECATED("use pokeq_table_vs_random_mc")
int pokeq_preflop_vs_random_mc(int opponents, uint64_t trials, uint64_t seed, int threads,
                               pokeq_preflop_mc_result *out);
POKEQ_DEPRECATED("use pokeq_table_vs_random_mc")
int pokeq_preflop_vs_random_mc_part(int opponents, uint64_t trials, uint64_t seed, int threads, int shard,
                                    int shards, pokeq_preflop_mc_sums *sums);
POKEQ_DEPRECATED("use pokeq_table_matrix")
int pokeq_preflop_matrix(int threads, pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES]);
POKEQ_DEPRECATED("use pokeq_table_matrix")
int pokeq_preflop_matrix_part(int threads, int shard, int shards,
                              pokeq_combo_counts matrix[POKEQ_CLASSES * POKEQ_CLASSES]);
POKEQ_DEPRECATED("use pokeq_table_three_way")
int pokeq_preflop_three_way(int64_t first, int count, int threads, int shard, int shards,
                            pokeq_three_way_cell *cells);
POKEQ_DEPRECATED("use pokeq_table_job")
uint64_t pokeq_preflop_job(int table, int game, int opponents, uint64_t trials, uint64_t seed);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif

#endif /* POKEQ_H */
