/* SPDX-License-Identifier: MIT */
/* hits_output.c - `pokeq hits` as text, JSON or CSV (hits_output.h). */
#include "output/hits_output.h"

#include "output/emit.h"
#include "front/stream.h"

#include <string.h>

enum { HITS_SCHEMA = 1, LIST_MAX = POKEQ_COMBOS * 10 + 1 }; /* "AhKd:0.05," per combo */

/* One row: a class, or a group (first..last, its parts). */
typedef struct hits_row {
    const char *name;
    const char *part_of;                /* a part's group, else NULL */
    int first, last;                    /* classes summed */
    int group;                          /* a group's own row */
} hits_row;

static bool same_group(const char *a, const char *b)
{
    return a != NULL && b != NULL && strcmp(a, b) == 0;
}

/* The game's rows in order: each group's row just before its parts. */
static int hits_rows(int game, hits_row rows[2 * POKEQ_HIT_CLASSES])
{
    int n = 0;
    for (int c = 0; c < POKEQ_HIT_CLASSES; c++) {
        if (pokeq_hit_in_game(game, c) != 1)
            continue;
        const char *group = pokeq_hit_group(c);
        if (group != NULL && (c == 0 || !same_group(pokeq_hit_group(c - 1), group))) {
            int last = c;
            while (last + 1 < POKEQ_HIT_CLASSES && same_group(pokeq_hit_group(last + 1), group))
                last++;
            rows[n++] = (hits_row){group, NULL, c, last, 1};
        }
        rows[n++] = (hits_row){pokeq_hit_name(c), group, c, c, 0};
    }
    return n;
}

static uint64_t row_count(const hits_answer *a, const hits_row *row)
{
    uint64_t sum = 0;
    for (int c = row->first; c <= row->last; c++)
        sum += a->result.count[c];
    return sum;
}

static double row_combos(const hits_answer *a, const hits_row *row)
{
    return (double)row_count(a, row) / (double)a->result.unit;
}

static double row_percent(const hits_answer *a, const hits_row *row)
{
    return 100.0 * (double)row_count(a, row) / (double)a->result.total;
}

/* Whether --vs leaves combo (cards) a hand: some combo of it with weight
 * sharing no card with cards or the used ones (always, without --vs), as
 * pokeq_hits counts it. */
static bool vs_leaves(const hits_answer *a, const int cards[2], uint64_t used)
{
    if (a->vs == NULL)
        return true;
    const uint64_t blocked = used | 1ULL << cards[0] | 1ULL << cards[1];
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        int other[2];
        pokeq_combo_cards(combo, other);
        if (a->vs->weight[combo] != 0 && !(blocked >> other[0] & 1) && !(blocked >> other[1] & 1))
            return true;
    }
    return false;
}

/* The range's live combos in the row's classes, as range text that reads
 * back to them: "AhKd,QsQc:0.5,..." (a weight below one kept as the
 * range's hundredths); those the counts hold (--vs's blockers left out). */
static const char *row_list(const hits_answer *a, const hits_row *row, char out[LIST_MAX])
{
    uint64_t used = 0;
    for (int i = 0; i < a->result.board_count; i++)
        used |= 1ULL << a->result.board[i];
    for (int i = 0; i < a->dead_count; i++)
        used |= 1ULL << a->dead[i];
    size_t length = 0;
    out[0] = '\0';
    for (int combo = POKEQ_COMBOS - 1; combo >= 0; combo--) {
        int cards[2];
        pokeq_combo_cards(combo, cards);
        uint32_t hits;
        const int weight = a->range->weight[combo];
        if (weight == 0 || (used >> cards[0] & 1) || (used >> cards[1] & 1) ||
            pokeq_hit_classify(cards, a->result.board, a->result.board_count, &hits) != 0 ||
            !vs_leaves(a, cards, used))
            continue;
        if (!(hits >> row->first & ((2u << (row->last - row->first)) - 1)))
            continue;
        char text[5];
        pokeq_cards_format(cards, 2, text, sizeof text);
        length += (size_t)(weight == POKEQ_RANGE_WEIGHT_ONE
                               ? snprintf(out + length, LIST_MAX - length, "%s%s", length ? "," : "", text)
                               : snprintf(out + length, LIST_MAX - length, "%s%s:%g", length ? "," : "", text,
                                          weight / (double)POKEQ_RANGE_WEIGHT_ONE));
    }
    return out;
}

static const char *kind_of(const hits_row *row)
{
    return row->first < POKEQ_HIT_MADE ? "made" : row->first >= POKEQ_HIT_NUT_LOW ? "low" : "draw";
}

