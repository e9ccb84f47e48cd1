// SPDX-License-Identifier: MIT
// boot.js - a link that holds two seats or more starts its job here, as
// soon as this module and the three it imports have arrived (index.html
// loads it `async`), while the rest of the page is still on its way, and
// draws its answer the moment it comes, before app.js builds the controls
// (app.js waits for `answered`, then takes the job over and draws it again
// with the table's data-state). Its progress goes to the sink app.js sets.

import * as api from "./api.js";
import { drawAnswer, markOnScreen } from "./answer.js";
import { body, hashScenario } from "./scenario.js";

let sink = () => {};
export const setProgressSink = (fn) => { sink = fn; };

const linked = hashScenario();
export const early = linked.seats.filter((p) => p.trim()).length >= 2
  ? api.job(body(linked), (share, p) => sink(share, p)) : null;

// Resolves once the link's answer is on screen (a frame after it is drawn),
// or at once when the job fails or is cancelled (app.js shows why).
export const answered = early && early.done.then(async (a) => {
  if (!a) return;
  drawAnswer(document.getElementById("result"), document.getElementById("summary"), a);
  await markOnScreen();
}, () => {});
