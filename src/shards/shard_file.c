/* SPDX-License-Identifier: MIT */
/* shard_file.c - shard files written and read back (shard_file.h). */
#include "shards/shard_file.h"
#include "shards/shard_reader.h"

#include "front/stream.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { FILE_MAX = 64 << 20 };   /* a flops part is about 1 MB; far more is no shard file */

/* ---- the checksum: FNV-1a over a record's bytes, from its first line
 * to its end line. Each step is a bijection of the state for a given
 * byte, so any one byte changed (or any run of bytes within a 64-bit
 * mix's reach) changes the sum: a flipped digit is refused, never
 * merged. ---- */

static uint64_t checksum(const char *text, size_t size)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
    return h;
}

FILE *shard_record_open(shard_record *r)
{
    r->text = NULL;
    r->size = 0;
    r->body = open_memstream(&r->text, &r->size);
    return r->body;
}

bool shard_record_close(shard_record *r, FILE *out)
{
    const bool made = fclose(r->body) == 0 && r->text != NULL;
    bool written = made && fwrite(r->text, 1, r->size, out) == r->size &&
                   fprintf(out, "end %016" PRIx64 "\n", checksum(r->text, r->size)) > 0;
    free(r->text);
    return stream_flush(out) && written;
}

/* The checksum of an end line ("end " and 16 lowercase hex digits, then
 * the line's end) into *sum; false when it is not one. */
static bool end_sum(const char *line, uint64_t *sum)
{
    if (strncmp(line, "end ", 4) != 0)
        return false;
    *sum = 0;
    for (int i = 4; i < 20; i++) {
        const char c = line[i];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
        *sum = *sum << 4 | (uint64_t)(c <= '9' ? c - '0' : c - 'a' + 10);
    }
    return line[20] == '\n' || line[20] == '\0';
}

/* The record starting at text (its first line: line number first_line):
 * its end line found and its checksum compared with the bytes before it.
 * Returns 0, or -1 with *error naming the line. */
static int record_checked(const char *text, int first_line, cli_error *error)
{
    int line = first_line;
    for (const char *at = text; *at != '\0'; line++) {
        if (strncmp(at, "end", 3) == 0 && (at[3] == ' ' || at[3] == '\n' || at[3] == '\0')) {
            uint64_t sum;
            if (!end_sum(at, &sum))
                return cli_fail(error, line, "end", "an end record without its checksum (end and 16 hex digits)");
            if (sum != checksum(text, (size_t)(at - text)))
                return cli_fail(error, line, "end",
                                "the record's checksum does not match its lines: the file was changed or damaged "
                                "since pokeq wrote it");
            return 0;
        }
        const char *next = strchr(at, '\n');
        if (next == NULL)
            break;
        at = next + 1;
    }
    return cli_fail(error, line, "", "no end record");
}

/* ---- writing ---- */

int shard_words_kept(const char *const *words, int count, const char **kept, int room)
{
    int n = 0;
    for (int i = 0; i < count && n < room; i++) {
        if (strcmp(words[i], "--shard") == 0 || strcmp(words[i], "--batch") == 0)
            i++; /* and its value */
        else if (strncmp(words[i], "--shard=", 8) != 0 && strncmp(words[i], "--batch=", 8) != 0)
            kept[n++] = words[i];
    }
    return n;
}

/* The head; a batch line's own words (from `line_words` on) are kept
 * apart from the command line's, as the batch parses them. */
static const char *const KIND_NAMES[SHARD_KINDS] = {"equity", "flops", "table", "error"};

void shard_write_head(FILE *out, enum shard_kind kind, uint64_t job, int part, int parts, int line,
                       const char *const *words, int count, int line_words)
{
    fprintf(out, "pokeq-shard 2 %s\njob %016" PRIx64 "\npart %d %d\n", KIND_NAMES[kind], job, part + 1, parts);
    if (line > 0)
        fprintf(out, "line %d\n", line);
    for (int i = 0; i < count; i++)
        fprintf(out, "%s %s\n", i < line_words ? "word" : "lineword", words[i]);
}

