// SPDX-License-Identifier: MIT
// preflop.js - the 169 classes' equity against a random hand as a heat map
// (the grid's layout) and a class-against-class lookup in the exact matrix.
// Reads the API's tables in the shapes of `pokeq preflop ... --format json`.

import { CLASSES } from "./classes.js";
import { classRows } from "./grid.js";

// {class: equity} from whichever list or map the table holds.
export function classEquities(table) {
  const out = new Map();
  const rows = Array.isArray(table) ? table : table.classes || table.rows || table.hands || [];
  if (!Array.isArray(rows) && typeof rows === "object")
    for (const [k, v] of Object.entries(rows)) out.set(k, typeof v === "number" ? v : v.equity);
  else for (const r of rows) out.set(r.class || r.hand, r.equity);
  return out;
}

export function renderHeat(root, table) {
  const eq = classEquities(table);
  root.replaceChildren(...classRows((cell, cls) => {
    cell.className = "cell";
    const e = eq.get(cls);
    if (typeof e === "number") {
      cell.dataset.value = String(e);
      cell.style.setProperty("--heat", String(Math.max(0, Math.min(1, (e - 0.3) / 0.55))));
      cell.textContent = `${cls} ${(100 * e).toFixed(1)}`;
    } else cell.textContent = cls;
  }));
}

// The entry for a against b, or null: a matrix of rows {a, b, equity} or
// {classes: [...], equity: [[...]]}.
export function lookup(matrix, a, b) {
  if (Array.isArray(matrix.equity) && Array.isArray(matrix.classes)) {
    const i = matrix.classes.indexOf(a), j = matrix.classes.indexOf(b);
    return i < 0 || j < 0 ? null : { equity: matrix.equity[i][j] };
  }
  const rows = matrix.rows || matrix.matchups || matrix.pairs || (Array.isArray(matrix) ? matrix : []);
  for (const r of rows) {
    const x = r.a || r.hero || r.class, y = r.b || r.villain || r.vs;
    if (x === a && y === b) return r;
    if (x === b && y === a && typeof r.equity === "number") return { ...r, equity: 1 - r.equity, swapped: true };
  }
  return null;
}

export const isClass = (text) => CLASSES.includes(text);
