/* SPDX-License-Identifier: MIT */
/*
 * serve/daemon.c - the listener (serve.h): libmicrohttpd with a thread
 * per connection (a request's answer runs on its connection's thread; the
 * connection limit bounds them), its limits (connections, idle seconds,
 * 32 KiB of header memory per connection: larger headers get MHD's 431),
 * bodies of at most 64 KiB (413, refused from Content-Length before they
 * are read), JSON bodies only (415); every request passes the guard
 * (guard.h) first. A client that hangs up: while its answer runs, the
 * connection's thread is in the engine, so the engine's progress hook
 * polls the socket (run.h) and raises the cancel flag; an event stream
 * polls it between events (events.c); MHD's completion notice frees the
 * request, and a stream closed before its last event cancels its job.
 * SIGINT and SIGTERM are taken by sigwait on the main
 * thread (blocked everywhere else): the job table is closed (every answer
 * cancelled), the daemon stopped, exit 0.
 */
#include "serve/route.h"
#include "serve/serve.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

enum { HEADER_MEMORY = 32 * 1024, STREAM_BLOCK = 4096 };

/* A request while its body arrives. */
typedef struct request_state {
    char *body;
    size_t length;
    bool too_large;
} request_state;

static const char *query_of(const serve_call *call, const char *key)
{
    return MHD_lookup_connection_value(call->connection, MHD_GET_ARGUMENT_KIND, key);
}

static const char *header_of(const serve_call *call, const char *name)
{
    return MHD_lookup_connection_value(call->connection, MHD_HEADER_KIND, name);
}

static ssize_t stream_read(void *context, uint64_t at, char *buf, size_t max)
{
    (void)at;
    const ssize_t n = jobs_stream_read(context, buf, max);
    return n == JOB_STREAM_END ? MHD_CONTENT_READER_END_OF_STREAM
           : n < 0             ? MHD_CONTENT_READER_END_WITH_ERROR
                               : n;
}

static void stream_free(void *context)
{
    jobs_stream_close(context);
}

static enum MHD_Result send_reply(struct MHD_Connection *c, const serve_server *s, serve_reply *r,
                                  const char *origin)
{
    struct MHD_Response *response =
        r->stream != NULL ? MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, STREAM_BLOCK, stream_read, r->stream,
                                                              stream_free)
        : r->body != NULL ? MHD_create_response_from_buffer(r->length, r->body, MHD_RESPMEM_MUST_FREE)
                          : MHD_create_response_from_buffer(0, (void *)"", MHD_RESPMEM_PERSISTENT);
    if (response == NULL) {
        r->stream != NULL ? jobs_stream_close(r->stream) : free(r->body);
        return MHD_NO;
    }
    if (r->status != 204)
        MHD_add_response_header(response, "Content-Type",
                                r->content_type != NULL ? r->content_type : "application/json");
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Cache-Control", r->cache_control != NULL ? r->cache_control : "no-store");
    if (r->etag != NULL)
        MHD_add_response_header(response, "ETag", r->etag);
    if (r->retry_after > 0) {
        char seconds[16];
        snprintf(seconds, sizeof seconds, "%d", r->retry_after);
        MHD_add_response_header(response, "Retry-After", seconds);
    }
    if (r->allow != NULL)
        MHD_add_response_header(response, "Allow", r->allow);
    if (guard_cors(&s->guard, origin)) {
        MHD_add_response_header(response, "Access-Control-Allow-Origin", origin);
        MHD_add_response_header(response, "Vary", "Origin");
    }
    const enum MHD_Result queued = MHD_queue_response(c, (unsigned)r->status, response);
    MHD_destroy_response(response);
    return queued;
}

static bool json_type(const char *type)
{
    return type != NULL && strncasecmp(type, "application/json", 16) == 0 &&
           (type[16] == '\0' || type[16] == ';' || type[16] == ' ');
}

