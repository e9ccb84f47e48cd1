// SPDX-License-Identifier: MIT
// games.js - what the page needs to know of a --game name: whether it has a
// board, whether its seats take the 13x13 grid (the range API reads them),
// and what a seat's text holds. Pure; no DOM, no API.

export const GRID_GAMES = new Set(["holdem", "holdem-hilo", "shortdeck", "shortdeck-triton"]);
const STUD = new Set(["stud", "razz", "stud-hilo", "stud-hilo-nq"]);
const DRAW = new Set(["draw", "lowball27", "lowball-a5", "badugi"]);

// Stud and draw games are seated: no board, a seat is its own cards.
export const hasBoard = (game) => !STUD.has(game) && !DRAW.has(game);

export function seatHint(game) {
  if (STUD.has(game)) return "known cards, like Ah2h3c";
  if (game === "badugi") return "the 0 to 4 cards kept, like 2h3d4c";
  if (DRAW.has(game)) return "the 0 to 5 cards kept, like 2h3d4c7s";
  return GRID_GAMES.has(game) ? "hand or range, like QQ+,AKs" : "hand or range, like AhAsKdKc";
}
