/* SPDX-License-Identifier: MIT */
/* The preflop tables (pokeq.h "preflop tables") and their pictures:
 *  - one board's per-class counting (preflop_board.h) equals pairing every
 *    two hands on that board, to the last count, on sampled boards;
 *  - cells of the full matrix equal the exact engine's hand-against-hand
 *    counts summed over the classes' suit combinations, on sampled pairs;
 *    every cell plus its mirror is one pot exactly; each row sums to the
 *    range engine's count against a random hand exactly; AA is first and
 *    32o last against one random hand;
 *  - Monte Carlo against N hands is thread-count independent;
 *  - the program's SVG is well-formed XML with 169 labelled cells; its
 *    cache is reused, and a corrupt or foreign cache file is rebuilt. */
#include "testing.h"

#include "combo.h"
#include "hand.h"
#include "pcg.h"
#include "preflop_board.h"

#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { CELLS = POKEQ_CLASSES * POKEQ_CLASSES };

static int class_named(const char *name)
{
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char text[4];
        if (strcmp(pokeq_class_name(cls, text), name) == 0)
            return cls;
    }
    cr_assert_fail("no class %s", name);
    return -1;
}

/* ---- one board ------------------------------------------------------- */

/* Half pots per class pair by pairing every two live hands. */
static void brute_board(const int board[5], uint64_t halves[CELLS])
{
    uint64_t board_cards = 0;
    for (int k = 0; k < 5; k++)
        board_cards |= 1ULL << board[k];
    static int value[COMBO_COUNT];
    for (int c = 0; c < COMBO_COUNT; c++) {
        int cards[7];
        combo_cards(c, cards);
        memcpy(cards + 2, board, 5 * sizeof board[0]);
        value[c] = combo_mask(c) & board_cards ? 0 : pokeq_eval7(cards);
    }
    memset(halves, 0, CELLS * sizeof halves[0]);
    for (int a = 0; a < COMBO_COUNT; a++)
        for (int b = 0; b < COMBO_COUNT; b++)
            if (value[a] && value[b] && (combo_mask(a) & combo_mask(b)) == 0)
                halves[combo_class(a) * CLASS_COUNT + combo_class(b)] +=
                    value[a] > value[b] ? 2 : value[a] == value[b] ? 1 : 0;
}

Test(preflop_board, equals_pairing_every_two_hands)
{
    preflop_counter *counter = preflop_counter_new();
    uint16_t *rows = calloc(CLASS_COUNT * PREFLOP_STRIDE, sizeof *rows);
    uint64_t *expected = malloc(CELLS * sizeof *expected);
    cr_assert(counter && rows && expected);
    pcg32 rng = pcg32_seeded(99, 1);
    const int boards = SANITIZED ? 2 : 12;
    for (int t = 0; t < boards; t++) {
        int deck[CARD_COUNT], board[5];
        for (int c = 0; c < CARD_COUNT; c++)
            deck[c] = c;
        for (int k = 0; k < 5; k++) {
            const int pick = k + (int)pcg32_bounded(&rng, (uint32_t)(CARD_COUNT - k));
            board[k] = deck[pick];
            deck[pick] = deck[k];
        }
        if (t == 0) { /* a paired, suited board first: many ties and flushes */
            static const int fixed[5] = {4 * 12 + 3, 4 * 12 + 2, 4 * 7 + 3, 4 * 3 + 3, 4 * 0 + 3};
            memcpy(board, fixed, sizeof fixed);
        }
        brute_board(board, expected);
        const uint16_t weight = 3; /* counts scale with the weight */
        memset(rows, 0, CLASS_COUNT * PREFLOP_STRIDE * sizeof *rows);
        uint64_t board_cards = 0;
        for (int k = 0; k < 5; k++)
            board_cards |= 1ULL << board[k];
        preflop_count_board(counter, hand_of_cards(board, 5), board_cards, weight, rows);
        int wrong = 0;
        for (int i = 0; i < CLASS_COUNT; i++)
            for (int j = 0; j < CLASS_COUNT; j++)
                wrong += rows[i * PREFLOP_STRIDE + j] != weight * expected[i * CLASS_COUNT + j];
        cr_expect_eq(wrong, 0, "board %d: %d cells differ", t, wrong);
        for (int i = 0; i < CLASS_COUNT; i++) /* the padding stays zero */
            for (int j = CLASS_COUNT; j < PREFLOP_STRIDE; j++)
                cr_expect_eq(rows[i * PREFLOP_STRIDE + j], 0);
    }
    preflop_counter_free(counter);
    free(rows);
    free(expected);
}

