/* SPDX-License-Identifier: MIT */
/*
 * shard_file.h - the file a `--shard K/N` run writes and `pokeq merge`
 * reads: plain text, one record a line, integer counts only.
 *
 *   pokeq-shard 2 KIND           KIND: equity, flops, table or error
 *   job HEX                      the library's fingerprint of the job
 *   part K N                     part K (1..N) of N
 *   line N                       a batch's line N (batches only)
 *   word TEXT                    the run's words in order, --shard K/N left out
 *   lineword TEXT                a batch line's own words, after the command line's
 *   result M W C COUNT DEALS STOP THREADS ASKED SECONDS SEATS GAME   (equity)
 *   cards BOARD DEAD             the known cards ("-" for none)
 *   seat P HOLES H0 H1 LIVE WINS TIE2..TIE10 UNITS HIGH LOW SCOOPS SQH SQL
 *                                (hi/lo: the halves' units, scoops and the
 *                                squares' 128 bits; else 0)
 *   categories P C0..C8          (a seat's hand categories, when counted)
 *   lows P L0..L10               (a seat's low categories, when counted in a game with a low)
 *   combo P COMBO SHOWDOWNS UNITS                (nonzero per-combo counts)
 *   hand P CARDS WEIGHT SHOWDOWNS UNITS          (Omaha: nonzero per-hand rows, CARDS
 *                                                 the hand's card mask in hex, ascending
 *                                                 by seat, then cards)
 *   row I WEIGHT SCALE COUNT DEALS SEATS         (flops: a row of this part)
 *   table CELLS METHOD OPPONENTS BLOCKS          (a preflop table: 169 or 28561 cells,
 *                                                 exact or mc; Monte Carlo blocks counted)
 *   cell I SHOWDOWNS UNITS                       (table: nonzero cells)
 *   moments I XXH XXL XNH XNL NNH NNL            (Monte Carlo table: nonzero squares)
 *   errorword TEXT               (error: a bad batch line's word, then its
 *   message TEXT                  message; an error record's job is 0)
 *   end SUM                      SUM: 16 hex digits, FNV-1a (64 bits) of every byte
 *                                of the record before this line
 *
 * A flops row is followed by its seats' `seat` records. A batch's part
 * is one such record (pokeq-shard .. end) per answered line, back to
 * back. Reading checks each record's checksum first (a changed byte is
 * refused, never merged), then every record's shape and that each ends
 * with `end`; a bad file is named with its line. Format 1 (no checksum)
 * is refused by name.
 */
#ifndef POKEQ_SHARD_FILE_H
#define POKEQ_SHARD_FILE_H

#include "front/cli_error.h"
#include "pokeq.h"

#include <stdbool.h>
#include <stdio.h>

enum { SHARD_WORDS_MAX = 64 };

enum shard_kind { SHARD_EQUITY, SHARD_FLOPS, SHARD_TABLE, SHARD_ERROR, SHARD_KINDS };

/* One flop's row of a flops part: its index in the library's table
 * (0..POKEQ_FLOPS-1) and its counts. A part holds only its own rows, so
 * a file read never pays for the whole table (6 MB) per record. */
typedef struct shard_flop_row {
    int index;
    pokeq_flop flop;
} shard_flop_row;

typedef struct shard_file {
    enum shard_kind kind;               /* one equity answer, a flops job, a preflop table or
                                           a batch's bad line */
    uint64_t job;
    int job_line;                       /* the file's line of the job record */
    int part, parts;                    /* 0-based part of parts */
    int line;                           /* a batch's line, or 0 */
    int word_count;
    char *words[SHARD_WORDS_MAX];       /* into the set's text */
    int line_words;                     /* words[line_words..]: the batch line's own */
    pokeq_result result;                /* equity: the part's counts */
    pokeq_combo_counts *combos;         /* equity: seats x POKEQ_COMBOS, or NULL (owned) */
    pokeq_hand_counts *hands;           /* equity, Omaha: the rows with showdowns, or NULL (owned) */
    size_t hand_count;
    shard_flop_row *rows;               /* flops: this part's rows in file order (owned) */
    int row_count;
    int cells;                          /* table: POKEQ_CLASSES or its square */
    pokeq_combo_counts *counts;         /* exact table: its cells (owned) */
    pokeq_preflop_mc_sums *sums;        /* Monte Carlo table (owned) */
    const char *error_word;             /* error: the bad word and the message (into the text) */
    const char *error_message;
} shard_file;

/* A file's records (one, or a batch's line after line). */
typedef struct shard_set {
    char *text;                         /* the file's bytes (owned) */
    int count;
    shard_file *record;                 /* owned */
} shard_set;

/* The run's words without --shard, --batch and their values into
 * kept[0..room); returns how many (extra words are dropped: the option
 * parser takes fewer). */
int shard_words_kept(const char *const *words, int count, const char **kept, int room);

/* Writes an equity part: words[0..count) (the run's, --shard and its
 * value left out by the caller; a batch line's own from line_words on),
 * the batch line (0: none), the result, the combos and the Omaha
 * per-hand rows (result.hand_rows of them; each NULL: none). Returns
 * false when a write failed. */
bool shard_file_write_equity(FILE *out, const char *const *words, int count, int line, int line_words,
                             const pokeq_result *r, const pokeq_combo_counts *combos,
                             const pokeq_hand_counts *hands);

/* The parts' per-hand rows (records[0..count) of one job, merged into
 * *whole already) summed hand by hand into *rows (malloc'd; NULL when no
 * part has any), whole->hand_rows of them. Returns 0, or -1 with *why
 * when the rows do not add up to the seats' counts, give one hand two
 * weights or would pass 2^64, or memory ran out. */
int shard_hands_merge(const shard_file *const *records, int count, pokeq_result *whole, pokeq_hand_counts **rows,
                      const char **why);

/* Writes a flops part: rows[0..row_count), in that order. */
bool shard_file_write_flops(FILE *out, const char *const *words, int count, uint64_t job, int part, int parts,
                            const shard_flop_row *rows, int row_count);

/* Writes a preflop table's part: exact counts[0..cells), or Monte Carlo
 * sums (counts NULL). */
bool shard_file_write_table(FILE *out, const char *const *words, int count, uint64_t job, int part, int parts,
                            int cells, const pokeq_combo_counts *counts, const pokeq_preflop_mc_sums *sums);

/* Writes a batch's bad line: what the unsplit batch reports of it. */
bool shard_file_write_error(FILE *out, const char *const *words, int count, int line, int part, int parts,
                            const char *word, const char *message);

/* Reads the file at path into *set (one record or more). Returns 0, or -1
 * with *error naming the line (error->index). shard_set_free releases
 * what a read made (also after a failed read). */
int shard_set_read(const char *path, shard_set *set, cli_error *error);
void shard_set_free(shard_set *set);

/* The same from text (malloc'd, NUL-terminated; *set owns it from here). */
int shard_set_parse(char *text, shard_set *set, cli_error *error);

#endif
