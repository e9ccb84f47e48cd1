/* SPDX-License-Identifier: MIT */
/* cmd_hits.c - `pokeq hits RANGE --board CARDS [--dead CARDS] [--vs RANGE]
 * [--list] [--format F] [--ranking R]`: what a range holds on a flop, turn
 * or river (pokeq_hits), shown by hits_output.h. */
#include "cli.h"
#include "cli_error.h"

#include "args.h"
#include "help.h"
#include "hits_output.h"
#include "options.h"
#include "pokeq.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HITS_BOARD, HITS_DEAD, HITS_VS, HITS_LIST, HITS_FORMAT, HITS_RANKING, HITS_QUIET, HITS_OPTIONS };
static const option_spec HITS_SPECS[HITS_OPTIONS] = {
    [HITS_BOARD] = {.name = "--board", .kind = VALUE_TEXT},
    [HITS_DEAD] = {.name = "--dead", .kind = VALUE_TEXT},
    [HITS_VS] = {.name = "--vs", .kind = VALUE_TEXT},
    [HITS_LIST] = {.name = "--list", .kind = VALUE_NONE},
    [HITS_FORMAT] = {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES,
                     .bad_value = "--format is text, json or csv"},
    [HITS_RANKING] = {.name = "--ranking", .kind = VALUE_CHOICE, .choices = RANKING_NAMES,
                      .bad_value = "--ranking is " RANKING_VALUES},
    /* as every command takes it; hits shows no progress to quiet */
    [HITS_QUIET] = {.name = "--quiet", .alias = "-q", .kind = VALUE_NONE},
};

static int fail(const char *what, const char *word, size_t length)
{
    char safe[CLI_SAFE_MAX];
    fprintf(stderr, "pokeq hits: %s, at '%s'\n", what, cli_safe(word, length, safe, sizeof safe));
    return EXIT_BAD_INPUT;
}

static int range_of(const char *text, int ranking, const char *whose, pokeq_range *out)
{
    pokeq_range_error error;
    if (pokeq_range_parse_ranked(text, ranking, out, &error) == 0)
        return 0;
    char what[160];
    snprintf(what, sizeof what, "%s: %s", whose, error.reason);
    return fail(what, text + error.offset, error.length > 0 ? (size_t)error.length : SIZE_MAX);
}

static int cards_of(const char *text, const char *option, int *cards, int max, int *count)
{
    int at = 0;
    *count = pokeq_cards_parse(text, cards, max, &at);
    if (*count >= 0)
        return 0;
    char what[96];
    snprintf(what, sizeof what, "%s: %s", option,
             *count == -POKEQ_ERR_CARD        ? "not a card"
             : *count == -POKEQ_ERR_DUPLICATE ? "a card given twice"
                                              : "too many cards");
    /* a bad card: the word from it to the next separator */
    return *count == -POKEQ_ERR_CARD ? fail(what, text + at, strcspn(text + at, " ,\t")) : fail(what, text, SIZE_MAX);
}

/* The library's refusal as a message about the word at fault. */
static int refusal(int code, const option_words *w)
{
    const char *board = w->value[HITS_BOARD].text, *dead = w->value[HITS_DEAD].given ? w->value[HITS_DEAD].text : "";
    switch (-code) {
    case POKEQ_ERR_BOARD: return fail("--board needs 3 to 5 cards (a flop, turn or river)", board, SIZE_MAX);
    case POKEQ_ERR_DUPLICATE: return fail("a card is on the board and among the dead cards", dead, SIZE_MAX);
    case POKEQ_ERR_DEAD: return fail("too many dead cards", dead, SIZE_MAX);
    case POKEQ_ERR_RANGE_EMPTY:
        return fail("no combo of the range (or of --vs beside it) is left by the board and dead cards",
                    w->positional[0], SIZE_MAX);
    default: return fail(pokeq_strerror(code), w->positional[0], SIZE_MAX);
    }
}

int cmd_hits(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "hits");
        return 0;
    }
    option_words w;
    cli_error error;
    if (options_parse(HITS_SPECS, HITS_OPTIONS, (const char *const *)argv, argc, &w, &error) != 0)
        return fail(error.what, error.token, SIZE_MAX);
    if (w.positional_count != 1 || !w.value[HITS_BOARD].given) {
        fprintf(stderr, "usage: pokeq hits RANGE --board CARDS [--dead CARDS] [--vs RANGE] [--list] [--format F]\n"
                        "       e.g. pokeq hits \"QQ+,AKs,T9s\" --board Kh7s2c\n");
        return EXIT_BAD_INPUT;
    }
    const int ranking = w.value[HITS_RANKING].given ? (int)w.value[HITS_RANKING].whole : POKEQ_RANKING_POKERSTOVE;
    pokeq_range range, vs;
    hits_answer a = {.range_text = w.positional[0], .range = &range, .list = w.value[HITS_LIST].given};
    a.format = w.value[HITS_FORMAT].given ? (enum out_format)w.value[HITS_FORMAT].whole : FORMAT_TEXT;
    a.vs_text = w.value[HITS_VS].given ? w.value[HITS_VS].text : NULL;
    int board[5], board_count;
    if (range_of(a.range_text, ranking, "the range", &range) != 0 ||
        (a.vs_text && range_of(a.vs_text, ranking, "--vs", &vs) != 0) ||
        cards_of(w.value[HITS_BOARD].text, "--board", board, 5, &board_count) != 0 ||
        (w.value[HITS_DEAD].given &&
         cards_of(w.value[HITS_DEAD].text, "--dead", a.dead, POKEQ_MAX_DEAD, &a.dead_count) != 0))
        return EXIT_BAD_INPUT;
    a.vs = a.vs_text ? &vs : NULL;
    const int code = pokeq_hits(&range, board, board_count, a.dead, a.dead_count, a.vs, &a.result);
    if (code != 0)
        return refusal(code, &w);
    return hits_output(stdout, &a) ? 0 : 1;
}
