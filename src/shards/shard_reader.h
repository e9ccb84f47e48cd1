/* SPDX-License-Identifier: MIT */
/*
 * shard_reader.h - what the shard file's modules share (shard_file.c
 * reads heads, equity, flops and error records; shard_seats.c the seat
 * records; shard_hands.c an Omaha part's per-hand rows; shard_table.c a
 * preflop table's):
 * a reader over the file's text, line by line, and the head writer.
 * Not for other modules: they use shard_file.h.
 */
#ifndef POKEQ_SHARD_READER_H
#define POKEQ_SHARD_READER_H

#include "shards/shard_file.h"

#include <string.h>

typedef struct reader {
    char *at;                   /* the next line */
    int line;                   /* the line at hand, 1-based */
    cli_error *error;
} reader;

/* The next line, NUL-terminated in place, or NULL at the end. */
char *next_line(reader *r);

/* Fails the read at the line at hand: *r->error names it; returns -1. */
int bad(reader *r, const char *line, const char *what);

/* The records of a head: kind, job, part, the batch line (0: none) and
 * the words (a batch line's own from line_words on). */
void shard_write_head(FILE *out, enum shard_kind kind, uint64_t job, int part, int parts, int line,
                      const char *const *words, int count, int line_words);

/* A record being written: its lines go to body (a memory stream), then
 * shard_record_close writes them to out with the end line and their
 * checksum ("end HEX": FNV-1a, 64 bits, over every byte before it) and
 * flushes; false when a write failed. The reader checks the sum before it
 * reads a record's fields. */
typedef struct shard_record {
    FILE *body;
    char *text;
    size_t size;
} shard_record;
FILE *shard_record_open(shard_record *r);
bool shard_record_close(shard_record *r, FILE *out);

/* Whether a line is a record's end line (its checksum already checked). */
static inline bool shard_is_end(const char *line)
{
    return line != NULL && strncmp(line, "end ", 4) == 0;
}

/* Cards as a word ("-" for none) into out, which it returns. */
const char *shard_cards_word(const int *cards, int count, char out[2 * POKEQ_MAX_DEAD + 1]);

/* The seat records of r (shard_seats.c): "seat P HOLE LIVE WINS
 * TIE2..TIE10 UNITS HIGH LOW SCOOPS SQH SQL" each, then "categories P
 * C0..C8" for each seat with categories, then "lows P L0..L10" for each
 * seat with low categories. */
void shard_write_seats(FILE *out, const pokeq_result *r);

/* Reads them back: seat p into r->seat[p], then the categories records
 * (none, or increasing seats, none all zero). 0, or -1 failed (bad). */
int shard_read_seat(reader *rd, pokeq_result *r, int p);
int shard_read_categories(reader *rd, pokeq_result *r);

/* An Omaha part's per-hand rows (shard_hands.c): "hand P CARDS WEIGHT
 * SHOWDOWNS UNITS" for each row with showdowns (CARDS: the mask in hex);
 * shard_read_hand appends one line's row to f->hands (*room: its room),
 * checking the seat, the game's card count, the weight and the order
 * (ascending by seat, then cards). 0, or -1 failed (bad). */
void shard_write_hands(FILE *out, const pokeq_result *r, const pokeq_hand_counts *hands);
int shard_read_hand(reader *rd, char *line, shard_file *f, size_t *room);

/* Cards from a word ("-": none) into cards[0..max); 0, or -1 failed. */
int shard_read_cards(reader *rd, const char *line, const char *text, int *cards, int max, int *count);

/* A table part's body after its head, into f (shard_table.c). */
int shard_table_read(reader *rd, shard_file *f);

#endif
