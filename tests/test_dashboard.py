"""The dashboard at / in headless Chromium: load it, search, see a cited result; keep a screenshot."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from graphmem.config import Settings
from graphmem.service import Memory
from tests.conftest import DATA, REPO
from tests.live_service import running_service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,1800"]
SCREENSHOT = REPO / "test-artifacts" / "dashboard.png"
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


def texts(driver: WebDriver, selector: str) -> list[str]:
    return [e.text for e in driver.find_elements(By.CSS_SELECTOR, selector)]


def submit(driver: WebDriver, field: str, value: str) -> None:
    box = driver.find_element(By.ID, field)
    box.clear()
    box.send_keys(value)
    box.submit()


def test_dashboard_searches_with_citations_and_shows_timelines(dashboard_url: str, browser: WebDriver) -> None:
    wait = WebDriverWait(browser, 90)
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
    assert [r[2:5] for r in rows] == [["project", "error", "Rollbar"], ["project", "error", "Sentry"]], rows

    assert not browser.find_element(By.ID, "error").is_displayed()
    SCREENSHOT.parent.mkdir(exist_ok=True)
    assert browser.save_screenshot(str(SCREENSHOT))
    print(f"dashboard screenshot: {SCREENSHOT}")

    [s15] = [li for li in browser.find_elements(By.CSS_SELECTOR, "#sessions li") if "dev/s15 " in li.text]
    s15.find_element(By.CSS_SELECTOR, ".link").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#session-turns li"))
    assert "dev/s15#1" in browser.find_element(By.ID, "session-turns").text


def test_dashboard_reports_errors_from_the_api(dashboard_url: str, browser: WebDriver) -> None:
    browser.get(f"{dashboard_url}?ns={'x' * 200}")
    WebDriverWait(browser, 60).until(lambda d: d.find_element(By.ID, "error").is_displayed())
    assert "namespace must be 1-128 printable characters" in browser.find_element(By.ID, "error").text
