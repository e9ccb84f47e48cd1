#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The page in a real browser (issue 30): headless Chromium driven by
python3-selenium against a real `pokeq serve --port 0`.

Every number the page shows for a scenario opened by URL equals the CLI's
JSON for the same words; a range painted on the grid and a board picked by
clicks equal typing them; Cancel stops a long job (the server's CPU falls
idle, read from /proc/PID/stat); bad input shows the API's sentence next to
its field and nothing else changes; no request leaves the origin and the
console stays clean; axe-core finds nothing serious; screenshots at 390x844
and 1440x900, light and dark, go to $OUT. Environment: POKEQ (the program),
OUT (a folder under build/), AXE (axe.min.js; missing: that check is
skipped with a message). Missing chromium, chromedriver or selenium: the
whole suite is skipped with a message (exit 0)."""
import base64, json, os, re, sys, time, urllib.error, urllib.parse, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from web_support import (OUT, AXE, ActionChains, By, Keys, failures, check, start_server, api, cli,  # noqa: E402
                         browser, wait, state, open_hash, page_numbers, same_as_cli, grid_text, cpu_ticks, scheme)


# 20 scenarios: (URL hash parameters, the CLI's words)
SCENARIOS = [
    ([("p", "AhAs"), ("p", "KdKc")], ["AhAs", "KdKc"]),
    ([("p", "QQ+,AKs"), ("p", "random"), ("board", "7h2h3c")], ["QQ+,AKs", "random", "--board", "7h2h3c"]),
    ([("p", "AhKh"), ("p", "QsQd"), ("p", "JcTc"), ("dead", "2c3c")], ["AhKh", "QsQd", "JcTc", "--dead", "2c3c"]),
    ([("p", "AKs:0.5,QQ"), ("p", "JJ-99"), ("board", "Kh7s2c")], ["AKs:0.5,QQ", "JJ-99", "--board", "Kh7s2c"]),
    ([("p", "10%"), ("p", "AhAd"), ("board", "2s3s4s")], ["10%", "AhAd", "--board", "2s3s4s"]),
    ([("p", "AhAs"), ("p", "KdKc"), ("p", "QhQs"), ("p", "JdJc")], ["AhAs", "KdKc", "QhQs", "JdJc"]),
    ([("p", "7c7d"), ("p", "AsKs"), ("board", "7h8s9sTd")], ["7c7d", "AsKs", "--board", "7h8s9sTd"]),
    ([("p", "AsKs"), ("p", "7h7d"), ("board", "7c8s9s"), ("method", "exact")], ["AsKs", "7h7d", "--board", "7c8s9s", "--exact"]),
    ([("p", "AhAs"), ("p", "QQ+,AKs"), ("method", "mc"), ("trials", "200000"), ("seed", "7")],
     ["AhAs", "QQ+,AKs", "--mc", "--trials", "200000", "--seed", "7"]),
    ([("p", "AKo"), ("p", "22+"), ("p", "random"), ("method", "mc"), ("trials", "100000"), ("seed", "3")],
     ["AKo", "22+", "random", "--mc", "--trials", "100000", "--seed", "3"]),
    ([("game", "shortdeck"), ("p", "AhKh"), ("p", "9s9d")], ["--game", "shortdeck", "AhKh", "9s9d"]),
    ([("game", "shortdeck-triton"), ("p", "AhKh"), ("p", "TsTd"), ("board", "6c7c8d")],
     ["--game", "shortdeck-triton", "AhKh", "TsTd", "--board", "6c7c8d"]),
    ([("game", "omaha"), ("p", "AhAsKhKs"), ("p", "QdQcJdJc"), ("board", "2c7h9s")],
     ["--game", "omaha", "AhAsKhKs", "QdQcJdJc", "--board", "2c7h9s"]),
    ([("game", "omaha5"), ("p", "AhAsKhKs2d"), ("p", "QdQcJdJc3h"), ("board", "2c7h9sTd")],
     ["--game", "omaha5", "AhAsKhKs2d", "QdQcJdJc3h", "--board", "2c7h9sTd"]),
    ([("game", "omaha6"), ("p", "AhAsKhKs2d3d"), ("p", "QdQcJdJc3h4h"), ("board", "2c7h9sTd")],
     ["--game", "omaha6", "AhAsKhKs2d3d", "QdQcJdJc3h4h", "--board", "2c7h9sTd"]),
    ([("game", "omaha-hilo"), ("p", "As2sKhKd"), ("p", "QdQcJdJc"), ("board", "3c4h9s")],
     ["--game", "omaha-hilo", "As2sKhKd", "QdQcJdJc", "--board", "3c4h9s"]),
    ([("game", "omaha5-hilo"), ("p", "As2sKhKd5c"), ("p", "QdQcJdJc8h"), ("board", "3c4h9sTs")],
     ["--game", "omaha5-hilo", "As2sKhKd5c", "QdQcJdJc8h", "--board", "3c4h9sTs"]),
    ([("game", "omaha"), ("p", "AhAsKhKs"), ("p", "QdQcJdJc"), ("method", "mc"), ("trials", "50000"), ("seed", "11")],
     ["--game", "omaha", "AhAsKhKs", "QdQcJdJc", "--mc", "--trials", "50000", "--seed", "11"]),
    ([("p", "AA,KK:0.25"), ("p", "AKs,AQs"), ("p", "TT"), ("board", "Td9d"), ("dead", "2h")],
     ["AA,KK:0.25", "AKs,AQs", "TT", "--board", "Td9d", "--dead", "2h"]),
    ([("p", "AhKd"), ("p", "random"), ("board", "Qs7h2c5d9c")], ["AhKd", "random", "--board", "Qs7h2c5d9c"]),
]
# seated games (no board; a seat is its known cards, or the cards it keeps)
SEATED = [
    ([("game", "razz"), ("p", "Ah2h3c"), ("p", "KsKd5c"), ("dead", "7s8s")],
     ["--game", "razz", "Ah2h3c", "KsKd5c", "--dead", "7s8s"]),
    ([("game", "lowball27"), ("p", "2h3h4h5h"), ("p", "KsKd"), ("dead", "7s8s")],
     ["--game", "lowball27", "2h3h4h5h", "KsKd", "--dead", "7s8s"]),
    ([("game", "stud-hilo"), ("p", "As2s3dKh8c"), ("p", "QhQd9c9dTc")], ["--game", "stud-hilo", "As2s3dKh8c", "QhQd9c9dTc"]),
]


def test_scenarios(d, base):
    for params, words in SCENARIOS:
        what = "#" + urllib.parse.urlencode(params)
        st = open_hash(d, base, urllib.parse.urlencode(params))
        if check(st == "done", "%s: data-state %s" % (what, st)):
            same_as_cli(d, words, what)
    for params, words in SEATED:
        what = "#" + urllib.parse.urlencode(params)
        st = open_hash(d, base, urllib.parse.urlencode(params))
        if check(st == "done", "%s: data-state %s" % (what, st)):
            same_as_cli(d, words, what)
        d.execute_script("document.getElementById('dead').dispatchEvent(new Event('input'))")  # the page writes its hash
        check(d.execute_script("return location.hash") == what, "%s: the hash became %s" % (what, d.execute_script("return location.hash")))
        shown = d.execute_script("""const on = (s) => { const e = document.querySelector(s); return !!(e && e.offsetParent); };
            return [on('#board'), on('#grid-editor'), on('#dead'), on('[data-card="Ah"]'), on('.grid-button'),
                    document.querySelector('[data-seat-input="1"]').placeholder, document.getElementById('game').value];""")
        check(shown[:5] == [False, False, True, True, False], "%s: board, grid, dead, picker, grid button shown: %s" % (what, shown[:5]))
        check(shown[6] == params[0][1] and ("cards" in shown[5]), "%s: game %s, seat placeholder %r" % (what, shown[6], shown[5]))
    hilo = d.execute_script("return [...document.querySelectorAll('#result thead th')].map(th => th.textContent)")
    check(all(h in hilo for h in ("High", "Low", "Scoop")), "stud-hilo: columns %s" % hilo)
    # the scenario's hash is written back as it was read
    open_hash(d, base, "p=AhAs&p=KdKc&board=7h2h3c")
    check(d.execute_script("return location.hash") == "#p=AhAs&p=KdKc&board=7h2h3c", "the hash is not kept")


def test_analysis(d, base):
    """Per-combo equities and hand types on the page equal the CLI's --per-combo and --categories."""
    words = ["QQ+,AKs", "JJ-99,AQs", "--board", "Kh7s2c"]
    open_hash(d, base, "p=QQ%2B%2CAKs&p=JJ-99%2CAQs&board=Kh7s2c")
    want = cli(words + ["--per-combo", "--categories"])
    d.find_element(By.ID, "combos-run").click()
    n = len(want["players"][0]["combos"])
    wait(lambda: len(d.find_elements(By.CSS_SELECTOR, "#combos tbody tr")) == n, 10)
    got = d.execute_script("""return [...document.querySelectorAll('#combos tbody tr')].map(tr => [tr.dataset.combo,
        tr.querySelector('[data-field=equity]').dataset.value, tr.querySelector('[data-field=showdowns]').dataset.value]);""")
    cli_rows = sorted((c["combo"], c["equity"], c["showdowns"]) for c in want["players"][0]["combos"])
    page_rows = sorted((c, float(e), int(sd)) for c, e, sd in got)
    check(page_rows == cli_rows, "per-combo rows differ from the CLI's: %s vs %s" % (page_rows[:2], cli_rows[:2]))
    d.find_element(By.ID, "tab-categories").click()
    d.find_element(By.ID, "categories-run").click()
    wait(lambda: d.find_elements(By.CSS_SELECTOR, "#categories tbody tr"), 10)
    cats = d.execute_script("""return [...document.querySelectorAll('#categories tbody tr')].map(tr =>
        [...tr.querySelectorAll('[data-field=count]')].map(td => Number(td.dataset.value)));""")
    want_cats = [list(row) for row in zip(*[p["categories"] for p in want["players"]])]
    check(cats == want_cats, "hand types %s, the CLI's %s" % (cats, want_cats))


