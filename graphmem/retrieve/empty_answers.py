"""Why a read found nothing, and what would fill it: said instead of an empty table."""

from __future__ import annotations

import difflib
from dataclasses import dataclass

from graphmem.config import Settings
from graphmem.retrieve.timeline import entity_terms
from graphmem.store.driver import Store
from graphmem.store.entity_presence import entity_presence
from graphmem.store.stats import count_namespace, list_namespaces

NAMESPACES_SHOWN = 10


@dataclass(frozen=True)
class EmptyAnswer:
    """The reason an answer is empty and the step that would fill it."""

    why: str
    fill: str

    def as_dict(self) -> dict[str, str]:
        """`{why, fill}` for JSON output."""
        return {"why": self.why, "fill": self.fill}


def why_namespace_empty(store: Store, ns: str) -> EmptyAnswer | None:
    """Why the namespace answers nothing at all (no sessions, or turns not processed), else None."""
    counts = store.read(count_namespace, ns)
    if not counts.get("sessions"):
        others = [name for name in store.read(list_namespaces) if name != ns]
        close = difflib.get_close_matches(ns, others, n=3, cutoff=0.6)
        shown = [*close, *(name for name in others if name not in close)][:NAMESPACES_SHOWN]
        listed = (f"; did you mean {' or '.join(map(repr, close))}?" if close else "") + (
            f" Namespaces that hold sessions: {', '.join(shown)}"
            + (f" and {len(others) - len(shown)} more" if len(others) > len(shown) else "") if others else "")
        return EmptyAnswer(f"namespace {ns!r} holds nothing yet",
                           f"ingest into it: `graphmem ingest FILE_OR_FOLDER --namespace {ns}`{listed}")
    if counts.get("pending") and not counts.get("ideas"):
        return EmptyAnswer(f"the {counts['pending']} turns of {ns!r} are stored but not processed yet",
                           f"finish them: `graphmem ingest --resume --namespace {ns}`")
    return None


def why_no_hits(store: Store, ns: str) -> EmptyAnswer:
    """Why a search of the namespace found nothing."""
    empty = why_namespace_empty(store, ns)
    if empty:
        return empty
    counts = store.read(count_namespace, ns)
    return EmptyAnswer(f"nothing among the {counts['turns']} turns and {counts['ideas']} ideas of {ns!r} "
                       "passed the search's filters",
                       "the recipe's kinds and intents limit what is searched: try the default recipe, "
                       "other words, or --include-superseded")


def why_no_facts(store: Store, settings: Settings, ns: str, entity: str, predicate: str | None,
                 question: str) -> EmptyAnswer:
    """Why `timeline`, `before` or `after` (the `question`) found no fact about the entity."""
    empty = why_namespace_empty(store, ns)
    if empty:
        return empty
    found = store.read(entity_presence, ns, *entity_terms(entity))
    if not found:
        return EmptyAnswer(f"no entity named {entity!r} in {ns!r}",
                           f"`graphmem search {entity!r} --namespace {ns}` finds text about it in other "
                           "words; entities are the names ideas mention (products, tools, people)")
    ideas = sum(e.ideas for e in found)
    predicates = sorted({p for e in found for p in e.predicates})
    if not predicates:
        return EmptyAnswer(f"{entity!r} is mentioned in {ideas} ideas of {ns!r}, but no fact is about it",
                           _how_facts_come(settings, ns, entity))
    if predicate and predicate not in predicates:
        return EmptyAnswer(f"{entity!r} has facts, none with predicate {predicate!r}",
                           f"its predicates are {', '.join(predicates)}; drop --predicate or name one of them")
    change = "replaced it" if question == "after" else "it replaced"
    example = f"we moved from {entity} to B" if question == "after" else f"we moved from A to {entity}"
    return EmptyAnswer(f"{entity!r} has facts in {ns!r}, but none says what {change}",
                       f"`graphmem timeline {entity!r} --namespace {ns}` shows them; a statement such as "
                       f"\"{example}\" would add one")


def _how_facts_come(settings: Settings, ns: str, entity: str) -> str:
    rules = ("without an LLM, facts come only from statements of a change or a current choice "
             "(\"we moved from Rollbar to Sentry\", \"we use Sentry now\")")
    enrich = f"`graphmem enrich --namespace {ns}` has the configured LLM read every turn for facts"
    if not settings.llm_configured:
        enrich = "set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL, then " + enrich
    return f"{rules}; {enrich}; `graphmem search {entity!r} --namespace {ns}` shows what was said about it"
