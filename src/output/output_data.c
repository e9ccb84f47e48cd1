/* SPDX-License-Identifier: MIT */
/*
 * output_data.c - equity answers for scripts (output.h): JSON (one object,
 * JSON Lines in a batch) and CSV (one header, a row per seat and, with
 * --per-combo, per combo), both through the one output layer (emit.h) and,
 * where their shapes agree, the same code: an array in JSON is a run of
 * named columns in CSV. Integer counts beside every fraction; "schema"
 * numbers the layout.
 */
#include "output/output.h"

#include "front/stream.h"
#include "output/combo_rows.h"
#include "output/emit.h"
#include "output/graph_svg.h"

#include <stdlib.h>
#include <string.h>

enum { SCHEMA = 1 };

static const char *const CATEGORY_KEYS[POKEQ_CATEGORIES] = {
    "high_card", "pair", "two_pair", "three_of_a_kind", "straight", "flush", "full_house", "four_of_a_kind",
    "straight_flush"};

static const char *const LOW_KEYS[POKEQ_LOW_CATEGORIES] = {"5", "6", "7", "8", "9", "t", "j", "q", "k",
                                                             "paired", "none"};

static const char *count_kind_name(int kind)
{
    return kind == POKEQ_COUNT_TRIALS ? "trials" : kind == POKEQ_COUNT_RUNOUTS ? "runouts" : "showdowns";
}

/* The seat's integer counts: JSON arrays, CSV columns ties_2 .. */
static void seat_counts(emitter *e, const answer *a, int p)
{
    const pokeq_seat_result *seat = &a->result.seat[p];
    emit_u64(e, "wins", seat->counts.wins);
    emit_open(e, "ties", '[');
    for (int k = 2; k <= POKEQ_MAX_PLAYERS; k++) {
        char key[24];
        snprintf(key, sizeof key, "ties_%d", k);
        emit_u64(e, key, seat->counts.ties[k]);
    }
    emit_close(e);
    emit_u64(e, "pot_units", seat->counts.equity_units);
}

/* One group of a seat's category counts: JSON an array (name), CSV its
 * columns (prefix + keys[c]), empty unless shown. */
static void category_group(emitter *e, const char *name, const char *prefix, const char *const *keys, int n,
                           const uint64_t *counts, bool shown)
{
    emit_open(e, name, '[');
    for (int c = 0; c < n; c++) {
        char key[32];
        snprintf(key, sizeof key, "%s%s", prefix, keys[c]);
        shown ? emit_u64(e, key, counts[c]) : emit_none(e, key);
    }
    emit_close(e);
}

/* The high hand's categories (JSON "categories", CSV cat_* columns; razz
 * has none; badugi's are its sizes: JSON "categories" of four, one-card
 * .. four-card, CSV cat_badugi_1 .. cat_badugi_4) and, in a game with a
 * low, the low's (JSON "lows", CSV low_* columns: 5-low .. K-low, paired,
 * none). JSON leaves out the groups a game lacks; CSV always has every
 * group's columns, empty where they do not apply, so that a batch of
 * several games keeps one header. */
static void seat_categories(emitter *e, const answer *a, int p)
{
    static const char *const BADUGI_KEYS[POKEQ_BADUGI_CATEGORIES] = {"1", "2", "3", "4"};
    const bool counted = a->request->options.categories, csv = e->format == FORMAT_CSV;
    const bool badugi = a->request->options.game == POKEQ_GAME_BADUGI, high = answer_has_high(a) && !badugi;
    const pokeq_seat_result *seat = &a->result.seat[p];
    if (high || csv)
        category_group(e, "categories", "cat_", CATEGORY_KEYS, POKEQ_CATEGORIES, seat->categories, counted && high);
    if (answer_has_low(a) || csv)
        category_group(e, "lows", "low_", LOW_KEYS, POKEQ_LOW_CATEGORIES, seat->lows,
                       counted && answer_has_low(a));
    if (badugi || csv)
        category_group(e, "categories", "cat_badugi_", BADUGI_KEYS, POKEQ_BADUGI_CATEGORIES, seat->categories,
                       counted && badugi);
}

/* One combo's or hand's values (JSON object fields, CSV columns); row is
 * NULL only when e writes no values (a CSV header or blank columns). */
static void combo_values(emitter *e, const combo_row *row)
{
    static const combo_row none;
    const combo_row *c = row != NULL ? row : &none;
    /* a CSV row has the seat's columns too: the combo's are named apart */
    const bool csv = e->format == FORMAT_CSV;
    emit_string(e, "combo", c->cards);
    emit_number(e, "weight", c->weight);
    emit_u64(e, csv ? "combo_showdowns" : "showdowns", c->showdowns);
    emit_u64(e, csv ? "combo_pot_units" : "pot_units", c->equity_units);
    emit_number(e, csv ? "combo_equity" : "equity",
                (double)c->equity_units / ((double)POKEQ_POT_UNITS * (double)c->showdowns));
}