def test_grid_and_picker(d, base):
    d.get("about:blank")
    d.get(base + "/#p=&p=KdKc")
    wait(lambda: d.find_elements(By.CSS_SELECTOR, '[data-grid="1"] [data-class="AKs"]'))
    weight = d.find_element(By.ID, "grid-weight")
    weight.clear()
    weight.send_keys("50")
    cell = lambda c: d.find_element(By.CSS_SELECTOR, '[data-grid="1"] [data-class="%s"]' % c)
    ActionChains(d).click_and_hold(cell("AKs")).move_to_element(cell("AQs")).move_to_element(cell("AJs")) \
        .release().perform()
    weight.clear()
    weight.send_keys("100")
    cell("KK").click()
    want = grid_text(["KK,AKs:0.5,AQs:0.5,AJs:0.5"])
    seat = d.find_element(By.CSS_SELECTOR, '[data-seat-input="1"]')
    got = wait(lambda: seat.get_attribute("value") == want and want, 10)
    check(got, "grid painting wrote %r, typing gives %r" % (seat.get_attribute("value"), want))
    for c in ["Ah", "7d", "2c"]:
        d.find_element(By.CSS_SELECTOR, '[data-card="%s"]' % c).click()
    board = d.find_element(By.ID, "board").get_attribute("value")
    check(board == "Ah7d2c", "picked board %r" % board)
    d.find_element(By.ID, "run").click()
    wait(lambda: state(d) in ("done", "error"))
    if check(state(d) == "done", "grid scenario: %s" % state(d)):
        same_as_cli(d, [want, "KdKc", "--board", "Ah7d2c"], "painted range")
    # the keyboard: ArrowRight from KK to KQs, Space paints it at the brush weight
    seat_before = seat.get_attribute("value")
    cell("KK").send_keys(Keys.ARROW_RIGHT)
    active = d.switch_to.active_element.get_attribute("data-class")
    check(active == "KQs", "ArrowRight from KK focused %r" % active)
    d.switch_to.active_element.send_keys(Keys.SPACE)
    check(wait(lambda: cell("KQs").get_attribute("aria-selected") == "true", 5), "Space did not select KQs")
    check(wait(lambda: seat.get_attribute("value") != seat_before, 5), "Space did not write the seat's text")
    # the top-% slider fills the grid from the ranking: the text pokeq grid writes for 10%
    d.execute_script("const s = document.getElementById('grid-percent'); s.value = 10;"
                     "s.dispatchEvent(new Event('input')); s.dispatchEvent(new Event('change'));")
    ten = grid_text(["10%"])
    check(wait(lambda: seat.get_attribute("value") == ten, 10), "10%% wrote %r, pokeq grid %r" % (seat.get_attribute("value"), ten))
    # the grid follows typing: QQ+ lights three pairs
    seat.clear()
    seat.send_keys("QQ+,AKs:0.5")
    lit = wait(lambda: d.execute_script(
        "return [...document.querySelectorAll('[data-grid=\"1\"] [aria-selected=true]')].map(c => c.dataset.class + ':' + c.dataset.weight).sort().join()"
    ) == "AA:1,AKs:0.5,KK:1,QQ:1", 10)
    check(lit, "typing QQ+,AKs:0.5 did not paint AA KK QQ AKs(0.5)")
    # hits: a class chosen marks its combos in the grid
    d.find_element(By.ID, "tab-hits").click()
    d.find_element(By.ID, "hits-run").click()
    row = wait(lambda: d.find_elements(By.CSS_SELECTOR, '#hits tr[data-hit="overpair"]') or
               d.find_elements(By.CSS_SELECTOR, "#hits tr[data-hit]"), 10)
    if check(row, "no hits rows"):
        row[0].find_element(By.TAG_NAME, "button").click()
        check(wait(lambda: d.find_elements(By.CSS_SELECTOR, '[data-grid="1"] .hit'), 5), "a hit class marked no cell")