/* ---- the full tables -------------------------------------------------- */

static pokeq_combo_counts *matrix_once(void)
{
    static pokeq_combo_counts *m;
    if (m == NULL) {
        m = malloc(CELLS * sizeof *m);
        cr_assert(m != NULL);
        cr_assert_eq(pokeq_preflop_matrix(0, m), 0);
    }
    return m;
}

/* Class i against class j by the exact engine, hand against hand. */
static pokeq_combo_counts cell_by_exact_engine(int i, int j)
{
    pokeq_combo_counts sum = {0, 0};
    for (int a = 0; a < POKEQ_COMBOS; a++) {
        if (pokeq_combo_class(a) != i)
            continue;
        for (int b = 0; b < POKEQ_COMBOS; b++) {
            if (pokeq_combo_class(b) != j)
                continue;
            pokeq_scenario s = {.players = 2};
            pokeq_combo_cards(a, s.hole[0]);
            pokeq_combo_cards(b, s.hole[1]);
            if (pokeq_scenario_check(&s) != POKEQ_OK)
                continue; /* a shared card: not a deal */
            pokeq_exact_result r;
            cr_assert_eq(pokeq_exact(&s, 0, &r), 0);
            sum.showdowns += r.runouts;
            sum.equity_units += r.player[0].equity_units;
        }
    }
    return sum;
}

Test(preflop_matrix, sampled_cells_equal_the_exact_engine, .timeout = 120, .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    static const char *const pairs[][2] = {{"AA", "KK"},  {"AKs", "QQ"}, {"AKo", "AKs"}, {"T9s", "T9s"},
                                           {"72o", "22"}, {"32o", "AA"}, {"JTo", "J9o"}};
    for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
        const int i = class_named(pairs[p][0]), j = class_named(pairs[p][1]);
        const pokeq_combo_counts want = cell_by_exact_engine(i, j);
        cr_expect_eq(m[i * CLASS_COUNT + j].showdowns, want.showdowns, "%s vs %s", pairs[p][0], pairs[p][1]);
        cr_expect_eq(m[i * CLASS_COUNT + j].equity_units, want.equity_units, "%s vs %s", pairs[p][0], pairs[p][1]);
    }
}

Test(preflop_matrix, every_cell_and_its_mirror_make_one_pot, .timeout = 120, .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    int wrong = 0;
    for (int i = 0; i < CLASS_COUNT; i++)
        for (int j = 0; j < CLASS_COUNT; j++) {
            const pokeq_combo_counts *a = &m[i * CLASS_COUNT + j], *b = &m[j * CLASS_COUNT + i];
            wrong += a->showdowns == 0 || a->showdowns != b->showdowns ||
                     a->equity_units + b->equity_units != 2520 * a->showdowns;
        }
    cr_expect_eq(wrong, 0, "%d cells break the mirror rule", wrong);
    const int aa = class_named("AA"), kk = class_named("KK");
    cr_expect_eq(m[aa * CLASS_COUNT + aa].equity_units * 2, 2520 * m[aa * CLASS_COUNT + aa].showdowns);
    /* the well-known figure: AA against KK wins 81.95 % of the pot */
    const double e = (double)m[aa * CLASS_COUNT + kk].equity_units / (2520.0 * m[aa * CLASS_COUNT + kk].showdowns);
    cr_expect(e > 0.8194 && e < 0.8196, "AA vs KK %f", e);
}

