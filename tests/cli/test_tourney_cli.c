/* SPDX-License-Identifier: MIT */
/*
 * test_tourney_cli.c - `pokeq icm` and `pokeq pushfold` as scripts meet
 * them: ICM's JSON and CSV read back to the definition's exact answer
 * (icm_brute.h) to 1e-14 (numbers written with 15+ significant digits);
 * push/fold's JSON self-consistent (frequencies 0 or 1 but at the
 * boundary, percent from them, exploitability at most 1e-9), its chart
 * in CSV and JSON, the SVG grids well-formed; every bad input refused with
 * exit status 2 and the word named.
 */
#include "testing.h"

#include "icm_brute.h"

#include <math.h>
#include <unistd.h>

/* The number after "key": at or after `from`. */
static double number_after(const char *from, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr(from, pattern);
    cr_assert(at != NULL, "no %s in %s", key, from);
    return strtod(at + strlen(pattern), NULL);
}

Test(icm_cli, json_and_csv_read_back_to_the_definition)
{
    const unsigned chips[5] = {37, 12, 80, 5, 41};
    double brute[25];
    icm_brute(5, chips, brute);
    const double payout[3] = {50, 30, 20};
    run_result *r = RUN("icm", "--stacks", "37,12,80,5,41", "--payouts", "50,30,20", "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strstr(r->out, "\"method\":\"exact\"") != NULL);
    const char *at = r->out;
    for (int i = 0; i < 5; i++) {
        at = strstr(at, "{\"stack\":");
        cr_assert(at != NULL);
        const double equity = number_after(at, "equity");
        const double want = brute[i * 5] * payout[0] + brute[i * 5 + 1] * payout[1] + brute[i * 5 + 2] * payout[2];
        cr_expect(fabs(equity - want) <= 1e-14 * 100, "player %d: %.17g vs %.17g", i, equity, want);
        const char *places = strstr(at, "\"places\":[");
        cr_assert(places != NULL);
        places += strlen("\"places\":[");
        for (int p = 0; p < 5; p++) {
            char *end;
            const double v = strtod(places, &end);
            cr_expect(fabs(v - brute[i * 5 + p]) <= 1e-14, "player %d place %d: %.17g vs %.17g", i, p, v,
                      brute[i * 5 + p]);
            places = end + 1;
        }
        at++;
    }
    free(r);
    r = RUN("icm", "--stacks", "37,12,80,5,41", "--payouts", "50,30,20", "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strncmp(r->out, "player,stack,equity,stderr,method,place_1,place_2,place_3,place_4,place_5\n",
                      strlen("player,stack,equity,stderr,method,place_1")) == 0, "%s", r->out);
    const char *line = strchr(r->out, '\n') + 1;
    for (int i = 0; i < 5; i++) {
        int player;
        double stack, equity, stderr_equity;
        cr_assert_eq(sscanf(line, "%d,%lf,%lf,%lf,exact,", &player, &stack, &equity, &stderr_equity), 4, "%s", line);
        const double want = brute[i * 5] * 50 + brute[i * 5 + 1] * 30 + brute[i * 5 + 2] * 20;
        cr_expect(player == i + 1 && stack == chips[i] && fabs(equity - want) <= 1e-12);
        line = strchr(line, '\n') + 1;
    }
    free(r);
}

Test(icm_cli, monte_carlo_past_20_players_states_its_error)
{
    run_result *r = RUN("icm", "--stacks", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21", "--payouts",
                        "10,5", "--trials", "20000", "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_expect(strstr(r->out, "\"method\":\"monte-carlo\"") != NULL && strstr(r->out, "\"trials\":20000") != NULL);
    cr_expect(number_after(r->out, "stderr") > 0);
    free(r);
}

static void expect_refused(const char *const *args, const char *word)
{
    run_result *r = program_run("", 0, args);
    cr_expect_eq(r->status, 2, "%s: status %d", args[0], r->status);
    char quoted[128];
    snprintf(quoted, sizeof quoted, "'%s'", word);
    cr_expect(strstr(r->err, quoted) != NULL, "no %s in: %s", quoted, r->err);
    free(r);
}

#define REFUSED(word, ...) expect_refused((const char *const[]){__VA_ARGS__, NULL}, word)

Test(icm_cli, bad_input_refused_by_name)
{
    REFUSED("-3000", "icm", "--stacks", "5000,-3000,2000", "--payouts", "50,30");
    REFUSED("abc", "icm", "--stacks", "5000,abc", "--payouts", "50");
    REFUSED("0", "icm", "--stacks", "5000,0", "--payouts", "50");
    REFUSED("50,30,20", "icm", "--stacks", "5000,3000", "--payouts", "50,30,20");
    REFUSED("x", "icm", "--stacks", "5000,3000", "--payouts", "50,x");
    REFUSED("", "icm", "--stacks", "5000,3000", "--payouts", "50,,20");
    REFUSED("--exact", "icm", "--stacks", "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21", "--payouts", "1",
            "--exact");
    REFUSED("--bogus", "icm", "--stacks", "1,2", "--payouts", "1", "--bogus");
    run_result *r = RUN("icm", "--stacks", "5000,3000");
    cr_expect_eq(r->status, 2);
    free(r);
}

