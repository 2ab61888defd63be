"""graphiti-core over graphmem's graph: its hybrid search, and its `add_episode` as an enricher.

The only module that imports graphiti_core. graphmem writes Graphiti's own schema (Entity nodes
with uuid, name, group_id = namespace, name_embedding, summary; RELATES_TO facts with uuid, name,
fact, fact_embedding, episodes, valid_at, invalid_at, created_at, expired_at, group_id), so
graphiti reads and searches it as its own. Graphiti gets graphmem's embedding model (same
vectors as the stored ones), a reranker that keeps its input order (the RRF recipe needs none),
and for `add_episode` the configured OpenAI-compatible LLM.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from graphmem.config import Settings
from graphmem.embed import Embedder, get_embedder
from graphmem.errors import BadInput, NotConfigured
from graphmem.ingest.enrich import MAX_TURN_CHARS, plan_batches
from graphmem.model import SILENT_KINDS
from graphmem.model import TurnRecord
from graphmem.store.driver import Store
from graphmem.store.enrichment import read_unread_turns
from graphmem.store.graphiti import mark_episode_turns, restore_own_properties, snapshot_own_properties
from graphmem.ids import turn_id
from graphmem.store.schema import wait_for_indexes

# graphiti-core sends usage telemetry from import on unless this is set first.
os.environ["GRAPHITI_TELEMETRY_ENABLED"] = "false"

from graphiti_core import Graphiti  # noqa: E402
from graphiti_core.cross_encoder.client import CrossEncoderClient  # noqa: E402
from graphiti_core.driver.neo4j_driver import Neo4jDriver  # noqa: E402
from graphiti_core.embedder.client import EmbedderClient  # noqa: E402
from graphiti_core.errors import GroupIdValidationError  # noqa: E402
from graphiti_core.helpers import validate_group_id  # noqa: E402
from graphiti_core.llm_client.client import LLMClient  # noqa: E402
from graphiti_core.llm_client.config import LLMConfig  # noqa: E402
from graphiti_core.llm_client.openai_generic_client import OpenAIGenericClient  # noqa: E402
from graphiti_core.nodes import EntityNode, EpisodeType  # noqa: E402

EPISODE_CHARS = 1500  # one episode's body; graphiti's prompts wrap it in ~2,000 tokens of their own
EPISODE_TURNS = 20
TURNS_PER_RUN = 10_000  # turns one run reads and cuts into episodes
EPISODE_TIMEOUT_S = 300.0
ANSWER_TOKENS = 512  # graphiti asks for 16k by default, more than a small local model's context


class GraphmemEmbedder(EmbedderClient):
    """graphiti's embedder interface over graphmem's model (sentence-transformers or endpoint)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder

    async def create(self, input_data: str | list[str] | Iterable[int] | Iterable[Iterable[int]]) -> list[float]:
        """One vector: for a text, or for the first text of a list (as graphiti calls it)."""
        text = input_data if isinstance(input_data, str) else next(iter(input_data), "")
        if not isinstance(text, str):
            raise BadInput("graphmem's embedder takes texts, not token ids")
        return (await self.create_batch([text]))[0]

    async def create_batch(self, input_data_list: list[str]) -> list[list[float]]:
        """One vector per text, computed off the event loop."""
        vectors = await asyncio.to_thread(self.embedder.embed, list(input_data_list))
        return [row.tolist() for row in vectors]


class KeepOrderReranker(CrossEncoderClient):
    """A cross-encoder stand-in: keeps the fused order (graphmem's search recipes fuse by RRF)."""

    async def rank(self, query: str, passages: list[str]) -> list[tuple[str, float]]:
        """The passages in the order given, with descending scores in (0, 1]."""
        return [(p, 1.0 / (i + 1)) for i, p in enumerate(passages)]


class NoLLM(LLMClient):
    """The LLM slot for search, which never calls one; says what to set if anything does."""

    def __init__(self) -> None:
        super().__init__(LLMConfig(api_key="unused"))

    async def _generate_response(self, *args: Any, **kwargs: Any) -> dict[str, Any]:
        raise NotConfigured("graphiti asked for an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")


@dataclass(frozen=True)
class GraphitiFact:
    """A fact as graphiti's search returns it, with its entities' names."""

    uuid: str
    subject: str
    predicate: str
    object: str
    fact: str
    valid_at: datetime | None
    invalid_at: datetime | None
    episodes: list[str]


@dataclass
class GraphitiReport:
    """What `add_episode` did over a namespace: episodes sent and stored, errors, repairs."""

    namespace: str
    episodes: int = 0
    stored: int = 0
    turns: int = 0
    nodes: int = 0
    edges: int = 0
    errors: list[str] = field(default_factory=list)
    restored: int = 0
    seconds: float = 0.0


def _group_id(namespace: str) -> str:
    try:
        validate_group_id(namespace)
    except GroupIdValidationError:
        raise BadInput(f"graphiti accepts namespaces of letters, digits, '-' and '_' only, "
                       f"not {namespace!r}: use such a namespace for graphiti") from None
    return namespace


def _graphiti_driver(settings: Settings) -> Neo4jDriver:
    user, password = (settings.neo4j_user, settings.neo4j_password) if settings.neo4j_auth else ("", "")
    if settings.neo4j_auth and not password and settings.manages_local_neo4j:
        from graphmem.neo4j_local import read_password

        password = read_password(settings)
    return Neo4jDriver(settings.effective_neo4j_uri, user, password, database=settings.neo4j_database)


def _graphiti(settings: Settings, embedder: Embedder, llm: LLMClient) -> Graphiti:
    # Built outside the event loop: inside one, graphiti's driver also starts building its
    # indexes in a background task, racing the awaited build in _ensure_indexes.
    return Graphiti(graph_driver=_graphiti_driver(settings), llm_client=llm,
                    embedder=GraphmemEmbedder(embedder), cross_encoder=KeepOrderReranker())


