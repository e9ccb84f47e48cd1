/* SPDX-License-Identifier: MIT */
/*
 * fuzz_web_path.c - libFuzzer target for the page's file lookup and the
 * If-None-Match reader (src/serve/static.h): web_asset_find and
 * web_asset_fresh.
 *
 * Input: a URL path, then (after the first newline, if any) an
 * If-None-Match value. Properties: a path found is the asset's own path
 * ("/index.html" is "/"), or "/v/" web_version and the path of an asset
 * other than "/"; an asset is fresh only when the value holds "*"
 * or its ETag; its own ETag, alone, weak or in a list, is always fresh.
 */
#include "fuzz_check.h"

#include "serve/static.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_string(data, size);
    if (text == NULL)
        return 0;
    char *header = strchr(text, '\n');
    if (header != NULL)
        *header++ = '\0';
    const web_asset *asset = web_asset_find(text);
    char versioned[160];
    if (asset != NULL) {
        snprintf(versioned, sizeof versioned, "/v/%s%s", web_version, asset->path);
        FUZZ_CHECK(strcmp(asset->path, text) == 0 || (strcmp(text, "/index.html") == 0 && strcmp(asset->path, "/") == 0) ||
                       (strcmp(asset->path, "/") != 0 && strcmp(versioned, text) == 0),
                   "'%s' found as '%s'", text, asset->path);
    }
    for (int i = 0; i < web_asset_count; i++) {
        const web_asset *a = &web_assets[i];
        if (web_asset_fresh(a, header))
            FUZZ_CHECK(header != NULL && (strchr(header, '*') != NULL || strstr(header, a->etag) != NULL),
                       "'%s' fresh for '%s'", a->path, header ? header : "(none)");
        char list[128];
        snprintf(list, sizeof list, "\"x\", W/%s", a->etag);
        FUZZ_CHECK(web_asset_fresh(a, a->etag) && web_asset_fresh(a, list), "%s: its own ETag is stale", a->path);
    }
    free(text);
    return 0;
}
