// SPDX-License-Identifier: MIT
// analysis.js - the tabs under the answer: a seat's combos by equity
// (sortable), hand types at showdown, the equity graph (SVG steps, each as
// wide as its share) and the hits of a range on the board. Renders the
// API's objects; fetching is app.js's (through api.js).

import { suitText } from "./grid.js";

const pct = (x) => (100 * x).toFixed(2) + "%";
const SVG = "http://www.w3.org/2000/svg";
const BADUGI = ["one-card badugi", "two-card badugi", "three-card badugi", "four-card badugi"];
const LOWS = ["5-low", "6-low", "7-low", "8-low", "9-low", "T-low", "J-low", "Q-low", "K-low", "paired low", "no low"];
const CATEGORIES = ["high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
  "four of a kind", "straight flush"];

function td(text, field, value) {
  const el = document.createElement("td");
  el.textContent = text;
  if (field) { el.dataset.field = field; el.dataset.value = String(value); }
  return el;
}

export function renderCombos(table, player, sortKey = "equity") {
  const rows = [...(player.combos || [])];
  const dir = sortKey === "combo" ? 1 : -1;
  rows.sort((a, b) => (a[sortKey] < b[sortKey] ? -dir : a[sortKey] > b[sortKey] ? dir : 0));
  table.tBodies[0].replaceChildren(...rows.map((c) => {
    const tr = document.createElement("tr");
    tr.dataset.combo = c.combo;
    tr.append(td(suitText(c.combo)), td(String(c.weight), "weight", c.weight),
      td(c.equity === null ? "-" : pct(c.equity), "equity", c.equity), td(String(c.showdowns), "showdowns", c.showdowns));
    return tr;
  }));
  for (const b of table.querySelectorAll("[data-sort]"))
    b.closest("th").setAttribute("aria-sort", b.dataset.sort === sortKey ? (dir > 0 ? "ascending" : "descending") : "none");
}

export function renderCategories(table, answer) {
  const head = document.createElement("tr");
  head.append(...["Hand type", ...answer.players.map((p, i) => `${i + 1}: ${p.input}`)].map((t) => {
    const th = document.createElement("th"); th.scope = "col"; th.textContent = t; return th;
  }));
  table.tHead.replaceChildren(head);
  /* the high hand's rows (none in razz; badugi: its sizes), then the low's where the game has one */
  const rows = [], high = answer.game === "badugi" ? BADUGI : CATEGORIES;
  if (answer.players.some((p) => p.categories)) rows.push(...high.map((name, k) => [name, "categories", k]));
  if (answer.players.some((p) => p.lows)) rows.push(...LOWS.map((name, k) => [name, "lows", k]));
  table.tBodies[0].replaceChildren(...rows.map(([name, field, k]) => {
    const tr = document.createElement("tr");
    const th = document.createElement("th"); th.scope = "row"; th.textContent = name;
    tr.append(th, ...answer.players.map((p) => {
      const n = (p[field] || [])[k] || 0;
      return td(`${n.toLocaleString("en-US")} (${pct(n / answer.count)})`, "count", n);
    }));
    return tr;
  }));
}

export function renderGraph(box, answer) {
  const w = 600, h = 300, pad = 30;
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "Equity graph: each seat's combos sorted by equity");
  const axis = document.createElementNS(SVG, "path");
  axis.setAttribute("d", `M${pad},${pad}V${h - pad}H${w - pad}`);
  axis.setAttribute("class", "axis");
  svg.append(axis);
  answer.players.forEach((p, i) => {
    let d = "", x0 = 0;
    for (const pt of p.curve || []) {
      const x = pad + (w - 2 * pad) * x0, y = h - pad - (h - 2 * pad) * pt.equity;
      d += `${d ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}H${(pad + (w - 2 * pad) * pt.x).toFixed(1)}`;
      x0 = pt.x;
    }
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", d);
    path.setAttribute("class", `line seat-${(i % 6) + 1}`);
    const title = document.createElementNS(SVG, "title");
    title.textContent = `Seat ${i + 1}: ${p.input}`;
    path.append(title);
    svg.append(path);
  });
  const legend = document.createElement("ul");
  legend.className = "legend";
  legend.append(...answer.players.map((p, i) => {
    const li = document.createElement("li");
    li.className = `seat-${(i % 6) + 1}`;
    li.textContent = `Seat ${i + 1}: ${p.input}`;
    return li;
  }));
  box.replaceChildren(svg, legend);
}

// Hit rows; onPick(hands list) when a class is chosen.
export function renderHits(table, summaryEl, answer, onPick) {
  const rows = answer.hits || answer.classes || answer.rows || [];
  summaryEl.textContent = `${answer.range || ""} on ${answer.board || ""}: ` +
    `${Number(answer.combos ?? 0).toFixed(2)} combos`;
  table.tBodies[0].replaceChildren(...rows.filter((r) => r.count > 0).map((r) => {
    const tr = document.createElement("tr");
    tr.dataset.hit = r.class;
    if (r.part_of) tr.className = "part";
    const name = document.createElement("th");
    name.scope = "row";
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = r.class;
    b.title = "Select these combos in the grid";
    // hands is range text: "AhKd,QsQc:0.5" (a weight below one after the colon)
    const combos = (r.hands || "").split(",").map((h) => h.split(":")[0]).filter(Boolean);
    b.addEventListener("click", () => onPick(combos, r.class));
    name.append(b);
    const bar = td(pct(r.percent / 100), "percent", r.percent);
    bar.style.setProperty("--bar", `${Math.min(100, r.percent)}%`);
    bar.className = "bar";
    tr.append(name, td(r.combos.toFixed(2), "combos", r.combos), bar);
    return tr;
  }));
}