_INDEXED: set[tuple[str, str]] = set()


async def _ensure_indexes(graphiti: Graphiti, store: Store) -> None:
    """graphiti's own indexes (its fulltext ones above all): built and awaited once per server."""
    key = (store.uri, store.database)
    if key not in _INDEXED:
        await graphiti.build_indices_and_constraints()
        await asyncio.to_thread(wait_for_indexes, store, 120.0)
        _INDEXED.add(key)


def graphiti_search(settings: Settings, query: str, namespace: str, limit: int = 10, *,
                    embedder: Embedder | None = None, store: Store | None = None) -> list[GraphitiFact]:
    """graphiti-core's hybrid fact search (BM25 + cosine, fused by RRF) over a namespace."""
    group = _group_id(namespace)
    embedder = embedder or get_embedder(settings)
    own_store = store is None
    store = store or Store(settings)

    graphiti = _graphiti(settings, embedder, NoLLM())

    async def run() -> list[GraphitiFact]:
        try:
            await _ensure_indexes(graphiti, store)
            edges = await graphiti.search(query, group_ids=[group], num_results=limit)
            uuids = sorted({e.source_node_uuid for e in edges} | {e.target_node_uuid for e in edges})
            names = {n.uuid: n.name for n in await EntityNode.get_by_uuids(graphiti.driver, uuids)} if uuids else {}
            return [GraphitiFact(e.uuid, names.get(e.source_node_uuid, "?"), e.name, names.get(e.target_node_uuid, "?"),
                                 e.fact, e.valid_at, e.invalid_at, list(e.episodes)) for e in edges]
        finally:
            await graphiti.close()

    try:
        return asyncio.run(run())
    finally:
        if own_store:
            store.close()


def _body(turns: list[TurnRecord]) -> str:
    # graphiti's message episodes are "speaker: text" lines.
    return "\n".join(f"{t.speaker or t.role}: {' '.join(t.text.split())[:MAX_TURN_CHARS]}" for t in turns)


def _episode_llm(settings: Settings) -> OpenAIGenericClient:
    """graphiti's client for any OpenAI-compatible endpoint, in the JSON mode every server has."""
    config = LLMConfig(api_key=settings.llm_api_key or "none", model=settings.llm_model,
                       small_model=settings.llm_model, base_url=settings.llm_base_url,
                       temperature=0.0, max_tokens=ANSWER_TOKENS)
    return OpenAIGenericClient(config, max_tokens=ANSWER_TOKENS, structured_output_mode="json_object")


async def _send_episode(graphiti: Graphiti, store: Store, namespace: str, episode: list[TurnRecord],
                        report: GraphitiReport, timeout_s: float) -> None:
    """One episode through `add_episode`; on success its turns are marked as sent."""
    first = episode[0]
    result = await asyncio.wait_for(graphiti.add_episode(
        name=f"{first.session_external_id}#{first.external_id}", episode_body=_body(episode),
        source_description=f"graphmem session {first.session_external_id}",
        reference_time=episode[-1].at or datetime.now(timezone.utc), source=EpisodeType.message,
        group_id=namespace,
    ), timeout=timeout_s)
    ids = [turn_id(namespace, t.session_external_id, t.external_id) for t in episode]
    await asyncio.to_thread(store.write, mark_episode_turns, namespace, ids, result.episode.uuid)
    report.stored += 1
    report.turns += len(episode)
    report.nodes += len(result.nodes)
    report.edges += len(result.edges)


def enrich_with_graphiti(settings: Settings, namespace: str, limit: int | None = None, *,
                         embedder: Embedder | None = None, store: Store | None = None,
                         timeout_s: float = EPISODE_TIMEOUT_S) -> GraphitiReport:
    """Send the namespace's turns not yet sent (at most `limit` episodes) to graphiti's
    `add_episode` with group_id = namespace, using the configured LLM.

    A failing or timed-out episode is reported in `errors` and its turns stay unsent; graphmem's
    own entities and facts are restored afterwards if graphiti changed them (`restored`).
    """
    if not settings.llm_configured:
        raise NotConfigured("graphiti enrichment needs an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    group = _group_id(namespace)
    own_store = store is None
    store = store or Store(settings)
    report = GraphitiReport(namespace=namespace)
    started = time.perf_counter()
    graphiti = _graphiti(settings, embedder or get_embedder(settings), _episode_llm(settings))

    async def run() -> None:
        try:
            await _ensure_indexes(graphiti, store)
            turns = store.read(read_unread_turns, group, "graphiti_episode", TURNS_PER_RUN, SILENT_KINDS)
            for episode in plan_batches(turns, EPISODE_TURNS, EPISODE_CHARS)[:limit]:
                report.episodes += 1
                try:
                    await _send_episode(graphiti, store, group, episode, report, timeout_s)
                # graphiti fails in many ways on a weak model's answers (validation, JSON, HTTP,
                # timeouts); each is one episode's error, reported, and the next episode runs.
                except (Exception, asyncio.TimeoutError) as exc:  # noqa: BLE001
                    reason = (f"no answer within {timeout_s:.0f} s" if isinstance(exc, asyncio.TimeoutError)
                              else f"{type(exc).__name__}: {str(exc)[:300]}")
                    report.errors.append(f"episode {report.episodes} ({episode[0].session_external_id}): {reason}")
        finally:
            await graphiti.close()

    snapshot = store.read(snapshot_own_properties, namespace)
    try:
        asyncio.run(run())
    finally:
        report.restored = store.write(restore_own_properties, namespace, snapshot)
        report.seconds = time.perf_counter() - started
        if own_store:
            store.close()
    return report
