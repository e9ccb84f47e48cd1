/* SPDX-License-Identifier: MIT */
/* Issue 28, class 2: no file trusted. A part file carries a checksum of
 * its body; `pokeq merge` refuses a part whose bytes changed, and one
 * whose counts cannot be a count even with its checksum made again (wins
 * past the count, pot units not 2,520 x count). Property: every byte of
 * real part files flipped gives a refusal (status 2, a message) or the
 * identical answer, and so does every byte of the word lines flipped
 * with the checksum made again (the words must be the job the part
 * claims). Rows 3, 6 and 12 of the issue. The checksum is
 * recomputed here from the format's words (FNV-1a over the record before
 * its end line), not by the program's code. */
#include "testing.h"

#include "scratch_dir.h"

#include <unistd.h>

static char dir[] = "/tmp/pokeq-parts-XXXXXX";

static void make_dir(void)
{
    scratch_dir_make(dir);
}

static void remove_dir(void)
{
    scratch_dir_remove(dir);
}

static char *path_of(const char *name)
{
    static char paths[8][128];
    static int next;
    char *p = paths[next++ % 8];
    snprintf(p, 128, "%s/%s", dir, name);
    return p;
}

static void save(const char *name, const char *text, size_t size)
{
    FILE *f = fopen(path_of(name), "wb");
    cr_assert(f != NULL);
    cr_assert_eq(fwrite(text, 1, size, f), size);
    fclose(f);
}

/* The parts of a job written by --shard k/3 as files p1..p3. */
static void write_parts(const char *const *words, int count)
{
    for (int k = 1; k <= 3; k++) {
        const char *args[24];
        char shard[8], name[4];
        for (int i = 0; i < count; i++)
            args[i] = words[i];
        snprintf(shard, sizeof shard, "%d/3", k);
        args[count] = "--shard";
        args[count + 1] = shard;
        args[count + 2] = NULL;
        run_result *r = program_run("", 0, args);
        cr_assert_eq(r->status, 0, "%s", r->err);
        snprintf(name, sizeof name, "p%d", k);
        save(name, r->out, strlen(r->out));
        free(r);
    }
}

static run_result *merge3(const char *a, const char *b, const char *c)
{
    return RUN("merge", path_of(a), path_of(b), path_of(c));
}

static uint64_t fnv1a(const char *text, size_t size)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
    return h;
}

/* text's one record with its end line's checksum made again. */
static void rechecksum(char *text)
{
    char *end = strstr(text, "\nend ");
    cr_assert(end != NULL);
    char sum[17];
    snprintf(sum, sizeof sum, "%016llx", (unsigned long long)fnv1a(text, (size_t)(end + 1 - text)));
    memcpy(end + 5, sum, 16);
}

static char *read_text(const char *name)
{
    static char text[1 << 20];
    FILE *f = fopen(path_of(name), "rb");
    cr_assert(f != NULL);
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    return text;
}

/* Row 3: one digit of a count changed is refused, by the checksum; made
 * again, by the counts' own invariants. */
Test(part_files, a_changed_count_is_refused_with_or_without_its_checksum, .init = make_dir, .fini = remove_dir)
{
    write_parts((const char *const[]){"QQ+,AKs", "random", "--exact"}, 3);
    run_result *good = merge3("p1", "p2", "p3");
    cr_assert_eq(good->status, 0, "%s", good->err);
    free(good);
    char *text = read_text("p1");
    char *seat = strstr(text, "\nseat 0 ");
    cr_assert(seat != NULL);
    /* the seat's wins: the fifth field; its first digit made 9 */
    char *field = seat + 1;
    for (int spaces = 0; spaces < 4; field++)
        spaces += *field == ' ';
    *field = *field == '9' ? '8' : '9';
    save("bad", text, strlen(text));
    run_result *r = merge3("bad", "p2", "p3");
    cr_expect_eq(r->status, 2, "%s", r->out);
    cr_expect(strstr(r->err, "checksum") != NULL, "%s", r->err);
    free(r);
    rechecksum(text);
    save("forged", text, strlen(text));
    r = merge3("forged", "p2", "p3");
    cr_expect_eq(r->status, 2, "%s", r->out);
    cr_expect(strstr(r->err, "cannot be a count") != NULL, "%s", r->err);
    free(r);
}

/* Class 2's property: each byte of a real part flipped (its low bit) is
 * refused or changes nothing the merge prints. Every byte of a fixed-hand
 * part; every third byte of a range part with per-combo rows (fewer under
 * the sanitizers). */
