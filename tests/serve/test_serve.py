#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""test_serve.py - pokeq serve over real HTTP (issue 29): every endpoint,
answers equal to the CLI's JSON for the same words, every error status
with its JSON body, the guard (Host, Origin, token), cancel by DELETE and
by disconnect (the server's CPU idle again), SIGTERM, a bounded load test;
every JSON answer validated against docs/openapi.json.

    /usr/bin/python3 tests/serve/test_serve.py build/pokeq
"""
import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import server as serve  # noqa: E402

POKEQ = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(serve.ROOT, "build", "pokeq"))
TIMING = ("seconds", "threads")
LONG_MC = {"players": ["AhAs", "random", "random"], "method": "mc", "trials": 10 ** 12}
# a dead card keeps it off the preflop table (sim/solve/preflop_table.c), which answers
# random against random at once: the range engine counts it, about 30 s on two cores
LONG_EXACT = {"players": ["random", "random"], "dead": "2c", "method": "exact"}
TOO_SLOW = {"players": ["QQ+,AKs", "random", "random", "22+"], "method": "exact"}  # estimated in days


def cli_json(*words):
    done = subprocess.run([POKEQ, *words], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, (words, done.stderr)
    return json.loads(done.stdout)


def untimed(answer):
    return {k: v for k, v in answer.items() if k not in TIMING}


# (body, the command line's words for the same question)
EQUITY = [
    ({"players": ["AhAs", "KdKc"]}, ["AhAs", "KdKc"]),
    ({"players": ["AsKs", "7h7d"], "board": "7c8s9s"}, ["AsKs", "7h7d", "--board", "7c8s9s"]),
    ({"players": ["AhKh", "QsQd", "JcTc"], "dead": "2c3c"}, ["AhKh", "QsQd", "JcTc", "--dead", "2c3c"]),
    ({"players": ["QQ+,AKs", "random"], "board": "7h2h3c"}, ["QQ+,AKs", "random", "--board", "7h2h3c"]),
    ({"players": ["AKs,AKo", "22+"], "board": "Kh7s2c8d"}, ["AKs,AKo", "22+", "--board", "Kh7s2c8d"]),
    ({"players": ["AhKd", "QQ"], "board": "2c7d9hTsJs"}, ["AhKd", "QQ", "--board", "2c7d9hTsJs"]),
    ({"players": ["10%", "20%"], "board": "Ah7c2d", "ranking": "vs1"},
     ["10%", "20%", "--board", "Ah7c2d", "--ranking", "vs1"]),
    ({"players": ["AK:0.5,QQ", "random"], "board": "Kd9s4c"}, ["AK:0.5,QQ", "random", "--board", "Kd9s4c"]),
    ({"players": ["QQ+", "AKs"], "board": "Ts9s8d", "per_combo": True},
     ["QQ+", "AKs", "--board", "Ts9s8d", "--per-combo"]),
    ({"players": ["AhAs", "KdKc"], "board": "7c8s9s", "categories": True},
     ["AhAs", "KdKc", "--board", "7c8s9s", "--categories"]),
    ({"players": ["AsAh2s3h", "QdQcJdJc"], "game": "omaha-hilo", "board": "2c3d4h", "categories": True},
     ["AsAh2s3h", "QdQcJdJc", "--game", "omaha-hilo", "--board", "2c3d4h", "--categories"]),
    ({"players": ["Ah2h3c4d5s", "KsKd5c7d8s"], "game": "razz", "method": "exact", "categories": True},
     ["Ah2h3c4d5s", "KsKd5c7d8s", "--game", "razz", "--exact", "--categories"]),
    ({"players": ["JJ+,AQs+", "random"], "board": "Qh8c3d", "curve": True},
     ["JJ+,AQs+", "random", "--board", "Qh8c3d", "--graph", "/dev/null"]),
    ({"players": ["AhAs", "random", "random"], "method": "mc", "trials": 200000, "seed": 7},
     ["AhAs", "random", "random", "--mc", "--trials", "200000", "--seed", "7"]),
    ({"players": ["AhKh", "random"], "method": "mc", "stderr": 0.002, "seed": 3},
     ["AhKh", "random", "--mc", "--stderr", "0.002", "--seed", "3"]),
    ({"players": ["AA", "KK", "QQ", "random"], "trials": 100000, "seed": 11},
     ["AA", "KK", "QQ", "random", "--trials", "100000", "--seed", "11"]),
    ({"players": ["AhAs", "KdKc"], "method": "exact", "board": "2c3d4h"},
     ["AhAs", "KdKc", "--exact", "--board", "2c3d4h"]),
    ({"players": ["AhAsKdKc", "QsQdJsJd"], "game": "omaha", "board": "2c7d9h"},
     ["AhAsKdKc", "QsQdJsJd", "--game", "omaha", "--board", "2c7d9h"]),
    ({"players": ["AhAsKdKc2h", "QsQdJsJdTc"], "game": "omaha5", "board": "3c7d9h"},
     ["AhAsKdKc2h", "QsQdJsJdTc", "--game", "omaha5", "--board", "3c7d9h"]),
    ({"players": ["AhAsKdKc2h3h", "QsQdJsJdTcTd"], "game": "omaha6", "board": "4c7d9h"},
     ["AhAsKdKc2h3h", "QsQdJsJdTcTd", "--game", "omaha6", "--board", "4c7d9h"]),
    ({"players": ["AhAs2c3d", "KdKcQsQd"], "game": "omaha-hilo", "board": "4h8s9c"},
     ["AhAs2c3d", "KdKcQsQd", "--game", "omaha-hilo", "--board", "4h8s9c"]),
    ({"players": ["AhAs2c3d5h", "KdKcQsQdJd"], "game": "omaha5-hilo", "board": "4h8s9c"},
     ["AhAs2c3d5h", "KdKcQsQdJd", "--game", "omaha5-hilo", "--board", "4h8s9c"]),
    ({"players": ["AhKh", "QsQd"], "game": "shortdeck"}, ["AhKh", "QsQd", "--game", "shortdeck"]),
    ({"players": ["AhKh", "6s6d"], "game": "shortdeck-triton", "board": "7h8h9c"},
     ["AhKh", "6s6d", "--game", "shortdeck-triton", "--board", "7h8h9c"]),
    ({"players": ["AhAs", "KdKc", "QhQd"]}, ["AhAs", "KdKc", "QhQd"]),
    ({"players": ["AhAs", "KdKc"], "board": "Qd7c2s", "dead": "3h4h"},
     ["AhAs", "KdKc", "--board", "Qd7c2s", "--dead", "3h4h"]),
    ({"players": ["AhAs", "KdKc", "QhQd", "JhJd", "ThTd", "9h9d"], "board": "2c3c4s"},
     ["AhAs", "KdKc", "QhQd", "JhJd", "ThTd", "9h9d", "--board", "2c3c4s"]),
    ({"players": ["TT+,AQs+", "22-99,ATs-A2s"], "board": "Jh5c3d"},
     ["TT+,AQs+", "22-99,ATs-A2s", "--board", "Jh5c3d"]),
    ({"players": ["AhAsKdKc", "random"], "game": "omaha", "method": "mc", "trials": 100000, "seed": 5},
     ["AhAsKdKc", "random", "--game", "omaha", "--mc", "--trials", "100000", "--seed", "5"]),
    ({"players": ["AhKh", "random"], "game": "shortdeck", "method": "mc", "trials": 100000, "seed": 9},
     ["AhKh", "random", "--game", "shortdeck", "--mc", "--trials", "100000", "--seed", "9"]),
    ({"players": ["AhAs", "random"], "method": "mc", "trials": 65536, "seed": "18446744073709551615"},
     ["AhAs", "random", "--mc", "--trials", "65536", "--seed", "18446744073709551615"]),
    ({"players": ["5%", "random"], "board": "AhKd2c", "ranking": "vs3"},
     ["5%", "random", "--board", "AhKd2c", "--ranking", "vs3"]),
    ({"players": ["15%", "random"], "board": "Jc9c2h", "ranking": "pokerstove", "per_combo": True},
     ["15%", "random", "--board", "Jc9c2h", "--ranking", "pokerstove", "--per-combo"]),
    ({"players": ["AhAs", "KdKc"], "board": "", "dead": "", "method": "auto"}, ["AhAs", "KdKc"]),
    ({"players": ["AsKs", "7h7d"], "board": "7c8s9s", "trials": 1e5, "seed": 2},
     ["AsKs", "7h7d", "--board", "7c8s9s", "--trials", "1e5", "--seed", "2"]),
] + [({"players": seats, "game": game, **extra}, ["--game", game, *seats, *words]) for game, seats, extra, words in (
    # the seated games: no board, a seat is its known cards (stud) or the cards it keeps (draw)
    ("razz", ["Ah2h3c", "KsKd5c"], {"dead": "7s8s"}, ["--dead", "7s8s"]),
    ("stud", ["AhAdKc9s5d", "QsQd2c7h8h"], {}, []),
    ("stud", ["AhAdKc", "QsQd2c", "7h8h9h"], {"method": "mc", "trials": 100000, "seed": 3},
     ["--mc", "--trials", "100000", "--seed", "3"]),
    ("stud-hilo", ["As2s3dKh8c", "QhQd9c9dTc"], {}, []),
    ("stud-hilo-nq", ["As2s3d", "QhQd9c"], {"method": "mc", "trials": 100000, "seed": 5},
     ["--mc", "--trials", "100000", "--seed", "5"]),
    ("draw", ["AhAdAc", "KsKdKc2h"], {}, []),
    ("draw", ["AhAd", ""], {"method": "mc", "trials": 50000, "seed": 1}, ["--mc", "--trials", "50000", "--seed", "1"]),
    ("lowball27", ["2h3h4h5h", "KsKd"], {"dead": "7s8s"}, ["--dead", "7s8s"]),
    ("lowball-a5", ["Ah2d3c", "4s5s6s7c"], {}, []),
    ("badugi", ["2h3d4c", "KsKd"], {"board": ""}, []))]
EQUITY_BY_GAME = {body.get("game", "holdem"): (body, words) for body, words in reversed(EQUITY)}
SEATED = ("razz", "stud", "stud-hilo", "stud-hilo-nq", "draw", "lowball27", "lowball-a5", "badugi")

HITS = [
    ({"range": "QQ+,AKs,T9s", "board": "Kh7s2c"}, ["QQ+,AKs,T9s", "--board", "Kh7s2c"]),
    ({"range": "random", "board": "Ah7h2c9d", "vs": "QQ+"}, ["random", "--board", "Ah7h2c9d", "--vs", "QQ+"]),
    ({"range": "22+,A2s+", "board": "5h6h7h", "dead": "8h", "list": True},
     ["22+,A2s+", "--board", "5h6h7h", "--dead", "8h", "--list"]),
    ({"range": "10%", "board": "Jd9d2s3c4h", "ranking": "vs1"}, ["10%", "--board", "Jd9d2s3c4h", "--ranking", "vs1"]),
    ({"range": "AAxx,KQJTds:0.5", "board": "Kh7s2c", "game": "omaha"},
     ["--game", "omaha", "AAxx,KQJTds:0.5", "--board", "Kh7s2c"]),
    ({"range": "A2xx", "board": "7c8dKc9s", "dead": "3c", "game": "omaha-hilo"},
     ["--game", "omaha-hilo", "A2xx", "--board", "7c8dKc9s", "--dead", "3c"]),
]


class Endpoints(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.s = serve.Server(POKEQ, "--max-seconds", "5")

    @classmethod
    def tearDownClass(cls):
        assert cls.s.stop() == 0

    def test_version(self):
        status, answer, headers = self.s.json("GET", "/api/v1/version")
        self.assertEqual(status, 200)
        self.assertEqual(headers["Content-Type"], "application/json")
        version = subprocess.run([POKEQ, "--version"], capture_output=True, text=True).stdout.split()[1]
        self.assertEqual(answer["version"], version)
        self.assertIn("omaha5-hilo", answer["games"])
        # every game the server plays is in the OpenAPI file's game enum, and no other
        self.assertEqual(set(answer["games"]), set(serve.SPEC["components"]["schemas"]["Game"]["enum"]))
        self.assertTrue(set(SEATED) <= set(answer["games"]), set(SEATED) - set(answer["games"]))
        self.assertEqual(self.s.request("HEAD", "/api/v1/version")[0], 200)

    def test_openapi_is_the_file(self):
        status, _, content = self.s.request("GET", "/api/v1/openapi.json")
        self.assertEqual(status, 200)
        with open(os.path.join(serve.ROOT, "docs", "openapi.json"), "rb") as f:
            self.assertEqual(content, f.read())

    def test_equity_equals_cli(self):
        self.assertGreaterEqual(len(EQUITY), 30)
        for body, words in EQUITY:
            with self.subTest(words=" ".join(words)):
                serve.schema_check("components/schemas/EquityRequest", body)
                status, answer, _ = self.s.json("POST", "/api/v1/equity", body)
                self.assertEqual(status, 200, answer)
                self.assertEqual(untimed(answer), untimed(cli_json(*words, "--format", "json")))

    def test_hits_equal_cli(self):
        for body, words in HITS:
            with self.subTest(words=" ".join(words)):
                status, answer, _ = self.s.json("POST", "/api/v1/hits", body)
                self.assertEqual(status, 200, answer)
                self.assertEqual(answer, cli_json("hits", *words, "--format", "json"))

    def test_range(self):
        for body, combos in (({"range": "QQ+"}, 18), ({"range": "AKs"}, 4), ({"range": "random"}, 1326),
                             ({"range": "random", "game": "shortdeck"}, 630), ({"range": "AKs", "game": "holdem-hilo"}, 4), ({"range": "AhKh,QQ:0.5"}, 7),
                             ({"range": "10%", "ranking": "vs1"}, None)):
            with self.subTest(body=body):
                status, answer, _ = self.s.json("POST", "/api/v1/range", body)
                self.assertEqual(status, 200, answer)
                if combos is not None:
                    self.assertEqual(answer["combos"], combos)
                classes = {name: (6 if len(name) == 2 else 4 if name[2] == "s" else 12) for name in answer["cells"]}
                weighted = sum(answer["cells"][name] * classes[name] for name in classes)
                self.assertAlmostEqual(weighted, answer["weighted"], places=9)
                again = self.s.json("POST", "/api/v1/range", dict(body, range=answer["text"]))[1]
                self.assertEqual(again, answer)

    def test_preflop_tables(self):
        for path, words in (("/api/v1/preflop/vs-random", ["preflop", "vs-random"]),
                            ("/api/v1/preflop/matrix", ["preflop", "matrix"])):
            with self.subTest(path=path):
                status, answer, _ = self.s.json("GET", path)
                if status == 503:  # not cached on this machine: the CLI would compute it (minutes)
                    self.assertEqual(answer["error"]["code"], "not_cached")
                    continue
                self.assertEqual(status, 200)
                self.assertEqual(answer, cli_json(*words, "--format", "json", "--quiet"))
        status, answer, _ = self.s.json("GET", "/api/v1/preflop/vs-random?game=omaha")
        self.assertEqual((status, answer["error"]["code"]), (400, "unsupported"))

    def job_events(self, body):
        """Posts a job, reads its event stream to the end: (id, [(event, data)]), each checked against the file."""
        status, accepted, _ = self.s.json("POST", "/api/v1/jobs", body)
        self.assertEqual(status, 202, accepted)
        conn = self.s.connect()
        conn.request("GET", "/api/v1/jobs/%s/events" % accepted["id"])
        response = conn.getresponse()
        self.assertEqual(response.getheader("Content-Type"), "text/event-stream")
        events, name = [], None
        for raw in response:
            line = raw.decode().rstrip("\n")
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                events.append((name, json.loads(line[6:])))
        conn.close()
        for name, data in events[:-1]:
            self.assertEqual(name, "progress")
            serve.schema_check("components/schemas/JobProgress", data)
        last = {"result": "EquityAnswer", "error": "Error"}.get(events[-1][0])
        self.assertIsNotNone(last, events[-1])
        serve.schema_check("components/schemas/" + last, events[-1][1])
        return accepted, events

    def test_job_events_end_with_the_result(self):
        body = {"players": ["AhAs", "random", "random"], "method": "mc", "trials": 3000000, "seed": 4}
        accepted, events = self.job_events(body)
        self.assertEqual(events[-1][0], "result")
        words = ["AhAs", "random", "random", "--mc", "--trials", "3000000", "--seed", "4", "--format", "json"]
        self.assertEqual(untimed(events[-1][1]), untimed(cli_json(*words)))
        status, state, _ = self.s.json("GET", "/api/v1/jobs/" + accepted["id"])
        self.assertEqual((status, state["state"]), (200, "done"))
        self.assertEqual(self.s.request("DELETE", "/api/v1/jobs/" + accepted["id"])[0], 200)
        self.assertEqual(self.s.request("GET", "/api/v1/jobs/" + accepted["id"])[0], 404)


    def test_seated_jobs_equal_cli(self):
        for body, words in (EQUITY_BY_GAME["razz"], EQUITY_BY_GAME["lowball27"], EQUITY_BY_GAME["stud-hilo"]):
            with self.subTest(words=" ".join(words)):
                accepted, events = self.job_events(body)
                self.assertEqual(events[-1][0], "result")
                self.assertEqual(untimed(events[-1][1]), untimed(cli_json(*words, "--format", "json")))
                self.assertEqual(self.s.request("DELETE", "/api/v1/jobs/" + accepted["id"])[0], 200)

    def test_seated_job_with_a_board_ends_in_an_error_naming_it(self):
        """A job's body is refused by the library once it runs: the stream's last event is the Error."""
        for game in SEATED:
            with self.subTest(game=game):
                _, events = self.job_events({"players": ["Ah2h3c", "KsKd5c"], "game": game, "board": "7s8s9s"})
                self.assertEqual(events[-1][0], "error")
                e = events[-1][1]["error"]
                self.assertEqual((e["code"], e["field"]), ("board", "board"))
                self.assertIn(game, e["message"])


class Errors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.s = serve.Server(POKEQ, "--max-seconds", "5")

    @classmethod
    def tearDownClass(cls):
        assert cls.s.stop() == 0

    def error(self, method, path, body=None, headers=None, status=400):
        got, answer, reply_headers = self.s.json(method, path, body, headers=headers)
        self.assertEqual(got, status, answer)
        return answer["error"], reply_headers

    def test_bad_input_names_the_field_and_place(self):
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AsKs", "7h7x"], "board": "7c8s9s"})
        self.assertEqual((e["code"], e["field"], e["index"], e["offset"]), ("card", "players", 1, 2))
        self.assertIn("at '7x'", e["message"])
        cli = subprocess.run([POKEQ, "AsKs", "7h7x", "--board", "7c8s9s"], capture_output=True, text=True)
        self.assertEqual(cli.returncode, 2)
        self.assertIn(e["message"], cli.stderr)
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "QQ+,AXs"]})
        self.assertEqual((e["code"], e["field"], e["index"], e["offset"]), ("range_syntax", "players", 1, 4))
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"], "board": "Ah2c3d"})
        self.assertEqual((e["code"], e["field"], e["index"]), ("duplicate", "players", 0))
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"], "board": "Qh2c3d", "dead": "Qh"})
        self.assertEqual((e["code"], e["field"]), ("duplicate", "dead"))
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"], "trials": 0})
        self.assertEqual((e["code"], e["field"]), ("bad_value", "trials"))
        for game in SEATED:  # no board in a seated game: refused by name (a job: its last event, Endpoints)
            e, _ = self.error("POST", "/api/v1/equity", {"players": ["Ah2h3c", "KsKd5c"], "game": game, "board": "7s8s9s"})
            self.assertEqual((e["code"], e["field"]), ("board", "board"))
            self.assertIn(game, e["message"])
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["Ah2h3c", "KsKd5c"], "game": "razz", "board": "7s8s9s"})
        cli = subprocess.run([POKEQ, "--game", "razz", "Ah2h3c", "KsKd5c", "--board", "7s8s9s"], capture_output=True, text=True)
        self.assertEqual(cli.returncode, 2)
        self.assertIn(e["message"], cli.stderr)
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"], "game": "chess"})
        self.assertEqual(e["field"], "game")
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "--batch"]})
        self.assertEqual((e["field"], e["index"]), ("players", 1))
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"], "colour": 1})
        self.assertEqual(e["code"], "unknown_field")
        e, _ = self.error("POST", "/api/v1/equity", {"board": "Ah2c3d"})
        self.assertEqual((e["code"], e["field"]), ("missing_field", "players"))
        e, _ = self.error("POST", "/api/v1/equity", {"players": "AhAs KdKc"})
        self.assertEqual((e["code"], e["field"]), ("bad_type", "players"))
        e, _ = self.error("POST", "/api/v1/equity", '{"players": ["AhAs",')
        self.assertEqual(e["code"], "bad_json")
        e, _ = self.error("POST", "/api/v1/equity", "[1, 2]")
        self.assertEqual(e["code"], "bad_json")
        e, _ = self.error("POST", "/api/v1/hits", {"range": "QQ+", "board": "Kh7x2c"})
        self.assertEqual(e["field"], "board")
        e, _ = self.error("POST", "/api/v1/hits", {"range": "AK", "board": "Kh7s2c", "game": "razz"})
        self.assertEqual(e["field"], "game")
        self.assertIn("no board", e["message"])
        e, _ = self.error("POST", "/api/v1/hits", {"range": "AAxx", "board": "Kh7s2c", "game": "omaha", "list": True})
        self.assertIn("--list", e["message"])
        e, _ = self.error("POST", "/api/v1/range", {"range": "QQ+,AXs"})
        self.assertEqual((e["code"], e["field"]), ("range_syntax", "range"))
        e, _ = self.error("POST", "/api/v1/range", {"range": "AAKK", "game": "omaha"})
        self.assertEqual(e["code"], "unsupported")

    def test_statuses(self):
        e, _ = self.error("GET", "/api/v1/nothing", status=404)
        self.assertEqual(e["code"], "not_found")
        e, headers = self.error("PUT", "/api/v1/equity", status=405)
        self.assertEqual(headers["Allow"], "POST")
        self.assertEqual(self.error("GET", "/api/v1/jobs/0123456789abcdef", status=404)[0]["code"], "no_job")
        self.error("POST", "/api/v1/equity", b"x" * (64 * 1024 + 1), status=413)
        self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"]},
                   headers={"Content-Type": "text/plain"}, status=415)
        e, _ = self.error("POST", "/api/v1/equity", TOO_SLOW, status=422)
        self.assertEqual(e["code"], "too_slow")

    def test_chunked_body_over_the_limit(self):
        conn = self.s.connect()
        conn.putrequest("POST", "/api/v1/equity")
        conn.putheader("Content-Type", "application/json")
        conn.putheader("Transfer-Encoding", "chunked")
        conn.endheaders()
        chunk = b"x" * 8192
        for _ in range(9):
            conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        conn.send(b"0\r\n\r\n")
        response = conn.getresponse()
        self.assertEqual(response.status, 413)
        serve.validate("POST", "/api/v1/equity", 413, response.getheader("Content-Type"), response.read())
        conn.close()

    def test_host_and_origin(self):
        e, _ = self.error("GET", "/api/v1/version", headers={"Host": "evil.example:80"}, status=421)
        self.assertEqual(e["code"], "bad_host")
        e, _ = self.error("GET", "/api/v1/version", headers={"Host": "localhost:%d" % (self.s.port + 1)}, status=421)
        self.assertEqual(self.s.request("GET", "/api/v1/version", headers={"Host": "localhost:%d" % self.s.port})[0],
                         200)
        e, _ = self.error("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"]},
                          headers={"Origin": "http://evil.example"}, status=403)
        self.assertEqual(e["code"], "bad_origin")
        self.error("DELETE", "/api/v1/jobs/0123456789abcdef", headers={"Origin": "https://evil.example"}, status=403)
        own = {"Origin": "http://127.0.0.1:%d" % self.s.port}
        status, headers, _ = self.s.request("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"]}, headers=own)
        self.assertEqual(status, 200)
        self.assertNotIn("Access-Control-Allow-Origin", headers)


def tokens_needed(pokeq, *args, token=None):
    s = serve.Server(pokeq, *args)
    try:
        given = token or s.token
        assert given, "a non-loopback bind printed no token"
        s.token = None
        status, answer, _ = s.json("GET", "/api/v1/version", headers={"Host": "127.0.0.1:%d" % s.port})
        assert (status, answer["error"]["code"]) == (401, "no_token"), (status, answer)
        status, _, _ = s.json("GET", "/api/v1/version", headers={"Authorization": "Bearer nope"})
        assert status == 401
        status, _, _ = s.json("GET", "/api/v1/version", headers={"Authorization": "Bearer " + given})
        assert status == 200
    finally:
        assert s.stop() == 0


class Guard(unittest.TestCase):
    def test_non_loopback_bind_needs_the_printed_token(self):
        tokens_needed(POKEQ, "--bind", "0.0.0.0")

    def test_token_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".token") as f:
            f.write("s3cret-token\n")
            f.flush()
            tokens_needed(POKEQ, "--bind", "0.0.0.0", "--token-file", f.name, token="s3cret-token")

    def test_allow_origin(self):
        s = serve.Server(POKEQ, "--allow-origin", "https://study.example")
        try:
            status, headers, _ = s.request("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"]},
                                           headers={"Origin": "https://study.example"})
            self.assertEqual(status, 200)
            self.assertEqual(headers["Access-Control-Allow-Origin"], "https://study.example")
        finally:
            self.assertEqual(s.stop(), 0)


class Cancel(unittest.TestCase):
    def setUp(self):
        self.s = serve.Server(POKEQ, "--jobs", "1", "--queue", "1", "--max-seconds", "60")

    def tearDown(self):
        self.assertEqual(self.s.stop(), 0)

    def start_job(self, body):
        status, accepted, _ = self.s.json("POST", "/api/v1/jobs", body)
        self.assertEqual(status, 202, accepted)
        self.assertTrue(self.s.busy_within(5), "the job is not running")
        return accepted["id"]

    def test_delete_returns_the_partial_answer(self):
        job = self.start_job(LONG_MC)
        status, answer, _ = self.s.json("DELETE", "/api/v1/jobs/" + job)
        self.assertEqual(status, 200)
        self.assertTrue(answer["interrupted"])
        self.assertTrue(self.s.idle_within(1.0))

    def test_delete_an_exact_job(self):
        job = self.start_job(LONG_EXACT)
        status, _, _ = self.s.request("DELETE", "/api/v1/jobs/" + job)
        self.assertEqual(status, 204)
        self.assertTrue(self.s.idle_within(1.0))

    def test_busy_then_queue_full(self):
        job = self.start_job(LONG_MC)
        queued = self.s.json("POST", "/api/v1/jobs", LONG_MC)[1]["id"]
        status, answer, headers = self.s.json("POST", "/api/v1/equity", {"players": ["AhAs", "KdKc"]})
        self.assertEqual((status, answer["error"]["code"]), (503, "busy"))
        self.assertEqual(headers["Retry-After"], "1")
        self.assertEqual(self.s.json("GET", "/api/v1/jobs/" + queued)[1]["state"], "queued")
        self.assertEqual(self.s.request("DELETE", "/api/v1/jobs/" + queued)[0], 204)
        self.assertEqual(self.s.request("DELETE", "/api/v1/jobs/" + job)[0], 200)
        self.assertTrue(self.s.idle_within(1.0))

    def test_disconnect_cancels_a_request(self):
        for body in (LONG_MC, LONG_EXACT):
            client = socket.create_connection(("127.0.0.1", self.s.port))
            data = json.dumps(body).encode()
            client.sendall(b"POST /api/v1/equity HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
                           b"Content-Length: %d\r\n\r\n%s" % (self.s.port, len(data), data))
            self.assertTrue(self.s.busy_within(5), "the answer is not running")
            client.close()
            self.assertTrue(self.s.idle_within(1.0), body)

    def test_disconnect_cancels_a_stream(self):
        job = self.start_job(LONG_MC)
        conn = self.s.connect()
        conn.request("GET", "/api/v1/jobs/%s/events" % job)
        response = conn.getresponse()
        self.assertEqual(response.status, 200)
        self.assertTrue(response.readline().startswith(b"event: progress"))
        conn.sock.shutdown(socket.SHUT_RDWR)
        conn.close()
        self.assertTrue(self.s.idle_within(1.0))
        self.assertEqual(self.s.json("GET", "/api/v1/jobs/" + job)[1]["state"], "done")


class Shutdown(unittest.TestCase):
    def test_sigterm_and_sigint_stop_running_work(self):
        for sig in (signal.SIGTERM, signal.SIGINT):
            s = serve.Server(POKEQ, "--max-seconds", "60")
            s.json("POST", "/api/v1/jobs", LONG_MC)
            client = socket.create_connection(("127.0.0.1", s.port))
            data = json.dumps(LONG_EXACT).encode()
            client.sendall(b"POST /api/v1/equity HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
                           b"Content-Length: %d\r\n\r\n%s" % (s.port, len(data), data))
            time.sleep(0.3)
            started = time.time()
            self.assertEqual(s.stop(sig, timeout=2.0), 0, "".join(s.lines))
            self.assertLess(time.time() - started, 2.0)
            client.close()


class Load(unittest.TestCase):
    CLIENTS, REQUESTS = 32, 200

    def test_keep_alive_clients_with_bad_requests_between(self):
        s = serve.Server(POKEQ, "--threads", "1", "--connections", "128")
        body = {"players": ["AsKs", "7h7d"], "board": "7c8s9s"}
        expected = untimed(cli_json("AsKs", "7h7d", "--board", "7c8s9s", "--format", "json"))
        results, failures = [], []

        def client(number):
            conn = s.connect(timeout=30)
            good = 0
            try:
                for i in range(self.REQUESTS):
                    if i % 10 == 3:
                        status, _, _ = s.request("POST", "/api/v1/equity", '{"players": [', connection=conn, check=False)
                        assert status == 400, status
                    elif i % 50 == 7:  # oversized: refused before it is read, on a connection of its own
                        assert s.request("POST", "/api/v1/equity", b"{" * 70000, check=False)[0] == 413
                    else:
                        status, _, content = s.request("POST", "/api/v1/equity", body, connection=conn, check=False)
                        assert status == 200 and untimed(json.loads(content)) == expected, (status, content[:200])
                        good += 1
                results.append(good)
            except Exception as e:  # noqa: BLE001 - reported below
                failures.append("client %d: %r" % (number, e))
            finally:
                conn.close()

        def run_all():
            threads = [threading.Thread(target=client, args=(n,)) for n in range(self.CLIENTS)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()

        try:
            run_all()  # warm up: every connection thread's first allocations
            results.clear()
            before = s.rss_kib()
            started = time.time()
            run_all()
            took = time.time() - started
            after = s.rss_kib()
        finally:
            self.assertEqual(s.stop(), 0)
        self.assertEqual(failures, [])
        good = sum(1 for i in range(self.REQUESTS) if i % 10 != 3 and i % 50 != 7)
        self.assertEqual(results, [good] * self.CLIENTS)
        print("\n  load: %d clients x %d requests in %.2f s; RSS %d -> %d KiB" %
              (self.CLIENTS, self.REQUESTS, took, before, after), file=sys.stderr)
        if os.environ.get("POKEQ_SANITIZED"):  # AddressSanitizer keeps freed memory in quarantine
            print("  (sanitised build: resident memory not bounded)", file=sys.stderr)
            return
        self.assertLessEqual(after, before * 1.10)


if __name__ == "__main__":
    if serve.jsonschema is None:
        print("test_serve: python3-jsonschema is missing: answers compared, not validated against docs/openapi.json")
    unittest.main(argv=[sys.argv[0], "-v"] + sys.argv[2:])
