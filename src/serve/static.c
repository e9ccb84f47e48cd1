/* SPDX-License-Identifier: MIT */
/* static.c - the web page's files by path (static.h) and the route that
 * serves them (route.h's serve_static). */
#include "serve/static.h"

#include "serve/route.h"

#include <stdlib.h>
#include <string.h>

/* "/v/VERSION/PATH" with this build's VERSION: "/PATH"; else NULL. */
static const char *unversioned(const char *path)
{
    const size_t n = strlen(web_version);
    if (strncmp(path + 3, web_version, n) != 0 || path[3 + n] != '/' || path[4 + n] == '\0')
        return NULL;
    return path + 3 + n;
}

static bool versioned(const char *path)
{
    return strncmp(path, "/v/", 3) == 0;
}

const web_asset *web_asset_find(const char *path)
{
    if (path == NULL)
        return NULL;
    if (versioned(path) && ((path = unversioned(path)) == NULL || strcmp(path, "/index.html") == 0))
        return NULL; /* the page itself is never versioned */
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

/* GET / and the assets: the bytes with their Content-Type, ETag and
 * Cache-Control; 304 when If-None-Match names the ETag; else a 404. */
void serve_static(const serve_call *call, serve_reply *out)
{
    const web_asset *asset = web_asset_find(call->path);
    if (asset == NULL) {
        reply_fail(out, 404, "not_found", "no such path");
        return;
    }
    out->etag = asset->etag;
    out->cache_control = versioned(call->path) ? WEB_CACHE_VERSIONED : WEB_CACHE_CONTROL;
    out->content_type = asset->type;
    if (web_asset_fresh(asset, call->header != NULL ? call->header(call, "If-None-Match") : NULL)) {
        out->status = 304;
        return;
    }
    out->body = malloc(asset->size);
    if (out->body == NULL) {
        reply_fail(out, 500, "memory", "out of memory");
        return;
    }
    memcpy(out->body, asset->data, asset->size);
    out->length = asset->size;
    out->status = 200;
}
