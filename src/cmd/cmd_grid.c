/* SPDX-License-Identifier: MIT */
/* cmd_grid.c - `pokeq grid RANGE [--ranking R] [--svg FILE]`: a range on the 13 x 13
 * grid, each class shaded by its mean weight (empty when no combo of it is
 * in the range), partial weights written in the cell. */
#include "cmd/cli.h"
#include "front/cli_error.h"

#include "output/grid.h"
#include "pokeq.h"
#include "cmd/help.h"
#include "front/preflop_words.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TITLE_MAX = 120 }; /* bytes of the range in a title */

static void range_cells(const pokeq_range *range, const char *text, grid_cells *cells)
{
    int weight_sum[POKEQ_CLASSES] = {0}, combos[POKEQ_CLASSES] = {0};
    for (int combo = 0; combo < POKEQ_COMBOS; combo++) {
        const int cls = pokeq_combo_class(combo);
        weight_sum[cls] += range->weight[combo];
        combos[cls]++;
    }
    for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
        const double mean = (double)weight_sum[cls] / (combos[cls] * POKEQ_RANGE_WEIGHT_ONE);
        cells->shade[cls] = weight_sum[cls] > 0 ? mean : -1;
        cells->value[cls][0] = '\0';
        if (weight_sum[cls] > 0 && mean < 1)
            snprintf(cells->value[cls], GRID_TEXT_MAX, "%.0f%%", 100 * mean);
    }
    cells->title = text;
    snprintf(cells->scale_low, sizeof cells->scale_low, "weight 0");
    snprintf(cells->scale_high, sizeof cells->scale_high, "weight 1");
}

/* The title: the range normalised, its combos and its share of all. A
 * range too long for a line is cut after a whole term and says how many
 * terms are left out, so it never lists fewer combos than it counts
 * without saying so. */
static void range_title(const pokeq_range *range, char *title, size_t size)
{
    const int combos = pokeq_range_size(range);
    const int needed = pokeq_range_format(range, NULL, 0);
    char *normal = malloc((size_t)needed + 1);
    if (normal == NULL) {
        snprintf(title, size, "%d combo%s", combos, combos == 1 ? "" : "s");
        return;
    }
    pokeq_range_format(range, normal, (size_t)needed + 1);
    char more[48] = "";
    if (needed > TITLE_MAX) {
        int cut = TITLE_MAX;
        while (cut > 0 && normal[cut] != ',')
            cut--;
        int left_out = 1;
        for (const char *c = normal + cut + 1; *c != '\0'; c++)
            left_out += *c == ',';
        normal[cut] = '\0';
        snprintf(more, sizeof more, ", ... and %d more term%s", left_out, left_out == 1 ? "" : "s");
    }
    snprintf(title, size, "%s%s: %d combo%s (%.1f %%)", normal, more, combos, combos == 1 ? "" : "s",
             100.0 * combos / POKEQ_COMBOS);
    free(normal);
}

int cmd_grid(int argc, char **argv)
{
    if (help_asked(argc, argv)) {
        help_command(stdout, "grid");
        return 0;
    }
    preflop_words w;
    if (preflop_words_parse("grid", argc, argv, &w) != 0 ||
        preflop_words_only("grid", &w, OPTION_SVG | OPTION_RANKING,
                           "grid (it takes a range, --ranking NAME and --svg FILE)") != 0)
        return 2;
    if (w.positional_count != 1) {
        fprintf(stderr, "usage: pokeq grid RANGE [--ranking pokerstove|vs3|vs1] [--svg FILE]\n"
                        "       e.g. pokeq grid \"QQ+,AKs,A5s-A2s\", pokeq grid 10%%\n");
        return 2;
    }
    const char *text = w.positional[0];
    pokeq_range range;
    pokeq_range_error error;
    if (pokeq_range_parse_ranked(text, w.ranking, &range, &error) != 0) {
        char safe[CLI_SAFE_MAX];
        fprintf(stderr, "pokeq grid: %s, at '%s'\n", error.reason,
                cli_safe(text + error.offset, (size_t)error.length, safe, sizeof safe));
        return 2;
    }
    char title[TITLE_MAX + 64];
    range_title(&range, title, sizeof title);
    grid_cells *cells = calloc(1, sizeof *cells);
    if (cells == NULL)
        return 1;
    range_cells(&range, title, cells);
    int status = 0;
    if (w.svg) {
        FILE *out = fopen(w.svg, "w");
        status = out == NULL || grid_write_svg(out, cells) != 0;
        if (out != NULL && fclose(out) != 0)
            status = 1;
        if (status) {
            char safe[CLI_SAFE_MAX];
            fprintf(stderr, "pokeq grid: cannot write the SVG file, at '%s': %s\n",
                    cli_safe(w.svg, SIZE_MAX, safe, sizeof safe), strerror(errno));
        }
    } else {
        grid_print_text(stdout, cells, grid_wants_colour(stdout));
    }
    free(cells);
    return status;
}