Test(preflop_vs_random, rows_of_the_matrix_and_the_range_engine_agree, .timeout = 120, .disabled = SANITIZED)
{
    const pokeq_combo_counts *m = matrix_once();
    pokeq_combo_counts classes[POKEQ_CLASSES];
    cr_assert_eq(pokeq_preflop_vs_random(0, classes), 0);
    for (int i = 0; i < CLASS_COUNT; i++) {
        pokeq_combo_counts row = {0, 0};
        for (int j = 0; j < CLASS_COUNT; j++) {
            row.showdowns += m[i * CLASS_COUNT + j].showdowns;
            row.equity_units += m[i * CLASS_COUNT + j].equity_units;
        }
        cr_expect_eq(row.showdowns, classes[i].showdowns, "class %d", i);
        cr_expect_eq(row.equity_units, classes[i].equity_units, "class %d", i);
    }
    /* AA strongest, 32o weakest: compare exactly on the counts */
    const int aa = class_named("AA"), worst = class_named("32o");
    for (int c = 0; c < CLASS_COUNT; c++) {
        const unsigned __int128 e_c = (unsigned __int128)classes[c].equity_units;
        if (c != aa)
            cr_expect(e_c * classes[aa].showdowns < (unsigned __int128)classes[aa].equity_units * classes[c].showdowns);
        if (c != worst)
            cr_expect(e_c * classes[worst].showdowns >
                      (unsigned __int128)classes[worst].equity_units * classes[c].showdowns);
    }
}

Test(preflop_vs_random, monte_carlo_is_the_same_on_any_thread_count)
{
    pokeq_preflop_mc_result *one = malloc(sizeof *one), *two = malloc(sizeof *two);
    cr_assert(one && two);
    const uint64_t trials = SANITIZED ? 4 * 4096 : 64 * 4096;
    cr_assert_eq(pokeq_preflop_vs_random_mc(3, trials, 7, 1, one), 0);
    cr_assert_eq(pokeq_preflop_vs_random_mc(3, trials, 7, 2, two), 0);
    cr_expect_eq(memcmp(one->classes, two->classes, sizeof one->classes), 0);
    cr_expect_eq(memcmp(one->stderr_equity, two->stderr_equity, sizeof one->stderr_equity), 0);
    const int aa = class_named("AA");
    for (int c = 0; c < CLASS_COUNT; c++) {
        cr_expect(one->stderr_equity[c] > 0 && one->stderr_equity[c] < 0.02, "stderr %g", one->stderr_equity[c]);
        if (c != aa)
            cr_expect(one->equity[c] < one->equity[aa]);
    }
    cr_expect_eq(pokeq_preflop_vs_random_mc(10, trials, 7, 1, one), -POKEQ_ERR_ARGUMENT);
    cr_expect_eq(pokeq_preflop_vs_random_mc(3, 0, 7, 1, one), -POKEQ_ERR_ARGUMENT);
    free(one);
    free(two);
}

/* ---- the program: SVG and cache -------------------------------------- */

/* Runs pokeq with args (NULL-terminated), stdout and stderr to files in
 * dir; returns the exit status. */
static int run_pokeq(const char *dir, const char *const *args)
{
    const char *argv[16] = {pokeq_path()};
    int argc = 1;
    for (; args[argc - 1] != NULL; argc++)
        argv[argc] = args[argc - 1];
    argv[argc] = NULL;
    const pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        char out[PATH_MAX], err[PATH_MAX];
        snprintf(out, sizeof out, "%s/stdout", dir);
        snprintf(err, sizeof err, "%s/stderr", dir);
        alarm(120);
        if (freopen(out, "w", stdout) == NULL || freopen(err, "w", stderr) == NULL)
            _exit(126);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    int status;
    cr_assert(waitpid(pid, &status, 0) == pid);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
#define POKEQ(dir, ...) run_pokeq(dir, (const char *const[]){__VA_ARGS__, NULL})

static char *slurp(const char *dir, const char *name)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *in = fopen(path, "r");
    cr_assert(in != NULL, "cannot read %s", path);
    static char text[1 << 20];
    const size_t n = fread(text, 1, sizeof text - 1, in);
    text[n] = '\0';
    fclose(in);
    return text;
}

