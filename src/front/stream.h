/* SPDX-License-Identifier: MIT */
/*
 * stream.h - nothing lost on the way out: every write to stdout and stderr
 * is checked, by flushing the stream after each answer and once more at
 * exit and then reading its error flag (a write that failed sets it for
 * good, so no failure between two checks is missed).
 *
 * A failed write to stdout ends the run: "pokeq: cannot write the output:
 * REASON" on stderr (when stderr can still be written) and exit status
 * EXIT_FAILED. A reader that went away (EPIPE: `pokeq ... | head -1` with
 * SIGPIPE ignored) ends it quietly with EXIT_BROKEN_PIPE, the status a
 * shell shows for a process that SIGPIPE ended; with SIGPIPE at its
 * default the signal itself ends pokeq at that write, just as quietly.
 */
#ifndef POKEQ_STREAM_H
#define POKEQ_STREAM_H

#include <stdbool.h>
#include <stdio.h>

enum {
    EXIT_FAILED = 1,            /* output not written, out of memory, a file not written */
    EXIT_BROKEN_PIPE = 141      /* 128 + SIGPIPE: the reader of stdout went away */
};

/* Run first: a standard descriptor (0, 1, 2) that the caller closed is
 * opened again on /dev/null the wrong way round (stdout and stderr for
 * reading, stdin for writing), so that every write to it still fails as
 * it would have, and no file pokeq opens later takes its number. And
 * stdout, when not a terminal, gets a buffer of STREAM_BUFFER bytes: an
 * answer (or the help) is written by the flush that follows it, so a
 * failed write is seen there with its reason, not inside printf (where
 * errno is lost) once the text outgrows stdio's 4 KiB. */
enum { STREAM_BUFFER = 1 << 20 };
void stream_guard_standard(void);

/* Flushes out and tells whether everything written to it so far reached
 * the system (false after any failed write); the first failure's errno is
 * kept for stream_finish. */
bool stream_flush(FILE *out);

/* Whether out is a pipe or socket whose reader has gone away (checked
 * without writing, so a batch stops before computing an answer nobody
 * reads); that counts as a failed write with EPIPE. */
bool stream_reader_gone(FILE *out);

/* Run last: flushes stdout and stderr and returns the exit status: status
 * when every write succeeded, else EXIT_BROKEN_PIPE (quietly) or
 * EXIT_FAILED (with the message on stderr) for stdout, and EXIT_FAILED
 * for a failed write to stderr in a run that would have ended with 0. */
int stream_finish(int status);

#endif
