/* SPDX-License-Identifier: MIT */
/* `pokeq ... --shard K/N` and `pokeq merge`: the parts of an exact range
 * job, a fixed-hands job, a Monte Carlo job with a seed, a flops job, the
 * preflop tables (vs-random exact and Monte Carlo, the matrix), hi/lo and
 * hand-category jobs (low categories too, draw games' included), and a batch (line by line, past bad lines, whose
 * error records the merge prints too), split N = 1, 2, 3, 7 ways and
 * merged, print what the unsplit run prints (text, JSON and CSV) byte for
 * byte once the timing and thread fields are taken out; merge
 * refuses parts of other jobs, repeated and missing parts and files that
 * are no shard files; --shard refuses bad parts and unsplittable jobs. */
#include "testing.h"

#include "scratch_dir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { ARGS = 24 };

static char dir[] = "/tmp/pokeq-shards-XXXXXX";

static void make_dir(void)
{
    scratch_dir_make(dir);
}

static void remove_dir(void)
{
    scratch_dir_remove(dir);
}

/* Runs pokeq with words (NULL-terminated) and extra words appended. */
static run_result *run_with(const char *const *words, const char *extra1, const char *extra2)
{
    const char *args[ARGS + 3];
    int n = 0;
    while (words[n] != NULL && n < ARGS)
        args[n] = words[n], n++;
    args[n++] = extra1;
    args[n++] = extra2;
    args[n] = NULL;
    return program_run("", 0, args);
}

/* Output without the fields that may differ: seconds and threads. */
static void strip_timing(char *text)
{
    static const char *const marks[] = {"\"seconds\":", "\"threads\":"};
    char *out = text;
    for (const char *in = text; *in != '\0';) {
        bool skipped = false;
        for (int m = 0; m < 2 && !skipped; m++)
            if (strncmp(in, marks[m], strlen(marks[m])) == 0) {
                in += strlen(marks[m]);
                while (*in != ',' && *in != '}' && *in != '\0')
                    in++;
                skipped = true;
            }
        /* CSV: the seconds and threads columns before "interrupted" */
        int csv = 0;
        if (!skipped && sscanf(in, ",%*u.%*6[0-9],%*u,%n", &csv) == 0 && csv > 0 &&
            (strncmp(in + csv, "true", 4) == 0 || strncmp(in + csv, "false", 5) == 0)) {
            in += csv - 1;
            *out++ = ',';
            skipped = true;
        }
        /* text: "exact, 0.010 s, 1 thread" */
        double seconds;
        int used = 0;
        if (!skipped && sscanf(in, ", %lf s, %*d thread%n", &seconds, &used) == 1 && used > 0) {
            in += used;
            while (*in != '\n' && *in != '\0')
                in++;
            skipped = true;
        }
        if (!skipped)
            *out++ = *in++;
    }
    *out = '\0';
}

/* The words split N ways, each part into a file, merged: the merged
 * output and exit status equal the unsplit one's, timing aside (a
 * batch's bad lines: their error records too). */
static void expect_parts_merge(const char *const *words, int parts)
{
    run_result *whole = run_with(words, NULL, NULL);
    cr_assert(whole->status == 0 || whole->status == 2, "%s", whole->err); /* 2: a bad batch line */
    char paths[8][128];
    const char *merge[10] = {"merge"};
    for (int k = 1; k <= parts; k++) {
        char shard[16];
        snprintf(shard, sizeof shard, "%d/%d", k, parts);
        run_result *part = run_with(words, "--shard", shard);
        cr_assert_eq(part->status, whole->status, "part %s: %s", shard, part->err);
        snprintf(paths[k - 1], sizeof paths[k - 1], "%s/part%d", dir, k);
        FILE *f = fopen(paths[k - 1], "w");
        cr_assert(f != NULL);
        fputs(part->out, f);
        fclose(f);
        merge[parts - k + 1] = paths[k - 1]; /* parts in reverse order */
        free(part);
    }
    merge[parts + 1] = NULL;
    run_result *merged = program_run("", 0, merge);
    cr_assert_eq(merged->status, whole->status, "%s", merged->err);
    strip_timing(merged->out);
    strip_timing(whole->out);
    cr_expect_str_eq(merged->out, whole->out, "%d parts", parts);
    free(merged);
    free(whole);
}

#define WORDS(...) ((const char *const[]){__VA_ARGS__, NULL})

Test(shards, exact_fixed_range_and_monte_carlo_jobs_merge_to_the_unsplit_output, .init = make_dir,
     .fini = remove_dir)
{
    static const int splits[] = {1, 2, 3, 7};
    for (int i = 0; i < 4; i++) {
        expect_parts_merge(WORDS("QQ+,AKs", "random", "--board", "7h2h3c", "--exact"), splits[i]);
        expect_parts_merge(WORDS("AhKh", "QsQd", "JcTc", "--exact", "--format", "json"), splits[i]);
        expect_parts_merge(WORDS("AK,QQ", "random", "--mc", "--trials", "100000", "--seed", "9"),
                           splits[i]);
    }
}

