/* SPDX-License-Identifier: MIT */
/* graph_svg.c - the equity graph as an SVG document (graph_svg.h). */
#include "output/graph_svg.h"

#include "output/combo_rows.h"
#include "output/output.h"
#include "output/svg.h"

#include <stdlib.h>

enum {
    WIDTH = 760, HEIGHT = 520,
    LEFT = 64, RIGHT = 24, TOP = 48, BOTTOM = 56,
    PLOT_W = WIDTH - LEFT - RIGHT, PLOT_H = HEIGHT - TOP - BOTTOM,
    LEGEND_MAX = 48                     /* bytes of a seat's text in the legend */
};

/* One colour per seat, far apart, readable on white. */
static const char *const COLOURS[POKEQ_MAX_PLAYERS] = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
                                                       "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

static double px(double x) { return LEFT + x * PLOT_W; }
static double py(double y) { return TOP + (1 - y) * PLOT_H; }

static void put_axes(FILE *out, const answer *a)
{
    char cards[2 * POKEQ_MAX_DEAD + 1];
    fputs("<g stroke=\"#ddd\" stroke-width=\"1\">\n", out);
    for (int k = 0; k <= 10; k++)
        fprintf(out, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/><line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\"/>\n",
                px(k / 10.0), TOP, px(k / 10.0), TOP + PLOT_H, LEFT, py(k / 10.0), LEFT + PLOT_W, py(k / 10.0));
    fputs("</g>\n", out);
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#333\"/>\n", LEFT, TOP,
            PLOT_W, PLOT_H);
    fputs("<g font-size=\"12\" fill=\"#333\">\n", out);
    for (int k = 0; k <= 10; k += 2) {
        fprintf(out, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d%%</text>\n", px(k / 10.0), TOP + PLOT_H + 18,
                10 * k);
        fprintf(out, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%d%%</text>\n", LEFT - 6, py(k / 10.0) + 4, 10 * k);
    }
    fprintf(out, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">share of the range (by weight), strongest first</text>\n",
            px(0.5), HEIGHT - 14);
    fprintf(out, "<text x=\"16\" y=\"%.1f\" text-anchor=\"middle\" transform=\"rotate(-90 16 %.1f)\">equity</text>\n",
            py(0.5), py(0.5));
    fputs("</g>\n", out);
    fprintf(out, "<text x=\"%d\" y=\"28\" font-size=\"16\">equity graph%s", LEFT, a->result.board_count ? ", board " : "");
    fputs(a->result.board_count ? cards_text(a->result.board, a->result.board_count, cards) : "", out);
    fputs("</text>\n", out);
}

/* The seat's steps as one polyline: for each combo, across its width at
 * its equity, and down to the next one. */
static void put_curve(FILE *out, const pokeq_curve_point *points, int n, const char *colour)
{
    fprintf(out, "<polyline class=\"curve\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\" points=\"", colour);
    double x = 0;
    for (int i = 0; i < n; i++) {
        /* more steps than two-card combos (an Omaha range's hands): a step
         * under a tenth of a pixel is drawn with the next */
        if (n > POKEQ_COMBOS && i + 1 < n && px(points[i].x) - px(x) < 0.1)
            continue;
        fprintf(out, "%.2f,%.2f %.2f,%.2f ", px(x), py(points[i].equity), px(points[i].x), py(points[i].equity));
        x = points[i].x;
    }
    fputs("\"/>\n", out);
}

static void put_legend(FILE *out, const answer *a, int p)
{
    char text[RANGE_TEXT];
    const double y = TOP + 18 + 18.0 * p;
    fprintf(out, "<rect x=\"%d\" y=\"%.1f\" width=\"14\" height=\"4\" fill=\"%s\"/>", LEFT + PLOT_W - 250, y - 4,
            COLOURS[p]);
    fprintf(out, "<text x=\"%d\" y=\"%.1f\" font-size=\"12\">%d ", LEFT + PLOT_W - 230, y, p + 1);
    hand_text(a, p, text);
    text[LEGEND_MAX] = '\0';
    svg_escaped(out, text);
    fprintf(out, ": %.2f%%</text>\n", 100 * a->result.seat[p].equity);
}

/* An Omaha range's hands sorted by equity (combo_rows.h), each step as
 * wide as the hand's share of the seat's showdowns: the curve
 * pokeq_equity_curve draws of two-card combos; combo is the row's index. */
static int hand_curve(const answer *a, int p, pokeq_curve_point *points)
{
    combo_row *rows;
    const int n = combo_rows_of(a, p, true, &rows);
    uint64_t total = 0, cumulative = 0;
    for (int i = 0; i < n; i++)
        total += rows[i].showdowns;
    for (int i = 0; i < n; i++) {
        cumulative += rows[i].showdowns;
        points[i] = (pokeq_curve_point){.combo = rows[i].order, .showdowns = rows[i].showdowns,
                                        .cumulative = cumulative, .x = (double)cumulative / (double)total,
                                        .equity = (double)rows[i].equity_units /
                                                  ((double)POKEQ_POT_UNITS * (double)rows[i].showdowns)};
    }
    free(rows);
    return n > 0 ? n : 0;
}

size_t graph_curve_room(const answer *a)
{
    return a->hands != NULL && a->result.hand_rows > POKEQ_COMBOS ? a->result.hand_rows : POKEQ_COMBOS;
}

int graph_seat_curve(const answer *a, int p, pokeq_curve_point *points)
{
    if (a->hands != NULL && a->result.seat[p].hole_count == 0) /* a fixed hand keeps its own words */
        return hand_curve(a, p, points);
    if (a->combos != NULL) {
        const int n = pokeq_equity_curve(a->combos + (size_t)p * POKEQ_COMBOS, points);
        return n > 0 ? n : 0;
    }
    const pokeq_seat_result *s = &a->result.seat[p];
    if (s->hole_count == 0)
        return 0;
    points[0] = (pokeq_curve_point){.combo = -1, .showdowns = a->result.count, .cumulative = a->result.count,
                                    .x = 1, .equity = s->equity};
    return 1;
}

int graph_write_svg(FILE *out, const answer *a)
{
    pokeq_curve_point *points = malloc(graph_curve_room(a) * sizeof *points);
    if (points == NULL)
        return -1;
    svg_start(out, WIDTH, HEIGHT, "font-size=\"13\"");
    put_axes(out, a);
    for (int p = 0; p < a->result.seats; p++) {
        const int n = graph_seat_curve(a, p, points);
        put_curve(out, points, n, COLOURS[p]);
    }
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"246\" height=\"%d\" fill=\"#fff\" fill-opacity=\"0.85\"/>\n",
            LEFT + PLOT_W - 256, TOP + 4, 18 * a->result.seats + 8);
    for (int p = 0; p < a->result.seats; p++)
        put_legend(out, a, p);
    free(points);
    return svg_end(out);
}