static void flip_each_byte(const char *name, int step)
{
    run_result *good = merge3("p1", "p2", "p3");
    cr_assert_eq(good->status, 0, "%s", good->err);
    char *original = strdup(read_text(name));
    const size_t size = strlen(original);
    int refused = 0, same = 0;
    for (size_t i = 0; i < size; i += (size_t)step) {
        char *text = strdup(original);
        text[i] ^= 1;
        save(name, text, size);
        run_result *r = merge3("p1", "p2", "p3");
        if (r->status == 2 && r->err[0] != '\0')
            refused++;
        else if (r->status == 0 && strcmp(r->out, good->out) == 0)
            same++;
        else
            cr_expect_fail("byte %zu of %s flipped: status %d\n%s%s", i, name, r->status, r->out, r->err);
        free(r);
        free(text);
    }
    save(name, original, size);
    fprintf(stderr, "%s: %d flips refused, %d gave the same answer\n", name, refused, same);
    free(original);
    free(good);
}

/* Row 3's last case: a changed word line with its checksum made again
 * (a forger's) names another job than the part claims: refused, never a
 * player renamed beside the counts. */
Test(part_files, a_changed_word_is_refused_even_with_its_checksum, .init = make_dir, .fini = remove_dir)
{
    write_parts((const char *const[]){"QQ+,AKs", "random", "--exact"}, 3);
    char *text = read_text("p2");
    char *word = strstr(text, "\nword QQ+,AKs\n");
    cr_assert(word != NULL, "%s", text);
    memcpy(word + 6, "KK", 2);
    rechecksum(text);
    save("forged", text, strlen(text));
    run_result *r = merge3("p1", "forged", "p3");
    cr_expect_eq(r->status, 2, "%s", r->out);
    cr_expect_str_eq(r->out, "");
    cr_expect(strstr(r->err, "not the job it claims") != NULL && strstr(r->err, "forged:") != NULL, "%s", r->err);
    free(r);
}

/* The property with a forger's checksum: each byte of the word lines
 * flipped and the record's checksum made again is refused or changes
 * nothing ("AKs" to "AJs", a board card 4d to 5d: another job). */
static void flip_each_word_byte(const char *name)
{
    run_result *good = merge3("p1", "p2", "p3");
    cr_assert_eq(good->status, 0, "%s", good->err);
    char *original = strdup(read_text(name));
    const size_t size = strlen(original);
    int refused = 0, same = 0, by_job = 0;
    for (char *line = strstr(original, "\nword "); line != NULL; line = strstr(line + 1, "\nword ")) {
        for (char *at = line + 6; *at != '\n'; at++) {
            char *text = strdup(original);
            text[at - original] ^= 1;
            rechecksum(text);
            save(name, text, size);
            run_result *r = merge3("p1", "p2", "p3");
            if (r->status == 2 && r->err[0] != '\0') {
                refused++;
                by_job += strstr(r->err, "not the job it claims") != NULL;
            } else if (r->status == 0 && strcmp(r->out, good->out) == 0) {
                same++;
            } else {
                cr_expect_fail("byte %td of %s flipped, checksum made again: status %d\n%s%s", at - original, name,
                               r->status, r->out, r->err);
            }
            free(r);
            free(text);
        }
    }
    save(name, original, size);
    fprintf(stderr, "%s words: %d flips refused (%d as another job), %d gave the same answer\n", name, refused,
            by_job, same);
    cr_expect(by_job > 0, "no flip made another job: the check was not reached");
    free(original);
    free(good);
}

Test(part_files, every_word_byte_flipped_under_a_new_checksum_is_refused_or_changes_nothing,
     .init = make_dir, .fini = remove_dir, .timeout = 600)
{
    write_parts((const char *const[]){"QQ+,AKs", "JJ-99,AQs,KQs", "--board", "7h2h4c", "--exact"}, 5);
    flip_each_word_byte("p3");
    write_parts((const char *const[]){"flops", "AA", "KK", "--format", "csv"}, 5);
    flip_each_word_byte("p1");
}

Test(part_files, every_byte_flipped_is_refused_or_changes_nothing, .init = make_dir, .fini = remove_dir,
     .timeout = 600)
{
    write_parts((const char *const[]){"AhKh", "QsQd", "--board", "2c3c4d", "--exact"}, 5);
    /* under the sanitizers (each merge some 20x slower), every 7th byte:
     * the plain build flips them all */
    flip_each_byte("p2", SANITIZED ? 7 : 1);
    write_parts((const char *const[]){"QQ+,AKs", "JJ-99,AQs,KQs", "--board", "7h2h3c", "--exact", "--per-combo",
                                      "--format", "json"},
                8);
    flip_each_byte("p1", SANITIZED ? 21 : 3);
}