Test(pushfold_cli, bad_input_refused_by_name)
{
    REFUSED("1", "pushfold", "--stack", "1");
    REFUSED("1.5", "pushfold", "--stack", "1.5", "--ante", "0.5");
    REFUSED("ten", "pushfold", "--stack", "ten");
    REFUSED("25-1", "pushfold", "--stack", "25-1");
    REFUSED("3", "pushfold", "--stack", "10", "--players", "3");
    REFUSED("--step", "pushfold", "--stack", "10", "--step", "0.5");
    REFUSED("-1", "pushfold", "--stack", "10", "--ante=-1");
    REFUSED("1-1.2", "pushfold", "--stack", "1-1.2", "--step", "0.5");
    run_result *r = RUN("pushfold");
    cr_expect_eq(r->status, 2);
    free(r);
}

/* A cache folder holding the class matrix, made once per run. */
static const char *matrix_cache(void)
{
    static char dir[64];
    if (dir[0] == '\0') {
        snprintf(dir, sizeof dir, "/tmp/pokeq_pushfold_XXXXXX");
        cr_assert(mkdtemp(dir) != NULL);
        run_result *r = RUN("preflop", "matrix", "--cache", dir, "--quiet", "--format", "csv");
        cr_assert_eq(r->status, 0, "%s", r->err);
        free(r);
    }
    return dir;
}

static double class_value(const char *object, const char *name)
{
    return number_after(object, name);
}

Test(pushfold_cli, one_stack_json_is_an_equilibrium, .timeout = 300, .disabled = SANITIZED)
{
    run_result *r = RUN("pushfold", "--stack", "10", "--cache", matrix_cache(), "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(strncmp(r->out, "{\"game\":\"holdem\",", 17) == 0, "issue 28 row 15: %.40s", r->out);
    cr_expect(number_after(r->out, "exploitability") <= 1e-9);
    static const char *const sides[2] = {"\"push\":{", "\"call\":{"};
    for (int s = 0; s < 2; s++) {
        const char *side = strstr(r->out, sides[s]);
        cr_assert(side != NULL);
        const char *classes = strstr(side, "\"classes\":{");
        cr_assert(classes != NULL);
        double combos = 0;
        int mixed = 0;
        for (int cls = 0; cls < POKEQ_CLASSES; cls++) {
            char name[4];
            const double f = class_value(classes, pokeq_class_name(cls, name));
            cr_expect(f >= 0 && f <= 1);
            mixed += f > 0 && f < 1;
            combos += f * pokeq_class_combos(cls);
        }
        cr_expect(mixed <= 2, "%d classes mixed", mixed);
        cr_expect(fabs(number_after(side, "percent") - 100 * combos / 1326) < 1e-9);
    }
    /* the strongest hands are always played, the weakest never */
    const char *push = strstr(r->out, "\"classes\":{");
    cr_expect_eq(class_value(push, "AA"), 1);
    cr_expect_eq(class_value(push, "32o"), 0);
    free(r);
}

Test(pushfold_cli, chart_csv_json_and_svg, .timeout = 300, .disabled = SANITIZED)
{
    const char *dir = matrix_cache();
    run_result *r = RUN("pushfold", "--stack", "2-6", "--step", "1", "--cache", dir, "--format", "csv");
    cr_assert_eq(r->status, 0, "%s", r->err);
    int rows = 0;
    for (const char *c = r->out; *c; c++)
        rows += *c == '\n';
    cr_expect_eq(rows, 1 + POKEQ_CLASSES);
    cr_expect(strstr(r->out, "\nAA,0,6,6,6,holdem\n") != NULL, "%s", r->out);
    free(r);
    r = RUN("pushfold", "--stack", "2-6", "--step", "1", "--cache", dir, "--format", "json");
    cr_assert_eq(r->status, 0, "%s", r->err);
    cr_assert(json_valid(r->out, strlen(r->out)), "%s", r->out);
    cr_expect(number_after(r->out, "AA") == 6);
    char push_svg[128], call_svg[128];
    snprintf(push_svg, sizeof push_svg, "%s/push.svg", dir);
    snprintf(call_svg, sizeof call_svg, "%s/call.svg", dir);
    free(r);
    r = RUN("pushfold", "--stack", "8", "--cache", dir, "--svg", push_svg, "--call-svg", call_svg);
    cr_assert_eq(r->status, 0, "%s", r->err);
    for (int k = 0; k < 2; k++) {
        FILE *in = fopen(k ? call_svg : push_svg, "r");
        cr_assert(in != NULL);
        static char svg[1 << 20];
        svg[fread(svg, 1, sizeof svg - 1, in)] = '\0';
        fclose(in);
        int cells = 0;
        const char *problem = xml_check(svg, "g", "class=\"cell\"", &cells);
        cr_expect(problem == NULL && cells == POKEQ_CLASSES, "%s", problem ? problem : "");
    }
    free(r);
}
