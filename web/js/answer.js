// SPDX-License-Identifier: MIT
// answer.js - the result table (id="result", data-state; a row
// tr[data-seat=N] per seat whose cells carry data-field and data-value,
// the API's exact fraction), the summary line, the answer as text, and the
// mark that says an answer is on screen.

const pct = (x) => (100 * x).toFixed(3) + "%";
const int = (n) => Number(n).toLocaleString("en-US");

function cell(field, value, text) {
  const td = document.createElement("td");
  td.dataset.field = field;
  td.dataset.value = String(value);
  td.textContent = text;
  return td;
}

export function isHiLo(answer) {
  return answer.players.some((p) => typeof p.scoop === "number");
}

export function summary(a) {
  const mc = a.mode === "mc";
  const what = mc ? `${int(a.trials)} trials` : `${int(a.deals)} ${a.count_kind === "runouts" ? "runouts" : "showdowns"}`;
  const weighted = a.count !== a.deals && !mc ? `, ${int(a.count)} weighted` : "";
  const sigma = mc ? `Monte Carlo \u00b1 ${Math.max(...a.players.map((p) => p.stderr || 0)).toFixed(5)}` : "exact";
  const stop = a.interrupted ? ", cancelled (partial)" : "";
  const secs = typeof a.seconds === "number" ? `, ${a.seconds.toFixed(3)} s` : "";
  const threads = a.threads ? `, ${a.threads} thread${a.threads > 1 ? "s" : ""}` : "";
  return `${what}${weighted}, ${sigma}${secs}${threads}${stop}`;
}

export function renderResult(table, a) {
  const hilo = isHiLo(a);
  const mc = a.mode === "mc";
  const head = ["Seat", "Hand", "Equity", "Win", "Tie"];
  if (hilo) head.push("High", "Low", "Scoop");
  if (mc) head.push("\u00b1 \u03c3");
  head.push("Wins", "Pot units");
  const tr = document.createElement("tr");
  for (const h of head) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = h;
    tr.append(th);
  }
  table.tHead.replaceChildren(tr);
  const rows = a.players.map((p, i) => {
    const row = document.createElement("tr");
    row.dataset.seat = String(i + 1);
    const seat = document.createElement("th");
    seat.scope = "row";
    seat.textContent = String(i + 1);
    const hand = document.createElement("td");
    hand.textContent = p.input;
    row.append(seat, hand, cell("equity", p.equity, pct(p.equity)), cell("win", p.win, pct(p.win)),
      cell("tie", p.tie, pct(p.tie)));
    if (hilo) for (const f of ["high", "low", "scoop"]) row.append(cell(f, p[f], pct(p[f])));
    if (mc) row.append(cell("stderr", p.stderr, (100 * p.stderr).toFixed(3) + "%"));
    row.append(cell("wins", p.wins, int(p.wins)), cell("pot_units", p.pot_units, int(p.pot_units)));
    return row;
  });
  table.tBodies[0].replaceChildren(...rows);
  table.dataset.count = String(a.count);
  table.dataset.mode = a.mode;
}

// The answer in the result table and the summary line (the table's
// data-state is the caller's).
export function drawAnswer(table, line, a) {
  renderResult(table, a);
  line.textContent = summary(a);
}

// Resolves when what was drawn is on screen (the next frame), setting the
// "pokeq-answer" mark that make bench-web reads.
export async function markOnScreen() {
  await new Promise((r) => requestAnimationFrame(r));
  performance.mark("pokeq-answer");
}

export function answerText(a) {
  const lines = [summary(a)];
  if (a.board) lines.push(`board ${a.board}`);
  if (a.dead) lines.push(`dead ${a.dead}`);
  a.players.forEach((p, i) => {
    lines.push(`${i + 1} ${p.input}  equity ${pct(p.equity)}  win ${pct(p.win)}  tie ${pct(p.tie)}` +
      `  wins ${p.wins}  pot_units ${p.pot_units}`);
  });
  return lines.join("\n") + "\n";
}