/* Every combo row of the whole run's output is in the merged output:
 * the job's words (count of them) in each format. */
static void expect_rows_survive(const char *const *words, int count, int least)
{
    static const char *const FORMATS[] = {"json", "csv"};
    for (int f = 0; f < 2; f++) {
        const char *args[24];
        for (int i = 0; i < count; i++)
            args[i] = words[i];
        args[count] = "--format";
        args[count + 1] = FORMATS[f];
        args[count + 2] = NULL;
        write_parts(args, count + 2);
        run_result *whole = program_run("", 0, args);
        run_result *merged = merge3("p1", "p2", "p3");
        cr_assert_eq(merged->status, 0, "%s", merged->err);
        const char *mark = f == 0 ? "{\"combo\":\"" : "\n";
        int rows = 0;
        for (const char *at = strstr(whole->out, mark); at != NULL; at = strstr(at + 1, mark)) {
            const char *stop = f == 0 ? strstr(at, ",\"equity\"") : strchr(at + 1, ',');
            if (stop == NULL)
                break;
            char row[64];
            snprintf(row, sizeof row, "%.*s", (int)(stop - at), at);
            cr_expect(strstr(merged->out, row) != NULL, "%s: %s missing", FORMATS[f], row);
            rows++;
        }
        cr_expect_geq(rows, least, "%s", whole->out);
        free(whole);
        free(merged);
    }
}

/* Row 6: the per-combo rows survive the merge in JSON and CSV. */
Test(part_files, merge_keeps_the_per_combo_rows_in_json_and_csv, .init = make_dir, .fini = remove_dir)
{
    expect_rows_survive((const char *const[]){"QQ+,AKs", "JJ-99,AQs,KQs", "--board", "7h2h3c", "--exact",
                                              "--per-combo"},
                        6, 20);
}

/* Omaha's per-hand rows too (hi/lo, a weighted range, exact and Monte
 * Carlo), and a hand row changed under a new checksum is refused. */
Test(part_files, merge_keeps_omaha_hand_rows, .init = make_dir, .fini = remove_dir)
{
    expect_rows_survive((const char *const[]){"--game", "omaha-hilo", "As2d3hKc", "AA23ds,KKQQds:0.5", "--board",
                                              "4s5c", "--exact", "--per-combo"},
                        8, 7);
    expect_rows_survive((const char *const[]){"--game", "omaha", "AAKKds", "QQJJds", "--board", "2c7d9h", "--mc",
                                              "--trials", "20000", "--per-combo"},
                        10, 12);
    char *text = read_text("p1");
    char *hand = strstr(text, "\nhand 1 ");
    cr_assert(hand != NULL, "%s", text);
    char *units = strrchr(strtok(hand + 1, "\n"), ' ') + 1;
    units[0] = units[0] == '9' ? '8' : '9';
    units[strlen(units)] = '\n';
    rechecksum(text);
    save("forged", text, strlen(text));
    run_result *r = merge3("forged", "p2", "p3");
    cr_expect_eq(r->status, 2, "%s", r->out);
    cr_expect(strstr(r->err, "per-hand rows do not add up") != NULL, "%s", r->err);
    free(r);
}

Test(part_files, a_directory_is_named_as_one)
{
    run_result *r = RUN("merge", "/tmp");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "a directory") != NULL, "%s", r->err);
    free(r);
}

/* Row 11 and class 4: --shard's K and N through the one number grammar
 * (no sign, blank or wrap-around at 2^32), and given once. */
Test(part_files, shard_numbers_follow_the_number_grammar_and_come_once)
{
    static const char *const BAD[] = {"1/4294967297", " 1/2", "+1/2", "1/2 ", "2/2x", "0/2", "3/2", "1/1000001",
                                      "-1/2", "1/0x10", "1//2", "/2"};
    for (size_t i = 0; i < sizeof BAD / sizeof BAD[0]; i++) {
        run_result *r = RUN("AhAs", "KdKc", "--exact", "--shard", BAD[i]);
        cr_expect_eq(r->status, 2, "'%s': %s", BAD[i], r->out);
        cr_expect(strstr(r->err, "--shard needs K/N") != NULL, "'%s': %s", BAD[i], r->err);
        free(r);
    }
    run_result *r = RUN("AhAs", "KdKc", "--exact", "--shard", "1/2", "--shard", "2/2");
    cr_expect_eq(r->status, 2);
    cr_expect(strstr(r->err, "--shard given twice") != NULL, "%s", r->err);
    free(r);
    r = RUN("AhAs", "KdKc", "--exact", "--shard", "1e0/2");
    cr_expect_eq(r->status, 0, "1e0 is 1 in the grammar: %s", r->err);
    free(r);
}
