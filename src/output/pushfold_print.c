/* SPDX-License-Identifier: MIT */
/* pushfold_print.c - push/fold answers and charts written out (pushfold_print.h). */
#include "output/pushfold_print.h"

#include "output/emit.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *const SIDE_NAME[2] = {"push", "call"};

static const pokeq_pushfold_side *side_of(const pokeq_pushfold_result *r, int side)
{
    return side == 0 ? &r->push : &r->call;
}

/* The side's range as PokerStove text (a mixed class at its frequency in
 * whole hundredths, the range weights' unit); heap, the caller frees. */
static char *range_text(const pokeq_pushfold_side *s)
{
    pokeq_range range;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        range.weight[combo] = (uint8_t)lround(POKEQ_RANGE_WEIGHT_ONE * s->frequency[pokeq_combo_class(combo)]);
    const int needed = pokeq_range_format(&range, NULL, 0);
    char *text = malloc((size_t)needed + 1);
    if (text != NULL)
        pokeq_range_format(&range, text, (size_t)needed + 1);
    return text;
}

static void print_mixed(FILE *out, const pokeq_pushfold_side *s, const char *verb)
{
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        if (s->frequency[cls] <= 0 || s->frequency[cls] >= 1)
            continue;
        char name[4];
        fprintf(out, "  mixed: %s %s at frequency %.9f (each of its %d combos; gain %.2g bb)\n",
                pokeq_class_name(cls, name), verb, s->frequency[cls], pokeq_class_combos(cls), s->gain[cls]);
    }
}

static void print_text(FILE *out, const pokeq_pushfold_result *r)
{
    fprintf(out, "Heads-up push/fold equilibrium: %.10g bb effective, ante %.10g (exact: a linear programme over "
                 "the 169x169 class matrix)\n", r->stack, r->ante);
    static const char *const who[2] = {"small blind pushes", "big blind calls"};
    for (int side = 0; side < 2; side++) {
        const pokeq_pushfold_side *s = side_of(r, side);
        char *text = range_text(s);
        fprintf(out, "%s %.4f %% (%.4f combos): %s\n", who[side], s->percent, s->combos, text ? text : "");
        print_mixed(out, s, side == 0 ? "pushed" : "called");
        free(text);
    }
    fprintf(out, "ev_sb %.9f bb   exploitability %.3g bb (push %.3g + call %.3g)\n", r->ev_sb, r->exploitability,
            r->push.best_response_gain, r->call.best_response_gain);
}

static void json_side(emitter *e, const pokeq_pushfold_side *s, const char *key)
{
    emit_open(e, key, '{');
    char *text = range_text(s);
    emit_string(e, "range", text ? text : "");
    free(text);
    emit_number(e, "combos", s->combos);
    emit_number(e, "percent", s->percent);
    emit_number(e, "best_response_gain", s->best_response_gain);
    emit_open(e, "classes", '{');
    char name[4];
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        emit_number(e, pokeq_class_name(cls, name), s->frequency[cls]);
    emit_close(e);
    emit_open(e, "mixed", '{');
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const double f = s->frequency[pokeq_combo_class(combo)];
        int cards[2];
        char text_cards[8];
        pokeq_combo_cards(combo, cards);
        pokeq_cards_format(cards, 2, text_cards, sizeof text_cards);
        if (f > 0 && f < 1)
            emit_number(e, text_cards, f);
    }
    emit_close(e);
    emit_open(e, "gain", '{');
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        emit_number(e, pokeq_class_name(cls, name), s->gain[cls]);
    emit_close(e);
    emit_close(e);
}

static void json_one(emitter *e, const pokeq_pushfold_result *r)
{
    emit_number(e, "stack", r->stack);
    emit_number(e, "ante", r->ante);
    json_side(e, &r->push, "push");
    json_side(e, &r->call, "call");
    emit_number(e, "ev_sb", r->ev_sb);
    emit_number(e, "exploitability", r->exploitability);
}

static void csv_one_row(emitter *e, const pokeq_pushfold_result *r, int cls)
{
    char name[4];
    emit_number(e, "stack", r->stack);
    emit_number(e, "ante", r->ante);
    emit_string(e, "class", pokeq_class_name(cls, name));
    emit_int(e, "combos", pokeq_class_combos(cls));
    emit_number(e, "push", r->push.frequency[cls]);
    emit_number(e, "call", r->call.frequency[cls]);
    emit_number(e, "push_gain", r->push.gain[cls]);
    emit_number(e, "call_gain", r->call.gain[cls]);
    emit_number(e, "ev_sb", r->ev_sb);
    emit_number(e, "exploitability", r->exploitability);
    emit_string(e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM));
    emit_end_row(e);
}

/* How one kind of answer is written in each format: text, the JSON
 * object's members, a CSV row per class (the header by the same call). */
typedef struct writers {
    void (*text)(FILE *out, const void *x);
    void (*json)(emitter *e, const void *x);
    void (*csv_row)(emitter *e, const void *x, int cls);
} writers;

static void print_as(FILE *out, const writers *w, const void *x, enum out_format format)
{
    if (format == FORMAT_TEXT) {
        w->text(out, x);
        return;
    }
    emitter e = emit_start(out, format);
    if (format == FORMAT_JSON) {
        emit_open(&e, NULL, '{');
        emit_string(&e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM)); /* push/fold is heads-up Hold'em */
        w->json(&e, x);
        emit_close(&e);
        emit_end_row(&e);
        return;
    }
    e.header = true;
    w->csv_row(&e, x, 0);
    e.header = false;
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        w->csv_row(&e, x, cls);
}

