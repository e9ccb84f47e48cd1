/* SPDX-License-Identifier: MIT */
/*
 * rankdata_omaha.c - rankdata's Omaha 4 rankings: a NAME starting with
 * "ranking_omaha" reads its file (data/ranking-omaha.tsv, written by
 * rankgen_omaha.c) as the 16,432 suit classes of four-card hands
 * (text/omaha_class.h), strongest first, one a line: "rank<TAB>class<TAB>
 * cumulative_percent[<TAB>more]". The file is refused unless the ranks run
 * 1..16432, every class is named by its representative (spades first:
 * "AsAhKsKh") and appears once, and each cumulative percent is the share
 * of the 270,725 hands the classes so far hold (to 4 decimals). Writes
 * `const omaha_ranking NAME` (text/ranking.h): the keys strongest first
 * and their places sorted by key.
 */
#include "gen/tsv_lines.h"
#include "text/omaha_class.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OMAHA_CLASSES = 16432, OMAHA_HANDS = 270725 };

/* The key of a representative's name, or 0 when the text is not one. */
static uint64_t key_of_name(const char *name)
{
    static const char ranks[] = "23456789TJQKA", suits[] = "cdhs";
    if (strlen(name) != 8)
        return 0;
    uint64_t hand = 0;
    for (int i = 0; i < 8; i += 2) {
        const char *rank = strchr(ranks, name[i]), *suit = strchr(suits, name[i + 1]);
        if (name[i] == '\0' || name[i + 1] == '\0' || rank == NULL || suit == NULL)
            return 0;
        hand |= 1ULL << (4 * (rank - ranks) + (suit - suits));
    }
    const uint64_t key = omaha_class_key(hand);
    char canonical[9];
    return __builtin_popcountll(hand) == 4 && strcmp(omaha_class_name(key, canonical), name) == 0 ? key : 0;
}

/* What read_keys keeps while it reads the file. */
typedef struct key_reader {
    uint64_t *keys;
    int count;
    long hands;
} key_reader;

/* One line: "rank<TAB>class<TAB>cumulative_percent...". */
static const char *key_line(const char *text, void *context)
{
    key_reader *r = context;
    char name[16];
    double percent;
    const char *fault = tsv_ranked_line(text, r->count, OMAHA_CLASSES, "ranks must run 1..16432 in order", name,
                                        &percent);
    if (fault != NULL)
        return fault;
    if ((r->keys[r->count] = key_of_name(name)) == 0)
        return "not a class's representative (four cards, spades first: AsAhKsKh)";
    r->hands += omaha_class_combos(r->keys[r->count++]);
    const double exact = 100.0 * (double)r->hands / OMAHA_HANDS;
    if (percent < exact - 1e-4 || percent > exact + 1e-4)
        return "cumulative percent differs from the hands of the classes so far";
    return NULL;
}

static int read_keys(const char *file, uint64_t *keys)
{
    key_reader r = {.keys = keys};
    int line;
    const int error = tsv_read_lines("rankdata", file, key_line, &r, &line);
    if (!error && (r.count != OMAHA_CLASSES || r.hands != OMAHA_HANDS))
        return tsv_fail("rankdata", file, line, "not the 16,432 classes, each once");
    return error;
}

typedef struct keyed_place {
    uint64_t key;
    int place;
} keyed_place;

static int by_key_order(const void *a, const void *b)
{
    const uint64_t x = ((const keyed_place *)a)->key, y = ((const keyed_place *)b)->key;
    return x < y ? -1 : x > y;
}

/* Reads FILE and writes NAME's tables to out; 0 or -1 (reported). */
int rankdata_omaha(FILE *out, const char *name, const char *file)
{
    uint64_t *keys = malloc(sizeof *keys * OMAHA_CLASSES);
    keyed_place *by_key = malloc(sizeof *by_key * OMAHA_CLASSES);
    int error = keys == NULL || by_key == NULL ? tsv_fail("rankdata", file, 0, "out of memory") : read_keys(file, keys);
    for (int i = 0; !error && i < OMAHA_CLASSES; i++)
        by_key[i] = (keyed_place){keys[i], i};
    if (!error) {
        qsort(by_key, OMAHA_CLASSES, sizeof *by_key, by_key_order);
        for (int i = 1; i < OMAHA_CLASSES && !error; i++)
            if (by_key[i].key == by_key[i - 1].key)
                error = tsv_fail("rankdata", file, 0, "a class listed twice");
    }
    if (!error) {
        fprintf(out, "\nstatic const uint64_t %s_key[%d] = {", name, OMAHA_CLASSES);
        for (int i = 0; i < OMAHA_CLASSES; i++)
            fprintf(out, "%s0x%llx,", i % 6 == 0 ? "\n   " : " ", (unsigned long long)keys[i]);
        fprintf(out, "\n};\n\nstatic const uint16_t %s_by_key[%d] = {", name, OMAHA_CLASSES);
        for (int i = 0; i < OMAHA_CLASSES; i++)
            fprintf(out, "%s%d,", i % 12 == 0 ? "\n   " : " ", by_key[i].place);
        fprintf(out, "\n};\n\nconst omaha_ranking %s = {%s_key, %s_by_key};\n", name, name, name);
    }
    free(keys);
    free(by_key);
    return error;
}
