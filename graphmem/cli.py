"""The `graphmem` command line: a thin shell over graphmem.service.Memory (typer + rich)."""

from __future__ import annotations

import contextlib
import functools
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Optional, ParamSpec

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table
from rich.text import Text

from graphmem.config import Settings, load_settings
from graphmem.errors import GraphmemError, NotConfigured
from graphmem.ingest.sources.detect import FORMATS
from graphmem.retrieve.recipes import Recipe
from graphmem.retrieve.request import SearchRequest

if TYPE_CHECKING:
    from graphmem.retrieve.empty_answers import EmptyAnswer
    from graphmem.service import Memory

app = typer.Typer(help="graphmem: graph-native long-term memory for AI agents, stored in Neo4j.",
                  no_args_is_help=True, pretty_exceptions_enable=False)
neo4j_app = typer.Typer(help="Manage the local Neo4j server (used when GRAPHMEM_NEO4J_URI is unset).",
                        no_args_is_help=True)
app.add_typer(neo4j_app, name="neo4j")
hooks_app = typer.Typer(help="Claude Code hooks: capture sessions into memory, add memory to prompts.",
                        no_args_is_help=True)
app.add_typer(hooks_app, name="hooks")
identity_app = typer.Typer(help="A namespace's identity: who you are, what the project is; shown first at wake-up.",
                           no_args_is_help=True)
app.add_typer(identity_app, name="identity")
console = Console(stderr=True)
out = Console()

NamespaceOpt = Annotated[Optional[str], typer.Option("--namespace", "-n", help="Namespace (default: GRAPHMEM_NAMESPACE)")]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]
VerboseOpt = Annotated[bool, typer.Option("--verbose", "-v", help="Say on stderr which path answered: the running "
                                                                 "service, or Neo4j directly (and whether torch loaded)")]


def _json_default(value: Any) -> Any:
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if hasattr(value, "iso_format"):
        return value.iso_format()
    return str(value)


def _print_json(data: Any) -> None:
    out.print_json(json.dumps(data, default=_json_default, ensure_ascii=False))


def _settings() -> Settings:
    try:
        return load_settings()
    except GraphmemError as exc:
        console.print(f"[red]error:[/red] {exc}")
        raise typer.Exit(2) from None


def _memory(settings: Settings) -> Memory:
    # Imported here: the service loads the embedding stack, which `--help` does not need.
    from graphmem.service import Memory

    return Memory.open(settings)


@contextlib.contextmanager
def _fast_memory(settings: Settings, verbose: bool) -> Iterator[Any]:
    """The running service when it serves this store, else Neo4j directly without torch (when the
    model's ONNX export is checked); with --verbose, says on stderr which one answered."""
    from graphmem.integrations.service_memory import answered_by, open_memory

    memory = open_memory(settings)
    yield memory
    if verbose:
        console.print(f"answered by {answered_by(memory)}; torch imported: {'yes' if 'torch' in sys.modules else 'no'}",
                      highlight=False, soft_wrap=True)


P = ParamSpec("P")


def _exits_on_error(command: Callable[P, None]) -> Callable[P, None]:
    """Print graphmem's own errors (bad input, Neo4j down, a missing setting) as one line and exit 1."""
    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            command(*args, **kwargs)
        except GraphmemError as exc:
            console.print(f"[red]error:[/red] {exc}")
            raise typer.Exit(1) from None
    return run


@app.command()
@_exits_on_error
def serve(host: Annotated[Optional[str], typer.Option(help="Bind address (default: GRAPHMEM_HOST)")] = None,
          port: Annotated[Optional[int], typer.Option(help="Port (default: GRAPHMEM_PORT)")] = None) -> None:
    """Run the service: GraphQL at /graphql, REST ingest, /healthz, the dashboard at /.

    Shows each start-up stage, then every URL (GraphQL, dashboard, Neo4j Browser, Bolt) and where
    the Neo4j password is. Ctrl+C stops it; the local Neo4j keeps running (`graphmem neo4j stop`).

    Example: graphmem serve --port 8765
    """
    from graphmem.api.app import create_app
    from graphmem.serving import banner, check_port_free, serve_until_stopped, start_memory, stopped_note

    settings = _settings()
    host = host or settings.host
    port = port or settings.port
    if not settings.api_key_namespaces() and host not in ("127.0.0.1", "localhost", "::1"):
        raise GraphmemError(f"refusing to bind {host} without API keys: set GRAPHMEM_API_KEYS "
                            "or bind 127.0.0.1 (local single-user mode)")
    check_port_free(host, port)
    memory = start_memory(settings, lambda message: console.print(message, highlight=False, soft_wrap=True))

    def announce() -> None:
        lines = banner(settings, host, port)
        width = max(len(what) for what, _ in lines)
        out.print("graphmem is serving (Ctrl+C stops it):\n"
                  + "\n".join(f"  {what:<{width}}  {where}" for what, where in lines), highlight=False, soft_wrap=True)

    serve_until_stopped(create_app(memory), host, port, announce)
    out.print(f"graphmem stopped. {stopped_note(settings)}", highlight=False, soft_wrap=True)