Test(shards, hi_lo_and_hand_category_jobs_merge_to_the_unsplit_output, .init = make_dir, .fini = remove_dir)
{
    static const int splits[] = {1, 2, 3, 7};
    for (int i = 0; i < 4; i++) {
        expect_parts_merge(WORDS("AhKhQd2c", "7s7d8c9c", "--game", "omaha-hilo", "--board", "3h4h5s", "--exact",
                                 "--format", "json"),
                           splits[i]);
        expect_parts_merge(WORDS("AhKhQd2c", "7s7d8c9c", "JhTh3c4c", "--game", "omaha-hilo", "--mc", "--trials",
                                 "50000", "--seed", "5", "--format", "json"),
                           splits[i]);
        expect_parts_merge(WORDS("QQ+,AKs", "random", "--board", "7h2h3c", "--exact", "--categories", "--format",
                                 "csv"),
                           splits[i]);
    }
    expect_parts_merge(WORDS("AhKhQd2c3s", "7s7d8c9cTh", "--game", "omaha5-hilo", "--board", "4h5h6d", "--exact"), 3);
    expect_parts_merge(WORDS("AhKhQd2c,AsKsQd2d", "7s7d8c9c", "--game", "omaha-hilo", "--board", "3h4h5s6c7h",
                             "--exact"),
                       7); /* a river: parts 2..7 count nothing */
    expect_parts_merge(WORDS("AhAs", "KdKc", "--mc", "--trials", "50000", "--seed", "3", "--categories"), 7);
    /* low categories ("lows" records): a hi/lo and a razz job */
    expect_parts_merge(WORDS("AhKhQd2c", "7s7d8c9c", "--game", "omaha-hilo", "--board", "3h4h5s", "--exact",
                             "--categories", "--format", "json"),
                       3);
    expect_parts_merge(WORDS("Ah2h3c", "KsKd5c", "--game", "razz", "--mc", "--trials", "50000", "--seed", "4",
                             "--categories", "--format", "csv"),
                       3);
    /* the draw games' categories: 2-7 hands and lows, A-5 lows */
    expect_parts_merge(WORDS("7h5d4c3s", "8s6d5h3c2d", "--game", "lowball27", "--exact", "--categories"), 3);
    expect_parts_merge(WORDS("Ah2d3c", "8s7d6c5h", "--game", "lowball-a5", "--exact", "--categories", "--format",
                             "json"),
                       2);
}

Test(shards, a_batch_merges_line_by_line_to_the_unsplit_output, .init = make_dir, .fini = remove_dir)
{
    char path[128];
    snprintf(path, sizeof path, "%s/batch.txt", dir);
    FILE *f = fopen(path, "w");
    cr_assert(f != NULL);
    fputs("# a comment, a blank line, a bad line and a line that sets its own method\n"
          "AhAs KdKc\n\nQQ+,AKs random --board 7h2h3c\nAhKh ZZ\nAhKh \"unclosed\n"
          "AK,QQ random --mc --trials 50000 --seed 3\n",
          f);
    fclose(f);
    static const int splits[] = {1, 2, 3, 7};
    static const char *const formats[] = {"text", "json", "csv"};
    for (int i = 0; i < 4; i++)
        for (int f = 0; f < 3; f++)
            expect_parts_merge(WORDS("--batch", path, "--exact", "--format", formats[f]), splits[i]);
}

Test(shards, a_flops_job_merges_to_the_unsplit_output, .init = make_dir, .fini = remove_dir)
{
    expect_parts_merge(WORDS("flops", "AA", "KK"), 2);
    if (getenv("POKEQ_TEST_SLOW") == NULL) /* each run below is a whole flops job */
        return;
    expect_parts_merge(WORDS("flops", "AA", "KK", "--format", "json"), 3);
    for (int parts = 1; parts <= 7; parts += 6)
        expect_parts_merge(WORDS("flops", "AA", "KK", "--format", "csv"), parts);
}

Test(shards, preflop_tables_merge_to_the_unsplit_table, .init = make_dir, .fini = remove_dir)
{
    static const int splits[] = {1, 2, 3, 7};
    static const char *const formats[] = {"text", "csv", "json", "text"};
    for (int i = 0; i < 4; i++) {
        expect_parts_merge(WORDS("preflop", "vs-random", "--game", "shortdeck", "--no-cache", "--format", formats[i]),
                           splits[i]);
        expect_parts_merge(WORDS("preflop", "vs-random", "--opponents", "3", "--trials", "30000", "--seed", "5",
                                 "--format", formats[3 - i]),
                           splits[i]);
    }
    expect_parts_merge(WORDS("preflop", "vs-random", "--opponents", "2", "--trials", "9000", "--grid"), 2);
    if (getenv("POKEQ_TEST_SLOW") == NULL) /* each run below counts a whole Hold'em table (seconds) */
        return;
    for (int i = 0; i < 4; i++)
        expect_parts_merge(WORDS("preflop", "matrix", "--no-cache", "--format", formats[i]), splits[i]);
    expect_parts_merge(WORDS("preflop", "vs-random", "--no-cache"), 3);
}

