#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""make bench-web: the page against a real `pokeq serve --port 0` in
headless Chromium. From opening #p=AhAs&p=KdKc to the answer on the page,
by the browser's own clock (the "pokeq-answer" mark app.js sets when the
table is drawn, from navigation start), median of RUNS loads; and the
page's total transfer (every file but the API's answers, decoded bytes).
Also the two requests of the job's own share, and the load average: on a
loaded machine the rest is the browser waiting for a core."""
import os, statistics, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import web_support as t  # the same server and browser set-up (skips the same way)

RUNS = int(os.environ.get("RUNS", "9"))


def main():
    server, base = t.start_server()
    d = t.browser()
    times, api_times, sizes = [], [], None
    try:
        for i in range(RUNS + 1):
            d.get("about:blank")
            d.get(base + "/#p=AhAs&p=KdKc")
            ms = t.wait(lambda: d.execute_script(
                "const m = performance.getEntriesByName('pokeq-answer'); return m.length ? m[0].startTime : null;"), 30)
            api_ms = d.execute_script("""return performance.getEntriesByType('resource')
                .filter(r => r.name.includes('/api/v1/jobs')).reduce((a, r) => a + r.duration, 0);""")
            if i > 0:  # the first load warms the server's caches and the browser's
                times.append(ms)
                api_times.append(api_ms)
            if sizes is None:
                sizes = d.execute_script("""
                  const nav = performance.getEntriesByType('navigation')[0];
                  const files = performance.getEntriesByType('resource').filter(r => !r.name.includes('/api/'));
                  return [nav.decodedBodySize + files.reduce((a, r) => a + r.decodedBodySize, 0), files.length + 1];""")
    finally:
        d.quit()
        if server:
            server.terminate()
            server.wait(5)
    print("bench-web: #p=AhAs&p=KdKc, opening to answer: median %.1f ms (min %.1f, max %.1f, %d loads)"
          % (statistics.median(times), min(times), max(times), len(times)))
    print("bench-web: of which the job's two requests (POST /api/v1/jobs and its event stream): median %.1f ms"
          % statistics.median(api_times))
    print("bench-web: load average %s (os.getloadavg)" % " ".join("%.1f" % x for x in os.getloadavg()))
    print("bench-web: the page's transfer: %d bytes uncompressed in %d files" % (sizes[0], sizes[1]))


if __name__ == "__main__":
    main()
