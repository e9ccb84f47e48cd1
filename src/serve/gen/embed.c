/* SPDX-License-Identifier: MIT */
/*
 * embed.c - a build tool: files of the source tree as C data, so the
 * installed program needs no other files (the API's OpenAPI description,
 * the web page's files).
 *
 *   build/embed OUT.c NAME=FILE... /PATH=FILE...
 *
 * writes, for each NAME=FILE pair, `const unsigned char NAME[]` (the file's
 * bytes and a NUL after them, not counted) and `const size_t NAME_size`.
 * NAME must be a C identifier. Pairs whose left side is a URL path are the
 * web page's files: one table `web_assets[]` (src/serve/static.h) of each
 * path, its Content-Type (from the file's extension), bytes, size and a
 * strong ETag (the bytes' FNV-1a hash, quoted), with `web_asset_count`,
 * `web_assets_bytes` and `web_version` (a hash of every file but "/").
 * In the "/" file (index.html) each quoted path of another file,
 * "/js/app.js", becomes "/v/VERSION/js/app.js": the page asks for this
 * build's files by URLs no other build uses, which the server lets a
 * browser keep (static.h). Exit status 1 with a message when a file cannot
 * be read, has no known type or OUT.c cannot be written.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ASSETS_MAX = 64 };

typedef struct asset {
    const char *path, *type, *file;     /* path: "/js/app.js=web/js/app.js" (cut at '=') */
    unsigned char *bytes;
    size_t size;
} asset;

static int fail(const char *what, const char *name)
{
    fprintf(stderr, "embed: %s, at '%s'\n", what, name);
    return 1;
}

