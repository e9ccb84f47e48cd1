/* SPDX-License-Identifier: MIT */
/* preflop_cache.c - exact preflop tables on disk (preflop_cache.h). */
#include "shards/preflop_cache.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CACHE_FORMAT "pokeq-preflop-cache 1"

const char *preflop_cache_dir(const char *override, char *buf, size_t size)
{
    const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    int n;
    if (override != NULL)
        n = snprintf(buf, size, "%s", override);
    else if (xdg != NULL && xdg[0] != '\0')
        n = snprintf(buf, size, "%s/pokeq", xdg);
    else if (home != NULL && home[0] != '\0')
        n = snprintf(buf, size, "%s/.cache/pokeq", home);
    else
        return NULL;
    return n > 0 && (size_t)n < size ? buf : NULL;
}

static int file_path(const char *dir, const char *kind, char path[PATH_MAX])
{
    const int n = snprintf(path, PATH_MAX, "%s/preflop-%s-%s.txt", dir, kind, POKEQ_VERSION);
    return n > 0 && n < PATH_MAX ? 0 : -1;
}

/* FNV-1a over the numbers, in order: catches a changed or missing digit. */
static uint64_t checksum(const pokeq_combo_counts *counts, size_t count)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < count; i++) {
        const uint64_t words[2] = {counts[i].showdowns, counts[i].equity_units};
        for (int w = 0; w < 2; w++)
            for (int byte = 0; byte < 8; byte++)
                h = (h ^ (words[w] >> (8 * byte) & 0xff)) * 0x100000001b3ULL;
    }
    return h;
}

static void header_line(char *out, size_t size, const char *kind, size_t count)
{
    snprintf(out, size, "%s version %s kind %s entries %zu\n", CACHE_FORMAT, POKEQ_VERSION, kind, count);
}

int preflop_cache_load(const char *dir, const char *kind, pokeq_combo_counts *counts, size_t count)
{
    char path[PATH_MAX], expected[256], line[256];
    if (dir == NULL || file_path(dir, kind, path) != 0)
        return -1;
    FILE *in = fopen(path, "r");
    if (in == NULL)
        return -1;
    header_line(expected, sizeof expected, kind, count);
    int ok = fgets(line, sizeof line, in) != NULL && strcmp(line, expected) == 0;
    for (size_t i = 0; ok && i < count; i++)
        ok = fscanf(in, "%" SCNu64 " %" SCNu64, &counts[i].showdowns, &counts[i].equity_units) == 2;
    uint64_t sum = 0;
    char rest;
    ok = ok && fscanf(in, " checksum %" SCNx64 " %c", &sum, &rest) == 1 && sum == checksum(counts, count);
    fclose(in);
    return ok ? 0 : -1;
}

/* mkdir -p for dir. */
static int make_dirs(const char *dir)
{
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(path, 0755) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return mkdir(path, 0755) != 0 && errno != EEXIST ? -1 : 0;
}

int preflop_cache_store(const char *dir, const char *kind, const pokeq_combo_counts *counts, size_t count)
{
    char path[PATH_MAX], temp[PATH_MAX + 32], header[256];
    if (dir == NULL || file_path(dir, kind, path) != 0 || make_dirs(dir) != 0)
        return -1;
    snprintf(temp, sizeof temp, "%s.tmp.%ld", path, (long)getpid());
    FILE *out = fopen(temp, "w");
    if (out == NULL)
        return -1;
    header_line(header, sizeof header, kind, count);
    fputs(header, out);
    for (size_t i = 0; i < count; i++)
        fprintf(out, "%" PRIu64 " %" PRIu64 "\n", counts[i].showdowns, counts[i].equity_units);
    fprintf(out, "checksum %016" PRIx64 "\n", checksum(counts, count));
    const int written = fflush(out) == 0 && fsync(fileno(out)) == 0;
    if (fclose(out) != 0 || !written || rename(temp, path) != 0) {
        const int saved = errno;
        unlink(temp);
        errno = saved;
        return -1;
    }
    return 0;
}
