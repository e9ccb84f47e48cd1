/* SPDX-License-Identifier: MIT */
/* run/hits.c - `pokeq hits`'s words answered by pokeq_hits (hits.h). */
#include "run/hits.h"

#include "front/options.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

enum { HITS_BOARD, HITS_DEAD, HITS_VS, HITS_LIST, HITS_FORMAT, HITS_RANKING, HITS_QUIET, HITS_GAME, HITS_OPTIONS };
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
    /* holdem and the Omaha games: any other is refused with why */
    [HITS_GAME] = {.name = "--game", .kind = VALUE_TEXT},
};


/* Fills *error about word `index`, quoting length bytes of word
 * (SIZE_MAX: all of it). Returns EXIT_BAD_INPUT. */
static int fail(cli_error *error, int index, const char *what, const char *word, size_t length)
{
    char token[sizeof error->token];
    snprintf(token, sizeof token, "%.*s", length < sizeof token ? (int)length : (int)sizeof token - 1, word);
    cli_fail(error, index, token, "%s", what);
    return EXIT_BAD_INPUT;
}

static int range_of(const option_words *w, int option, int ranking, const char *whose, pokeq_range *out,
                    cli_error *e)
{
    const char *text = option < 0 ? w->positional[0] : w->value[option].text;
    const int index = option < 0 ? w->positional_index[0] : w->value[option].index;
    pokeq_range_error error;
    if (pokeq_range_parse_ranked(text, ranking, out, &error) == 0)
        return 0;
    char what[160];
    snprintf(what, sizeof what, "%s: %s", whose, error.reason);
    return fail(e, index, what, text + error.offset, error.length > 0 ? (size_t)error.length : SIZE_MAX);
}

static int cards_of(const option_words *w, int option, const char *name, int *cards, int max, int *count,
                    cli_error *e)
{
    const char *text = w->value[option].text;
    int at = 0;
    *count = pokeq_cards_parse(text, cards, max, &at);
    if (*count >= 0)
        return 0;
    char what[96];
    snprintf(what, sizeof what, "%s: %s", name,
             *count == -POKEQ_ERR_CARD        ? "not a card"
             : *count == -POKEQ_ERR_DUPLICATE ? "a card given twice"
                                              : "too many cards");
    /* a bad card: the word from it to the next separator */
    const int index = w->value[option].index;
    return *count == -POKEQ_ERR_CARD ? fail(e, index, what, text + at, strcspn(text + at, " ,\t"))
                                     : fail(e, index, what, text, SIZE_MAX);
}

/* --board into board[0..*count) and --dead into a's. */
static int known_cards(const option_words *w, hits_answer *a, int board[5], int *count, cli_error *e)
{
    if (cards_of(w, HITS_BOARD, "--board", board, 5, count, e) != 0)
        return EXIT_BAD_INPUT;
    return w->value[HITS_DEAD].given ? cards_of(w, HITS_DEAD, "--dead", a->dead, POKEQ_MAX_DEAD, &a->dead_count, e)
                                     : 0;
}

/* The library's refusal as a message about the word at fault. */
static int refusal(int code, const option_words *w, cli_error *e)
{
    const option_value *board = &w->value[HITS_BOARD], *dead = &w->value[HITS_DEAD];
    const char *dead_text = dead->given ? dead->text : "";
    const int range = w->positional_index[0];
    switch (-code) {
    case POKEQ_ERR_BOARD:
        return fail(e, board->index, "--board needs 3 to 5 cards (a flop, turn or river)", board->text, SIZE_MAX);
    case POKEQ_ERR_DUPLICATE:
        return fail(e, dead->index, "a card is on the board and among the dead cards", dead_text, SIZE_MAX);
    case POKEQ_ERR_DEAD: return fail(e, dead->index, "too many dead cards", dead_text, SIZE_MAX);
    case POKEQ_ERR_RANGE_EMPTY:
        return fail(e, range, "no combo of the range (or of --vs beside it) is left by the board and dead cards",
                    w->positional[0], SIZE_MAX);
    default: return fail(e, range, pokeq_strerror(code), w->positional[0], SIZE_MAX);
    }
}

/* --game: Hold'em and the Omaha games answer into *game; another game is
 * refused by name, saying why. */
