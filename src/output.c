/* SPDX-License-Identifier: MIT */
/* output.c - text, JSON and CSV answers (output.h). */
#include "output.h"

#include "emit.h"
#include "stream.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

enum {
    RANGE_TEXT = 2048,          /* a normalised range; longer ones are cut */
    HAND_COLUMN_MAX = 40,       /* wider hands spill past the table column */
    COMBOS_SHOWN = 3            /* best and worst combos listed per range */
};

char *output_thousands(uint64_t n, char out[32])
{
    char digits[24];
    const int length = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
    int o = 0;
    for (int i = 0; i < length; i++) {
        if (i > 0 && (length - i) % 3 == 0)
            out[o++] = ',';
        out[o++] = digits[i];
    }
    out[o] = '\0';
    return out;
}

/* n / d, and 0 when d is 0: a printed ratio is never nan or inf. */
static double ratio(double n, double d)
{
    return d != 0 ? n / d : 0;
}

/* Cards as text ("AhKd"); out holds 2 * POKEQ_MAX_DEAD + 1 bytes. */
static const char *cards_text(const int *cards, int count, char *out)
{
    pokeq_cards_format(cards, count, out, 2 * POKEQ_MAX_DEAD + 1);
    return out;
}

/* The seat's hand or range as pokeq writes it: "AhAs", "QQ+,AKs". */
static const char *hand_text(const answer *a, int p, char out[RANGE_TEXT])
{
    const pokeq_seat_result *seat = &a->result.seat[p];
    if (seat->hole_count > 0) {
        pokeq_cards_format(seat->hole, seat->hole_count, out, RANGE_TEXT);
        return out;
    }
    pokeq_range range;
    if (pokeq_range_parse_ranked(a->request->player[p].text, a->request->options.ranking, &range, NULL) != 0)
        return a->request->player[p].text;
    pokeq_range_format(&range, out, RANGE_TEXT);
    return out;
}

/* ---- text ---- */

static void text_header(FILE *out, const pokeq_result *o)
{
    char count[32], cards[2 * POKEQ_MAX_DEAD + 1];
    const char *unit = o->count_kind == POKEQ_COUNT_TRIALS    ? "trial"
                       : o->count_kind == POKEQ_COUNT_RUNOUTS ? "board"
                                                              : "showdown";
    /* with weights, the deals and the weighted total they add up to */
    fprintf(out, "%s %s%s, ", output_thousands(o->deals, count), unit, o->deals == 1 ? "" : "s");
    if (o->deals != o->count)
        fprintf(out, "%s weighted, ", output_thousands(o->count, count));
    if (o->method == POKEQ_METHOD_EXACT) {
        fputs("exact", out);
    } else {
        fputs("monte carlo", out);
        if (o->stopped_by == POKEQ_MC_STOP_CANCEL)
            fputs(" INTERRUPTED (Ctrl-C; the result so far)", out);
        else if (o->why != POKEQ_WHY_ASKED && o->exact_estimate < 1e5)
            fprintf(out, " (exact would take about %.*f s)", o->exact_estimate < 10 ? 1 : 0, o->exact_estimate);
        else if (o->why != POKEQ_WHY_ASKED)
            fputs(" (exact would take over a day)", out);
    }
    fprintf(out, ", %.3f s, %d thread%s", o->seconds, o->threads, o->threads == 1 ? "" : "s");
    const int cap = POKEQ_MAX_THREADS_PER_CORE * omp_get_num_procs();
    if (o->threads_asked > cap && o->threads == cap)
        fprintf(out, " (%d asked; at most %d per core)", o->threads_asked, POKEQ_MAX_THREADS_PER_CORE);
    fputc('\n', out);
    if (o->board_count > 0)
        fprintf(out, "board %s\n", cards_text(o->board, o->board_count, cards));
    if (o->dead_count > 0)
        fprintf(out, "dead  %s\n", cards_text(o->dead, o->dead_count, cards));
}

static int hand_column_width(const answer *a)
{
    char text[RANGE_TEXT];
    int width = 4;
    for (int p = 0; p < a->result.seats; p++) {
        const int length = (int)strlen(hand_text(a, p, text));
        width = length > width ? length : width;
    }
    return width < HAND_COLUMN_MAX ? width : HAND_COLUMN_MAX;
}

/* 100 x fraction in format, "n/a" (as wide) when it is not a number. */
static const char *percent(double fraction, const char *format, char out[16])
{
    if (isfinite(fraction))
        snprintf(out, 16, format, 100 * fraction);
    else
        snprintf(out, 16, format[1] == '7' ? "%8s" : "%s", "n/a");
    return out;
}

static void text_table(FILE *out, const answer *a)
{
    const pokeq_result *o = &a->result;
    const int width = hand_column_width(a);
    const bool mc = o->method == POKEQ_METHOD_MC;
    /* the ± column holds " ±0.050": seven characters wide on screen */
    fprintf(out, "   %-*s  %8s%s  %8s  %8s\n", width, "hand", "equity", mc ? "  ±s.e." : "", "win", "tie");
    char text[RANGE_TEXT];
    for (int p = 0; p < o->seats; p++) {
        const pokeq_seat_result *seat = &o->seat[p];
        char equity[16], error[16], win[16], tie[16];
        fprintf(out, "%2d %-*s  %s", p + 1, width, hand_text(a, p, text), percent(seat->equity, "%7.3f%%", equity));
        if (mc)
            fprintf(out, " ±%s", percent(seat->stderr_equity, "%.3f", error));
        fprintf(out, "  %s  %s\n", percent(seat->win, "%7.3f%%", win), percent(seat->tie, "%7.3f%%", tie));
    }
}

