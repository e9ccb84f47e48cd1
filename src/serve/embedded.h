/* SPDX-License-Identifier: MIT */
/*
 * serve/embedded.h - files compiled into the program at build time by
 * build/embed (src/serve/gen/embed.c) from the source tree: the API's
 * OpenAPI description, docs/openapi.json. Read-only data.
 */
#ifndef POKEQ_SERVE_EMBEDDED_H
#define POKEQ_SERVE_EMBEDDED_H

#include <stddef.h>

extern const unsigned char embedded_openapi_json[];
extern const size_t embedded_openapi_json_size;

#endif
