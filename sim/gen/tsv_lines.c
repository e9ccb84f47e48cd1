/* SPDX-License-Identifier: MIT */
/* tsv_lines.c - the data files' line loop for the build tools (tsv_lines.h). */
#include "gen/tsv_lines.h"

#include <stdio.h>

int tsv_fail(const char *tool, const char *file, int line, const char *what)
{
    fprintf(stderr, "%s: %s:%d: %s\n", tool, file, line, what);
    return -1;
}

const char *tsv_ranked_line(const char *text, int count, int most, const char *order_fault, char name[16],
                            double *percent)
{
    int rank;
    if (sscanf(text, "%d\t%15[^\t]\t%lf", &rank, name, percent) != 3)
        return "expected rank, class and cumulative percent, tab-separated";
    return count == most || rank != count + 1 ? order_fault : NULL;
}

int tsv_read_lines(const char *tool, const char *file, tsv_line_fn each, void *context, int *lines)
{
    *lines = 0;
    FILE *in = fopen(file, "r");
    if (in == NULL) {
        perror(file);
        return -1;
    }
    char text[512];
    const char *fault = NULL;
    while (fault == NULL && fgets(text, sizeof text, in) != NULL) {
        ++*lines;
        if (text[0] != '#' && text[0] != '\n')
            fault = each(text, context);
    }
    fclose(in);
    return fault != NULL ? tsv_fail(tool, file, *lines, fault) : 0;
}
