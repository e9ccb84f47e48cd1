// SPDX-License-Identifier: MIT
// app.js - the page: the scenario (seats, game, board, dead, method) kept in
// the URL hash, the seats' text fields and the one grid editor in step, runs
// (a job with progress and Cancel), errors next to their field. Every number
// comes from api.js; the other modules draw.

import * as api from "./api.js";
import { answered, early, setProgressSink } from "./boot.js";
import { OPTIONS, body, hashScenario } from "./scenario.js";
import { GRID_GAMES, hasBoard, seatHint } from "./games.js";
import { createGrid } from "./grid.js";
import { createPicker, splitCards } from "./cards.js";
import { rangeText, namedCombos, combosOf, CLASSES, normalCombo } from "./classes.js";
import { drawAnswer, markOnScreen, answerText } from "./answer.js";
import { wireTabs } from "./tabs.js";

const $ = (sel) => document.querySelector(sel);
// A link's answer is drawn first (boot.js); the page is built once it is on screen, or after 300 ms
// for a long job (whose progress and Cancel button then come with the page).
if (early) await Promise.race([answered, new Promise((r) => setTimeout(r, 300))]);
const state = { seats: ["", ""], gridSeat: 1, weights: [], answer: null, running: null };

// ---- errors next to their field -------------------------------------------
function fieldError(field, index) {
  if (field === "players" || field === "range") return { input: seatInput(index + 1), out: $(`#seat-error-${index + 1}`) };
  const id = { board: "board", dead: "dead", trials: "trials", seed: "seed", stderr: "stderr", game: "game" }[field];
  return id ? { input: $("#" + id), out: $(`#${id}-error`) } : { input: null, out: $("#run-error") };
}
function clearErrors() {
  for (const p of document.querySelectorAll(".error")) p.textContent = "";
  for (const i of document.querySelectorAll("[aria-invalid]")) i.removeAttribute("aria-invalid");
}
function showError(err, fallbackOut) {
  const { input, out } = err.field ? fieldError(err.field, Math.max(0, err.index)) : { input: null, out: fallbackOut };
  (out || $("#run-error")).textContent = err.message;
  if (input) input.setAttribute("aria-invalid", "true");
}

// ---- seats -------------------------------------------------------------------
const seatInput = (n) => document.querySelector(`[data-seat-input="${n}"]`);
const game = () => $("#game").value;

function renderSeats() {
  const box = $("#seats");
  box.replaceChildren(...state.seats.map((text, i) => {
    const n = i + 1;
    const row = document.createElement("div");
    row.className = "seat";
    row.innerHTML = `<label for="seat-${n}">Seat ${n}</label>
      <input id="seat-${n}" data-seat-input="${n}" autocomplete="off" spellcheck="false" placeholder="${seatHint(game())}"
        aria-describedby="seat-error-${n} seat-count-${n}">
      <span class="count" id="seat-count-${n}"></span>
      <button type="button" class="grid-button" aria-pressed="false">Grid</button>
      <button type="button" class="remove" aria-label="Remove seat ${n}">\u00d7</button>
      <p class="error" id="seat-error-${n}" role="alert"></p>`;
    const input = row.querySelector("input");
    input.value = text;
    input.addEventListener("input", () => { state.seats[i] = input.value; seatChanged(n); });
    input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") run(); });
    row.querySelector(".grid-button").addEventListener("click", () => openGrid(n));
    row.querySelector(".remove").addEventListener("click", () => removeSeat(i));
    row.querySelector(".remove").disabled = state.seats.length <= 2;
    return row;
  }));
  $("#add-seat").disabled = state.seats.length >= 10;
  for (const sel of [$("#combos-seat"), $("#hits-seat")]) {
    const keep = sel.value;
    sel.replaceChildren(...state.seats.map((_, i) => new Option(`Seat ${i + 1}`, String(i + 1))));
    if (keep && Number(keep) <= state.seats.length) sel.value = keep;
  }
  markGridSeat();
}
function removeSeat(i) {
  state.seats.splice(i, 1);
  state.weights.splice(i, 1);
  state.gridSeat = Math.min(state.gridSeat, state.seats.length);
  renderSeats();
  openGrid(state.gridSeat);
  saveHash();
}

// A seat's text changed: ask the API for its cells (debounced), paint.
const timers = new Map();
function seatChanged(n) {
  saveHash();
  clearTimeout(timers.get(n));
  timers.set(n, setTimeout(() => readRange(n), 250));
}
async function readRange(n) {
  const text = state.seats[n - 1].trim();
  const out = $(`#seat-error-${n}`);
  const count = $(`#seat-count-${n}`);
  const valid = () => { if (out) out.textContent = ""; seatInput(n)?.removeAttribute("aria-invalid"); };
  if (!text) {
    valid();
    state.weights[n - 1] = new Map();
    count.textContent = "";
    if (n === state.gridSeat) grid.setWeights(new Map());
    return;
  }
  if (!GRID_GAMES.has(game())) { count.textContent = ""; return; }
  try {
    const r = await api.range({ range: text, game: game(), ranking: $("#grid-ranking").value });
    if (state.seats[n - 1].trim() !== text) return;
    valid();
    state.weights[n - 1] = weightsOf(r, text);
    count.textContent = rangeCount(r);
    if (n === state.gridSeat) grid.setWeights(state.weights[n - 1]);
  } catch (err) {
    if (!(err instanceof api.ApiError)) throw err;
    count.textContent = "";
    if (out) out.textContent = err.message;
    seatInput(n)?.setAttribute("aria-invalid", "true");
  }
}
const rangeCount = (r) => `${fmtCombos(r.weighted ?? r.combos)} combos (${Number(r.percent).toFixed(1)} %)`;
const fmtCombos = (n) => (Number.isInteger(n) ? n.toLocaleString("en-US") : Number(n).toFixed(2));

