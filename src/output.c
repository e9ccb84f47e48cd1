/* output.c - text, JSON and CSV answers (output.h). */
#include "output.h"

#include "card.h"

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

/* The player's hand or range as pokeq writes it: "AhAs", "QQ+,AKs". */
static const char *hand_text(const job *j, int p, char out[RANGE_TEXT])
{
    if (j->fixed[p])
        return card_list_format(j->hole[p], 2, out);
    pokeq_range_format(&j->given[p], out, RANGE_TEXT);
    return out;
}

/* The shortest decimal that reads back as the same double (%.15g is
 * enough for most, %.17g for all): exact equities stay exact in JSON. */
static const char *exact_number(double x, char out[32])
{
    for (int digits = 15; digits <= 17; digits++) {
        snprintf(out, 32, "%.*g", digits, x);
        if (strtod(out, NULL) == x)
            break;
    }
    return out;
}

/* ---- text ---- */

static void text_header(FILE *out, const job *j, const outcome *o)
{
    char count[32], cards[2 * POKEQ_MAX_DEAD + 1];
    const char *unit = o->mode == RUN_MC ? "trial" : o->fixed_hands ? "board" : "showdown";
    fprintf(out, "%s %s%s, ", output_thousands(o->count, count), unit, o->count == 1 ? "" : "s");
    if (o->mode == RUN_EXACT) {
        fputs("exact", out);
    } else {
        fputs("monte carlo", out);
        if (o->interrupted)
            fputs(" INTERRUPTED (Ctrl-C; the result so far)", out);
        else if (o->automatic && o->exact_estimate < 1e5)
            fprintf(out, " (exact would take about %.*f s)", o->exact_estimate < 10 ? 1 : 0, o->exact_estimate);
        else if (o->automatic)
            fputs(" (exact would take over a day)", out);
    }
    fprintf(out, ", %.3f s, %d thread%s\n", o->seconds, o->threads, o->threads == 1 ? "" : "s");
    if (j->board_count > 0)
        fprintf(out, "board %s\n", card_list_format(j->board, j->board_count, cards));
    if (j->dead_count > 0)
        fprintf(out, "dead  %s\n", card_list_format(j->dead, j->dead_count, cards));
}

static int hand_column_width(const job *j)
{
    char text[RANGE_TEXT];
    int width = 4;
    for (int p = 0; p < j->players; p++) {
        const int length = (int)strlen(hand_text(j, p, text));
        width = length > width ? length : width;
    }
    return width < HAND_COLUMN_MAX ? width : HAND_COLUMN_MAX;
}

static void text_table(FILE *out, const job *j, const outcome *o)
{
    const int width = hand_column_width(j);
    const bool mc = o->mode == RUN_MC;
    /* the ± column holds " ±0.050": seven characters wide on screen */
    fprintf(out, "   %-*s  %8s%s  %8s  %8s\n", width, "hand", "equity", mc ? "  ±s.e." : "", "win", "tie");
    char text[RANGE_TEXT];
    for (int p = 0; p < o->players; p++) {
        fprintf(out, "%2d %-*s  %7.3f%%", p + 1, width, hand_text(j, p, text), 100 * o->equity[p]);
        if (mc)
            fprintf(out, " ±%.3f", 100 * o->stderr_equity[p]);
        fprintf(out, "  %7.3f%%  %7.3f%%\n", 100 * o->win[p], 100 * o->tie[p]);
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
        char cards[5];
        int pair[2];
        pokeq_combo_cards(list[i].combo, pair);
        fprintf(out, "  %s %.2f%%", card_list_format(pair, 2, cards), 100 * list[i].equity);
    }
    fputc('\n', out);
}

