# SPDX-License-Identifier: MIT
# pokeq - build, test, install. See README.md.
#
#   make               build/libpokeq.a, build/libpokeq.so, build/pokeq
#   make example       build, then run the bundled example (examples/)
#   make test          the Criterion tests (tests/unit, tests/api, tests/cli)
#   make check-asan    the same tests under AddressSanitizer + UBSan (build/asan)
#   make bench         evaluator and equity benchmarks
#   make man           the man pages from man/*.scd into build/man (scdoc)
#   make install       PREFIX=/usr/local DESTDIR= : the program, libpokeq.a and
#                      libpokeq.so.X.Y.Z with its links, pokeq.h, pokeq.pc, the
#                      CMake package, man pages, completion, LICENSE
#   make uninstall     the same PREFIX and DESTDIR: removes what install put there
#   make check         the quick tier: every suite but the slowest, under 90 s
#   make regen-ranking pokeq's own hand-class rankings again into data/
#   make regen-preflop every hand class against random, exact, into data/
#   make python        the Python package (python/) into build/python:
#                      PYTHONPATH=build/python /usr/bin/python3 -c 'import pokeq'
#   make test-python   its pytest suite (python/tests), Debian's /usr/bin/python3
#
# Tables are generated at build time by build/tablegen (eval/gen/) into
# $(BUILD)/gen/pokeq_tables.[ch]; nothing generated is committed. The
# rankings for "N%" ranges are data (data/*.tsv), turned into C at build
# time; no build computes an equity.

BUILD    ?= build
CC       ?= cc
OPT      ?= -O3
SAN      ?=
PREFIX   ?= /usr/local
DESTDIR  ?=
LIBDIR   ?= $(PREFIX)/lib
INCDIR   ?= $(PREFIX)/include
BINDIR   ?= $(PREFIX)/bin
MANDIR   ?= $(PREFIX)/share/man
DOCDIR   ?= $(PREFIX)/share/doc/pokeq
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
CMAKEDIR ?= $(LIBDIR)/cmake/pokeq
SCDOC    ?= scdoc

WARN      := -Wall -Wextra
BASEFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) -fopenmp -fPIC
INCLUDES  := -Iinclude -Ieval -Isim -Ibench -I$(BUILD)/gen
ALLCFLAGS  = $(OPT) $(BASEFLAGS) $(SAN) $(INCLUDES) $(CFLAGS)
LDLIBS    := -fopenmp -lm

GEN_DIR   := $(BUILD)/gen
TABLES_H  := $(GEN_DIR)/pokeq_tables.h
TABLES_C  := $(GEN_DIR)/pokeq_tables.c

# The generator is a build tool: always optimised, never sanitised.
TABLEGEN      := $(BUILD)/tablegen
TABLEGEN_SRC  := $(wildcard eval/gen/*.c) eval/naive.c eval/card.c eval/hand_value.c eval/shortdeck_rules.c \
                 eval/low_rules.c eval/deuce_rules.c

LIB_SRC   := $(wildcard eval/*.c) $(wildcard sim/*.c) $(filter-out sim/gen/%,$(wildcard sim/*/*.c))
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/gen/pokeq_tables.o $(BUILD)/obj/gen/pokeq_omaha_tables.o \
             $(BUILD)/obj/gen/pokeq_ranking.o $(BUILD)/obj/gen/pokeq_preflop_table.o
