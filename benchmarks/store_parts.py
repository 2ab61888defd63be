"""What a generated idea costs on disk, part by part: the store files Neo4j's page cache holds,
the Lucene indexes (vector, fulltext) the operating system caches instead, and the transaction logs.

Grows namespace `parts` with benchmarks.generate (the scale run's graph) in its own local Neo4j,
stops the server at each size (a clean stop writes a checkpoint) and measures every part of the
database's files; the bytes per idea are the growth between two sizes, so the fixed cost of an
empty database drops out. Sizing for 1M or 10M ideas multiplies them out (benchmarks/README.md,
section 6, "on a Neo4j cluster").

    python -m benchmarks.store_parts [--sizes 10000,50000]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from benchmarks.generate import DIMENSION, grow
from benchmarks.harness import benchmark_neo4j, log, save, table
from graphmem import neo4j_local
from graphmem.store.driver import Store
from graphmem.store.schema import apply_schema

NAMESPACE = "parts"
# Where each part lives under the database's folder (data/databases/neo4j), by file name start.
PAGE_CACHE = "page cache"
OS_CACHE = "OS file cache"


def part_of(path: Path, database: Path) -> tuple[str, str] | None:
    """(part, which memory caches it) of one file of the database, None for the rest."""
    relative = path.relative_to(database).parts
    if relative[:2] == ("schema", "index"):
        provider = relative[2]
        if provider.startswith("vector"):
            return "vector indexes (Lucene HNSW)", OS_CACHE
        if provider.startswith("fulltext"):
            return "fulltext indexes (Lucene)", OS_CACHE
        return "range and lookup indexes", PAGE_CACHE
    if path.name.startswith("neostore.propertystore.db.arrays"):
        return "property arrays (embeddings)", PAGE_CACHE
    if path.name.startswith("neostore.propertystore.db.strings"):
        return "property strings (texts)", PAGE_CACHE
    if path.name.startswith("neostore"):
        return "nodes, relationships, other properties", PAGE_CACHE
    return None


def parts_mb(home: Path) -> dict[tuple[str, str], float]:
    """MiB of each (part, cache) of the `neo4j` database, and of its transaction logs."""
    database = home / "data" / "databases" / "neo4j"
    sizes: dict[tuple[str, str], float] = {}
    for path in (p for p in database.rglob("*") if p.is_file()):
        part = part_of(path, database)
        if part is not None:
            sizes[part] = sizes.get(part, 0.0) + path.stat().st_size / 2**20
    logs = home / "data" / "transactions" / "neo4j"
    sizes[("transaction logs", "neither (rotated, pruned by retention)")] = \
        sum(p.stat().st_size for p in logs.rglob("*") if p.is_file()) / 2**20
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,50000", help="two or more idea counts, ascending")
    args = parser.parse_args()
    sizes = sorted(int(s) for s in args.sizes.split(","))
    started = time.perf_counter()
    measured: dict[int, dict[tuple[str, str], float]] = {}
    with benchmark_neo4j("store-parts") as server:
        home = neo4j_local.server_home(server.settings)
        for size in sizes:
            neo4j_local.start(server.settings, timeout_s=300)
            with Store(server.settings) as store:
                apply_schema(store, DIMENSION)
                grow(store, NAMESPACE, size, progress=log)
            # Community has no db.checkpoint(): a clean stop checkpoints, so the files hold every page.
            neo4j_local.stop(server.settings, timeout_s=600)
            measured[size] = parts_mb(home)
            log(f"{size:,} ideas: {sum(measured[size].values()):,.0f} MiB")
    first, last = sizes[0], sizes[-1]
    parts = sorted(measured[last], key=lambda part: -measured[last][part])
    per_idea = {part: (measured[last][part] - measured[first].get(part, 0.0)) * 2**20 / (last - first) for part in parts}
    print(table(["part", "cached by", f"MiB at {first:,}", f"MiB at {last:,}", "bytes per idea"],
                [[name, cache, round(measured[first].get((name, cache), 0.0)), round(measured[last][(name, cache)]),
                  round(per_idea[(name, cache)])] for name, cache in parts]))
    path = save("store_parts", {"sizes": sizes, "bytes_per_idea": {f"{n} ({c})": v for (n, c), v in per_idea.items()},
                                "mib": {str(k): {f"{n} ({c})": v for (n, c), v in parts_of.items()}
                                        for k, parts_of in measured.items()}}, started)
    log(f"wrote {path}")


if __name__ == "__main__":
    main()