// The range's cells as combo weights; combos the text names one by one keep
// their suits (a part class), the rest of a class takes its cell's weight.
function weightsOf(r, text) {
  const w = new Map();
  const named = new Set(namedCombos(text));
  for (const cls of CLASSES) {
    const cw = (r.cells || {})[cls] || 0;
    if (!cw) continue;
    const combos = combosOf(cls);
    const mine = combos.filter((c) => named.has(c));
    if (mine.length > 0 && mine.length < combos.length) {
      const each = Math.min(1, Math.round(100 * cw * combos.length / mine.length) / 100);
      for (const c of mine) w.set(c, each);
    } else for (const c of combos) w.set(c, cw);
  }
  return w;
}

// ---- the grid editor -------------------------------------------------------------
const grid = createGrid($("#grid-editor"), {
  onChange: (weights) => gridEdited(weights),
  onPercent: (n, ranking) => fillPercent(n, ranking),
});
function markGridSeat() {
  document.querySelectorAll(".seat").forEach((row, i) => {
    row.querySelector(".grid-button").setAttribute("aria-pressed", String(i + 1 === state.gridSeat));
    row.classList.toggle("editing", i + 1 === state.gridSeat);
  });
}
function openGrid(n) {
  state.gridSeat = n;
  grid.setSeat(n, `seat ${n}`);
  grid.setWeights(state.weights[n - 1] || new Map());
  markGridSeat();
}
async function gridEdited(weights) {
  const n = state.gridSeat;
  state.weights[n - 1] = weights;
  const plain = rangeText(weights);
  await writeSeat(n, plain);
}
async function writeSeat(n, text) {
  let canonical = text;
  if (text) {
    try {
      const r = await api.range({ range: text, game: game() });
      canonical = r.text || text;
      $(`#seat-count-${n}`).textContent = rangeCount(r);
    } catch (err) {
      if (!(err instanceof api.ApiError)) throw err;
      showError(Object.assign(err, { field: "players", index: n - 1 }));
    }
  } else $(`#seat-count-${n}`).textContent = "";
  state.seats[n - 1] = canonical;
  seatInput(n).value = canonical;
  $(`#seat-error-${n}`).textContent = "";
  saveHash();
}
async function fillPercent(n, ranking) {
  const seat = state.gridSeat;
  if (n <= 0) { state.weights[seat - 1] = new Map(); grid.setWeights(new Map()); await writeSeat(seat, ""); return; }
  try {
    const r = await api.range({ range: `${n}%`, game: game(), ranking });
    state.weights[seat - 1] = weightsOf(r, "");
    grid.setWeights(state.weights[seat - 1]);
    await writeSeat(seat, r.text || "");
  } catch (err) {
    if (!(err instanceof api.ApiError)) throw err;
    showError(Object.assign(err, { field: "players", index: seat - 1 }));
  }
}

// ---- board and dead cards ------------------------------------------------------------
const picker = createPicker($("#table-pane"), {
  fields: { board: $("#board"), dead: $("#dead") },
  onChange: () => { showCards(); saveHash(); },
});
function showCards() {
  const held = new Set();
  for (const s of state.seats) if (/^\s*([2-9TJQKA10][shdc]\s*)+$/i.test(s)) for (const c of splitCards(s)) held.add(c);
  picker.show(held);
}
for (const id of ["board", "dead"]) $("#" + id).addEventListener("input", () => { showCards(); saveHash(); });
for (const r of document.querySelectorAll("input[name=pick-into]")) r.addEventListener("change", showCards);

