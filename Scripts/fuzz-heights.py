#!/usr/bin/env python3
"""Differential fuzzer for row heights (not a test): random rows of mixed inline content, laid
out by render-list and by headless Chromium (render-list verify), at several widths.

Each row is one paragraph of up to six spans. The paragraph's class picks its wrapping
(`overflow-wrap`, `word-break`, `white-space`); each span's class picks how it is set (nowrap,
inline-block, bold, italic, code, a larger or smaller font); each span's text is drawn from
the corpora's sentences in every language, emoji, URLs and long words, cut at random places
and with spaces at random ends. The rows are generated from SEED, so a run can be repeated.

Usage: Scripts/fuzz-heights.py SEED [ROWS] [WIDTHS]     e.g. Scripts/fuzz-heights.py 7 300 320,375
Writes OUT (default /tmp/render-list-fuzz/SEED) with fuzz.xhtml, rows.json and a site per
width, and prints verify's summary for each width. RENDER_LIST names the binary
(default .build/release/render-list).

       Scripts/fuzz-heights.py reduce SEED ROW WIDTH
reduces row ROW (0-based, in rows.json) of a run to a smallest row whose estimate still misses
Chromium's height by as much or more in the same direction (fields dropped, then texts cut a
character at a time), and prints it as JSON with both heights."""
import json
import os
import pathlib
import random
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Tests/RenderListTests/Fixtures/Corpora"))
from texts import TEXTS  # noqa: E402  (the corpora's sentences, written for the tests)

TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="en">
<head><meta charset="utf-8"/><title>fuzz</title><style>
body { margin: 0; font-family: "DejaVu Sans", sans-serif; font-size: 15px; line-height: 1.4; }
.row { margin: 0; padding: 6px 8px; }
.bw { overflow-wrap: break-word; } .any { overflow-wrap: anywhere; } .ba { word-break: break-all; }
.pw { white-space: pre-wrap; } .pl { white-space: pre-line; }
.nw { white-space: nowrap; } .ib { display: inline-block; padding: 0 3px; border: 1px solid #888; }
.bo { font-weight: bold; } .it { font-style: italic; } .co { font-family: "DejaVu Sans Mono", monospace; font-size: 0.9em; }
.fs { font-size: 20px; } .sm { font-size: 11px; line-height: 14px; } .ls { letter-spacing: 1px; }
</style></head><body><div class="list" rl:list="">
<p class="row" rl:prototype="F" rl:attr-class="pc">{spans}</p>
</div></body></html>
"""
SPANS = 6
PARAGRAPH_CLASSES = ["", "", "bw", "any", "ba", "pw", "pl", "nw"]
SPAN_CLASSES = ["", "", "", "nw", "ib", "bo", "it", "co", "fs", "sm", "ls", "nw bo", "ib nw", "ib bo"]
EXTRAS = ["👍", "👩‍👩‍👧‍👦", "👋🏽", "🇵🇱", "🇯🇵", "❤️", "🙋‍♀️", "✅", "→", "«", "»", "—",
          "https://example.com/very/long/path/to/a/resource?query=string&id=1234567890",
          "Donaudampfschifffahrtsgesellschaftskapitän", "Konstantynopolitańczykowianeczka",
          "ＡＢＣ１２３", "（注）", "「引用」", "12 May", "v1.2.3-beta", "#hashtag", "@user_name"]


def fragment(rng):
    """A piece of text: a cut of a sentence in some language, or one of the extras."""
    if rng.random() < 0.3:
        text = rng.choice(EXTRAS)
    else:
        sentence = rng.choice(rng.choice(list(TEXTS.values())))
        start = rng.randrange(len(sentence))
        text = sentence[start:start + rng.randint(1, 60)]
    if rng.random() < 0.3:
        text = " " + text
    if rng.random() < 0.3:
        text += " "
    return text


def row(rng):
    fields = {"cell": "F", "pc": "row " + rng.choice(PARAGRAPH_CLASSES)}
    for index in range(SPANS):
        if rng.random() < 0.75:
            fields[f"t{index}"] = fragment(rng)
            fields[f"c{index}"] = rng.choice(SPAN_CLASSES)
    return fields


class Judge:
    """Renders one row at a width and measures it in a Chromium that stays open."""

    def __init__(self, out, width, binary):
        from playwright.sync_api import sync_playwright
        self.out, self.width, self.binary = out / "reduce", width, binary
        self.out.mkdir(exist_ok=True)
        self.playwright = sync_playwright().start()
        browser = self.playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        self.page = browser.new_page(viewport={"width": int(width), "height": 800})
        self.template = out / "fuzz.xhtml"

    def error(self, row):
        """The row's estimate minus Chromium's height."""
        (self.out / "row.json").write_text(json.dumps([row], ensure_ascii=False), encoding="utf-8")
        site = self.out / "site"
        subprocess.run([self.binary, str(self.out / "row.json"), "-o", str(site), "--template", str(self.template),
                        "--width", self.width], check=True, stdout=subprocess.DEVNULL)
        self.page.goto((site / "index.html").as_uri())
        return self.page.evaluate("""() => { const el = document.querySelector('[data-row]');
            el.style.contentVisibility = 'visible';
            return +el.dataset.height - el.getBoundingClientRect().height; }""")


def reduce(seed, index, width):
    out = pathlib.Path(os.environ.get("OUT", f"/tmp/render-list-fuzz/{seed}"))
    binary = os.environ.get("RENDER_LIST", str(ROOT / ".build/release/render-list"))
    row = json.loads((out / "rows.json").read_text(encoding="utf-8"))[index]
    judge = Judge(out, width, binary)
    target = judge.error(row)
    if abs(target) < 0.5:
        sys.exit(f"row {index} is exact at {width} px ({target:+.2f})")
    keeps = lambda candidate: (lambda e: abs(e) >= 0.5 and (e > 0) == (target > 0))(judge.error(candidate))
    for key in [k for k in row if k not in ("cell", "pc")] + ["pc"]:
        candidate = {k: v for k, v in row.items() if k != key}
        if key == "pc":
            candidate["pc"] = "row"
        if candidate != row and keeps(candidate):
            row = candidate
    for key in [k for k in row if k.startswith("t")]:
        step = max(1, len(row[key]) // 2)
        while step >= 1:
            position, changed = 0, False
            while position < len(row[key]):
                candidate = dict(row, **{key: row[key][:position] + row[key][position + step:]})
                if candidate[key] and keeps(candidate):
                    row, changed = candidate, True
                else:
                    position += step
            if not changed:
                step //= 2
    print(json.dumps({"row": row, "error": judge.error(row), "width": width}, ensure_ascii=False))


def main():
    if len(sys.argv) > 4 and sys.argv[1] == "reduce":
        return reduce(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    seed = int(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    widths = (sys.argv[3] if len(sys.argv) > 3 else "320,375,768").split(",")
    out = pathlib.Path(os.environ.get("OUT", f"/tmp/render-list-fuzz/{seed}"))
    out.mkdir(parents=True, exist_ok=True)
    binary = os.environ.get("RENDER_LIST", str(ROOT / ".build/release/render-list"))
    rng = random.Random(seed)
    spans = "".join(f'<span rl:attr-class="c{i}" rl:text="t{i}"/>' for i in range(SPANS))
    (out / "fuzz.xhtml").write_text(TEMPLATE.replace("{spans}", spans), encoding="utf-8")
    (out / "rows.json").write_text(json.dumps([row(rng) for _ in range(count)], ensure_ascii=False, indent=1),
                                   encoding="utf-8")
    for width in widths:
        site = out / f"site-{width}"
        subprocess.run([binary, str(out / "rows.json"), "-o", str(site), "--template", str(out / "fuzz.xhtml"),
                        "--width", width, "--rows-per-page", "100"], check=True, stdout=subprocess.DEVNULL)
        print(f"seed {seed} width {width}: ", end="", flush=True)
        subprocess.run([binary, "verify", str(site), "--worst", os.environ.get("WORST", "5")], check=False)


if __name__ == "__main__":
    main()
