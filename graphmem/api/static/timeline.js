// The timeline picture: one row per slot (subject · predicate) with a lane per state, each state
// a bar from when it became true to when a later one replaced it (or now); replaced states are
// hatched, and each bar names its evidence turns, which open in their session.
import { citation, day, el } from "./dom.js";

const DAY_MS = 86400000;

export function drawTimeline(container, facts, openTurn) {
  if (!facts.length) {
    container.replaceChildren();
    return;
  }
  const now = Date.now();
  const starts = facts.map((f) => f.validFrom ? Date.parse(f.validFrom) : null).filter((t) => t !== null);
  const ends = facts.map((f) => f.validTo ? Date.parse(f.validTo) : now);
  const first = Math.min(...starts, ...ends) - 15 * DAY_MS;
  const last = Math.max(...ends, ...starts) + 15 * DAY_MS;
  const at = (time) => `${(100 * (time - first)) / (last - first)}%`;

  const slots = new Map();
  for (const fact of facts) {
    const slot = `${fact.subject} · ${fact.predicate}`;
    if (!slots.has(slot)) slots.set(slot, []);
    slots.get(slot).push(fact);
  }
  const rows = [...slots].map(([slot, states]) => el("div", { className: "tl-row" },
    el("div", { className: "tl-label", textContent: slot }),
    el("div", { className: "tl-track" }, ...states.map((fact) => bar(fact, first, now, at, openTurn)))));
  container.replaceChildren(axis(first, last, at), ...rows);
}

function bar(fact, first, now, at, openTurn) {
  const start = fact.validFrom ? Date.parse(fact.validFrom) : first;
  const end = fact.validTo ? Date.parse(fact.validTo) : now;
  const shape = el("div", { className: "tl-bar" }, el("span", { className: "tl-object", textContent: fact.object }));
  shape.style.left = at(start);
  shape.style.width = `calc(${at(end)} - ${at(start)})`;
  const when = `${day(fact.validFrom) || "?"} → ${day(fact.validTo) || "now"}${fact.current ? "" : " (replaced)"}`;
  const about = el("div", { className: "tl-about" }, el("span", { className: "tl-when", textContent: `${fact.object}: ${when}` }),
    citation(null, fact.sourceTurnIds.slice(0, 3), null, openTurn));
  // Text starting late in the picture is anchored to the right, so it stays inside it.
  if ((start - first) / (now - first) > 0.55) about.classList.add("from-right");
  else about.style.left = at(start);
  const lane = el("div", { className: `tl-state${fact.current ? " current" : " superseded"}`, title: fact.text },
    shape, about);
  lane.dataset.fact = fact.id;
  return lane;
}

function axis(first, last, at) {
  const ticks = [];
  const date = new Date(first);
  date.setUTCDate(1);
  const months = (last - first) / (30 * DAY_MS);
  const step = months > 36 ? 12 : months > 12 ? 3 : 1;
  for (date.setUTCMonth(date.getUTCMonth() + 1); date.getTime() < last; date.setUTCMonth(date.getUTCMonth() + step)) {
    const tick = el("span", { className: "tl-tick", textContent: date.toISOString().slice(0, 7) });
    tick.style.left = at(date.getTime());
    ticks.push(tick);
  }
  return el("div", { className: "tl-row tl-axis" }, el("div", { className: "tl-label" }), el("div", { className: "tl-track" }, ...ticks));
}
