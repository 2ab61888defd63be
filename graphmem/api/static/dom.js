// DOM helpers shared by the dashboard's modules. Text from memory is only ever set as
// textContent, never parsed as HTML.

export const $ = (id) => document.getElementById(id);

export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

export function day(value) {
  return value ? value.slice(0, 10) : "";
}

export function clip(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

// A citation: the session, then each turn as a link that opens the turn in its session
// (`openTurn(turnId, sessionId)`; a null session is looked up by the turn's id).
export function citation(sessionId, turnIds, when, openTurn) {
  const parts = [];
  if (sessionId) parts.push(`session ${sessionId}`);
  if (when) parts.push(day(when));
  if (!parts.length && !(turnIds && turnIds.length)) return null;
  const span = el("span", { className: "citation", textContent: parts.join(" · ") });
  if (turnIds && turnIds.length) {
    span.append(parts.length ? " · turns " : "turns ");
    turnIds.forEach((turnId, index) => {
      if (index) span.append(", ");
      const link = el("a", { className: "turn-link", href: "#", textContent: turnId });
      link.dataset.turn = turnId;
      link.addEventListener("click", (event) => { event.preventDefault(); openTurn(turnId, sessionId); });
      span.append(link);
    });
  }
  return span;
}
