// SPDX-License-Identifier: MIT
// api.js - the page's one door to the engine: every number the views show
// comes through these calls (pokeq serve's HTTP API v1, README "Server").
// Another engine (a WebAssembly build) can stand in by keeping these names.
// Each call resolves with the API's JSON object or rejects with an ApiError
// carrying the API's sentence and the field/index it names. No DOM here.

const BASE = "/api/v1";

export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `the server answered ${status}`);
    this.status = status;
    this.code = e.code || "";
    this.field = e.field || "";
    this.index = Number.isInteger(e.index) ? e.index : -1;
    this.offset = Number.isInteger(e.offset) ? e.offset : -1;
  }
}

async function call(method, path, body, signal) {
  const init = { method, signal, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(BASE + path, init);
  } catch (err) {
    if (err.name === "AbortError") throw err;
    throw new ApiError(0, { error: { message: "the server cannot be reached" } });
  }
  if (response.status === 204) return null;
  let json = null;
  try { json = await response.json(); } catch (_) { json = null; }
  if (!response.ok) throw new ApiError(response.status, json);
  return json;
}

export const version = () => call("GET", "/version");
export const equity = (body, signal) => call("POST", "/equity", body, signal);
export const hits = (body, signal) => call("POST", "/hits", body, signal);
export const range = (body, signal) => call("POST", "/range", body, signal);
export const preflopVsRandom = () => call("GET", "/preflop/vs-random");
export const preflopMatrix = () => call("GET", "/preflop/matrix");

// A progress event's share done, 0..1, from whichever count it carries.
function share(p) {
  if (typeof p.fraction === "number") return p.fraction;
  if (typeof p.progress === "number") return p.progress > 1 ? p.progress / 100 : p.progress;
  if (typeof p.done === "number") return p.total > 0 ? p.done / p.total : p.done;
  if (typeof p.percent === "number") return p.percent / 100;
  return NaN;
}

// How long the server may hold a job's POST for its end: a small job's
// answer comes back in that reply, with no event stream to open.
const JOB_WAIT_MS = 150;

// A job: POST /jobs?wait=JOB_WAIT_MS, which answers a small job at once;
// else its event stream ("progress" events with "done" 0..1, then
// "result", "error" or "cancelled"). onProgress(share 0..1 or NaN, the
// event's object). `done` resolves with the result; cancel() sends DELETE
// and resolves the job with the partial result (or null).
export function job(body, onProgress) {
  let id = null, source = null, settle = null, fail = null, closed = false;
  const done = new Promise((resolve, reject) => { settle = resolve; fail = reject; });
  const finish = (fn, value) => {
    if (closed) return;
    closed = true;
    if (source) source.close();
    fn(value);
  };
  const take = (text) => {
    let data;
    try { data = JSON.parse(text); } catch (_) { return; }
    if (data && data.error) { finish(fail, new ApiError(data.status || 400, data)); return; }
    const result = data && (data.result || (Array.isArray(data.players) ? data : null));
    if (result) { finish(settle, result); return; }
    if (data) onProgress(share(data), data);
  };
  call("POST", `/jobs?wait=${JOB_WAIT_MS}`, body).then((answer) => {
    if (answer && Array.isArray(answer.players)) { finish(settle, answer); return; }
    id = answer.id;
    if (closed) { call("DELETE", `/jobs/${id}`).catch(() => {}); return; }
    source = new EventSource(`${BASE}/jobs/${encodeURIComponent(id)}/events`);
    source.onmessage = (ev) => take(ev.data);
    for (const name of ["progress", "result", "error"])
      source.addEventListener(name, (ev) => { if (ev.data) take(ev.data); });
    source.addEventListener("cancelled", () => finish(settle, null));
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED)
        finish(fail, new ApiError(0, { error: { message: "the job's stream closed" } }));
    };
  }, (err) => finish(fail, err));
  const cancel = async () => {
    if (closed) return;
    let partial = null;
    if (source) source.close();
    if (id !== null) {
      try { partial = await call("DELETE", `/jobs/${encodeURIComponent(id)}`); } catch (_) { partial = null; }
    }
    finish(settle, partial && (partial.result || partial));
  };
  return { done, cancel };
}
