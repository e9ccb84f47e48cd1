/* SPDX-License-Identifier: MIT */
/* static.h - the web page's files, compiled into the program.
 *
 * The table is generated at build time from web/ by build/embed
 * (src/serve/gen/embed.c) into $(BUILD)/gen/embedded.c: each asset's URL path ("/" for index.html),
 * Content-Type, bytes (NUL-terminated, size without it) and a strong ETag
 * (quoted hex of its bytes' hash). Read-only data, safe from any thread.
 * Caching: every asset is sent with "Cache-Control: no-cache" and its ETag,
 * so a browser revalidates (304) and an upgraded pokeq is never shadowed
 * by an old page (route.h's serve_static answers GET / and the files).
 * The page itself asks for the other files as /v/VERSION/PATH (embed
 * rewrites index.html's paths; VERSION is web_version, a hash of them
 * all): those URLs name this build's bytes alone, so they are sent
 * "immutable" and a browser keeps them without asking again; another
 * VERSION is a 404. */
#ifndef POKEQ_SERVE_STATIC_H
#define POKEQ_SERVE_STATIC_H

#include <stdbool.h>
#include <stddef.h>

typedef struct web_asset {
    const char *path;                   /* "/", "/style.css", "/js/app.js" */
    const char *type;                   /* Content-Type */
    const unsigned char *data;
    size_t size;
    const char *etag;                   /* with its quotes */
} web_asset;

extern const web_asset web_assets[];
extern const int web_asset_count;
extern const unsigned long web_assets_bytes; /* all assets' bytes together */
extern const char web_version[];            /* 16 hex digits */

#define WEB_CACHE_CONTROL "no-cache"
#define WEB_CACHE_VERSIONED "max-age=31536000, immutable"

/* The asset at a URL path (no query string: the caller cuts it), or NULL.
 * "/index.html" is "/"; "/v/VERSION/PATH" is PATH's (not "/"'s) when
 * VERSION is web_version. */
const web_asset *web_asset_find(const char *path);

/* Whether an If-None-Match header value (NULL: none) names the asset's
 * ETag, so the answer is 304 Not Modified. */
bool web_asset_fresh(const web_asset *asset, const char *if_none_match);

#endif