static char *temp_dir(void)
{
    static char dir[64];
    snprintf(dir, sizeof dir, "/tmp/pokeq_preflop_XXXXXX");
    cr_assert(mkdtemp(dir) != NULL);
    return dir;
}

/* A small XML well-formedness check: tags nest and match, attribute values
 * are quoted, text holds no '<' and only the five predefined entities, one
 * root element. Counts elements named `count_name` with attribute text
 * `count_attribute` into *counted. Returns NULL or what is wrong. */
static const char *xml_check(const char *text, const char *count_name, const char *count_attribute, int *counted)
{
    char stack[64][32];
    int depth = 0, roots = 0;
    *counted = 0;
    const char *p = text;
    if (strncmp(p, "<?xml", 5) == 0) {
        p = strstr(p, "?>");
        if (p == NULL)
            return "unclosed declaration";
        p += 2;
    }
    while (*p) {
        if (*p == '&') {
            static const char *const entities[] = {"&lt;", "&gt;", "&amp;", "&quot;", "&apos;"};
            int ok = 0;
            for (int e = 0; e < 5; e++)
                ok |= strncmp(p, entities[e], strlen(entities[e])) == 0;
            if (!ok)
                return "bare &";
            p++;
            continue;
        }
        if (*p != '<') {
            if (depth == 0 && *p != ' ' && *p != '\n')
                return "text outside the root";
            p++;
            continue;
        }
        const int closing = p[1] == '/';
        p += 1 + closing;
        char name[32];
        int n = 0;
        while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '-' ||
               *p == ':') {
            if (n < 31)
                name[n++] = *p;
            p++;
        }
        name[n] = '\0';
        if (n == 0)
            return "tag without a name";
        const char *tag_start = p;
        int self_closing = 0;
        while (*p && *p != '>') {
            if (*p == '"') {
                const char *end = strchr(p + 1, '"');
                if (end == NULL)
                    return "unquoted attribute";
                for (const char *q = p + 1; q < end; q++)
                    if (*q == '<')
                        return "'<' in an attribute";
                p = end + 1;
                continue;
            }
            if (*p == '=' && p[1] != '"')
                return "attribute value not quoted";
            self_closing = *p == '/';
            p++;
        }
        if (*p != '>')
            return "unclosed tag";
        if (!closing && strcmp(name, count_name) == 0) {
            char attrs[256];
            const size_t length = (size_t)(p - tag_start) < sizeof attrs - 1 ? (size_t)(p - tag_start) : sizeof attrs - 1;
            memcpy(attrs, tag_start, length);
            attrs[length] = '\0';
            *counted += strstr(attrs, count_attribute) != NULL;
        }
        p++;
        if (closing) {
            if (depth == 0 || strcmp(stack[depth - 1], name) != 0)
                return "mismatched closing tag";
            depth--;
        } else if (!self_closing) {
            if (depth == 0)
                roots++;
            if (depth == 64)
                return "too deep";
            snprintf(stack[depth++], sizeof stack[0], "%s", name);
        } else if (depth == 0) {
            roots++;
        }
    }
    return depth != 0 ? "unclosed element" : roots != 1 ? "not one root element" : NULL;
}

/* Every class name appears as a cell id and as the cell's label text. */
static void expect_labelled_cells(const char *svg)
{
    int cells = 0;
    const char *problem = xml_check(svg, "g", "class=\"cell\"", &cells);
    cr_expect(problem == NULL, "not well-formed: %s", problem);
    cr_expect_eq(cells, POKEQ_CLASSES);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        char name[4], id[32], label[32];
        pokeq_class_name(cls, name);
        snprintf(id, sizeof id, "id=\"%s\"", name);
        snprintf(label, sizeof label, ">%s</text>", name);
        cr_expect(strstr(svg, id) != NULL && strstr(svg, label) != NULL, "cell %s", name);
    }
}

Test(preflop_svg, xml_check_rejects_broken_documents)
{
    int n;
    cr_expect(xml_check("<a><b/></a>", "b", "", &n) == NULL && n == 1);
    cr_expect(xml_check("<a><b></a>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a x=1/>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a>1 & 2</a>", "b", "", &n) != NULL);
    cr_expect(xml_check("<a/><a/>", "b", "", &n) != NULL);
}

