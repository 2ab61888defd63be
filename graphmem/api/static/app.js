// graphmem's memory dashboard: plain DOM code over the GraphQL API at /graphql; every file it
// loads (Cytoscape.js included) comes from this service.
import { $, citation, clip, day, el } from "./dom.js";
import { GraphView, legend } from "./graph.js";
import { drawTimeline } from "./timeline.js";
import { drawTaxonomy, TAXONOMY } from "./topics.js";

const GRAPH = "nodes { id kind text detail sessionId sourceTurnIds superseded at } edges { source target type }";
const QUERIES = {
  namespaces: "{ namespaces { name sessions } }",
  overview: `query($ns: String) {
    stats(namespace: $ns) { namespace sessions turns spans ideas entities facts relations }
    recentSessions(namespace: $ns, limit: 10) { id title source startedAt turns ideas }
    recentIdeas(namespace: $ns, limit: 15) { id intent text at sessionId sourceTurnIds superseded } }`,
  search: `query($q: String!, $ns: String) {
    search(query: $q, namespace: $ns, limit: 10) {
      hits { id kind intent text score via sourceTurnIds sessionId at validFrom validTo superseded }
      tookMs warnings } }`,
  timeline: `query($e: String!, $ns: String) {
    timeline(entity: $e, namespace: $ns) { id subject predicate object text validFrom validTo current sourceTurnIds } }`,
  session: `query($id: ID!, $ns: String) {
    session(id: $id, namespace: $ns) { id title startedAt turns { externalId role speaker text at } } }`,
  turn: "query($id: ID!, $ns: String) { turn(id: $id, namespace: $ns) { externalId sessionId } }",
  neighbours: `query($ids: [ID!]!, $ns: String) { neighbours(ids: $ids, namespace: $ns) { ${GRAPH} } }`,
  sessionGraph: `query($id: ID!, $ns: String) { sessionGraph(id: $id, namespace: $ns) { ${GRAPH} } }`,
};
const COUNTS = ["sessions", "turns", "spans", "ideas", "entities", "facts", "relations"];
const MAX_TEXT = 400;
let graphView = null;
let lastHits = [];

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

const openTurnLink = (turnId, sessionId) => run(() => openTurn(turnId, sessionId));

