"""Opens addresses of a site served below a sub-path (by `render-list serve --base-path`, as a
host serves a project site: the site's 404.html with status 404 for every missing path) in
Chromium (through Playwright) and prints, as one JSON object, where each landed: {"CASE":
{"path", "hash", "status", "notFound", "targetInView", "scrolled", "styled"}}, plus "links": the
status of every link and stylesheet of the 404 page, and "dialogs".
Usage: python3 permalinks.py ROOT_URL ID CHROMIUM (ROOT_URL: http://127.0.0.1:PORT/recipes/)"""
import json
import sys
import urllib.parse

from playwright.sync_api import sync_playwright

root, row_id, chromium = sys.argv[1], sys.argv[2], sys.argv[3]


INSPECT = """() => {
  let target = null;
  try { target = document.getElementById(decodeURIComponent(location.hash.slice(1))); } catch (e) {}
  const rect = target && target.getBoundingClientRect();
  return { path: location.pathname, hash: location.hash, notFound: !!document.querySelector('.rl-not-found'),
           targetInView: !!rect && rect.top >= -1 && rect.top < innerHeight, scrolled: scrollY > 0,
           styled: document.styleSheets.length > 0 && [...document.styleSheets].every(s => s.cssRules.length > 0) };
}"""


def land(page, address):
    response = page.goto(address)
    try:
        page.wait_for_url(lambda url: url != address, timeout=3000)
        page.wait_for_load_state("load")
    except Exception:
        pass  # stayed: the 404 page, as it should for an unknown id
    page.wait_for_timeout(300)
    result = page.evaluate(INSPECT)
    result["status"] = response.status if response else None
    return result


quoted = urllib.parse.quote(row_id, safe="")
cases = {
    "stale": f"{root}page/99/#{quoted}",
    "permalink": f"{root}r/{quoted}",
    "permalinkSlash": f"{root}r/{quoted}/",
    "unknown": f"{root}page/99/#no-such-row",
    "hostile": f"{root}r/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    "hostileHash": f"{root}gone/#%22%3E%3Cscript%3Ealert(1)%3C/script%3E",
    "proto": f"{root}r/__proto__",
    "missing": f"{root}no/such/page/",
}
report = {"dialogs": []}
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": 800, "height": 400})
    page.on("dialog", lambda dialog: (report["dialogs"].append(dialog.message), dialog.dismiss()))
    for name, address in cases.items():
        report[name] = land(page, address)
    page.goto(cases["missing"])
    hrefs = page.evaluate("() => [...document.querySelectorAll('a[href], link[href]')].map(e => e.href)")
    report["links"] = {href: page.request.get(href).status for href in hrefs}
    browser.close()
print(json.dumps(report))