/* For each player holding a range: the combos that did best and worst. */
static void text_combos(FILE *out, const job *j, const outcome *o)
{
    if (o->combos == NULL)
        return;
    combo_equity list[POKEQ_COMBOS];
    for (int p = 0; p < o->players; p++) {
        if (j->fixed[p])
            continue;
        int count = 0;
        const pokeq_combo_counts *counts = o->combos + (size_t)p * POKEQ_COMBOS;
        for (int combo = 0; combo < POKEQ_COMBOS; combo++)
            if (counts[combo].showdowns > 0)
                list[count++] = (combo_equity){combo, ratio((double)counts[combo].equity_units,
                                                            2520.0 * (double)counts[combo].showdowns)};
        if (count < 2)
            continue;
        qsort(list, (size_t)count, sizeof list[0], by_equity_descending);
        fprintf(out, "%2d combos by equity%s:\n", p + 1, o->mode == RUN_MC ? " (sampled)" : "");
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

static void output_text(FILE *out, output_state *state, const job *j, const outcome *o, int line)
{
    if (state->batch)
        fprintf(out, "line %d: ", line);
    text_header(out, j, o);
    text_table(out, j, o);
    text_combos(out, j, o);
    if (state->batch)
        fputc('\n', out);
}

/* ---- JSON ---- */

static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s != '\0'; s++) {
        const unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

static void output_json(FILE *out, const output_state *state, const job *j, const outcome *o, int line)
{
    char number[32], cards[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->mode == RUN_MC;
    fputc('{', out);
    if (state->batch)
        fprintf(out, "\"line\":%d,", line);
    fprintf(out, "\"mode\":\"%s\",\"%s\":%llu,", mc ? "mc" : "exact", mc ? "trials" : "runouts",
            (unsigned long long)o->count);
    fprintf(out, "\"board\":\"%s\",", card_list_format(j->board, j->board_count, cards));
    fprintf(out, "\"dead\":\"%s\",\"players\":[", card_list_format(j->dead, j->dead_count, cards));
    for (int p = 0; p < o->players; p++) {
        fputs(p > 0 ? ",{\"input\":" : "{\"input\":", out);
        json_string(out, j->input[p]);
        fprintf(out, ",\"equity\":%s", exact_number(o->equity[p], number));
        fprintf(out, ",\"win\":%s", exact_number(o->win[p], number));
        fprintf(out, ",\"tie\":%s", exact_number(o->tie[p], number));
        if (mc)
            fprintf(out, ",\"stderr\":%s", exact_number(o->stderr_equity[p], number));
        fputc('}', out);
    }
    fprintf(out, "],\"seconds\":%.6f,\"threads\":%d", o->seconds, o->threads);
    if (o->interrupted)
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

static void output_csv(FILE *out, output_state *state, const job *j, const outcome *o, int line)
{
    if (!state->csv_header_written) {
        fprintf(out, "%smode,runouts,trials,board,dead,player,input,equity,win,tie,stderr,seconds,threads,interrupted\n",
                state->batch ? "line," : "");
        state->csv_header_written = true;
    }
    char number[32], board[11], dead[2 * POKEQ_MAX_DEAD + 1];
    const bool mc = o->mode == RUN_MC;
    card_list_format(j->board, j->board_count, board);
    card_list_format(j->dead, j->dead_count, dead);
    for (int p = 0; p < o->players; p++) {
        if (state->batch)
            fprintf(out, "%d,", line);
        fprintf(out, "%s,", mc ? "mc" : "exact");
        if (mc)
            fprintf(out, ",%llu,", (unsigned long long)o->count);
        else
            fprintf(out, "%llu,,", (unsigned long long)o->count);
        fprintf(out, "%s,%s,%d,", board, dead, p + 1);
        csv_field(out, j->input[p]);
        fprintf(out, ",%s", exact_number(o->equity[p], number));
        fprintf(out, ",%s", exact_number(o->win[p], number));
        fprintf(out, ",%s,", exact_number(o->tie[p], number));
        if (mc)
            fputs(exact_number(o->stderr_equity[p], number), out);
        fprintf(out, ",%.6f,%d,%s\n", o->seconds, o->threads, o->interrupted ? "true" : "false");
    }
}

void output_scenario(FILE *out, output_state *state, const job *j, const outcome *o, int line)
{
    switch (j->options.format) {
    case FORMAT_JSON: output_json(out, state, j, o, line); break;
    case FORMAT_CSV: output_csv(out, state, j, o, line); break;
    case FORMAT_TEXT: output_text(out, state, j, o, line); break;
    }
    fflush(out);
}
