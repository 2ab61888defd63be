"""graphmem: graph-native long-term memory for AI agents, stored in Neo4j."""

import os

os.environ.setdefault("GRAPHITI_TELEMETRY_ENABLED", "false")

__version__ = "0.1.0"
