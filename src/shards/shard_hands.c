/* SPDX-License-Identifier: MIT */
/*
 * shard_hands.c - an Omaha part's per-hand rows in a shard file ("hand P
 * CARDS WEIGHT SHOWDOWNS UNITS", CARDS the hand's card mask in hex, rows
 * with showdowns only, ascending by seat then cards) and the parts' rows
 * summed into the whole job's (shard_file.h, shard_reader.h).
 */
#include "shards/shard_reader.h"

#include <inttypes.h>
#include <stdlib.h>

void shard_write_hands(FILE *out, const pokeq_result *r, const pokeq_hand_counts *hands)
{
    for (size_t k = 0; hands != NULL && k < r->hand_rows; k++)
        if (hands[k].showdowns != 0)
            fprintf(out, "hand %d %" PRIx64 " %d %" PRIu64 " %" PRIu64 "\n", hands[k].seat, hands[k].cards,
                    hands[k].weight, hands[k].showdowns, hands[k].equity_units);
}

/* Whether row b comes after row a: a later seat, or higher cards. */
static bool after(const pokeq_hand_counts *a, const pokeq_hand_counts *b)
{
    return b->seat > a->seat || (b->seat == a->seat && b->cards > a->cards);
}

int shard_read_hand(reader *rd, char *line, shard_file *f, size_t *room)
{
    pokeq_hand_counts h = {0};
    const int cards = pokeq_game_hole_cards(f->result.game);
    if (sscanf(line, "hand %d %" SCNx64 " %d %" SCNu64 " %" SCNu64, &h.seat, &h.cards, &h.weight, &h.showdowns,
               &h.equity_units) != 5 ||
        h.seat < 0 || h.seat >= f->result.seats || h.cards >> 52 != 0 || __builtin_popcountll(h.cards) != cards ||
        h.weight < 1 || h.weight > POKEQ_RANGE_WEIGHT_ONE || h.showdowns == 0)
        return bad(rd, line, "a bad hand record");
    if (f->hand_count > 0 && !after(&f->hands[f->hand_count - 1], &h))
        return bad(rd, line, "a hand record out of order (by seat, then cards)");
    if (f->hand_count == *room) {
        const size_t more = *room == 0 ? 64 : 2 * *room;
        pokeq_hand_counts *grown = realloc(f->hands, more * sizeof *grown);
        if (grown == NULL)
            return bad(rd, "", "out of memory");
        f->hands = grown;
        *room = more;
    }
    f->hands[f->hand_count++] = h;
    return 0;
}

static int by_seat_and_cards(const void *x, const void *y)
{
    const pokeq_hand_counts *a = x, *b = y;
    return after(b, a) ? 1 : after(a, b) ? -1 : 0;
}

/* Folds equal rows of the sorted rows[0..n) into one each; returns the
 * rows left, or 0 when two parts gave one hand different weights or a sum
 * would pass 2^64. */
static size_t fold(pokeq_hand_counts *rows, size_t n)
{
    size_t kept = 0;
    for (size_t k = 0; k < n; k++) {
        pokeq_hand_counts *last = kept > 0 ? &rows[kept - 1] : NULL;
        if (last == NULL || after(last, &rows[k])) {
            rows[kept++] = rows[k];
            continue;
        }
        if (last->weight != rows[k].weight ||
            __builtin_add_overflow(last->showdowns, rows[k].showdowns, &last->showdowns) ||
            __builtin_add_overflow(last->equity_units, rows[k].equity_units, &last->equity_units))
            return 0;
    }
    return kept;
}

/* Whether each seat's rows add up to its counts in whole. */
static bool rows_add_up(const pokeq_hand_counts *rows, size_t n, const pokeq_result *whole)
{
    uint64_t showdowns[POKEQ_MAX_PLAYERS] = {0}, units[POKEQ_MAX_PLAYERS] = {0};
    for (size_t k = 0; k < n; k++) {
        if (rows[k].seat >= whole->seats)
            return false;
        showdowns[rows[k].seat] += rows[k].showdowns;
        units[rows[k].seat] += rows[k].equity_units;
    }
    for (int p = 0; p < whole->seats; p++)
        if (showdowns[p] != whole->count || units[p] != whole->seat[p].counts.equity_units)
            return false;
    return true;
}

int shard_hands_merge(const shard_file *const *records, int count, pokeq_result *whole, pokeq_hand_counts **out,
                      const char **why)
{
    *out = NULL;
    size_t n = 0;
    for (int i = 0; i < count; i++)
        n += records[i]->hand_count;
    if (n == 0)
        return 0;
    pokeq_hand_counts *rows = malloc(n * sizeof *rows);
    if (rows == NULL) {
        *why = "out of memory";
        return -1;
    }
    n = 0;
    for (int i = 0; i < count; i++)
        for (size_t k = 0; k < records[i]->hand_count; k++)
            rows[n++] = records[i]->hands[k];
    qsort(rows, n, sizeof *rows, by_seat_and_cards);
    n = fold(rows, n);
    if (n == 0 || !rows_add_up(rows, n, whole)) {
        free(rows);
        *why = "the parts' per-hand rows do not add up to their seats' counts";
        return -1;
    }
    whole->hand_rows = (uint32_t)n;
    *out = rows;
    return 0;
}