/* ---- JSON ---- */

static void json_combos(emitter *e, const answer *a, int p)
{
    combo_row *rows;
    const int n = combo_rows_of(a, p, false, &rows);
    emit_open(e, "combos", '[');
    for (int i = 0; i < n; i++) {
        emit_open(e, NULL, '{');
        combo_values(e, &rows[i]);
        emit_close(e);
    }
    emit_close(e);
    free(rows);
}

/* The seat's equity curve (pokeq_equity_curve), as --graph draws it. */
static void json_curve(emitter *e, const answer *a, int p)
{
    pokeq_curve_point *points = malloc(graph_curve_room(a) * sizeof *points);
    const int n = points ? graph_seat_curve(a, p, points) : 0;
    const pokeq_seat_result *seat = &a->result.seat[p];
    emit_open(e, "curve", '[');
    for (int i = 0; i < n; i++) {
        int cards[2];
        char text[2 * POKEQ_MAX_HOLE + 1];
        if (a->hands == NULL && points[i].combo >= 0)
            pokeq_combo_cards(points[i].combo, cards);
        emit_open(e, NULL, '{');
        if (a->hands != NULL && points[i].combo >= 0)
            combo_rows_hand_text(a->hands[points[i].combo].cards, text);
        else if (points[i].combo >= 0)
            cards_text(cards, 2, text);
        else
            cards_text(seat->hole, seat->hole_count, text);
        emit_string(e, "combo", text);
        emit_number(e, "x", points[i].x);
        emit_number(e, "equity", points[i].equity);
        emit_close(e);
    }
    emit_close(e);
    free(points);
}

/* A row of `pokeq flops`: the flop's weight and texture tags (pokeq.h,
 * pokeq_flop); the average over the flops (flop NULL) weighs all 22,100. */
static void emit_flop(emitter *e, const pokeq_flop *f)
{
    static const char *const suits[] = {"", "monotone", "two-tone", "rainbow"};
    static const char *const pairing[] = {"unpaired", "paired", "trips"};
    const char high[2] = {f != NULL ? "23456789TJQKA"[f->high_rank] : '\0', '\0'};
    emit_int(e, "weight", f != NULL ? f->weight : POKEQ_FLOP_BOARDS);
    f != NULL ? emit_string(e, "suits", suits[f->suits]) : emit_none(e, "suits");
    f != NULL ? emit_string(e, "pairing", pairing[f->pairing]) : emit_none(e, "pairing");
    f != NULL ? emit_int(e, "connectedness", f->connectedness) : emit_none(e, "connectedness");
    f != NULL ? emit_string(e, "high", high) : emit_none(e, "high");
}

