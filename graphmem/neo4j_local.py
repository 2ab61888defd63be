"""A real local Neo4j Community server: jars from Maven Central, one JVM per data dir."""

from __future__ import annotations

import fcntl
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from neo4j import GraphDatabase, Query
from neo4j.exceptions import AuthError, DriverError, Neo4jError

from graphmem.config import Settings
from graphmem.errors import BadInput, NotConfigured, StoreUnavailable
from graphmem.private_files import PRIVATE_UMASK, open_private, private_dir, restrict_tree

BROWSER_VERSION = "5.24.0"
# Pinned so every machine runs the same plugin, not whatever Maven's super-POM defaults to.
DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies"
MAIN_CLASS = "org.neo4j.server.CommunityEntryPoint"
ADMIN_CLASS = "org.neo4j.cli.AdminTool"
USER = "neo4j"
# The server.jvm.additional list of the 5.26 tarball's conf/neo4j.conf, minus -XX:+AlwaysPreTouch
# (it commits the whole heap up front, too costly on a laptop), plus the two flags its bootloader adds.
JVM_FLAGS = (
    "-XX:+UseG1GC",
    "-XX:-OmitStackTraceInFastThrow",
    "-XX:+UnlockExperimentalVMOptions",
    "-XX:+TrustFinalNonStaticFields",
    "-XX:+DisableExplicitGC",
    "-Djdk.nio.maxCachedBufferSize=1024",
    "-Dio.netty.tryReflectionSetAccessible=true",
    "-Djdk.tls.ephemeralDHKeySize=2048",
    "-Djdk.tls.rejectClientInitiatedRenegotiation=true",
    "-XX:FlightRecorderOptions=stackdepth=256",
    "-XX:+UnlockDiagnosticVMOptions",
    "-XX:+DebugNonSafepoints",
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--enable-native-access=ALL-UNNAMED",
    "-Dlog4j2.disable.jmx=true",
    "-Dlog4j.layout.jsonTemplate.maxStringLength=32768",
    "-Dfile.encoding=UTF-8",
)
MEMORY_RE = re.compile(r"^\d+[kmg]?$", re.IGNORECASE)

# Popen objects of servers this process started, kept so exited children are reaped, not zombies.
_children: dict[int, subprocess.Popen[bytes]] = {}


@dataclass(frozen=True)
class LocalServerInfo:
    """How to reach a running local server."""

    uri: str
    user: str
    password: str
    pid: int
    http_url: str
    home: Path


@dataclass(frozen=True)
class LocalServerStatus:
    """Whether the local server process is alive, and where it lives."""

    running: bool
    pid: int | None
    uri: str
    http_url: str
    home: Path
    version: str


def server_home(settings: Settings) -> Path:
    """The server's own home (conf/, data/, logs/, run/) inside the graphmem data dir."""
    return Path(settings.home).expanduser() / "neo4j"


def browser_url(settings: Settings) -> str:
    """The Neo4j Browser served by the local server."""
    return f"http://127.0.0.1:{settings.neo4j_http_port}/browser/"


def read_password(settings: Settings) -> str:
    """The local server's neo4j password ("" when auth is off)."""
    if not settings.neo4j_auth:
        return ""
    path = server_home(settings) / "password"
    try:
        return path.read_text(encoding="utf-8").strip()
    except FileNotFoundError:
        raise NotConfigured(
            f"{path} does not exist yet; run `graphmem neo4j start` once to create the local server"
        ) from None


def _dist_dir(settings: Settings) -> Path:
    return Path(settings.cache_dir).expanduser() / f"neo4j-{settings.neo4j_version}"