static const char *heading_of(const hits_row *row)
{
    return row->first < POKEQ_HIT_MADE ? "made hands" : row->first >= POKEQ_HIT_NUT_LOW ? "low hands" : "draws";
}

/* ---- text ---- */

static void output_text(FILE *out, const hits_answer *a, const hits_row *rows, int n)
{
    char board[16], list[LIST_MAX];
    pokeq_cards_format(a->result.board, a->result.board_count, board, sizeof board);
    fprintf(out, "%s on %s: %.2f %s", a->range_text, board, (double)a->result.total / (double)a->result.unit,
            a->game == POKEQ_GAME_HOLDEM ? "combos" : "hands");
    if (a->game != POKEQ_GAME_HOLDEM)
        fprintf(out, " (%s)", pokeq_game_name(a->game));
    if (a->vs_text != NULL)
        fprintf(out, " against %s (card removal)", a->vs_text);
    fputc('\n', out);
    const char *heading = NULL;
    for (int i = 0; i < n; i++) {
        if (row_count(a, &rows[i]) == 0)
            continue;
        if (heading != kind_of(&rows[i])) {
            heading = kind_of(&rows[i]);
            fprintf(out, "%-34s %9s %8s\n", heading_of(&rows[i]), a->game == POKEQ_GAME_HOLDEM ? "combos" : "hands",
                    "percent");
        }
        fprintf(out, "%s%-*s %9.2f %7.2f%%\n", rows[i].part_of ? "    " : "  ", rows[i].part_of ? 30 : 32,
                rows[i].name, row_combos(a, &rows[i]), row_percent(a, &rows[i]));
        if (a->list && !rows[i].group)
            fprintf(out, "%s      %s\n", rows[i].part_of ? "  " : "", row_list(a, &rows[i], list));
    }
}

/* ---- JSON and CSV: one row code, a CSV header in header mode ---- */

static void row_values(emitter *e, const hits_answer *a, const hits_row *row)
{
    char list[LIST_MAX];
    emit_string(e, "class", row->name);
    emit_string(e, "kind", kind_of(row));
    row->part_of ? emit_string(e, "part_of", row->part_of) : emit_none(e, "part_of");
    emit_number(e, "combos", row_combos(a, row));
    emit_number(e, "percent", row_percent(a, row));
    emit_u64(e, "count", row_count(a, row));
    if (a->list)
        emit_string(e, "hands", row->group ? "" : row_list(a, row, list));
}

static void output_json(FILE *out, const hits_answer *a, const hits_row *rows, int n)
{
    char board[16];
    pokeq_cards_format(a->result.board, a->result.board_count, board, sizeof board);
    emitter e = emit_start(out, FORMAT_JSON);
    emit_open(&e, NULL, '{');
    emit_int(&e, "schema", HITS_SCHEMA);
    emit_string(&e, "game", pokeq_game_name(a->game));
    emit_string(&e, "board", board);
    emit_string(&e, "range", a->range_text);
    a->vs_text ? emit_string(&e, "vs", a->vs_text) : emit_none(&e, "vs");
    emit_number(&e, "combos", (double)a->result.total / (double)a->result.unit);
    emit_u64(&e, "count", a->result.total);
    emit_u64(&e, "unit", a->result.unit);
    emit_int(&e, "live_combos", a->result.live_combos);
    emit_open_lines(&e, "classes");
    for (int i = 0; i < n; i++) {
        emit_open(&e, NULL, '{');
        row_values(&e, a, &rows[i]);
        emit_close(&e);
    }
    emit_close(&e);
    emit_close(&e);
    emit_end_row(&e);
}

static void csv_row(emitter *e, const hits_answer *a, const hits_row *row, const char *board)
{
    emit_string(e, "board", board);
    row_values(e, a, row);
    emit_string(e, "game", pokeq_game_name(a->game)); /* last: the columns before keep their places */
    emit_end_row(e);
}

static void output_csv(FILE *out, const hits_answer *a, const hits_row *rows, int n)
{
    char board[16];
    pokeq_cards_format(a->result.board, a->result.board_count, board, sizeof board);
    emitter e = emit_start(out, FORMAT_CSV);
    e.header = true;
    csv_row(&e, a, &rows[0], board);
    e.header = false;
    for (int i = 0; i < n; i++)
        csv_row(&e, a, &rows[i], board);
}

bool hits_output(FILE *out, const hits_answer *a)
{
    hits_row rows[2 * POKEQ_HIT_CLASSES];
    const int n = hits_rows(a->game, rows);
    switch (a->format) {
    case FORMAT_JSON: output_json(out, a, rows, n); break;
    case FORMAT_CSV: output_csv(out, a, rows, n); break;
    case FORMAT_TEXT: output_text(out, a, rows, n); break;
    }
    return stream_flush(out);
}
