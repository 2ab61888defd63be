"""GraphQL mutations: thin resolvers over graphmem.service.Memory."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

import strawberry
from strawberry.types import Info

from graphmem.api.resolving import allowed_namespace, call
from graphmem.api.types import Fact, ForgetReport, Idea, IngestInput, IngestReport, Intent, PrunedIdea
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

    @strawberry.mutation(description="Archive the ideas weaker than `below` (0-1), weakest first: kept, out of "
                                     "default search (searchable with includeArchived). dryRun only lists them.")
    async def prune(self, info: Info, below: float, namespace: str | None = None,
                    dry_run: bool = False) -> list[PrunedIdea]:  # type: ignore[valid-type]
        return await call(info, info.context["memory"].prune, allowed_namespace(info, namespace), below, dry_run)

    @strawberry.mutation(description="Bring an archived idea back into default search.")
    async def unarchive(self, info: Info, id: strawberry.ID, namespace: str | None = None) -> Idea:
        row = await call(info, info.context["memory"].unarchive, str(id), allowed_namespace(info, namespace))
        return Idea.of(row)
