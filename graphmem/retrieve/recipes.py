"""Named searches for the questions agents ask most: which retrievers, over which kinds, expanded how far.

The idea is Graphiti's search_config_recipes.py: a caller names a recipe instead of assembling
retrievers (`SearchRequest.from_recipe(Recipe.FACTS_ONLY, query, namespace)`, `--recipe
facts-only`, GraphQL `recipe: FACTS_ONLY`) and refines it with explicit arguments where needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from graphmem.model import Intent
from graphmem.retrieve.retrievers import Family
from graphmem.store.hits import HitKind

EVERY_FAMILY = frozenset(Family)
EVERY_KIND = tuple(HitKind)


class Recipe(StrEnum):
    """A named search; RECIPES holds what each one runs."""

    HYBRID_DEFAULT = "hybrid-default"
    HYBRID_NO_EXPANSION = "hybrid-no-expansion"
    VECTOR_ONLY = "vector-only"
    FULLTEXT_ONLY = "fulltext-only"
    FACTS_ONLY = "facts-only"
    CONTEXT_PACK = "context-pack"
    DECISIONS = "decisions"
    OPEN_ITEMS = "open-items"

    @property
    def spec(self) -> RecipeSpec:
        """What the recipe runs."""
        return RECIPES[self]


@dataclass(frozen=True)
class RecipeSpec:
    """The retrievers, kinds, intents and expansion of a recipe."""

    description: str
    retrievers: frozenset[Family] = EVERY_FAMILY
    kinds: tuple[HitKind, ...] = EVERY_KIND
    intents: tuple[Intent, ...] = ()
    expand: int = 1


RECIPES: dict[Recipe, RecipeSpec] = {
    Recipe.HYBRID_DEFAULT: RecipeSpec(
        "Every retriever over ideas, turns, spans and facts, fused by rank, expanded one hop: the default."),
    Recipe.HYBRID_NO_EXPANSION: RecipeSpec("Every retriever, fused by rank, without graph expansion.", expand=0),
    Recipe.VECTOR_ONLY: RecipeSpec("Embedding similarity alone, without expansion.",
                                   retrievers=frozenset({Family.VECTOR}), expand=0),
    Recipe.FULLTEXT_ONLY: RecipeSpec("BM25 word matches alone, without expansion.",
                                     retrievers=frozenset({Family.FULLTEXT}), expand=0),
    Recipe.FACTS_ONLY: RecipeSpec("Temporal facts only: what held when, what replaced what.",
                                  kinds=(HitKind.FACT,)),
    Recipe.CONTEXT_PACK: RecipeSpec("Ideas, facts and turns for a prompt's context (what `context` packs).",
                                    kinds=(HitKind.IDEA, HitKind.FACT, HitKind.TURN)),
    # Without expansion: it would add the related ideas and spans of other intents.
    Recipe.DECISIONS: RecipeSpec('Decisions only: "what did we decide about auth?"',
                                 kinds=(HitKind.IDEA,), intents=(Intent.DECISION,), expand=0),
    Recipe.OPEN_ITEMS: RecipeSpec('Questions, problems, errors and to-dos: "what is still open?"',
                                  kinds=(HitKind.IDEA,),
                                  intents=(Intent.QUESTION, Intent.PROBLEM, Intent.ERROR, Intent.TODO), expand=0),
}
