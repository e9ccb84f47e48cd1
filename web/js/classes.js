// SPDX-License-Identifier: MIT
// classes.js - the 169 hand classes of the 13x13 grid and their combos
// (pairs on the diagonal, suited above, offsuit below), and a grid's combo
// weights written as range text. Pure functions; no DOM, no API.

export const RANKS = "AKQJT98765432";
export const SUITS = "shdc";

// The class at row r, column c (0 = ace).
export function classAt(r, c) {
  const a = RANKS[Math.min(r, c)], b = RANKS[Math.max(r, c)];
  return r === c ? a + b : a + b + (r < c ? "s" : "o");
}

export const CLASSES = [];
for (let r = 0; r < 13; r++) for (let c = 0; c < 13; c++) CLASSES.push(classAt(r, c));

// The combos of a class, "AsKs" style (higher rank first); one frozen
// array per class, made once.
const COMBOS = new Map();
export function combosOf(cls) {
  let out = COMBOS.get(cls);
  if (!out) COMBOS.set(cls, (out = Object.freeze(makeCombos(cls))));
  return out;
}

function makeCombos(cls) {
  const out = [];
  const [a, b, kind] = cls;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (a === b ? j <= i : (kind === "s") !== (i === j)) continue;
      out.push(a + SUITS[i] + b + SUITS[j]);
    }
  }
  return out;
}

// The class of a combo text such as "AhKd" or "KdAh".
export function classOf(combo) {
  let [r1, s1, r2, s2] = combo;
  if (RANKS.indexOf(r1) > RANKS.indexOf(r2)) [r1, s1, r2, s2] = [r2, s2, r1, s1];
  if (r1 === r2) return r1 + r2;
  return r1 + r2 + (s1 === s2 ? "s" : "o");
}

// The same combo in the grid's spelling (higher rank first, pairs by suit order).
export function normalCombo(combo) {
  let [r1, s1, r2, s2] = combo;
  const swap = RANKS.indexOf(r1) > RANKS.indexOf(r2) ||
    (r1 === r2 && SUITS.indexOf(s1) > SUITS.indexOf(s2));
  return swap ? r2 + s2 + r1 + s1 : r1 + s1 + r2 + s2;
}

const weightText = (w) => (w >= 1 ? "" : ":" + String(Math.round(w * 100) / 100));

// Range text for a map combo -> weight (0..1 in hundredths): whole classes
// as "AKs:0.5", part classes as their combos. The server writes it back in
// PokerStove's style (api.range).
export function rangeText(weights) {
  const terms = [];
  for (const cls of CLASSES) {
    const combos = combosOf(cls);
    const ws = combos.map((c) => weights.get(c) || 0);
    if (ws.every((w) => w === 0)) continue;
    if (ws.every((w) => w === ws[0])) { terms.push(cls + weightText(ws[0])); continue; }
    combos.forEach((c, i) => { if (ws[i] > 0) terms.push(c + weightText(ws[i])); });
  }
  return terms.join(",");
}

// The combos a range text names one by one ("AsKs"), grid-spelt.
export function namedCombos(text) {
  const out = [];
  const re = /([AKQJT2-9])([shdc])([AKQJT2-9])([shdc])/gi;
  for (const m of text.matchAll(re)) out.push(normalCombo(m[1].toUpperCase() + m[2].toLowerCase() +
    m[3].toUpperCase() + m[4].toLowerCase()));
  return out;
}

export function comboCount(weights) {
  let n = 0;
  for (const w of weights.values()) n += w;
  return n;
}
