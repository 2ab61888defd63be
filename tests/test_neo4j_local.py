"""The local Neo4j manager against a real server: start, reuse, query, stop."""

from __future__ import annotations

import socket
from dataclasses import replace
from pathlib import Path

from neo4j import GraphDatabase

from graphmem import neo4j_local
from graphmem.config import load_settings


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_start_query_reuse_stop(tmp_path: Path) -> None:
    # The real download cache is shared, so only the first run on a machine fetches the jars;
    # a missing java or mvn makes start() raise, which fails this test on purpose.
    settings = replace(
        load_settings(), neo4j_uri="", home=str(tmp_path), neo4j_bolt_port=_free_port(),
        neo4j_http_port=_free_port(), neo4j_auth=True, neo4j_heap="512m", neo4j_pagecache="64m",
        neo4j_database="neo4j",
    )
    try:
        info = neo4j_local.start(settings)
        state = neo4j_local.status(settings)
        assert state.running and state.pid == info.pid
        assert info.password and info.password == neo4j_local.read_password(settings)
        with GraphDatabase.driver(info.uri, auth=(info.user, info.password)) as driver:
            records, _, _ = driver.execute_query("RETURN 40 + 2 AS answer", database_="neo4j")
        assert records[0]["answer"] == 42
        assert neo4j_local.start(settings).pid == info.pid
    finally:
        stopped = neo4j_local.stop(settings)
    assert stopped
    assert not neo4j_local.status(settings).running
    assert not neo4j_local.stop(settings)