bool shard_file_write_equity(FILE *out, const char *const *words, int count, int line, int line_words,
                             const pokeq_result *r, const pokeq_combo_counts *combos,
                             const pokeq_hand_counts *hands)
{
    shard_record rec;
    FILE *body = shard_record_open(&rec);
    if (body == NULL)
        return false;
    char board[2 * POKEQ_MAX_DEAD + 1], dead[2 * POKEQ_MAX_DEAD + 1];
    shard_write_head(body, SHARD_EQUITY, r->job, r->shard, r->shards, line, words, count, line > 0 ? line_words : count);
    fprintf(body, "result %d %d %d %" PRIu64 " %" PRIu64 " %d %d %d %.6f %d %d\n", r->method, r->why, r->count_kind,
            r->count, r->deals, r->stopped_by, r->threads, r->threads_asked, r->seconds, r->seats, r->game);
    fprintf(body, "cards %s %s\n", shard_cards_word(r->board, r->board_count, board), shard_cards_word(r->dead, r->dead_count, dead));
    shard_write_seats(body, r);
    for (int i = 0; combos != NULL && i < r->seats * POKEQ_COMBOS; i++)
        if (combos[i].showdowns != 0)
            fprintf(body, "combo %d %d %" PRIu64 " %" PRIu64 "\n", i / POKEQ_COMBOS, i % POKEQ_COMBOS,
                    combos[i].showdowns, combos[i].equity_units);
    shard_write_hands(body, r, hands);
    return shard_record_close(&rec, out);
}

bool shard_file_write_flops(FILE *out, const char *const *words, int count, uint64_t job, int part, int parts,
                            const shard_flop_row *rows, int row_count)
{
    shard_record rec;
    FILE *body = shard_record_open(&rec);
    if (body == NULL)
        return false;
    shard_write_head(body, SHARD_FLOPS, job, part, parts, 0, words, count, count);
    for (int k = 0; k < row_count; k++) {
        const pokeq_flop *f = &rows[k].flop;
        fprintf(body, "row %d %d %" PRIu64 " %" PRIu64 " %" PRIu64 " %d\n", rows[k].index, f->weight, f->scale,
                f->result.count, f->result.deals, f->result.seats);
        shard_write_seats(body, &f->result);
    }
    return shard_record_close(&rec, out);
}

bool shard_file_write_error(FILE *out, const char *const *words, int count, int line, int part, int parts,
                            const char *word, const char *message)
{
    shard_record rec;
    FILE *body = shard_record_open(&rec);
    if (body == NULL)
        return false;
    shard_write_head(body, SHARD_ERROR, 0, part, parts, line, words, count, count);
    fprintf(body, "errorword %s\nmessage %s\n", word, message);
    return shard_record_close(&rec, out);
}

/* ---- reading ---- */

char *next_line(reader *r)
{
    r->line++; /* at the end: the missing line's number */
    if (*r->at == '\0')
        return NULL;
    char *line = r->at, *end = strchr(line, '\n');
    r->at = end != NULL ? end + 1 : line + strlen(line);
    if (end != NULL)
        *end = '\0';
    return line;
}

int bad(reader *r, const char *line, const char *what)
{
    cli_fail(r->error, r->line, line, "%s", what);
    return -1;
}

static int read_equity(reader *rd, shard_file *f)
{
    pokeq_result *r = &f->result;
    r->job = f->job;
    r->shard = f->part;
    r->shards = f->parts;
    char *line = next_line(rd);
    if (line == NULL || sscanf(line, "result %d %d %d %" SCNu64 " %" SCNu64 " %d %d %d %lf %d %d", &r->method, &r->why,
                               &r->count_kind, &r->count, &r->deals, &r->stopped_by, &r->threads, &r->threads_asked,
                               &r->seconds, &r->seats, &r->game) != 11 || r->seats < 2 ||
        r->seats > POKEQ_MAX_PLAYERS || pokeq_game_name(r->game) == NULL)
        return bad(rd, line != NULL ? line : "", "a result record was expected");
    char board[64], dead[128];
    line = next_line(rd);
    if (line == NULL || sscanf(line, "cards %63s %127s", board, dead) != 2 ||
        shard_read_cards(rd, line, board, r->board, 5, &r->board_count) != 0 ||
        shard_read_cards(rd, line, dead, r->dead, POKEQ_MAX_DEAD, &r->dead_count) != 0)
        return bad(rd, line != NULL ? line : "", "a cards record was expected");
    for (int p = 0; p < r->seats; p++)
        if (shard_read_seat(rd, r, p) != 0)
            return -1;
    if (shard_read_categories(rd, r) != 0)
        return -1;
    f->combos = calloc((size_t)r->seats * POKEQ_COMBOS, sizeof *f->combos);
    if (f->combos == NULL)
        return bad(rd, "", "out of memory");
    bool any = false;
    for (line = next_line(rd); line != NULL && strncmp(line, "combo ", 6) == 0; line = next_line(rd)) {
        int p, combo;
        uint64_t showdowns, units;
        if (sscanf(line, "combo %d %d %" SCNu64 " %" SCNu64, &p, &combo, &showdowns, &units) != 4 || p < 0 ||
            p >= r->seats || combo < 0 || combo >= POKEQ_COMBOS)
            return bad(rd, line, "a bad combo record");
        f->combos[p * POKEQ_COMBOS + combo] = (pokeq_combo_counts){showdowns, units};
        any = true;
    }
    if (!any) {
        free(f->combos);
        f->combos = NULL;
    }
    size_t room = 0;
    for (; line != NULL && strncmp(line, "hand ", 5) == 0; line = next_line(rd))
        if (shard_read_hand(rd, line, f, &room) != 0)
            return -1;
    return line != NULL && shard_is_end(line) ? 0 : bad(rd, line != NULL ? line : "", "no end record");
}

