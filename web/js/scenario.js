// SPDX-License-Identifier: MIT
// scenario.js - a scenario as the URL holds it (#game=..&p=..&p=..&board=..)
// and as the API's equity body. Pure functions; no DOM but location, no API.

export const OPTIONS = ["method", "trials", "stderr", "seed"];

// The API's equity body for a scenario (texts as typed or as in the URL).
export function body(s, extra = {}) {
  const b = { players: s.seats.map((p) => p.trim()), game: s.game || "holdem", method: s.method || "auto" };
  for (const k of ["board", "dead"]) if (s[k] && s[k].trim()) b[k] = s[k].trim();
  for (const k of ["trials", "seed", "stderr"]) if (s[k] !== undefined && s[k] !== "") b[k] = Number(s[k]);
  return Object.assign(b, extra);
}

// The scenario in the page's URL (at most ten seats).
export function hashScenario() {
  const q = new URLSearchParams(location.hash.slice(1));
  const s = { seats: q.getAll("p").slice(0, 10), game: q.get("game") || "holdem" };
  for (const k of ["board", "dead", ...OPTIONS]) s[k] = q.get(k) || "";
  return s;
}
