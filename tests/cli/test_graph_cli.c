/* SPDX-License-Identifier: MIT */
/* --graph FILE: the SVG is well-formed XML with one step line per seat,
 * and the JSON "curve" is the library's equity curve (pokeq_equity_curve)
 * step for step; headless Chromium (Debian's chromium, skipped with a message
 * when /usr/bin/chromium is absent) renders it to a PNG of the SVG's size,
 * read back here (zlib), with each seat's colour on screen. */
#include "testing.h"

#include "game_jobs.h"

#include <math.h>
#include <unistd.h>
#include <zlib.h>

enum { GRAPH_WIDTH = 760, GRAPH_HEIGHT = 520 };

static const char *const SEATS[] = {"QQ+,AKs,T9s,76s", "JJ-99,AQs,KQs", "22+,A2s+,KTo+"};

static void graph_of(const char *path)
{
    run_result *r = RUN(SEATS[0], SEATS[1], SEATS[2], "--board", "Kh7s2c", "--exact", "--graph", path, "--format",
                        "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
    /* the JSON curve: seat 1's first and last points equal the library's */
    pokeq_request q;
    pokeq_request_init(&q);
    for (int p = 0; p < 3; p++)
        q.seat[q.seats++].text = SEATS[p];
    q.board = "Kh7s2c";
    q.method = POKEQ_METHOD_EXACT;
    pokeq_combo_counts *combos = calloc(3 * POKEQ_COMBOS, sizeof *combos);
    q.combos = combos;
    q.combos_capacity = 3 * POKEQ_COMBOS;
    pokeq_result result;
    cr_assert_eq(pokeq_solve(&q, &result, NULL), 0);
    pokeq_curve_point points[POKEQ_COMBOS];
    const int n = pokeq_equity_curve(combos, points);
    const char *curve = strstr(r->out, "\"curve\":[");
    cr_assert(curve != NULL);
    cr_expect_eq(strtod(strstr(curve, "\"equity\":") + 9, NULL), points[0].equity);
    int steps = 0;
    const char *end = strchr(curve, ']');
    for (const char *at = strstr(curve, "{\"combo\""); at && at < end; at = strstr(at + 1, "{\"combo\""))
        steps++;
    cr_expect_eq(steps, n);
    free(combos);
    free(r);
}

Test(graph_cli, svg_has_a_step_line_per_seat)
{
    char path[] = "/tmp/pokeq_graph_XXXXXX.svg";
    close(mkstemps(path, 4));
    graph_of(path);
    FILE *f = fopen(path, "r");
    cr_assert(f != NULL);
    static char svg[1 << 20];
    svg[fread(svg, 1, sizeof svg - 1, f)] = '\0';
    fclose(f);
    unlink(path);
    int lines = 0;
    const char *problem = xml_check(svg, "polyline", "class=\"curve\"", &lines);
    cr_expect_null(problem, "not well-formed XML: %s", problem);
    cr_expect_eq(lines, 3, "one step line per seat");
}

/* ---- a PNG read back: 8-bit RGB or RGBA, not interlaced ---- */

typedef struct image {
    uint32_t width, height;
    int channels;
    unsigned char *pixels;              /* rows of width x channels bytes */
} image;

static uint32_t be32(const unsigned char *b)
{
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

static int paeth(int a, int b, int c)
{
    const int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

static void unfilter(image *img, const unsigned char *raw)
{
    const size_t stride = (size_t)img->width * img->channels;
    for (uint32_t y = 0; y < img->height; y++) {
        const unsigned char *in = raw + y * (stride + 1) + 1;
        unsigned char *row = img->pixels + y * stride, *up = y ? row - stride : NULL;
        for (size_t i = 0; i < stride; i++) {
            const int a = i >= (size_t)img->channels ? row[i - img->channels] : 0, b = up ? up[i] : 0;
            const int c = up && i >= (size_t)img->channels ? up[i - img->channels] : 0;
            const int pred[5] = {0, a, b, (a + b) / 2, paeth(a, b, c)};
            row[i] = (unsigned char)(in[i] + pred[raw[y * (stride + 1)]]);
        }
    }
}

static image read_png(const char *path)
{
    image img = {0};
    FILE *f = fopen(path, "rb");
    cr_assert(f != NULL, "no %s", path);
    static unsigned char file[1 << 22], data[1 << 22];
    const size_t size = fread(file, 1, sizeof file, f);
    fclose(f);
    cr_assert(size > 33 && memcmp(file, "\x89PNG\r\n\x1a\n", 8) == 0, "not a PNG");
    size_t data_size = 0;
    for (size_t at = 8; at + 12 <= size;) {
        const uint32_t length = be32(file + at);
        const unsigned char *type = file + at + 4, *body = file + at + 8;
        if (memcmp(type, "IHDR", 4) == 0) {
            img.width = be32(body), img.height = be32(body + 4);
            cr_assert(body[8] == 8 && (body[9] == 2 || body[9] == 6) && body[12] == 0, "an unusual PNG");
            img.channels = body[9] == 6 ? 4 : 3;
        } else if (memcmp(type, "IDAT", 4) == 0) {
            memcpy(data + data_size, body, length);
            data_size += length;
        }
        at += 12 + length;
    }
    uLongf raw_size = (uLongf)img.height * (img.width * img.channels + 1);
    unsigned char *raw = malloc(raw_size);
    cr_assert_eq(uncompress(raw, &raw_size, data, data_size), Z_OK);
    img.pixels = malloc((size_t)img.width * img.height * img.channels);
    unfilter(&img, raw);
    free(raw);
    return img;
}

/* Pixels within 40 of the colour in every channel. */
static long pixels_near(const image *img, int r, int g, int b)
{
    long n = 0;
    for (size_t i = 0; i < (size_t)img->width * img->height; i++) {
        const unsigned char *p = img->pixels + i * img->channels;
        n += abs(p[0] - r) < 40 && abs(p[1] - g) < 40 && abs(p[2] - b) < 40;
    }
    return n;
}

Test(graph_cli, chromium_renders_it)
{
    if (access("/usr/bin/chromium", X_OK) != 0) {
        cr_skip_test("no /usr/bin/chromium (Debian's chromium): the rendering is not checked");
        return;
    }
    char svg[] = "/tmp/pokeq_graph_XXXXXX.svg", png[64], command[512];
    close(mkstemps(svg, 4));
    snprintf(png, sizeof png, "%.*s.png", (int)strlen(svg) - 4, svg);
    graph_of(svg);
    snprintf(command, sizeof command,
             "timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars "
             "--window-size=%d,%d --screenshot=%s file://%s >/dev/null 2>&1",
             GRAPH_WIDTH, GRAPH_HEIGHT, png, svg);
    cr_assert_eq(system(command), 0, "%s", command);
    image img = read_png(png);
    unlink(svg);
    unlink(png);
    cr_expect_eq(img.width, GRAPH_WIDTH);
    cr_expect_eq(img.height, GRAPH_HEIGHT);
    const long all = (long)img.width * img.height, white = pixels_near(&img, 255, 255, 255);
    cr_expect(white < all - all / 50, "blank: %ld of %ld pixels white", white, all);
    cr_expect(white > all / 2, "mostly ground: %ld of %ld pixels white", white, all);
    /* each seat's line in its colour (graph_svg.c), and the dark frame */
    cr_expect_gt(pixels_near(&img, 0x1f, 0x77, 0xb4), 300, "seat 1's blue line");
    cr_expect_gt(pixels_near(&img, 0xd6, 0x27, 0x28), 300, "seat 2's red line");
    cr_expect_gt(pixels_near(&img, 0x2c, 0xa0, 0x2c), 300, "seat 3's green line");
    cr_expect_gt(pixels_near(&img, 0x33, 0x33, 0x33), 1000, "the frame and labels");
    free(img.pixels);
}

/* The SVG at path (removed after) is well-formed with one step line per
 * seat of a heads-up job of game. */
static void expect_two_lines(const char *path, int game)
{
    FILE *f = fopen(path, "r");
    cr_assert(f != NULL, "no %s", path);
    static char svg[1 << 16];
    svg[fread(svg, 1, sizeof svg - 1, f)] = '\0';
    fclose(f);
    unlink(path);
    int lines = 0;
    cr_expect_null(xml_check(svg, "polyline", "class=\"curve\"", &lines), "%s", pokeq_game_name(game));
    cr_expect_eq(lines, 2, "%s: one step line per seat", pokeq_game_name(game));
}

/* An Omaha range's curve: its hands' steps (Omaha per-hand rows), the
 * last at x = 1, the area under them the seat's equity; the SVG has a
 * line per seat. The range is the fixed hand and one with its last card
 * made 2d. */
static void omaha_range_curve(int game, const char *hand, const char *other)
{
    char range[4 * POKEQ_MAX_HOLE + 2];
    snprintf(range, sizeof range, "%s,%s", hand, hand);
    memcpy(range + strlen(range) - 2, "2d", 2);
    char path[] = "/tmp/pokeq_graph_XXXXXX.svg";
    close(mkstemps(path, 4));
    run_result *r = RUN("--game", pokeq_game_name(game), range, other, "--board", "7c8d9s", "--exact", "--graph", path,
                        "--format", "json");
    cr_assert_eq(r->status, 0, "%s %s: %s", pokeq_game_name(game), range, r->err);
    expect_two_lines(path, game);
    const char *at = strstr(r->out, "\"equity\":");
    cr_assert(at != NULL);
    const double equity = strtod(at + 9, NULL);
    const char *curve = strstr(r->out, "\"curve\":["), *end = curve ? strchr(curve, ']') : NULL;
    cr_assert(curve != NULL && end != NULL, "%s", r->out);
    double x = 0, area = 0;
    int steps = 0;
    for (const char *step = strstr(curve, "\"x\":"); step != NULL && step < end; step = strstr(step + 1, "\"x\":")) {
        const double right = strtod(step + 4, NULL), height = strtod(strstr(step, "\"equity\":") + 9, NULL);
        area += (right - x) * height;
        x = right;
        steps++;
    }
    cr_expect(steps >= 1 && steps <= 2, "%s: %d steps for two hands", pokeq_game_name(game), steps);
    cr_expect_eq(x, 1, "%s: the last step ends at 1", pokeq_game_name(game));
    cr_expect(fabs(area - equity) < 1e-12, "%s: area %.15f, equity %.15f", pokeq_game_name(game), area, equity);
    free(r);
}

/* Issue 28 row 1: --graph read NULL per-combo rows in every game of more
 * than two hole cards (a segfault after the answer, an empty SVG). Now a
 * fixed hand of any game is one flat step at its equity (the JSON curve
 * says the same), and a range of a game without two-card combos is
 * refused by name before any work. */
Test(graph_cli, every_game_draws_fixed_hands_and_refuses_what_it_cannot)
{
    static const char *const DECK[] = {"As", "Kh", "Qs", "6h", "7h", "Qd", "Th", "Jc", "Jd", "9c", "Td", "Tc"};
    for (int game = 0; game < POKEQ_GAME_COUNT; game++) {
        const int hole = pokeq_game_hole_cards(game);
        const game_job job = game_job_of(game); /* board NULL: a seated game (stud, draw: known cards) */
        char seat[2][2 * POKEQ_MAX_HOLE + 1] = {"", ""};
        for (int p = 0; p < 2; p++)
            for (int c = 0; c < hole; c++)
                if (job.board == NULL)
                    snprintf(seat[p], sizeof seat[p], "%s", job.seat[p]);
                else
                    strcat(seat[p], DECK[p * hole + c]);
        char path[] = "/tmp/pokeq_graph_XXXXXX.svg";
        close(mkstemps(path, 4));
        run_result *r = job.board != NULL ? RUN("--game", pokeq_game_name(game), seat[0], seat[1], "--board", "7c8d9s",
                                                "--exact", "--graph", path, "--format", "json")
                                          : RUN("--game", pokeq_game_name(game), seat[0], seat[1], "--exact",
                                                "--graph", path, "--format", "json");
        cr_assert_eq(r->status, 0, "%s: %s", pokeq_game_name(game), r->err);
        expect_two_lines(path, game);
        /* each seat's curve is its hand at its equity */
        const char *at = r->out;
        for (int p = 0; p < 2; p++) {
            at = strstr(at, "{\"input\"");
            cr_assert(at != NULL);
            at = strstr(at, "\"equity\":");
            const double equity = strtod(at + 9, NULL);
            char step[128];
            snprintf(step, sizeof step, "\"curve\":[{\"combo\":\"%s\",\"x\":1,\"equity\":", seat[p]);
            at = strstr(at, step);
            cr_assert(at != NULL, "%s seat %d: %s", pokeq_game_name(game), p + 1, r->out);
            cr_expect_eq(strtod(at + strlen(step), NULL), equity);
        }
        free(r);
        if (hole == 2 || job.board == NULL) /* a seated game takes no ranges: refused by name elsewhere */
            continue;
        omaha_range_curve(game, seat[0], seat[1]);
    }
}
