/* SPDX-License-Identifier: MIT */
/*
 * omaha_ranking_file.h - the committed Omaha 4 rankings
 * (data/ranking-omaha.tsv, data/ranking-omaha-hilo.tsv) as the tests read
 * them, without the library: each line's class named by
 * its four cards, a class found by trying the 24 renamings of the suits.
 * Criterion asserts; one thread.
 */
#ifndef POKEQ_TEST_OMAHA_RANKING_FILE_H
#define POKEQ_TEST_OMAHA_RANKING_FILE_H

#include <criterion/criterion.h>

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef POKEQ_SOURCE_DIR
#define POKEQ_SOURCE_DIR "."
#endif

enum { FILE_CLASSES = 16432, FILE_HANDS = 270725 };


typedef struct omaha_file {
    char name[FILE_CLASSES][9];
    double percent[FILE_CLASSES], equity[FILE_CLASSES], stderr_equity[FILE_CLASSES];
    uint64_t units[FILE_CLASSES];
    uint64_t trials, seed;
} omaha_file;

/* The cards of a name like "AsAhKsKh" (4 of them), or 0. */
static int cards_of(const char *name, int cards[4])
{
    static const char ranks[] = "23456789TJQKA", suits[] = "cdhs";
    if (strlen(name) != 8)
        return 0;
    for (int i = 0; i < 4; i++) {
        const char *rank = strchr(ranks, name[2 * i]), *suit = strchr(suits, name[2 * i + 1]);
        if (rank == NULL || suit == NULL)
            return 0;
        cards[i] = 4 * (int)(rank - ranks) + (int)(suit - suits);
    }
    return 1;
}

/* The hands of the cards' class: their images under the 24 suit
 * renamings, as card masks, without repeats, into seen[]; returns how many. */
static int class_hands(const int cards[4], uint64_t seen[24])
{
    static const int perms[24][4] = {
        {0, 1, 2, 3}, {0, 1, 3, 2}, {0, 2, 1, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {0, 3, 2, 1},
        {1, 0, 2, 3}, {1, 0, 3, 2}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 3, 0, 2}, {1, 3, 2, 0},
        {2, 0, 1, 3}, {2, 0, 3, 1}, {2, 1, 0, 3}, {2, 1, 3, 0}, {2, 3, 0, 1}, {2, 3, 1, 0},
        {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0}, {3, 2, 0, 1}, {3, 2, 1, 0}};
    int count = 0;
    for (int p = 0; p < 24; p++) {
        uint64_t mask = 0;
        for (int i = 0; i < 4; i++)
            mask |= 1ULL << (cards[i] / 4 * 4 + perms[p][cards[i] % 4]);
        int repeat = 0;
        for (int k = 0; k < count; k++)
            repeat |= seen[k] == mask;
        if (!repeat)
            seen[count++] = mask;
    }
    return count;
}

/* How many hands the cards' class holds; the smallest in *least. */
static int class_images(const int cards[4], uint64_t *least)
{
    uint64_t seen[24];
    const int count = class_hands(cards, seen);
    *least = UINT64_MAX;
    for (int k = 0; k < count; k++)
        *least = seen[k] < *least ? seen[k] : *least;
    return count;
}

/* The ranking of game ("omaha", "omaha-hilo"): data/ranking-GAME.tsv. */
static omaha_file *read_omaha_file(const char *game)
{
    omaha_file *f = calloc(1, sizeof *f);
    char path[1024], line[512];
    snprintf(path, sizeof path, "%s/data/ranking-%s.tsv", POKEQ_SOURCE_DIR, game);
    FILE *in = fopen(path, "r");
    cr_assert(f != NULL && in != NULL, "cannot open %s", path);
    int count = 0;
    while (fgets(line, sizeof line, in) != NULL) {
        const char *at = strstr(line, " trials per class, seed ");
        if (line[0] == '#' && at != NULL) {
            while (at > line && at[-1] != ' ' && at[-1] != ':')
                at--;
            cr_assert_eq(sscanf(at, "%" SCNu64 " trials per class, seed %" SCNu64, &f->trials, &f->seed), 2);
        }
        if (line[0] == '#')
            continue;
        int rank;
        cr_assert(count < FILE_CLASSES, "%s: more than 16,432 classes", path);
        const int fields = sscanf(line, "%d %8s %lf %lf %lf %" SCNu64, &rank, f->name[count], &f->percent[count],
                                  &f->equity[count], &f->stderr_equity[count], &f->units[count]);
        cr_assert(fields == 6 && rank == count + 1, "%s: line '%s'", path, line);
        count++;
    }
    fclose(in);
    cr_assert_eq(count, FILE_CLASSES, "%s", path);
    cr_assert(f->trials > 0, "%s: the header names the trials and seed", path);
    return f;
}

#endif
