"""Wake-up context: what an agent is shown when a session starts, in labelled layers with budgets.

- L0 identity: the namespace's identity text (`graphmem identity set`).
- L1 essentials: core memory (retrieve/core.py), the strongest current memories by section.
- L2 current topic: with a query, the topic spans closest to it; without one, the newest
  conversation's topics and ideas.
- L3 search: with a query, the context pack's memories (retrieve/context.py) not shown above.

Budgets are in estimated tokens (context.estimate_tokens). Each layer's text (its label line and
its lines) stays within the layer's budget, and the whole pack within the total: one quoted-data
header, then one fenced block holding every layer (all of it memory, none of it instructions).
Layer budgets not given are shares of what the total leaves after the header and fences.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum

from graphmem.config import Settings
from graphmem.embed import Embedder
from graphmem.errors import BadInput
from graphmem.retrieve.context import check_budget_tokens, choose_hits, estimate_tokens, memory_key, quoted_memory
from graphmem.retrieve.core import fit_items, read_core_items, section_lines
from graphmem.retrieve.records import ContextLayer, ContextPack
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest
from graphmem.retrieve.search import search
from graphmem.store.current_topic import newest_session_topic, spans_topic, stale_hits
from graphmem.store.driver import Store
from graphmem.store.hits import HitKind, SearchHit
from graphmem.store.identity import read_identity

TOPIC_SPANS = 5
SEARCH_HITS = 30


class Layer(StrEnum):
    """A layer of wake-up context, in the order it is shown."""

    IDENTITY = "identity"
    ESSENTIALS = "essentials"
    TOPIC = "topic"
    SEARCH = "search"


LABELS = {Layer.IDENTITY: "L0 identity", Layer.ESSENTIALS: "L1 essentials (core memory)",
          Layer.TOPIC: "L2 current topic", Layer.SEARCH: "L3 search"}
SHARES = {Layer.IDENTITY: 0.1, Layer.ESSENTIALS: 0.4, Layer.TOPIC: 0.2, Layer.SEARCH: 0.3}
# Without a query there is nothing to search: that share goes to the essentials and the topic.
SHARES_WITHOUT_QUERY = {Layer.IDENTITY: 0.1, Layer.ESSENTIALS: 0.6, Layer.TOPIC: 0.3, Layer.SEARCH: 0.0}

Entry = tuple[str, SearchHit | None]


def layer_budgets(total: int, overhead: int, has_query: bool, given: Mapping[Layer, int]) -> dict[Layer, int]:
    """Each layer's token budget: the ones given, the others sharing what the total leaves."""
    negative = sorted(layer.value for layer, tokens in given.items() if tokens < 0)
    if negative:
        raise BadInput(f"layer budgets must not be negative: {', '.join(negative)}")
    available = total - overhead
    rest = available - sum(given.values())
    if rest < 0:
        raise BadInput(f"layer budgets add up to {sum(given.values())} tokens, but budgetTokens {total} leaves "
                       f"{available} after the header and fences; give fewer, or a larger budgetTokens")
    shares = SHARES if has_query else SHARES_WITHOUT_QUERY
    weight = sum(shares[layer] for layer in Layer if layer not in given)
    return {layer: given[layer] if layer in given else (int(rest * shares[layer] / weight) if weight else 0)
            for layer in Layer}


def _fits(lines: list[str], budget: int) -> bool:
    return estimate_tokens("\n".join(lines)) <= budget


def _cut(head: list[str], line: str, budget: int) -> str | None:
    """The longest word prefix of `line` (marked "…") that still fits after `head`, or None."""
    words = line.split(" ")
    low, high = 0, len(words) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if _fits([*head, " ".join(words[:middle]) + "…"], budget):
            low = middle
        else:
            high = middle - 1
    return " ".join(words[:low]) + "…" if low else None


def identity_entries(store: Store, namespace: str, heading: str, budget: int) -> list[Entry]:
    """The identity's lines in order while they fit, the last one cut at a word if need be."""
    identity = store.read(read_identity, namespace)
    lines = [" ".join(line.split()) for line in (identity.text if identity else "").splitlines()]
    chosen = [heading]
    for line in filter(None, lines):
        if not _fits([*chosen, line], budget):
            cut = _cut(chosen, line, budget)
            chosen += [cut] if cut else []
            break
        chosen.append(line)
    return [(line, None) for line in chosen] if len(chosen) > 1 else []


def essentials_entries(store: Store, namespace: str, heading: str, budget: int, seen: set[str]) -> list[Entry]:
    """Core memory's strongest items by section, as far as they fit."""
    items = fit_items(read_core_items(store, namespace), lambda lines: _fits([heading, *lines], budget), "###")
    seen.update(memory_key(item.text) for item in items)
    return [(line, None) for line in [heading, *section_lines(items, "###")]] if items else []


def hit_entries(hits: list[SearchHit], heading: str, budget: int, seen: set[str]) -> list[Entry]:
    """The current hits not shown yet, best first, as far as they fit under the heading."""
    lines, chosen = choose_hits(hits, budget - estimate_tokens(heading), set(seen))
    entries: list[Entry] = [(heading, None), *zip(lines, chosen)]
    # Newlines between the lines cost beyond the per-line estimates: drop the weakest until it fits.
    while len(entries) > 1 and not _fits([line for line, _ in entries], budget):
        entries.pop()
    seen.update(memory_key(hit.text) for _, hit in entries if hit is not None)
    return entries if len(entries) > 1 else []


