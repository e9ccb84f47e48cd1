/* SPDX-License-Identifier: MIT */
/*
 * serve/api_tables.c - the handlers of hits, range and the preflop tables
 * (route.h). Hits go through the hits command's own parser and JSON
 * (hits_output.h); the preflop tables are read from the cache the
 * `pokeq preflop` command fills (never computed here: minutes of work) and
 * written by its printer; range is the grid editor's view of a range.
 */
#include "serve/route.h"

#include "output/emit.h"
#include "output/hits_output.h"
#include "run/hits.h"
#include "front/options.h"
#include "pokeq.h"
#include "output/preflop_print.h"
#include "shards/preflop_shard.h"
#include "front/preflop_words.h"

#include <stdlib.h>
#include <string.h>

/* The bad word as a 400 naming its field. */
static void bad_words(const serve_words *w, const cli_error *error, const char *code, serve_reply *out)
{
    char what[CLI_SAFE_MAX], token[CLI_SAFE_MAX];
    serve_error e;
    serve_fail(&e, 400, code, "%s, at '%s'", cli_safe(error->what, SIZE_MAX, what, sizeof what),
               cli_safe(error->token, SIZE_MAX, token, sizeof token));
    serve_words_place(w, error->index, &e);
    reply_error(out, &e);
}

void api_hits(const serve_call *call, serve_reply *out)
{
    serve_words *w = api_words(call, BODY_HITS, out);
    if (w == NULL)
        return;
    const char *argv[SERVE_WORDS_MAX + 2];
    memcpy(argv, w->word, (size_t)w->count * sizeof *argv);
    argv[w->count] = "--format";
    argv[w->count + 1] = "json";
    hits_answer *a = malloc(sizeof *a);
    pokeq_range *ranges = malloc(2 * sizeof *ranges);
    cli_error error;
    const int status = a && ranges ? hits_solve(w->count + 2, argv, a, ranges, &error) : -1;
    if (status == 0) {
        char *buffer;
        size_t length;
        FILE *stream = reply_open(&buffer, &length);
        if (stream != NULL)
            hits_output(stream, a);
        reply_take(out, 200, stream, &buffer, &length);
    } else if (status == EXIT_BAD_INPUT) {
        bad_words(w, &error, "bad_value", out);
    } else {
        reply_fail(out, 500, "memory", "out of memory");
    }
    free(ranges);
    free(a);
    serve_words_free(w);
}

/* ---- range ---- */

enum { RANGE_GAME, RANGE_RANKING, RANGE_OPTIONS };
static const option_spec RANGE_SPECS[RANGE_OPTIONS] = {
    [RANGE_GAME] = {.name = "--game", .kind = VALUE_TEXT},
    [RANGE_RANKING] = {.name = "--ranking", .kind = VALUE_CHOICE, .choices = RANKING_NAMES,
                       .bad_value = "--ranking is " RANKING_VALUES},
};

/* The range's combos, the share of the game's hands it holds, and each
 * class's weight (the mean of its combos', 0..1). */
static void write_range(FILE *stream, const pokeq_range *r, int game)
{
    enum { TEXT_MAX = 16384 };  /* every combo listed with a weight: 1326 x 11 bytes */
    char *normal = malloc(TEXT_MAX);
    if (normal == NULL)
        return;
    pokeq_range_format(r, normal, TEXT_MAX);
    double weights[POKEQ_CLASSES] = {0}, total = 0;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        weights[pokeq_combo_class(combo)] += r->weight[combo];
        total += r->weight[combo];
    }
    const int deck = pokeq_game_deck_size(game);
    emitter e = emit_start(stream, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    emit_string(&e, "game", pokeq_game_name(game));
    emit_string(&e, "text", normal);
    emit_int(&e, "combos", pokeq_range_size(r));
    emit_number(&e, "weighted", total / POKEQ_RANGE_WEIGHT_ONE);
    emit_number(&e, "percent", 100.0 * total / POKEQ_RANGE_WEIGHT_ONE / (deck * (deck - 1) / 2.0));
    emit_open(&e, "cells", '{');
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char name[4];
        emit_number(&e, pokeq_class_name(cls, name),
                    weights[cls] / POKEQ_RANGE_WEIGHT_ONE / pokeq_class_combos(cls));
    }
    emit_close(&e);
    emit_close(&e);
    fputc('\n', stream);
    free(normal);
}