static void text_one(FILE *out, const void *x) { print_text(out, x); }
static void json_one_of(emitter *e, const void *x) { json_one(e, x); }
static void csv_one_of(emitter *e, const void *x, int cls) { csv_one_row(e, x, cls); }

void pushfold_print_one(FILE *out, const pokeq_pushfold_result *r, enum out_format format)
{
    static const writers one = {text_one, json_one_of, csv_one_of};
    print_as(out, &one, r, format);
}

static const double *chart_max(const pushfold_chart *c, int side) { return side == 0 ? c->push_max : c->call_max; }

/* "12.5", "25+" (played at the top stack), "" (never). */
static void chart_value(const pushfold_chart *c, double max, char *out, size_t size)
{
    if (max <= 0)
        snprintf(out, size, "%s", "");
    else
        snprintf(out, size, max >= c->to ? "%.3g+" : "%.3g", max);
}

static void print_chart_text(FILE *out, const pushfold_chart *c)
{
    fprintf(out, "Heads-up push/fold chart: stacks %.10g to %.10g bb by %.10g, ante %.10g; each class's largest "
                 "stack pushed (then called), at any frequency\n", c->from, c->to, c->step, c->ante);
    for (int side = 0; side < 2; side++) {
        grid_cells *cells = calloc(1, sizeof *cells);
        char title[160];
        if (cells == NULL)
            return;
        pushfold_chart_cells(c, side, cells, title, sizeof title);
        grid_print_text(out, cells, grid_wants_colour(out));
        free(cells);
    }
}

static void json_chart_side(emitter *e, const pushfold_chart *c, int side)
{
    emit_open(e, SIDE_NAME[side], '{');
    char name[4];
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const double max = chart_max(c, side)[cls];
        max > 0 ? emit_number(e, pokeq_class_name(cls, name), max) : emit_none(e, pokeq_class_name(cls, name));
    }
    emit_close(e);
}

static void json_chart(emitter *e, const pushfold_chart *c)
{
    emit_number(e, "from", c->from);
    emit_number(e, "to", c->to);
    emit_number(e, "step", c->step);
    emit_number(e, "ante", c->ante);
    json_chart_side(e, c, 0);
    json_chart_side(e, c, 1);
    emit_open_lines(e, "stacks");
    for (int k = 0; k < c->solved; k++) {
        const pokeq_pushfold_result *r = &c->each[k];
        emit_open(e, NULL, '{');
        emit_number(e, "stack", r->stack);
        emit_number(e, "push_percent", r->push.percent);
        emit_number(e, "call_percent", r->call.percent);
        emit_number(e, "ev_sb", r->ev_sb);
        emit_number(e, "exploitability", r->exploitability);
        emit_close(e);
    }
    emit_close(e);
}

static void csv_chart_row(emitter *e, const pushfold_chart *c, int cls)
{
    char name[4];
    emit_string(e, "class", pokeq_class_name(cls, name));
    emit_number(e, "ante", c->ante);
    for (int side = 0; side < 2; side++) {
        const double max = chart_max(c, side)[cls];
        const char *key = side == 0 ? "push_max_stack" : "call_max_stack";
        max > 0 ? emit_number(e, key, max) : emit_none(e, key);
    }
    emit_number(e, "to", c->to);
    emit_string(e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM));
    emit_end_row(e);
}

static void text_chart(FILE *out, const void *x) { print_chart_text(out, x); }
static void json_chart_of(emitter *e, const void *x) { json_chart(e, x); }
static void csv_chart_of(emitter *e, const void *x, int cls) { csv_chart_row(e, x, cls); }

void pushfold_print_chart(FILE *out, const pushfold_chart *c, enum out_format format)
{
    static const writers chart = {text_chart, json_chart_of, csv_chart_of};
    print_as(out, &chart, c, format);
}

void pushfold_one_cells(const pokeq_pushfold_result *r, int side, grid_cells *cells, char *title, size_t size)
{
    const pokeq_pushfold_side *s = side_of(r, side);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const double f = s->frequency[cls];
        cells->shade[cls] = f > 0 ? 0.5 + 0.5 * f : -1;
        cells->value[cls][0] = '\0';
        if (f > 0 && f < 1)
            snprintf(cells->value[cls], GRID_TEXT_MAX, "%.0f%%", 100 * f);
    }
    snprintf(title, size, "%s at %.10g bb, ante %.10g: %.2f %% of hands", side == 0 ? "Small blind pushes" :
             "Big blind calls", r->stack, r->ante, s->percent);
    cells->title = title;
    snprintf(cells->scale_low, sizeof cells->scale_low, "frequency 0");
    snprintf(cells->scale_high, sizeof cells->scale_high, "frequency 1");
}

void pushfold_chart_cells(const pushfold_chart *c, int side, grid_cells *cells, char *title, size_t size)
{
    const double *max = chart_max(c, side);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        cells->shade[cls] = max[cls] > 0 ? (max[cls] - c->from) / (c->to - c->from > 0 ? c->to - c->from : 1) : -1;
        chart_value(c, max[cls], cells->value[cls], GRID_TEXT_MAX);
    }
    snprintf(title, size, "%s: the largest stack (bb, ante %.10g) at which each class is %s", side == 0 ?
             "Small blind push chart" : "Big blind call chart", c->ante, side == 0 ? "pushed" : "called");
    cells->title = title;
    snprintf(cells->scale_low, sizeof cells->scale_low, "%.10g bb", c->from);
    snprintf(cells->scale_high, sizeof cells->scale_high, "%.10g+ bb", c->to);
}