static void write_part(const char *name, const char *const *words)
{
    run_result *r = program_run("", 0, words);
    cr_assert_eq(r->status, 0, "%s", r->err);
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    cr_assert(f != NULL);
    fputs(r->out, f);
    fclose(f);
    free(r);
}

static void expect_merge_refused(const char *a, const char *b, const char *message)
{
    char pa[128], pb[128];
    snprintf(pa, sizeof pa, "%s/%s", dir, a);
    snprintf(pb, sizeof pb, "%s/%s", dir, b);
    run_result *r = program_run("", 0, (const char *const[]){"merge", pa, b != NULL ? pb : NULL, NULL});
    cr_expect_eq(r->status, 2, "%s %s", a, b);
    cr_expect_str_empty(r->out);
    cr_expect(strstr(r->err, message) != NULL, "%s", r->err);
    free(r);
}

Test(shards, merge_refuses_other_jobs_repeated_and_missing_parts, .init = make_dir, .fini = remove_dir)
{
    write_part("a1", WORDS("AhKh", "QsQd", "--board", "2c3c4d", "--exact", "--shard", "1/2"));
    write_part("a2", WORDS("AhKh", "QsQd", "--board", "2c3c4d", "--exact", "--shard", "2/2"));
    write_part("b2", WORDS("AhKh", "QsQd", "--board", "2c3c4h", "--exact", "--shard", "2/2"));
    write_part("s2", WORDS("AhKh", "QsQd", "--mc", "--trials", "9000", "--seed", "2", "--shard", "2/2"));
    write_part("f1", WORDS("flops", "AA", "KK", "--shard", "1/2"));
    expect_merge_refused("a1", "b2", "another job");
    expect_merge_refused("a1", "a1", "twice");
    expect_merge_refused("a1", NULL, "missing");
    expect_merge_refused("a1", "s2", "another job");
    expect_merge_refused("f1", NULL, "missing");
    expect_merge_refused("f1", "a2", "not the parts of one job");
    write_part("t1", WORDS("preflop", "vs-random", "--opponents", "2", "--trials", "9000", "--shard", "1/2"));
    write_part("t2", WORDS("preflop", "vs-random", "--opponents", "2", "--trials", "9000", "--shard", "2/2"));
    write_part("u2", WORDS("preflop", "vs-random", "--opponents", "2", "--trials", "9000", "--seed", "4",
                           "--shard", "2/2"));
    expect_merge_refused("t1", "u2", "another job");
    expect_merge_refused("t1", "t1", "given twice");
    expect_merge_refused("t2", NULL, "part 1 of 2 is missing");
    expect_merge_refused("t1", "a2", "not the parts of one job");
    char a1[128];
    snprintf(a1, sizeof a1, "%s/a1", dir);
    run_result *o = RUN("merge", a1, "--format", "csv");
    cr_expect_eq(o->status, 2);
    cr_expect_str_empty(o->out);
    cr_expect(strstr(o->err, "argument 3: merge takes shard files only") != NULL &&
                  strstr(o->err, "at '--format'") != NULL, "%s", o->err);
    free(o);
    FILE *f = fopen("/tmp/pokeq-not-a-shard", "w");
    cr_assert(f != NULL);
    fputs("hello\n", f);
    fclose(f);
    run_result *r = RUN("merge", "/tmp/pokeq-not-a-shard");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "/tmp/pokeq-not-a-shard:1: not a pokeq shard file") != NULL, "%s", r->err);
    free(r);
    unlink("/tmp/pokeq-not-a-shard");
}

Test(shards, bad_parts_and_jobs_that_cannot_split_are_refused)
{
    static const char *const bad[] = {"0/3", "4/3", "3", "x/2", "1/0", "-1/2", "1/2/3", "1/2000000"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        run_result *r = RUN("AhKh", "QsQd", "--exact", "--shard", bad[i]);
        cr_expect_eq(r->status, 2, "%s", bad[i]);
        cr_expect(strstr(r->err, "--shard needs K/N") != NULL, "%s: %s", bad[i], r->err);
        free(r);
    }
    run_result *r = RUN("AhKh", "QsQd", "--shard", "1/2");
    cr_expect_eq(r->status, 2, "auto may pick either method");
    cr_expect(strstr(r->err, "exact, or Monte Carlo with a trial count") != NULL, "%s", r->err);
    free(r);
    r = RUN("AhKh", "QsQd", "--mc", "--stderr", "0.01", "--shard", "1/2");
    cr_expect_eq(r->status, 2);
    free(r);
    r = RUN("flops", "AhKh", "QQ");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "argument 1") != NULL, "%s", r->err);
    free(r);
}
