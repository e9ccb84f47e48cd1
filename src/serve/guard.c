/* SPDX-License-Identifier: MIT */
/* serve/guard.c - Host, Origin and token checks (guard.h). */
#include "serve/guard.h"

#include <arpa/inet.h>
#include <errno.h>
#include <sys/random.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

bool guard_loopback(const char *address)
{
    struct in_addr v4;
    struct in6_addr v6;
    if (inet_pton(AF_INET, address, &v4) == 1)
        return (ntohl(v4.s_addr) >> 24) == 127;
    return inet_pton(AF_INET6, address, &v6) == 1 && IN6_IS_ADDR_LOOPBACK(&v6);
}

static bool wildcard(const char *address)
{
    return strcmp(address, "0.0.0.0") == 0 || strcmp(address, "::") == 0;
}

static void add_host(serve_guard *g, const char *name, int port)
{
    if (g->hosts < GUARD_HOSTS)
        snprintf(g->host[g->hosts++], GUARD_TEXT, strchr(name, ':') ? "[%s]:%d" : "%s:%d", name, port);
}

void guard_make(serve_guard *g, const char *address, int port, const char *token, const char *allow_origin)
{
    memset(g, 0, sizeof *g);
    g->any_host = wildcard(address);
    add_host(g, address, port);
    if (guard_loopback(address)) {
        add_host(g, "localhost", port);
        add_host(g, strcmp(address, "127.0.0.1") == 0 ? "::1" : "127.0.0.1", port);
    }
    snprintf(g->token, sizeof g->token, "%s", token != NULL ? token : "");
    snprintf(g->allow_origin, sizeof g->allow_origin, "%s", allow_origin != NULL ? allow_origin : "");
}

static bool host_accepted(const serve_guard *g, const char *host)
{
    for (int i = 0; i < g->hosts; i++)
        if (strcasecmp(g->host[i], host) == 0)
            return true;
    return false;
}

bool guard_cors(const serve_guard *g, const char *origin)
{
    return origin != NULL && g->allow_origin[0] != '\0' && strcmp(origin, g->allow_origin) == 0;
}

/* The server's own origin ("http://" + an accepted Host; on a wildcard
 * bind, the request's Host) or --allow-origin's. */
static bool origin_allowed(const serve_guard *g, const char *origin, const char *host)
{
    if (guard_cors(g, origin))
        return true;
    if (strncmp(origin, "http://", 7) != 0)
        return false;
    return g->any_host ? host != NULL && strcasecmp(origin + 7, host) == 0 : host_accepted(g, origin + 7);
}

/* Equal strings, in time that depends on the lengths only. */
static bool same_secret(const char *a, const char *b)
{
    const size_t n = strlen(a), m = strlen(b);
    unsigned char diff = n != m;
    for (size_t i = 0; i < n; i++)
        diff |= (unsigned char)(a[i] ^ (i < m ? b[i] : 0));
    return diff == 0;
}

int guard_check(const serve_guard *g, const char *method, const char *host, const char *origin,
                const char *authorization, serve_error *e)
{
    if (!g->any_host && (host == NULL || !host_accepted(g, host)))
        return serve_fail(e, 421, "bad_host", "this server does not answer for that Host, at '%.100s'",
                          host != NULL ? host : "");
    const bool changes = strcmp(method, "POST") == 0 || strcmp(method, "DELETE") == 0;
    if (changes && origin != NULL && !origin_allowed(g, origin, host))
        return serve_fail(e, 403, "bad_origin", "calls from another site are refused, at '%.100s'", origin);
    if (g->token[0] != '\0' &&
        (authorization == NULL || strncmp(authorization, "Bearer ", 7) != 0 || !same_secret(authorization + 7, g->token)))
        return serve_fail(e, 401, "no_token", "this server needs Authorization: Bearer TOKEN (its token)");
    return 0;
}

int guard_token(const char *file, bool needed, char out[GUARD_TEXT], bool *generated)
{
    out[0] = '\0';
    *generated = false;
    if (file != NULL) {
        FILE *in = fopen(file, "r");
        const bool read = in != NULL && fgets(out, GUARD_TEXT, in) != NULL;
        const int error = errno;
        if (in != NULL)
            fclose(in);
        out[read ? strcspn(out, "\r\n") : 0] = '\0';
        if (out[0] == '\0')
            fprintf(stderr, "pokeq serve: --token-file: %s, at '%s'\n",
                    read || in != NULL ? "no token on its first line" : strerror(error), file);
        return out[0] != '\0' ? 0 : -1;
    }
    if (!needed)
        return 0;
    unsigned char bytes[16];
    if (getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes) {
        fprintf(stderr, "pokeq serve: no random bytes for a token: %s\n", strerror(errno));
        return -1;
    }
    for (size_t i = 0; i < sizeof bytes; i++)
        snprintf(out + 2 * i, 3, "%02x", bytes[i]);
    *generated = true;
    return 0;
}
