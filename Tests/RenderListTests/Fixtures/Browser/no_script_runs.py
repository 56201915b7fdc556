"""Opens every page of rendered sites in Chromium (through Playwright) and reports, as one JSON
object on standard output, every sign that something from the data ran or could run:

- pwned: calls of the trap `pwned(id)` that every script payload in the hostile data calls,
  and calls of alert/confirm/prompt/print/open, from the page or any frame in it;
- dialogs: dialogs Chromium opened;
- requests: requests for anything but the site's own files (all are blocked; a URL that
  survived the policy, like https://…, may be requested), and payloadRequests: those that carry
  a payload (`pwned`);
- handlers: elements with an on* attribute; scripts, iframes, objects, embeds, math and svg
  elements inside rows (the templates under test put none there); scripts, but the one of
  404.html that sends links to rows on;
- urls: URL attributes whose scheme is not http, https, mailto, tel or the site's file:,
  (data: only for images), srcset candidates included.

Every element in a row gets synthetic mouseover, focus, error and load events, and every link
and button in a row is clicked. Usage: python3 no_script_runs.py SITE_FOLDER... [--chromium PATH]
"""
import json
import pathlib
import sys

from playwright.sync_api import sync_playwright

# Calls reach Python at once through a binding, so a navigation that a click starts cannot
# lose them (reading a page-side list after the click raced with such navigations).
TRAP = """
const record = (name) => (...args) => { window.__renderListReport(name + ':' + args.join(',')); };
window.pwned = record('pwned');
for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) window[name] = record(name);
"""

INSPECT = """() => {
  const out = { handlers: [], urls: [] };
  const allowed = new Set(['http:', 'https:', 'mailto:', 'tel:', 'file:']);
  const check = (el, attr, value) => {
    let protocol;
    try { protocol = new URL(value, document.baseURI).protocol; } catch (e) { return; }
    const image = el.tagName === 'IMG' && attr === 'src' && /^data:image\\//i.test(value.trim());
    if (!allowed.has(protocol) && !image) out.urls.push(`${el.tagName} ${attr}=${value}`);
  };
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      if (attr.toLowerCase().startsWith('on')) out.handlers.push(`${el.tagName} ${attr}`);
      const value = el.getAttribute(attr);
      if (['href', 'src', 'action', 'formaction', 'poster', 'cite', 'data', 'background', 'xlink:href'].includes(attr)) check(el, attr, value);
      if (attr === 'srcset') for (const c of value.split(',')) check(el, attr, c.trim().split(/\\s+/)[0]);
    }
  }
  for (const el of document.querySelectorAll('[data-row] :is(script, iframe, object, embed, math, svg, frame)')) out.handlers.push(`${el.tagName} in a row`);
  // 404.html carries render-list's one script (it sends links to rows on); any other counts.
  const scripts = [...document.querySelectorAll('script')];
  const own = location.pathname.endsWith('/404.html') && scripts.length === 1 && !scripts[0].closest('[data-row]')
    && scripts[0].textContent.includes('permalinks.json') ? 1 : 0;
  for (const el of scripts.slice(own)) out.handlers.push('SCRIPT in the page');
  for (const el of document.querySelectorAll('[data-row] *')) {
    for (const type of ['mouseover', 'focus', 'error', 'load']) el.dispatchEvent(new Event(type));
  }
  return out;
}"""


def main():
    args = sys.argv[1:]
    chromium = "/usr/bin/chromium"
    if "--chromium" in args:
        at = args.index("--chromium")
        chromium = args[at + 1]
        del args[at:at + 2]
    report = {"pages": 0, "clicked": 0, "pwned": [], "dialogs": [], "requests": [], "payloadRequests": [],
              "handlers": [], "urls": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        context = browser.new_context()
        current = {"url": ""}
        context.expose_function("__renderListReport", lambda call: report["pwned"].append(f"{current['url']}: {call}"))
        context.add_init_script(TRAP)

        def route(route):
            url = route.request.url
            leaves = route.request.is_navigation_request() and url != current["url"]
            if not url.startswith("file://"):
                report["requests"].append(url)
                if "pwned" in url:
                    report["payloadRequests"].append(url)
                if not leaves:
                    return route.abort()
            # A click never leaves the page under test: an answer without content keeps the
            # page as it is, so later clicks do not race with a load (an abort shows an error page).
            if leaves:
                return route.fulfill(status=204)
            return route.continue_()

        context.route("**/*", route)
        for folder in args:
            for file in sorted(pathlib.Path(folder).rglob("*.html")):
                current["url"] = file.resolve().as_uri()
                visit(context, current["url"], report)
        browser.close()
    print(json.dumps(report))


def open_page(context, url, report):
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.on("dialog", lambda dialog: (report["dialogs"].append(dialog.message), dialog.dismiss()))
    page.goto(url)
    return page


def visit(context, url, report):
    page = open_page(context, url, report)
    report["pages"] += 1
    found = page.evaluate(INSPECT)
    report["handlers"] += [f"{url}: {h}" for h in found["handlers"]]
    report["urls"] += [f"{url}: {u}" for u in found["urls"]]
    targets = page.locator("[data-row] a, [data-row] button").count()
    # Every link and button is clicked, where a javascript: URL or a handler would run; calls
    # are reported as they happen.
    for index in range(targets):
        target = page.locator("[data-row] a, [data-row] button").nth(index)
        try:
            target.click(timeout=2000, no_wait_after=True)
        except Exception:  # hidden or covered: dispatch the click instead
            target.dispatch_event("click")
        report["clicked"] += 1
        page.wait_for_timeout(30)
    page.close()


if __name__ == "__main__":
    main()
