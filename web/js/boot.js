// SPDX-License-Identifier: MIT
// boot.js - a link that holds two seats or more starts its job here, as
// soon as this module and the two it imports have arrived (index.html
// loads it `async`), while the rest of the page is still on its way;
// app.js takes the job over. Its progress goes to the sink app.js sets.

import * as api from "./api.js";
import { body, hashScenario } from "./scenario.js";

let sink = () => {};
export const setProgressSink = (fn) => { sink = fn; };

const linked = hashScenario();
export const early = linked.seats.filter((p) => p.trim()).length >= 2
  ? api.job(body(linked), (share, p) => sink(share, p)) : null;
