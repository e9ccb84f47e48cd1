/* cmd_equity.c - `pokeq HAND HAND... [--board CARDS] [--dead CARDS]
 * [--threads N]`: exact equities of known hands. */
#include "cli.h"

#include "card.h"
#include "pokeq.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct equity_args {
    pokeq_scenario scenario;
    int threads;
} equity_args;

/* Where each card was given (argument number), to name both sides of a repeat. */
typedef struct card_sources {
    int argument[CARD_COUNT]; /* 0: not given yet */
} card_sources;

static int fail(const char *what, const char *token, int argument)
{
    fprintf(stderr, "pokeq: %s: '%s' (argument %d)\n", what, token, argument);
    return 2;
}

/* Parses text (argument number `argument`) into up to max cards, noting
 * each in sources; the count, or -1 after a message. */
static int take_cards(const char *text, int argument, int *out, int max, card_sources *sources)
{
    int error_at;
    enum card_list_error kind;
    const int count = card_list_parse(text, out, max, &error_at, &kind);
    if (count < 0) {
        const char *why = kind == CARD_LIST_REPEATED ? "card given twice"
                          : kind == CARD_LIST_TOO_MANY ? "too many cards"
                                                       : "not a card";
        fail(why, text + error_at, argument);
        return -1;
    }
    for (int i = 0; i < count; i++) {
        const int earlier = sources->argument[out[i]];
        if (earlier != 0) {
            char name[3];
            fprintf(stderr, "pokeq: card %s given twice (argument %d, and argument %d)\n",
                    pokeq_card_format(out[i], name), argument, earlier);
            return -1;
        }
        sources->argument[out[i]] = argument;
    }
    return count;
}

static int parse_threads(const char *text, int argument, int *threads)
{
    char *end;
    errno = 0;
    const long n = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || n < 0 || n > 1024)
        return fail("--threads needs a whole number 0..1024 (0 = all cores)", text, argument);
    *threads = (int)n;
    return 0;
}

static int parse_args(int argc, char **argv, equity_args *args)
{
    memset(args, 0, sizeof *args);
    card_sources sources;
    memset(&sources, 0, sizeof sources);
    pokeq_scenario *s = &args->scenario;
    for (int a = 0; a < argc; a++) {
        const char *arg = argv[a];
        const int number = a + 1;
        const int is_option = strcmp(arg, "--board") == 0 || strcmp(arg, "--dead") == 0 ||
                              strcmp(arg, "--threads") == 0;
        if (is_option && a + 1 == argc)
            return fail("this option needs a value", arg, number);
        if (strcmp(arg, "--board") == 0) {
            s->board_count = take_cards(argv[++a], number + 1, s->board, 5, &sources);
            if (s->board_count < 0)
                return 2;
        } else if (strcmp(arg, "--dead") == 0) {
            s->dead_count = take_cards(argv[++a], number + 1, s->dead, POKEQ_MAX_DEAD, &sources);
            if (s->dead_count < 0)
                return 2;
        } else if (strcmp(arg, "--threads") == 0) {
            if (parse_threads(argv[++a], number + 1, &args->threads) != 0)
                return 2;
        } else if (arg[0] == '-') {
            return fail("unknown option", arg, number);
        } else {
            if (s->players == POKEQ_MAX_PLAYERS)
                return fail("at most 10 players", arg, number);
            int hole[3];
            const int count = take_cards(arg, number, hole, 3, &sources);
            if (count < 0)
                return 2;
            if (count != 2)
                return fail("a hand is two cards, like AhKd", arg, number);
            s->hole[s->players][0] = hole[0];
            s->hole[s->players][1] = hole[1];
            s->players++;
        }
    }
    if (s->players < 2) {
        fprintf(stderr, "pokeq: needs at least two hands, like: pokeq AhAs KdKc\n");
        return 2;
    }
    return 0;
}

/* 1712304 -> "1,712,304" */
static const char *with_commas(uint64_t n, char out[32])
{
    char digits[24];
    const int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
    int o = 0;
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0)
            out[o++] = ',';
        out[o++] = digits[i];
    }
    out[o] = '\0';
    return out;
}

static void print_result(const equity_args *args, const pokeq_exact_result *r, double seconds)
{
    const pokeq_scenario *s = &args->scenario;
    char count[32], cards[2 * POKEQ_MAX_DEAD + 1];
    printf("%s board%s, exact, %.3f s, %d thread%s\n", with_commas(r->runouts, count), r->runouts == 1 ? "" : "s",
           seconds, r->threads, r->threads == 1 ? "" : "s");
    if (s->board_count > 0)
        printf("board %s\n", card_list_format(s->board, s->board_count, cards));
    if (s->dead_count > 0)
        printf("dead  %s\n", card_list_format(s->dead, s->dead_count, cards));
    printf("hand    equity      win      tie\n");
    const double runouts = (double)r->runouts;
    for (int p = 0; p < r->players; p++) {
        const pokeq_player_counts *c = &r->player[p];
        uint64_t ties = 0;
        for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++)
            ties += c->ties[k];
        printf("%s  %7.3f%% %7.3f%% %7.3f%%\n", card_list_format(s->hole[p], 2, cards),
               100.0 * (double)c->equity_units / (2520.0 * runouts), 100.0 * (double)c->wins / runouts,
               100.0 * (double)ties / runouts);
    }
}

int cmd_equity(int argc, char **argv)
{
    equity_args args;
    const int bad = parse_args(argc, argv, &args);
    if (bad)
        return bad;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pokeq_exact_result result;
    const int rc = pokeq_exact(&args.scenario, args.threads, &result);
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (rc != 0) {
        fprintf(stderr, "pokeq: %s\n", pokeq_strerror(rc));
        return 2;
    }
    print_result(&args, &result, (double)(end.tv_sec - start.tv_sec) + 1e-9 * (double)(end.tv_nsec - start.tv_nsec));
    return 0;
}
