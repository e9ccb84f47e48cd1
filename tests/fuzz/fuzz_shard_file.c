/* SPDX-License-Identifier: MIT */
/*
 * fuzz_shard_file.c - libFuzzer target for shard files (src/shards/shard_file.h),
 * the files `pokeq --shard K/N` writes and `pokeq merge` reads.
 *
 * Each input is read as it is (mutations nearly always break a record's
 * checksum: refused, naming the end line) and sealed (each record's end
 * line given the checksum of the lines before it, computed here from the
 * format: FNV-1a over the bytes), so that mutations reach every field.
 * Properties: a refused file names a line of it (1 .. its lines + 1) and
 * says why; a sealed file read, one byte of it flipped, is refused or
 * reads back to the same records; a read file (one record or a batch's records back to back)
 * holds what the format allows (a part 0..parts-1,
 * 2..10 seats, at most 5 board and 48 dead cards, hole cards 0..51, flops
 * rows within the table, a preflop table's cells and Monte Carlo
 * moments within it), and written back it is canonical: that text
 * reads back and writes the same bytes again; an equity or flops record's
 * words (untrusted text) make a job or a refusal (part_job.h, what merge
 * checks the claimed job with), never anything else.
 */
#include "fuzz_check.h"

#include "run/part_job.h"
#include "shards/shard_file.h"

/* The set's records written back, into a malloc'd string. */
static char *written(const shard_set *set)
{
    char *text = NULL;
    size_t length = 0;
    FILE *out = open_memstream(&text, &length);
    FUZZ_CHECK(out != NULL, "out of memory");
    for (int r = 0; r < set->count; r++) {
        const shard_file *f = &set->record[r];
        const char *words[SHARD_WORDS_MAX];
        for (int i = 0; i < f->word_count; i++)
            words[i] = f->words[i];
        if (f->kind == SHARD_FLOPS)
            shard_file_write_flops(out, words, f->word_count, f->job, f->part, f->parts, f->rows, f->row_count);
        else if (f->kind == SHARD_TABLE)
            shard_file_write_table(out, words, f->word_count, f->job, f->part, f->parts, f->cells, f->counts,
                                   f->sums);
        else {
            pokeq_result result = f->result; /* the rows read back are written back */
            result.hand_rows = (uint32_t)f->hand_count;
            shard_file_write_equity(out, words, f->word_count, f->line, f->line_words, &result, f->combos,
                                    f->hands);
        }
    }
    fclose(out);
    return text;
}

static int lines_of(const char *text)
{
    int lines = 1;
    for (; *text != '\0'; text++)
        lines += *text == '\n';
    return lines;
}

static void check_shape(const shard_file *f)
{
    FUZZ_CHECK(f->part >= 0 && f->part < f->parts && f->job != 0, "part %d of %d", f->part, f->parts);
    FUZZ_CHECK(f->word_count >= 0 && f->word_count <= SHARD_WORDS_MAX, "%d words", f->word_count);
    if (f->kind == SHARD_TABLE) {
        FUZZ_CHECK((f->counts != NULL) != (f->sums != NULL), "a table with no counts or both kinds");
        FUZZ_CHECK(f->cells == POKEQ_CLASSES || (f->cells == POKEQ_CLASSES * POKEQ_CLASSES && f->counts != NULL),
                   "%d cells", f->cells);
        FUZZ_CHECK(f->sums == NULL || (f->sums->opponents >= 1 && f->sums->opponents <= 9), "opponents");
        return;
    }
    if (f->kind == SHARD_FLOPS) {
        FUZZ_CHECK(f->row_count >= 0 && f->row_count <= POKEQ_FLOPS && (f->rows != NULL || f->row_count == 0),
                   "%d rows", f->row_count);
        for (int k = 0; k < f->row_count; k++) {
            const shard_flop_row *row = &f->rows[k];
            FUZZ_CHECK(row->index >= 0 && row->index < POKEQ_FLOPS && row->flop.job == f->job &&
                           row->flop.result.seats >= 2 && row->flop.result.seats <= 10,
                       "row %d", k);
        }
        return;
    }
    const pokeq_result *r = &f->result;
    FUZZ_CHECK(r->seats >= 2 && r->seats <= POKEQ_MAX_PLAYERS, "%d seats", r->seats);
    FUZZ_CHECK(r->board_count >= 0 && r->board_count <= 5 && r->dead_count >= 0 && r->dead_count <= POKEQ_MAX_DEAD,
               "%d board, %d dead cards", r->board_count, r->dead_count);
    for (int p = 0; p < r->seats; p++)
        FUZZ_CHECK(r->seat[p].hole[0] >= 0 && r->seat[p].hole[0] < 52 && r->seat[p].hole[1] >= 0 &&
                       r->seat[p].hole[1] < 52,
                   "seat %d's hole cards", p);
}