/* Drops the combos that hold a card outside the game's deck. */
static void keep_deck(pokeq_range *r, int game)
{
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        if (pokeq_game_has_card(game, cards[0]) != 1 || pokeq_game_has_card(game, cards[1]) != 1)
            r->weight[combo] = 0;
    }
}

void api_range(const serve_call *call, serve_reply *out)
{
    serve_words *w = api_words(call, BODY_RANGE, out);
    if (w == NULL)
        return;
    option_words o;
    cli_error error;
    pokeq_range_error bad;
    pokeq_range r;
    const option_value *game_word = &o.value[RANGE_GAME];
    int game = POKEQ_GAME_HOLDEM;
    if (options_parse(RANGE_SPECS, RANGE_OPTIONS, w->word, w->count, &o, &error) != 0) {
        bad_words(w, &error, "bad_value", out);
    } else if (game_word->given && (game = pokeq_game_from_name(game_word->text)) < 0) {
        cli_fail(&error, game_word->index, game_word->text, "--game is " GAME_VALUES);
        bad_words(w, &error, "game", out);
    } else if (pokeq_game_hole_cards(game) != 2) {
        cli_fail(&error, game_word->index, game_word->text, "the grid of 169 classes is for two-card games");
        bad_words(w, &error, "unsupported", out);
    } else if (pokeq_range_parse_ranked(o.positional[0],
                                        o.value[RANGE_RANKING].given ? (int)o.value[RANGE_RANKING].whole
                                                                    : POKEQ_RANKING_POKERSTOVE,
                                        &r, &bad) != 0) {
        cli_fail(&error, o.positional_index[0], "", "the range: %s", bad.reason);
        snprintf(error.token, sizeof error.token, "%.*s", bad.length > 0 ? bad.length : (int)sizeof error.token - 1,
                 o.positional[0] + bad.offset);
        bad_words(w, &error, "range_syntax", out);
    } else {
        keep_deck(&r, game);
        char *buffer;
        size_t length;
        FILE *stream = reply_open(&buffer, &length);
        if (stream != NULL)
            write_range(stream, &r, game);
        reply_take(out, 200, stream, &buffer, &length);
    }
    serve_words_free(w);
}

/* ---- preflop tables ---- */

static void preflop_table(const serve_call *call, const char *table, serve_reply *out)
{
    const char *game = strcmp(table, "vs-random") == 0 && call->query ? call->query(call, "game") : NULL;
    char *argv[] = {(char *)table, "--format", "json", "--game", (char *)game, NULL};
    preflop_words w;
    const int game_id = game != NULL ? pokeq_game_from_name(game) : POKEQ_GAME_HOLDEM;
    if (game_id < 0 || pokeq_game_hole_cards(game_id) != 2) {
        serve_error e;
        serve_fail(&e, 400, game_id < 0 ? "game" : "unsupported",
                   game_id < 0 ? "--game is " GAME_VALUES ", at '%.100s'"
                               : "%.100s has no 169-class table (a hand is more than two cards)",
                   game);
        e.field = "game";
        reply_error(out, &e);
        return;
    }
    if (preflop_words_parse("preflop", game != NULL ? 5 : 3, argv, &w) != 0) {
        reply_fail(out, 500, "internal", "the preflop words did not parse");
        return;
    }
    pokeq_combo_counts *counts = malloc(preflop_table_size(&w) * sizeof *counts);
    if (counts == NULL || preflop_cached(&w, counts) != 0) {
        free(counts);
        serve_error e;
        serve_fail(&e, 503, "not_cached",
                   "the %s table is not in the cache: `pokeq preflop %s%s%s` computes and keeps it (minutes)", table,
                   table, game != NULL ? " --game " : "", game != NULL ? game : "");
        reply_error(out, &e);
        return;
    }
    char *buffer;
    size_t length;
    FILE *stream = reply_open(&buffer, &length);
    if (stream != NULL)
        preflop_show_table(stream, &w, counts, NULL);
    reply_take(out, 200, stream, &buffer, &length);
    free(counts);
}

void api_preflop_vs_random(const serve_call *call, serve_reply *out)
{
    preflop_table(call, "vs-random", out);
}

void api_preflop_matrix(const serve_call *call, serve_reply *out)
{
    preflop_table(call, "matrix", out);
}