@contextmanager
def _locked(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open_private(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _java() -> str:
    java_home = os.environ.get("JAVA_HOME")
    java = str(Path(java_home) / "bin" / "java") if java_home else shutil.which("java")
    if not java or not os.access(java, os.X_OK):
        raise NotConfigured(
            "Java 17 or 21 is needed to run Neo4j; install one (e.g. apt install openjdk-17-jre-headless)"
        )
    banner = subprocess.run([java, "-version"], capture_output=True, text=True, check=False).stderr
    found = re.search(r'version "(\d+)', banner)
    if not found or int(found.group(1)) < 17:
        raise NotConfigured(f"Neo4j 5 needs Java 17 or 21, but {java} is: {banner.strip()[:120]}")
    return java


def _complete(dist: Path) -> bool:
    marker = dist / "complete"
    if not marker.is_file():
        return False
    jars = marker.read_text(encoding="utf-8").split()
    return bool(jars) and all((dist / "lib" / jar).is_file() for jar in jars)


def _pom(version: str) -> str:
    deps = (("org.neo4j", "neo4j", version), ("org.neo4j.client", "neo4j-browser", BROWSER_VERSION))
    xml = "".join(
        f"<dependency><groupId>{g}</groupId><artifactId>{a}</artifactId><version>{v}</version></dependency>"
        for g, a, v in deps
    )
    return (
        '<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>'
        "<groupId>graphmem</groupId><artifactId>neo4j-jars</artifactId><version>1</version>"
        f"<packaging>pom</packaging><dependencies>{xml}</dependencies></project>\n"
    )


def ensure_distribution(settings: Settings, progress: Callable[[str], None] | None = None) -> Path:
    """Download the Neo4j server and Browser jars once (shared by every data dir); return lib/."""
    dist = _dist_dir(settings)
    lib = dist / "lib"
    if _complete(dist):
        return lib
    _java()
    mvn = shutil.which("mvn")
    if not mvn:
        raise NotConfigured(
            "Maven is needed once, to download Neo4j from Maven Central; install it (e.g. apt install maven)"
        )
    with _locked(dist / "download.lock"):
        if _complete(dist):  # another process finished the download while we waited for the lock
            return lib
        if progress:
            progress(f"Downloading Neo4j {settings.neo4j_version} from Maven Central to {lib} (140 MB, once)")
        started = time.monotonic()
        shutil.rmtree(lib, ignore_errors=True)
        stage = dist / "maven"
        stage.mkdir(parents=True, exist_ok=True)
        (stage / "pom.xml").write_text(_pom(settings.neo4j_version), encoding="utf-8")
        # A private local repository, deleted after success, so the jars are stored once (in lib/);
        # it is kept after a failure so a retry resumes. ~/.m2/settings.xml (mirrors, proxies) still applies.
        command = [
            mvn, "-B", "-q", "-f", str(stage / "pom.xml"), f"-Dmaven.repo.local={stage / 'repository'}",
            DEPENDENCY_PLUGIN, f"-DoutputDirectory={lib}", "-DincludeScope=runtime",
        ]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=1800, check=False)
        except subprocess.TimeoutExpired:
            raise StoreUnavailable(
                "downloading Neo4j from Maven Central took over 30 minutes; check the network and retry"
            ) from None
        if done.returncode != 0:
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-20:])
            raise StoreUnavailable(f"downloading Neo4j {settings.neo4j_version} with Maven failed:\n{tail}")
        jars = sorted(p.name for p in lib.glob("*.jar"))
        (dist / "complete").write_text("\n".join(jars) + "\n", encoding="utf-8")
        shutil.rmtree(stage, ignore_errors=True)
        if progress:
            elapsed = time.monotonic() - started
            progress(f"Neo4j {settings.neo4j_version}: {len(jars)} jars downloaded in {elapsed:.0f} s")
    return lib


def _memory(value: str, setting: str) -> str:
    if not MEMORY_RE.match(value.strip()):
        raise BadInput(f"{setting} must be a size like 512m or 2g, got {value!r}")
    return value.strip().lower()


