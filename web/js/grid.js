// SPDX-License-Identifier: MIT
// grid.js - the 13x13 range editor of one seat at a time: drag to paint
// classes at the brush weight, buttons for pairs/suited/offsuit/all/clear,
// arrow keys + Space, a suit picker for one class, combos marked by hits.
// It holds a map combo -> weight and calls onChange(weights) after each
// edit and onPercent(n, ranking) for the % slider; it calls no API.

import { RANKS, CLASSES, classAt, combosOf, comboCount } from "./classes.js";

const $ = (sel, root = document) => root.querySelector(sel);

// The 13x13 layout as 13 elements of role "row", each of 13 cells of role
// "gridcell" carrying data-class; fill(cell, cls, r, c) dresses each cell.
export function classRows(fill) {
  const rows = [];
  for (let r = 0; r < 13; r++) {
    const row = document.createElement("div");
    row.setAttribute("role", "row");
    for (let c = 0; c < 13; c++) {
      const cls = classAt(r, c);
      const cell = document.createElement("div");
      cell.setAttribute("role", "gridcell");
      cell.dataset.class = cls;
      fill(cell, cls, r, c);
      row.append(cell);
    }
    rows.push(row);
  }
  return rows;
}

export function createGrid(root, { onChange, onPercent }) {
  const board = $("[data-grid]", root);
  const brush = $("#grid-weight", root);
  const percent = $("#grid-percent", root);
  const percentOut = $("#grid-percent-out", root);
  const ranking = $("#grid-ranking", root);
  const picker = $("#suit-picker", root);
  const count = $("#grid-count", root);
  let weights = new Map();
  let marked = new Set();
  let focusClass = "AA";
  const cells = new Map();

  board.append(...classRows((cell, cls, r, c) => {
    cell.className = "cell " + (r === c ? "pair" : r < c ? "suited" : "offsuit");
    cell.tabIndex = cls === focusClass ? 0 : -1;
    cell.textContent = cls;
    cells.set(cls, cell);
  }));

  const brushWeight = () => Math.max(0, Math.min(100, Math.round(Number(brush.value) || 0))) / 100;
  const classWeight = (cls) => {
    const ws = combosOf(cls).map((c) => weights.get(c) || 0);
    return ws.reduce((a, b) => a + b, 0) / ws.length;
  };

  function paintCell(cls) {
    const cell = cells.get(cls);
    const w = classWeight(cls);
    cell.style.setProperty("--w", `${Math.round(w * 100)}%`);
    cell.setAttribute("aria-selected", String(w > 0));
    cell.dataset.weight = String(Math.round(w * 100) / 100);
    const hit = combosOf(cls).some((c) => marked.has(c));
    cell.classList.toggle("hit", hit);
    cell.setAttribute("aria-label", `${cls}, ${Math.round(w * 100)} percent${hit ? ", selected by hits" : ""}`);
  }

  function render() {
    for (const cls of CLASSES) paintCell(cls);
    const n = comboCount(weights);
    count.textContent = `${fmt(n)} combos, ${(100 * n / 1326).toFixed(1)} % of 1,326`;
    renderPicker();
  }

  function renderPicker() {
    const legend = document.createElement("legend");
    legend.textContent = `Suits of ${focusClass}`;
    picker.replaceChildren(legend);
    for (const combo of combosOf(focusClass)) {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.checked = (weights.get(combo) || 0) > 0;
      box.dataset.combo = combo;
      box.addEventListener("change", () => {
        setCombo(combo, box.checked ? brushWeight() || 1 : 0);
        changed();
      });
      label.append(box, " ", suitText(combo));
      picker.append(label);
    }
  }

  function setCombo(combo, w) {
    if (w > 0) weights.set(combo, w); else weights.delete(combo);
  }
  function setClass(cls, w) { for (const c of combosOf(cls)) setCombo(c, w); }
  function changed() { marked = new Set(); render(); onChange(new Map(weights)); }

  // Dragging: the first cell decides paint or erase; every cell the pointer
  // crosses takes it. Pointer capture is released so touch drags too.
  let painting = null;
  board.addEventListener("pointerdown", (ev) => {
    const cell = ev.target.closest("[data-class]");
    if (!cell || ev.button > 0) return;
    ev.preventDefault();
    if (cell.hasPointerCapture && cell.hasPointerCapture(ev.pointerId)) cell.releasePointerCapture(ev.pointerId);
    const w = brushWeight();
    const cls = cell.dataset.class;
    painting = { w: Math.abs(classWeight(cls) - w) < 1e-9 && w > 0 ? 0 : w, seen: new Set() };
    focusCell(cls);
    paintOver(cls);
  });
  const paintOver = (cls) => {
    if (!painting || painting.seen.has(cls)) return;
    painting.seen.add(cls);
    setClass(cls, painting.w);
    paintCell(cls);
  };
  board.addEventListener("pointermove", (ev) => {
    if (!painting) return;
    const el = document.elementFromPoint(ev.clientX, ev.clientY);
    const cell = el && el.closest && el.closest("[data-class]");
    if (cell && board.contains(cell)) paintOver(cell.dataset.class);
  });
  board.addEventListener("pointerover", (ev) => {
    const cell = ev.target.closest && ev.target.closest("[data-class]");
    if (cell) paintOver(cell.dataset.class);
  });
  const stop = () => { if (painting) { painting = null; changed(); } };
  window.addEventListener("pointerup", stop);
  window.addEventListener("pointercancel", stop);

  function focusCell(cls, move) {
    cells.get(focusClass).tabIndex = -1;
    focusClass = cls;
    const cell = cells.get(cls);
    cell.tabIndex = 0;
    if (move) cell.focus();
    renderPicker();
  }

  board.addEventListener("keydown", (ev) => {
    const cell = ev.target.closest("[data-class]");
    if (!cell) return;
    const i = CLASSES.indexOf(cell.dataset.class);
    let r = Math.floor(i / 13), c = i % 13;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (moves[ev.key]) {
      r = Math.max(0, Math.min(12, r + moves[ev.key][0]));
      c = Math.max(0, Math.min(12, c + moves[ev.key][1]));
      focusCell(classAt(r, c), true);
      ev.preventDefault();
    } else if (ev.key === " " || ev.key === "Enter") {
      const cls = cell.dataset.class;
      const w = brushWeight();
      setClass(cls, Math.abs(classWeight(cls) - w) < 1e-9 && w > 0 ? 0 : w);
      changed();
      ev.preventDefault();
    }
  });

  const groups = {
    pairs: (cls) => cls.length === 2, suited: (cls) => cls[2] === "s",
    offsuit: (cls) => cls[2] === "o", all: () => true,
  };
  root.addEventListener("click", (ev) => {
    const button = ev.target.closest("button[data-select]");
    if (!button) return;
    const which = button.dataset.select;
    if (which === "clear") weights = new Map();
    else for (const cls of CLASSES) if (groups[which](cls)) setClass(cls, brushWeight());
    changed();
  });

  percent.addEventListener("input", () => { percentOut.value = `${percent.value} %`; });
  percent.addEventListener("change", () => onPercent(Number(percent.value), ranking.value));
  ranking.addEventListener("change", () => onPercent(Number(percent.value), ranking.value));

  render();
  return {
    setSeat(n, label) {
      board.dataset.grid = String(n);
      board.setAttribute("aria-label", `Range grid of ${label}`);
      $("#grid-title", root).textContent = `Range grid: ${label}`;
    },
    setWeights(map) { weights = new Map(map); marked = new Set(); render(); },
    mark(combos) { marked = new Set(combos); render(); },
  };
}

const SYMBOL = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
export const suitText = (combo) => combo.replace(/([shdc])/g, (s) => SYMBOL[s]);
export const fmt = (n) => (Number.isInteger(n) ? n.toLocaleString("en-US") : n.toFixed(2));
export { RANKS };
