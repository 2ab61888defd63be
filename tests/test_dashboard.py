"""The dashboard at / and GraphiQL at /graphql in headless Chromium with no network but the
service's: load them, search, see cited results, a graph, a timeline picture and the topics by
area, run a query; keep screenshots in test-artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

from graphmem.config import Settings
from graphmem.service import Memory
from tests.conftest import DATA, REPO
from tests.live_service import running_service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# Every host name but the service's own address fails to resolve: the browser is offline.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,1800",
         "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
ARTIFACTS = REPO / "test-artifacts"
SCREENSHOT = ARTIFACTS / "dashboard.png"
NAMESPACE = "lumiform"


@pytest.fixture(scope="module")
def dashboard_url(neo4j_server: Settings, memory: Memory) -> Iterator[str]:
    """`graphmem serve`'s app on a free loopback port with timeline_dev in its namespace."""
    memory.ingest([DATA / "timeline_dev" / "corpus.chat.json"], NAMESPACE, "chat")
    with running_service(neo4j_server, memory) as port:
        yield f"http://127.0.0.1:{port}/"


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[WebDriver]:
    """Debian's Chromium, headless, with a throw-away profile and no network of its own."""
    options = Options()
    options.binary_location = CHROMIUM
    for flag in [*FLAGS, f"--user-data-dir={tmp_path / 'profile'}"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def patient(browser: WebDriver, seconds: int) -> WebDriverWait:
    """A wait that reads the page again when it re-rendered under a check (a stale element)."""
    return WebDriverWait(browser, seconds, ignored_exceptions=(StaleElementReferenceException,))


def texts(driver: WebDriver, selector: str) -> list[str]:
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, selector)]


def loaded_from(driver: WebDriver) -> set[str]:
    """The origins of the page and of every file it loaded."""
    return set(driver.execute_script(
        "return [location.origin, ...performance.getEntriesByType('resource').map((e) => new URL(e.name).origin)]"))


