#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""What tests/web/test_web.py and bench_web.py share: the program and the
browser (a real `pokeq serve --port 0`, headless Chromium through
python3-selenium; either missing: a message and exit 0), waiting, the
page's hooks read back, the CLI's JSON for the same words, and check()
which records a failure and goes on."""
import json, os, re, shutil, subprocess, sys, time, urllib.parse, urllib.request

POKEQ = os.environ.get("POKEQ", "build/pokeq")
OUT = os.environ.get("OUT", "build/web")
AXE = os.environ.get("AXE", "")
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains  # noqa: F401 (test_web.py)
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys  # noqa: F401 (test_web.py)
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


def grid_text(words):
    r = subprocess.run([POKEQ, "grid"] + words, capture_output=True, text=True, check=True)
    return r.stdout.splitlines()[0].rsplit(": ", 1)[0]



def cpu_ticks(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])



def scheme(d, dark):
    d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