/* The words' job: 0 with a job (never 0), or -1 with a reason. */
static void check_words_job(const shard_file *f)
{
    if (f->kind != SHARD_EQUITY && f->kind != SHARD_FLOPS)
        return;
    uint64_t job = 1;
    cli_error error;
    const int code = part_words_job(f, &job, &error);
    FUZZ_CHECK(code == 0 ? job != 0 : code == -1 && job == 0 && error.what[0] != '\0', "part_words_job: %d, %llx",
               code, (unsigned long long)job);
}

static uint64_t fnv1a(const char *text, size_t size)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < size; i++)
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
    return h;
}

/* text with every line that starts "end" made "end SUM", SUM the
 * checksum of the record's lines before it (malloc'd). */
static char *sealed(const char *text)
{
    const size_t length = strlen(text);
    size_t lines = 1;
    for (const char *c = text; *c != '\0'; c++)
        lines += *c == '\n';
    char *out = malloc(length + 21 * lines + 1);
    FUZZ_CHECK(out != NULL, "out of memory");
    size_t used = 0, record = 0;
    for (const char *at = text; *at != '\0';) {
        const char *end = strchr(at, '\n');
        const size_t line = end != NULL ? (size_t)(end - at) : strlen(at);
        if (strncmp(at, "end", 3) == 0) {
            used += (size_t)sprintf(out + used, "end %016llx", (unsigned long long)fnv1a(out + record, used - record));
        } else {
            memcpy(out + used, at, line);
            used += line;
        }
        if (end == NULL)
            break;
        out[used++] = '\n';
        if (strncmp(at, "end", 3) == 0)
            record = used;
        at = end + 1;
    }
    out[used] = '\0';
    return out;
}

/* Reads text (consumed); 0 and the records written back into *back
 * (malloc'd), or -1 refused, naming a line. */
static int read_back(char *text, char **back)
{
    const int lines = lines_of(text);
    shard_set set;
    cli_error error;
    *back = NULL;
    if (shard_set_parse(text, &set, &error) != 0) {
        FUZZ_CHECK(error.index >= 1 && error.index <= lines + 1 && error.what[0] != '\0', "line %d of %d: %s",
                   error.index, lines, error.what);
        shard_set_free(&set);
        return -1;
    }
    FUZZ_CHECK(set.count >= 1, "no record");
    for (int r = 0; r < set.count; r++) {
        check_shape(&set.record[r]);
        check_words_job(&set.record[r]);
    }
    char *once = written(&set);
    shard_set again;
    FUZZ_CHECK(shard_set_parse(strdup(once), &again, &error) == 0, "written back, refused at line %d: %s",
               error.index, error.what);
    char *twice = written(&again);
    FUZZ_CHECK(strcmp(once, twice) == 0, "written twice differently:\n%s---\n%s", once, twice);
    free(twice);
    shard_set_free(&again);
    shard_set_free(&set);
    *back = once;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *back;
    if (read_back(fuzz_string(data, size), &back) == 0)
        free(back);
    char *raw = fuzz_string(data, size);
    char *seal = sealed(raw);
    free(raw);
    const size_t length = strlen(seal);
    char *flipped = strdup(seal);
    if (read_back(seal, &back) != 0 || length == 0) {
        free(flipped);
        return 0;
    }
    /* one byte flipped, chosen by the input: refused, or the same records */
    const size_t at = size > 0 ? data[0] * 131u % length : 0;
    flipped[at] ^= (char)(1u << (size > 1 ? data[1] % 7 : 0));
    char *again;
    if (flipped[at] == '\0') { /* a cut, not a flip */
        free(flipped);
    } else if (read_back(flipped, &again) == 0) { /* read_back owns flipped */
        FUZZ_CHECK(strcmp(back, again) == 0, "byte %zu flipped, read as other records:\n%s---\n%s", at, back, again);
        free(again);
    }
    free(back);
    return 0;
}
