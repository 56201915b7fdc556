"""Benchmark helper (not a test): Chromium measuring the rows of a written render-list site.

For every page it times, on the wall clock, (a) loading the page and reading every row's
border-box height (navigation, parsing, style, layout and the reads: what a browser needs to
measure the rows), and (b) only the forced layout of the rows after the page has loaded (rows
made visible, then every height read). Browser start-up is not counted. Prints one JSON object.
FIRST and END (optional) measure only the pages FIRST..<END in page order (index.html is 0).
Usage: python3 chromium-measure.py SITE_DIR WIDTH [CHROMIUM] [FIRST END]"""
import json
import pathlib
import sys
import time

from playwright.sync_api import sync_playwright

site = pathlib.Path(sys.argv[1]).resolve()
width = int(sys.argv[2])
chromium = sys.argv[3] if len(sys.argv) > 3 else "/usr/bin/chromium"
pages = [site / "index.html"] + sorted((site / "page").glob("*/index.html"),
                                       key=lambda p: int(p.parent.name))
if len(sys.argv) > 5:
    pages = pages[int(sys.argv[4]):int(sys.argv[5])]

MEASURE = """() => {
  const rows = Array.from(document.querySelectorAll('[data-row]'));
  for (const el of rows) el.style.contentVisibility = 'visible';
  const start = performance.now();
  const heights = rows.map((el) => el.getBoundingClientRect().height);
  const layout = performance.now() - start;
  let off = 0;
  rows.forEach((el, i) => { if (Math.abs(heights[i] - +el.dataset.height) >= 0.5) off++; });
  return [rows.length, layout, off];
}"""

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
    page = browser.new_page(viewport={"width": width, "height": 800})
    page.goto(pages[0].as_uri())  # warm-up: start-up, fonts
    rows = off = 0
    total = layout = 0.0
    for path in pages:
        start = time.perf_counter()
        page.goto(path.as_uri(), wait_until="load")
        page.evaluate("document.fonts.ready.then(() => 0)")
        count, layout_ms, wrong = page.evaluate(MEASURE)
        total += time.perf_counter() - start
        layout += layout_ms / 1000
        rows += count
        off += wrong
    browser.close()
print(json.dumps({"pages": len(pages), "rows": rows, "rows_off": off,
                  "load_and_measure_seconds": total, "layout_seconds": layout,
                  "load_and_measure_rows_per_second": rows / total,
                  "layout_rows_per_second": rows / layout if layout else None}))
