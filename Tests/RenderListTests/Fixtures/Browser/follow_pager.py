"""Opens a served render-list site in Chromium (through Playwright), clicks the pager's
"Next" link and prints the page it landed on and the ids of the data rows found there, one JSON
object on standard output. Usage: python3 follow_pager.py URL [CHROMIUM]"""
import json
import sys

from playwright.sync_api import sync_playwright

url = sys.argv[1]
chromium = sys.argv[2] if len(sys.argv) > 2 else "/usr/bin/chromium"
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    page = browser.new_page()
    page.goto(url)
    first = [row.get_attribute("id") for row in page.query_selector_all("[data-row]")]
    page.click("nav a[rel=next]")
    page.wait_for_load_state()
    rows = [row.get_attribute("id") for row in page.query_selector_all("[data-row]")]
    current = page.query_selector("nav [aria-current=page]")
    print(json.dumps({"first": first, "url": page.url, "rows": rows,
                      "current": current.inner_text() if current else None}))
    browser.close()
