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
import json, os, re, shutil, subprocess, sys, time, urllib.parse, urllib.request

POKEQ = os.environ.get("POKEQ", "build/pokeq")
OUT = os.environ.get("OUT", "build/web")
AXE = os.environ.get("AXE", "")
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    print("tests/web: skipped: python3-selenium is not installed (apt install python3-selenium)")
    sys.exit(0)
if not (shutil.which("chromium") and os.path.exists(CHROMEDRIVER)):
    print("tests/web: skipped: chromium or chromedriver is not installed (apt install chromium chromium-driver)")
    sys.exit(0)

failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print("FAIL:", what, flush=True)
    return ok


# ---- the server -----------------------------------------------------------
def start_server():
    if os.environ.get("POKEQ_WEB_URL"):  # a server already running (development)
        return None, os.environ["POKEQ_WEB_URL"].rstrip("/")
    proc = subprocess.Popen([POKEQ, "serve", "--port", "0"], stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 20
    while time.time() < deadline:
        line = proc.stderr.readline()
        m = re.search(r"pokeq serve: (http://[^/\s]+)/", line)
        if m:
            return proc, m.group(1)
        if not line and proc.poll() is not None:
            break
    print("tests/web: `%s serve --port 0` did not say where it listens" % POKEQ)
    sys.exit(1)


def api(base, path, body):
    req = urllib.request.Request(base + path, json.dumps(body).encode(), {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r:
            return r.status, json.load(r)
    except urllib.error.HTTPError as e:
        return e.code, json.load(e)


def cli(words):
    r = subprocess.run([POKEQ] + words + ["--format", "json"], capture_output=True, text=True, check=True)
    return json.loads(r.stdout)


# ---- the browser ----------------------------------------------------------
def browser():
    o = webdriver.ChromeOptions()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1440,900", "--disable-extensions", "--no-first-run"]:
        o.add_argument(a)
    o.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=o)


def wait(fn, timeout=60, step=0.02):
    end = time.time() + timeout
    while time.time() < end:
        v = fn()
        if v:
            return v
        time.sleep(step)
    return None


def state(d):
    return d.find_element(By.ID, "result").get_attribute("data-state")


def open_hash(d, base, hash_):
    d.get("about:blank")
    d.get(base + "/#" + hash_)
    return wait(lambda: state(d) in ("done", "error") and state(d))


def page_numbers(d):
    """{seat: {field: value}} and the table's count, read from the hooks."""
    rows = d.execute_script("""
        const out = {};
        for (const tr of document.querySelectorAll('#result tr[data-seat]')) {
          const f = {};
          for (const td of tr.querySelectorAll('[data-field]')) f[td.dataset.field] = td.dataset.value;
          out[tr.dataset.seat] = f;
        }
        return [out, document.getElementById('result').dataset.count, document.getElementById('summary').textContent];""")
    return rows


FRACTIONS = ("equity", "win", "tie", "high", "low", "scoop", "stderr")


def same_as_cli(d, words, what):
    rows, count, summary = page_numbers(d)
    want = cli(words)
    ok = check(len(rows) == len(want["players"]), "%s: %d rows, the CLI has %d" % (what, len(rows), len(want["players"])))
    ok &= check(count == str(want["count"]), "%s: count %s, the CLI's %s" % (what, count, want["count"]))
    shown = "{:,}".format(want["trials"] if want["mode"] == "mc" else want["deals"])
    ok &= check(shown in summary, "%s: summary %r lacks %s" % (what, summary, shown))
    for i, p in enumerate(want["players"]):
        got = rows.get(str(i + 1), {})
        for k in FRACTIONS:
            if k in p:
                ok &= check(k in got and float(got[k]) == p[k], "%s seat %d %s: page %s, CLI %r" % (what, i + 1, k, got.get(k), p[k]))
        for k in ("wins", "pot_units"):
            ok &= check(got.get(k) == str(p[k]), "%s seat %d %s: page %s, CLI %s" % (what, i + 1, k, got.get(k), p[k]))
    return ok


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


def test_scenarios(d, base):
    for params, words in SCENARIOS:
        what = "#" + urllib.parse.urlencode(params)
        st = open_hash(d, base, urllib.parse.urlencode(params))
        if check(st == "done", "%s: data-state %s" % (what, st)):
            same_as_cli(d, words, what)
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


def grid_text(words):
    r = subprocess.run([POKEQ, "grid"] + words, capture_output=True, text=True, check=True)
    return r.stdout.splitlines()[0].rsplit(": ", 1)[0]


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


def cpu_ticks(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


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


def test_axe(d, base):
    if not (AXE and os.path.exists(AXE)):
        print("tests/web: axe-core check skipped: %s not found (npm install axe-core; make test-web does)" % (AXE or "AXE"))
        return
    open_hash(d, base, "p=QQ%2B%2CAKs&p=random&board=7h2h3c")
    d.execute_script(open(AXE).read())
    for dark in (False, True):
        scheme(d, dark)
        res = d.execute_async_script("const done = arguments[0]; axe.run(document).then(r => done(r.violations.map("
                                     "v => [v.id, v.impact, v.nodes.length, v.nodes[0].target.join(' ')])));")
        bad = [v for v in res if v[1] in ("serious", "critical")]
        check(not bad, "axe-core (%s): %s" % ("dark" if dark else "light", bad))
    scheme(d, False)


def scheme(d, dark):
    d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


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
    import base64
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
            check(r.headers.get("Content-Type", "").startswith(kind), "%s: Content-Type %s" % (path, r.headers.get("Content-Type")))
            check(r.headers.get("Cache-Control") == "no-cache" and tag, "%s: Cache-Control %s, ETag %s" % (path, r.headers.get("Cache-Control"), tag))
        req = urllib.request.Request(base + path, headers={"If-None-Match": tag or '""'})
        try:
            urllib.request.urlopen(req)
            check(False, "%s: no 304 for its own ETag" % path)
        except urllib.error.HTTPError as e:
            check(e.code == 304, "%s: %d for its own ETag" % (path, e.code))
    try:
        urllib.request.urlopen(base + "/js/nope.js")
        check(False, "/js/nope.js answered")
    except urllib.error.HTTPError as e:
        check(e.code == 404 and "json" in e.headers.get("Content-Type", ""), "/js/nope.js: %d" % e.code)


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