static int identifier(const char *s, size_t length)
{
    if (length == 0 || isdigit((unsigned char)s[0]))
        return 0;
    for (size_t i = 0; i < length; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_')
            return 0;
    return 1;
}

static const char *type_of(const char *name)
{
    static const char *const types[][2] = {
        {".html", "text/html; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"}, {".json", "application/json"},
        {".svg", "image/svg+xml"}, {".png", "image/png"},
    };
    const char *dot = strrchr(name, '.');
    for (size_t i = 0; dot != NULL && i < sizeof types / sizeof types[0]; i++)
        if (strcmp(dot, types[i][0]) == 0)
            return types[i][1];
    return NULL;
}

static uint64_t fnv1a(uint64_t h, const unsigned char *bytes, size_t size)
{
    for (size_t i = 0; i < size; i++)
        h = (h ^ bytes[i]) * 0x100000001b3ULL;
    return h;
}

/* FILE's bytes (malloc'd) into *bytes and *size; nonzero with a message. */
static int read_file(const char *file, unsigned char **bytes, size_t *size)
{
    FILE *in = fopen(file, "rb");
    size_t n = 0, room = 4096;
    unsigned char *b = malloc(room);
    if (in == NULL || b == NULL) {
        free(b);
        if (in != NULL)
            fclose(in);
        return fail("cannot read", file);
    }
    bool full = false;
    for (size_t got; !full && (got = fread(b + n, 1, room - n, in)) > 0;) {
        n += got;
        unsigned char *grown = n == room ? realloc(b, 2 * room) : b;
        if (grown == NULL)
            full = true;
        else if (n == room)
            room *= 2;
        if (grown != NULL)
            b = grown;
    }
    const int failed = ferror(in) || full;
    fclose(in);
    if (failed) {
        free(b);
        return fail("cannot read", file);
    }
    *bytes = b;
    *size = n;
    return 0;
}

/* bytes as `const unsigned char NAME[]` (static when `local`). */
static void write_array(FILE *out, const char *name, int name_length, const unsigned char *bytes, size_t size,
                        int local)
{
    fprintf(out, "%sconst unsigned char %.*s[] = {\n", local ? "static " : "", name_length, name);
    for (size_t i = 0; i < size; i++)
        fprintf(out, "%d,%s", bytes[i], (i + 1) % 24 == 0 ? "\n" : "");
    fputs("0};\n", out);
}

/* A NAME=FILE pair as an array and its size now, or a /PATH=FILE pair
 * read into asset number `*count` (written once all are read). */
static int embed(FILE *out, const char *pair, asset assets[ASSETS_MAX], int *count)
{
    const char *equals = strchr(pair, '=');
    const int name_length = equals != NULL ? (int)(equals - pair) : 0;
    if (equals != NULL && pair[0] == '/') {
        if (*count == ASSETS_MAX)
            return fail("too many web files", pair);
        if (type_of(equals + 1) == NULL)
            return fail("no Content-Type known for the file's extension", equals + 1);
        asset *a = &assets[*count];
        *a = (asset){.path = pair, .type = type_of(equals + 1), .file = equals + 1};
        if (read_file(a->file, &a->bytes, &a->size) != 0)
            return 1;
        (*count)++;
        return 0;
    }
    if (equals == NULL || !identifier(pair, (size_t)name_length))
        return fail("needs NAME=FILE with NAME a C identifier, or /PATH=FILE", pair);
    unsigned char *bytes;
    size_t size;
    if (read_file(equals + 1, &bytes, &size) != 0)
        return 1;
    write_array(out, pair, name_length, bytes, size, 0);
    fprintf(out, "const size_t %.*s_size = %zu;\n\n", name_length, pair, size);
    free(bytes);
    return 0;
}

static size_t path_length(const asset *a)
{
    return strcspn(a->path, "=");
}

/* The other file whose path, then a quote, starts at text; NULL: none. */
static const asset *path_at(const unsigned char *text, size_t left, const asset *assets, int count)
{
    for (int i = 0; i < count; i++) {
        const size_t n = path_length(&assets[i]);
        if (n > 1 && n < left && memcmp(text, assets[i].path, n) == 0 && text[n] == '"')
            return &assets[i];
    }
    return NULL;
}

/* index.html's quoted paths of the other files under /v/VERSION. */
static int version_paths(asset *page, const asset *assets, int count, const char *version)
{
    const size_t prefix = 3 + strlen(version) + 1;
    unsigned char *b = malloc(page->size * (prefix + 1) + 1); /* room for a prefix at every byte */
    if (b == NULL)
        return fail("out of memory", page->file);
    size_t n = 0;
    for (size_t i = 0; i < page->size; i++) {
        b[n++] = page->bytes[i];
        if (page->bytes[i] == '"' && path_at(page->bytes + i + 1, page->size - i - 1, assets, count) != NULL)
            n += (size_t)sprintf((char *)b + n, "/v/%s", version);
    }
    free(page->bytes);
    page->bytes = b;
    page->size = n;
    return 0;
}

/* Every asset's bytes, then the table and this build's web_version. */
static int write_assets(FILE *out, asset *assets, int count)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (int i = 0; i < count; i++)
        if (path_length(&assets[i]) > 1)
            h = fnv1a(h, assets[i].bytes, assets[i].size);
    char version[17];
    snprintf(version, sizeof version, "%016llx", (unsigned long long)h);
    for (int i = 0; i < count; i++)
        if (path_length(&assets[i]) == 1 && version_paths(&assets[i], assets, count, version) != 0)
            return 1;
    size_t total = 0;
    for (int i = 0; i < count; i++) {
        char name[32];
        snprintf(name, sizeof name, "web_asset_%d", i);
        write_array(out, name, (int)strlen(name), assets[i].bytes, assets[i].size, 1);
        total += assets[i].size;
    }
    fputs("\nconst web_asset web_assets[] = {\n", out);
    for (int i = 0; i < count; i++)
        fprintf(out, "    {\"%.*s\", \"%s\", web_asset_%d, %zu, \"\\\"%016llx\\\"\"},\n", (int)path_length(&assets[i]),
                assets[i].path, assets[i].type, i, assets[i].size,
                (unsigned long long)fnv1a(0xcbf29ce484222325ULL, assets[i].bytes, assets[i].size));
    fprintf(out, "};\nconst int web_asset_count = %d;\nconst unsigned long web_assets_bytes = %zuUL;\n", count, total);
    fprintf(out, "const char web_version[] = \"%s\";\n", version);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fputs("usage: embed OUT.c NAME=FILE... /PATH=FILE...\n", stderr);
        return 1;
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL)
        return fail("cannot write", argv[1]);
    fputs("/* Generated by embed (src/serve/gen/embed.c) at build time: do not edit. */\n#include <stddef.h>\n"
          "#include \"serve/static.h\"\n\n",
          out);
    asset assets[ASSETS_MAX];
    int count = 0;
    for (int i = 2; i < argc; i++)
        if (embed(out, argv[i], assets, &count) != 0) {
            fclose(out);
            remove(argv[1]);
            return 1;
        }
    const int failed = count > 0 && write_assets(out, assets, count) != 0;
    for (int i = 0; i < count; i++)
        free(assets[i].bytes);
    if (fclose(out) != 0 || failed) {
        remove(argv[1]);
        return failed ? 1 : fail("cannot write", argv[1]);
    }
    return 0;
}