def keep(element_or_driver: WebDriver | WebElement, name: str) -> Path:
    """A screenshot in test-artifacts/."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    assert element_or_driver.screenshot(str(path)) if isinstance(element_or_driver, WebElement) \
        else element_or_driver.save_screenshot(str(path))
    print(f"screenshot: {path}")
    return path


def click_node(driver: WebDriver, node_id: str) -> None:
    """Click a node of the graph view where Cytoscape drew it."""
    canvas = driver.find_element(By.CSS_SELECTOR, "#graph canvas:last-of-type")
    x, y = driver.execute_script(
        "const p = window.graphmemGraph.getElementById(arguments[0]).renderedPosition(); return [p.x, p.y];", node_id)
    width, height = canvas.size["width"], canvas.size["height"]
    ActionChains(driver).move_to_element_with_offset(canvas, int(x - width / 2), int(y - height / 2)).click().perform()


def graph_nodes(driver: WebDriver) -> list[dict[str, object]]:
    return driver.execute_script(
        "return window.graphmemGraph.nodes().map((n) => ({id: n.id(), kind: n.data('kind'), text: n.data('text'),"
        " superseded: n.data('superseded')}))")


def submit(driver: WebDriver, field: str, value: str) -> None:
    box = driver.find_element(By.ID, field)
    box.clear()
    box.send_keys(value)
    box.submit()


def test_dashboard_searches_with_citations_and_shows_timelines(dashboard_url: str, browser: WebDriver) -> None:
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}?ns={NAMESPACE}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#ideas li .badge"))
    counts = {name: int(n) for n, name in (t.split() for t in texts(browser, "#stats .count"))}
    assert counts["sessions"] >= 15 and counts["ideas"] > 0 and counts["facts"] > 0
    assert any("dev/s15" in t for t in texts(browser, "#sessions li"))

    submit(browser, "search-input", "error tracker")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results li .citation"))
    results = texts(browser, "#results li")
    assert any("sentry" in r.lower() or "rollbar" in r.lower() for r in results[:3]), results[:3]
    citations = texts(browser, "#results li .citation")
    assert any("session dev/s" in c and "turns dev/s" in c for c in citations), citations

    submit(browser, "entity-input", "Sentry")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#timeline tbody tr td")) > 1)
    rows = [[td.text for td in tr.find_elements(By.TAG_NAME, "td")] for tr in
            browser.find_elements(By.CSS_SELECTOR, "#timeline tbody tr")]
    # Subject: the project entity; predicate: the timeline's label, as the corpus words it.
    assert [r[2:5] for r in rows] == [["project", "error tracking", "Rollbar"],
                                      ["project", "error tracking", "Sentry"]], rows

    assert not browser.find_element(By.ID, "error").is_displayed()
    keep(browser, SCREENSHOT.name)

    [s15] = [li for li in browser.find_elements(By.CSS_SELECTOR, "#sessions li") if "dev/s15 " in li.text]
    s15.find_element(By.CSS_SELECTOR, ".link").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#session-turns li"))
    assert "dev/s15#1" in browser.find_element(By.ID, "session-turns").text


def test_dashboard_reports_errors_from_the_api(dashboard_url: str, browser: WebDriver) -> None:
    browser.get(f"{dashboard_url}?ns={'x' * 200}")
    patient(browser, 60).until(lambda d: d.find_element(By.ID, "error").is_displayed())
    assert "namespace must be 1-128 printable characters" in browser.find_element(By.ID, "error").text


def test_the_namespace_picker_lists_the_namespaces_and_opens_one(dashboard_url: str, browser: WebDriver,
                                                                 memory: Memory) -> None:
    sessions = memory.stats(NAMESPACE)["sessions"]
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}?ns=t-nothing-here")
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#namespace-select option")) > 1)
    options = texts(browser, "#namespace-select option")
    assert "t-nothing-here (empty)" in options and f"{NAMESPACE} ({sessions} sessions)" in options, options
    Select(browser.find_element(By.ID, "namespace-select")).select_by_value(NAMESPACE)
    wait.until(lambda d: any("dev/s15" in t for t in texts(d, "#sessions li")))
    assert f"ns={NAMESPACE}" in browser.current_url


def test_a_search_result_as_a_graph_expands_on_click_and_cites_its_turns(dashboard_url: str, browser: WebDriver) -> None:
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}?ns={NAMESPACE}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sessions li"))
    submit(browser, "search-input", "error tracker")
    wait.until(lambda d: d.find_element(By.ID, "search-graph").is_displayed())
    browser.find_element(By.ID, "search-graph").click()
    wait.until(lambda d: int(d.find_element(By.ID, "graph").get_attribute("data-nodes") or 0) > 0)
    kinds = {n["kind"] for n in graph_nodes(browser)}
    assert {"idea", "span", "entity"} <= kinds, kinds
    keep(browser.find_element(By.ID, "graph-panel"), "dashboard-graph.png")

    # A click on the entity Sentry shows it and adds its facts: Sentry now, and after a second
    # click on that fact, the Rollbar state it replaced, drawn as superseded.
    [sentry] = [n for n in graph_nodes(browser) if n["kind"] == "entity" and n["text"] == "Sentry"]
    click_node(browser, str(sentry["id"]))
    wait.until(lambda d: any(n["kind"] == "fact" for n in graph_nodes(d)))
    assert "Sentry" in browser.find_element(By.ID, "graph-details").text
    fact = next(n for n in graph_nodes(browser) if n["kind"] == "fact" and "Sentry since" in str(n["text"]))
    click_node(browser, str(fact["id"]))
    wait.until(lambda d: any(n["kind"] == "fact" and n["superseded"] for n in graph_nodes(d)))
    details = browser.find_element(By.ID, "graph-details")
    assert "Sentry since" in details.text and "turns dev/s07#8" in details.text and "null" not in details.text
    keep(browser.find_element(By.ID, "graph-panel"), "dashboard-graph-expanded.png")

    details.find_element(By.CSS_SELECTOR, ".turn-link").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#session-turns li.cited"))
    cited = browser.find_element(By.CSS_SELECTOR, "#session-turns li.cited")
    assert cited.get_attribute("data-turn") == "dev/s07#8" and "Rollbar to Sentry" in cited.text

    # The session opened there is a graph too: its spans, ideas and entities.
    browser.find_element(By.ID, "session-graph").click()
    wait.until(lambda d: "dev/s07" in d.find_element(By.ID, "graph-title").text
               and {"idea", "span", "entity"} <= {n["kind"] for n in graph_nodes(d)})
    assert not browser.find_element(By.ID, "error").is_displayed()
    assert loaded_from(browser) == {dashboard_url.rstrip("/")}


def test_the_timeline_picture_shows_states_as_bars_with_their_evidence(dashboard_url: str, browser: WebDriver) -> None:
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}?ns={NAMESPACE}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sessions li"))
    submit(browser, "entity-input", "Sentry")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#timeline-chart .tl-state"))
    assert texts(browser, "#timeline-chart .tl-label")[1:] == ["project · error tracking"]
    states = browser.find_elements(By.CSS_SELECTOR, "#timeline-chart .tl-state")
    assert [(s.find_element(By.CLASS_NAME, "tl-object").text, s.get_attribute("class")) for s in states] == \
        [("Rollbar", "tl-state superseded"), ("Sentry", "tl-state current")]
    rollbar, sentry = (s.find_element(By.CLASS_NAME, "tl-bar").rect for s in states)
    assert rollbar["x"] < sentry["x"] and abs(rollbar["x"] + rollbar["width"] - sentry["x"]) < 3, (rollbar, sentry)
    keep(browser.find_element(By.ID, "timeline-chart"), "dashboard-timeline.png")

    # Rollbar's evidence turn opens in its own session (a fact names no session: it is looked up).
    evidence = states[0].find_element(By.CSS_SELECTOR, ".turn-link")
    turn = evidence.get_attribute("data-turn")
    evidence.click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#session-turns li.cited"))
    assert browser.find_element(By.CSS_SELECTOR, "#session-turns li.cited").get_attribute("data-turn") == turn


def test_the_topics_view_shows_the_taxonomy_and_opens_a_topics_session(dashboard_url: str, browser: WebDriver,
                                                                      memory: Memory) -> None:
    taxonomy = memory.taxonomy(NAMESPACE)
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}?ns={NAMESPACE}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#taxonomy .area .topic"))
    assert texts(browser, "#taxonomy .area-name") == [a.name for a in taxonomy.areas]
    areas = browser.find_elements(By.CSS_SELECTOR, "#taxonomy .area")
    assert sum(int(a.get_attribute("data-spans")) for a in areas) == taxonomy.spans
    assert f"{taxonomy.spans} topics in {len(taxonomy.areas)} areas" in browser.find_element(By.ID, "taxonomy").text
    keep(browser.find_element(By.ID, "topics-panel"), "dashboard-topics.png")

    topic = browser.find_element(By.CSS_SELECTOR, "#taxonomy .topic")
    session = topic.get_attribute("data-session")
    topic.find_element(By.CSS_SELECTOR, ".link").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#session-turns li"))
    assert browser.find_element(By.CSS_SELECTOR, "#session-turns li").get_attribute("data-turn").startswith(session)
    assert not browser.find_element(By.ID, "error").is_displayed()
    assert loaded_from(browser) == {dashboard_url.rstrip("/")}


def test_graphiql_renders_and_runs_a_query_offline(dashboard_url: str, browser: WebDriver, memory: Memory) -> None:
    sessions = memory.stats(NAMESPACE)["sessions"]
    wait = patient(browser, 90)
    browser.get(f"{dashboard_url}graphql")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".graphiql-query-editor .CodeMirror"))
    browser.execute_script(
        "document.querySelector('.graphiql-query-editor .CodeMirror').CodeMirror.setValue(arguments[0])",
        f'{{ stats(namespace: "{NAMESPACE}") {{ namespace sessions }} }}')
    browser.find_element(By.CSS_SELECTOR, ".graphiql-execute-button").click()
    wait.until(lambda d: f'"namespace": "{NAMESPACE}"' in d.find_element(By.CSS_SELECTOR, ".graphiql-response").text)
    assert f'"sessions": {sessions}' in browser.find_element(By.CSS_SELECTOR, ".graphiql-response").text
    keep(browser, "graphiql.png")
    assert loaded_from(browser) == {dashboard_url.rstrip("/")}


def test_every_vendored_library_is_pinned_and_keeps_its_license() -> None:
    vendor = REPO / "graphmem" / "api" / "static" / "vendor"
    rows = [line.split() for line in (vendor / "packages.txt").read_text().splitlines()
            if line.strip() and not line.startswith("#")]
    folders = {f"{name}-{version}" for name, version, *_ in rows}
    assert {p.name for p in vendor.iterdir() if p.is_dir()} == folders
    for name, version, integrity, *files in rows:
        assert integrity.startswith("sha512-"), name
        held = {p.name for p in (vendor / f"{name}-{version}").iterdir()}
        assert held == {Path(f).name for f in files} | {"LICENSE"}, (name, held)
