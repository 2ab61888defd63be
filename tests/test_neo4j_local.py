"""The local Neo4j manager against a real server: start, reuse, query, stop."""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

import pytest
from neo4j import GraphDatabase
from neo4j.exceptions import ClientError

from graphmem import neo4j_local
from graphmem.config import load_settings
from tests.live_service import free_port


def test_start_query_reuse_stop(tmp_path: Path) -> None:
    # The real download cache is shared, so only the first run on a machine fetches the jars;
    # a missing java or mvn makes start() raise, which fails this test on purpose.
    settings = replace(
        load_settings(), neo4j_uri="", home=str(tmp_path), neo4j_bolt_port=free_port(),
        neo4j_http_port=free_port(), neo4j_auth=True, neo4j_heap="512m", neo4j_pagecache="64m",
        neo4j_database="neo4j", transaction_timeout_s=3.0,
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
        assert_private(tmp_path)
        assert_guarded(info)
        assert_small_on_disk(tmp_path)
    finally:
        stopped = neo4j_local.stop(settings)
    assert stopped
    assert not neo4j_local.status(settings).running
    assert not neo4j_local.stop(settings)


def assert_private(home: Path) -> None:
    """graphmem's data folder and everything in it (the store, auth.ini, the password) are the
    user's alone: no group or other permission bits."""
    found = [home, *home.rglob("*")]
    assert (home / "neo4j" / "data" / "dbms" / "auth.ini") in found and (home / "neo4j" / "password") in found
    shared = [f"{oct(p.stat().st_mode & 0o777)} {p}" for p in found if not p.is_symlink() and p.stat().st_mode & 0o077]
    assert not shared, shared[:10]


def assert_small_on_disk(home: Path) -> None:
    """A new server's store takes a few MB, not the 256 MiB per database Neo4j preallocates for
    transaction logs by default (a disk fills with test and benchmark servers)."""
    size = sum(p.stat().st_size for p in (home / "neo4j" / "data").rglob("*") if p.is_file())
    assert size < 64 * 2**20, f"{size / 2**20:.0f} MiB"


def assert_guarded(info: neo4j_local.LocalServerInfo) -> None:
    """The managed server reads no files and fetches no URLs for LOAD CSV, and ends a transaction
    that runs past GRAPHMEM_TRANSACTION_TIMEOUT_S (here 3 s) even when its client set no timeout."""
    with GraphDatabase.driver(info.uri, auth=(info.user, info.password)) as driver:
        for url in ("file:///etc/passwd", f"file://{info.home / 'password'}", f"http://127.0.0.1:{free_port()}/x.csv"):
            with pytest.raises(ClientError, match="file_urls|blocked|not allowed"):
                driver.execute_query(f"LOAD CSV FROM '{url}' AS row RETURN row LIMIT 1", database_="neo4j")
        started = time.monotonic()
        with pytest.raises(ClientError, match="(?i)timed? ?out|terminated"), driver.session(database="neo4j") as session:
            session.run("UNWIND range(1, 4000000000) AS x WITH x WHERE x < 0 RETURN count(*)").consume()
        assert time.monotonic() - started < 30
