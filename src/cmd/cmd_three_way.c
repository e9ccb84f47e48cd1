/* SPDX-License-Identifier: MIT */
/*
 * cmd_three_way.c - `pokeq preflop three-way [--first N] [--count N]
 * [--threads N] [--format text|csv|json] [--shard K/N]`: cells of the
 * exact three-way class table (pokeq_table_three_way), a row per
 * unordered triple of classes in the table's order, and in text the time
 * the cells took and what the whole table would take at that rate.
 * --shard K/N prints part K of the cells asked for (the CSV header with
 * part 1 only), so the parts' outputs concatenated in order are the table.
 */
#include "cmd/cli.h"

#include "output/emit.h"
#include "front/options.h"
#include "front/stream.h"

#include <omp.h>
#include <stdlib.h>

enum { OPT_FIRST, OPT_COUNT, OPT_THREADS, OPT_FORMAT, OPT_SHARD, OPT_QUIET, OPT_COUNT_ALL };

static const option_spec THREE_WAY_OPTIONS[OPT_COUNT_ALL] = {
    [OPT_FIRST] = {.name = "--first", .kind = VALUE_WHOLE, .low = 0, .high = POKEQ_THREE_WAY_CELLS - 1,
                   .low_inclusive = true, .bad_value = "--first needs a cell 0..818804"},
    [OPT_COUNT] = {.name = "--count", .kind = VALUE_WHOLE, .low = 1, .high = POKEQ_THREE_WAY_CELLS,
                   .bad_value = "--count needs a whole number 1..818805"},
    [OPT_THREADS] = {.name = "--threads", .kind = VALUE_WHOLE, .low = 0, .high = 1024, .low_inclusive = true,
                     .bad_value = "--threads needs a whole number 0..1024 (0 = all cores)"},
    [OPT_FORMAT] = {.name = "--format", .kind = VALUE_CHOICE, .choices = FORMAT_NAMES,
                    .bad_value = "--format is text, json or csv"},
    [OPT_SHARD] = {.name = "--shard", .kind = VALUE_TEXT},
    /* as every command takes it; this one shows no progress to quiet */
    [OPT_QUIET] = {.name = "--quiet", .alias = "-q", .kind = VALUE_NONE},
};

typedef struct three_way_words {
    int64_t first;
    int count, threads, shard, shards;
    enum out_format format;
} three_way_words;

static int parse(int argc, char **argv, three_way_words *w)
{
    option_words o;
    cli_error error;
    *w = (three_way_words){0, 20, 0, 0, 0, FORMAT_TEXT};
    if (options_parse(THREE_WAY_OPTIONS, OPT_COUNT_ALL, (const char *const *)argv, argc, &o, &error) != 0) {
        cli_error_print_argument(stderr, &error);
        return -1;
    }
    const option_value *v = o.value;
    w->first = v[OPT_FIRST].given ? (int64_t)v[OPT_FIRST].whole : 0;
    w->count = v[OPT_COUNT].given ? (int)v[OPT_COUNT].whole : 20;
    w->threads = v[OPT_THREADS].given ? (int)v[OPT_THREADS].whole : 0;
    w->format = v[OPT_FORMAT].given ? (enum out_format)v[OPT_FORMAT].whole : FORMAT_TEXT;
    if (o.positional_count > 0)
        cli_fail(&error, o.positional_index[0], o.positional[0], "pokeq preflop three-way takes options only");
    else if (w->first + w->count > POKEQ_THREE_WAY_CELLS)
        cli_fail(&error, v[OPT_COUNT].index, v[OPT_COUNT].text, "past the table's last cell, 818804");
    else if (v[OPT_SHARD].given && args_parse_shard(v[OPT_SHARD].text, &w->shard, &w->shards) != 0)
        cli_fail(&error, v[OPT_SHARD].index, v[OPT_SHARD].text, "--shard needs K/N, part K (1..N) of N parts");
    else
        return 0;
    cli_error_print_argument(stderr, &error);
    return -1;
}

