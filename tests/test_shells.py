"""The shells over Memory: health as one call, errors answered the same way by every route and command."""

from __future__ import annotations

import subprocess
from dataclasses import replace


from graphmem.api.app import create_app
from graphmem.service import Memory
from tests.conftest import REPO
from tests.live_service import free_port, local_client

GRAPHMEM = str(REPO / ".venv" / "bin" / "graphmem")


def test_health_is_what_healthz_reports(memory: Memory) -> None:
    health = memory.health()
    assert health.ok and health.error is None
    response = local_client(create_app(memory)).get("/healthz")
    assert response.status_code == 200 and response.json() == health.as_dict()
    assert response.json() == {"ok": True, "neo4j": True, "indexes": True, "model": True}


def test_health_of_an_unreachable_neo4j_names_it_and_loads_no_model(memory: Memory) -> None:
    gone = Memory(replace(memory.settings, neo4j_uri=f"bolt://127.0.0.1:{free_port()}"))
    try:
        health = gone.health()
        assert not health.ok and not health.neo4j and not health.indexes
        assert gone.settings.effective_neo4j_uri in str(health.error) and "graphmem neo4j start" in str(health.error)
        assert not health.model and not gone.model_loaded
    finally:
        gone.close()


def test_routes_answer_errors_from_one_table(memory: Memory) -> None:
    client = local_client(create_app(memory))
    remote = client.post("/v1/hooks/ingest-file", json={"path": "/tmp/x.jsonl"})  # the test client is not loopback
    assert remote.status_code == 403 and "from this machine only" in remote.json()["error"]
    not_json = client.post("/v1/memory/ingest", content=b"{not json", headers={"content-type": "application/json"})
    assert not_json.status_code == 400 and not_json.json()["error"].startswith("request body is not JSON")


def test_a_command_prints_a_graphmem_error_as_one_line(namespace: str, cli_env: dict[str, str]) -> None:
    result = subprocess.run([GRAPHMEM, "remember", "We ship on Fridays.", "--intent", "nonsense", "--namespace",
                             namespace], env=cli_env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "error: unknown intent 'nonsense'; use one of: decision, conclusion" in " ".join(result.stderr.split())
