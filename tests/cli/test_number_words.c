/* SPDX-License-Identifier: MIT */
/* Issue 28, class 4: every number parsed one way. Each numeric option of
 * every command (and pokeq-mpi's test hook, through the same grammar,
 * front/numbers.h) refuses a sign, blanks, hex, inf and nan, a value past
 * a double or a 64-bit integer, trailing junk and an empty value: status
 * 2, nothing on stdout, the message naming the value. Refusals come
 * before any work, so the rows take milliseconds. */
#include "testing.h"

typedef struct number_option {
    const char *const before[10];       /* the words before the option (NULL-terminated) */
    const char *option;
} number_option;

static const number_option OPTIONS[] = {
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", NULL}, "--trials"},
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", NULL}, "--stderr"},
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", NULL}, "--time"},
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", NULL}, "--threads"},
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", NULL}, "--seed"},
    {{"AhAs", "KdKc", "--board", "2c3d4h5s", "--exact", "-q", NULL}, "--shard"},
    {{"preflop", "vs-random", "-q", "--no-cache", NULL}, "--opponents"},
    {{"preflop", "vs-random", "-q", "--no-cache", NULL}, "--trials"},
    {{"preflop", "vs-random", "-q", "--no-cache", NULL}, "--seed"},
    {{"preflop", "vs-random", "-q", "--no-cache", NULL}, "--threads"},
    {{"preflop", "vs-random", "-q", "--no-cache", NULL}, "--shard"},
    {{"preflop", "three-way", "-q", NULL}, "--first"},
    {{"preflop", "three-way", "-q", NULL}, "--count"},
    {{"preflop", "three-way", "-q", NULL}, "--threads"},
    {{"preflop", "three-way", "-q", NULL}, "--shard"},
    {{"flops", "AA", "KK", "-q", NULL}, "--threads"},
    {{"flops", "AA", "KK", "-q", NULL}, "--shard"},
    {{"icm", "--payouts", "5,3", NULL}, "--stacks"},
    {{"icm", "--stacks", "1,2,3", NULL}, "--payouts"},
    {{"icm", "--stacks", "1,2,3", "--payouts", "5,3", NULL}, "--trials"},
    {{"icm", "--stacks", "1,2,3", "--payouts", "5,3", NULL}, "--seed"},
    {{"icm", "--stacks", "1,2,3", "--payouts", "5,3", NULL}, "--threads"},
    {{"pushfold", "--no-cache", "-q", NULL}, "--stack"},
    {{"pushfold", "--stack", "10", "--no-cache", "-q", NULL}, "--ante"},
    {{"pushfold", "--stack", "2-6", "--no-cache", "-q", NULL}, "--step"},
    {{"pushfold", "--stack", "10", "--no-cache", "-q", NULL}, "--players"},
    {{"pushfold", "--stack", "10", "--no-cache", "-q", NULL}, "--threads"},
    {{"serve", NULL}, "--port"},
    {{"serve", NULL}, "--connections"},
    {{"serve", NULL}, "--jobs"},
    {{"serve", NULL}, "--max-seconds"},
    {{"serve", NULL}, "--queue"},
    {{"serve", NULL}, "--threads"},
    {{"serve", NULL}, "--timeout"},
    {{"bench", NULL}, "--hands"},
    {{"bench", NULL}, "--runs"},
};

/* Signs, blanks, other notations, overflow (a double's, 2^64's, 2^32's
 * wrap-around), junk, empty. */
static const char *const BAD[] = {"-1",  "+1",  " 1",   "1 ",   "1\t", "0x10", "inf", "nan",
                                  "1e999", "18446744073709551617", "4294967297/4294967298", "1x", "1..2", "",
                                  "\xd9\xa1"};

/* Lists of decimals with no upper bound (chips, prizes): 2^64 + 1 is a
 * value there, not an overflow. */
static bool any_size(const char *option)
{
    return strcmp(option, "--stacks") == 0 || strcmp(option, "--payouts") == 0;
}

/* A word as the messages quote it: 'WORD', a control byte as \xNN (an
 * empty value names its option). */
static void quoted(const char *word, char *out, size_t size)
{
    size_t n = (size_t)snprintf(out, size, "'");
    for (; *word != '\0' && n + 6 < size; word++)
        n += (unsigned char)*word < 0x20 ? (size_t)snprintf(out + n, size - n, "\\x%02x", *word)
                                         : (size_t)snprintf(out + n, size - n, "%c", *word);
    snprintf(out + n, size - n, "'");
}

Test(number_words, every_numeric_option_refuses_signs_blanks_and_overflow)
{
    int runs = 0;
    for (size_t o = 0; o < sizeof OPTIONS / sizeof OPTIONS[0]; o++) {
        for (size_t b = 0; b < sizeof BAD / sizeof BAD[0]; b++) {
            if (any_size(OPTIONS[o].option) && strcmp(BAD[b], "18446744073709551617") == 0)
                continue;
            const char *args[16];
            int n = 0;
            for (; OPTIONS[o].before[n] != NULL; n++)
                args[n] = OPTIONS[o].before[n];
            args[n++] = OPTIONS[o].option;
            args[n++] = BAD[b];
            args[n] = NULL;
            run_result *r = program_run("", 0, args);
            cr_expect_eq(r->status, 2, "%s %s '%s': status %d\n%s", args[0], OPTIONS[o].option, BAD[b], r->status,
                         r->out);
            cr_expect_str_eq(r->out, "", "%s '%s'", OPTIONS[o].option, BAD[b]);
            char named[64];
            quoted(BAD[b][0] != '\0' ? BAD[b] : OPTIONS[o].option, named, sizeof named);
            cr_expect(strstr(r->err, named) != NULL, "%s %s: the value not named: %s", args[0], OPTIONS[o].option,
                      r->err);
            free(r);
            runs++;
        }
    }
    fprintf(stderr, "number_words: %d refusals checked\n", runs);
}

/* "--name=value" reads the same number the same way. */
Test(number_words, the_equals_form_is_the_same_grammar)
{
    static const char *const WORDS[] = {"--trials=-1", "--trials= 1", "--trials=1e999", "--seed=+7", "--threads=0x2"};
    for (int i = 0; i < 5; i++) {
        run_result *r = RUN("AhAs", "KdKc", "--board", "2c3d4h5s", "--mc", "-q", WORDS[i]);
        cr_expect_eq(r->status, 2, "%s", WORDS[i]);
        cr_expect(strstr(r->err, strchr(WORDS[i], '=') + 1) != NULL, "%s: %s", WORDS[i], r->err);
        free(r);
    }
}