def test_cancel(d, base, pid):
    d.get("about:blank")
    d.get(base + "/#p=random&p=random&p=random&method=mc&trials=4000000000")
    check(wait(lambda: state(d) == "running", 10), "the long job never ran")
    shown = wait(lambda: d.find_element(By.ID, "progress").is_displayed(), 5)
    check(shown, "no progress bar")
    counted = lambda: int(d.find_element(By.ID, "progress-text").get_attribute("data-count") or 0)
    first = wait(counted, 5)
    check(first and wait(lambda: counted() > first, 5), "the progress did not move (%r trials)" % first)
    d.find_element(By.ID, "cancel").click()
    check(wait(lambda: state(d) != "running", 5), "Cancel did not end the job on the page")
    if pid is None:
        return
    time.sleep(0.3)
    t0 = cpu_ticks(pid)
    time.sleep(1.0)
    used = cpu_ticks(pid) - t0
    hz = os.sysconf("SC_CLK_TCK")
    check(used <= hz // 10, "the server used %d ticks of %d in the second after Cancel" % (used, hz))


def test_bad_input(d, base):
    open_hash(d, base, "p=AhAs&p=KdKc")
    before = page_numbers(d)
    seat = d.find_element(By.CSS_SELECTOR, '[data-seat-input="2"]')
    seat.clear()
    seat.send_keys("KdKx")
    board = d.find_element(By.ID, "board")
    time.sleep(0.6)  # the grid's range check of the typed text answers first
    d.find_element(By.ID, "run").click()
    wait(lambda: state(d) == "error", 10)
    status, body = api(base, "/api/v1/equity", {"players": ["AhAs", "KdKx"]})
    want = body["error"]["message"]
    got = d.find_element(By.ID, "seat-error-2").text
    check(status == 400 and got == want, "seat 2's error %r, the API's %r" % (got, want))
    check(seat.get_attribute("aria-invalid") == "true", "seat 2 not marked invalid")
    check(page_numbers(d) == before, "the table changed on bad input")
    seat.clear()
    seat.send_keys("KdKc")
    board.send_keys("Ah7d7d")
    d.find_element(By.ID, "run").click()
    wait(lambda: d.find_element(By.ID, "board-error").text, 10)
    status, body = api(base, "/api/v1/equity", {"players": ["AhAs", "KdKc"], "board": "Ah7d7d"})
    got = d.find_element(By.ID, "board-error").text
    check(got == body["error"]["message"], "board error %r, the API's %r" % (got, body["error"]["message"]))
    check(page_numbers(d) == before, "the table changed on a bad board")
    # a link with a bad seat: its job is refused at submission (400), the sentence next to the seat
    check(open_hash(d, base, "p=AhAs&p=KdKx") == "error", "a bad link's table is not in error")
    status, body = api(base, "/api/v1/jobs", {"players": ["AhAs", "KdKx"]})
    wait(lambda: d.find_element(By.ID, "seat-error-2").text, 10)
    time.sleep(0.6)  # and it stays: the seats' range checks after the run leave a refused seat alone
    got = d.find_element(By.ID, "seat-error-2").text
    check(status == 400 and got == body["error"]["message"], "a bad link: seat 2's error %r, the job's %r" % (got, body))


def test_axe(d, base):
    if not (AXE and os.path.exists(AXE)):
        print("tests/web: axe-core check skipped: %s not found (npm install axe-core; make test-web does)" % (AXE or "AXE"))
        return
    for hash in ("p=QQ%2B%2CAKs&p=random&board=7h2h3c", "game=razz&p=Ah2h3c&p=KsKd5c&dead=7s8s"):
        open_hash(d, base, hash)
        d.execute_script(open(AXE).read())
        for dark in (False, True):
            scheme(d, dark)
            res = d.execute_async_script("const done = arguments[0]; axe.run(document).then(r => done(r.violations.map("
                                         "v => [v.id, v.impact, v.nodes.length, v.nodes[0].target.join(' ')])));")
            bad = [v for v in res if v[1] in ("serious", "critical")]
            check(not bad, "axe-core (%s, #%s): %s" % ("dark" if dark else "light", hash, bad))
        scheme(d, False)


def test_screenshots(d, base):
    os.makedirs(OUT, exist_ok=True)
    open_hash(d, base, "p=QQ%2B%2CAKs&p=JJ-99%2CAQs&board=Kh7s2c")
    for w, h in ((390, 844), (1440, 900)):
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": w, "height": h, "deviceScaleFactor": 1, "mobile": w < 500})
        for dark in (False, True):
            scheme(d, dark)
            path = os.path.join(OUT, "page-%dx%d-%s.png" % (w, h, "dark" if dark else "light"))
            d.save_screenshot(path)
            wide = d.execute_script("return document.documentElement.scrollWidth")
            check(wide <= w, "%dx%d: the page is %d px wide" % (w, h, wide))
    # the README's picture: 1440x900 light at half scale
    scheme(d, False)

    shot = d.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": 1440, "height": 900, "scale": 0.5}})
    with open(os.path.join(OUT, "readme-page.png"), "wb") as f:
        f.write(base64.b64decode(shot["data"]))
    d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_assets(base):
    """Every file of the page from the program itself: its type, no-cache with an ETag, 304 when unchanged."""
    want = {"/": "text/html", "/index.html": "text/html", "/style.css": "text/css", "/js/app.js": "text/javascript",
            "/js/api.js": "text/javascript"}
    for path, kind in want.items():
        with urllib.request.urlopen(base + path) as r:
            body = r.read()
            tag = r.headers.get("ETag")
            check(len(body) > 100 and int(r.headers.get("Content-Length", -1)) == len(body), "%s: %d bytes" % (path, len(body)))
            check(r.headers.get("Content-Type", "").startswith(kind), "%s: Content-Type %s" % (path, r.headers.get("Content-Type")))
            check(r.headers.get("Cache-Control") == "no-cache" and tag, "%s: Cache-Control %s, ETag %s" % (path, r.headers.get("Cache-Control"), tag))
        req = urllib.request.Request(base + path, headers={"If-None-Match": tag or '""'})
        try:
            urllib.request.urlopen(req)
            check(False, "%s: no 304 for its own ETag" % path)
        except urllib.error.HTTPError as e:
            check(e.code == 304, "%s: %d for its own ETag" % (path, e.code))
    for nope in ("/js/nope.js", "/v/0000000000000000/js/app.js"):
        try:
            urllib.request.urlopen(base + nope)
            check(False, "%s answered" % nope)
        except urllib.error.HTTPError as e:
            check(e.code == 404 and "json" in e.headers.get("Content-Type", ""), "%s: %d" % (nope, e.code))
    test_versioned_assets(base)


def test_versioned_assets(base):
    """The page asks for every other file as /v/VERSION/PATH (one VERSION): the same bytes as PATH, kept by the
    browser (immutable); the page itself is never under /v/."""
    with urllib.request.urlopen(base + "/") as r:
        page = r.read().decode()
    asked = re.findall(r'(?:src|href)="(/[^"]*)"', page)
    versions = {m.group(1) for m in (re.match(r"/v/([0-9a-f]{16})/", a) for a in asked) if m}
    check(len(asked) == 13 and len(versions) == 1 and all(a.startswith("/v/") for a in asked),
          "the page's files: %s" % asked)
    for path in asked:
        plain = re.sub(r"^/v/[0-9a-f]{16}", "", path)
        with urllib.request.urlopen(base + path) as r, urllib.request.urlopen(base + plain) as p:
            check(r.read() == p.read(), "%s: not %s's bytes" % (path, plain))
            check(r.headers.get("Cache-Control") == "max-age=31536000, immutable", "%s: Cache-Control %s" % (path, r.headers.get("Cache-Control")))
    for path in ["/v/%s/" % v for v in versions] + ["/v/%s/index.html" % v for v in versions]:
        try:
            urllib.request.urlopen(base + path)
            check(False, "%s answered" % path)
        except urllib.error.HTTPError as e:
            check(e.code == 404, "%s: %d" % (path, e.code))


def test_origin_and_console(d, base, logs):
    origin = base.rstrip("/")
    bad = set()
    for entry in logs["performance"]:
        msg = json.loads(entry["message"])["message"]
        if msg["method"] == "Network.requestWillBeSent":
            url = msg["params"]["request"]["url"]
            if not (url.startswith(origin + "/") or url == origin or url.startswith("data:") or url == "about:blank"):
                bad.add(url)
    check(not bad, "requests left the origin: %s" % sorted(bad))
    noisy = [e for e in logs["browser"] if e["level"] in ("WARNING", "SEVERE")]
    check(not noisy, "console errors or warnings: %s" % noisy[:5])


def main():
    server, base = start_server()
    d = browser()
    logs = {"performance": [], "browser": []}
    take = lambda: (logs["performance"].extend(d.get_log("performance")), logs["browser"].extend(d.get_log("browser")))
    t0 = time.time()
    try:
        if not os.environ.get("POKEQ_WEB_URL"):
            test_assets(base)
        for name, fn in (("scenarios", lambda: test_scenarios(d, base)),
                         ("analysis", lambda: test_analysis(d, base)),
                         ("grid and picker", lambda: test_grid_and_picker(d, base)),
                         ("cancel", lambda: test_cancel(d, base, server.pid if server else None)),
                         ("axe", lambda: test_axe(d, base)),
                         ("screenshots", lambda: test_screenshots(d, base))):
            t = time.time()
            fn()
            take()
            print("tests/web: %s (%.1f s)" % (name, time.time() - t), flush=True)
        test_origin_and_console(d, base, logs)
        # last: bad input answers 4xx, which Chromium logs as network errors
        test_bad_input(d, base)
        print("tests/web: bad input", flush=True)
    finally:
        d.quit()
        if server:
            server.terminate()
            server.wait(5)
    print("tests/web: %d failures, %.1f s" % (len(failures), time.time() - t0))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
