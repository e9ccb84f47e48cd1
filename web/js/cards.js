// SPDX-License-Identifier: MIT
// cards.js - the 52-card picker for the board and the dead cards: four suit
// rows of toggle buttons; a click adds the card to the chosen field or takes
// it off; cards held elsewhere are shown taken. Text in, text out; no API.

import { RANKS, SUITS } from "./classes.js";

const SYMBOL = { s: "\u2660", h: "\u2665", d: "\u2666", c: "\u2663" };
const NAME = { s: "spades", h: "hearts", d: "diamonds", c: "clubs" };

// "Ah7d2c" or "Ah 7d, 2c" -> ["Ah", "7d", "2c"] (10 for T allowed).
export function splitCards(text) {
  const out = [];
  for (const m of text.replace(/10/g, "T").matchAll(/([2-9TJQKA])([shdc])/gi))
    out.push(m[1].toUpperCase() + m[2].toLowerCase());
  return out;
}

export function createPicker(root, { fields, onChange }) {
  const grid = root.querySelector("#card-grid");
  const buttons = new Map();
  for (const s of SUITS) {
    const row = document.createElement("div");
    row.className = "suit-row suit-" + s;
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", NAME[s]);
    for (const r of RANKS) {
      const card = r + s;
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.card = card;
      b.className = "card suit-" + s;
      b.textContent = r + SYMBOL[s];
      b.setAttribute("aria-label", `${r === "T" ? "T (10)" : r} of ${NAME[s]}`);
      b.setAttribute("aria-pressed", "false");
      buttons.set(card, b);
      row.append(b);
    }
    grid.append(row);
  }
  const target = () => (root.querySelector("input[name=pick-into]:checked") || {}).value || "board";

  grid.addEventListener("click", (ev) => {
    const b = ev.target.closest("[data-card]");
    if (!b || b.getAttribute("aria-disabled") === "true") return;
    const field = fields[target()];
    const cards = splitCards(field.value);
    const at = cards.indexOf(b.dataset.card);
    if (at >= 0) cards.splice(at, 1);
    else if (target() === "board" && cards.length >= 5) return;
    else cards.push(b.dataset.card);
    field.value = cards.join("");
    onChange(target());
  });

  return {
    // board and dead texts, and the cards the seats hold.
    show(held) {
      const board = new Set(splitCards(fields.board.value));
      const dead = new Set(splitCards(fields.dead.value));
      for (const [card, b] of buttons) {
        const mine = target() === "board" ? board : dead;
        const other = target() === "board" ? dead : board;
        const taken = other.has(card) || held.has(card);
        b.setAttribute("aria-pressed", String(mine.has(card)));
        b.setAttribute("aria-disabled", String(taken));
        b.classList.toggle("in-board", board.has(card));
        b.classList.toggle("in-dead", dead.has(card));
        b.classList.toggle("taken", taken);
      }
    },
  };
}