def _conf(settings: Settings) -> str:
    heap = _memory(settings.neo4j_heap, "GRAPHMEM_NEO4J_HEAP")
    pagecache = _memory(settings.neo4j_pagecache, "GRAPHMEM_NEO4J_PAGECACHE")
    lines = [
        "# Written by graphmem before every start: edit the GRAPHMEM_NEO4J_* settings, not this file.",
        "server.default_listen_address=127.0.0.1",
        "server.default_advertised_address=127.0.0.1",
        # Advertised ports are what /, and hence the Browser, tell clients to connect to.
        f"server.bolt.listen_address=:{settings.neo4j_bolt_port}",
        f"server.bolt.advertised_address=:{settings.neo4j_bolt_port}",
        f"server.http.listen_address=:{settings.neo4j_http_port}",
        f"server.http.advertised_address=:{settings.neo4j_http_port}",
        "server.https.enabled=false",
        f"server.memory.heap.initial_size={heap}",
        f"server.memory.heap.max_size={heap}",
        # Explicit, because the default is half the machine's RAM.
        f"server.memory.pagecache.size={pagecache}",
        f"dbms.security.auth_enabled={'true' if settings.neo4j_auth else 'false'}",
        # Community has one user database; naming it after the setting lets graphmem use it as is.
        f"initial.dbms.default_database={settings.neo4j_database}",
        "dbms.usage_report.enabled=false",
        # Every transaction ends after this long, also one a client (Neo4j Browser) set no timeout for.
        f"db.transaction.timeout={settings.transaction_timeout_s:g}s",
        # LOAD CSV reads no server file (the password file is one) and fetches no URL.
        "dbms.security.allow_csv_import_from_file_urls=false",
        "internal.dbms.cypher_ip_blocklist=0.0.0.0/0,::/0",
        # Neo4j merges a vector index's Lucene segments only once 50 of a size pile up, and an
        # HNSW query searches every segment: merging by 4 keeps them few (benchmarks/README.md §4).
        "internal.dbms.index.vector.standard_merge_factor=4",
        # Transaction logs serve recovery only (no backups in Community): they are written as
        # they grow, not preallocated 256 MiB at a time, and the closed ones kept stay under 512 MiB.
        "db.tx_log.preallocate=false",
        "db.tx_log.rotation.size=64M",
        "db.tx_log.rotation.retention_policy=512M size",
    ]
    return "\n".join(lines) + "\n"


def _set_initial_password(settings: Settings, java: str, lib: Path) -> None:
    home = server_home(settings)
    path = home / "password"
    if path.exists():
        return
    if (home / "data" / "databases" / "system").exists():
        raise NotConfigured(
            f"{home} was first started without auth, so graphmem does not know its password; "
            f"set GRAPHMEM_NEO4J_AUTH=false or delete {home / 'data'} (this erases the local graph)"
        )
    tmp = path.with_suffix(".tmp")
    # Created 0600, so the password is never readable by others, not even briefly.
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(secrets.token_urlsafe(24) + "\n")
    # The same command as `neo4j-admin dbms set-initial-password`; it writes data/dbms/auth.ini, which
    # the server applies when it creates its system database on first start. The password goes in
    # as a picocli @file so it never shows on a command line (ps).
    env = {**os.environ, "NEO4J_HOME": str(home), "NEO4J_CONF": str(home / "conf")}
    done = subprocess.run(
        [java, "-cp", str(lib / "*"), ADMIN_CLASS, "dbms", "set-initial-password", f"@{tmp}"],
        env=env, capture_output=True, text=True, check=False, umask=PRIVATE_UMASK,
    )
    if done.returncode != 0:
        output = (done.stdout + done.stderr).strip()[-2000:]
        raise StoreUnavailable(f"setting the initial Neo4j password failed: {output}")
    tmp.replace(path)


def _pid_file(settings: Settings) -> Path:
    return server_home(settings) / "run" / "neo4j.pid"


def _alive(pid: int) -> bool:
    child = _children.get(pid)
    if child is not None:
        if child.poll() is None:
            return True
        del _children[pid]
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    cmdline = Path(f"/proc/{pid}/cmdline")
    # A recycled pid belongs to some other program; /proc is absent on macOS, where we trust the pid.
    return not cmdline.exists() or MAIN_CLASS.encode() in cmdline.read_bytes()


def _running_pid(settings: Settings) -> int | None:
    try:
        pid = int(_pid_file(settings).read_text(encoding="utf-8").strip())
    except (FileNotFoundError, ValueError):
        return None
    return pid if _alive(pid) else None


def status(settings: Settings) -> LocalServerStatus:
    """Whether the local server's process is alive (it may still be starting)."""
    pid = _running_pid(settings)
    return LocalServerStatus(
        running=pid is not None, pid=pid, uri=f"bolt://127.0.0.1:{settings.neo4j_bolt_port}",
        http_url=f"http://127.0.0.1:{settings.neo4j_http_port}", home=server_home(settings),
        version=settings.neo4j_version,
    )


def _log_tail(settings: Settings, lines: int = 20) -> str:
    try:
        log = server_home(settings) / "logs" / "console.log"
        text = log.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return "(no console.log)"
    return "\n".join(text.splitlines()[-lines:])


def _check_port_free(port: int, setting: str) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        # Java binds with SO_REUSEADDR too, so sockets in TIME_WAIT do not count as taken.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind(("127.0.0.1", port))
        except OSError:
            raise StoreUnavailable(
                f"port {port} is in use by another program; stop it or choose another port with {setting}"
            ) from None


