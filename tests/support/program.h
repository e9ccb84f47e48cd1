/* SPDX-License-Identifier: MIT */
/*
 * program.h - running the built pokeq program from a test, as a user would:
 * the binary next to the test's own directory (build/X/tests/test_Y ->
 * build/X/pokeq, so any build folder works, build/asan too), given bytes on
 * standard input (NULs allowed), its standard output and error captured.
 * A child that hangs is killed by an alarm, so a hung pokeq fails its test
 * instead of hanging the suite. Test code: Criterion asserts, one thread.
 */
#ifndef POKEQ_TEST_PROGRAM_H
#define POKEQ_TEST_PROGRAM_H

#include <criterion/criterion.h>

#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { PROGRAM_OUTPUT_MAX = 1 << 20, PROGRAM_ARGS_MAX = 64, PROGRAM_CHILD_SECONDS = 60 };

typedef struct run_result {
    int status;                         /* exit status, or -1 when killed */
    double seconds;                     /* wall time of the run */
    char out[PROGRAM_OUTPUT_MAX];       /* stdout, NUL-terminated */
    char err[PROGRAM_OUTPUT_MAX];       /* stderr */
} run_result;

static inline const char *pokeq_path(void)
{
    static char path[PATH_MAX];
    char self[PATH_MAX];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    cr_assert(length > 0, "cannot read /proc/self/exe");
    self[length] = '\0';
    snprintf(path, sizeof path, "%s/../pokeq", dirname(self));
    cr_assert(access(path, X_OK) == 0, "no program at %s (make builds it before the tests)", path);
    return path;
}

static inline double program_seconds_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* Starts pokeq with args (NULL-terminated), stdin holding input_length
 * bytes of input, stdout and stderr into out and err; returns the child. */
static inline pid_t program_start(const char *const *args, const char *input, size_t input_length, FILE *out,
                                  FILE *err)
{
    const char *argv[PROGRAM_ARGS_MAX + 2] = {pokeq_path()};
    for (int i = 0; args[i] != NULL; i++) {
        cr_assert(i < PROGRAM_ARGS_MAX);
        argv[i + 1] = args[i];
    }
    FILE *in = tmpfile();
    cr_assert(in != NULL);
    cr_assert(fwrite(input, 1, input_length, in) == input_length);
    fflush(in);
    rewind(in);
    const pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        alarm(PROGRAM_CHILD_SECONDS); /* survives exec */
        dup2(fileno(in), STDIN_FILENO);
        dup2(fileno(out), STDOUT_FILENO);
        dup2(fileno(err), STDERR_FILENO);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    fclose(in);
    return pid;
}

static inline void program_read_all(FILE *file, char *out)
{
    rewind(file);
    const size_t n = fread(out, 1, PROGRAM_OUTPUT_MAX - 1, file);
    out[n] = '\0';
}

/* Runs pokeq to the end; the caller frees the result. */
static inline run_result *program_run(const char *input, size_t input_length, const char *const *args)
{
    FILE *out = tmpfile(), *err = tmpfile();
    cr_assert(out != NULL && err != NULL);
    const double begun = program_seconds_now();
    const pid_t pid = program_start(args, input, input_length, out, err);
    int wait_status;
    cr_assert(waitpid(pid, &wait_status, 0) == pid);
    run_result *r = malloc(sizeof *r);
    cr_assert(r != NULL);
    r->seconds = program_seconds_now() - begun;
    r->status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : -1;
    program_read_all(out, r->out);
    program_read_all(err, r->err);
    fclose(out);
    fclose(err);
    return r;
}

/* How a child's surroundings differ from program_run's: where its stdout
 * goes and which signals it inherits as ignored (a script's `cmd &` or
 * `trap '' PIPE`). */
typedef struct program_setup {
    int stdout_fd;                      /* stdout onto this descriptor; -1: captured */
    bool stdout_closed;                 /* stdout closed (`>&-`) instead */
    bool ignore_sigpipe, ignore_sigint; /* inherited SIG_IGN */
} program_setup;

typedef struct setup_result {
    int status;                         /* exit status, or -1 when a signal ended it */
    int signal;                         /* that signal, else 0 */
    double seconds;
    char out[4096], err[4096];          /* the start of stdout (when captured) and stderr */
} setup_result;

/* In the child, before exec: the surroundings setup asks for. */
static inline void program_child_setup(const program_setup *setup)
{
    signal(SIGPIPE, setup->ignore_sigpipe ? SIG_IGN : SIG_DFL);
    signal(SIGINT, setup->ignore_sigint ? SIG_IGN : SIG_DFL);
    if (setup->stdout_closed)
        close(STDOUT_FILENO);
    else if (setup->stdout_fd >= 0)
        dup2(setup->stdout_fd, STDOUT_FILENO);
}

/* Runs pokeq with args (NULL-terminated) and input on stdin as setup
 * says; SIGINT is sent after interrupt_after seconds when that is above
 * 0. Waits for the end and returns what it left (the caller frees it). */
static inline setup_result *program_run_setup(const program_setup *setup, const char *input, const char *const *args,
                                              double interrupt_after)
{
    FILE *out = tmpfile(), *err = tmpfile(), *in = tmpfile();
    cr_assert(out != NULL && err != NULL && in != NULL);
    cr_assert(fputs(input, in) >= 0 && fflush(in) == 0);
    rewind(in);
    const char *argv[PROGRAM_ARGS_MAX + 2] = {pokeq_path()};
    for (int i = 0; args[i] != NULL; i++) {
        cr_assert(i < PROGRAM_ARGS_MAX);
        argv[i + 1] = args[i];
    }
    const double begun = program_seconds_now();
    const pid_t pid = fork();
    cr_assert(pid >= 0);
    if (pid == 0) {
        alarm(PROGRAM_CHILD_SECONDS);
        dup2(fileno(in), STDIN_FILENO);
        dup2(fileno(out), STDOUT_FILENO);
        dup2(fileno(err), STDERR_FILENO);
        program_child_setup(setup);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    if (interrupt_after > 0) {
        usleep((useconds_t)(interrupt_after * 1e6));
        kill(pid, SIGINT);
    }
    int wait_status;
    cr_assert(waitpid(pid, &wait_status, 0) == pid);
    setup_result *r = calloc(1, sizeof *r);
    cr_assert(r != NULL);
    r->seconds = program_seconds_now() - begun;
    r->status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : -1;
    r->signal = WIFSIGNALED(wait_status) ? WTERMSIG(wait_status) : 0;
    rewind(out);
    r->out[fread(r->out, 1, sizeof r->out - 1, out)] = '\0';
    rewind(err);
    r->err[fread(r->err, 1, sizeof r->err - 1, err)] = '\0';
    fclose(in);
    fclose(out);
    fclose(err);
    return r;
}

/* RUN("AhAs", "KdKc") with empty input; BATCH(text, options...) feeds text
 * to `pokeq --batch -`. */
#define RUN(...) program_run("", 0, (const char *const[]){__VA_ARGS__, NULL})
#define BATCH(text, ...) \
    program_run(text, strlen(text), (const char *const[]){"--batch", "-", __VA_ARGS__, NULL})

#endif