def topic_hits(store: Store, embedder: Embedder, settings: Settings, namespace: str,
               query: str) -> tuple[str, list[SearchHit]]:
    """The heading detail and hits of the current topic: the spans nearest the query and their
    ideas, else the newest conversation's."""
    if query:
        request = SearchRequest.from_recipe(Recipe.HYBRID_NO_EXPANSION, query, namespace, kinds=(HitKind.SPAN,),
                                            limit=TOPIC_SPANS)
        return "topics closest to the query", store.read(spans_topic, namespace,
                                                          search(store, embedder, settings, request).hits)
    title, hits = store.read(newest_session_topic, namespace)
    return (f'the newest conversation, "{" ".join(title.split())[:80]}"' if title else ""), hits


def current_search_hits(store: Store, embedder: Embedder, settings: Settings, namespace: str,
                        query: str) -> list[SearchHit]:
    """The context pack's hits for the query, less the turns and spans that are history."""
    request = SearchRequest.from_recipe(Recipe.CONTEXT_PACK, query, namespace, limit=SEARCH_HITS)
    hits = search(store, embedder, settings, request).hits
    stale = store.read(stale_hits, namespace, hits)
    return [hit for hit in hits if hit.id not in stale]


def build_wake_up(store: Store, embedder: Embedder, settings: Settings, namespace: str, query: str,
                  budget_tokens: int, budgets: Mapping[Layer, int] | None = None) -> ContextPack:
    """The layered wake-up context of the namespace (a query adds the search layer and steers the topic)."""
    check_budget_tokens(budget_tokens)
    query = query.strip()
    if query:
        SearchRequest(query=query, namespace=namespace)  # the same checks a search makes, before any work
    limits = layer_budgets(budget_tokens, estimate_tokens(quoted_memory([], namespace)), bool(query), budgets or {})
    seen: set[str] = set()
    layers: dict[Layer, list[Entry]] = {layer: [] for layer in Layer}
    heading = {layer: f"## {LABELS[layer]}" for layer in Layer}
    if limits[Layer.IDENTITY]:
        layers[Layer.IDENTITY] = identity_entries(store, namespace, heading[Layer.IDENTITY], limits[Layer.IDENTITY])
    if limits[Layer.ESSENTIALS]:
        layers[Layer.ESSENTIALS] = essentials_entries(store, namespace, heading[Layer.ESSENTIALS],
                                                      limits[Layer.ESSENTIALS], seen)
    if limits[Layer.TOPIC]:
        detail, hits = topic_hits(store, embedder, settings, namespace, query)
        label = f"{heading[Layer.TOPIC]}: {detail}" if detail else heading[Layer.TOPIC]
        layers[Layer.TOPIC] = hit_entries(hits, label, limits[Layer.TOPIC], seen)
    if query and limits[Layer.SEARCH]:
        layers[Layer.SEARCH] = hit_entries(current_search_hits(store, embedder, settings, namespace, query),
                                           heading[Layer.SEARCH], limits[Layer.SEARCH], seen)
    return _pack(namespace, layers, limits, budget_tokens)


def _pack(namespace: str, layers: dict[Layer, list[Entry]], limits: dict[Layer, int], budget_tokens: int) -> ContextPack:
    """The layers in one quoted block, trimmed from the end until the whole fits the total."""
    def lines() -> list[str]:
        return [line for layer in Layer for line, _ in layers[layer]]

    # Backticks in a memory lengthen the fence beyond the overhead reserved: trim the last layers' last lines.
    while lines() and estimate_tokens(quoted_memory(lines(), namespace)) > budget_tokens:
        last = next(layer for layer in reversed(Layer) if layers[layer])
        layers[last].pop()
        if len(layers[last]) == 1:
            layers[last].clear()
    if not lines():
        return ContextPack(text="", tokens=0, layers=[_layer(layer, [], limits[layer]) for layer in Layer])
    text = quoted_memory(lines(), namespace)
    hits = [hit for layer in Layer for _, hit in layers[layer] if hit is not None]
    return ContextPack(text=text, tokens=estimate_tokens(text), hits=hits,
                       layers=[_layer(layer, layers[layer], limits[layer]) for layer in Layer])


def _layer(layer: Layer, entries: list[Entry], budget: int) -> ContextLayer:
    text = "\n".join(line for line, _ in entries)
    return ContextLayer(name=layer.value, label=LABELS[layer], text=text, tokens=estimate_tokens(text) if text else 0,
                        budget_tokens=budget)


def named_budgets(values: Mapping[str, int | None]) -> dict[Layer, int]:
    """Layer budgets given by layer name (identity, essentials, topic, search); None means unset."""
    unknown = sorted(name for name in values if name not in {layer.value for layer in Layer})
    if unknown:
        raise BadInput(f"unknown layers {unknown}; use {[layer.value for layer in Layer]}")
    return {Layer(name): tokens for name, tokens in values.items() if tokens is not None}