static const char *header(struct MHD_Connection *c, const char *name)
{
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

/* A CORS preflight from --allow-origin's origin. */
static void preflight(serve_reply *r)
{
    *r = (serve_reply){.status = 204, .allow = "GET, HEAD, POST, DELETE, OPTIONS"};
}

/* The reply to a whole request. */
static void answer(const serve_server *s, struct MHD_Connection *c, const char *url, const char *method,
                   const request_state *st, serve_reply *r)
{
    serve_error e;
    const char *origin = header(c, "Origin");
    if (guard_check(&s->guard, method, header(c, "Host"), origin, header(c, "Authorization"), &e) != 0) {
        reply_error(r, &e);
        return;
    }
    if (strcmp(method, "OPTIONS") == 0 && guard_cors(&s->guard, origin)) {
        preflight(r);
        return;
    }
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    serve_call call = {.server = s, .method = method, .path = url, .body = st->body, .length = st->length,
                       .fd = info != NULL ? info->connect_fd : -1, .query = query_of, .header = header_of, .connection = c};
    int status = 404;
    const char *allow = NULL;
    const serve_route *route = route_find(method, url, &call, &status, &allow);
    if (route == NULL) {
        reply_fail(r, status, status == 404 ? "not_found" : "method",
                   status == 404 ? "no such path" : "that method is not allowed here");
        r->allow = allow;
    } else if (route->body && st->too_large) {
        reply_fail(r, 413, "too_large", "the body is over 65536 bytes");
    } else if (route->body && !json_type(header(c, "Content-Type"))) {
        reply_fail(r, 415, "not_json", "the body must be JSON (Content-Type: application/json)");
    } else {
        route->handler(&call, r);
    }
}

static enum MHD_Result on_request(void *context, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **state)
{
    (void)version;
    const serve_server *s = context;
    request_state *st = *state;
    if (st == NULL) {
        if ((st = calloc(1, sizeof *st)) == NULL)
            return MHD_NO;
        *state = st;
        const char *length = header(c, "Content-Length");
        if (length == NULL || strtoull(length, NULL, 10) <= SERVE_BODY_MAX)
            return MHD_YES;
        st->too_large = true; /* answered now: the body is never read */
        serve_reply r = {0};
        reply_fail(&r, 413, "too_large", "the body is over 65536 bytes");
        return send_reply(c, s, &r, header(c, "Origin"));
    }
    if (*upload_size != 0) {
        if (!st->too_large && st->length + *upload_size <= SERVE_BODY_MAX) {
            char *grown = realloc(st->body, st->length + *upload_size);
            if (grown == NULL)
                return MHD_NO;
            memcpy(grown + st->length, upload, *upload_size);
            st->body = grown;
            st->length += *upload_size;
        } else {
            st->too_large = true;
        }
        *upload_size = 0;
        return MHD_YES;
    }
    serve_reply r = {0};
    answer(s, c, url, method, st, &r);
    return send_reply(c, s, &r, header(c, "Origin"));
}

static void on_completed(void *context, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode why)
{
    (void)context, (void)c, (void)why;
    request_state *st = *state;
    if (st != NULL)
        free(st->body);
    free(st);
    *state = NULL;
}

/* The address to bind: IPv4 or IPv6, numeric. */
static bool address_of(const char *text, int port, struct sockaddr_storage *out, socklen_t *size)
{
    memset(out, 0, sizeof *out);
    struct sockaddr_in *a4 = (struct sockaddr_in *)out;
    struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)out;
    if (inet_pton(AF_INET, text, &a4->sin_addr) == 1) {
        a4->sin_family = AF_INET;
        a4->sin_port = htons((uint16_t)port);
        *size = sizeof *a4;
        return true;
    }
    a6->sin6_family = AF_INET6;
    a6->sin6_port = htons((uint16_t)port);
    *size = sizeof *a6;
    return inet_pton(AF_INET6, text, &a6->sin6_addr) == 1;
}

/* A listening socket on --bind and --port (0: any free port, *port set
 * to the one bound), or -1 with a message. */
static int listen_on(const serve_config *config, int *port)
{
    struct sockaddr_storage address;
    socklen_t size;
    if (!address_of(config->bind, config->port, &address, &size)) {
        fprintf(stderr, "pokeq serve: --bind needs a numeric IPv4 or IPv6 address, at '%s'\n", config->bind);
        return -1;
    }
    const int fd = socket(address.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const int on = 1;
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0 ||
        bind(fd, (struct sockaddr *)&address, size) != 0 || listen(fd, SOMAXCONN) != 0 ||
        getsockname(fd, (struct sockaddr *)&address, &size) != 0) {
        fprintf(stderr, "pokeq serve: cannot listen on %s port %d: %s\n", config->bind, config->port,
                strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    *port = ntohs(address.ss_family == AF_INET ? ((struct sockaddr_in *)&address)->sin_port
                                               : ((struct sockaddr_in6 *)&address)->sin6_port);
    return fd;
}

static struct MHD_Daemon *start(const serve_config *config, serve_server *s, int fd)
{
    const unsigned flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL |
                           (strchr(config->bind, ':') != NULL ? MHD_USE_IPv6 : 0);
    struct MHD_Daemon *d = MHD_start_daemon(
        flags, 0, NULL, NULL, on_request, s, MHD_OPTION_LISTEN_SOCKET, (MHD_socket)fd,
        MHD_OPTION_CONNECTION_LIMIT, (unsigned)config->connections, MHD_OPTION_CONNECTION_TIMEOUT,
        (unsigned)config->timeout, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)HEADER_MEMORY,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, s, MHD_OPTION_END);
    if (d == NULL)
        fprintf(stderr, "pokeq serve: the HTTP server did not start\n");
    return d;
}

static void open_browser(const char *url)
{
    extern char **environ;
    char *argv[] = {"xdg-open", (char *)url, NULL};
    pid_t pid;
    if (posix_spawnp(&pid, "xdg-open", NULL, NULL, argv, environ) != 0)
        fprintf(stderr, "pokeq serve: --open: no xdg-open to open %s\n", url);
}

int serve_run(const serve_config *config)
{
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL); /* every thread started from here on inherits it */
    signal(SIGPIPE, SIG_IGN);
    char token[GUARD_TEXT];
    bool generated;
    if (guard_token(config->token_file, !guard_loopback(config->bind), token, &generated) != 0)
        return 1;
    const job_limits limits = {config->jobs, config->queue, config->max_seconds, config->threads};
    serve_server s = {.config = config};
    const int fd = listen_on(config, &s.port);
    if (fd < 0)
        return 1;
    guard_make(&s.guard, config->bind, s.port, token, config->allow_origin);
    struct MHD_Daemon *d = (s.jobs = jobs_new(&limits)) != NULL ? start(config, &s, fd) : NULL;
    if (d == NULL) {
        close(fd);
        jobs_free(s.jobs);
        return 1;
    }
    char url[GUARD_TEXT + 16];
    snprintf(url, sizeof url, strchr(config->bind, ':') ? "http://[%s]:%d/" : "http://%s:%d/", config->bind, s.port);
    if (generated)
        fprintf(stderr, "pokeq serve: token %s (every request: Authorization: Bearer %s)\n", token, token);
    fprintf(stderr, "pokeq serve: %s\n", url);
    fflush(stderr);
    if (config->open)
        open_browser(url);
    int signal_number = 0;
    sigwait(&stop, &signal_number);
    jobs_close(s.jobs);
    MHD_stop_daemon(d); /* closes the listening socket too */
    jobs_free(s.jobs);
    return 0;
}
