// SPDX-License-Identifier: MIT
// tabs.js - the analysis tabs under the answer: per combo, hand types, the
// graph, hits (a class chosen marks its combos in the grid) and the preflop
// tables with the class-against-class lookup. wireTabs(ctx) connects them;
// ctx gives the page's request body, its error display, the seats' texts and
// markCombos(seat, combos). Numbers come through api.js.

import * as api from "./api.js";
import { renderCombos, renderCategories, renderGraph, renderHits } from "./analysis.js";
import { renderHeat, lookup, isClass } from "./preflop.js";

const $ = (sel) => document.querySelector(sel);

export function wireTabs(ctx) {
  let preflop = null;
  const tabs = [...document.querySelectorAll("[role=tab]")];
  function selectTab(tab) {
    for (const t of tabs) {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on));
      t.tabIndex = on ? 0 : -1;
      $("#" + t.getAttribute("aria-controls")).hidden = !on;
    }
  }
  for (const t of tabs) {
    t.addEventListener("click", () => selectTab(t));
    t.addEventListener("keydown", (ev) => {
      const d = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
      if (!d) return;
      const next = tabs[(tabs.indexOf(t) + d + tabs.length) % tabs.length];
      selectTab(next); next.focus();
    });
  }
  async function extra(flags, out, draw) {
    ctx.clearErrors();
    try { draw(await api.equity(ctx.request(flags))); } catch (err) {
      if (!(err instanceof api.ApiError)) throw err;
      ctx.showError(err, out);
    }
  }
  let combosAnswer = null, sortKey = "equity";
  $("#combos-run").addEventListener("click", () => extra({ per_combo: true }, null, (a) => {
    combosAnswer = a; renderCombos($("#combos"), a.players[Number($("#combos-seat").value) - 1], sortKey);
  }));
  $("#combos-seat").addEventListener("change", () => combosAnswer &&
    renderCombos($("#combos"), combosAnswer.players[Number($("#combos-seat").value) - 1], sortKey));
  $("#combos").addEventListener("click", (ev) => {
    const b = ev.target.closest("[data-sort]");
    if (!b || !combosAnswer) return;
    sortKey = b.dataset.sort;
    renderCombos($("#combos"), combosAnswer.players[Number($("#combos-seat").value) - 1], sortKey);
  });
  $("#categories-run").addEventListener("click", () => extra({ categories: true }, null, (a) => renderCategories($("#categories"), a)));
  $("#graph-run").addEventListener("click", () => extra({ curve: true }, null, (a) => renderGraph($("#graph"), a)));

  $("#hits-run").addEventListener("click", async () => {
    ctx.clearErrors();
    const n = Number($("#hits-seat").value);
    const others = ctx.seats().filter((s, i) => i !== n - 1 && s.trim());
    const game = $("#game").value;
    const body = { range: ctx.seats()[n - 1].trim(), board: $("#board").value.trim() };
    if ($("#dead").value.trim()) body.dead = $("#dead").value.trim();
    // Hold'em lists each class's combos (marked in the grid) and counts card
    // removal against one other seat; any other game is sent as it is and
    // classed (Omaha) or refused by name by the server
    if (game === "holdem") {
      body.list = true;
      if (others.length === 1) body.vs = others[0];
    } else {
      body.game = game;
    }
    try {
      const a = await api.hits(body);
      renderHits($("#hits"), $("#hits-summary"), a, (hands) => ctx.markCombos(n, hands));
    } catch (err) {
      if (!(err instanceof api.ApiError)) throw err;
      const f = err.field === "range" ? { field: "players", index: n - 1 } : {};
      ctx.showError(Object.assign(err, f), $("#hits-error"));
    }
  });

  $("#preflop-run").addEventListener("click", async () => {
    try {
      const [vs, matrix] = await Promise.all([api.preflopVsRandom(), api.preflopMatrix()]);
      preflop = matrix;
      renderHeat($("#heat"), vs);
    } catch (err) {
      if (!(err instanceof api.ApiError)) throw err;
      $("#preflop-error").textContent = err.message;
    }
  });
  $("#lookup-run").addEventListener("click", () => {
    const a = $("#lookup-a").value.trim(), b = $("#lookup-b").value.trim();
    const out = $("#lookup-out");
    if (!preflop) { out.textContent = "Load the preflop tables first."; return; }
    if (!isClass(a) || !isClass(b)) { out.textContent = `Not a hand class: ${isClass(a) ? b : a}`; return; }
    const r = lookup(preflop, a, b);
    out.textContent = r ? `${a} against ${b}: ${(100 * r.equity).toFixed(3)}% (exact)` : "Not in the table.";
    out.dataset.value = r ? String(r.equity) : "";
  });
}