static int check_game(const option_words *w, int *game, cli_error *error)
{
    *game = POKEQ_GAME_HOLDEM;
    if (!w->value[HITS_GAME].given)
        return 0;
    const char *name = w->value[HITS_GAME].text;
    const int index = w->value[HITS_GAME].index;
    *game = pokeq_game_from_name(name);
    if (*game < 0)
        return fail(error, index, "--game: not a game (pokeq --help lists them)", name, SIZE_MAX);
    if (pokeq_hit_in_game(*game, 0) >= 0)
        return 0;
    const bool board = *game == POKEQ_GAME_HOLDEM_HILO || pokeq_game_deck_size(*game) < 52;
    const char *why = *game == POKEQ_GAME_HOLDEM_HILO
                          ? "pokeq hits classes Hold'em and Omaha hands; Hold'em hi/lo's low plays any of its seven "
                            "cards, which its low classes (Omaha's two hole and three board cards) do not follow"
                      : board ? "pokeq hits classes Hold'em and Omaha hands (their made hands and draws follow the "
                                "52-card deck's ranking); this game ranks its hands or deals its deck otherwise"
                              : "pokeq hits classes Hold'em and Omaha hands on a board; this game has no board";
    char what[320];
    snprintf(what, sizeof what, "--game: %s", why);
    return fail(error, index, what, name, SIZE_MAX);
}

/* An Omaha range's answer: the options only Hold'em has refused by name. */
static int omaha_solve(const option_words *w, hits_answer *a, const int *board, int board_count, cli_error *e)
{
    static const struct { int option; const char *why; } HOLDEM_ONLY[] = {
        {HITS_VS, "--vs: card removal against an opposing range is counted for Hold'em ranges only"},
        {HITS_LIST, "--list: an Omaha range's hands are too many to list by class"},
        {HITS_RANKING, "--ranking: Omaha ranges have no N% ranking"},
    };
    for (size_t i = 0; i < sizeof HOLDEM_ONLY / sizeof HOLDEM_ONLY[0]; i++) {
        const option_value *v = &w->value[HOLDEM_ONLY[i].option];
        if (v->given)
            return fail(e, v->index, HOLDEM_ONLY[i].why, HITS_SPECS[HOLDEM_ONLY[i].option].name, SIZE_MAX);
    }
    pokeq_range_error error = {0, 0, NULL};
    const int code = pokeq_hits_game(a->game, a->range_text, board, board_count, a->dead, a->dead_count,
                                     &a->result, &error);
    if (code == -POKEQ_ERR_RANGE_SYNTAX) {
        char what[160];
        snprintf(what, sizeof what, "the range: %s", error.reason ? error.reason : "not an Omaha range");
        return fail(e, w->positional_index[0], what, a->range_text + error.offset,
                    error.length > 0 ? (size_t)error.length : SIZE_MAX);
    }
    if (code == -POKEQ_ERR_TOO_HARD)
        return fail(e, w->positional_index[0], "the range: more than 2,097,152 live hands to class; narrow it",
                    a->range_text, SIZE_MAX);
    return code != 0 ? refusal(code, w, e) : 0;
}

int hits_solve(int argc, const char *const *argv, hits_answer *a, pokeq_range ranges[2], cli_error *error)
{
    option_words w;
    if (options_parse(HITS_SPECS, HITS_OPTIONS, argv, argc, &w, error) != 0)
        return EXIT_BAD_INPUT;
    int game;
    if (check_game(&w, &game, error) != 0)
        return EXIT_BAD_INPUT;
    if (w.positional_count != 1 || !w.value[HITS_BOARD].given)
        return HITS_USAGE;
    const int ranking = w.value[HITS_RANKING].given ? (int)w.value[HITS_RANKING].whole : POKEQ_RANKING_POKERSTOVE;
    memset(a, 0, sizeof *a);
    a->game = game;
    a->range_text = w.positional[0];
    a->range = &ranges[0];
    a->list = w.value[HITS_LIST].given;
    a->format = w.value[HITS_FORMAT].given ? (enum out_format)w.value[HITS_FORMAT].whole : FORMAT_TEXT;
    a->vs_text = w.value[HITS_VS].given ? w.value[HITS_VS].text : NULL;
    int board[5], board_count;
    if (game != POKEQ_GAME_HOLDEM)
        return known_cards(&w, a, board, &board_count, error) != 0 ? EXIT_BAD_INPUT
                                                                   : omaha_solve(&w, a, board, board_count, error);
    if (range_of(&w, -1, ranking, "the range", &ranges[0], error) != 0 ||
        (a->vs_text && range_of(&w, HITS_VS, ranking, "--vs", &ranges[1], error) != 0) ||
        known_cards(&w, a, board, &board_count, error) != 0)
        return EXIT_BAD_INPUT;
    a->vs = a->vs_text ? &ranges[1] : NULL;
    pokeq_hits_result holdem;
    const int code = pokeq_hits(&ranges[0], board, board_count, a->dead, a->dead_count, a->vs, &holdem);
    if (code != 0)
        return refusal(code, &w, error);
    pokeq_game_hits_from(&holdem, POKEQ_GAME_HOLDEM, &a->result);
    return 0;
}
