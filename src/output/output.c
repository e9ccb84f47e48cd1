/* SPDX-License-Identifier: MIT */
/* output.c - answers as text (output.h); JSON and CSV in output_data.c. */
#include "output/output.h"

#include "output/combo_rows.h"
#include "output/emit.h"
#include "front/stream.h"

#include <math.h>
#include <omp.h>
#include <stdlib.h>
#include <string.h>

enum {
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

const char *cards_text(const int *cards, int count, char *out)
{
    pokeq_cards_format(cards, count, out, 2 * POKEQ_MAX_DEAD + 1);
    return out;
}

const char *hand_text(const answer *a, int p, char out[RANGE_TEXT])
{
    const pokeq_seat_result *seat = &a->result.seat[p];
    if (seat->hole_count > 0) {
        pokeq_cards_format(seat->hole, seat->hole_count, out, RANGE_TEXT);
        return out;
    }
    pokeq_range range;
    if (pokeq_range_parse_game(a->request->player[p].text, a->request->options.game, a->request->options.ranking, &range,
                               NULL) != 0)
        return a->request->player[p].text;
    /* every combo of a smaller deck (short deck), unweighted, is "random" too */
    const int deck = pokeq_game_deck_size(a->request->options.game);
    bool unweighted = true;
    for (int combo = 0; combo < POKEQ_COMBOS; combo++)
        unweighted = unweighted && (range.weight[combo] == 0 || range.weight[combo] == POKEQ_RANGE_WEIGHT_ONE);
    if (unweighted && pokeq_range_size(&range) == deck * (deck - 1) / 2)
        return strcpy(out, "random");
    pokeq_range_format(&range, out, RANGE_TEXT);
    return out;
}

/* ---- text ---- */


static void text_header(FILE *out, const answer *a)
{
    const pokeq_result *o = &a->result;
    char count[32], cards[2 * POKEQ_MAX_DEAD + 1];
    const char *unit = o->count_kind == POKEQ_COUNT_TRIALS    ? "trial"
                       : answer_seated(a)                     ? "deal"
                       : o->count_kind == POKEQ_COUNT_RUNOUTS ? "board"
                                                              : "showdown";
    /* with weights, the deals and the weighted total they add up to */
    fprintf(out, "%s %s%s, ", output_thousands(o->deals, count), unit, o->deals == 1 ? "" : "s");
    if (answer_hilo(a))
        fputs("hi/lo (two half pots each), ", out);
    else if (o->deals != o->count)
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
    const bool mc = o->method == POKEQ_METHOD_MC, hilo = answer_hilo(a);
    /* the ± column holds " ±0.050": seven characters wide on screen */
    fprintf(out, "   %-*s  %8s%s  %8s  %8s%s\n", width, "hand", "equity", mc ? "  ±s.e." : "", "win", "tie",
            hilo ? "      high       low     scoop" : "");
    char text[RANGE_TEXT];
    for (int p = 0; p < o->seats; p++) {
        const pokeq_seat_result *seat = &o->seat[p];
        char equity[16], error[16], win[16], tie[16];
        fprintf(out, "%2d %-*s  %s", p + 1, width, hand_text(a, p, text), percent(seat->equity, "%7.3f%%", equity));
        if (mc)
            fprintf(out, " ±%s", percent(seat->stderr_equity, "%.3f", error));
        fprintf(out, "  %s  %s", percent(seat->win, "%7.3f%%", win), percent(seat->tie, "%7.3f%%", tie));
        if (hilo) {
            char high[16], low[16], scoop[16];
            fprintf(out, "  %s  %s  %s", percent(seat->high, "%7.3f%%", high), percent(seat->low, "%7.3f%%", low),
                    percent(seat->scoop, "%7.3f%%", scoop));
        }
        fputc('\n', out);
    }
}

static void print_combos(FILE *out, const char *label, const pokeq_curve_point *list, int count, int step)
{
    fprintf(out, "     %-6s", label);
    for (int i = 0; i < count; i++) {
        char cards[2 * POKEQ_MAX_DEAD + 1];
        int pair[2];
        pokeq_combo_cards(list[i * step].combo, pair);
        fprintf(out, "  %s %.2f%%", cards_text(pair, 2, cards), 100 * list[i * step].equity);
    }
    fputc('\n', out);
}

/* --per-combo: every combo, strongest first, with its counts. */
static void print_every_combo(FILE *out, const pokeq_curve_point *list, int count, const pokeq_combo_counts *counts)
{
    for (int i = 0; i < count; i++) {
        char cards[2 * POKEQ_MAX_DEAD + 1], showdowns[32];
        int pair[2];
        pokeq_combo_cards(list[i].combo, pair);
        fprintf(out, "     %s %8.3f%%  %s showdowns, %llu pot units\n", cards_text(pair, 2, cards),
                100 * list[i].equity, output_thousands(list[i].showdowns, showdowns),
                (unsigned long long)counts[list[i].combo].equity_units);
    }
}

/* --per-combo of an Omaha game: each seat's hands, strongest first. */
static void text_hands(FILE *out, const answer *a)
{
    const pokeq_result *o = &a->result;
    for (int p = 0; p < o->seats; p++) {
        combo_row *rows;
        const int n = combo_rows_of(a, p, true, &rows);
        if (n > 0)
            fprintf(out, "player %d's hands by equity%s:\n", p + 1, o->method == POKEQ_METHOD_MC ? " (sampled)" : "");
        for (int i = 0; i < n; i++) {
            char showdowns[32];
            fprintf(out, "     %s %8.3f%%  %s showdowns, %llu pot units\n", rows[i].cards,
                    100 * (double)rows[i].equity_units / ((double)POKEQ_POT_UNITS * (double)rows[i].showdowns),
                    output_thousands(rows[i].showdowns, showdowns), (unsigned long long)rows[i].equity_units);
        }
        free(rows);
    }
}

/* For each player holding a range: the combos that did best and worst
 * (with --per-combo: all of them), in the order of the equity curve. */
static void text_combos(FILE *out, const answer *a)
{
    const pokeq_result *o = &a->result;
    if (a->hands != NULL && a->request->options.per_combo) /* rows drawn by --graph alone are not listed */
        text_hands(out, a);
    if (a->combos == NULL)
        return;
    pokeq_curve_point list[POKEQ_COMBOS];
    for (int p = 0; p < o->seats; p++) {
        if (o->seat[p].hole_count > 0 && !a->request->options.per_combo)
            continue;
        const pokeq_combo_counts *counts = a->combos + (size_t)p * POKEQ_COMBOS;
        const int count = pokeq_equity_curve(counts, list);
        if (count < 2 && !(count == 1 && a->request->options.per_combo))
            continue;
        fprintf(out, "player %d's combos by equity%s:\n", p + 1, o->method == POKEQ_METHOD_MC ? " (sampled)" : "");
        if (a->request->options.per_combo) {
            print_every_combo(out, list, count, counts);
        } else if (count <= 2 * COMBOS_SHOWN) {
            print_combos(out, "all", list, count, 1);
        } else {
            print_combos(out, "best", list, COMBOS_SHOWN, 1);
            /* the worst first: the list reads from the bottom up */
            print_combos(out, "worst", list + count - 1, COMBOS_SHOWN, -1);
        }
    }
}

/* One table of --categories: a head line, then each seat's shares of the
 * count (columns: counts[seat] of `columns` entries). */
static void text_category_table(FILE *out, const answer *a, const char *title, const char *const *heads,
                                int columns, bool lows)
{
    const pokeq_result *o = &a->result;
    fputs(title, out);
    for (int c = 0; c < columns; c++)
        fprintf(out, " %7s", heads[c]);
    fputc('\n', out);
    for (int p = 0; p < o->seats; p++) {
        const uint64_t *counts = lows ? o->seat[p].lows : o->seat[p].categories;
        fprintf(out, "%2d %*s", p + 1, (int)strlen(title) - 3, ""); /* under the title */
        for (int c = 0; c < columns; c++)
            fprintf(out, " %6.2f%%", 100 * ratio((double)counts[c], (double)o->count));
        fputc('\n', out);
    }
}

/* --categories: each seat's showdowns by the hand it ends with (the high
 * hand's category; in a game with a low, the low's top card too; badugi:
 * the cards in its badugi). */
static void text_categories(FILE *out, const answer *a)
{
    static const char *const heads[POKEQ_CATEGORIES] = {"high", "pair", "2 pair", "trips", "str.",
                                                          "flush", "full", "quads", "s.fl."};
    static const char *const low_heads[POKEQ_LOW_CATEGORIES] = {"5-low", "6-low", "7-low", "8-low",
                                                                  "9-low", "T-low", "J-low", "Q-low",
                                                                  "K-low", "paired", "no low"};
    static const char *const badugi_heads[POKEQ_BADUGI_CATEGORIES] = {"1 card", "2 cards", "3 cards", "4 cards"};
    if (!a->request->options.categories)
        return;
    if (a->request->options.game == POKEQ_GAME_BADUGI) {
        text_category_table(out, a, "badugi at showdown", badugi_heads, POKEQ_BADUGI_CATEGORIES, false);
        return;
    }
    if (answer_has_high(a))
        text_category_table(out, a, "hand at showdown", heads, POKEQ_CATEGORIES, false);
    if (!answer_has_low(a))
        return;
    /* eight-or-better: nothing above an 8-low, nothing paired; 2-7:
     * nothing under a 7-low, the rest (ace high, pairs, straights,
     * flushes) no low */
    const bool eight = answer_hilo(a) && a->request->options.game != POKEQ_GAME_STUD_HILO_NQ;
    const bool deuce = a->request->options.game == POKEQ_GAME_LOWBALL27;
    if (!eight && !deuce) {
        text_category_table(out, a, "low at showdown ", low_heads, POKEQ_LOW_PAIRED + 1, true);
        return;
    }
    /* the tops a game can show and "no low", from their own columns */
    const int first = deuce ? POKEQ_LOW_7 : POKEQ_LOW_5, tops = deuce ? POKEQ_LOW_K - first + 1 : 4;
    const char *heads_shown[POKEQ_LOW_CATEGORIES];
    answer shown = *a;
    for (int c = 0; c < tops; c++)
        heads_shown[c] = low_heads[first + c];
    heads_shown[tops] = low_heads[POKEQ_LOW_NONE];
    for (int p = 0; p < shown.result.seats; p++) {
        uint64_t *lows = shown.result.seat[p].lows;
        memmove(lows, lows + first, (size_t)tops * sizeof *lows);
        lows[tops] = a->result.seat[p].lows[POKEQ_LOW_NONE];
    }
    text_category_table(out, &shown, "low at showdown ", heads_shown, tops + 1, true);
}

static void output_text(FILE *out, output_state *state, const answer *a, int line)
{
    if (state->batch)
        fprintf(out, "line %d: ", line);
    text_header(out, a);
    text_table(out, a);
    text_categories(out, a);
    text_combos(out, a);
    if (state->batch)
        fputc('\n', out);
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