/* One combo's equity within a range, for the best and worst lists. */
typedef struct combo_equity {
    int combo;
    double equity;
} combo_equity;

/* Strongest first; equal equities in combo order, so the list is stable. */
static int by_equity_descending(const void *a, const void *b)
{
    const combo_equity *x = a, *y = b;
    if (x->equity != y->equity)
        return x->equity < y->equity ? 1 : -1;
    return x->combo - y->combo;
}

static void print_combos(FILE *out, const char *label, const combo_equity *list, int count)
{
    fprintf(out, "     %-6s", label);
    for (int i = 0; i < count; i++) {
        char cards[2 * POKEQ_MAX_DEAD + 1];
        int pair[2];
        pokeq_combo_cards(list[i].combo, pair);
        fprintf(out, "  %s %.2f%%", cards_text(pair, 2, cards), 100 * list[i].equity);
    }
    fputc('\n', out);
}

/* For each player holding a range: the combos that did best and worst. */
static void text_combos(FILE *out, const answer *a)
{
    const pokeq_result *o = &a->result;
    if (a->combos == NULL)
        return;
    combo_equity list[POKEQ_COMBOS];
    for (int p = 0; p < o->seats; p++) {
        if (o->seat[p].hole_count > 0)
            continue;
        int count = 0;
        const pokeq_combo_counts *counts = a->combos + (size_t)p * POKEQ_COMBOS;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++)
            if (counts[combo].showdowns > 0)
                list[count++] = (combo_equity){combo, ratio((double)counts[combo].equity_units,
                                                            2520.0 * (double)counts[combo].showdowns)};
        if (count < 2)
            continue;
        qsort(list, (size_t)count, sizeof list[0], by_equity_descending);
        fprintf(out, "player %d's combos by equity%s:\n", p + 1, o->method == POKEQ_METHOD_MC ? " (sampled)" : "");
        if (count <= 2 * COMBOS_SHOWN) {
            print_combos(out, "all", list, count);
        } else {
            print_combos(out, "best", list, COMBOS_SHOWN);
            /* the worst first: the list reads from the bottom up */
            combo_equity worst[COMBOS_SHOWN];
            for (int i = 0; i < COMBOS_SHOWN; i++)
                worst[i] = list[count - 1 - i];
            print_combos(out, "worst", worst, COMBOS_SHOWN);
        }
    }
}

static void output_text(FILE *out, output_state *state, const answer *a, int line)
{
    if (state->batch)
        fprintf(out, "line %d: ", line);
    text_header(out, &a->result);
    text_table(out, a);
    text_combos(out, a);
    if (state->batch)
        fputc('\n', out);
}

/* ---- JSON ---- */

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

static void output_json(FILE *out, const output_state *state, const answer *a, int line)
{
    const pokeq_result *o = &a->result;
    char cards[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->method == POKEQ_METHOD_MC;
    emitter e = emit_start(out, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    if (state->batch)
        emit_int(&e, "line", line);
    emit_string(&e, "mode", mc ? "mc" : "exact");
    emit_u64(&e, mc ? "trials" : "runouts", o->count);
    emit_u64(&e, "deals", o->deals);
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

/* One row per seat; with e->header set, the header the rows share. */
static void csv_row(emitter *e, const output_state *state, const answer *a, int p, int line)
{
    const pokeq_result *o = &a->result;
    const pokeq_seat_result *seat = &o->seat[p];
    const bool mc = o->method == POKEQ_METHOD_MC;
    char cards[2 * POKEQ_MAX_DEAD + 1];
    if (state->batch)
        emit_int(e, "line", line);
    emit_string(e, "mode", mc ? "mc" : "exact");
    mc ? emit_none(e, "runouts") : emit_u64(e, "runouts", o->count);
    mc ? emit_u64(e, "trials", o->count) : emit_none(e, "trials");
    emit_string(e, "board", cards_text(o->board, o->board_count, cards));
    emit_string(e, "dead", cards_text(o->dead, o->dead_count, cards));
    emit_int(e, "player", p + 1);
    emit_string(e, "input", a->request->player[p].text);
    emit_number(e, "equity", seat->equity);
    emit_number(e, "win", seat->win);
    emit_number(e, "tie", seat->tie);
    mc ? emit_number(e, "stderr", seat->stderr_equity) : emit_none(e, "stderr");
    emit_fixed(e, "seconds", o->seconds, 6);
    emit_int(e, "threads", o->threads);
    emit_bool(e, "interrupted", o->stopped_by == POKEQ_MC_STOP_CANCEL);
    emit_u64(e, "deals", o->deals);
    if (state->flop_columns)
        emit_flop(e, a->flop);
    emit_end_row(e);
}

static void output_csv(FILE *out, output_state *state, const answer *a, int line)
{
    emitter e = emit_start(out, FORMAT_CSV);
    if (!state->csv_header_written) {
        e.header = true;
        csv_row(&e, state, a, 0, line);
        e.header = false;
        state->csv_header_written = true;
    }
    for (int p = 0; p < a->result.seats; p++)
        csv_row(&e, state, a, p, line);
}

bool output_scenario(FILE *out, output_state *state, const answer *a, int line)
{
    switch (a->request->options.format) {
    case FORMAT_JSON: output_json(out, state, a, line); break;
    case FORMAT_CSV: output_csv(out, state, a, line); break;
    case FORMAT_TEXT: output_text(out, state, a, line); break;
    }
    return stream_flush(out);
}
