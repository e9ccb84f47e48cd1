/* SPDX-License-Identifier: MIT */
/*
 * shard_seats.c - the seat records of shard files (shard_reader.h): a
 * seat's hole cards and integer counts, hi/lo halves and their squares
 * included, then each seat's hand categories when any were counted.
 */
#include "shards/shard_reader.h"

#include <inttypes.h>
#include <string.h>

const char *shard_cards_word(const int *cards, int count, char out[2 * POKEQ_MAX_DEAD + 1])
{
    if (count == 0)
        return "-";
    pokeq_cards_format(cards, count, out, 2 * POKEQ_MAX_DEAD + 1);
    return out;
}

/* A seat's counts after its wins, in the order of a seat record. */
enum { SEAT_COUNTS = POKEQ_MAX_PLAYERS - 1 + 6 };

static void seat_counts(pokeq_player_counts *c, uint64_t *at[SEAT_COUNTS])
{
    int n = 0;
    for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
        at[n++] = &c->ties[k];
    at[n++] = &c->equity_units;
    at[n++] = &c->high_units;
    at[n++] = &c->low_units;
    at[n++] = &c->scoops;
    at[n++] = &c->share_squares[0];
    at[n] = &c->share_squares[1];
}

static bool counts_zero(const uint64_t *counts, int n)
{
    for (int k = 0; k < n; k++)
        if (counts[k] != 0)
            return false;
    return true;
}

/* A record "WORD P N1..Nn" of each seat whose n counts are not all zero. */
static void write_count_records(FILE *out, const pokeq_result *r, const char *word, bool lows)
{
    const int n = lows ? POKEQ_LOW_CATEGORIES : POKEQ_CATEGORIES;
    for (int p = 0; p < r->seats; p++) {
        const uint64_t *counts = lows ? r->seat[p].lows : r->seat[p].categories;
        if (counts_zero(counts, n))
            continue;
        fprintf(out, "%s %d", word, p);
        for (int k = 0; k < n; k++)
            fprintf(out, " %" PRIu64, counts[k]);
        fputc('\n', out);
    }
}

void shard_write_seats(FILE *out, const pokeq_result *r)
{
    for (int p = 0; p < r->seats; p++) {
        pokeq_seat_result s = r->seat[p];
        uint64_t *counts[SEAT_COUNTS];
        seat_counts(&s.counts, counts);
        char hole[2 * POKEQ_MAX_DEAD + 1];
        fprintf(out, "seat %d %s %d %" PRIu64, p, shard_cards_word(s.hole, s.hole_count, hole), s.live_combos,
                s.counts.wins);
        for (int k = 0; k < SEAT_COUNTS; k++)
            fprintf(out, " %" PRIu64, *counts[k]);
        fputc('\n', out);
    }
    write_count_records(out, r, "categories", false);
    write_count_records(out, r, "lows", true);
}

int shard_read_cards(reader *rd, const char *line, const char *text, int *cards, int max, int *count)
{
    if (strcmp(text, "-") == 0)
        return *count = 0;
    *count = pokeq_cards_parse(text, cards, max, NULL);
    return *count < 0 ? bad(rd, line, "cards that do not parse") : 0;
}

/* "seat P HOLE LIVE WINS TIE2..TIE10 UNITS HIGH LOW SCOOPS SQH SQL" into
 * r->seat[P]; HOLE: a fixed hand's cards, or "-". */
int shard_read_seat(reader *rd, pokeq_result *r, int p)
{
    const char *line = next_line(rd);
    if (line == NULL)
        return bad(rd, "", "a seat record is missing");
    pokeq_seat_result *s = &r->seat[p];
    pokeq_player_counts *c = &s->counts;
    int at, used = 0;
    char hole[32];
    if (sscanf(line, "seat %d %31s %d %" SCNu64 "%n", &at, hole, &s->live_combos, &c->wins, &used) != 4 ||
        at != p || s->live_combos < 0 || s->live_combos > POKEQ_COMBOS ||
        shard_read_cards(rd, line, hole, s->hole, POKEQ_MAX_HOLE, &s->hole_count) != 0)
        return bad(rd, line, "not the seat record expected here");
    uint64_t *counts[SEAT_COUNTS];
    seat_counts(c, counts);
    for (int k = 0; k < SEAT_COUNTS; k++) {
        int more = 0;
        if (sscanf(line + used, " %" SCNu64 "%n", counts[k], &more) != 1)
            return bad(rd, line, "a seat record with too few counts");
        used += more;
    }
    return line[used] == '\0' ? 0 : bad(rd, line, "a seat record of the wrong length");
}

/* The "WORD P N1..Nn" records (write_count_records) at rd, if any, into r. */
static int read_count_records(reader *rd, pokeq_result *r, const char *word, bool lows)
{
    const int n = lows ? POKEQ_LOW_CATEGORIES : POKEQ_CATEGORIES;
    const size_t length = strlen(word);
    int last = -1;
    while (strncmp(rd->at, word, length) == 0 && rd->at[length] == ' ') {
        const char *line = next_line(rd);
        int p, used = (int)length;
        if (sscanf(line + used, " %d%n", &p, &used) != 1 || p <= last || p >= r->seats)
            return bad(rd, line, "a categories record out of place");
        used += (int)length;
        uint64_t *counts = lows ? r->seat[p].lows : r->seat[p].categories;
        for (int k = 0; k < n; k++) {
            int more = 0;
            if (sscanf(line + used, " %" SCNu64 "%n", &counts[k], &more) != 1)
                return bad(rd, line, "a categories record with too few counts");
            used += more;
        }
        if (line[used] != '\0' || counts_zero(counts, n))
            return bad(rd, line, "a categories record of the wrong length, or all zero");
        last = p;
    }
    return 0;
}

/* "categories P C0..C8" then "lows P L0..L10" records after the seats, if
 * any, into r. */
int shard_read_categories(reader *rd, pokeq_result *r)
{
    const int code = read_count_records(rd, r, "categories", false);
    return code != 0 ? code : read_count_records(rd, r, "lows", true);
}

