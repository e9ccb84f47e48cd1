/* SPDX-License-Identifier: MIT */
/* serve/route.c - the route table and its matching (route.h). */
#include "serve/route.h"

#include <stdio.h>
#include <string.h>

static const serve_route ROUTES[] = {
    {"GET", "/api/v1/version", api_version, false},
    {"GET", "/api/v1/openapi.json", api_openapi, false},
    {"POST", "/api/v1/equity", api_equity, true},
    {"POST", "/api/v1/hits", api_hits, true},
    {"POST", "/api/v1/range", api_range, true},
    {"GET", "/api/v1/preflop/vs-random", api_preflop_vs_random, false},
    {"GET", "/api/v1/preflop/matrix", api_preflop_matrix, false},
    {"POST", "/api/v1/jobs", api_jobs_submit, true},
    {"GET", "/api/v1/jobs/*", api_job_status, false},
    {"DELETE", "/api/v1/jobs/*", api_job_delete, false},
    {"GET", "/api/v1/jobs/*/events", api_job_events, false},
    {"GET", "/", serve_static, false},
    {"GET", "/index.html", serve_static, false},
    {"GET", "/style.css", serve_static, false},
    {"GET", "/js/*", serve_static, false},
    {"GET", "/v/**", serve_static, false},      /* the page's own requests: /v/VERSION/PATH (static.h) */
};

/* Whether path fits pattern; the "*" segment or "**" rest into param. */
static bool matches(const char *pattern, const char *path, char param[ROUTE_PARAM])
{
    while (*pattern != '\0') {
        if (strcmp(pattern, "**") == 0) {
            snprintf(param, ROUTE_PARAM, "%s", path);
            return strlen(path) < ROUTE_PARAM;
        }
        if (*pattern == '*') {
            const size_t n = strcspn(path, "/");
            if (n == 0 || n >= ROUTE_PARAM)
                return false;
            memcpy(param, path, n);
            param[n] = '\0';
            pattern++;
            path += n;
            continue;
        }
        if (*pattern++ != *path++)
            return false;
    }
    return *path == '\0';
}

const serve_route *route_find(const char *method, const char *path, serve_call *call, int *status,
                              const char **allow)
{
    static const char *const ALLOW[] = {"GET, HEAD", "POST", "GET, HEAD, DELETE"};
    const char *asked = strcmp(method, "HEAD") == 0 ? "GET" : method;
    bool get = false, post = false, del = false;
    for (size_t i = 0; i < sizeof ROUTES / sizeof ROUTES[0]; i++) {
        char param[ROUTE_PARAM] = "";
        if (!matches(ROUTES[i].pattern, path, param))
            continue;
        if (strcmp(ROUTES[i].method, asked) == 0) {
            memcpy(call->param, param, sizeof param);
            return &ROUTES[i];
        }
        get |= ROUTES[i].method[0] == 'G';
        post |= ROUTES[i].method[0] == 'P';
        del |= ROUTES[i].method[0] == 'D';
    }
    *status = get || post || del ? 405 : 404;
    *allow = post ? ALLOW[1] : del ? ALLOW[2] : ALLOW[0];
    return NULL;
}
