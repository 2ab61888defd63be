// The Topics view: the namespace's taxonomy, one block per area (its name, counts and a bar of
// its share of the topics) listing its topics by time; a topic opens its session.
import { day, el } from "./dom.js";

export const TAXONOMY = `query($ns: String) { taxonomy(namespace: $ns) { spans ideas sessions
  areas { name terms spans ideas sessions topics { id sessionId label summary startedAt turns ideas } } } }`;

export function drawTaxonomy(container, taxonomy, openSession) {
  if (!taxonomy.areas.length) {
    container.replaceChildren(el("p", { className: "meta", textContent: "No topics in this namespace yet." }));
    return;
  }
  const totals = el("p", { className: "meta", textContent:
    `${taxonomy.spans} topics in ${taxonomy.areas.length} areas · ${taxonomy.ideas} ideas · ${taxonomy.sessions} sessions` });
  container.replaceChildren(totals, ...taxonomy.areas.map((area) => areaBlock(area, taxonomy.spans, openSession)));
}

function areaBlock(area, total, openSession) {
  const share = el("div", { className: "area-share" });
  share.style.width = `${(100 * area.spans) / total}%`;
  const block = el("section", { className: "area" },
    el("div", { className: "area-head" },
      el("h3", { className: "area-name", textContent: area.name }),
      el("span", { className: "area-counts", textContent: `${area.spans} topics · ${area.ideas} ideas · ${area.sessions} sessions` })),
    el("div", { className: "area-bar" }, share),
    el("ol", { className: "items area-topics" }, ...area.topics.map((topic) => topicRow(topic, openSession))));
  block.dataset.spans = String(area.spans);
  block.dataset.ideas = String(area.ideas);
  return block;
}

function topicRow(topic, openSession) {
  const label = el("span", { className: "link", textContent: topic.label, title: topic.summary });
  label.addEventListener("click", () => openSession(topic.sessionId));
  const li = el("li", { className: "topic" }, label,
    el("span", { className: "citation", textContent: `${topic.sessionId} · ${day(topic.startedAt)} · ${topic.turns} turns · ${topic.ideas} ideas` }));
  li.dataset.span = topic.id;
  li.dataset.session = topic.sessionId;
  return li;
}
