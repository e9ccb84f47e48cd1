/* SPDX-License-Identifier: MIT */
/*
 * xml_check.h - a small XML well-formedness check for the pictures the
 * program writes (SVG): tags nest and match, attribute values are quoted,
 * text holds no '<' and only the five predefined entities, one root
 * element. Test code; pure.
 */
#ifndef POKEQ_TEST_XML_CHECK_H
#define POKEQ_TEST_XML_CHECK_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* A small XML well-formedness check: tags nest and match, attribute values
 * are quoted, text holds no '<' and only the five predefined entities, one
 * root element. Counts elements named `count_name` with attribute text
 * `count_attribute` into *counted. Returns NULL or what is wrong. */
static inline const char *xml_check(const char *text, const char *count_name, const char *count_attribute, int *counted)
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
#endif
