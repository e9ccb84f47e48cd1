/* SPDX-License-Identifier: MIT */
/*
 * shard_table.c - a preflop table's part in a shard file (shard_file.h):
 * the table record, then its nonzero cells (and, Monte Carlo, the
 * nonzero squares of its blocks) in increasing order.
 */
#include "shards/shard_reader.h"

#include "front/stream.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum { MATRIX_CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static bool squares_zero(const uint64_t squares[3][2])
{
    for (int k = 0; k < 3; k++)
        if (squares[k][0] != 0 || squares[k][1] != 0)
            return false;
    return true;
}

bool shard_file_write_table(FILE *out, const char *const *words, int count, uint64_t job, int part, int parts,
                            int cells, const pokeq_combo_counts *counts, const pokeq_preflop_mc_sums *sums)
{
    shard_record rec;
    FILE *body = shard_record_open(&rec);
    if (body == NULL)
        return false;
    shard_write_head(body, SHARD_TABLE, job, part, parts, 0, words, count, count);
    fprintf(body, "table %d %s %d %" PRIu64 "\n", cells, sums != NULL ? "mc" : "exact",
            sums != NULL ? sums->opponents : 1, sums != NULL ? sums->blocks : 0);
    const pokeq_combo_counts *c = sums != NULL ? sums->classes : counts;
    for (int i = 0; i < cells; i++)
        if (c[i].showdowns != 0 || c[i].equity_units != 0)
            fprintf(body, "cell %d %" PRIu64 " %" PRIu64 "\n", i, c[i].showdowns, c[i].equity_units);
    for (int i = 0; sums != NULL && i < POKEQ_CLASSES; i++) {
        const uint64_t(*q)[2] = sums->squares[i];
        if (!squares_zero(q))
            fprintf(body, "moments %d %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64 "\n", i,
                    q[0][0], q[0][1], q[1][0], q[1][1], q[2][0], q[2][1]);
    }
    return shard_record_close(&rec, out);
}

/* "table CELLS METHOD OPPONENTS BLOCKS": where the counts go. */
static int read_shape(reader *rd, shard_file *f)
{
    const char *line = next_line(rd);
    char method[8];
    int opponents;
    uint64_t blocks;
    if (line == NULL || sscanf(line, "table %d %7s %d %" SCNu64, &f->cells, method, &opponents, &blocks) != 4 ||
        (f->cells != POKEQ_CLASSES && f->cells != MATRIX_CELLS))
        return bad(rd, line != NULL ? line : "", "a table record (table CELLS METHOD OPPONENTS BLOCKS) was expected");
    if (strcmp(method, "exact") == 0 && opponents == 1 && blocks == 0) {
        f->counts = calloc((size_t)f->cells, sizeof *f->counts);
        return f->counts != NULL ? 0 : bad(rd, "", "out of memory");
    }
    if (strcmp(method, "mc") != 0 || f->cells != POKEQ_CLASSES || opponents < 1 || opponents > 9 ||
        blocks > POKEQ_MC_MAX_TRIALS / POKEQ_MC_BLOCK_TRIALS)
        return bad(rd, line, "a table of no such method, opponents or blocks");
    f->sums = calloc(1, sizeof *f->sums);
    if (f->sums == NULL)
        return bad(rd, "", "out of memory");
    f->sums->opponents = opponents;
    f->sums->blocks = blocks;
    return 0;
}

/* "moments I ..." into the Monte Carlo sums. */
static int read_moments(reader *rd, const char *line, shard_file *f, int *last)
{
    int i;
    uint64_t q[6];
    int used = 0;
    if (f->sums == NULL ||
        sscanf(line, "moments %d %" SCNu64 " %" SCNu64 " %" SCNu64 " %" SCNu64 " %" SCNu64 " %" SCNu64 "%n", &i, &q[0],
               &q[1], &q[2], &q[3], &q[4], &q[5], &used) != 7 ||
        line[used] != '\0' || i <= *last || i >= POKEQ_CLASSES)
        return bad(rd, line, "a bad or out-of-order moments record");
    memcpy(f->sums->squares[i], q, sizeof q);
    *last = i;
    return 0;
}

int shard_table_read(reader *rd, shard_file *f)
{
    if (read_shape(rd, f) != 0)
        return -1;
    pokeq_combo_counts *cells = f->sums != NULL ? f->sums->classes : f->counts;
    int last_cell = -1, last_moments = -1;
    char *line;
    for (line = next_line(rd); line != NULL && strncmp(line, "cell ", 5) == 0; line = next_line(rd)) {
        int i, used = 0;
        uint64_t showdowns, units;
        if (sscanf(line, "cell %d %" SCNu64 " %" SCNu64 "%n", &i, &showdowns, &units, &used) != 3 ||
            line[used] != '\0' || i <= last_cell || i >= f->cells)
            return bad(rd, line, "a bad or out-of-order cell record");
        cells[i] = (pokeq_combo_counts){showdowns, units};
        last_cell = i;
    }
    for (; line != NULL && strncmp(line, "moments ", 8) == 0; line = next_line(rd))
        if (read_moments(rd, line, f, &last_moments) != 0)
            return -1;
    return line != NULL && shard_is_end(line) ? 0 : bad(rd, line != NULL ? line : "", "no end record");
}