def _wait_ready(settings: Settings, pid: int, password: str, timeout_s: float) -> LocalServerInfo:
    info = LocalServerInfo(
        uri=f"bolt://127.0.0.1:{settings.neo4j_bolt_port}", user=USER, password=password, pid=pid,
        http_url=f"http://127.0.0.1:{settings.neo4j_http_port}", home=server_home(settings),
    )
    auth = (USER, password) if settings.neo4j_auth else None
    deadline = time.monotonic() + timeout_s
    with GraphDatabase.driver(info.uri, auth=auth, connection_timeout=2.0) as driver:
        while time.monotonic() < deadline:
            if not _alive(pid):
                tail = _log_tail(settings)
                raise StoreUnavailable(f"Neo4j exited while starting; last lines of its log:\n{tail}")
            try:
                # An auto-commit query, because execute_query's own retries back off for up to 30 s.
                with driver.session(database=settings.neo4j_database) as session:
                    session.run(Query("RETURN 1", timeout=5.0)).consume()
                return info
            except AuthError:
                raise StoreUnavailable(
                    f"the local Neo4j rejected the password in {info.home / 'password'}; stop it and delete "
                    f"{info.home / 'data'} to recreate it (this erases the local graph)"
                ) from None
            except (DriverError, Neo4jError, OSError):
                time.sleep(0.5)
    raise StoreUnavailable(
        f"Neo4j did not answer on {info.uri} within {timeout_s:.0f} s; last lines of its log:\n"
        f"{_log_tail(settings)}"
    )


def start(settings: Settings, timeout_s: float = 120) -> LocalServerInfo:
    """Start the local server (or reuse the running one) and wait until Bolt answers a query."""
    lib = ensure_distribution(settings)
    java = _java()
    home = server_home(settings)
    private_dir(home / "run")
    with _locked(home / "run" / "start.lock"):
        pid = _running_pid(settings)
        if pid is not None:
            return _wait_ready(settings, pid, read_password(settings), timeout_s)
        _pid_file(settings).unlink(missing_ok=True)
        _check_port_free(settings.neo4j_bolt_port, "GRAPHMEM_NEO4J_BOLT_PORT")
        _check_port_free(settings.neo4j_http_port, "GRAPHMEM_NEO4J_HTTP_PORT")
        private_dir(Path(settings.home).expanduser())
        for sub in ("conf", "data", "logs"):
            private_dir(home / sub)
        restrict_tree(Path(settings.home).expanduser())
        with open_private(home / "conf" / "neo4j.conf", "w") as conf:
            conf.write(_conf(settings))
        if settings.neo4j_auth:
            _set_initial_password(settings, java, lib)
        heap = _memory(settings.neo4j_heap, "GRAPHMEM_NEO4J_HEAP")
        command = [
            java, *JVM_FLAGS, f"-Xms{heap}", f"-Xmx{heap}", "-cp", str(lib / "*"), MAIN_CLASS,
            f"--home-dir={home}", f"--config-dir={home / 'conf'}", "--console-mode",
        ]
        # Truncated each start, so the log tail in an error shows this attempt only (neo4j.log keeps history).
        with open_private(home / "logs" / "console.log", "wb") as log:
            # A new session, so the server outlives this process and ignores the terminal's Ctrl-C;
            # its umask keeps the store, its logs and auth.ini to this user.
            proc = subprocess.Popen(
                command, cwd=home, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True, umask=PRIVATE_UMASK,
            )
        _children[proc.pid] = proc
        with open_private(_pid_file(settings), "w") as pid_file:
            pid_file.write(f"{proc.pid}\n")
        try:
            return _wait_ready(settings, proc.pid, read_password(settings), timeout_s)
        except StoreUnavailable:
            # Never leave a half-started JVM holding the ports and the store lock.
            stop(settings, timeout_s=30)
            raise


def stop(settings: Settings, timeout_s: float = 60) -> bool:
    """Stop the local server: SIGTERM, then SIGKILL after timeout_s; False if none was running."""
    pid = _running_pid(settings)
    if pid is None:
        _pid_file(settings).unlink(missing_ok=True)
        return False
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout_s
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)
        while _alive(pid):
            time.sleep(0.1)
    _pid_file(settings).unlink(missing_ok=True)
    return True
