"""Loopback load: mixed GraphQL search (90%) and REST ingest (10%) against `graphmem serve`.

`graphmem serve` runs as a subprocess on a free 127.0.0.1 port, against the benchmark's own
Neo4j (benchmarks.harness); its namespace is seeded with the first sessions of the LoCoMo dev
conversation. Each step sends a fixed number of requests open-loop at a fixed rate (arrivals do
not wait for answers, as independent agents would not), within a time cap; a request counts as
an error when it fails, times out, is not answered 200 (202 for a deferred ingest) or carries
GraphQL errors. Rates step up until p95 reaches 200 ms or an error appears; the highest rate
below both is the sustained rate. Ingests are deferred by default (`?wait=false`: the turns are
stored and answered 202, the service processes them while the load goes on, so their CPU still
counts against the searches); `--wait-ingest` answers each ingest after processing it.

`--processes N` runs N `graphmem serve` processes on the one Neo4j: searches go to them in turn,
and every ingest is sent to two of them at once (the same payload, as a client retrying on
another process would), so both ingest the same session concurrently. `--scheme neo4j` connects
them with the routing scheme (`GRAPHMEM_NEO4J_URI=neo4j://...`). After the load, once the
services have finished every deferred ingest, the namespace is counted and compared with one
clean ingest of the same inputs (the seed, then each distinct payload once) into a namespace of
its own: nothing may be lost or duplicated.

    python -m benchmarks.load [--rates 1,2,3,4,6,8] [--requests 300] [--cap-s 90] [--wait-ingest]
                              [--processes 3] [--scheme neo4j]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import httpx

from benchmarks.harness import benchmark_neo4j, free_port, log, percentile, save, table
from benchmarks.locomo import CHAT, QA
from graphmem.store.driver import Store
from graphmem.store.log import pending_session_ids
from graphmem.store.stats import count_namespace

SEARCH = """query($q: String!, $ns: String) { search(query: $q, namespace: $ns, limit: 5) {
  hits { id kind text score sourceTurnIds } tookMs } }"""
NODES_BY_LABEL = "MATCH (n {namespace: $ns}) RETURN labels(n)[0] AS kind, count(*) AS n"
RELATIONSHIPS_BY_TYPE = "MATCH ({namespace: $ns})-[r]->() RETURN type(r) AS kind, count(*) AS n"
P95_TARGET_MS = 200.0
REQUEST_TIMEOUT_S = 30.0
SEED_SESSIONS = 8
# Sent one at a time before the first step and not counted: the server's first requests load
# the embedding model and have Neo4j plan every query once (seconds each, once per process).
WARM_UP_REQUESTS = 20
WARM_UP_RATE = 10.0
INGEST_EVERY = 10  # one request in ten is an ingest
PAYLOAD_START = datetime(2024, 3, 1, 9, 0, tzinfo=timezone.utc)
# After the load, the services' deferred ingests must be done within this, and the counts then
# stay the same this long, before the graph is compared with a clean ingest.
SETTLE_LIMIT_S = 300.0
SETTLE_QUIET_S = 5.0


@dataclass
class StepResult:
    """One rate step: what was sent, what came back, how fast."""

    rate: float
    requests: int
    issued: int  # requests started before the cap (an ingest sent to two processes counts once)
    completed: int  # HTTP requests answered (or failed): searches, and each process's ingest
    errors: int
    searches: int
    ingests: int
    seconds: float
    achieved_rps: float
    p50_ms: float
    p95_ms: float
    p99_ms: float
    max_ms: float
    search_p95_ms: float = 0.0
    ingest_p95_ms: float = 0.0
    first_error: str | None = None

    @property
    def sustained(self) -> bool:
        """Every request answered without error, p95 under the target."""
        return self.errors == 0 and self.completed > 0 and self.p95_ms < P95_TARGET_MS


@contextlib.contextmanager
def serve(env: dict[str, str], log_path: Path, timeout_s: float = 300.0) -> Iterator[str]:
    """`graphmem serve` on a free loopback port, its output in a file; yields the base URL."""
    port = free_port()
    command = [str(Path(sys.executable).parent / "graphmem"), "serve", "--host", "127.0.0.1", "--port", str(port)]
    with log_path.open("wb") as output:
        # Output to a file, not a pipe nobody drains: access logs would fill it and stall the server.
        proc = subprocess.Popen(command, env=env, stdout=output, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout_s
    try:
        while not _healthy(base):
            if proc.poll() is not None:
                raise RuntimeError(f"graphmem serve exited: {log_path.read_text(errors='replace')[-2000:]}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"graphmem serve did not become healthy within {timeout_s:.0f}s")
            time.sleep(0.5)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _healthy(base: str) -> bool:
    try:
        return httpx.get(f"{base}/healthz", timeout=2.0).status_code == 200
    except httpx.HTTPError:
        return False


def questions() -> list[str]:
    """Real questions about the seeded conversation (LoCoMo dev QA)."""
    rows = [json.loads(line) for line in QA.read_text().splitlines() if line.strip()]
    return [r["question"] for r in rows if r["conversation"] == "conv-26"]


def seed_file(directory: Path, sessions: int = SEED_SESSIONS) -> Path:
    """The first sessions of the LoCoMo dev conversation as a chat file to ingest before the load."""
    data = json.loads(CHAT.read_text())
    data["sessions"] = data["sessions"][:sessions]
    path = directory / "load-seed.chat.json"
    path.write_text(json.dumps(data))
    return path


def is_ingest(i: int) -> bool:
    """Whether request `i` of a step is an ingest (else a search)."""
    return i % INGEST_EVERY == INGEST_EVERY - 1


def ingest_payload(i: int) -> dict[str, Any]:
    """The REST payload of ingest request `i`: the same in every step, dated by `i`, so a payload
    sent twice (to two processes, or again in the next step) is one session."""
    return {"session_summary": f"Load note {i}: the team reviewed the release checklist.",
            "key_decisions": [f"We decided to run release drill number {i} on Friday."],
            "domain": "load", "at": (PAYLOAD_START + timedelta(minutes=i)).isoformat()}


async def _one(clients: list[httpx.AsyncClient], i: int, namespace: str, asked: list[str],
               gate: asyncio.Semaphore | None, wait_ingest: bool) -> list[tuple[str, float, str | None]]:
    """Request `i`: a search to one process (in turn), or an ingest to two processes at once."""
    if gate is not None:
        async with gate:
            return await _one(clients, i, namespace, asked, None, wait_ingest)
    client = clients[i % len(clients)]
    if not is_ingest(i):
        return [await _search(client, asked[i % len(asked)], namespace)]
    targets = [client] if len(clients) == 1 else [client, clients[(i + 1) % len(clients)]]
    return list(await asyncio.gather(*(_ingest(c, ingest_payload(i), namespace, wait_ingest) for c in targets)))


async def _search(client: httpx.AsyncClient, question: str, namespace: str) -> tuple[str, float, str | None]:
    started = time.perf_counter()
    try:
        response = await client.post("/graphql", json={"query": SEARCH, "variables": {"q": question, "ns": namespace}})
        body = response.json() if response.status_code == 200 else {}
        error = (f"search HTTP {response.status_code}: {response.text[:200]}" if response.status_code != 200
                 else f"search errors: {body['errors']}" if body.get("errors") else None)
    except (httpx.HTTPError, ValueError) as exc:
        error = f"search {type(exc).__name__}: {exc}"
    return "search", (time.perf_counter() - started) * 1000.0, error


async def _ingest(client: httpx.AsyncClient, payload: dict[str, Any], namespace: str,
                  wait_ingest: bool) -> tuple[str, float, str | None]:
    started = time.perf_counter()
    try:
        wait = "true" if wait_ingest else "false"
        response = await client.post(f"/v1/memory/ingest?namespace={namespace}&wait={wait}", json=payload)
        expected = 200 if wait_ingest else 202
        error = None if response.status_code == expected else f"ingest HTTP {response.status_code}: {response.text[:200]}"
    except httpx.HTTPError as exc:
        error = f"ingest {type(exc).__name__}: {exc}"
    return "ingest", (time.perf_counter() - started) * 1000.0, error


async def run_step(bases: str | list[str], namespace: str, rate: float, requests: int, cap_s: float,
                   max_in_flight: int | None = None, api_key: str | None = None,
                   wait_ingest: bool = False) -> StepResult:
    """Send `requests` requests at `rate` per second (open loop), stopping new ones after `cap_s`;
    with `max_in_flight`, at most that many at once (closed loop once the server falls behind).
    Ingests are deferred (`?wait=false`: stored, answered 202, processed by the service's
    worker while the load goes on) unless `wait_ingest`. With several services (`bases`),
    searches go to each in turn and every ingest to two of them at once."""
    asked = questions()
    gate = asyncio.Semaphore(max_in_flight) if max_in_flight else None
    limits = httpx.Limits(max_connections=256, max_keepalive_connections=64)
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    async with contextlib.AsyncExitStack() as stack:
        clients = [await stack.enter_async_context(httpx.AsyncClient(
            base_url=base, timeout=REQUEST_TIMEOUT_S, limits=limits, headers=headers))
            for base in ([bases] if isinstance(bases, str) else bases)]
        started = time.perf_counter()
        tasks = []
        for i in range(requests):
            due = started + i / rate
            if due - started > cap_s:
                break
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            tasks.append(asyncio.create_task(_one(clients, i, namespace, asked, gate, wait_ingest)))
        results = [answer for answers in await asyncio.gather(*tasks) for answer in answers]
        seconds = time.perf_counter() - started
    latencies = [ms for _, ms, error in results if error is None]
    errors = [error for _, _, error in results if error is not None]
    return StepResult(
        rate=rate, requests=requests, issued=len(tasks), completed=len(results), errors=len(errors),
        searches=sum(kind == "search" for kind, _, _ in results), ingests=sum(kind == "ingest" for kind, _, _ in results),
        seconds=round(seconds, 2), achieved_rps=round(len(results) / seconds, 2) if seconds else 0.0,
        p50_ms=round(percentile(latencies, 50), 1), p95_ms=round(percentile(latencies, 95), 1),
        p99_ms=round(percentile(latencies, 99), 1), max_ms=round(max(latencies, default=float("nan")), 1),
        search_p95_ms=round(percentile([ms for kind, ms, e in results if kind == "search" and e is None], 95), 1),
        ingest_p95_ms=round(percentile([ms for kind, ms, e in results if kind == "ingest" and e is None], 95), 1),
        first_error=errors[0] if errors else None,
    )


def markdown(steps: list[StepResult]) -> str:
    """The steps as a Markdown table."""
    return table(["rate (req/s)", "sent", "errors", "achieved req/s", "p50 ms", "p95 ms", "p99 ms", "max ms",
                  "search p95 ms", "ingest p95 ms", f"p95 < {P95_TARGET_MS:.0f} ms, 0 errors"],
                 [[s.rate, s.completed, s.errors, s.achieved_rps, s.p50_ms, s.p95_ms, s.p99_ms, s.max_ms,
                   s.search_p95_ms, s.ingest_p95_ms, "yes" if s.sustained else "no"] for s in steps], digits=1)


def step_up(bases: list[str], namespace: str, rates: list[float], requests: int, cap_s: float,
            wait_ingest: bool) -> list[StepResult]:
    """Run the rates in order until one misses the target (that one is reported too)."""
    steps = []
    for rate in rates:
        log(f"rate {rate:g}/s: {requests} requests (cap {cap_s:.0f}s)")
        step = asyncio.run(run_step(bases, namespace, rate, requests, cap_s, wait_ingest=wait_ingest))
        log(f"  p95 {step.p95_ms} ms, {step.errors} errors" + (f" ({step.first_error})" if step.first_error else ""))
        steps.append(step)
        if not step.sustained:
            break
    return steps


def with_scheme(uri: str, scheme: str) -> str:
    """The Neo4j URI with its scheme replaced (`bolt`, `neo4j`; `+s`/`+ssc` variants kept)."""
    old, rest = uri.split("://", 1)
    return f"{scheme}{old[old.index('+'):] if '+' in old else ''}://{rest}"


def graph_counts(store: Store, ns: str) -> dict[str, int]:
    """What a namespace holds: graphmem's own counts, nodes per label and relationships per type."""
    counts = {k: v for k, v in store.read(count_namespace, ns).items() if k != "pending"}
    for row in store.query(NODES_BY_LABEL, ns=ns):
        counts[f"nodes {row['kind']}"] = row["n"]
    for row in store.query(RELATIONSHIPS_BY_TYPE, ns=ns):
        counts[f"relationships {row['kind']}"] = row["n"]
    return counts


