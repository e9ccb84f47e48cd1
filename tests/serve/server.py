# SPDX-License-Identifier: MIT
"""server.py - start `pokeq serve --port 0`, talk to it over real HTTP
(http.client), validate every JSON answer against docs/openapi.json
(python3-jsonschema), read the server's CPU time and memory from /proc."""
import http.client
import json
import os
import re
import signal
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SPEC = json.load(open(os.path.join(ROOT, "docs", "openapi.json")))
TICKS = os.sysconf("SC_CLK_TCK")

_ROOT = dict(SPEC, **{"$id": "urn:pokeq-openapi"})
try:
    import jsonschema
except ImportError:  # the answers are still compared, not validated
    jsonschema = None
try:  # jsonschema 4.18 and later resolve references through `referencing`
    import referencing
    import referencing.jsonschema

    _REGISTRY = referencing.Registry().with_resource(
        "urn:pokeq-openapi", referencing.Resource.from_contents(_ROOT, referencing.jsonschema.DRAFT202012))
except ImportError:
    _REGISTRY = None


def pointer(*parts):
    return "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def schema_check(schema_pointer, value):
    """Validates value against the schema at the spec's JSON pointer."""
    if jsonschema is None:
        return
    schema = {"$ref": "urn:pokeq-openapi#/" + schema_pointer}
    if _REGISTRY is not None:
        validator = jsonschema.Draft202012Validator(schema, registry=_REGISTRY)
    else:  # Debian 12's jsonschema 4.10
        validator = jsonschema.Draft202012Validator(schema, resolver=jsonschema.RefResolver.from_schema(_ROOT))
    validator.validate(value)


def spec_path(path):
    """The spec's path template that path fits, or None."""
    for template in SPEC["paths"]:
        pattern = "^" + re.sub(r"\{[^}]+\}", "[^/]+", template) + "$"
        if re.match(pattern, path):
            return template
    return None


def validate(method, path, status, content_type, body):
    """Every JSON answer against its documented response (an undocumented
    status or path fails, except 404s for unknown paths)."""
    template = spec_path(path.split("?")[0])
    if template is None:
        assert status in (404, 405, 421, 401), (method, path, status)
        if body:
            schema_check("components/schemas/Error", json.loads(body))
        return
    operation = SPEC["paths"][template].get(method.lower())
    if operation is None:
        assert status == 405, (method, path, status)
        schema_check("components/schemas/Error", json.loads(body))
        return
    responses = operation["responses"]
    assert str(status) in responses, "undocumented status %d for %s %s" % (status, method, path)
    content = responses[str(status)].get("content", {})
    if "application/json" in content:
        assert content_type.startswith("application/json"), content_type
        schema_check(pointer("paths", template, method.lower(), "responses", status, "content", "application/json",
                             "schema"), json.loads(body))


class Server:
    """A running `pokeq serve`; stop() ends it with SIGTERM."""

    def __init__(self, pokeq, *args, env=None):
        self.proc = subprocess.Popen([pokeq, "serve", "--port", "0", *args], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.PIPE, text=True, env=env)
        self.token = None
        self.lines = []
        deadline = time.time() + 20
        while time.time() < deadline:
            line = self.proc.stderr.readline()
            if not line:
                raise RuntimeError("pokeq serve ended: %s" % "".join(self.lines))
            self.lines.append(line)
            found = re.search(r"token ([0-9a-f]+)", line)
            if found:
                self.token = found.group(1)
            found = re.search(r"pokeq serve: http://(\S+):(\d+)/", line)
            if found:
                self.host, self.port = found.group(1), int(found.group(2))
                break
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        for line in self.proc.stderr:
            self.lines.append(line)

    @property
    def pid(self):
        return self.proc.pid

    def connect(self, timeout=60):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method, path, body=None, headers=None, connection=None, check=True):
        """(status, headers, body bytes); JSON answers validated."""
        mine = connection is None
        conn = connection or self.connect()
        heads = {"Content-Type": "application/json"} if body is not None else {}
        if self.token is not None:
            heads["Authorization"] = "Bearer " + self.token
        heads.update(headers or {})
        data = body if isinstance(body, (bytes, str)) or body is None else json.dumps(body)
        conn.request(method, path, body=data, headers=heads)
        response = conn.getresponse()
        content = response.read()
        result = (response.status, dict(response.getheaders()), content)
        if mine:
            conn.close()
        if check and method != "HEAD":
            validate(method, path, response.status, response.getheader("Content-Type", ""), content)
        return result

    def json(self, method, path, body=None, **kw):
        status, headers, content = self.request(method, path, body, **kw)
        return status, (json.loads(content) if content else None), headers

    def cpu_ticks(self):
        with open("/proc/%d/stat" % self.pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])

    def rss_kib(self):
        with open("/proc/%d/status" % self.pid) as f:
            return next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))

    def idle_within(self, seconds, window=0.3):
        """Whether the server's CPU falls idle (under 20 % of one core over
        `window`) within `seconds`."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            before = self.cpu_ticks()
            time.sleep(window)
            if (self.cpu_ticks() - before) / TICKS < 0.2 * window:
                return True
        return False

    def busy_within(self, seconds, window=0.3):
        """Whether the server works (at least 20 % of one core over
        `window`) at some time within `seconds` (a loaded machine may hold
        it back a while)."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            before = self.cpu_ticks()
            time.sleep(window)
            if (self.cpu_ticks() - before) / TICKS >= 0.2 * window:
                return True
        return False

    def stop(self, sig=signal.SIGTERM, timeout=2.0):
        """Sends sig; the exit status, or None when it outlived timeout."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            status = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            status = None
        self.proc.stderr.close()
        return status
