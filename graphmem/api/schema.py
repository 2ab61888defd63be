"""The GraphQL schema: queries and mutations with the request limits and caches."""

from __future__ import annotations

import logging
from typing import Any

import strawberry
from graphql import GraphQLError
from strawberry.extensions import (
    AddValidationRules,
    MaskErrors,
    MaxAliasesLimiter,
    MaxTokensLimiter,
    ParserCache,
    QueryDepthLimiter,
    ValidationCache,
)

from graphmem.api.mutations import Mutation
from graphmem.api.queries import Query
from graphmem.errors import AccessDenied, GraphmemError

log = logging.getLogger("graphmem.api")


def _mask(error: Any) -> bool:
    # graphmem's own errors and GraphQL's (a variable of the wrong type) speak to the client;
    # anything else is a bug, logged in full and shown only as "internal error".
    original = getattr(error, "original_error", None)
    return original is not None and not isinstance(original, (GraphmemError, GraphQLError))


class MemorySchema(strawberry.Schema):
    """The schema; a request refused for the client's own reasons costs the log one line."""

    def process_errors(self, errors: list[GraphQLError], execution_context: Any = None) -> None:
        """Log bugs in full (with their traceback); refusals and bad input as one line, without the query."""
        told = list(dict.fromkeys(" ".join(e.message.split())[:200] for e in errors if not _mask(e)))
        if told:
            denied = any(isinstance(e.original_error, AccessDenied) for e in errors)
            log.log(logging.WARNING if denied else logging.INFO, "GraphQL request refused: %s", "; ".join(told))
        super().process_errors([e for e in errors if _mask(e)], execution_context)


# The limiters' rule classes made once: the validation cache's key holds the rules, and a
# limiter built per request would bring new classes every time.
LIMIT_RULES = [*QueryDepthLimiter(max_depth=8).validation_rules,
               *MaxAliasesLimiter(max_alias_count=15).validation_rules]

schema = MemorySchema(
    query=Query,
    mutation=Mutation,
    # Agents send the same few documents with new variables: each is parsed and validated once
    # (the token limit is a parse option, so it is part of the parse cache's key); validation was
    # most of strawberry's time for a search request (benchmarks/README.md §4).
    extensions=[
        lambda: ParserCache(maxsize=256),
        lambda: AddValidationRules(LIMIT_RULES),
        lambda: ValidationCache(maxsize=256),
        lambda: MaxTokensLimiter(max_token_count=2000),
        lambda: MaskErrors(should_mask_error=_mask, error_message="internal error; see the server log"),
    ],
)