/* A new row at the end of f's rows (grown by doubling), or NULL. */
static shard_flop_row *row_added(shard_file *f, int *room)
{
    if (f->row_count == *room) {
        const int more = *room == 0 ? 16 : 2 * *room;
        shard_flop_row *rows = realloc(f->rows, (size_t)more * sizeof *rows);
        if (rows == NULL)
            return NULL;
        f->rows = rows;
        *room = more;
    }
    return &f->rows[f->row_count++];
}

static int read_flops(reader *rd, shard_file *f)
{
    unsigned char seen[POKEQ_FLOPS] = {0};
    int room = 0;
    char *line;
    for (line = next_line(rd); line != NULL && strncmp(line, "row ", 4) == 0; line = next_line(rd)) {
        int i, weight, seats;
        uint64_t scale, count, deals;
        if (sscanf(line, "row %d %d %" SCNu64 " %" SCNu64 " %" SCNu64 " %d", &i, &weight, &scale, &count, &deals,
                   &seats) != 6 || i < 0 || i >= POKEQ_FLOPS || seats < 2 || seats > POKEQ_MAX_PLAYERS || seen[i])
            return bad(rd, line, "a bad or repeated row record");
        seen[i] = 1;
        shard_flop_row *added = row_added(f, &room);
        if (added == NULL)
            return bad(rd, "", "out of memory");
        added->index = i;
        pokeq_flop *row = &added->flop;
        *row = (pokeq_flop){.weight = weight, .scale = scale, .job = f->job};
        row->result.count = count;
        row->result.deals = deals;
        row->result.seats = seats;
        for (int p = 0; p < seats; p++)
            if (shard_read_seat(rd, &row->result, p) != 0)
                return -1;
    }
    return line != NULL && shard_is_end(line) ? 0 : bad(rd, line != NULL ? line : "", "no end record");
}

static char *slurp(const char *path)
{
    FILE *in = fopen(path, "rb");
    if (in == NULL)
        return NULL;
    char *text = malloc(FILE_MAX + 1);
    const size_t got = text != NULL ? fread(text, 1, FILE_MAX, in) : 0;
    fclose(in);
    if (text != NULL)
        text[got] = '\0';
    return text;
}