void output_json(FILE *out, const output_state *state, const answer *a, int line)
{
    const pokeq_result *o = &a->result;
    const run_options *options = &a->request->options;
    char cards[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->method == POKEQ_METHOD_MC;
    emitter e = emit_start(out, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    if (state->batch)
        emit_int(&e, "line", line);
    emit_int(&e, "schema", SCHEMA);
    emit_string(&e, "game", pokeq_game_name(options->game));
    emit_string(&e, "mode", mc ? "mc" : "exact");
    emit_u64(&e, mc ? "trials" : "runouts", answer_hilo(a) ? o->deals : o->count); /* hi/lo: not the half pots */
    emit_u64(&e, "deals", o->deals);
    emit_u64(&e, "count", o->count);
    emit_string(&e, "count_kind", count_kind_name(o->count_kind));
    emit_string(&e, "board", cards_text(o->board, o->board_count, cards));
    if (state->flop_columns)
        emit_flop(&e, a->flop);
    emit_string(&e, "dead", cards_text(o->dead, o->dead_count, cards));
    emit_open(&e, "players", '[');
    for (int p = 0; p < o->seats; p++) {
        const pokeq_seat_result *seat = &o->seat[p];
        emit_open(&e, NULL, '{');
        emit_string(&e, "input", a->request->player[p].text);
        emit_number(&e, "equity", seat->equity);
        emit_number(&e, "win", seat->win);
        emit_number(&e, "tie", seat->tie);
        if (mc)
            emit_number(&e, "stderr", seat->stderr_equity);
        if (answer_hilo(a)) {
            emit_number(&e, "high", seat->high);
            emit_number(&e, "low", seat->low);
            emit_number(&e, "scoop", seat->scoop);
        }
        seat_counts(&e, a, p);
        if (options->categories)
            seat_categories(&e, a, p);
        if (options->per_combo && combo_rows_any(a))
            json_combos(&e, a, p);
        if (options->graph.text)
            json_curve(&e, a, p);
        emit_close(&e);
    }
    emit_close(&e);
    emit_fixed(&e, "seconds", o->seconds, 6);
    emit_int(&e, "threads", o->threads);
    if (o->stopped_by == POKEQ_MC_STOP_CANCEL)
        emit_bool(&e, "interrupted", true);
    emit_close(&e);
    emit_end_row(&e);
}

/* ---- CSV ---- */

/* A row: the seat's (row NULL) or one of its combos', or with error
 * (word, message) a failed batch line's, every other column empty. The
 * columns after "deals" came with schema 1; a combo row leaves the seat's
 * counts empty and a seat row the combo's columns. With e->header set,
 * the header. The game is the last column (it came after schema 1's
 * first layout, without changing it). */
static void csv_row(emitter *e, const output_state *state, const answer *a, int p, const combo_row *row, int line,
                    const char *const *error)
{
    const pokeq_result *o = &a->result;
    const pokeq_seat_result *seat = &o->seat[p];
    const bool mc = o->method == POKEQ_METHOD_MC, seat_row = row == NULL;
    char cards[2 * POKEQ_MAX_DEAD + 1];
    if (state->batch)
        emit_int(e, "line", line);
    e->blank = error != NULL;
    emit_string(e, "mode", mc ? "mc" : "exact");
    const uint64_t deals_or_count = answer_hilo(a) ? o->deals : o->count; /* hi/lo: not the half pots */
    mc ? emit_none(e, "runouts") : emit_u64(e, "runouts", deals_or_count);
    mc ? emit_u64(e, "trials", deals_or_count) : emit_none(e, "trials");
    emit_string(e, "board", cards_text(o->board, o->board_count, cards));
    emit_string(e, "dead", cards_text(o->dead, o->dead_count, cards));
    emit_int(e, "player", p + 1);
    emit_string(e, "input", a->request->player[p].text);
    seat_row ? emit_number(e, "equity", seat->equity) : emit_none(e, "equity");
    seat_row ? emit_number(e, "win", seat->win) : emit_none(e, "win");
    seat_row ? emit_number(e, "tie", seat->tie) : emit_none(e, "tie");
    mc && seat_row ? emit_number(e, "stderr", seat->stderr_equity) : emit_none(e, "stderr");
    emit_fixed(e, "seconds", o->seconds, 6);
    emit_int(e, "threads", o->threads);
    emit_bool(e, "interrupted", o->stopped_by == POKEQ_MC_STOP_CANCEL);
    emit_u64(e, "deals", o->deals);
    if (state->flop_columns)
        emit_flop(e, a->flop);
    emit_int(e, "schema", SCHEMA);
    emit_string(e, "row", seat_row ? "seat" : "combo");
    emit_u64(e, "count", o->count);
    emit_string(e, "count_kind", count_kind_name(o->count_kind));
    e->blank = error != NULL || !seat_row;
    seat_counts(e, a, p);
    seat_categories(e, a, p);
    e->blank = error != NULL || seat_row;
    combo_values(e, row);
    e->blank = error != NULL || !seat_row || !answer_hilo(a);
    emit_number(e, "high", seat->high);
    emit_number(e, "low", seat->low);
    emit_number(e, "scoop", seat->scoop);
    e->blank = false;
    error ? emit_string(e, "error_word", error[0]) : emit_none(e, "error_word");
    error ? emit_string(e, "error", error[1]) : emit_none(e, "error");
    /* the last column, so that a reader by position still finds the others */
    error ? emit_none(e, "game") : emit_string(e, "game", pokeq_game_name(a->request->options.game));
    emit_end_row(e);
}

static const scenario_request NO_WORDS;

static void csv_header(emitter *e, output_state *state, const answer *a, int line)
{
    if (state->csv_header_written)
        return;
    e->header = true;
    csv_row(e, state, a, 0, NULL, line, NULL);
    e->header = false;
    state->csv_header_written = true;
}

void output_csv(FILE *out, output_state *state, const answer *a, int line)
{
    emitter e = emit_start(out, FORMAT_CSV);
    csv_header(&e, state, a, line);
    for (int p = 0; p < a->result.seats; p++) {
        csv_row(&e, state, a, p, NULL, line, NULL);
        if (!a->request->options.per_combo)
            continue;
        combo_row *rows;
        const int n = combo_rows_of(a, p, false, &rows);
        for (int i = 0; i < n; i++)
            csv_row(&e, state, a, p, &rows[i], line, NULL);
        free(rows);
    }
}

/* ---- a failed batch line ---- */

bool output_error(FILE *out, output_state *state, enum out_format format, int line, const char *word,
                  const char *message)
{
    emitter e = emit_start(out, format);
    if (format == FORMAT_JSON) {
        emit_open(&e, NULL, '{');
        emit_int(&e, "line", line);
        emit_open(&e, "error", '{');
        emit_string(&e, "word", word);
        emit_string(&e, "message", message);
        emit_close(&e);
        emit_close(&e);
        emit_end_row(&e);
    } else if (format == FORMAT_CSV) {
        const answer none = {.request = &NO_WORDS};
        const char *const error[2] = {word, message};
        csv_header(&e, state, &none, line);
        csv_row(&e, state, &none, 0, NULL, line, error);
    }
    return stream_flush(out);
}
