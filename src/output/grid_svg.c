/* SPDX-License-Identifier: MIT */
/* grid_svg.c - the grid as an SVG document (grid.h). */
#include "output/grid.h"

#include "output/svg.h"

enum {
    CELL = 48,                          /* cell side, px */
    MARGIN = 16,
    TITLE_HEIGHT = 28,
    GRID_PIXELS = GRID_SIDE * CELL,
    SCALE_TOP = MARGIN + TITLE_HEIGHT + GRID_PIXELS + 16,
    SCALE_HEIGHT = 16,
    SCALE_STEPS = 24,                   /* the scale bar is drawn as this many stripes */
    WIDTH = 2 * MARGIN + GRID_PIXELS,
    HEIGHT = SCALE_TOP + SCALE_HEIGHT + 24 + MARGIN
};

static void put_cell(FILE *out, const grid_cells *cells, int cls)
{
    const int x = MARGIN + cls % GRID_SIDE * CELL, y = MARGIN + TITLE_HEIGHT + cls / GRID_SIDE * CELL;
    int rgb[3] = {235, 235, 235};
    if (cells->shade[cls] >= 0)
        grid_colour(cells->shade[cls], rgb);
    char name[4];
    pokeq_class_name(cls, name);
    fprintf(out, "<g class=\"cell\" id=\"%s\"><rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#%02x%02x%02x\"/>",
            name, x, y, CELL, CELL, rgb[0], rgb[1], rgb[2]);
    const char *ink = cells->shade[cls] >= 0 ? "#000" : "#999";
    fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"%s\" font-weight=\"bold\">%s</text>", x + CELL / 2, y + 20, ink, name);
    if (cells->value[cls][0]) {
        fprintf(out, "<text x=\"%d\" y=\"%d\" fill=\"%s\" font-size=\"11\">", x + CELL / 2, y + 36, ink);
        svg_escaped(out, cells->value[cls]);
        fputs("</text>", out);
    }
    fputs("</g>\n", out);
}

static void put_scale(FILE *out, const grid_cells *cells)
{
    const int width = GRID_PIXELS / SCALE_STEPS;
    for (int s = 0; s < SCALE_STEPS; s++) {
        int rgb[3];
        grid_colour((s + 0.5) / SCALE_STEPS, rgb);
        fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#%02x%02x%02x\"/>\n",
                MARGIN + s * width, SCALE_TOP, width, SCALE_HEIGHT, rgb[0], rgb[1], rgb[2]);
    }
    const int label_y = SCALE_TOP + SCALE_HEIGHT + 16;
    fprintf(out, "<text x=\"%d\" y=\"%d\" text-anchor=\"start\">", MARGIN, label_y);
    svg_escaped(out, cells->scale_low);
    fprintf(out, "</text>\n<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", MARGIN + SCALE_STEPS * width, label_y);
    svg_escaped(out, cells->scale_high);
    fputs("</text>\n", out);
}

int grid_write_svg(FILE *out, const grid_cells *cells)
{
    svg_start(out, WIDTH, HEIGHT, "font-size=\"13\" text-anchor=\"middle\"");
    fprintf(out, "<text x=\"%d\" y=\"%d\" font-size=\"16\" text-anchor=\"start\">", MARGIN, MARGIN + 16);
    svg_escaped(out, cells->title);
    fputs("</text>\n", out);
    for (int cls = 0; cls < POKEQ_CLASSES; cls++)
        put_cell(out, cells, cls);
    /* white lines between cells, so that neighbours of one colour stay apart */
    fprintf(out, "<g stroke=\"#fff\" stroke-width=\"1\">\n");
    for (int k = 1; k < GRID_SIDE; k++)
        fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
                MARGIN + k * CELL, MARGIN + TITLE_HEIGHT, MARGIN + k * CELL, MARGIN + TITLE_HEIGHT + GRID_PIXELS,
                MARGIN, MARGIN + TITLE_HEIGHT + k * CELL, MARGIN + GRID_PIXELS, MARGIN + TITLE_HEIGHT + k * CELL);
    fputs("</g>\n", out);
    if (cells->scale_low[0] && cells->scale_high[0])
        put_scale(out, cells);
    return svg_end(out);
}
