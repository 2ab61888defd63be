// The graph view: ideas, spans, entities and facts as nodes, edges by type, drawn with the
// Cytoscape.js served from vendor/. Clicking a node shows it with its citations and adds its
// neighbours to the picture.
import { $, clip, citation, el } from "./dom.js";

export const KINDS = { idea: "#0b6bcb", span: "#7b4fc9", entity: "#1a8a4a", fact: "#d9822b" };
const EDGE_COLOURS = {
  MENTIONS: "#9aa5b1", IN_SPAN: "#b9a2e6", CHILD_OF: "#b9a2e6", SUBJECT: "#e9b27a", OBJECT: "#d9822b",
  REPLACED_BY: "#c0392b", SUPERSEDES: "#c0392b", EVIDENCE: "#0b6bcb",
};

const STYLE = [
  { selector: "node", style: {
    "background-color": (n) => KINDS[n.data("kind")], label: "data(label)", "font-size": 9, color: "#1d2329",
    "text-wrap": "ellipsis", "text-max-width": 120, "text-valign": "bottom", "text-margin-y": 3, width: 18, height: 18,
  } },
  { selector: "node[kind = 'entity']", style: { shape: "round-rectangle", width: 22, height: 14 } },
  { selector: "node[kind = 'fact']", style: { shape: "diamond" } },
  { selector: "node[kind = 'span']", style: { shape: "hexagon" } },
  { selector: "node[?superseded]", style: { "background-opacity": 0.35, "border-width": 2, "border-style": "dashed",
                                            "border-color": "#c0392b" } },
  { selector: "node:selected", style: { "border-width": 3, "border-color": "#1d2329", "border-style": "solid" } },
  { selector: "node[?seed]", style: { width: 26, height: 26 } },
  { selector: "edge", style: {
    width: 1.2, "curve-style": "bezier", "target-arrow-shape": "triangle", "arrow-scale": 0.7,
    "line-color": (e) => EDGE_COLOURS[e.data("type")] || "#9aa5b1",
    "target-arrow-color": (e) => EDGE_COLOURS[e.data("type")] || "#9aa5b1",
    label: "data(type)", "font-size": 7, color: "#66707a", "text-rotation": "autorotate",
  } },
];

export class GraphView {
  // `fetchNeighbours(id)` answers a node's neighbourhood {nodes, edges}; `openTurn(turn, session)`
  // opens a cited turn.
  constructor(container, details, { fetchNeighbours, openTurn, onError }) {
    this.details = details;
    this.fetchNeighbours = fetchNeighbours;
    this.openTurn = openTurn;
    this.onError = onError;
    this.expanded = new Set();
    this.cy = cytoscape({ container, style: STYLE, minZoom: 0.2, maxZoom: 3 });
    this.cy.on("tap", "node", (event) => this.select(event.target));
    window.graphmemGraph = this.cy; // for the browser's console (and the dashboard's tests)
  }

  // Replace the picture with a graph; `seeds` are the ids drawn larger (a search's hits).
  show(graph, seeds = []) {
    this.cy.elements().remove();
    this.expanded = new Set(seeds);
    this.add(graph, new Set(seeds));
    this.details.replaceChildren(el("p", { className: "meta", textContent:
      "Click a node to see it with its citations and to add its neighbours." }));
  }

  add(graph, seeds = new Set()) {
    const fresh = [];
    for (const node of graph.nodes) {
      if (this.cy.getElementById(node.id).nonempty()) continue;
      fresh.push({ group: "nodes", data: { ...node, label: label(node), seed: seeds.has(node.id) } });
    }
    for (const edge of graph.edges) {
      const id = `${edge.source}|${edge.type}|${edge.target}`;
      if (this.cy.getElementById(id).nonempty()) continue;
      fresh.push({ group: "edges", data: { id, source: edge.source, target: edge.target, type: edge.type } });
    }
    this.cy.add(fresh);
    this.cy.layout({ name: "cose", animate: false, nodeRepulsion: () => 9000, idealEdgeLength: () => 60,
                     randomize: false }).run();
    const container = this.cy.container();
    container.dataset.nodes = String(this.cy.nodes().length);
    container.dataset.edges = String(this.cy.edges().length);
  }

  async select(node) {
    this.cy.elements().unselect();
    node.select();
    const data = node.data();
    const replaced = data.kind === "fact" ? "closed: a later state replaced it" : "superseded";
    this.details.replaceChildren(...[
      el("span", { className: "badge", textContent: data.detail ? `${data.kind} · ${data.detail}` : data.kind }),
      el("p", { className: `text${data.superseded ? " superseded-text" : ""}`, textContent: data.text }),
      data.superseded ? el("p", { className: "meta", textContent: replaced }) : null,
      citation(data.sessionId, data.sourceTurnIds, data.at, this.openTurn),
    ].filter(Boolean));
    if (this.expanded.has(data.id)) return;
    this.expanded.add(data.id);
    try {
      this.add(await this.fetchNeighbours(data.id));
    } catch (error) {
      this.onError(error);
    }
  }
}

function label(node) {
  return clip(node.text || node.id, node.kind === "entity" ? 30 : 40);
}

export function legend() {
  return Object.entries(KINDS).map(([kind, colour]) =>
    el("span", { className: "legend-item" }, el("i", { style: `background:${colour}` }), kind));
}
