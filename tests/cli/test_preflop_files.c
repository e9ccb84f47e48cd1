/* SPDX-License-Identifier: MIT */
/* The program's preflop files: its SVG is well-formed XML with 169
 * labelled cells; its cache is reused, and a corrupt or foreign cache
 * file is rebuilt. */
#include "testing.h"

#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the program: SVG and cache -------------------------------------- */

/* The last run's output (program.h), kept until the next run. */
static run_result *last_run;
#define POKEQ(...) (free(last_run), last_run = RUN(__VA_ARGS__), last_run->status)

static char *slurp(const char *dir, const char *name)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *in = fopen(path, "r");
    cr_assert(in != NULL, "cannot read %s", path);
    static char text[1 << 20];
    const size_t n = fread(text, 1, sizeof text - 1, in);
    text[n] = '\0';
    fclose(in);
    return text;
}

static char *temp_dir(void)
{
    static char dir[64];
    snprintf(dir, sizeof dir, "/tmp/pokeq_preflop_XXXXXX");
    cr_assert(mkdtemp(dir) != NULL);
    return dir;
}

static void expect_labelled_cells(const char *svg)
{
    int cells = 0;
    const char *problem = xml_check(svg, "g", "class=\"cell\"", &cells);
    cr_expect(problem == NULL, "not well-formed: %s", problem);
    cr_expect_eq(cells, POKEQ_CLASSES);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char name[4], id[32], label[32];
        pokeq_class_name(cls, name);
        snprintf(id, sizeof id, "id=\"%s\"", name);
        snprintf(label, sizeof label, ">%s</text>", name);
        cr_expect(strstr(svg, id) != NULL && strstr(svg, label) != NULL, "cell %s", name);
    }
}

Test(preflop_svg, xml_check_rejects_broken_documents)
{
    int n;
    cr_expect(xml_check("<a><b/></a>", "b", "", &n) == NULL && n == 1);
    cr_expect(xml_check("<a><b></a>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a x=1/>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a>1 & 2</a>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a/><a/>", "b", "", &n) != NULL);
}

Test(preflop_svg, range_grid_is_well_formed_with_169_labelled_cells)
{
    const char *dir = temp_dir();
    char svg[PATH_MAX];
    snprintf(svg, sizeof svg, "%s/range.svg", dir);
    cr_assert_eq(POKEQ("grid", "QQ+,AKs,A5s-A2s,KQo:0.5", "--svg", svg), 0, "%s", last_run->err);
    expect_labelled_cells(slurp(dir, "range.svg"));
    /* the text grid, not on a terminal: plain, the range's cells named */
    cr_assert_eq(POKEQ("grid", "QQ+,AKs"), 0);
    const char *text = last_run->out;
    cr_expect(strchr(text, '\x1b') == NULL, "colour codes off a terminal");
    cr_expect(strstr(text, "AA ") && strstr(text, "AKs") && strstr(text, "QQ ") && !strstr(text, "JJ "), "%s", text);
    cr_expect_eq(POKEQ("grid", "QQ+,AKx"), 2);
}

Test(preflop_cache, reused_and_a_bad_file_rebuilt, .timeout = 240, .disabled = SANITIZED)
{
    const char *dir = temp_dir();
    char svg[PATH_MAX], cache[PATH_MAX], file[PATH_MAX + 64];
    snprintf(svg, sizeof svg, "%s/equity.svg", dir);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    snprintf(file, sizeof file, "%s/preflop-vs-random-1-%s.txt", cache, POKEQ_VERSION);

    cr_assert_eq(POKEQ("preflop", "vs-random", "--grid", "--svg", svg, "--cache", cache), 0);
    cr_expect(strstr(last_run->err, "computed") != NULL, "%s", last_run->err);
    expect_labelled_cells(slurp(dir, "equity.svg"));
    cr_assert(access(file, R_OK) == 0, "no cache file %s", file);

    cr_assert_eq(POKEQ("preflop", "vs-random", "--format", "csv", "--cache", cache), 0);
    cr_expect(strstr(last_run->err, "from the cache") != NULL, "%s", last_run->err);
    const char *csv = last_run->out;
    cr_expect(strncmp(csv, "rank,class,combos,equity,stderr,showdowns,equity_units,game\n1,AA,6,", 67) == 0, "%s", csv);
    cr_expect(strstr(csv, "\n169,32o,12,") != NULL && strstr(csv, ",holdem\n169,32o,12,") != NULL);

    /* one digit changed: the checksum fails, the table is rebuilt */
    FILE *f = fopen(file, "r+");
    cr_assert(f != NULL);
    fseek(f, 80, SEEK_SET);
    const int c = fgetc(f);
    fseek(f, 80, SEEK_SET);
    fputc(c == '1' ? '2' : '1', f);
    fclose(f);
    cr_assert_eq(POKEQ("preflop", "vs-random", "--cache", cache), 0);
    cr_expect(strstr(last_run->err, "computed") != NULL, "%s", last_run->err);
    cr_assert_eq(POKEQ("preflop", "vs-random", "--cache", cache), 0);
    cr_expect(strstr(last_run->err, "from the cache") != NULL, "%s", last_run->err);

    /* a foreign file (another program's text) under the name: rebuilt */
    f = fopen(file, "w");
    cr_assert(f != NULL);
    fputs("hello\n", f);
    fclose(f);
    cr_assert_eq(POKEQ("preflop", "vs-random", "--cache", cache, "--format", "json"), 0);
    cr_expect(strstr(last_run->err, "computed") != NULL, "%s", last_run->err);
    cr_expect(strstr(last_run->out, "{\"rank\":1,\"class\":\"AA\"") != NULL);
}