// ---- the scenario in the URL ----------------------------------------------------------
function saveHash() {
  const q = new URLSearchParams();
  if (game() !== "holdem") q.append("game", game());
  for (const s of state.seats) q.append("p", s);
  for (const id of ["board", "dead"]) if ($("#" + id).value) q.append(id, $("#" + id).value);
  for (const id of OPTIONS) if ($("#" + id).value && !(id === "method" && $("#method").value === "auto")) q.append(id, $("#" + id).value);
  const hash = "#" + q.toString();
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
function loadHash() {
  const s = hashScenario();
  const seats = s.seats;
  while (seats.length < 2) seats.push("");
  state.seats = seats;
  state.weights = seats.map(() => new Map());
  $("#game").value = s.game;
  if (!$("#game").value) $("#game").value = "holdem";
  for (const id of ["board", "dead", ...OPTIONS]) $("#" + id).value = s[id] || (id === "method" ? "auto" : "");
  applyGame();
  renderSeats();
  openGrid(1);
  showCards();
  return s.seats.filter((p) => p.trim()).length >= 2;
}
// A seated game (stud, draw) has no board: its field and the picker's board choice hide, dead cards stay.
function applyGame() {
  const gridOk = GRID_GAMES.has(game()), board = hasBoard(game());
  $("#grid-editor").hidden = !gridOk;
  document.body.classList.toggle("no-grid", !gridOk);
  $("#board-row").hidden = $("#pick-into").hidden = !board;
  $("#cards-title").textContent = board ? "Board and dead cards" : "Dead cards";
  if (!board) { $("#board").value = ""; document.querySelector("input[name=pick-into][value=dead]").checked = true; }
  for (const input of document.querySelectorAll("[data-seat-input]")) input.placeholder = seatHint(game());
}
$("#game").addEventListener("change", () => {
  applyGame(); showCards(); saveHash();
  state.seats.forEach((_, i) => readRange(i + 1));
});
for (const id of OPTIONS) $("#" + id).addEventListener("change", saveHash);
$("#add-seat").addEventListener("click", () => {
  if (state.seats.length >= 10) return;
  state.seats.push(""); state.weights.push(new Map());
  renderSeats(); saveHash();
  seatInput(state.seats.length).focus();
});

// ---- running ----------------------------------------------------------------------------
function request(extra = {}) {
  const s = { seats: state.seats, game: game() };
  for (const k of ["board", "dead", ...OPTIONS]) s[k] = $("#" + k).value;
  return body(s, extra);
}
function setRunning(on) {
  $("#run").disabled = on;
  $("#cancel").disabled = !on;
  $("#progress").hidden = !on;
  $("#progress-text").hidden = !on;
  if (on) { $("#progress").removeAttribute("value"); $("#progress-text").textContent = "starting"; }
}
function show(answer) {
  state.answer = answer;
  drawAnswer($("#result"), $("#summary"), answer);
  $("#result").dataset.state = "done";
}
function showProgress(share, p) {
  const bar = $("#progress");
  if (Number.isFinite(share) && share > 0) bar.value = Math.max(0, Math.min(1, share));
  else bar.removeAttribute("value");
  const n = Number(p.count) || 0;
  $("#progress-text").textContent = p.state === "queued" ? "waiting for a free worker" :
    `${n.toLocaleString("en-US")} ${p.method === "mc" ? "trials" : "counted"}, ${Number(p.seconds || 0).toFixed(1)} s`;
  $("#progress-text").dataset.count = String(n);
}
setProgressSink(showProgress);

// Runs the page's question (or `started`, a job already under way).
async function run(started) {
  if (state.running) return;
  clearErrors();
  const table = $("#result");
  const before = table.dataset.state;
  table.dataset.state = "running";
  setRunning(true);
  const t0 = performance.now();
  try {
    const j = started || api.job(request(), showProgress);
    state.running = j;
    const answer = await j.done;
    if (answer) show(answer);
    else { table.dataset.state = before === "done" ? "done" : "idle"; $("#summary").textContent = "Cancelled."; }
    await markOnScreen();
    performance.measure("pokeq-run", { start: t0, end: performance.now() });
  } catch (err) {
    if (!(err instanceof api.ApiError)) throw err;
    showError(err);
    table.dataset.state = "error";
  } finally {
    state.running = null;
    setRunning(false);
  }
}
$("#run").addEventListener("click", () => run());
$("#cancel").addEventListener("click", () => state.running && state.running.cancel());

// ---- analysis tabs (tabs.js) ---------------------------------------------------------------
wireTabs({
  request, clearErrors, showError, seats: () => state.seats,
  markCombos: (n, combos) => { openGrid(n); grid.mark(combos.map(normalCombo)); },
});

// ---- copying -----------------------------------------------------------------------------
async function copy(text) {
  try { await navigator.clipboard.writeText(text); $("#copied").textContent = "Copied."; }
  catch (_) { $("#copied").textContent = "The browser refused the clipboard."; }
}
$("#copy-link").addEventListener("click", () => copy(location.href));
$("#copy-text").addEventListener("click", () => state.answer && copy(answerText(state.answer)));
$("#copy-json").addEventListener("click", () => state.answer && copy(JSON.stringify(state.answer)));

// ---- start ---------------------------------------------------------------------------------
// A link with two seats is answered first; the seats' grids follow.
async function start(started) {
  const ready = loadHash();
  if (ready) await run(started);
  // a seat the run refused keeps the run's sentence (it names the bad part; the range check would not)
  state.seats.forEach((_, i) => { if (state.seats[i].trim() && !seatInput(i + 1).hasAttribute("aria-invalid")) readRange(i + 1); });
}
window.addEventListener("hashchange", async () => {
  if (state.running) { await state.running.cancel(); await new Promise((r) => setTimeout(r)); }
  start();
});
start(early);
