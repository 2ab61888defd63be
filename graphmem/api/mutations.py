"""GraphQL mutations: thin resolvers over graphmem.service.Memory."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import strawberry
from strawberry.types import Info

from graphmem.api.resolving import allowed_namespace, call
from graphmem.api.types import (ConsolidationReport, Fact, ForgetReport, Idea, Identity, IngestInput, IngestReport,
                                Intent, PrunedIdea, Reflection, UndoReport)
from graphmem.errors import BadInput


def _payload_object(payload: Any) -> Any:
    """The ingest payload as given, or parsed when it came as a string holding JSON."""
    if not isinstance(payload, str):
        return payload
    try:
        return json.loads(payload)
    except ValueError as exc:
        raise BadInput(f"input.payload is a string but not JSON ({exc}); send the payload object itself") from None


@strawberry.type
class Mutation:
    @strawberry.mutation(description="Ingest a REST-style payload (session summary and decisions).")
    async def ingest(self, info: Info, input: IngestInput) -> IngestReport:
        payload = _payload_object(input.payload)
        report = await call(info, info.context["memory"].ingest_payload, payload,
                            allowed_namespace(info, input.namespace))
        return IngestReport(namespace=report.namespace, added=report.added, totals=report.totals,
                            problems=report.problems, turns_processed=report.turns_processed, seconds=report.seconds)

    @strawberry.mutation(description="Store an explicit memory with high importance.")
    async def remember(self, info: Info, text: str, namespace: str | None = None, intent: Intent | None = None,  # type: ignore[valid-type]
                       tags: list[str] | None = None) -> Idea:
        row = await call(info, info.context["memory"].remember, text, allowed_namespace(info, namespace),
                          intent.value if intent else None, tags)
        return Idea.of(row)

    @strawberry.mutation(description="End a fact's validity at `at` (default now); the fact is kept.")
    async def invalidate_fact(self, info: Info, id: strawberry.ID, at: datetime | None = None,
                              namespace: str | None = None) -> Fact:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].invalidate_fact, str(id), allowed_namespace(info, namespace), at)

    @strawberry.mutation(description="Delete a session (by its source id) or an idea, with everything "
                                     "derived from it and its index entries. Give exactly one of the ids.")
    async def forget(self, info: Info, session_id: strawberry.ID | None = None, idea_id: strawberry.ID | None = None,
                     namespace: str | None = None) -> ForgetReport:
        ns = allowed_namespace(info, namespace)
        deleted = await call(info, info.context["memory"].forget, ns,
                              None if session_id is None else str(session_id), None if idea_id is None else str(idea_id))
        return ForgetReport.of(ns, deleted)

    @strawberry.mutation(description="Merge near-duplicate entities and ideas, close replaced facts, link "
                                     "contradictions, recompute importance; recorded and undoable. "
                                     "`dryRun` lists the changes without making them.")
    async def consolidate(self, info: Info, namespace: str | None = None, dry_run: bool = False) -> ConsolidationReport:
        report = await call(info, info.context["memory"].consolidate, allowed_namespace(info, namespace), dry_run)
        return ConsolidationReport.of(report)

    @strawberry.mutation(description="Restore the graph exactly as before a consolidation run (newest runs first).")
    async def undo_consolidation(self, info: Info, run_id: str, namespace: str | None = None) -> UndoReport:
        ns = allowed_namespace(info, namespace)
        undone = await call(info, info.context["memory"].undo_consolidation, run_id, ns)
        return UndoReport(namespace=ns, run_id=run_id, changes=undone)

    @strawberry.mutation(description="Write the namespace's insight memories (recurring themes, what it shares with "
                                     "the namespaces this caller may read, most used memories, recent insights); "
                                     "idempotent.")
    async def reflect(self, info: Info, namespace: str | None = None) -> Reflection:  # type: ignore[valid-type]
        ns = allowed_namespace(info, namespace)
        memory = info.context["memory"]
        readable = [ns] if info.context["bound_namespace"]() is not None else list(await call(info, memory.namespaces))
        return await call(info, memory.reflect, ns, readable)

    @strawberry.mutation(description="Set the namespace's identity text (who the user is, what the project is), "
                                     "shown first at wake-up.")
    async def set_identity(self, info: Info, text: str, namespace: str | None = None) -> Identity:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].set_identity, text, allowed_namespace(info, namespace))

    @strawberry.mutation(description="Remove the namespace's identity; true when there was one.")
    async def clear_identity(self, info: Info, namespace: str | None = None) -> bool:
        return await call(info, info.context["memory"].clear_identity, allowed_namespace(info, namespace))

    @strawberry.mutation(description="Archive the ideas weaker than `below` (0-1), weakest first: kept, out of "
                                     "default search (searchable with includeArchived). dryRun only lists them.")
    async def prune(self, info: Info, below: float, namespace: str | None = None,
                    dry_run: bool = False) -> list[PrunedIdea]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].prune, allowed_namespace(info, namespace), below, dry_run)

    @strawberry.mutation(description="Bring an archived idea back into default search.")
    async def unarchive(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Idea:
        row = await call(info, info.context["memory"].unarchive, str(id), allowed_namespace(info, namespace))
        return Idea.of(row)
