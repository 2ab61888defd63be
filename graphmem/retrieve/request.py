"""What a search takes and what it returns: SearchRequest (validated on creation) and SearchResult."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from typing import Any, TypeVar

from graphmem.errors import BadInput
from graphmem.limits import check_tags
from graphmem.model import Intent
from graphmem.retrieve.recipes import RECIPES, Recipe
from graphmem.retrieve.retrievers import Family
from graphmem.store.hits import HitKind, SearchHit

MAX_LIMIT = 100
MAX_QUERY_CHARS = 4000
MAX_EXPAND = 3
E = TypeVar("E", bound=Enum)
DEFAULT = RECIPES[Recipe.HYBRID_DEFAULT]


def _members(enum: type[E], values: Iterable[Any], what: str) -> tuple[E, ...]:
    """The values as members of the enum; BadInput naming the unknown ones and the choices."""
    known = {member.value: member for member in enum}
    unknown = sorted(str(v) for v in values if v not in known)
    if unknown:
        raise BadInput(f"unknown {what} {unknown}; use {list(known)}")
    return tuple(known[v] for v in dict.fromkeys(values))


@dataclass(frozen=True)
class SearchRequest:
    """Everything `search` takes; validated on creation (kinds, intents and retrievers become enums)."""

    query: str
    namespace: str
    limit: int = 10
    kinds: tuple[HitKind, ...] = DEFAULT.kinds
    intents: tuple[Intent, ...] = DEFAULT.intents
    tags: tuple[str, ...] = ()
    since: datetime | None = None
    until: datetime | None = None
    as_of: datetime | None = None
    hyde: bool = False
    expand: int = DEFAULT.expand
    include_superseded: bool = False
    include_archived: bool = False
    retrievers: frozenset[Family] = DEFAULT.retrievers

    def __post_init__(self) -> None:
        if not self.query.strip():
            raise BadInput("query must not be empty")
        if len(self.query) > MAX_QUERY_CHARS:
            raise BadInput(f"query is longer than {MAX_QUERY_CHARS} characters")
        if not 1 <= self.limit <= MAX_LIMIT:
            raise BadInput(f"limit must be between 1 and {MAX_LIMIT}, got {self.limit}")
        if not 0 <= self.expand <= MAX_EXPAND:
            raise BadInput(f"expand must be between 0 and {MAX_EXPAND}, got {self.expand}")
        object.__setattr__(self, "kinds", _members(HitKind, self.kinds, "kinds"))
        object.__setattr__(self, "intents", _members(Intent, self.intents, "intents"))
        object.__setattr__(self, "retrievers", frozenset(_members(Family, self.retrievers, "retrievers")))
        object.__setattr__(self, "tags", check_tags(self.tags))

    @classmethod
    def from_recipe(cls, recipe: Recipe, query: str, namespace: str, **refinements: Any) -> SearchRequest:
        """A request running the recipe; keyword arguments (limit, kinds, since, hyde, ...) refine it."""
        spec = recipe.spec
        return cls(query=query, namespace=namespace, **{
            "kinds": spec.kinds, "intents": spec.intents, "expand": spec.expand, "retrievers": spec.retrievers,
            **refinements})


@dataclass
class SearchResult:
    """Hits best first, plus timing, the HyDE text used and warnings."""

    hits: list[SearchHit]
    took_ms: float
    hyde_text: str | None = None
    warnings: list[str] = field(default_factory=list)
