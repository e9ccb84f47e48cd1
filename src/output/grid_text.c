/* SPDX-License-Identifier: MIT */
/* grid_text.c - the grid's colour scale and its terminal form (grid.h). */
#include "output/grid.h"

#include <stdlib.h>
#include <unistd.h>

void grid_colour(double t, int rgb[3])
{
    /* Three stops of a diverging scale (ColorBrewer RdYlBu): low hands
     * cool, high hands warm, the middle pale so labels stay readable. */
    static const int stops[3][3] = {{69, 117, 180}, {255, 255, 191}, {215, 48, 39}};
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const int from = t < 0.5 ? 0 : 1;
    const double f = t < 0.5 ? t * 2 : (t - 0.5) * 2;
    for (int k = 0; k < 3; k++)
        rgb[k] = (int)(stops[from][k] + f * (stops[from + 1][k] - stops[from][k]) + 0.5);
}

bool grid_wants_colour(FILE *out)
{
    const char *no_colour = getenv("NO_COLOR");
    return isatty(fileno(out)) && (no_colour == NULL || no_colour[0] == '\0');
}

/* The nearest colour of the xterm 6x6x6 cube (codes 16..231): supported by
 * far more terminals than 24-bit colour. */
static int ansi_cube(const int rgb[3])
{
    int code = 16;
    static const int weight[3] = {36, 6, 1};
    for (int k = 0; k < 3; k++) {
        const int level = rgb[k] < 48 ? 0 : rgb[k] < 115 ? 1 : (rgb[k] - 35) / 40;
        code += weight[k] * (level > 5 ? 5 : level);
    }
    return code;
}

void grid_print_text(FILE *out, const grid_cells *cells, bool colour)
{
    if (cells->title)
        fprintf(out, "%s\n", cells->title);
    for (int row = 0; row < GRID_SIDE; row++) {
        for (int column = 0; column < GRID_SIDE; column++) {
            const int cls = row * GRID_SIDE + column;
            char name[4];
            pokeq_class_name(cls, name);
            const bool empty = cells->shade[cls] < 0;
            char text[16];
            snprintf(text, sizeof text, "%-3s %-4s", empty && !colour ? "." : name, cells->value[cls]);
            if (colour && !empty) {
                int rgb[3];
                grid_colour(cells->shade[cls], rgb);
                fprintf(out, "\x1b[48;5;%dm\x1b[38;5;16m%s\x1b[0m", ansi_cube(rgb), text);
            } else if (colour) {
                fprintf(out, "\x1b[38;5;244m%s\x1b[0m", text);
            } else {
                fputs(text, out);
            }
            fputc(column + 1 < GRID_SIDE ? ' ' : '\n', out);
        }
    }
    if (cells->scale_low[0] && cells->scale_high[0])
        fprintf(out, "scale: %s (blue) .. %s (red)\n", cells->scale_low, cells->scale_high);
}