# bench/: the evaluators only the bench compares (ACE, 2+2: into the
# internal archive, for the program and the tests) and the bench harnesses
# (part of the program). Never in libpokeq.
BENCH_EVAL_SRC := bench/ace_bits.c bench/twoplustwo.c
BENCH_EVAL_OBJ := $(BENCH_EVAL_SRC:%.c=$(BUILD)/obj/%.o)
CLI_SRC   := $(wildcard src/*.c src/*/*.c) $(filter-out $(BENCH_EVAL_SRC),$(wildcard bench/*.c))
# pokeq serve (src/serve/): libmicrohttpd and jansson (Debian libmicrohttpd-dev,
# libjansson-dev); docs/openapi.json compiled in by build/embed.
SERVE_CFLAGS := $(shell pkg-config --cflags libmicrohttpd jansson 2>/dev/null)
SERVE_LIBS   := $(shell pkg-config --libs libmicrohttpd jansson 2>/dev/null || echo -lmicrohttpd -ljansson)
EMBED        := $(BUILD)/embed
EMBEDDED_C   := $(GEN_DIR)/embedded.c
EMBEDDED     := embedded_openapi_json=docs/openapi.json
# The web page (web/: HTML, CSS, JavaScript modules, no build chain) rides
# the same way, each file as its URL path (index.html as "/"): a table of
# path, Content-Type, bytes and ETag (src/serve/static.h).
WEB_FILES    := $(sort $(wildcard web/*.html web/*.css web/js/*.js))
EMBEDDED     += $(foreach f,$(WEB_FILES),$(patsubst /index.html,/,$(patsubst web/%,/%,$(f)))=$(f))
CLI_OBJ   := $(CLI_SRC:%.c=$(BUILD)/obj/%.o) $(BUILD)/obj/gen/embedded.o
MAIN_OBJ  := $(filter %/main.o,$(CLI_OBJ))
# Tests by what they test: unit (may use internal headers), api (pokeq.h
# alone, linked against libpokeq.a: the public header and library are
# enough), cli (the program as a black box). One binary per file, all in
# build/tests/ (names are unique across the groups).
TEST_GROUPS := unit api cli
TEST_SRC  := $(foreach g,$(TEST_GROUPS),$(wildcard tests/$(g)/*.c))
TEST_BIN  := $(addprefix $(BUILD)/tests/,$(notdir $(TEST_SRC:.c=)))
TEST_HDR  := $(wildcard tests/support/*.h)

STATIC    := $(BUILD)/libpokeq.a
INTERNAL  := $(BUILD)/libpokeq_internal.a
SHARED    := $(BUILD)/libpokeq.so
CLI       := $(BUILD)/pokeq

.PHONY: all example test check check-asan bench bench-callgrind install uninstall man clean tables
.DELETE_ON_ERROR:

all: $(STATIC) $(SHARED) $(CLI)

tables: $(TABLES_H)

$(TABLEGEN): $(TABLEGEN_SRC) $(wildcard eval/gen/*.h) $(wildcard eval/*.h)
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -D_GNU_SOURCE $(WARN) -Iinclude -Ieval -Ieval/gen -o $@ $(TABLEGEN_SRC)

# One rule makes both files; the header is the target others depend on.
$(TABLES_H): $(TABLEGEN)
	@mkdir -p $(GEN_DIR)
	$(TABLEGEN) $(GEN_DIR)
$(TABLES_C): $(TABLES_H)

$(BUILD)/obj/gen/pokeq_tables.o: $(TABLES_C) $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fvisibility=hidden -c -o $@ $<

# The same run writes the Omaha tables (eval/gen/omaha_build.c); data only,
# so compiled without optimisation (the same bytes, seconds sooner).
$(GEN_DIR)/pokeq_omaha_tables.c: $(TABLES_H)
$(BUILD)/obj/gen/pokeq_omaha_tables.o: $(GEN_DIR)/pokeq_omaha_tables.c $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -O0 -fvisibility=hidden -c -o $@ $<

# Hand-class rankings for percentage ranges: data, not computation. The
# orders are committed in data/*.tsv (PokerStove's published order, and
# pokeq's own two computed by `make regen-ranking`); build/rankdata
# (sim/gen/rankdata.c) checks each file and writes them as C tables.
RANKDATA     := $(BUILD)/rankdata
RANKING_C    := $(GEN_DIR)/pokeq_ranking.c
RANKING_DATA := ranking_pokerstove=data/pokerstove-ranking.tsv ranking_vs3=data/ranking-vs3.tsv \
                ranking_vs1=data/ranking-vs1.tsv ranking_shortdeck=data/ranking-shortdeck.tsv \
                ranking_omaha=data/ranking-omaha.tsv ranking_omaha_hilo=data/ranking-omaha-hilo.tsv
RANKING_TSV  := $(foreach pair,$(RANKING_DATA),$(word 2,$(subst =, ,$(pair))))
$(RANKDATA): sim/gen/rankdata.c sim/gen/rankdata_omaha.c sim/gen/tsv_lines.c sim/gen/tsv_lines.h sim/text/omaha_class.h
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -D_GNU_SOURCE $(WARN) -Isim -o $@ sim/gen/rankdata.c sim/gen/rankdata_omaha.c sim/gen/tsv_lines.c
$(RANKING_C): $(RANKDATA) $(RANKING_TSV)
	@mkdir -p $(GEN_DIR)
	$(RANKDATA) $@ $(RANKING_DATA)

# pokeq's own rankings, computed once (sim/gen/rankgen.c, linked with the
# library) into data/ranking-vs1.tsv (exact, seconds),
# data/ranking-vs3.tsv (Monte Carlo, about 15 minutes of one core) and
# data/ranking-shortdeck.tsv (short deck's 81 classes, exact, about a
# minute) and data/ranking-omaha.tsv (Omaha 4's 16,432 suit classes
# against one random hand, Monte Carlo, 49,152 trials a class: 90 to
# 270 CPU seconds; 21 minutes of wall time at load 20 on 2 cores) and
# data/ranking-omaha-hilo.tsv (the same for omaha-hilo, 24,576 trials a
# class, 404 M trials: 220 CPU seconds, 10.7 minutes of wall time at nice
# on the loaded 2 cores, beside a build); commit what changes. REGEN_RANKINGS=vs1
# redoes only the quick one, REGEN_RANKINGS=shortdeck only short deck's,
# REGEN_RANKINGS=omaha only Omaha's, REGEN_RANKINGS=omaha-hilo only its hi/lo's.
RANKGEN        := $(BUILD)/rankgen
REGEN_RANKINGS ?= vs1 vs3 shortdeck omaha omaha-hilo
.PHONY: regen-ranking
$(RANKGEN): sim/gen/rankgen.c sim/gen/rankgen_omaha.c sim/text/omaha_class.h $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ sim/gen/rankgen.c sim/gen/rankgen_omaha.c $(STATIC) $(LDLIBS)
regen-ranking: $(RANKGEN)
	@set -e; for ranking in $(REGEN_RANKINGS); do $(RANKGEN) data $$ranking; done

# Every hand class against one random hand, exact: computed once by the
# range engine (sim/gen/preflopgen.c, a minute on 2 cores) into
# data/preflop-vs-random.tsv and committed; build/preflopdata
# (sim/gen/preflopdata.c) checks the file and writes it as a C table, from
# which pokeq_solve answers heads-up preflop jobs against random.
PREFLOPGEN   := $(BUILD)/preflopgen
PREFLOPDATA  := $(BUILD)/preflopdata
PREFLOP_TSV  := data/preflop-vs-random.tsv
PREFLOP_C    := $(GEN_DIR)/pokeq_preflop_table.c
.PHONY: regen-preflop
$(PREFLOPGEN): sim/gen/preflopgen.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
regen-preflop: $(PREFLOPGEN)
	$(PREFLOPGEN) data
$(PREFLOPDATA): sim/gen/preflopdata.c sim/gen/tsv_lines.c sim/gen/tsv_lines.h
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -D_GNU_SOURCE $(WARN) -Isim -o $@ sim/gen/preflopdata.c sim/gen/tsv_lines.c
$(PREFLOP_C): $(PREFLOPDATA) $(PREFLOP_TSV)
	@mkdir -p $(GEN_DIR)
	$(PREFLOPDATA) $(PREFLOP_TSV) $@
$(BUILD)/obj/gen/pokeq_preflop_table.o: $(PREFLOP_C) $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fvisibility=hidden -c -o $@ $<

$(BUILD)/obj/gen/pokeq_ranking.o: $(RANKING_C) $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fvisibility=hidden -c -o $@ $<

$(BUILD)/obj/%.o: %.c $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fvisibility=hidden -MMD -MP -c -o $@ $<

# The program is not position-independent: its inlined evaluator loops then
# address the tables directly instead of spending a register and an LEA each.
# src/ sees pokeq.h and its own folders only (include lines name the
# folder: "front/args.h"), so the compiler itself keeps the program off
# the library's internals.
$(BUILD)/obj/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(OPT) $(BASEFLAGS) $(SAN) -Iinclude -Isrc $(SERVE_CFLAGS) $(CFLAGS) -fno-pie -MMD -MP -c -o $@ $<

# Files compiled into the program (src/serve/embedded.h): a build tool,
# always optimised, never sanitised, like the table generator.
$(EMBED): src/serve/gen/embed.c
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -D_GNU_SOURCE $(WARN) -o $@ $<
$(EMBEDDED_C): $(EMBED) $(foreach pair,$(EMBEDDED),$(word 2,$(subst =, ,$(pair)))) Makefile
	@mkdir -p $(GEN_DIR)
	$(EMBED) $@ $(EMBEDDED)
$(BUILD)/obj/gen/embedded.o: $(EMBEDDED_C) src/serve/static.h
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Isrc -O0 -fno-pie -c -o $@ $<
$(BUILD)/obj/bench/bench_%.o: bench/bench_%.c $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -fno-pie -MMD -MP -c -o $@ $<
$(BUILD)/obj/bench/cmd_bench.o: bench/cmd_bench.c $(TABLES_H)
	@mkdir -p $(@D)
	$(CC) $(ALLCFLAGS) -Isrc -fno-pie -MMD -MP -c -o $@ $<

# libpokeq.a is one relocatable object whose hidden symbols are made local,
# so it defines no global name but the pokeq_* API (nothing to clash with a
# static link). The program, the tests and the fuzzers link the internal
# archive: the same objects unlocalised, plus the bench-only evaluators.
$(STATIC): $(LIB_OBJ)
	@rm -f $@ $(BUILD)/obj/libpokeq.o
	$(LD) -r -o $(BUILD)/obj/libpokeq.o $^
	objcopy --localize-hidden $(BUILD)/obj/libpokeq.o
	ar rcs $@ $(BUILD)/obj/libpokeq.o

$(INTERNAL): $(LIB_OBJ) $(BENCH_EVAL_OBJ)
	@rm -f $@
	ar rcs $@ $^

# The version script (libpokeq.map) exports the pokeq_* API and nothing else.
# The soname's number is the major version of include/pokeq.h (0 while it is
# 0.x), so that the real name libpokeq.so.0.2.0 and the soname agree.
SONAME := libpokeq.so.0
$(SHARED): $(LIB_OBJ) libpokeq.map
	$(CC) $(SAN) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=libpokeq.map -o $@ $(LIB_OBJ) $(LDLIBS)

$(CLI): $(CLI_OBJ) $(INTERNAL)
	$(CC) $(SAN) -no-pie -o $@ $(CLI_OBJ) $(INTERNAL) $(LDLIBS) $(SERVE_LIBS)

TEST_CFLAGS = $(OPT) $(BASEFLAGS) $(SAN) $(CFLAGS) -Itests/support -DPOKEQ_SOURCE_DIR='"$(CURDIR)"'
$(BUILD)/tests/%: tests/unit/%.c $(INTERNAL) $(TEST_HDR)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) $(INCLUDES) -o $@ $< $(INTERNAL) -lcriterion $(LDLIBS)
$(BUILD)/tests/%: tests/api/%.c $(STATIC) $(TEST_HDR)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -Iinclude -o $@ $< $(STATIC) -lcriterion $(LDLIBS)
$(BUILD)/tests/%: tests/cli/%.c $(STATIC) $(TEST_HDR)
	@mkdir -p $(@D)
	$(CC) $(TEST_CFLAGS) -Iinclude -o $@ $< $(STATIC) -lcriterion $(TEST_LIBS) $(LDLIBS)
# the graph test reads the PNG that headless Chromium renders (zlib)
$(BUILD)/tests/test_graph_cli: TEST_LIBS := -lz

# The bundled example: the smallest library program, then the CLI on the
# scenario file (preflop classics, draws, rivers, ranges).
EXAMPLE := $(BUILD)/example_equity
$(EXAMPLE): examples/equity.c $(STATIC) include/pokeq.h
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)

example: $(EXAMPLE) $(CLI)
	$(EXAMPLE)
	$(CLI) --batch examples/scenarios.txt

# Each test binary runs on its own; all must pass. The example must build,
# and the program (the bench files excepted) includes no library header but
# pokeq.h: what it does, any caller of the library can do. The man pages
# document every option the help prints (tests/cli/check_man.sh), and an
# install into a temporary DESTDIR holds everything, builds and runs a
# program against it, and uninstalls clean (tests/api/test_install.sh; not
# under sanitizers, whose libpokeq.so a plain program cannot load).
ifeq ($(SAN),)
INSTALL_TEST = echo "== tests/api/test_install.sh"; MAKE="$(MAKE)" BUILD="$(BUILD)" CC="$(CC)" tests/api/test_install.sh
INSTALL_TEST_NEEDS = $(STATIC) $(SHARED) $(CLI)
WEB_TEST = echo "== tests/web/test_web.py"; $(MAKE) --no-print-directory BUILD=$(BUILD) test-web
else
WEB_TEST = echo "== tests/web/test_web.py: skipped under sanitizers"
INSTALL_TEST = echo "== tests/api/test_install.sh: skipped under sanitizers"
INSTALL_TEST_NEEDS =
endif
test: $(TEST_BIN) $(CLI) $(EXAMPLE) $(BENCH_PROGRAMS) check-includes check-exports check-spdx $(INSTALL_TEST_NEEDS)
	@set -e; for t in $(TEST_BIN); do echo "== $$t"; s=$$(date +%s); $$t --jobs 1; \
	    echo "== $$t: $$(( $$(date +%s) - s )) s"; done
	@echo "== tests/cli/check_man.sh"; tests/cli/check_man.sh $(CLI)
	@$(MAKE) --no-print-directory BUILD=$(BUILD) test-serve
	@$(INSTALL_TEST)
	@$(WEB_TEST)

# The quick tier, for an edit-test loop: the library, the program, every
# suite but the slow ones (CHECK_SLOW: each recounts a whole table or every
# hand, and runs in make test), the include rules and a smoke run of the
# program. Under 90 s on an idle 2-core machine (the README says what it
# measured); make test is the whole suite.
CHECK_SLOW := test_golden test_exact test_eval7 test_preflop test_preflop_files test_eval_peers test_ranking \
              test_mc test_range_exact test_shards test_pushfold_exact test_tourney_cli test_preflop_table \
              test_game_categories test_board_random test_range_pairs test_pushfold test_suit_orbits test_shortdeck
CHECK_BIN  := $(filter-out $(addprefix $(BUILD)/tests/,$(CHECK_SLOW)),$(TEST_BIN))
check: $(CHECK_BIN) $(CLI) check-includes check-exports check-spdx
	@set -e; for t in $(CHECK_BIN); do echo "== $$t"; $$t --jobs 2; done
	@set -e; echo "== smoke"; $(CLI) AhAs KdKc --exact >/dev/null; $(CLI) "QQ+,AKs" random --mc --trials 20000 -q >/dev/null; \
	    status=0; $(CLI) AhAs AhKd 2>/dev/null || status=$$?; test $$status -eq 2; echo "smoke: ok"

# pokeq serve over real HTTP (tests/serve/test_serve.py, Debian's
# /usr/bin/python3 and python3-jsonschema): every endpoint, answers equal to
# the CLI's, errors, guard, cancel, SIGTERM, a bounded load test. Part of
# make test (and so of make check-asan, against the sanitised program).
.PHONY: test-serve bench-serve
test-serve: $(CLI)
	@if [ -x $(PYTHON) ]; then echo "== tests/serve/test_serve.py"; \
	    POKEQ_SANITIZED="$(SAN)" $(PYTHON) -W ignore tests/serve/test_serve.py $(CLI); \
	else echo "== tests/serve/test_serve.py: skipped, no $(PYTHON) (Debian's python3)"; fi

# Requests per second and latency of POST /api/v1/equity (AsKs 7h7d
# --board 7c8s9s) at 1, 8 and 64 connections, by Debian's wrk
# (tests/serve/bench_serve.sh); BENCH_SECONDS each (default 5).
bench-serve: $(CLI)
	tests/serve/bench_serve.sh $(CLI)

# libpokeq.a and libpokeq.so define no global name but the pokeq_* API.
# pokeq-mpi (`make mpi`, optional: the normal build and its tests never
# need MPI): the program's objects but main.o, and mpi/ built with mpicc;
# every rank answers parts through the library's shard seam (mpi/*.h).
MPICC     ?= mpicc
MPI_SRC   := $(wildcard mpi/*.c)
MPI_OBJ   := $(MPI_SRC:%.c=$(BUILD)/obj/%.o)
MPI_CLI   := $(BUILD)/pokeq-mpi

.PHONY: mpi test-mpi
mpi: $(MPI_CLI)

$(BUILD)/obj/mpi/%.o: mpi/%.c $(TABLES_H)
	@mkdir -p $(@D)
	$(MPICC) $(ALLCFLAGS) -Isrc -MMD -MP -c -o $@ $<

$(MPI_CLI): $(MPI_OBJ) $(filter-out $(MAIN_OBJ),$(CLI_OBJ)) $(INTERNAL)
	$(MPICC) $(SAN) -no-pie -o $@ $^ $(LDLIBS) $(SERVE_LIBS)

# mpiexec -n 1, 2 and 3 print what pokeq prints (tests/mpi/run.sh); .ci/run
# runs it where mpiexec exists.
test-mpi: $(MPI_CLI) $(CLI)
	tests/mpi/run.sh $(CLI) $(MPI_CLI)

.PHONY: check-exports
check-exports: $(STATIC) $(SHARED)
	@bad=$$( { nm --defined-only -g $(STATIC); nm -D --defined-only $(SHARED); } | \
	    awk 'NF == 3 && $$3 !~ /^pokeq_/ && $$3 !~ /^LIBPOKEQ_1(\.[0-9]+)?$$/ && $$3 !~ /^__odr_asan[._]pokeq_/ { print $$3 }'); \
	if [ -n "$$bad" ]; then echo "libpokeq exports more than pokeq_*: $$bad"; exit 1; fi

# Every source file names its licence (LICENSE) on its first lines.
SPDX_FILES := $(wildcard include/*.h eval/*.[ch] eval/gen/*.[ch] sim/*/*.[ch] src/*/*.[ch] mpi/*.[ch] \
                bench/*.[ch] tests/*/*.[ch] tests/*/*.sh tests/*/*.py examples/*.c python/pokeq/*.py \
                python/*.py python/tests/*.py completion/* src/serve/gen/*.c web/*.html web/*.css web/js/*.js) \
                Makefile .ci/run
.PHONY: check-spdx
check-spdx:
	@bad=$$(for f in $(SPDX_FILES); do head -n 3 "$$f" | grep -q 'SPDX-License-Identifier: MIT' || echo "$$f"; done); \
	if [ -n "$$bad" ]; then echo "no SPDX line in:" $$bad; exit 1; fi

.PHONY: check-includes
check-includes:
	@tests/tools/check_includes.sh sim src

check-asan:
	$(MAKE) BUILD=build/asan OPT="-O1 -g -fno-omit-frame-pointer" \
	    SAN="-fsanitize=address,undefined -fno-sanitize-recover=all" test

# The bench programs of examples/ (each has its make bench-NAME below);
# make test builds them so that a change of an internal call cannot leave
# one broken unseen.
BENCH_PROGRAMS := $(addprefix $(BUILD)/,bench_mc bench_exact bench_ranges bench_cost bench_schedule bench_threads)

bench: $(CLI)
	$(CLI) bench

# Monte Carlo trials per second on one core (examples/bench_mc.c).
.PHONY: bench-mc
$(BUILD)/bench_mc: examples/bench_mc.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
bench-mc: $(BUILD)/bench_mc
	$(BUILD)/bench_mc

# Exact equity wall times, medians in-process (examples/bench_exact.c).
.PHONY: bench-exact
$(BUILD)/bench_exact: examples/bench_exact.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
bench-exact: $(BUILD)/bench_exact
	$(BUILD)/bench_exact

# Range workloads, medians in-process (examples/bench_ranges.c): 5 runs, all threads.
.PHONY: bench-ranges
$(BUILD)/bench_ranges: examples/bench_ranges.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
bench-ranges: $(BUILD)/bench_ranges
	$(BUILD)/bench_ranges 5 0

# The cost model against the clock (examples/bench_cost.c): estimated and
# measured seconds of exact answers over a grid of scenarios, 1 and 2 threads.
.PHONY: bench-cost
$(BUILD)/bench_cost: examples/bench_cost.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
bench-cost: $(BUILD)/bench_cost
	$(BUILD)/bench_cost

# Would more threads stay busy? Every task's CPU time, then the work
# runner's schedule replayed for 2..64 threads (examples/bench_schedule.c;
# internal archive: the tasks are internal). ARGS=quick: no random vs random.
.PHONY: bench-schedule
$(BUILD)/bench_schedule: examples/bench_schedule.c $(INTERNAL)
	$(CC) $(ALLCFLAGS) -o $@ $< $(INTERNAL) $(LDLIBS)
bench-schedule: $(BUILD)/bench_schedule
	$(BUILD)/bench_schedule $(ARGS)

# The work runner past two cores: the same jobs on 1, 2, 4 ... threads,
# medians and efficiency (examples/bench_threads.c). ARGS="max_threads runs
# [words]": only the jobs whose label holds the words.
.PHONY: bench-threads
$(BUILD)/bench_threads: examples/bench_threads.c $(STATIC)
	$(CC) $(ALLCFLAGS) -o $@ $< $(STATIC) $(LDLIBS)
bench-threads: $(BUILD)/bench_threads
	$(BUILD)/bench_threads $(ARGS)

# ---- the web page (web/; README "The page") ---------------------------------
# web/'s files are compiled into the program by build/embed (above) and
# served by it (src/serve/static.c). make test-web drives the page in
# headless Chromium against a real `pokeq serve` (tests/web/,
# python3-selenium; skipped with a message where chromium, chromedriver or
# selenium is missing); make bench-web times #p=AhAs&p=KdKc from opening to
# the answer and sums the page's transfer.

# axe-core (npm) for the accessibility check, into build/web-node once
# (README "The page": without npm the check says so and is skipped).
WEB_NODE := $(BUILD)/web-node
.PHONY: test-web bench-web
$(WEB_NODE)/node_modules/axe-core/axe.min.js:
	@mkdir -p $(WEB_NODE)
	@if command -v npm >/dev/null 2>&1; then timeout 180 npm install --prefix $(WEB_NODE) --no-audit --no-fund --silent axe-core@4 \
	    || echo "make: npm install axe-core failed; the accessibility check will be skipped"; \
	else echo "make: npm not found; the accessibility check will be skipped"; fi
test-web: $(CLI)
	@$(MAKE) --no-print-directory $(WEB_NODE)/node_modules/axe-core/axe.min.js || true
	@if [ -x $(PYTHON) ]; then POKEQ=$(CLI) AXE=$(WEB_NODE)/node_modules/axe-core/axe.min.js OUT=$(BUILD)/web \
	    $(PYTHON) tests/web/test_web.py; else echo "tests/web: skipped, no $(PYTHON) (Debian's python3)"; fi
bench-web: $(CLI)
	POKEQ=$(CLI) $(PYTHON) tests/web/bench_web.py

# ---- the Python package (python/; README "Python") --------------------------
# A cffi module in API mode (python/build_ffi.py) compiled against pokeq.h
# and linked with the static library, next to the package's Python files,
# in $(PY_BUILD). Debian's interpreter and packages (python3-cffi,
# python3-dev, python3-numpy; python3-pytest and python3-hypothesis for the
# tests), not whatever python3 is first on PATH. Not part of make test: it
# needs those packages; .ci/run runs make test-python after make test.
PYTHON    ?= /usr/bin/python3
PY_BUILD  := $(BUILD)/python
PY_FILES  := $(wildcard python/pokeq/*.py python/pokeq/*.pyi) python/pokeq/py.typed
PY_STAMP  := $(PY_BUILD)/.built

.PHONY: python test-python
python: $(PY_STAMP)

$(PY_STAMP): python/build_ffi.py $(STATIC) include/pokeq.h $(PY_FILES)
	@mkdir -p $(PY_BUILD)/pokeq
	POKEQ_LIBRARY=$(STATIC) $(PYTHON) python/build_ffi.py $(PY_BUILD)
	rm -f $(PY_BUILD)/pokeq/*.py $(PY_BUILD)/pokeq/*.pyi
	cp $(PY_FILES) $(PY_BUILD)/pokeq/
	@touch $@

# pytest's exit status 5 (no tests collected) is a failure here, not a pass.
# POKEQ_TEST_SLOW=1 make test-python adds the exact preflop tables (seconds
# each on an idle machine; .ci/run sets it).
test-python: $(PY_STAMP) $(CLI)
	@PYTHONPATH=$(PY_BUILD) PYTHONDONTWRITEBYTECODE=1 HYPOTHESIS_STORAGE_DIRECTORY=$(BUILD)/hypothesis POKEQ_CLI=$(CLI) \
	    $(PYTHON) -m pytest -q -p no:cacheprovider python/tests; status=$$?; \
	if [ $$status -eq 5 ]; then echo "make test-python: pytest collected no tests"; exit 1; fi; exit $$status

# ---- installing and packaging ----------------------------------------------
# The shared library is installed as libpokeq.so.MAJOR.MINOR.PATCH (the
# version of include/pokeq.h) with the soname link ($(SONAME), what programs
# load) and the development link libpokeq.so (what -lpokeq finds). The man
# pages need scdoc; without it install says so and goes on without them.
# uninstall removes exactly the files install writes, and the directories
# of pokeq's own (cmake/pokeq, doc/pokeq) when they are left empty.
pokeq_version_part = $(shell sed -n 's/^.define POKEQ_VERSION_$(1) *\([0-9][0-9]*\).*/\1/p' include/pokeq.h)
VERSION_MAJOR := $(call pokeq_version_part,MAJOR)
VERSION_MINOR := $(call pokeq_version_part,MINOR)
VERSION_PATCH := $(call pokeq_version_part,PATCH)
VERSION       := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)
REALNAME      := libpokeq.so.$(VERSION)
SIZEOF_VOID_P  = $(shell echo | $(CC) -dM -E - | sed -n 's/^.define __SIZEOF_POINTER__ //p')

MAN_PAGES := $(patsubst man/%.scd,$(BUILD)/man/%,$(wildcard man/*.scd))
HAVE_SCDOC := $(shell command -v $(SCDOC) 2>/dev/null)

man: $(MAN_PAGES)

$(BUILD)/man/%: man/%.scd
	@command -v $(SCDOC) >/dev/null || { echo "make man: $(SCDOC) not found (Debian package scdoc)"; exit 1; }
	@mkdir -p $(@D)
	$(SCDOC) < $< > $@

# @NAME@ in a template -> the value of the make variable NAME
SUBST = sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' -e 's|@INCDIR@|$(INCDIR)|g' \
	    -e 's|@CMAKEDIR@|$(CMAKEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' -e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' \
	    -e 's|@VERSION_MINOR@|$(VERSION_MINOR)|g' -e 's|@SONAME@|$(SONAME)|g' -e 's|@REALNAME@|$(REALNAME)|g' \
	    -e 's|@SIZEOF_VOID_P@|$(SIZEOF_VOID_P)|g'

install: $(STATIC) $(SHARED) $(CLI) $(if $(HAVE_SCDOC),$(MAN_PAGES))
	@case "$(VERSION)" in *[!0-9.]* | .* | *..* | *.) \
	    echo "install: no version in include/pokeq.h (POKEQ_VERSION_MAJOR/MINOR/PATCH): '$(VERSION)'"; exit 1;; esac
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCDIR) $(DESTDIR)$(PKGCONFIGDIR) \
	    $(DESTDIR)$(CMAKEDIR) $(DESTDIR)$(DOCDIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 755 $(CLI) $(DESTDIR)$(BINDIR)/pokeq
	install -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/libpokeq.a
	install -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/$(REALNAME)
	ln -sf $(REALNAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libpokeq.so
	install -m 644 include/pokeq.h $(DESTDIR)$(INCDIR)/pokeq.h
	$(SUBST) pokeq.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/pokeq.pc
	$(SUBST) cmake/pokeq-config.cmake.in > $(DESTDIR)$(CMAKEDIR)/pokeq-config.cmake
	$(SUBST) cmake/pokeq-config-version.cmake.in > $(DESTDIR)$(CMAKEDIR)/pokeq-config-version.cmake
	install -m 644 LICENSE $(DESTDIR)$(DOCDIR)/LICENSE
	install -m 644 completion/pokeq.bash $(DESTDIR)$(BASHCOMPDIR)/pokeq
	install -m 644 completion/_pokeq $(DESTDIR)$(ZSHCOMPDIR)/_pokeq
ifneq ($(HAVE_SCDOC),)
	install -d $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3
	install -m 644 $(BUILD)/man/pokeq.1 $(DESTDIR)$(MANDIR)/man1/pokeq.1
	install -m 644 $(BUILD)/man/libpokeq.3 $(DESTDIR)$(MANDIR)/man3/libpokeq.3
else
	@echo "install: $(SCDOC) not found (Debian package scdoc): man pages not installed"
endif

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pokeq $(DESTDIR)$(LIBDIR)/libpokeq.a $(DESTDIR)$(LIBDIR)/$(REALNAME) \
	    $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libpokeq.so $(DESTDIR)$(INCDIR)/pokeq.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/pokeq.pc $(DESTDIR)$(CMAKEDIR)/pokeq-config.cmake \
	    $(DESTDIR)$(CMAKEDIR)/pokeq-config-version.cmake $(DESTDIR)$(DOCDIR)/LICENSE \
	    $(DESTDIR)$(BASHCOMPDIR)/pokeq $(DESTDIR)$(ZSHCOMPDIR)/_pokeq \
	    $(DESTDIR)$(MANDIR)/man1/pokeq.1 $(DESTDIR)$(MANDIR)/man3/libpokeq.3
	@for dir in $(DESTDIR)$(CMAKEDIR) $(DESTDIR)$(DOCDIR); do \
	    if [ -d "$$dir" ]; then rmdir "$$dir" 2>/dev/null || echo "uninstall: $$dir kept (not empty)"; fi; \
	done

clean:
	rm -rf build

-include $(wildcard $(BUILD)/obj/*/*.d $(BUILD)/obj/*/*/*.d $(BUILD)/obj/*/*/*/*.d)

# Instructions per evaluation: callgrind counts the instructions of each
# evaluator's random-access loop (bench/bench_eval.c) and of the same loop with
# no evaluation; the difference over the hands is the evaluator's own cost.
# Repeatable on a noisy machine. The 2+2 table is built under valgrind too,
# which takes a minute or two; the count excludes it.
CALLGRIND_HANDS ?= 200000
CALLGRIND_LOOPS := empty bytes-empty naive cactus-kev perfect-hash ace twoplustwo eval7 inline bytes low-a5 low-eight \
                   draw-high deuce27 a5-five badugi \
                   omaha-empty omaha-high omaha-hilo omaha-shared-2 omaha-shared-6
bench-callgrind: $(CLI)
	@for loop in $(CALLGRIND_LOOPS); do \
	    valgrind --tool=callgrind --callgrind-out-file=$(BUILD)/callgrind.$$loop \
	        --toggle-collect='loop_*' $(CLI) bench --loop $$loop $(CALLGRIND_HANDS) >/dev/null 2>&1 || exit 1; \
	    printf '%s %s\n' $$loop "$$(callgrind_annotate $(BUILD)/callgrind.$$loop 2>/dev/null | \
	        sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,)"; \
	done | awk -v n=$(CALLGRIND_HANDS) '{ ir[$$1] = $$2; order[++count] = $$1 } END { \
	    printf "instructions per 7-card evaluation, Omaha: per seat (callgrind, %d random hands or boards, harness subtracted;\n", n; \
	    printf "omaha-high/-hilo: each seat on its own board; omaha-shared-K: K fixed hands share each board):\n"; \
	    for (i = 1; i <= count; i++) { name = order[i]; if (name ~ /empty/) continue; \
	        base = name == "bytes" ? ir["bytes-empty"] : name ~ /^omaha/ ? ir["omaha-empty"] : ir["empty"]; \
	        seats = match(name, /shared-[0-9]+$$/) ? substr(name, RSTART + 7) + 0 : 1; \
	        printf "  %-14s %8.2f\n", name, (ir[name] - base) / n / seats } }'

# ---- fuzzing (tests/fuzz/) --------------------------------------------------
# libFuzzer targets for every parser: a card list, a range, one batch line,
# a whole batch file, the argument vector, a shard file, the page's paths. Each checks properties (round
# trips, the batch line equal to the command line, no line lost), not only
# that nothing crashes; none runs the engines, so each does thousands of
# inputs a second. The library and the CLI objects are built again with
# clang, coverage and ASan + UBSan, into $(FUZZ_BUILD); each target's finds
# go to $(FUZZ_BUILD)/corpus/TARGET, the committed seeds in
# tests/fuzz/corpus/TARGET are only read. A crash or a failed property
# leaves its input in $(FUZZ_BUILD)/artifacts/ and fails the make.
#
#   make fuzz           every target FUZZ_SECONDS (60) seconds, one after another
#   make fuzz-smoke     every target 20 seconds (CI)
#   make fuzz-build     only build them; run one by hand:
#                       build/fuzz/fuzz_range build/fuzz/corpus/range tests/fuzz/corpus/range
FUZZ_BUILD    := build/fuzz
FUZZ_CC       ?= clang
FUZZ_SAN      := -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all
FUZZ_TARGETS  := cards range omaha_range batch_line batch_file argv shard_file serve_request web_path number_list
FUZZ_SECONDS  ?= 60
FUZZ_FLAGS    ?= -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
FUZZ_CLI_OBJ   = $(filter-out $(MAIN_OBJ),$(CLI_OBJ))

.PHONY: fuzz fuzz-smoke fuzz-build fuzz-targets
fuzz-build:
	$(MAKE) BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) OPT="-O1 -g -fno-omit-frame-pointer" SAN="$(FUZZ_SAN)" fuzz-targets

fuzz-targets: $(FUZZ_TARGETS:%=$(BUILD)/fuzz_%)

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c $(wildcard tests/fuzz/*.h) $(FUZZ_CLI_OBJ) $(INTERNAL)
	$(CC) $(ALLCFLAGS) -fsanitize=fuzzer -Isrc $(SERVE_CFLAGS) -Itests/fuzz -no-pie -o $@ $< $(FUZZ_CLI_OBJ) $(INTERNAL) \
	    $(LDLIBS) $(SERVE_LIBS)

fuzz: fuzz-build
	@set -e; for t in $(FUZZ_TARGETS); do \
	    mkdir -p $(FUZZ_BUILD)/corpus/$$t $(FUZZ_BUILD)/artifacts; \
	    echo "== fuzz_$$t, $(FUZZ_SECONDS) s"; \
	    $(FUZZ_BUILD)/fuzz_$$t $(FUZZ_FLAGS) -max_total_time=$(FUZZ_SECONDS) \
	        -artifact_prefix=$(FUZZ_BUILD)/artifacts/$$t- \
	        $(FUZZ_BUILD)/corpus/$$t tests/fuzz/corpus/$$t 2>$(FUZZ_BUILD)/fuzz_$$t.log \
	        || { tail -n 40 $(FUZZ_BUILD)/fuzz_$$t.log; exit 1; }; \
	    grep -E '^#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units' $(FUZZ_BUILD)/fuzz_$$t.log; \
	done

fuzz-smoke:
	$(MAKE) FUZZ_SECONDS=20 fuzz
