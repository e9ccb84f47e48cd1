#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""make bench-web: the page against a real `pokeq serve --port 0` in
headless Chromium. From opening #p=AhAs&p=KdKc to the answer on the page,
by the browser's own clock (the "pokeq-answer" mark that answer.js's
markOnScreen sets a frame after boot.js draws a link's answer, from
navigation start), median of RUNS loads after a first that fills the
browser's cache (as a person's reload: the page is asked for again, its
/v/VERSION/ files are kept, immutable); and the page's total transfer on
that first load (every file but the API's answers, decoded bytes). Also
the job's own share (its POST, and its event stream if it had one), and
the load average: on a loaded machine the rest is the browser waiting for
a core."""
import os, statistics, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import web_support as t  # the same server and browser set-up (skips the same way)

RUNS = int(os.environ.get("RUNS", "9"))


def descendants(pid):
    """pid and every process under it (/proc/PID/task/*/children)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            for task in os.listdir("/proc/%d/task" % p):
                with open("/proc/%d/task/%s/children" % (p, task)) as f:
                    todo.extend(int(c) for c in f.read().split())
        except OSError:
            pass
    return out


def cpu_ms(pids):
    """CPU time (user + system) of the processes, in ms."""
    ticks = 0
    for p in pids:
        try:
            ticks += t.cpu_ticks(p)
        except OSError:
            pass
    return 1000.0 * ticks / os.sysconf("SC_CLK_TCK")


def main():
    server, base = t.start_server()
    d = t.browser()
    d.set_script_timeout(30)
    times, api_times, cpu, sizes = [], [], [], None
    watched = lambda: descendants(d.service.process.pid) + ([server.pid] if server else [])
    try:
        for i in range(RUNS + 1):
            d.get(base + "/api/v1/version")  # same origin: the renderer is kept, as for a person's reload
            before = cpu_ms(watched())
            d.get(base + "/#p=AhAs&p=KdKc")
            ms = d.execute_async_script("""const done = arguments[0];
                const seen = () => performance.getEntriesByName('pokeq-answer')[0];
                if (seen()) return done(seen().startTime);
                new PerformanceObserver((list, o) => { if (seen()) { o.disconnect(); done(seen().startTime); } })
                    .observe({ type: 'mark' });""")
            api_ms = d.execute_script("""return performance.getEntriesByType('resource')
                .filter(r => r.name.includes('/api/v1/jobs')).reduce((a, r) => a + r.duration, 0);""")
            used = cpu_ms(watched()) - before
            if i > 0:  # the first load warms the server's caches and the browser's
                times.append(ms)
                cpu.append(used)
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
    print("bench-web: of which the job's requests (POST /api/v1/jobs?wait, which answers a small job itself):"
          " median %.1f ms"
          % statistics.median(api_times))
    print("bench-web: CPU time of Chromium's processes and the server per load (10 ms ticks, till the answer"
          " is read): median %.0f ms" % statistics.median(cpu))
    print("bench-web: load average %s (os.getloadavg)" % " ".join("%.1f" % x for x in os.getloadavg()))
    print("bench-web: the page's transfer: %d bytes uncompressed in %d files" % (sizes[0], sizes[1]))


if __name__ == "__main__":
    main()