function itemRow(item, extra) {
  const li = el("li", { className: item.superseded ? "superseded" : "" },
    el("span", { className: "badge", textContent: item.intent || item.kind }),
    el("span", { className: "text", textContent: clip(item.text, MAX_TEXT), title: item.text }),
    extra,
    citation(item.sessionId, item.sourceTurnIds, item.validFrom || item.at, openTurnLink));
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

async function loadNamespaces() {
  const { namespaces } = await graphql(QUERIES.namespaces, {});
  const current = state().ns;
  const names = namespaces.map((n) => n.name);
  const options = namespaces.map((n) => el("option", { value: n.name, textContent: `${n.name} (${n.sessions} sessions)` }));
  if (!names.includes(current)) options.unshift(el("option", { value: current, textContent: `${current} (empty)` }));
  $("namespace-select").replaceChildren(...options);
  $("namespace-select").value = current;
}

async function loadOverview() {
  const data = await graphql(QUERIES.overview, {});
  renderStats(data.stats);
  renderSessions(data.recentSessions);
  renderIdeas(data.recentIdeas);
}

async function loadTopics() {
  const { taxonomy } = await graphql(TAXONOMY, {});
  drawTaxonomy($("taxonomy"), taxonomy, (id) => run(() => openSession(id)));
}

async function search(query) {
  const { search: result } = await graphql(QUERIES.search, { q: query });
  lastHits = result.hits;
  const warnings = result.warnings.length ? ` · ${result.warnings.join("; ")}` : "";
  $("search-meta").textContent = `${result.hits.length} hits in ${Math.round(result.tookMs)} ms${warnings}`;
  $("results").replaceChildren(...result.hits.map((hit) =>
    itemRow(hit, el("span", { className: "meta", textContent: ` ${hit.score.toFixed(4)} via ${hit.via.join(", ")}` }))));
  $("search-graph").hidden = !result.hits.length;
}

function graph() {
  if (!graphView) {
    graphView = new GraphView($("graph"), $("graph-details"), {
      fetchNeighbours: async (id) => (await graphql(QUERIES.neighbours, { ids: [id] })).neighbours,
      openTurn: openTurnLink,
      onError: showError,
    });
  }
  return graphView;
}

function showGraphPanel(title) {
  $("graph-title").textContent = title;
  $("graph-panel").hidden = false;
  $("graph-legend").replaceChildren(...legend());
}

async function showSearchGraph() {
  const ids = lastHits.map((hit) => hit.id);
  showGraphPanel(`Graph of the search "${$("search-input").value.trim()}"`);
  const { neighbours } = await graphql(QUERIES.neighbours, { ids });
  graph().show(neighbours, ids);
  $("graph-panel").scrollIntoView();
}

async function showSessionGraph(id) {
  showGraphPanel(`Graph of session ${id}`);
  const { sessionGraph } = await graphql(QUERIES.sessionGraph, { id });
  if (!sessionGraph) throw new Error(`no session ${id}`);
  graph().show(sessionGraph);
  $("graph-panel").scrollIntoView();
}

async function showTimeline(entity) {
  const { timeline } = await graphql(QUERIES.timeline, { e: entity });
  drawTimeline($("timeline-chart"), timeline, openTurnLink);
  const rows = timeline.map((f) => el("tr", { className: f.current ? "current" : "superseded" },
    el("td", { textContent: day(f.validFrom) || "?" }), el("td", { textContent: day(f.validTo) || "now" }),
    el("td", { textContent: f.subject }), el("td", { textContent: f.predicate }),
    el("td", { textContent: f.object }), el("td", {}, citation(null, f.sourceTurnIds, null, openTurnLink))));
  if (!rows.length) rows.push(el("tr", {}, el("td", { colSpan: 6, className: "meta", textContent: `No facts about ${entity}.` })));
  $("timeline").tBodies[0].replaceChildren(...rows);
}

async function openTurn(turnId, sessionId) {
  let session = sessionId;
  if (!session) {
    const { turn } = await graphql(QUERIES.turn, { id: turnId });
    if (!turn) throw new Error(`no turn ${turnId} in this namespace`);
    session = turn.sessionId;
  }
  await openSession(session, turnId);
}

async function openSession(id, turnId = null) {
  const { session } = await graphql(QUERIES.session, { id });
  if (!session) throw new Error(`no session ${id}`);
  $("session-title").textContent = `${session.title || session.id} (${day(session.startedAt)})`;
  $("session-turns").replaceChildren(...session.turns.map((t) => {
    const li = el("li", { className: t.externalId === turnId ? "cited" : "" },
      el("span", { className: "badge", textContent: t.speaker || t.role }),
      el("span", { className: "text", textContent: t.text }),
      el("span", { className: "citation", textContent: `${t.externalId} · ${day(t.at)}` }));
    li.dataset.turn = t.externalId;
    return li;
  }));
  $("session-graph").onclick = () => run(() => showSessionGraph(session.id));
  $("session-panel").hidden = false;
  const cited = $("session-turns").querySelector("li.cited");
  (cited || $("session-panel")).scrollIntoView({ block: "center" });
}

function openNamespace() {
  const { ns } = state();
  localStorage.setItem("graphmem.namespace", ns);
  const url = new URL(location.href);
  url.searchParams.set("ns", ns);
  history.replaceState(null, "", url);
  $("session-panel").hidden = true;
  $("graph-panel").hidden = true;
  run(async () => {
    await loadOverview();
    await loadNamespaces();
    await loadTopics();
  });
}

function init() {
  const params = new URLSearchParams(location.search);
  $("namespace-input").value = params.get("ns") || localStorage.getItem("graphmem.namespace") || "default";
  $("key-input").value = sessionStorage.getItem("graphmem.key") || "";
  $("key-input").addEventListener("change", () => sessionStorage.setItem("graphmem.key", $("key-input").value));
  $("namespace-form").addEventListener("submit", (event) => { event.preventDefault(); openNamespace(); });
  $("namespace-select").addEventListener("change", () => {
    $("namespace-input").value = $("namespace-select").value;
    openNamespace();
  });
  $("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    run(() => search($("search-input").value.trim()));
  });
  $("search-graph").addEventListener("click", () => run(showSearchGraph));
  $("timeline-form").addEventListener("submit", (event) => {
    event.preventDefault();
    run(() => showTimeline($("entity-input").value.trim()));
  });
  openNamespace();
}

init();