static int read_head(reader *rd, shard_file *f)
{
    char *line = next_line(rd);
    f->kind = SHARD_KINDS;
    /* the head word for word (not sscanf's "any blanks"): a record is read
     * only after its checksum was checked, and that check starts at this
     * exact head (shard_set_parse) */
    for (int k = 0; line != NULL && k < SHARD_KINDS; k++)
        if (strncmp(line, "pokeq-shard 2 ", 14) == 0 && strcmp(line + 14, KIND_NAMES[k]) == 0)
            f->kind = (enum shard_kind)k;
    if (line != NULL && strncmp(line, "pokeq-shard 1 ", 14) == 0)
        return bad(rd, line, "a shard file of an older pokeq (format 1, without checksums): run its part again");
    if (f->kind == SHARD_KINDS)
        return bad(rd, line != NULL ? line : "", "not a pokeq shard file (pokeq --shard K/N writes them)");
    line = next_line(rd);
    if (line == NULL || sscanf(line, "job %" SCNx64, &f->job) != 1 || (f->job == 0) != (f->kind == SHARD_ERROR))
        return bad(rd, line != NULL ? line : "", "a job record was expected (0 for an error record, else not 0)");
    f->job_line = rd->line;
    line = next_line(rd);
    if (line == NULL || sscanf(line, "part %d %d", &f->part, &f->parts) != 2 || f->part < 1 || f->part > f->parts)
        return bad(rd, line != NULL ? line : "", "a part record (part K N) was expected");
    f->part--;
    if (strncmp(rd->at, "line ", 5) == 0) {
        line = next_line(rd);
        if (sscanf(line, "line %d", &f->line) != 1 || f->line < 1)
            return bad(rd, line, "a line record (line N, N from 1) was expected");
    }
    f->line_words = -1;
    for (;;) {
        const bool own = strncmp(rd->at, "lineword ", 9) == 0;
        if (!own && strncmp(rd->at, "word ", 5) != 0)
            break;
        char *word = next_line(rd) + (own ? 9 : 5);
        if (f->word_count == SHARD_WORDS_MAX || (!own && f->line_words >= 0) || (own && f->line == 0))
            return bad(rd, word, "too many words, or a word out of place");
        if (own && f->line_words < 0)
            f->line_words = f->word_count;
        f->words[f->word_count++] = word;
    }
    if (f->line_words < 0)
        f->line_words = f->word_count;
    return 0;
}

/* "errorword TEXT", "message TEXT", "end": a batch line's error. */
static int read_error(reader *rd, shard_file *f)
{
    const char *line = next_line(rd);
    if (f->line == 0 || line == NULL || strncmp(line, "errorword ", 10) != 0)
        return bad(rd, line != NULL ? line : "", "an error record (a batch line's, errorword TEXT) was expected");
    f->error_word = line + 10;
    line = next_line(rd);
    if (line == NULL || strncmp(line, "message ", 8) != 0)
        return bad(rd, line != NULL ? line : "", "a message record was expected");
    f->error_message = line + 8;
    line = next_line(rd);
    return line != NULL && shard_is_end(line) ? 0 : bad(rd, line != NULL ? line : "", "no end record");
}

static int read_body(reader *rd, shard_file *f)
{
    switch (f->kind) {
    case SHARD_ERROR:
        return read_error(rd, f);
    case SHARD_FLOPS:
        return read_flops(rd, f);
    case SHARD_TABLE:
        return shard_table_read(rd, f);
    default:
        return read_equity(rd, f);
    }
}

int shard_set_read(const char *path, shard_set *set, cli_error *error)
{
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        memset(set, 0, sizeof *set);
        return cli_fail(error, 0, path, "a directory, not a shard file: give its part files (DIR/*)");
    }
    char *text = slurp(path);
    if (text == NULL) {
        memset(set, 0, sizeof *set);
        return cli_fail(error, 0, path, "cannot read the shard file");
    }
    return shard_set_parse(text, set, error);
}

int shard_set_parse(char *text, shard_set *set, cli_error *error)
{
    memset(set, 0, sizeof *set);
    set->text = text;
    reader rd = {text, 0, error};
    do {
        shard_file *more = realloc(set->record, (size_t)(set->count + 1) * sizeof *more);
        if (more == NULL)
            return bad(&rd, "", "out of memory");
        set->record = more;
        shard_file *f = &set->record[set->count++];
        memset(f, 0, sizeof *f);
        /* the head first names a file that is no part (or an older format) */
        if (strncmp(rd.at, "pokeq-shard 2 ", 14) == 0 && record_checked(rd.at, rd.line + 1, error) != 0)
            return -1;
        if (read_head(&rd, f) != 0 || read_body(&rd, f) != 0)
            return -1;
    } while (*rd.at != '\0');
    return 0;
}

void shard_set_free(shard_set *set)
{
    for (int i = 0; i < set->count; i++) {
        free(set->record[i].combos);
        free(set->record[i].hands);
        free(set->record[i].rows);
        free(set->record[i].counts);
        free(set->record[i].sums);
    }
    free(set->record);
    free(set->text);
    memset(set, 0, sizeof *set);
}
