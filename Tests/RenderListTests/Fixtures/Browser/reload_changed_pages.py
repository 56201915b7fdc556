"""Opens pages 1, 2 and 3 of a site that `render-list --serve` serves in Chromium (through
Playwright), marks each, then rewrites the data file so that the first quote of page 2 has its
words in reverse order (the same characters: the fonts the site carries stay the same), and
reports which tabs reloaded, one JSON object on standard output.
Usage: python3 reload_changed_pages.py URL CHROMIUM DATA"""
import json
import sys
import time

from playwright.sync_api import sync_playwright

url, chromium, data = sys.argv[1], sys.argv[2], sys.argv[3]
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    tabs = {}
    for path in ["", "page/2/", "page/3/"]:
        tab = browser.new_page()
        tab.goto(url + path)
        tab.evaluate("window.__unchanged = true")
        tabs[path or "/"] = tab
    text = tabs["page/2/"].inner_text("[data-row] .text")
    source = open(data, encoding="utf-8").read()
    assert source.count(text) == 1, text
    open(data, "w", encoding="utf-8").write(source.replace(text, " ".join(reversed(text.split(" ")))))
    def reloaded(tab):
        for _ in range(20):
            try:
                tab.wait_for_load_state()
                return not tab.evaluate("window.__unchanged === true")
            except Exception:  # the page is navigating: ask again once it has loaded
                time.sleep(0.2)
        raise RuntimeError("the page never settled")

    deadline = time.time() + 15
    while time.time() < deadline and not reloaded(tabs["page/2/"]):
        time.sleep(0.2)
    time.sleep(1.5)
    print(json.dumps({path: reloaded(tab) for path, tab in tabs.items()}))
    browser.close()