Test(preflop_svg, range_grid_is_well_formed_with_169_labelled_cells)
{
    const char *dir = temp_dir();
    char svg[PATH_MAX];
    snprintf(svg, sizeof svg, "%s/range.svg", dir);
    cr_assert_eq(POKEQ(dir, "grid", "QQ+,AKs,A5s-A2s,KQo:0.5", "--svg", svg), 0, "%s", slurp(dir, "stderr"));
    expect_labelled_cells(slurp(dir, "range.svg"));
    /* the text grid, not on a terminal: plain, the range's cells named */
    cr_assert_eq(POKEQ(dir, "grid", "QQ+,AKs"), 0);
    const char *text = slurp(dir, "stdout");
    cr_expect(strchr(text, '\x1b') == NULL, "colour codes off a terminal");
    cr_expect(strstr(text, "AA ") && strstr(text, "AKs") && strstr(text, "QQ ") && !strstr(text, "JJ "), "%s", text);
    cr_expect_eq(POKEQ(dir, "grid", "QQ+,AKx"), 2);
}

Test(preflop_cache, reused_and_a_bad_file_rebuilt, .timeout = 240, .disabled = SANITIZED)
{
    const char *dir = temp_dir();
    char svg[PATH_MAX], cache[PATH_MAX], file[PATH_MAX + 64];
    snprintf(svg, sizeof svg, "%s/equity.svg", dir);
    snprintf(cache, sizeof cache, "%s/cache", dir);
    snprintf(file, sizeof file, "%s/preflop-vs-random-1-%s.txt", cache, POKEQ_VERSION);

    cr_assert_eq(POKEQ(dir, "preflop", "vs-random", "--grid", "--svg", svg, "--cache", cache), 0);
    cr_expect(strstr(slurp(dir, "stderr"), "computed") != NULL, "%s", slurp(dir, "stderr"));
    expect_labelled_cells(slurp(dir, "equity.svg"));
    cr_assert(access(file, R_OK) == 0, "no cache file %s", file);

    cr_assert_eq(POKEQ(dir, "preflop", "vs-random", "--format", "csv", "--cache", cache), 0);
    cr_expect(strstr(slurp(dir, "stderr"), "from the cache") != NULL, "%s", slurp(dir, "stderr"));
    const char *csv = slurp(dir, "stdout");
    cr_expect(strncmp(csv, "rank,class,combos,equity,stderr,showdowns,equity_units\n1,AA,6,", 60) == 0, "%s", csv);
    cr_expect(strstr(csv, "\n169,32o,12,") != NULL);

    /* one digit changed: the checksum fails, the table is rebuilt */
    FILE *f = fopen(file, "r+");
    cr_assert(f != NULL);
    fseek(f, 80, SEEK_SET);
    const int c = fgetc(f);
    fseek(f, 80, SEEK_SET);
    fputc(c == '1' ? '2' : '1', f);
    fclose(f);
    cr_assert_eq(POKEQ(dir, "preflop", "vs-random", "--cache", cache), 0);
    cr_expect(strstr(slurp(dir, "stderr"), "computed") != NULL, "%s", slurp(dir, "stderr"));
    cr_assert_eq(POKEQ(dir, "preflop", "vs-random", "--cache", cache), 0);
    cr_expect(strstr(slurp(dir, "stderr"), "from the cache") != NULL, "%s", slurp(dir, "stderr"));

    /* a foreign file (another program's text) under the name: rebuilt */
    f = fopen(file, "w");
    cr_assert(f != NULL);
    fputs("hello\n", f);
    fclose(f);
    cr_assert_eq(POKEQ(dir, "preflop", "vs-random", "--cache", cache, "--format", "json"), 0);
    cr_expect(strstr(slurp(dir, "stderr"), "computed") != NULL, "%s", slurp(dir, "stderr"));
    cr_expect(strstr(slurp(dir, "stdout"), "{\"rank\":1,\"class\":\"AA\"") != NULL);
}
