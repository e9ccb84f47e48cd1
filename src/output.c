/* SPDX-License-Identifier: MIT */
/* output.c - text, JSON and CSV answers (output.h). */
#include "output.h"

#include "cli_error.h"
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

/* The shortest decimal that reads back as the same double (%.15g is
 * enough for most, %.17g for all): exact equities stay exact in JSON. A
 * number that is not finite is never printed: `none` stands for it
 * ("null" in JSON, "" in CSV). */
static const char *exact_number(double x, const char *none, char out[32])
{
    if (!isfinite(x)) {
        snprintf(out, 32, "%s", none);
        return out;
    }
    for (int digits = 15; digits <= 17; digits++) {
        snprintf(out, 32, "%.*g", digits, x);
        if (strtod(out, NULL) == x)
            break;
    }
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

/* A JSON string: quotes, backslashes and control bytes escaped, valid
 * UTF-8 kept, a byte of invalid UTF-8 as U+FFFD (JSON is Unicode text). */
static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    while (*s != '\0') {
        const unsigned char c = (unsigned char)*s;
        const size_t sequence = c >= 0x80 ? cli_utf8_length(s, strnlen(s, 4)) : 1;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else if (sequence == 0)
            fputs("\\ufffd", out);
        else
            fwrite(s, 1, sequence, out);
        s += sequence > 0 ? sequence : 1;
    }
    fputc('"', out);
}

/* A flop's weight and texture tags (pokeq.h, pokeq_flop). */
static const char *const SUITS_NAMES[] = {"", "monotone", "two-tone", "rainbow"};
static const char *const PAIRING_NAMES[] = {"unpaired", "paired", "trips"};

static void json_flop(FILE *out, const pokeq_flop *f)
{
    fprintf(out, "\"weight\":%d,\"suits\":\"%s\",\"pairing\":\"%s\",\"connectedness\":%d,\"high\":\"%c\",",
            f->weight, SUITS_NAMES[f->suits], PAIRING_NAMES[f->pairing], f->connectedness, "23456789TJQKA"[f->high_rank]);
}

static void output_json(FILE *out, const output_state *state, const answer *a, int line)
{
    const pokeq_result *o = &a->result;
    char number[32], cards[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->method == POKEQ_METHOD_MC;
    fputc('{', out);
    if (state->batch)
        fprintf(out, "\"line\":%d,", line);
    fprintf(out, "\"mode\":\"%s\",\"%s\":%llu,\"deals\":%llu,", mc ? "mc" : "exact", mc ? "trials" : "runouts",
            (unsigned long long)o->count, (unsigned long long)o->deals);
    fprintf(out, "\"board\":\"%s\",", cards_text(o->board, o->board_count, cards));
    if (a->flop != NULL)
        json_flop(out, a->flop);
    fprintf(out, "\"dead\":\"%s\",\"players\":[", cards_text(o->dead, o->dead_count, cards));
    for (int p = 0; p < o->seats; p++) {
        const pokeq_seat_result *seat = &o->seat[p];
        fputs(p > 0 ? ",{\"input\":" : "{\"input\":", out);
        json_string(out, a->request->player[p].text);
        fprintf(out, ",\"equity\":%s", exact_number(seat->equity, "null", number));
        fprintf(out, ",\"win\":%s", exact_number(seat->win, "null", number));
        fprintf(out, ",\"tie\":%s", exact_number(seat->tie, "null", number));
        if (mc)
            fprintf(out, ",\"stderr\":%s", exact_number(seat->stderr_equity, "null", number));
        fputc('}', out);
    }
    fprintf(out, "],\"seconds\":%.6f,\"threads\":%d", o->seconds, o->threads);
    if (o->stopped_by == POKEQ_MC_STOP_CANCEL)
        fputs(",\"interrupted\":true", out);
    fputs("}\n", out);
}

/* ---- CSV ---- */

/* A field quoted as RFC 4180 asks when it holds a comma or a quote (a
 * range like "QQ+,AKs" does). */
static void csv_field(FILE *out, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        fputs(s, out);
        return;
    }
    fputc('"', out);
    for (; *s != '\0'; s++) {
        if (*s == '"')
            fputc('"', out);
        fputc(*s, out);
    }
    fputc('"', out);
}

static void output_csv(FILE *out, output_state *state, const answer *a, int line)
{
    const pokeq_result *o = &a->result;
    if (!state->csv_header_written) {
        fprintf(out, "%smode,runouts,trials,board,dead,player,input,equity,win,tie,stderr,seconds,threads,interrupted,"
                     "deals%s\n",
                state->batch ? "line," : "", a->flop != NULL ? ",weight,suits,pairing,connectedness,high" : "");
        state->csv_header_written = true;
        state->flop_columns = a->flop != NULL;
    }
    char number[32], board[2 * POKEQ_MAX_DEAD + 1], dead[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->method == POKEQ_METHOD_MC;
    cards_text(o->board, o->board_count, board);
    cards_text(o->dead, o->dead_count, dead);
    for (int p = 0; p < o->seats; p++) {
        const pokeq_seat_result *seat = &o->seat[p];
        if (state->batch)
            fprintf(out, "%d,", line);
        fprintf(out, "%s,", mc ? "mc" : "exact");
        if (mc)
            fprintf(out, ",%llu,", (unsigned long long)o->count);
        else
            fprintf(out, "%llu,,", (unsigned long long)o->count);
        fprintf(out, "%s,%s,%d,", board, dead, p + 1);
        csv_field(out, a->request->player[p].text);
        fprintf(out, ",%s", exact_number(seat->equity, "", number));
        fprintf(out, ",%s", exact_number(seat->win, "", number));
        fprintf(out, ",%s,", exact_number(seat->tie, "", number));
        if (mc)
            fputs(exact_number(seat->stderr_equity, "", number), out);
        fprintf(out, ",%.6f,%d,%s,%llu", o->seconds, o->threads,
                o->stopped_by == POKEQ_MC_STOP_CANCEL ? "true" : "false", (unsigned long long)o->deals);
        const pokeq_flop *f = a->flop;
        if (f != NULL)
            fprintf(out, ",%d,%s,%s,%d,%c", f->weight, SUITS_NAMES[f->suits], PAIRING_NAMES[f->pairing],
                    f->connectedness, "23456789TJQKA"[f->high_rank]);
        else if (state->flop_columns) /* the average over the flops */
            fprintf(out, ",%d,,,,", POKEQ_FLOP_BOARDS);
        fputc('\n', out);
    }
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
