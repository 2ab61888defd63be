// graphmem's memory dashboard: plain DOM code over the GraphQL API at /graphql.
// Text from memory is only ever set as textContent, never parsed as HTML.
"use strict";

const QUERIES = {
  overview: `query($ns: String) {
    stats(namespace: $ns) { namespace sessions turns spans ideas entities facts relations }
    recentSessions(namespace: $ns, limit: 10) { id title source startedAt turns ideas }
    recentIdeas(namespace: $ns, limit: 15) { id intent text at sessionId sourceTurnIds superseded } }`,
  search: `query($q: String!, $ns: String) {
    search(query: $q, namespace: $ns, limit: 10) {
      hits { id kind intent text score via sourceTurnIds sessionId at validFrom validTo superseded }
      tookMs warnings } }`,
  timeline: `query($e: String!, $ns: String) {
    timeline(entity: $e, namespace: $ns) { id subject predicate object validFrom validTo current sourceTurnIds } }`,
  session: `query($id: ID!, $ns: String) {
    session(id: $id, namespace: $ns) { id title startedAt turns { externalId role speaker text at } } }`,
};
const COUNTS = ["sessions", "turns", "spans", "ideas", "entities", "facts", "relations"];
const MAX_TEXT = 400;

const $ = (id) => document.getElementById(id);

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

function day(value) {
  return value ? value.slice(0, 10) : "";
}

function state() {
  return { ns: $("namespace-input").value.trim(), key: $("key-input").value };
}

async function graphql(query, variables) {
  const { ns, key } = state();
  const headers = { "Content-Type": "application/json" };
  if (key) headers.Authorization = `Bearer ${key}`;
  const response = await fetch("graphql", {
    method: "POST", headers, body: JSON.stringify({ query, variables: { ns, ...variables } }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok || body.errors) {
    const message = body.errors ? body.errors.map((e) => e.message).join("; ") : `HTTP ${response.status}`;
    throw new Error(message);
  }
  return body.data;
}

function showError(error) {
  $("error").textContent = error ? `graphmem: ${error.message || error}` : "";
  $("error").hidden = !error;
}

async function run(task) {
  showError(null);
  try {
    await task();
  } catch (error) {
    showError(error);
  }
}

function citation(sessionId, turnIds, when) {
  const parts = [];
  if (sessionId) parts.push(`session ${sessionId}`);
  if (turnIds && turnIds.length) parts.push(`turns ${turnIds.join(", ")}`);
  if (when) parts.push(day(when));
  if (!parts.length) return null;
  return el("span", { className: "citation", textContent: parts.join(" · ") });
}

function clip(text) {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function itemRow(item, extra) {
  const li = el("li", { className: item.superseded ? "superseded" : "" },
    el("span", { className: "badge", textContent: item.intent || item.kind }),
    el("span", { className: "text", textContent: clip(item.text), title: item.text }),
    extra,
    citation(item.sessionId, item.sourceTurnIds, item.validFrom || item.at));
  li.dataset.id = item.id;
  return li;
}

function renderStats(stats) {
  $("stats").replaceChildren(...COUNTS.map((name) =>
    el("span", { className: "count" }, el("b", { textContent: String(stats[name]) }), ` ${name}`)));
}

function renderSessions(sessions) {
  $("sessions").replaceChildren(...sessions.map((s) => {
    const title = el("span", { className: "link", textContent: s.title || s.id });
    title.addEventListener("click", () => run(() => openSession(s.id)));
    return el("li", {}, title,
      el("span", { className: "citation", textContent: `${s.id} · ${day(s.startedAt)} · ${s.turns} turns · ${s.ideas} ideas` }));
  }));
  if (!sessions.length) $("sessions").append(el("li", { className: "meta", textContent: "No sessions in this namespace yet." }));
}

function renderIdeas(ideas) {
  $("ideas").replaceChildren(...ideas.map((idea) => itemRow(idea)));
  if (!ideas.length) $("ideas").append(el("li", { className: "meta", textContent: "No ideas yet." }));
}

async function loadOverview() {
  const data = await graphql(QUERIES.overview, {});
  renderStats(data.stats);
  renderSessions(data.recentSessions);
  renderIdeas(data.recentIdeas);
}

async function search(query) {
  const { search: result } = await graphql(QUERIES.search, { q: query });
  const warnings = result.warnings.length ? ` · ${result.warnings.join("; ")}` : "";
  $("search-meta").textContent = `${result.hits.length} hits in ${Math.round(result.tookMs)} ms${warnings}`;
  $("results").replaceChildren(...result.hits.map((hit) =>
    itemRow(hit, el("span", { className: "meta", textContent: ` ${hit.score.toFixed(4)} via ${hit.via.join(", ")}` }))));
}

async function showTimeline(entity) {
  const { timeline } = await graphql(QUERIES.timeline, { e: entity });
  const rows = timeline.map((f) => el("tr", { className: f.current ? "current" : "" },
    el("td", { textContent: day(f.validFrom) || "?" }), el("td", { textContent: day(f.validTo) || "now" }),
    el("td", { textContent: f.subject }), el("td", { textContent: f.predicate }),
    el("td", { textContent: f.object }), el("td", { className: "citation", textContent: f.sourceTurnIds.join(", ") })));
  if (!rows.length) rows.push(el("tr", {}, el("td", { colSpan: 6, className: "meta", textContent: `No facts about ${entity}.` })));
  $("timeline").tBodies[0].replaceChildren(...rows);
}

async function openSession(id) {
  const { session } = await graphql(QUERIES.session, { id });
  if (!session) throw new Error(`no session ${id}`);
  $("session-title").textContent = `${session.title || session.id} (${day(session.startedAt)})`;
  $("session-turns").replaceChildren(...session.turns.map((t) => el("li", {},
    el("span", { className: "badge", textContent: t.speaker || t.role }),
    el("span", { className: "text", textContent: t.text }),
    citation(null, [t.externalId], t.at))));
  $("session-panel").hidden = false;
  $("session-panel").scrollIntoView({ behavior: "smooth" });
}

function openNamespace() {
  const { ns } = state();
  localStorage.setItem("graphmem.namespace", ns);
  const url = new URL(location.href);
  url.searchParams.set("ns", ns);
  history.replaceState(null, "", url);
  $("session-panel").hidden = true;
  run(loadOverview);
}

function init() {
  const params = new URLSearchParams(location.search);
  $("namespace-input").value = params.get("ns") || localStorage.getItem("graphmem.namespace") || "default";
  $("key-input").value = sessionStorage.getItem("graphmem.key") || "";
  $("key-input").addEventListener("change", () => sessionStorage.setItem("graphmem.key", $("key-input").value));
  $("namespace-form").addEventListener("submit", (event) => { event.preventDefault(); openNamespace(); });
  $("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    run(() => search($("search-input").value.trim()));
  });
  $("timeline-form").addEventListener("submit", (event) => {
    event.preventDefault();
    run(() => showTimeline($("entity-input").value.trim()));
  });
  openNamespace();
}

init();
