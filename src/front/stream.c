/* SPDX-License-Identifier: MIT */
/* stream.c - checked output (stream.h). */
#include "front/stream.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>

/* errno of the first failed flush of stdout; 0 while none failed. */
static int stdout_errno;

void stream_guard_standard(void)
{
    static const int flags[3] = {O_WRONLY, O_RDONLY, O_RDONLY};
    for (int fd = 0; fd < 3; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int opened = open("/dev/null", flags[fd]);
        if (opened >= 0 && opened != fd) {
            dup2(opened, fd);
            close(opened);
        }
    }
    static char buffer[STREAM_BUFFER]; /* glibc takes a size only with a buffer */
    if (!isatty(STDOUT_FILENO))
        setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
}

bool stream_flush(FILE *out)
{
    /* a write that failed inside a print (its buffer full) left its
     * errno, and the stream's error flag, behind */
    const int earlier = ferror(out) ? errno : 0;
    errno = 0;
    const bool flushed = fflush(out) == 0;
    const int why = errno != 0 ? errno : earlier;
    if (flushed && !ferror(out))
        return true;
    if (out == stdout && stdout_errno == 0)
        stdout_errno = why != 0 ? why : EIO;
    return false;
}

bool stream_reader_gone(FILE *out)
{
    struct pollfd p = {.fd = fileno(out), .events = POLLOUT};
    if (p.fd < 0 || poll(&p, 1, 0) != 1 || (p.revents & (POLLERR | POLLHUP)) == 0)
        return false;
    if (out == stdout && stdout_errno == 0)
        stdout_errno = EPIPE;
    return true;
}

int stream_finish(int status)
{
    const bool out_ok = stream_flush(stdout) && stdout_errno == 0;
    if (!out_ok && stdout_errno == EPIPE)
        return EXIT_BROKEN_PIPE;
    if (!out_ok) {
        fprintf(stderr, "pokeq: cannot write the output: %s\n", strerror(stdout_errno));
        status = EXIT_FAILED;
    }
    const bool err_ok = fflush(stderr) == 0 && !ferror(stderr);
    return !err_ok && status == 0 ? EXIT_FAILED : status;
}
