/* SPDX-License-Identifier: MIT */
/* svg.c - the SVG document's frame and text escaping (svg.h). */
#include "output/svg.h"

void svg_start(FILE *out, int width, int height, const char *attributes)
{
    fprintf(out,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
            "font-family=\"sans-serif\" %s>\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"#fff\"/>\n",
            width, height, width, height, attributes);
}

int svg_end(FILE *out)
{
    fputs("</svg>\n", out);
    return ferror(out) ? -1 : 0;
}

void svg_escaped(FILE *out, const char *text)
{
    for (; text && *text; text++) {
        switch (*text) {
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '&': fputs("&amp;", out); break;
        case '"': fputs("&quot;", out); break;
        default: fputc(*text, out);
        }
    }
}
