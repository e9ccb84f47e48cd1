/* SPDX-License-Identifier: MIT */
/* static.c - the web page's files by path (static.h). */
#include "serve/static.h"

#include <string.h>

const web_asset *web_asset_find(const char *path)
{
    if (path == NULL)
        return NULL;
    if (strcmp(path, "/index.html") == 0)
        path = "/";
    for (int i = 0; i < web_asset_count; i++)
        if (strcmp(web_assets[i].path, path) == 0)
            return &web_assets[i];
    return NULL;
}

/* If-None-Match is "*" or a comma-separated list of (possibly weak) tags. */
bool web_asset_fresh(const web_asset *asset, const char *if_none_match)
{
    if (asset == NULL || if_none_match == NULL)
        return false;
    const size_t n = strlen(asset->etag);
    for (const char *p = if_none_match; *p != '\0';) {
        while (*p == ' ' || *p == ',')
            p++;
        if (*p == '*')
            return true;
        if (strncmp(p, "W/", 2) == 0)
            p += 2;
        if (strncmp(p, asset->etag, n) == 0 && (p[n] == '\0' || p[n] == ',' || p[n] == ' '))
            return true;
        while (*p != '\0' && *p != ',')
            p++;
    }
    return false;
}