def settle(store: Store, ns: str) -> dict[str, int]:
    """Wait until the services have finished the namespace's deferred ingests (nothing pending,
    no session waiting for its rebuild, counts unchanged for SETTLE_QUIET_S); return the counts."""
    deadline = time.monotonic() + SETTLE_LIMIT_S
    last: dict[str, int] = {}
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        counts = graph_counts(store, ns)
        busy = store.read(count_namespace, ns)["pending"] or store.read(pending_session_ids, ns)
        if busy or counts != last:
            last, quiet_since = counts, time.monotonic()
        elif time.monotonic() - quiet_since >= SETTLE_QUIET_S:
            return counts
        time.sleep(1.0)
    raise RuntimeError(f"the services had not finished ingesting into {ns!r} after {SETTLE_LIMIT_S:.0f}s")


def clean_counts(memory: Any, seed: Path, ns: str, ingests: list[int]) -> dict[str, int]:
    """The counts of one clean ingest of the load's inputs (the seed, each distinct payload once)."""
    memory.ingest([seed], ns, "chat")
    for i in ingests:
        memory.log_payload(ingest_payload(i), ns)
    memory.resume(ns)
    return graph_counts(memory.store, ns)


def graph_markdown(under_load: dict[str, int], clean: dict[str, int]) -> str:
    """The two graphs' counts side by side."""
    kinds = sorted(set(under_load) | set(clean))
    return table(["what", "after the load", "one clean ingest", "same"],
                 [[k, under_load.get(k, 0), clean.get(k, 0), "yes" if under_load.get(k) == clean.get(k) else "NO"]
                  for k in kinds])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rates", default="1,2,3,4,6,8", help="request rates to step through, per second")
    parser.add_argument("--requests", type=int, default=300, help="requests per rate")
    parser.add_argument("--cap-s", type=float, default=90.0, help="time cap per rate, seconds")
    parser.add_argument("--namespace", default="load")
    parser.add_argument("--wait-ingest", action="store_true",
                        help="ingest synchronously (?wait=true: answered after processing) instead of deferred")
    parser.add_argument("--processes", type=int, default=1, help="graphmem serve processes on the one Neo4j")
    parser.add_argument("--scheme", choices=["bolt", "neo4j"], default="bolt",
                        help="how the services connect: bolt:// (direct) or neo4j:// (routing)")
    args = parser.parse_args()
    started = time.perf_counter()
    rates = [float(r) for r in args.rates.split(",")]
    name = "load" if (args.processes, args.scheme) == (1, "bolt") else f"load_{args.processes}p_{args.scheme}"
    folder = Path(tempfile.gettempdir())
    with benchmark_neo4j(name) as server:
        from graphmem.service import Memory

        memory = Memory(server.settings)
        memory.ensure_schema()
        seed = seed_file(folder)
        seeded = memory.ingest([seed], args.namespace, "chat")
        log(f"seeded {args.namespace!r}: {seeded.totals}")
        uri = with_scheme(server.settings.effective_neo4j_uri, args.scheme)
        env = {**server.env, "GRAPHMEM_NEO4J_URI": uri}
        log(f"{args.processes} x graphmem serve on {uri}")
        with contextlib.ExitStack() as services:
            bases = [services.enter_context(serve(env, folder / f"graphmem-load-serve-{k}.log"))
                     for k in range(args.processes)]
            warm = asyncio.run(run_step(bases, args.namespace, WARM_UP_RATE, WARM_UP_REQUESTS * args.processes,
                                        cap_s=60.0 * args.processes, max_in_flight=1))
            log(f"warm-up (not counted): {warm.completed} requests, p50 {warm.p50_ms} ms, max {warm.max_ms} ms")
            steps = step_up(bases, args.namespace, rates, args.requests, args.cap_s, args.wait_ingest)
            log("waiting for the services to finish their deferred ingests")
            under_load = settle(memory.store, args.namespace)
        issued = max([warm.issued, *(s.issued for s in steps)])
        clean = clean_counts(memory, seed, f"{args.namespace}-clean", [i for i in range(issued) if is_ingest(i)])
        memory.close()
    held = [s for s in steps if s.sustained]
    sustained = max((s.rate for s in held), default=0.0)
    same_graph = under_load == clean
    print(markdown(steps))
    mode = "synchronous" if args.wait_ingest else "deferred"
    sent_to = "to two processes at once" if args.processes > 1 else "to the process"
    print(f"\nsustained: {sustained:g} requests/s (90% search, 10% {mode} REST ingest {sent_to}; "
          f"{args.processes} process(es), {args.scheme}://) with p95 < {P95_TARGET_MS:.0f} ms and zero errors")
    print(f"\n{graph_markdown(under_load, clean)}\n\nthe graph after the load equals one clean ingest: "
          f"{'yes' if same_graph else 'NO'}")
    path = save(name, {"sustained_rps": sustained, "p95_target_ms": P95_TARGET_MS, "mix": "90% search, 10% ingest",
                       "ingest": mode, "processes": args.processes, "scheme": args.scheme,
                       "ingest_sent_to": sent_to,
                       "requests_per_rate": args.requests, "cap_s": args.cap_s, "seed": seeded.totals,
                       "steps": [asdict(s) | {"sustained": s.sustained} for s in steps],
                       "graph": {"same_as_clean_ingest": same_graph, "after_load": under_load, "clean": clean}},
                started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
