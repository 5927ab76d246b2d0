"""A real headless Chromium (Debian's ``chromium`` and ``chromium-driver``) driven by Selenium.

Nothing is downloaded: the browser and its driver are the system's (``.ci/run`` installs
them), found on PATH or named by ``KG_CHROMIUM`` / ``KG_CHROMEDRIVER``. Each browser gets
a fresh profile folder and runs without network-using background services.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

CHROMIUM_FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--window-size=1400,900",
)


def _program(variable: str, *names: str) -> str:
    found = os.environ.get(variable) or next(filter(None, map(shutil.which, names)), None)
    if not found:
        pytest.fail(
            f"{' or '.join(names)} not found: install Debian's chromium and chromium-driver "
            f"(.ci/run does) or set {variable}"
        )
    return found


@contextmanager
def chromium(profile: Path) -> Iterator[Any]:
    """A Selenium driver for a new headless Chromium with its own profile folder."""
    # No usage statistics and no driver look-up by Selenium Manager: both paths are given.
    os.environ.setdefault("SE_AVOID_STATS", "true")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = _program("KG_CHROMIUM", "chromium", "chromium-browser")
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=_program("KG_CHROMEDRIVER", "chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    try:
        yield driver
    finally:
        driver.quit()


def open_page(driver: Any, page: Path, timeout: float = 60.0) -> list[dict[str, Any]]:
    """Load a kg view page and wait until the graph is drawn; the console messages so far."""
    driver.get_log("browser")  # drop what earlier pages logged
    driver.get(page.resolve().as_uri())
    deadline = time.monotonic() + timeout
    while not driver.execute_script("return document.body.dataset.rendered === 'true'"):
        if time.monotonic() > deadline:
            raise AssertionError(f"{page} was not drawn within {timeout} s")
        time.sleep(0.05)
    return driver.get_log("browser")


def console_errors(entries: list[dict[str, Any]]) -> list[str]:
    return [e["message"] for e in entries if e.get("level") == "SEVERE"]


def drawn_counts(driver: Any) -> tuple[int, int]:
    nodes, edges = driver.execute_script(
        "return [kgView.cy.nodes().length, kgView.cy.edges().length]"
    )
    return int(nodes), int(edges)


def click_node(driver: Any, node_id: str) -> None:
    """A real mouse click on one drawn node: it is zoomed to and centred first, so no
    other node is under the pointer."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    # A viewport animation still running (the search's) would move the node away again.
    deadline = time.monotonic() + 10
    while driver.execute_script("return kgView.cy.animated()"):
        if time.monotonic() > deadline:
            raise AssertionError("the graph is still animating after 10 s")
        time.sleep(0.05)
    driver.execute_script(
        "var cy = kgView.cy; var n = cy.getElementById(arguments[0]);cy.zoom(2.5); cy.center(n);",
        node_id,
    )
    graph = driver.find_element(By.ID, "kg-graph")
    ActionChains(driver).move_to_element(graph).click().perform()
