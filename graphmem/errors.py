"""The error hierarchy: every failure a user can see names what was wrong and what to do."""


class GraphmemError(Exception):
    """Base class of every error graphmem raises on purpose."""


class BadInput(GraphmemError):
    """Input that graphmem cannot accept: a file, a line, a field or an argument."""


class NotConfigured(GraphmemError):
    """A feature needs a setting that is missing (an LLM endpoint, an API key, a model)."""


class StoreUnavailable(GraphmemError):
    """Neo4j cannot be reached or refused the work; the message says how to start it."""


class TimedOut(StoreUnavailable):
    """Neo4j ended work that ran past its time limit (the transaction's, or the request's)."""


class AccessDenied(GraphmemError):
    """A caller asked for a namespace its API key is not bound to."""