@app.command()
@_exits_on_error
def ingest(paths: Annotated[Optional[list[Path]], typer.Argument(help="Files or folders to ingest")] = None,
           format: Annotated[Optional[str], typer.Option("--format", "-f", help=f"{', '.join(FORMATS)} (default: detect)")] = None,
           namespace: NamespaceOpt = None, as_json: JsonOpt = False,
           follow: Annotated[bool, typer.Option(help="Keep watching the files and ingest what is appended")] = False,
           interval: Annotated[float, typer.Option(help="Seconds between checks with --follow")] = 2.0,
           resume: Annotated[bool, typer.Option("--resume", help="Only finish what an interrupted ingest left")] = False,
           enrich: Annotated[bool, typer.Option("--enrich", help="Then let the configured LLM add ideas, entities and facts")] = False) -> None:
    """Ingest transcripts (only what is new since the last run), or rebuild a `graphmem export` folder.

    Example: graphmem ingest ~/.claude/projects/myproj/*.jsonl --namespace myproj --enrich
    """
    import time

    settings = _settings()
    ns = namespace or settings.namespace
    if not paths and not resume:
        raise GraphmemError("name at least one file or folder to ingest, or pass --resume")
    if enrich and not settings.llm_configured:
        raise NotConfigured("--enrich needs an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    memory = _memory(settings)
    while True:
        report = memory.resume(ns) if resume and not paths else _ingest_once(memory, paths or [], format, ns, quiet=as_json)
        enriched = memory.enrich(ns) if enrich else None
        if as_json:
            _print_json({"namespace": ns, "files": report.files, "added": report.added,
                         "totals": report.totals, "problems": report.problems,
                         "skipped": len(report.problems),
                         "skipped_files": [{"path": str(f.path), "format": f.format} for f in report.skipped],
                         "turns_processed": report.turns_processed,
                         "seconds": round(report.seconds, 2),
                         "turns_per_s": round(report.turns_per_s, 1),
                         "stages": {s.stage.value: s.as_dict() for s in report.stages},
                         **({"enrich": _enrich_json(enriched)} if enriched else {})})
        else:
            _print_report(report)
            if enriched:
                _print_enrich(enriched)
        if not follow:
            break
        time.sleep(interval)
    if report.files and not report.totals.get("turns") and report.problems:
        raise typer.Exit(1)
    if paths and not report.files and report.skipped:
        if as_json:
            _print_skipped_files(report.skipped)
        raise typer.Exit(1)


def _ingest_once(memory: Any, paths: list[Path], fmt: str | None, ns: str, quiet: bool) -> Any:
    from graphmem.ingest.progress import StageClock, StageProgress

    columns = [TextColumn("[bold]{task.description:<9}"), BarColumn(), MofNCompleteColumn(),
               TextColumn("{task.fields[unit]}"), TextColumn("{task.fields[note]}")]
    with Progress(*columns, console=console, disable=quiet or not console.is_terminal) as bar:
        tasks: dict[Any, Any] = {}
        clock = StageClock()

        def progress(step: StageProgress) -> None:
            clock(step)
            if step.stage not in tasks:
                tasks[step.stage] = bar.add_task(step.stage.value, total=step.total, unit=step.stage.unit, note="")
            elapsed = clock.elapsed(step.stage)
            note = f"{step.turns} turns found" if step.turns else ""
            if step.done > 1 and elapsed > 0:
                note = f"{note}  {step.done / elapsed:.0f} {step.stage.unit}/s".strip()
            bar.update(tasks[step.stage], completed=step.done, total=step.total, note=note)

        return memory.ingest(paths, ns, fmt, progress)


def _print_report(report: Any) -> None:
    table = Table(title=f"ingested into {report.namespace!r} ({report.files} files, "
                        f"{report.turns_processed} turns in {report.seconds:.1f} s: {report.turns_per_s:.0f} turns/s)")
    table.add_column("kind")
    table.add_column("added", justify="right")
    table.add_column("total", justify="right")
    for kind, total in report.totals.items():
        if kind != "pending":
            table.add_row(kind, str(report.added.get(kind, 0)), str(total))
    out.print(table)
    if report.stages:
        out.print("stages: " + "; ".join(_stage_text(s) for s in report.stages), highlight=False, soft_wrap=True)
    for problem in report.problems:
        console.print(f"[yellow]skipped:[/yellow] {problem}")
    _print_skipped_files(report.skipped)


def _stage_text(summary: Any) -> str:
    rate = f", {summary.per_s:.0f} {summary.stage.unit}/s" if summary.seconds >= 0.05 and summary.done > 1 else ""
    return f"{summary.stage.value} {summary.done} {summary.stage.unit} in {summary.seconds:.1f} s{rate}"


def _print_skipped_files(skipped: list[Any]) -> None:
    if not skipped:
        return
    console.print(f"[yellow]not ingested:[/yellow] {len(skipped)} files in the folders named are not "
                  "transcripts (Claude Code .jsonl, chat JSON): " + ", ".join(map(str, skipped[:10]))
                  + (f" and {len(skipped) - 10} more" if len(skipped) > 10 else ""), highlight=False, soft_wrap=True)
    console.print("to ingest one, name it (graphmem ingest FILE), or take a folder's files of one format "
                  "with --format", highlight=False, soft_wrap=True)


def _enrich_json(report: Any) -> dict[str, Any]:
    return {"namespace": report.namespace, "model": report.model, "turns": report.turns,
            "batches": report.batches, "added": report.added, "dropped": report.dropped,
            "seconds": round(report.seconds, 1)}


def _print_enrich(report: Any) -> None:
    table = Table(title=f"enriched {report.turns} turns of {report.namespace!r} with {report.model} "
                        f"({report.batches} batches, {report.seconds:.0f} s)")
    table.add_column("kind")
    table.add_column("added", justify="right")
    for kind, added in report.added.items():
        table.add_row(kind, str(added))
    out.print(table)
    for warning in report.warnings:
        console.print(f"[yellow]model output:[/yellow] {warning}")


@app.command("enrich")
@_exits_on_error
def enrich_command(namespace: NamespaceOpt = None, as_json: JsonOpt = False,
                   limit: Annotated[Optional[int], typer.Option(help="At most this many turns (episodes with --graphiti)")] = None,
                   graphiti: Annotated[bool, typer.Option("--graphiti", help="Run graphiti-core's add_episode instead, into the same namespace")] = False) -> None:
    """Let the configured LLM read turns it has not read yet and add ideas, entities and facts.

    Example: graphmem enrich --namespace myproj
    """
    settings = _settings()
    ns = namespace or settings.namespace
    if not settings.llm_configured:
        raise NotConfigured("enrich needs an LLM: set GRAPHMEM_LLM_BASE_URL and GRAPHMEM_LLM_MODEL")
    memory = _memory(settings)
    result = memory.enrich_with_graphiti(ns, limit) if graphiti else memory.enrich(ns, limit)
    if graphiti:
        _print_graphiti(result, as_json)
    elif as_json:
        _print_json(_enrich_json(result))
    else:
        _print_enrich(result)


def _print_graphiti(report: Any, as_json: bool) -> None:
    if as_json:
        _print_json(asdict(report))
    else:
        out.print(f"graphiti add_episode into {report.namespace!r}: {report.stored}/{report.episodes} episodes "
                  f"stored ({report.turns} turns, {report.nodes} nodes, {report.edges} edges) in "
                  f"{report.seconds:.0f} s; graphmem items restored after graphiti: {report.restored}")
        for error in report.errors:
            console.print(f"[yellow]graphiti:[/yellow] {error}")
    if report.errors and not report.stored:
        raise typer.Exit(1)


@app.command()
@_exits_on_error
def search(query: Annotated[str, typer.Argument(help="What to look for, in plain words")],
           namespace: NamespaceOpt = None, limit: int = 10, as_json: JsonOpt = False,
           recipe: Annotated[Recipe, typer.Option(help="A named search (retrievers, kinds, expansion)")] = Recipe.HYBRID_DEFAULT,
           expand: Annotated[Optional[int], typer.Option(help="Hops of graph expansion (default: the recipe's)")] = None,
           include_superseded: bool = False,
           archived: Annotated[bool, typer.Option("--archived", help="Also search ideas prune archived")] = False,
           hyde: Annotated[bool, typer.Option("--hyde", help="Also search with a hypothetical answer from the configured LLM")] = False,
           verbose: VerboseOpt = False) -> None:
    """Hybrid search of a namespace's memory (through `graphmem serve` when it runs).

    Example: graphmem search "what did we use before PostgreSQL" --namespace myproj --json
    """
    settings = _settings()
    refinements = {} if expand is None else {"expand": expand}
    request = SearchRequest.from_recipe(recipe, query, namespace or settings.namespace, limit=limit,
                                        include_superseded=include_superseded, hyde=hyde,
                                        include_archived=archived, **refinements)
    with _fast_memory(settings, verbose) as memory:
        result = memory.search(request)
        if as_json:
            _print_json({"hits": [asdict(h) for h in result.hits], "tookMs": round(result.took_ms, 1),
                         "hydeText": result.hyde_text, "warnings": result.warnings})
            if not result.hits:
                _print_empty_note(memory.why_no_hits(request.namespace))
            return
        for warning in result.warnings:
            console.print(f"[yellow]warning:[/yellow] {warning}")
        if not result.hits:
            _print_empty(f"search {query!r}: no hits", memory.why_no_hits(request.namespace))
            return
        table = Table(title=f"{len(result.hits)} hits in {result.took_ms:.0f} ms")
        for column in ("score", "kind", "text", "turns", "via"):
            table.add_column(column)
        for hit in result.hits:
            table.add_row(f"{hit.score:.4f}", hit.intent or hit.kind, hit.text[:160],
                          ", ".join(hit.source_turn_ids[:3]), ",".join(hit.via))
        out.print(table)


@app.command()
@_exits_on_error
def context(query: Annotated[str, typer.Argument(help="The task or question at hand, in plain words")],
            namespace: NamespaceOpt = None, as_json: JsonOpt = False,
            budget_tokens: Annotated[int, typer.Option(help="At most this many tokens (estimated), 50-8000")] = 500,
            verbose: VerboseOpt = False) -> None:
    """Prompt-ready memory for a task, within a token budget, with citations (GraphQL `context`).

    Example: graphmem context "set up the billing deploy" --namespace myproj --budget-tokens 800
    """
    settings = _settings()
    ns = namespace or settings.namespace
    with _fast_memory(settings, verbose) as memory:
        pack = memory.context(query, ns, budget_tokens)
        if as_json:
            _print_json({"text": pack.text, "tokens": pack.tokens, "hits": [asdict(h) for h in pack.hits]})
            if not pack.hits:
                _print_empty_note(memory.why_no_hits(ns))
        elif not pack.hits:
            _print_empty(f"context {query!r}: nothing recalled", memory.why_no_hits(ns))
        else:
            out.out(pack.text, highlight=False)


def _print_empty(what: str, empty: EmptyAnswer) -> None:
    out.print(f"{what}\n  why: {empty.why}\n  to fill it: {empty.fill}", highlight=False, soft_wrap=True)


def _print_empty_note(empty: EmptyAnswer) -> None:
    """Beside JSON output (which stays as it is): the reason on stderr."""
    console.print(f"empty: {empty.why}; to fill it: {empty.fill}", highlight=False, soft_wrap=True)


def _facts_command(kind: str, entity: str, namespace: str | None, predicate: str | None, as_json: bool,
                   verbose: bool) -> None:
    settings = _settings()
    ns = namespace or settings.namespace
    with _fast_memory(settings, verbose) as memory:
        facts = getattr(memory, kind)(entity, ns, predicate)
        empty = memory.why_no_facts(entity, ns, predicate, kind) if not facts else None
    if as_json:
        _print_json([asdict(f) for f in facts])
        if empty:
            _print_empty_note(empty)
        return
    if empty:
        _print_empty(f"{kind} {entity!r} in {ns!r}: no facts", empty)
        return
    table = Table(title=f"{kind} {entity}: {len(facts)} facts")
    for column in ("from", "to", "subject", "predicate", "object", "turns"):
        table.add_column(column)
    for f in facts:
        table.add_row(f.valid_from.date().isoformat() if f.valid_from else "?",
                      f.valid_to.date().isoformat() if f.valid_to else "now", f.subject, f.predicate,
                      f.object, ", ".join(f.source_turn_ids[:3]))
    out.print(table)


@app.command()
@_exits_on_error
def timeline(entity: str, namespace: NamespaceOpt = None, predicate: Optional[str] = None, as_json: JsonOpt = False,
             verbose: VerboseOpt = False) -> None:
    """Every fact about an entity in time order.

    Example: graphmem timeline Sentry --namespace myproj
    """
    _facts_command("timeline", entity, namespace, predicate, as_json, verbose)


@app.command()
@_exits_on_error
def before(entity: str, namespace: NamespaceOpt = None, predicate: Optional[str] = None, as_json: JsonOpt = False,
           verbose: VerboseOpt = False) -> None:
    """What the entity replaced ("what did we use before PostgreSQL").

    Example: graphmem before PostgreSQL --namespace myproj
    """
    _facts_command("before", entity, namespace, predicate, as_json, verbose)


@app.command()
@_exits_on_error
def after(entity: str, namespace: NamespaceOpt = None, predicate: Optional[str] = None, as_json: JsonOpt = False,
          verbose: VerboseOpt = False) -> None:
    """What replaced the entity.

    Example: graphmem after Jenkins --namespace myproj
    """
    _facts_command("after", entity, namespace, predicate, as_json, verbose)


@app.command()
@_exits_on_error
def remember(text: str, namespace: NamespaceOpt = None,
             intent: Annotated[Optional[str], typer.Option(help="decision, todo, preference, fact, procedure, ...")] = None,
             as_json: JsonOpt = False, verbose: VerboseOpt = False) -> None:
    """Store an explicit memory with high importance (through `graphmem serve` when it runs).

    Example: graphmem remember "We deploy on Thursdays" --intent decision
    """
    settings = _settings()
    with _fast_memory(settings, verbose) as memory:
        idea = memory.remember(text, namespace or settings.namespace, intent)
    if as_json:
        _print_json(idea)
    else:
        out.print(f"remembered [{idea['intent']}] {idea['id']}")


@app.command()
@_exits_on_error
def core(namespace: NamespaceOpt = None,
         write: Annotated[Optional[Path], typer.Option("--write", help="Write it to this file (atomically), e.g. CLAUDE.md")] = None,
         budget: Annotated[Optional[int], typer.Option("--budget", help="At most this many characters (default 4000)")] = None,
         as_json: JsonOpt = False) -> None:
    """Core memory: the strongest current memories (solutions, decisions, fixes, configurations,
    patterns and workflows, preferences, current facts) as markdown sections, each citing its
    session, turn and date, at most --budget characters, as quoted data (not instructions).

    Example: graphmem core --namespace myproj --write CLAUDE.md --budget 6000
    """
    from graphmem.atomic_files import write_atomically

    settings = _settings()
    memory = _memory(settings).core(namespace or settings.namespace, budget)
    if write is not None:
        write_atomically(write, memory.text)
        console.print(f"wrote {len(memory.items)} memories, {memory.chars} characters, to {write}", highlight=False)
    if as_json:
        _print_json(asdict(memory))
    elif write is None:
        sys.stdout.write(memory.text)
    if not memory.items:
        console.print(f"no memory fits: the namespace holds no current ones, or {memory.budget_chars} characters "
                      "hold none", highlight=False)


@identity_app.command("set")
@_exits_on_error
def identity_set(text: Annotated[str, typer.Argument(help="Who you are, what the project is (plain text)")],
                 namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """Set the namespace's identity, shown first (L0) when an agent wakes up.

    Example: graphmem identity set "I am Ana; this is the billing service (Python, Postgres)" -n billing
    """
    settings = _settings()
    identity = _memory(settings).set_identity(text, namespace or settings.namespace)
    if as_json:
        _print_json(asdict(identity))
    else:
        out.print(f"identity of {identity.namespace!r} set ({len(identity.text)} characters)", highlight=False)


@identity_app.command("show")
@_exits_on_error
def identity_show(namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """Print the namespace's identity (nothing, and exit 1, when none is set).

    Example: graphmem identity show -n billing
    """
    settings = _settings()
    ns = namespace or settings.namespace
    identity = _memory(settings).identity(ns)
    if as_json:
        _print_json(asdict(identity) if identity else None)
    elif identity:
        sys.stdout.write(identity.text + "\n")
    if identity is None:
        console.print(f"namespace {ns!r} has no identity; set one with `graphmem identity set TEXT`", highlight=False)
        raise typer.Exit(1)


@identity_app.command("clear")
@_exits_on_error
def identity_clear(namespace: NamespaceOpt = None) -> None:
    """Remove the namespace's identity.

    Example: graphmem identity clear -n billing
    """
    settings = _settings()
    ns = namespace or settings.namespace
    cleared = _memory(settings).clear_identity(ns)
    out.print(f"identity of {ns!r} {'cleared' if cleared else 'was not set'}", highlight=False)


@app.command("wake-up")
@_exits_on_error
def wake_up(query: Annotated[str, typer.Argument(help="The task at hand (optional): adds the search layer")] = "",
            namespace: NamespaceOpt = None,
            budget: Annotated[Optional[int], typer.Option("--budget", help="At most this many estimated tokens in all (default: GRAPHMEM_WAKE_UP_TOKENS)")] = None,
            as_json: JsonOpt = False) -> None:
    """What the SessionStart hook shows: L0 identity, L1 essentials (core memory), L2 current
    topic and, with a query, L3 search; each layer within its own budget, as quoted data.

    Example: graphmem wake-up "fix the flaky login test" --namespace myproj --budget 800
    """
    settings = _settings()
    pack = _memory(settings).wake_up(namespace or settings.namespace, query, budget)
    if as_json:
        _print_json({"text": pack.text, "tokens": pack.tokens, "layers": [asdict(layer) for layer in pack.layers]})
    elif pack.text:
        sys.stdout.write(pack.text + "\n")


@app.command()
@_exits_on_error
def prune(below: Annotated[float, typer.Option("--below", help="Archive ideas whose strength (0-1) is below this")],
          namespace: NamespaceOpt = None,
          dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list what would be archived")] = False,
          as_json: JsonOpt = False) -> None:
    """Archive weak memories: kept, but out of search until `search --archived` or `unarchive`.

    Strength is importance decayed since last use, slower for decisions and procedures
    (graphmem/lifecycle/strength.py). Nothing is deleted.

    Example: graphmem prune --below 0.05 --namespace myproj --dry-run
    """
    settings = _settings()
    ns = namespace or settings.namespace
    pruned = _memory(settings).prune(ns, below, dry_run)
    if as_json:
        _print_json({"namespace": ns, "dry_run": dry_run, "ideas": [asdict(p) for p in pruned]})
        return
    verb = "would archive" if dry_run else "archived"
    table = Table(title=f"{verb} {len(pruned)} ideas of {ns!r} with strength below {below:g}")
    for column in ("strength", "kind", "text", "id"):
        table.add_column(column)
    for idea in pruned:
        table.add_row(f"{idea.strength:.4f}", idea.intent, Text(idea.text[:120]), idea.id)
    out.print(table)


@app.command()
@_exits_on_error
def unarchive(idea: Annotated[str, typer.Argument(help="The archived idea's id (as `prune` lists it)")],
              namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """Bring an archived idea back into search.

    Example: graphmem unarchive 0f3c9a... --namespace myproj
    """
    settings = _settings()
    restored = _memory(settings).unarchive(idea, namespace or settings.namespace)
    if as_json:
        _print_json(restored)
    else:
        out.print(f"restored [{restored['intent']}] {restored['id']}", markup=False, highlight=False)


@app.command()
@_exits_on_error
def forget(namespace: NamespaceOpt = None,
           session: Annotated[Optional[str], typer.Option(help="A session's source id (as `graphmem search --json` cites it)")] = None,
           idea: Annotated[Optional[str], typer.Option(help="An idea's id")] = None,
           everything: Annotated[bool, typer.Option("--all", help="Everything in the namespace")] = False,
           yes: Annotated[bool, typer.Option("--yes", help="Do not ask before deleting a whole namespace")] = False,
           as_json: JsonOpt = False) -> None:
    """Delete a session, an idea, or a whole namespace, with their index entries.

    Example: graphmem forget --session conv-26/session_3 --namespace myproj
    """
    settings = _settings()
    ns = namespace or settings.namespace
    if everything and not yes and not typer.confirm(f"Delete everything in namespace {ns!r}?"):
        raise typer.Exit(1)
    deleted = _memory(settings).forget(ns, session=session, idea=idea, all=everything)
    if as_json:
        _print_json({"namespace": ns, "deleted": deleted})
    else:
        out.print(f"forgot in {ns!r}: " + ", ".join(f"{n} {kind}" for kind, n in deleted.items() if n))


@app.command()
@_exits_on_error
def stats(namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """Counts of a namespace's sessions, turns, spans, ideas, entities, facts and relations.

    Example: graphmem stats --namespace myproj --json
    """
    settings = _settings()
    memory = _memory(settings)
    ns = namespace or settings.namespace
    counts = memory.stats(ns)
    empty = memory.why_empty(ns)
    if as_json:
        _print_json(counts)
        if empty:
            _print_empty_note(empty)
        return
    table = Table(title=f"namespace {ns!r}")
    table.add_column("kind")
    table.add_column("count", justify="right")
    for kind, count in counts.items():
        table.add_row(kind, str(count))
    out.print(table)
    if empty:
        _print_empty(f"namespace {ns!r} is empty", empty)


DateOpt = Annotated[Optional[datetime], typer.Option(help="A date, e.g. 2024-01-15 (UTC)")]


@app.command()
@_exits_on_error
def topics(namespace: NamespaceOpt = None,
           session: Annotated[Optional[str], typer.Option(help="Only this session's topics (its source id)")] = None,
           since: DateOpt = None, until: DateOpt = None,
           last: Annotated[Optional[str], typer.Option(help='A period back from --until, else now: "week", "3 days"')] = None,
           limit: int = 100, as_json: JsonOpt = False) -> None:
    """Topic spans of a namespace or one session, oldest first: what we worked on, and when.

    Example: graphmem topics --last week --namespace myproj
    """
    settings = _settings()
    memory = _memory(settings)
    ns = namespace or settings.namespace
    found = memory.topics(ns, session, since, until, last, limit)
    if as_json:
        _print_json([asdict(t) for t in found])
        return
    if not found:
        empty = memory.why_empty(ns)
        if empty:
            _print_empty(f"topics in {ns!r}: none", empty)
        else:
            out.print(f"no topics in {ns!r} for that session and time window")
        return
    table = Table(title=f"{len(found)} topics in {ns!r}")
    for column in ("when", "session", "turns", "ideas", "topic", "summary"):
        table.add_column(column)
    for t in found:
        table.add_row(t.started_at.strftime("%Y-%m-%d %H:%M") if t.started_at else "?", t.session_id, str(t.turns),
                      str(t.ideas), t.label, t.summary[:120])
    out.print(table)


@app.command()
@_exits_on_error
def taxonomy(namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """The namespace's areas: its topics grouped by subject, named by their characteristic entities.

    Example: graphmem taxonomy --namespace myproj
    """
    settings = _settings()
    ns = namespace or settings.namespace
    found = _memory(settings).taxonomy(ns)
    if as_json:
        _print_json(asdict(found))
        return
    table = Table(title=f"{ns!r}: {found.spans} topics in {len(found.areas)} areas "
                        f"({found.ideas} ideas, {found.sessions} sessions)")
    for column in ("area", "topics", "ideas", "sessions", "some topics"):
        table.add_column(column)
    for area in found.areas:
        table.add_row(area.name, str(area.spans), str(area.ideas), str(area.sessions),
                      "; ".join(t.label for t in area.topics[:3]))
    out.print(table)


@app.command()
@_exits_on_error
def reflect(namespace: NamespaceOpt = None,
            across: Annotated[Optional[list[str]], typer.Option(
                help="A namespace to compare with (repeatable; default: every namespace in this Neo4j)")] = None,
            as_json: JsonOpt = False) -> None:
    """Write insight memories: recurring themes, what other namespaces share, most used and recent memories.

    Idempotent: on an unchanged namespace it writes nothing new.

    Example: graphmem reflect --namespace myproj
    """
    settings = _settings()
    memory = _memory(settings)
    ns = namespace or settings.namespace
    found = memory.reflect(ns, across if across is not None else list(memory.namespaces()))
    if as_json:
        _print_json(asdict(found))
        return
    if not found.insights:
        out.print(f"nothing to reflect on in {ns!r} yet: it holds no ideas")
    for insight in found.insights:
        out.print(f"[{insight.topic}] {'new' if insight.created else 'unchanged'} {insight.id}\n  {insight.text}",
                  markup=False, highlight=False, soft_wrap=True)


@app.command()
@_exits_on_error
def consolidate(namespace: NamespaceOpt = None,
                dry_run: Annotated[bool, typer.Option("--dry-run", help="List the changes without making them")] = False,
                undo: Annotated[Optional[str], typer.Option("--undo", help="Undo the run with this id")] = None,
                list_runs: Annotated[bool, typer.Option("--list", help="Show past runs")] = False,
                as_json: JsonOpt = False) -> None:
    """Merge near-duplicate entities and ideas, recorded so each run can be reviewed and undone.

    Example: graphmem consolidate --namespace myproj --dry-run
    """
    settings = _settings()
    ns = namespace or settings.namespace
    memory = _memory(settings)
    if undo is not None:
        undone = memory.undo_consolidation(undo, ns)
        if as_json:
            _print_json({"namespace": ns, "undone": undo, "changes": undone})
        else:
            out.print(f"undid consolidation run {undo} in {ns!r}: {undone} changes restored")
        return
    if list_runs:
        runs = memory.consolidation_runs(ns)
        if as_json:
            _print_json(runs)
            return
        table = Table(title=f"consolidation runs of {ns!r}")
        for column in ("id", "at", "status", "changes", "counts"):
            table.add_column(column)
        for run in runs:
            table.add_row(run["id"], run["at"].iso_format()[:19], run["status"], str(run["changes"]),
                          ", ".join(f"{k} {v}" for k, v in run["counts"].items()))
        out.print(table)
        return
    report = memory.consolidate(ns, dry_run=dry_run)
    if as_json:
        _print_json(report.as_dict())
        return
    for change in report.changes:
        out.print(change.describe(), highlight=False, soft_wrap=True)
    verb = "would make" if dry_run else "made"
    counts = ", ".join(f"{k} {v}" for k, v in report.counts.items()) or "nothing to change"
    out.print(f"{verb} {len(report.changes)} changes in {ns!r} ({counts}) in {report.seconds:.1f} s"
              + (f"; undo with `graphmem consolidate --undo {report.run_id} --namespace {ns}`" if report.run_id else ""),
              highlight=False, soft_wrap=True)


@app.command()
@_exits_on_error
def backfill(path: Annotated[Optional[Path], typer.Argument(help="A project folder (default with --all: the Claude projects folder)")] = None,
             everything: Annotated[bool, typer.Option("--all", help="Every project in the Claude projects folder")] = False,
             dry_run: Annotated[bool, typer.Option("--dry-run", help="Only show what would be ingested")] = False,
             namespace: Annotated[Optional[str], typer.Option("--namespace", "-n", help="One namespace for all (default: the hooks' one per project)")] = None,
             as_json: JsonOpt = False) -> None:
    """Ingest the Claude Code transcripts already on disk, each into its project's namespace.

    Reads *.jsonl under GRAPHMEM_CLAUDE_PROJECTS_DIR (default $CLAUDE_CONFIG_DIR/projects or
    ~/.claude/projects), only what is new; safe to interrupt and run again.

    Example: graphmem backfill --all --dry-run
    """
    from graphmem.integrations.claude_backfill import claude_projects_dir, find_projects, measure_unread, run_backfill

    settings = _settings()
    if (path is None) != everything:
        raise GraphmemError("name a project folder, or pass --all for every project in "
                            f"{claude_projects_dir(settings)}")
    projects = find_projects(path or claude_projects_dir(settings), claude_projects_dir(settings), namespace)
    memory = _memory(settings)
    measure_unread(memory, projects)
    rows = []

    def told(project: Any, report: Any) -> None:
        rows.append(row := project.summary(report))
        if not as_json:
            what = ", ".join(f"{n} {kind}" for kind, n in row["added"].items()) or "nothing new"
            out.print(f"{project.folder.name} -> {project.namespace!r}: {row['transcripts']} transcripts, "
                      f"{row['new']} new: {'would ingest' if dry_run else what}", highlight=False, soft_wrap=True)

    if dry_run:
        for project in projects:
            told(project, None)
    else:
        run_backfill(memory, projects, told)
    if as_json:
        _print_json({"dry_run": dry_run, "projects": rows})


@app.command()
@_exits_on_error
def export(folder: Annotated[Path, typer.Argument(help="Folder to write the export into")],
           namespace: NamespaceOpt = None,
           format: Annotated[str, typer.Option("--format", "-f", help="json (one file) or markdown (one file per memory)")] = "json") -> None:
    """Write everything needed to rebuild a namespace (embeddings are recomputed on import).

    `graphmem ingest FOLDER --namespace OTHER` rebuilds it in another namespace.

    Example: graphmem export --namespace myproj --format markdown ./myproj-export
    """
    settings = _settings()
    ns = namespace or settings.namespace
    manifest = _memory(settings).export(ns, folder, format)
    out.print(f"exported {ns!r} to {manifest.parent} ({format}); rebuild it with "
              f"`graphmem ingest {manifest.parent} --namespace NEW`", highlight=False, soft_wrap=True)


@app.command("import-mcp")
@_exits_on_error
def import_mcp(path: Annotated[Path, typer.Argument(help="The memory server's memory.json (JSON Lines, or the older single object)")],
               namespace: NamespaceOpt = None, as_json: JsonOpt = False) -> None:
    """Import the knowledge graph of the MCP memory server (@modelcontextprotocol/server-memory).

    Entities become entities, observations ideas that mention them, relations RELATES_TO facts.
    Importing the file again adds only what is new.

    Example: graphmem import-mcp ~/.npm/_npx/.../memory.json --namespace myproj
    """
    settings = _settings()
    ns = namespace or settings.namespace
    done = _memory(settings).import_mcp_memory(path, ns)
    if as_json:
        _print_json({"namespace": ns, **asdict(done)})
    else:
        out.print(f"imported into {ns!r}: {done.entities} entities, {done.observations} observations, "
                  f"{done.relations} relations", highlight=False)


@app.command()
@_exits_on_error
def migrate() -> None:
    """Apply the schema (constraints, vector and fulltext indexes) and wait until it is online.

    Example: graphmem migrate
    """
    settings = _settings()
    count = _memory(settings).ensure_schema()
    out.print(f"schema applied: {count} statements, all indexes online")


@app.command()
@_exits_on_error
def cypher(query: str, as_json: JsonOpt = False) -> None:
    """Run a read-only Cypher query and print the rows (writes are refused).

    Example: graphmem cypher 'MATCH (i:Idea) RETURN i.intent, count(*)' --json
    """
    from graphmem.store.readonly import run_read_only

    settings = _settings()
    memory = _memory(settings)
    rows = run_read_only(memory.store, query)
    if as_json:
        _print_json(rows)
        return
    table = Table()
    for column in rows[0] if rows else []:
        table.add_column(str(column))
    for row in rows:
        table.add_row(*(str(v) for v in row.values()))
    out.print(table)


@app.command()
@_exits_on_error
def config() -> None:
    """Print the effective configuration with secrets masked.

    Example: graphmem config
    """
    _print_json(_settings().masked())


ProjectOpt = Annotated[Optional[Path], typer.Option("--project", help="Use DIR/.claude/settings.json (the project's hooks)")]
UserOpt = Annotated[bool, typer.Option("--user", help="Use ~/.claude/settings.json (every project; the default)")]


def _print_settings_change(change: Any, verb: str, as_json: bool, config: Path | None = None) -> None:
    if as_json:
        _print_json({"settings": str(change.path), "changed": change.changed, "events": change.events,
                     "backup": str(change.backup) if change.backup else None,
                     **({"config": str(config)} if config else {})})
        return
    if config:
        out.print(f"hooks read their settings from {config} (`graphmem hooks status` shows where they point)",
                  highlight=False, soft_wrap=True)
    if not change.changed:
        out.print(f"{change.path}: nothing to change (graphmem hooks already {verb})")
        return
    out.print(f"{change.path}: graphmem hooks {verb} for {', '.join(change.events) or 'no events'}")
    if change.backup:
        out.print(f"previous version kept in {change.backup}")


@hooks_app.command("install")
@_exits_on_error
def hooks_install(project: ProjectOpt = None, user: UserOpt = False,
                  namespace: Annotated[Optional[str], typer.Option("--namespace", "-n", help="Fixed namespace for every session (default: one per project, from the git root's folder name)")] = None,
                  as_json: JsonOpt = False) -> None:
    """Add graphmem's hooks to Claude Code's settings.json, keeping every other hook (idempotent).

    Stop, SubagentStop, PreCompact and SessionEnd ingest the transcript in the background;
    SessionStart and UserPromptSubmit add relevant memory to the prompt. The settings in force
    (port, GRAPHMEM_HOME, Neo4j, keys) go to a private file in GRAPHMEM_HOME/hooks/ that every
    hook command names with --config; run install again after changing them.

    Example: graphmem hooks install --project ~/code/myproj
    """
    from graphmem.integrations.claude_settings import install_hooks, settings_path
    from graphmem.integrations.hook_config import write_hook_config

    path = settings_path(project, user)
    config = write_hook_config(_settings(), path)
    change = install_hooks(path, namespace, config)
    _print_settings_change(change, "installed", as_json, config)


@hooks_app.command("uninstall")
@_exits_on_error
def hooks_uninstall(project: ProjectOpt = None, user: UserOpt = False, as_json: JsonOpt = False) -> None:
    """Remove graphmem's hooks from Claude Code's settings.json (only graphmem's).

    Example: graphmem hooks uninstall --user
    """
    from graphmem.integrations.claude_settings import settings_path, uninstall_hooks

    path = settings_path(project, user)
    change = uninstall_hooks(path)
    _print_settings_change(change, "removed", as_json)


@hooks_app.command("status")
@_exits_on_error
def hooks_status(project: ProjectOpt = None, user: UserOpt = False, as_json: JsonOpt = False) -> None:
    """Show which graphmem hooks a settings.json holds and where they point (settings file,
    service and whether it answers, Neo4j, namespace).

    Example: graphmem hooks status --project . --json
    """
    from graphmem.integrations.claude_settings import installed_hooks, read_settings, settings_path
    from graphmem.integrations.hook_config import hook_target

    path = settings_path(project, user)
    found = installed_hooks(read_settings(path))
    targets = list(dict.fromkeys(hook_target(c) for commands in found.values() for c in commands))
    if as_json:
        _print_json({"settings": str(path), "hooks": found, "targets": [asdict(t) for t in targets]})
        return
    if not found:
        out.print(f"{path}: no graphmem hooks installed")
        return
    table = Table(title=f"graphmem hooks in {path}")
    table.add_column("event")
    table.add_column("command")
    for event, commands in found.items():
        for command in commands:
            table.add_row(event, command)
    out.print(table)
    for target in targets:
        _print_hook_target(target)


def _print_hook_target(target: Any) -> None:
    lines = [f"settings: {target.config or 'none named: the GRAPHMEM_* variables of Claude Code (run `graphmem hooks install` again to pin them)'}"]
    if target.problem:
        lines.append(f"  [red]cannot read them:[/red] {target.problem}")
    else:
        state = "answering" if target.answers else "not answering (start it with `graphmem serve` and these settings)"
        lines += [f"  service: {target.service_url} ({state})", f"  Neo4j: {target.neo4j_uri}",
                  f"  home: {target.home} (hook log: {target.home}/logs/hooks.log)"]
    lines.append(f"  namespace: {target.namespace or 'one per project (the git root folder name)'}")
    out.print("\n".join(lines), highlight=False, soft_wrap=True)


@app.command()
def hook(event: Annotated[str, typer.Argument(help="SessionStart, UserPromptSubmit, Stop, SubagentStop, PreCompact or SessionEnd")],
         namespace: Annotated[Optional[str], typer.Option("--namespace", "-n", help="Namespace (default: GRAPHMEM_NAMESPACE, else one per project from the git root of the event's cwd)")] = None,
         config: Annotated[Optional[str], typer.Option("--config", help="Read settings from this file only (what `hooks install` writes), not GRAPHMEM_* variables")] = None) -> None:
    """Handle one Claude Code hook event (its JSON on stdin); always exits 0.

    Stop, SubagentStop, PreCompact and SessionEnd hand the transcript to the service (or a
    background worker) and return at once; SessionStart and UserPromptSubmit print relevant
    memory within GRAPHMEM_HOOK_TIMEOUT_S. Errors go to GRAPHMEM_HOME/logs/hooks.log.

    Example: graphmem hook UserPromptSubmit < payload.json
    """
    from graphmem.integrations.claude_hooks import run_hook
    from graphmem.integrations.hook_config import use_hook_config

    if config:
        use_hook_config(config)
    raise typer.Exit(run_hook(event, sys.stdin, sys.stdout, namespace))


@app.command()
@_exits_on_error
def mcp(namespace: NamespaceOpt = None,
        allow_namespace: Annotated[Optional[list[str]], typer.Option("--allow-namespace", help="Another namespace the tools may use (repeatable)")] = None,
        any_namespace: Annotated[bool, typer.Option("--any-namespace", help="Let the tools use any namespace")] = False) -> None:
    """Run the MCP server over stdio (for Claude Code, Claude Desktop, any MCP client).

    Tools: search, context, core_memory, timeline, before, after, remember, invalidate_fact, stats,
    identity, set_identity and clear_identity, in the server's namespace (--namespace, else
    GRAPHMEM_NAMESPACE). It is a boundary: a tool asked for another namespace is refused, unless
    --allow-namespace names it or --any-namespace is given.

    Example: claude mcp add graphmem -- graphmem mcp --namespace myproj
    """
    from graphmem.integrations.mcp_server import run_stdio

    settings = _settings()
    run_stdio(settings, namespace or settings.namespace, None if any_namespace else frozenset(allow_namespace or ()))


@neo4j_app.command("fetch")
@_exits_on_error
def neo4j_fetch() -> None:
    """Download Neo4j (once) from Maven Central into the cache.

    Example: graphmem neo4j fetch
    """
    from graphmem import neo4j_local

    lib = neo4j_local.ensure_distribution(_settings(), progress=lambda m: console.print(m))
    console.print(f"Neo4j jars in {lib}")


@neo4j_app.command("start")
@_exits_on_error
def neo4j_start() -> None:
    """Start the local Neo4j on 127.0.0.1 (downloads it the first time) and wait until it answers.

    Example: graphmem neo4j start
    """
    from graphmem import neo4j_local

    settings = _settings()
    info = neo4j_local.start(settings)
    out.print(f"Neo4j running (pid {info.pid}): {info.uri}, Browser at {neo4j_local.browser_url(settings)}")


@neo4j_app.command("stop")
@_exits_on_error
def neo4j_stop() -> None:
    """Stop the local Neo4j cleanly.

    Example: graphmem neo4j stop
    """
    from graphmem import neo4j_local

    stopped = neo4j_local.stop(_settings())
    out.print("Neo4j stopped" if stopped else "Neo4j was not running")


@neo4j_app.command("status")
@_exits_on_error
def neo4j_status(as_json: JsonOpt = False) -> None:
    """Say whether the local Neo4j runs, where, and with which pid.

    Example: graphmem neo4j status --json
    """
    from graphmem import neo4j_local

    state = neo4j_local.status(_settings())
    if as_json:
        _print_json(asdict(state))
        return
    out.print(f"Neo4j {'running (pid ' + str(state.pid) + ')' if state.running else 'stopped'}: "
              f"{state.uri}, home {state.home}")
    if not state.running:
        raise typer.Exit(3)


def main() -> None:
    """Entry point for `python -m graphmem`."""
    app(sys.argv[1:])