static void emit_cell(emitter *e, const pokeq_three_way_cell *c)
{
    static const char *const names[3][2] = {{"class1", "equity1"}, {"class2", "equity2"}, {"class3", "equity3"}};
    for (int s = 0; s < 3; s++) {
        char name[4];
        emit_string(e, names[s][0], pokeq_class_name(c->classes[s], name));
    }
    emit_u64(e, "showdowns", c->showdowns);
    for (int s = 0; s < 3; s++)
        emit_number(e, names[s][1], pokeq_equity(&c->seat[s], c->showdowns));
    emit_u64(e, "units1", c->seat[0].equity_units);
    emit_u64(e, "units2", c->seat[1].equity_units);
    emit_u64(e, "units3", c->seat[2].equity_units);
    emit_fixed(e, "seconds", c->seconds, 6);
    emit_string(e, "game", pokeq_game_name(POKEQ_GAME_HOLDEM)); /* the table is Hold'em's */
}

static void print_text(const pokeq_three_way_cell *cells, const three_way_words *w, double wall, int threads)
{
    double cpu = 0;
    int done = 0;
    for (int c = 0; c < w->count; c++) {
        if (cells[c].seconds == 0)
            continue; /* another part's */
        char a[4], b[4], d[4];
        printf("%-4s %-4s %-4s %15llu  %7.3f%% %7.3f%% %7.3f%%  %.3f s\n", pokeq_class_name(cells[c].classes[0], a),
               pokeq_class_name(cells[c].classes[1], b), pokeq_class_name(cells[c].classes[2], d),
               (unsigned long long)cells[c].showdowns, 100 * pokeq_equity(&cells[c].seat[0], cells[c].showdowns),
               100 * pokeq_equity(&cells[c].seat[1], cells[c].showdowns),
               100 * pokeq_equity(&cells[c].seat[2], cells[c].showdowns), cells[c].seconds);
        cpu += cells[c].seconds;
        done++;
    }
    if (done == 0)
        return;
    printf("%d cells of %d, %.3f s on %d thread%s (%.3f s of cell time, %.3f s a cell); the whole table at this "
           "rate: %.1f hours of one core\n",
           done, POKEQ_THREE_WAY_CELLS, wall, threads, threads == 1 ? "" : "s", cpu, cpu / done,
           cpu / done * POKEQ_THREE_WAY_CELLS / 3600);
}

int cmd_three_way(int argc, char **argv)
{
    three_way_words w;
    if (parse(argc, argv, &w) != 0)
        return EXIT_BAD_INPUT;
    pokeq_three_way_cell *cells = calloc((size_t)w.count, sizeof *cells);
    if (cells == NULL)
        return EXIT_FAILED;
    const double start = omp_get_wtime();
    pokeq_table_request q;
    pokeq_table_request_init(&q);
    q.first = w.first;
    q.count = w.count;
    q.threads = w.threads;
    q.shard = w.shard;
    q.shards = w.shards;
    const int code = pokeq_table_three_way(&q, cells);
    const double wall = omp_get_wtime() - start;
    if (code != 0) {
        fprintf(stderr, "pokeq preflop three-way: %s\n", pokeq_strerror(code));
        free(cells);
        return EXIT_FAILED;
    }
    if (w.format == FORMAT_TEXT) {
        print_text(cells, &w, wall, w.threads > 0 ? w.threads : omp_get_max_threads());
    } else {
        emitter e = emit_start(stdout, w.format);
        if (w.format == FORMAT_CSV && w.shard == 0) {
            e.header = true;
            emit_cell(&e, &cells[0]);
            emit_end_row(&e);
            e.header = false;
        }
        for (int c = 0; c < w.count; c++)
            if (cells[c].seconds > 0) {
                emit_open(&e, NULL, '{');
                emit_cell(&e, &cells[c]);
                emit_close(&e);
                emit_end_row(&e);
            }
    }
    free(cells);
    return stream_flush(stdout) ? 0 : EXIT_FAILED;
}
