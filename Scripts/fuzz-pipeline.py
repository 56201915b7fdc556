#!/usr/bin/env python3
"""Whole-pipeline crash/hang fuzzer for render-list (not a test; Python 3 standard library only).

Every case is generated from (SEED, CASE) alone, so it can be repeated: a random but well-formed
XHTML template (a <style> of CSS the README lists as supported, plus odd numbers and junk; a list
container with 1-5 cell prototypes of random nested elements carrying random rl: bindings,
optionally Header/Footer prototypes, rl:pager and rl:empty) and random data (JSON, an XML or a
binary property list; an array of rows, an array of arrays, a sections dictionary or a rows
dictionary; 1 to 5,000 rows of prose in many scripts, huge numbers, booleans, dates, arrays,
nested dictionaries, missing keys; a few image files of odd sizes beside it).

Each case runs
    BIN DATA -o SITE --template TEMPLATE [--width W] [--page-height H | --rows-per-page N]
    BIN estimate DATA --template TEMPLATE --threads T [--width W] --rows
and, for one small case in 20, `BIN verify SITE` (needs Playwright and Chromium). Exit status 0
or 1 is fine; death by a signal, any other status, or a fatal-error/sanitizer message on stderr is
a crash; running past the time limit (60 s per 5,000 rows, at least 60 s) is a hang. As a
differential check, the heights `estimate --rows` prints are compared with the `data-height`s
the render wrote (a `diff` finding; reported apart from crashes).

Usage:
  Scripts/fuzz-pipeline.py run --seed N [--cases K | --minutes M] --bin PATH [--bin PATH2 ...]
                                [--out DIR] [--no-verify] [--no-diff] [--max-rows R]
      --bin auto picks every binary present among /tmp/rl-bin/render-list-{base,fixed,asan};
      each case runs against every binary given. Findings go to DIR/findings/<kind>-<seed>-<case>/
      (template, data, images, command lines, stderr, repro.sh, case.json, meta.json) and are
      indexed in DIR/findings/index.jsonl.
  Scripts/fuzz-pipeline.py reduce FINDING_DIR [FINDING_DIR ...] [--bin PATH] [--minutes M]
      shrinks a finding while it still fails with the same signature; writes
      template.reduced.xhtml, data.reduced.*, case.reduced.json and repro-reduced.sh beside it.
  Scripts/fuzz-pipeline.py reduce-all DIR [--bin PATH] [--minutes M]
      reduces the smallest finding of every signature under DIR/findings not yet reduced.
  Scripts/fuzz-pipeline.py summary DIR
      prints the findings of DIR/findings/index.jsonl by signature.
  Scripts/fuzz-pipeline.py show --seed N --case C [--out DIR]
      writes case C of seed N (template, data, images) into DIR without running it.
"""
import argparse
import datetime as dt
import json
import os
import pathlib
import plistlib
import random
import re
import resource
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import time
import zlib

# ----------------------------------------------------------------------------------------------
# Vocabulary

PROSE = {
    "en": ["Be yourself; everyone else is already taken.", "The quick brown fox jumps over the lazy dog.",
           "In the middle of difficulty lies opportunity.", "I have not failed. I've just found 10,000 ways that won't work.",
           "A room without books is like a body without a soul.", "So it goes."],
    "de": ["Donaudampfschifffahrtsgesellschaftskapitän", "Wer immer strebend sich bemüht, den können wir erlösen.",
           "Bil\u00addungs\u00adroman über Fuß\u00adball", "Größe, Straße, Maß und Übermut."],
    "ru": ["Рукописи не горят.", "Все счастливые семьи похожи друг на друга, каждая несчастливая семья несчастлива по-своему.",
           "Красота спасёт мир."],
    "pl": ["Konstantynopolitańczykowianeczka", "Zażółć gęślą jaźń."],
    "cs": ["Příliš žluťoučký kůň úpěl ďábelské ódy."],
    "el": ["Γνῶθι σεαυτόν. ΆΈΉΊΌΎΏ άέήίόύώ", "Η ζωή είναι ωραία."],
    "tr": ["İstanbul ılık ığdır iyi", "Şişli'de çiçekçi."],
    "ar": ["العقل السليم في الجسم السليم", "مرحبا بالعالم ١٢٣٤٥"],
    "he": ["שלום עולם, מה שלומך?", "אין דבר העומד בפני הרצון"],
    "zh": ["学而时习之，不亦说乎？有朋自远方来，不亦乐乎？", "千里之行，始于足下。", "“你好”（世界）——测试〜゠"],
    "ja": ["吾輩は猫である。名前はまだ無い。", "ｶﾀｶﾅとカタカナ、ひらがな。「引用」★", "東京特許許可局〜"],
    "ko": ["안녕하세요 세계", "천 리 길도 한 걸음부터"],
    "th": ["สวัสดีชาวโลก ภาษาไทยไม่มีช่องว่างระหว่างคำ"],
    "hi": ["नमस्ते दुनिया, यह एक परीक्षण है।"],
    "emoji": ["👍", "👩‍👩‍👧‍👦", "👋🏽 hi", "🇵🇱🇯🇵", "❤️✅→«»—", "🙋‍♀️🙋🏿‍♂️", "1️⃣#️⃣", "🏳️‍🌈"],
    "odd": ["", " ", "   \t\n ", "\u200b\u200b", "\u00ad", "a\u0301\u0302\u0303e\u0308", "\ufeffBOM", "x\u0000y",
            "ctl\u0001\u0007\u001f", "\ufffe\uffff", "<b>markup</b> &amp; &lt;", "]]>", "&#0;", "\u2028\u2029",
            "https://example.com/very/long/path/to/a/resource?query=string&id=1234567890",
            "mailto:someone@example.com", "x" * 300, "W" * 2000, "a b " * 400, "\u202eRTL override\u202c",
            "\u0640\u0640\u0640", "e\u0301" * 50, "\U0001F600" * 60, "\ud800lone", "\udfff"],
}
LANGS = ["en", "en", "de", "ru", "ja", "zh", "zh-Hant", "zh-TW", "ko", "ar", "he", "tr", "el", "th", "hi",
         "pl", "cs", "x-junk", "", "en-US-u-nu-arab", "ar-EG", "fa", "ja-JP-u-ca-japanese", "th-TH-u-nu-thai", "qq"]
CLASSES = ["c%d" % i for i in range(10)]
CHILD_TAGS = ["p", "div", "span", "a", "img", "ul", "h2", "code", "b", "q", "sub", "sup", "svg", "video",
              "br", "wbr", "span", "div", "p", "span", "i", "small", "em", "pre", "blockquote", "time",
              "canvas", "iframe", "ol"]
ROOT_TAGS = ["article", "div", "li", "section", "p", "a"]
VOID = {"img", "br", "wbr"}
KEYS = ["text", "title", "name", "n", "big", "flag", "when", "tags", "items", "url", "img", "cls", "style",
        "id", "w", "h", "author.name", "author.url", "author", "missing", "empty", "note", "price", "ratio"]
EACH_KEYS = ["tags", "items", "items", "author", "text", "missing", "empty", "flag", "n", "items.0.tags"]
ITEM_KEYS = [".", ".", "label", "n", "url", "tags", "text", "when", "w", "h", "missing"]
FORMATS = ["number", "number:2", "number:0", "number:10", "percent", "date", "date:short", "date:long",
           "date:full", "date:iso", "datetime", "time", "date:yyyy-MM-dd", "date:EEEE d MMMM yyyy G",
           "date:HH:mm:ss.SSS zzzz", "date:QQQQ w Y", "date:yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy"]
BAD_FORMATS = ["date:''", "number:11", "number:-1", "date:'", "date:", "number:x", "junk", ""]
# a case of "chaos" may also hold what render-list refuses (bad formats, nulls in arrays...): most
# cases do not, so that the pipeline gets past loading
CHAOS = [False]
HUGE = [9223372036854775807, -9223372036854775808, 1e308, -1e308, 0.1, -1, -0.0, 0, 2147483647,
        2147483648, 4294967296, 1e-308, 5e-324, 1.7976931348623157e308, 123456789.987654321, -42.5,
        ]
CSS_NUMS = ["0", "1", "2", "4", "8", "12", "16", "24", "32", "48", "100", "300", "600", "-4", "-20", "0.5",
            "1.25", "-0", "3.3333"]
CSS_ODD = ["9223372036854775807", "-9223372036854775808", "1e308", "-1e308", "1e-308", "2147483647",
           "4294967296", "99999999999999999999999", "1e309", "NaN", "inf", "-inf", "+5", ".5", "5.",
           "1e3", "0.0000001", "33554432", "16777216.5"]
FONTS = ["sans-serif", "serif", "monospace", '"DejaVu Sans"', '"Liberation Serif"', '"DejaVu Sans Mono"',
         '"Noto Sans CJK JP"', "system-ui", '"No Such Font"', "cursive"]
URLS = ["https://example.com/a", "http://example.com/b?x=1&y=2", "/rel/path", "rel/path", "#frag",
        "mailto:a@example.com", "tel:+123", "javascript:alert(1)", " JaVaScRiPt:alert(1)",
        "java\tscript:alert(1)", "data:text/html,<b>x</b>", "data:image/png;base64,iVBORw0KGgo=",
        "https://例子.测试/路径?q=ü", "//evil.example/", "https://example.com/" + "x" * 500, "",
        "http://[::1]:80/", "https://example.com/%zz%", "\u0000http://x", "ftp://example.com/",
        "../../../etc/passwd", "https://a.b/c d\"e'f<g>"]
IMAGES = ["img/a", "img/a.png", "img/b.gif", "img/c.svg", "img/d.jpg", "img/e", "img/w.webp", "img/z.png",
          "img/j.png", "nope.png", "img/missing", "../outside.png", "/abs/x.png", "https://example.com/i.png",
          "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
          "img/a.png?x=1", "img/ü ber.png", ""]
BOUND_STYLES = ["width: 50px", "height: 10px", "display: flex", "display: none", "font-size: 40px",
                "padding: 9223372036854775807px", "height: 1e308px", "width: -5px", "margin: -1e308px",
                "-webkit-line-clamp: 9223372036854775807", "line-height: 0", "color: red; x: y",
                "width: url(x)", "font-size: 0", "white-space: nowrap", "letter-spacing: 1e308px",
                "display: inline-block; width: 10px", "width: calc(100% - 1e308px)", "", "{}", "a\\b",
                "flex-basis: 9223372036854775807px", "min-height: 33554432px", "font-size: 1e-308px"]


def prose(rng, length=None):
    kind = rng.random()
    if kind < 0.08:
        return rng.choice(PROSE["odd"])
    lang = rng.choice(list(PROSE))
    parts = [rng.choice(PROSE[lang]) for _ in range(rng.choice([1, 1, 1, 2, 3, 8]))]
    s = " ".join(parts)
    if rng.random() < 0.2:
        a = rng.randrange(len(s) + 1)
        s = s[a:a + rng.randrange(1, 60)]
    if rng.random() < 0.05:
        s = s * rng.choice([10, 50, 200])
    return s


# ----------------------------------------------------------------------------------------------
# CSS

def css_len(rng, allow_pct=True):
    r = rng.random()
    if r < 0.06:
        return rng.choice(CSS_ODD) + rng.choice(["px", "em", "", "%", "rem"])
    if r < 0.1:
        return rng.choice(["auto", "none", "0", "junk", "calc(", "calc(1px + )", "min()", "max(1px,)",
                           "1px 2px", "-", "px", "calc(1px / 0)", "calc(100% * 1e308)", "var(--x)",
                           "fit-content", "min-content", "max-content", "inherit", "initial", "unset"])
    if r < 0.22 and allow_pct:
        a, b = css_len(rng), css_len(rng)
        return rng.choice([
            "calc(%s - %s)" % (a, b), "calc(%s + %s)" % (a, b), "calc(%s * %s)" % (a, rng.choice(CSS_NUMS)),
            "calc(%s / %s)" % (a, rng.choice(CSS_NUMS + ["0"])), "min(%s, %s)" % (a, b),
            "max(%s, %s)" % (a, b), "clamp(%s, %s, %s)" % (a, b, css_len(rng)),
            "calc(min(%s, %s) + 1px)" % (a, b)])
    num = rng.choice(CSS_NUMS) if rng.random() < 0.95 else rng.choice(CSS_ODD)
    unit = rng.choice(["px", "px", "px", "em", "rem", "ch"] + (["%"] if allow_pct else []))
    return num + unit


def css_decl(rng):
    """One random declaration (property, value)."""
    p = rng.random()
    L = lambda: css_len(rng)  # noqa: E731
    choices = [
        ("display", lambda: rng.choice(["block", "flex", "flex", "inline-flex", "inline-block", "none",
                                        "inline", "-webkit-box", "list-item", "grid", "contents", "table"])),
        ("flex-direction", lambda: rng.choice(["row", "column", "row-reverse", "column-reverse"])),
        ("flex-wrap", lambda: rng.choice(["wrap", "nowrap", "wrap-reverse"])),
        ("flex-grow", lambda: rng.choice(["0", "1", "2", "-1", "1e308", "9223372036854775807"])),
        ("flex-shrink", lambda: rng.choice(["0", "1", "3", "1e308"])),
        ("flex-basis", L), ("flex", lambda: rng.choice(["1", "1 1 0", "0 0 auto", "none", "2 0 %s" % L()])),
        ("gap", L), ("row-gap", L), ("column-gap", L),
        ("align-items", lambda: rng.choice(["baseline", "center", "stretch", "flex-start", "flex-end"])),
        ("width", L), ("max-width", L), ("min-width", L), ("height", L), ("min-height", L), ("max-height", L),
        ("margin", lambda: " ".join(L() for _ in range(rng.randint(1, 4)))),
        ("margin-top", L), ("margin-bottom", L), ("margin-left", L), ("margin-right", L),
        ("padding", lambda: " ".join(css_len(rng) for _ in range(rng.randint(1, 4)))),
        ("padding-top", L), ("padding-bottom", L), ("padding-left", L),
        ("border", lambda: "%s %s #888" % (css_len(rng, False), rng.choice(["solid", "dashed", "none", "double"]))),
        ("border-top", lambda: "%s solid red" % css_len(rng, False)),
        ("border-bottom-width", lambda: css_len(rng, False)),
        ("font-size", lambda: rng.choice([L(), "small", "large", "xx-large", "smaller", "larger", "medium"])),
        ("font-weight", lambda: rng.choice(["bold", "normal", "100", "900", "bolder", "lighter", "1000", "0"])),
        ("font-style", lambda: rng.choice(["italic", "normal", "oblique"])),
        ("font-family", lambda: ", ".join(rng.sample(FONTS, rng.randint(1, 3)))),
        ("font", lambda: "%s %s/%s %s" % (rng.choice(["bold", "italic", "small-caps", "condensed", ""]),
                                          css_len(rng, False), rng.choice(["1", "1.5", "normal", "20px"]),
                                          rng.choice(FONTS))),
        ("line-height", lambda: rng.choice(["normal", "1", "1.4", "0", "20px", "-1", "1e308", L()])),
        ("letter-spacing", lambda: rng.choice(["normal", "1px", "-1px", "0.1em", "2px", "1e308px", L()])),
        ("word-spacing", lambda: rng.choice(["normal", "4px", "-2px"])),
        ("white-space", lambda: rng.choice(["normal", "nowrap", "pre", "pre-wrap", "pre-line", "break-spaces"])),
        ("overflow-wrap", lambda: rng.choice(["normal", "break-word", "anywhere"])),
        ("word-break", lambda: rng.choice(["normal", "break-all", "keep-all", "break-word"])),
        ("text-transform", lambda: rng.choice(["none", "uppercase", "lowercase", "capitalize", "full-width"])),
        ("-webkit-line-clamp", lambda: rng.choice(["1", "2", "3", "0", "-1", "none", "9223372036854775807",
                                                   "2147483648", "1e308", "99999999999", "1.5"])),
        ("overflow", lambda: rng.choice(["hidden", "visible", "auto", "clip"])),
        ("text-overflow", lambda: rng.choice(["ellipsis", "clip"])),
        ("vertical-align", lambda: rng.choice(["sub", "super", "middle", "baseline", "top", "5px", "-1e308px"])),
        ("list-style", lambda: rng.choice(["none", "disc", "decimal", "cjk-ideographic", "disc inside",
                                           "hiragana", "upper-roman", "square"])),
        ("list-style-type", lambda: rng.choice(["decimal", "cjk-decimal", "lower-greek", "none"])),
        ("font-variant", lambda: rng.choice(["small-caps", "normal", "all-small-caps"])),
        ("box-sizing", lambda: rng.choice(["border-box", "content-box"])),
        ("text-align", lambda: rng.choice(["left", "center", "justify", "right"])),
        ("text-indent", L),
        ("direction", lambda: rng.choice(["rtl", "ltr"])),
        ("aspect-ratio", lambda: rng.choice(["1", "16 / 9", "0", "1e308"])),
        ("position", lambda: rng.choice(["static", "relative", "absolute"])),
        ("float", lambda: rng.choice(["left", "none"])),
        ("-webkit-box-orient", lambda: "vertical"),
        ("visibility", lambda: rng.choice(["hidden", "visible", "collapse"])),
        ("content-visibility", lambda: "auto"),
        ("zoom", lambda: rng.choice(["2", "0.5", "1e308"])),
    ]
    if p < 0.02:
        return (rng.choice(["junk", "--x", "-webkit-", "width", ""]), rng.choice(["", ";", "}", "{", "!important"]))
    name, gen = rng.choice(choices)
    v = gen()
    if rng.random() < 0.04:
        v += " !important"
    return (name, v)


def gen_rules(rng, ctx):
    rules = []
    sels = ["*", ".list", ".list > *", "p", "div", "span", "img", "article", "li", "ul", "h2", "code", "a",
            "section", "q", "sub", "sup", "body", "html", "svg", "video", ":root", "p:first-child",
            ".list article", "a:hover", "[data-x]", "#r1", "li::marker", "p::before", "::selection"]
    sels += ["." + c for c in CLASSES] * 2
    sels += [".%s .%s" % (rng.choice(CLASSES), rng.choice(CLASSES)) for _ in range(4)]
    sels += [".%s > %s" % (rng.choice(CLASSES), rng.choice(["p", "span", "div", "*"])) for _ in range(3)]
    rules.append(["body", [["margin", "0"], ["font-family", rng.choice(FONTS)], ["font-size", rng.choice(["15px", "16px", "13px", "1em"])]]])
    if rng.random() < 0.7:
        rules.append([".list", [["width", rng.choice(["600px", "375px", "320px", "100%", "1000px", css_len(rng)])]]])
    for _ in range(rng.randint(0, 14)):
        decls = [list(css_decl(rng)) for _ in range(rng.randint(1, 6))]
        rules.append([rng.choice(sels), decls])
    # a line clamp block (reaches -webkit-line-clamp handling)
    if rng.random() < 0.35:
        rules.append(["." + rng.choice(CLASSES), [["display", "-webkit-box"], ["-webkit-box-orient", "vertical"],
                                                  ["-webkit-line-clamp", rng.choice(["1", "2", "3", "9223372036854775807", "0", "2147483648", "-1", "1e308"])],
                                                  ["overflow", "hidden"]]])
    if rng.random() < 0.3:
        rules.append(["." + rng.choice(CLASSES), [["white-space", "nowrap"], ["overflow", "hidden"], ["text-overflow", "ellipsis"]]])
    # flex roots (the row's own root as a flex container)
    if ctx.get("flex_root") or rng.random() < 0.3:
        rules.append([".root", [["display", rng.choice(["flex", "flex", "inline-flex"])],
                                ["gap", css_len(rng)], ["flex-wrap", rng.choice(["wrap", "nowrap"])]]])
    if rng.random() < 0.05:
        rules.append(["@media (max-width: 600px) { .c1", [["width", "10px"]]])  # nested, intentionally odd
    if rng.random() < 0.05:
        rules.append(["@font-face", [["font-family", '"Brand"'], ["src", rng.choice(['url("nope.woff2")', 'url("https://x/y.woff")', 'url("data.json")'])]]])
    return rules


# ----------------------------------------------------------------------------------------------
# Template

def node(tag, attrs=None, children=None):
    return {"t": tag, "a": attrs or [], "c": children or []}


def gen_bindings(rng, tag, in_each, is_root):
    a = []
    keys_here = (ITEM_KEYS + KEYS) if in_each else KEYS
    k = lambda: rng.choice(keys_here)  # noqa: E731
    if tag not in VOID and tag not in ("svg", "video", "canvas", "iframe") and rng.random() < 0.55:
        a.append(["rl:text", k()])
        if rng.random() < 0.3:
            a.append(["rl:default", rng.choice(["Anonymous", "", "—", prose(rng)[:40]])])
        if rng.random() < 0.3:
            a.append(["rl:format", rng.choice(FORMATS + (BAD_FORMATS if CHAOS[0] else []))])
    if rng.random() < 0.15 or (is_root and rng.random() < 0.4):
        a.append(["rl:attr-id", rng.choice(["id", "id", "id", "n", "title", "missing"])])
    if rng.random() < 0.25:
        a.append(["rl:attr-class", rng.choice(["cls", "cls", "title", "n", "missing"])])
    if rng.random() < 0.12:
        a.append(["rl:attr-title", k()])
    if rng.random() < 0.12:
        a.append(["rl:attr-data-x", k()])
    if rng.random() < 0.12:
        a.append(["rl:attr-style", rng.choice(["style", "style", "text", "n"])])
    if rng.random() < 0.03:
        a.append([rng.choice(["rl:attr-lang", "rl:attr-dir", "rl:attr-alt", "rl:attr-datetime", "rl:attr-srcset",
                              "rl:attr-aria-label", "rl:attr-hidden", "rl:attr-colspan", "rl:attr-xmlns"]), k()])
    if tag == "a" and rng.random() < 0.6:
        a.append(["rl:attr-href", rng.choice(["url", "url", "author.url", "text", "img"])])
    if tag in ("img", "video", "iframe") and rng.random() < 0.7:
        a.append(["rl:attr-src" if tag != "video" else rng.choice(["rl:attr-src", "rl:attr-poster"]),
                  rng.choice(["img", "img", "url", "text", "missing"])])
    if tag in ("img", "video", "canvas", "iframe", "svg") and rng.random() < 0.5:
        a.append(["rl:attr-width", rng.choice(["w", "w", "n", "big", "text"])])
    if tag in ("img", "video", "canvas", "iframe", "svg") and rng.random() < 0.5:
        a.append(["rl:attr-height", rng.choice(["h", "h", "big", "n", "price"])])
    if not is_root:
        r = rng.random()
        if r < 0.12:
            a.append(["rl:if", k()])
        elif r < 0.2:
            a.append(["rl:unless", k()])
        if rng.random() < 0.15:
            a.append(["rl:each", rng.choice(EACH_KEYS)])
            if rng.random() < 0.07 and not any(n == "rl:if" for n, _ in a):
                a.append(["rl:if", rng.choice(EACH_KEYS + ["flag"])])
            if rng.random() < 0.1 and not any(n == "rl:unless" for n, _ in a):
                a.append(["rl:unless", rng.choice(["missing", "flag"])])
    if rng.random() < (0.25 if is_root else 0.08):
        a.append(["rl:link", rng.choice(["url", "url", "author.url", "missing", "text"])])
    return a


def gen_static_attrs(rng, tag):
    a = []
    if rng.random() < 0.55:
        a.append(["class", " ".join(rng.sample(CLASSES, rng.randint(1, 2)))])
    if rng.random() < 0.04:
        a.append(["style", "; ".join("%s: %s" % css_decl(rng) for _ in range(rng.randint(1, 3)))])
    if rng.random() < 0.04:
        a.append(["lang", rng.choice(LANGS)])
    if rng.random() < 0.03:
        a.append(["dir", rng.choice(["rtl", "ltr", "auto"])])
    if tag == "img":
        a.append(["src", rng.choice(["sample.png", "img/a.png", "img/c.svg", "nope.png"])])
        a.append(["alt", ""])
        if rng.random() < 0.6:
            a.append(["width", rng.choice(["64", "0", "1", "300", "-5", "1e308", "9223372036854775807", "50%", "x"])])
        if rng.random() < 0.6:
            a.append(["height", rng.choice(["64", "0", "1", "200", "-5", "1e308", "9223372036854775808", "x"])])
    if tag in ("video", "canvas", "iframe"):
        if rng.random() < 0.5:
            a.append(["width", rng.choice(["320", "0", "9223372036854775807", "1e308", "-1"])])
        if rng.random() < 0.5:
            a.append(["height", rng.choice(["180", "0", "2147483648", "-1"])])
    if tag == "a" and rng.random() < 0.5:
        a.append(["href", rng.choice(URLS[:6])])
    return a


def gen_svg(rng):
    attrs = [["xmlns", "http://www.w3.org/2000/svg"]]
    if rng.random() < 0.7:
        attrs.append(["width", rng.choice(["24", "100", "0", "1e308", "50%", "9223372036854775807", "-3", "2em"])])
    if rng.random() < 0.7:
        attrs.append(["height", rng.choice(["24", "100", "0", "1e308", "-1", "3em"])])
    if rng.random() < 0.6:
        attrs.append(["viewBox", rng.choice(["0 0 24 24", "0 0 0 0", "0 0 1e308 1", "junk", "0 0 -1 5", "0 0 100 50"])])
    if rng.random() < 0.3:
        attrs.append(["class", rng.choice(CLASSES)])
    return node("svg", attrs, [node("rect", [["width", "10"], ["height", "10"]])])


def gen_elem(rng, depth, maxdepth, in_each, ctx):
    tag = rng.choice(CHILD_TAGS)
    if tag == "svg":
        n = gen_svg(rng)
        n["a"] += [b for b in gen_bindings(rng, "svg", in_each, False) if b[0] in ("rl:if", "rl:unless", "rl:attr-width", "rl:attr-height", "rl:each")]
        return n
    attrs = gen_static_attrs(rng, tag) + gen_bindings(rng, tag, in_each, False)
    e = node(tag, attrs)
    each_here = in_each or any(n == "rl:each" for n, _ in attrs)
    if tag in VOID or tag in ("video", "canvas", "iframe"):
        return e
    if tag in ("ul", "ol"):
        for _ in range(rng.randint(0, 3)):
            li = node("li", gen_static_attrs(rng, "li") + gen_bindings(rng, "li", each_here, False))
            li_each = each_here or any(n == "rl:each" for n, _ in li["a"])
            if depth < maxdepth and rng.random() < 0.4:
                li["c"].append(gen_elem(rng, depth + 1, maxdepth, li_each, ctx))
            else:
                li["c"].append(prose(rng)[:50] or "#tag")
            e["c"].append(li)
        return e
    if depth < maxdepth:
        for _ in range(rng.randint(0, 4)):
            if rng.random() < 0.35:
                e["c"].append(prose(rng)[:80])
            else:
                e["c"].append(gen_elem(rng, depth + 1, maxdepth, each_here, ctx))
    elif rng.random() < 0.7:
        e["c"].append(prose(rng)[:80])
    return e


def gen_prototype(rng, name, ctx):
    tag = rng.choice(ROOT_TAGS)
    attrs = [["rl:prototype", name], ["class", "root " + rng.choice(CLASSES)]]
    if ctx.get("flex_root") and rng.random() < 0.9:
        attrs.append(["rl:attr-id", "id"])
    attrs += [b for b in gen_bindings(rng, tag, False, True) if b[0] != "rl:attr-id" or not any(x[0] == "rl:attr-id" for x in attrs)]
    root = node(tag, attrs)
    maxdepth = rng.randint(0, 5)
    for _ in range(rng.randint(0, 5)):
        if rng.random() < 0.15:
            root["c"].append(prose(rng)[:60])
        else:
            root["c"].append(gen_elem(rng, 1, maxdepth, False, ctx))
    return root


def gen_template(rng, big, uniform=False):
    ctx = {"flex_root": big and rng.random() < 0.6}
    lang = rng.choice(LANGS)
    n = rng.randint(1, 2) if uniform else rng.randint(1, 5)
    names = ["Cell"] + rng.sample(["QuoteCell", "AdCell", "PhotoCell", "TagCell", "ItemCell", "Row", "Ü", "x-y"], n - 1)
    if rng.random() < 0.1:
        names[0] = "Other"  # no Cell: rows without `cell` then stop the render
    protos = [gen_prototype(rng, nm, ctx) for nm in names]
    if rng.random() < 0.5:
        protos.append(node(rng.choice(["h2", "div", "p"]), [["rl:prototype", "Header"], ["rl:text", rng.choice(["title", "text", "missing"])]] + gen_static_attrs(rng, "h2"), ["Section"]))
    if rng.random() < 0.4:
        protos.append(node(rng.choice(["p", "div"]), [["rl:prototype", "Footer"], ["rl:text", rng.choice(["footer", "title", "missing"])]], ["Footer"]))
    if rng.random() < 0.6:
        protos.append(node("p", [["rl:empty", ""]], [rng.choice(["Nothing here yet.", "", "空"])]))
    rng.shuffle(protos)
    list_tag = rng.choice(["div", "div", "ul", "section", "main", "ol"])
    lst = node(list_tag, [["class", "list"], ["rl:list", ""]], protos)
    body = [lst]
    if rng.random() < 0.7:
        pager = node(rng.choice(["nav", "div", "footer"]), [["class", "pager"], ["rl:pager", ""]], ["sample pager"])
        body.insert(rng.choice([0, 1]), pager) if rng.random() < 0.3 else body.append(pager)
    if rng.random() < 0.3:
        body.insert(0, node("h1", [], [prose(rng)[:40] or "Title"]))
    return {"lang": lang, "rules": gen_rules(rng, ctx), "body": body, "flex_root": ctx["flex_root"]}


def esc(s, attr=False):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if attr:
        s = s.replace('"', "&quot;").replace("\n", "&#10;").replace("\t", "&#9;")
    # characters XML 1.0 cannot carry at all: keep the file well formed
    return "".join(ch if (ch in "\t\n\r" or 0x20 <= ord(ch) < 0xD800 or 0xE000 <= ord(ch) <= 0xFFFD
                          or ord(ch) >= 0x10000) else "\ufffd" for ch in s)


def ser_node(n, out):
    if isinstance(n, str):
        out.append(esc(n))
        return
    out.append("<" + n["t"])
    for k, v in n["a"]:
        out.append(' %s="%s"' % (k, esc(v, True)))
    if not n["c"] and n["t"] in VOID | {"rect"}:
        out.append("/>")
        return
    out.append(">")
    for c in n["c"]:
        ser_node(c, out)
    out.append("</%s>" % n["t"])


def ser_css_value(v):
    return v.replace("</", "<\\/")


def render_template(t):
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:rl="urn:render-list" lang="%s">\n' % esc(t["lang"], True),
           '<head><meta charset="utf-8"/><title>fuzz</title><style>\n']
    css = []
    for sel, decls in t["rules"]:
        css.append("%s { %s }" % (sel, " ".join("%s: %s;" % (p, ser_css_value(v)) for p, v in decls)))
    out.append(esc("\n".join(css)))
    out.append("\n</style></head>\n<body>\n")
    for b in t["body"]:
        ser_node(b, out)
        out.append("\n")
    out.append("</body>\n</html>\n")
    return "".join(out)


# ----------------------------------------------------------------------------------------------
# Data

DATE0 = dt.datetime(2000, 1, 1)


def rand_date(rng):
    r = rng.random()
    if r < 0.7:
        return DATE0 + dt.timedelta(seconds=rng.randrange(-2 * 10 ** 9, 2 * 10 ** 9))
    return rng.choice([dt.datetime(1, 1, 1), dt.datetime(9999, 12, 31, 23, 59, 59), dt.datetime(1970, 1, 1),
                       dt.datetime(1582, 10, 10), dt.datetime(2038, 1, 19, 3, 14, 8)])


def rand_number(rng):
    r = rng.random()
    if r < 0.25:
        return rng.choice(HUGE)
    if r < 0.6:
        return rng.randint(-1000, 100000)
    return round(rng.uniform(-1e6, 1e6), rng.randint(0, 6))


def rand_scalar(rng):
    r = rng.random()
    if r < 0.5:
        return prose(rng)
    if r < 0.75:
        return rand_number(rng)
    if r < 0.85:
        return rng.random() < 0.5
    if r < 0.95 or not CHAOS[0]:
        return rand_date(rng)
    return None


def rand_value(rng, depth=0):
    r = rng.random()
    if depth < 2 and r < 0.1:
        return [rand_value(rng, depth + 1) for _ in range(rng.randint(0, 5))]
    if depth < 2 and r < 0.17:
        return {k: rand_value(rng, depth + 1) for k in rng.sample(["name", "url", "label", "n", "text", "tags"], rng.randint(0, 4))}
    return rand_scalar(rng)


def gen_item(rng):
    if rng.random() < 0.5:
        return prose(rng)[:40]
    d = {}
    for k in ("label", "n", "url", "tags", "text", "when", "w", "h"):
        if rng.random() < 0.5:
            d[k] = {"label": lambda: prose(rng)[:40], "n": lambda: rand_number(rng), "url": lambda: rng.choice(URLS),
                    "tags": lambda: [prose(rng)[:20] for _ in range(rng.randint(0, 3))], "text": lambda: prose(rng),
                    "when": lambda: rand_date(rng), "w": lambda: rand_number(rng), "h": lambda: rand_number(rng)}[k]()
    return d


def gen_uniform_row(rng, i, cells):
    """A row of a large, regular list: the same keys in every row, only texts differ (rows that the
    per-run caches replay)."""
    row = {"cell": cells[0] if rng.random() < 0.8 else rng.choice(cells), "id": "r%d" % i,
           "text": prose(rng)[:200], "title": rng.choice(PROSE["en"])[:30], "name": rng.choice(["Ann", "Bob", "Zoë", "李"]),
           "tags": [rng.choice(["a", "bb", "#wit", "日本"]) for _ in range(rng.randint(0, 3))],
           "url": "https://example.com/%d" % i, "n": rng.randint(0, 10 ** rng.randint(1, 9)), "flag": True,
           "img": "img/a.png", "w": 64, "h": 64, "cls": "c1"}
    return row


def gen_row(rng, i, cells, cheap, missing_cell):
    if not cheap and rng.random() < 0.04 and "Cell" in cells:
        return rand_scalar(rng) if rng.random() < 0.9 else prose(rng)
    row = {}
    if rng.random() < 0.97 or "Cell" not in cells:
        row["cell"] = rng.choice(cells)
        if "Cell" not in cells and rng.random() < 0.3:
            pass
    else:
        pass  # no `cell`: the Cell prototype
    if missing_cell and rng.random() < 0.5:
        row["cell"] = rng.choice(["Missing", "", "cell", "Header", "Footer", 5])
    row["id"] = "r%d" % i if rng.random() < 0.97 else rng.choice(["", "dup", "r0", "1 2", "\ud800"])
    gen = {
        "text": lambda: prose(rng), "title": lambda: prose(rng)[:60], "name": lambda: prose(rng)[:30],
        "n": lambda: rand_number(rng), "big": lambda: rng.choice(HUGE), "flag": lambda: rng.random() < 0.5,
        "when": lambda: rand_date(rng) if rng.random() < 0.8 else rng.choice(["2024-02-30", "2024-01-01T00:00:00Z", "not a date", "+275760-09-13T00:00:00Z"]),
        "tags": lambda: [prose(rng)[:20] for _ in range(rng.randint(0, 5))],
        "items": lambda: [gen_item(rng) for _ in range(rng.randint(0, 5))],
        "url": lambda: rng.choice(URLS), "img": lambda: rng.choice(IMAGES),
        "cls": lambda: " ".join(rng.sample(CLASSES + ["root", "list", "", "x"], rng.randint(0, 3))),
        "style": lambda: rng.choice(BOUND_STYLES), "w": lambda: rand_number(rng) if rng.random() < 0.4 else rng.randint(0, 800),
        "h": lambda: rand_number(rng) if rng.random() < 0.4 else rng.randint(0, 800),
        "author": lambda: {"name": prose(rng)[:30], "url": rng.choice(URLS)} if rng.random() < 0.85 else rand_value(rng),
        "empty": lambda: rng.choice(["", [], {}, " ", False]), "note": lambda: rand_value(rng),
        "price": lambda: rand_number(rng), "ratio": lambda: rng.random(),
    }
    p = 0.75 if not cheap else 0.5
    for k, g in gen.items():
        if rng.random() < p:
            v = g()
            if rng.random() < 0.06:
                v = rand_value(rng)  # a value of the wrong type
            row[k] = v
    return row


def gen_data(rng, cells, nrows, has_header, uniform=False):
    missing_cell = rng.random() < 0.015
    cheap = nrows > 500
    if uniform:
        rows = [gen_uniform_row(rng, i, cells) for i in range(nrows)]
    else:
        rows = [gen_row(rng, i, cells, cheap, missing_cell) for i in range(nrows)]
    shape = rng.choice(["array", "array", "array", "arrays", "sections", "rows"])
    if shape == "array":
        data = rows
    else:
        chunks = []
        i = 0
        while i < len(rows):
            k = rng.randint(0, max(1, min(len(rows) - i, rng.choice([3, 10, 50, 500]))))
            chunks.append(rows[i:i + k])
            i += k
        if rng.random() < 0.1:
            chunks.insert(rng.randrange(len(chunks) + 1), [])
        if shape == "arrays":
            data = chunks
        elif shape == "sections":
            secs = []
            for c in chunks:
                s = {"rows": c}
                if rng.random() < 0.8:
                    s["title"] = prose(rng)[:40] if rng.random() < 0.9 or not CHAOS[0] else rand_value(rng)
                if rng.random() < 0.5:
                    s["footer"] = prose(rng)[:60]
                secs.append(s)
            data = {"sections": secs}
        else:
            data = {"rows": rows}
            if rng.random() < 0.7:
                data["title"] = prose(rng)[:40]
            if rng.random() < 0.5:
                data["footer"] = prose(rng)[:40]
    fmt = rng.choices(["json", "xmlplist", "binplist"], [0.7, 0.2, 0.1])[0]
    return data, fmt


def strip_none(v):
    if isinstance(v, dict):
        return {str(k): strip_none(x) for k, x in v.items() if x is not None}
    if isinstance(v, list):
        return [strip_none(x) for x in v if x is not None]
    if isinstance(v, str):
        return "".join(ch for ch in v if (ch in "\t\n\r" or 0x20 <= ord(ch) < 0xD800 or 0xE000 <= ord(ch) <= 0xFFFD or ord(ch) >= 0x10000))
    return v


def json_default(o):
    if isinstance(o, dt.datetime):
        return o.strftime("%Y-%m-%dT%H:%M:%SZ") if o.year >= 1000 else "%04d-%02d-%02dT00:00:00Z" % (o.year, o.month, o.day)
    raise TypeError(o)


def encode_data(data, fmt, ascii_json=True):
    """Returns (bytes, fmt actually used)."""
    if fmt in ("xmlplist", "binplist"):
        try:
            return plistlib.dumps(strip_none(data), fmt=plistlib.FMT_XML if fmt == "xmlplist" else plistlib.FMT_BINARY,
                                  sort_keys=False), fmt
        except (OverflowError, TypeError, ValueError, UnicodeEncodeError):
            pass
    s = json.dumps(data, default=json_default, ensure_ascii=ascii_json, allow_nan=False)
    # lone surrogates stay escapes (\ud800), as JSON writes them, never raw (invalid UTF-8) bytes
    s = re.sub("[\ud800-\udfff]", lambda m: "\\u%04x" % ord(m.group(0)), s)
    return s.encode("utf-8"), "json"


# encoding of case data in case.json (dates tagged)
def tag_json(v):
    if isinstance(v, dt.datetime):
        return {"$date": v.isoformat()}
    if isinstance(v, dict):
        return {k: tag_json(x) for k, x in v.items()}
    if isinstance(v, list):
        return [tag_json(x) for x in v]
    return v


def untag_json(v):
    if isinstance(v, dict):
        if set(v) == {"$date"}:
            return dt.datetime.fromisoformat(v["$date"])
        return {k: untag_json(x) for k, x in v.items()}
    if isinstance(v, list):
        return [untag_json(x) for x in v]
    return v


# ----------------------------------------------------------------------------------------------
# Images (beside the data file)

def png(w, h, valid=True):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    if valid and w * h <= 4096 * 4096:
        raw = b"".join(b"\x00" + b"\x80\x40\x20" * w for _ in range(h))
        idat = zlib.compress(raw)
    else:
        idat = zlib.compress(b"\x00" * 16)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def gen_images(rng):
    small = lambda: rng.choice([1, 2, 16, 64, 100, 300, 640])  # noqa: E731
    odd = lambda: rng.choice([0, 1, 65535, 0x7fffffff, 0xffffffff, 100000])  # noqa: E731
    imgs = {}
    w, h = (small(), small()) if rng.random() < 0.8 else (odd(), odd())
    imgs["img/a.png"] = png(w, h, valid=(w <= 640 and h <= 640))
    imgs["img/e@2x.png"] = png(small(), small())
    imgs["img/b.gif"] = b"GIF89a" + struct.pack("<HH", rng.choice([1, 64, 0, 65535]), rng.choice([1, 48, 0, 65535])) + b"\x00\x00\x00;"
    imgs["img/c.svg"] = ('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s"%s><rect width="1" height="1"/></svg>' % (
        rng.choice(["24px", "100px", "0px", "1e308px", "9223372036854775807px", "50%", "3em", "-4px", "NaNpx"]),
        rng.choice(["24px", "80px", "0px", "1e308px", "-1px", "10"]),
        rng.choice(["", ' viewBox="0 0 24 24"', ' viewBox="0 0 0 0"', ' viewBox="x"']))).encode()
    dw, dh = rng.choice([(32, 32), (0, 0), (65535, 65535), (1, 300)])
    imgs["img/d.jpg"] = (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
                         + b"\xff\xc0\x00\x11\x08" + struct.pack(">HH", dh, dw) + b"\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01" + b"\xff\xd9")
    ww, wh = rng.choice([(10, 10), (1, 1), (16777216, 16777216), (300, 2)])
    vp8x = b"\x00\x00\x00\x00" + struct.pack("<I", ww - 1)[:3] + struct.pack("<I", wh - 1)[:3]
    imgs["img/w.webp"] = b"RIFF" + struct.pack("<I", 4 + 8 + len(vp8x)) + b"WEBP" + b"VP8X" + struct.pack("<I", len(vp8x)) + vp8x
    imgs["img/z.png"] = b""
    imgs["img/j.png"] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 64)))
    imgs["img/ü ber.png"] = png(3, 3)
    return imgs


# ----------------------------------------------------------------------------------------------
# Cases

def case_rng(seed, case):
    return random.Random("render-list-pipeline:%d:%d" % (seed, case))


def gen_case(seed, case, max_rows=5000):
    rng = case_rng(seed, case)
    CHAOS[0] = rng.random() < 0.08
    r = rng.random()
    if r < 0.6:
        nrows = rng.randint(1, 30)
    elif r < 0.82:
        nrows = rng.randint(31, 300)
    elif r < 0.92:
        nrows = rng.randint(301, 1500)
    else:
        nrows = rng.randint(2000, 5000)
    if rng.random() < 0.02:
        nrows = 0
    nrows = min(nrows, max_rows)
    big = nrows >= 1500
    uniform = big and rng.random() < 0.5
    tmpl = gen_template(rng, big, uniform)
    cells = [dict(p["a"])["rl:prototype"] for p in list_node(tmpl)["c"]
             if isinstance(p, dict) and "rl:prototype" in dict(p["a"])]
    cells = [c for c in cells if c not in ("Header", "Footer")] or ["Cell"]
    data, fmt = gen_data(rng, cells, nrows, True, uniform)
    opts = []
    if rng.random() < 0.3:
        opts += ["--width", str(rng.choice([320, 375, 768, 1, 50, 1280, 4000, 2.5]))]
    r = rng.random()
    if r < 0.2:
        opts += ["--page-height", str(rng.choice([1, 100, 600, 6000, 100000, 0.5]))]
    elif r < 0.4:
        opts += ["--rows-per-page", str(rng.choice([1, 2, 7, 50, 1000]))]
    threads = rng.choice([1, 1, 1, 2])
    verify = rng.random() < 0.05 and nrows <= 200
    return {"seed": seed, "case": case, "nrows": nrows, "template": tmpl, "data": tag_json(data), "fmt": fmt,
            "chaos": CHAOS[0], "uniform": uniform, "opts": opts, "threads": threads, "verify": verify, "ascii": rng.random() < 0.5,
            "images": rng.random() < 0.9, "img_seed": rng.randrange(1 << 30),
            "nocache": rng.random() < 0.25 and nrows <= 300}


def write_case(c, d):
    """Writes the case's inputs into folder d; returns (template path, data path)."""
    d = pathlib.Path(d)
    if d.exists():
        shutil.rmtree(d)
    d.mkdir(parents=True)
    tpath = d / "template.xhtml"
    tpath.write_text(render_template(c["template"]), encoding="utf-8", errors="surrogatepass")
    blob, fmt = encode_data(untag_json(c["data"]), c["fmt"], c.get("ascii", True))
    dpath = d / ("data.json" if fmt == "json" else "data.plist")
    dpath.write_bytes(blob)
    if c.get("images", True):
        for name, b in gen_images(random.Random(c["img_seed"])).items():
            p = d / name
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(b)
    return tpath, dpath


def commands(c, bin_, tpath, dpath, site):
    cmds = [("render", [bin_, str(dpath), "-o", str(site), "--template", str(tpath)] + c["opts"])]
    est = [bin_, "estimate", str(dpath), "--template", str(tpath), "--threads", str(c["threads"]), "--rows"]
    w = c["opts"][c["opts"].index("--width") + 1] if "--width" in c["opts"] else None
    if w:
        est += ["--width", w]
    cmds.append(("estimate", est))
    if c.get("nocache"):
        cmds.append(("estimate-nocache", est + ["--no-cache"]))
    if c["verify"]:
        cmds.append(("verify", [bin_, "verify", str(site), "--rows"]))
    return cmds


# ----------------------------------------------------------------------------------------------
# Running and classifying

CRASH_MARKERS = ["Fatal error", "Illegal instruction", "double free", "AddressSanitizer", "Segmentation",
                 "Trace/breakpoint", "Abort", "Program crashed", "LeakSanitizer", "UndefinedBehaviorSanitizer",
                 "runtime error:", "malloc():", "free():", "corrupted", "stack overflow", "Assertion failed",
                 "Precondition failed"]
ENV = dict(os.environ, SWIFT_BACKTRACE="enable=yes,interactive=no,color=no,timeout=30s",
           ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:symbolize=1", LC_ALL="C.UTF-8")
FRAME_RE = re.compile(r"^\s*(\d+)\s+(?:\[[^\]]*\]\s*)*0x[0-9a-f]+\s+(.*?)(?:\s+\+\s+\d+)?\s+in\s+(\S+)(?:\s+at\s+(.*?))?\s*$")
ASAN_FRAME_RE = re.compile(r"^\s*#(\d+)\s+0x[0-9a-f]+\s+in\s+(.*?)\s+(\S+:\d+(?::\d+)?|\(\S+\))\s*$")


def timeout_for(kind, nrows, bin_="", classes=False):
    """60 s for up to 5,000 rows, more for more; three times that for a sanitizer build, and
    four times again without --width, where rows are measured for every viewport class."""
    if kind == "verify":
        return 300
    return 60 * max(1.0, nrows / 5000) * (3 if "asan" in os.path.basename(bin_) else 1) * (4 if classes else 1)


_BIN_IDS = {}


def bin_id(path):
    """The binary's name, modification time and a hash prefix: builds at one path change."""
    st = os.stat(path)
    key = (path, st.st_mtime, st.st_size)
    if key not in _BIN_IDS:
        import hashlib
        h = hashlib.sha256()
        with open(path, "rb") as f:
            for b in iter(lambda: f.read(1 << 20), b""):
                h.update(b)
        _BIN_IDS[key] = "%s (%s, sha256 %s)" % (os.path.basename(path), time.strftime("%H:%M:%S", time.localtime(st.st_mtime)), h.hexdigest()[:12])
    return _BIN_IDS[key]


def run_cmd(argv, timeout):
    t0 = time.time()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
        timed_out = False
    except subprocess.TimeoutExpired:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        out, err = p.communicate()
        timed_out = True
    return {"rc": p.returncode, "out": out, "err": err.decode("utf-8", "replace"), "timed_out": timed_out,
            "secs": time.time() - t0}


def demangled_frames(err):
    """Frames of the crashed thread of the Swift backtrace (or of the ASan report)."""
    frames = []
    lines = err.splitlines()
    crashed = [i for i, l in enumerate(lines) if re.match(r"^Thread \d+.*crashed:", l)]
    if crashed:
        end = len(lines)
        for j in range(crashed[0] + 1, len(lines)):
            if lines[j].startswith("Thread ") or lines[j].startswith("Registers:"):
                end = j
                break
        lines = lines[crashed[0] + 1:end]
    for line in lines:
        m = ASAN_FRAME_RE.match(line)
        if m:
            sym, loc = m.group(2), m.group(3)
            frames.append((sym.strip(), loc))
            continue
        m = FRAME_RE.match(line)
        if m and "0x" in line:
            sym, image, loc = m.group(2), m.group(3) or "", m.group(4) or ""
            loc = re.sub(r"^.*/(Sources|checkouts)/", r"\1/", loc)
            frames.append((sym.strip(), (image + " " + loc).strip()))
    return frames


def project_frames(frames, n=6):
    skip = ("libswiftCore", "libc.so", "libc-", "libdispatch", "libFoundation", "libswift_Concurrency", "__asan", "__sanitizer", "_assertionFailure", "_fatalErrorMessage",
            "abort", "raise", "pthread_kill", "__libc", "_swift_stdlib", "swift_runtime", "asan_", "??")
    keep = [f for f in frames if not any(s in f[0] or s in f[1] for s in skip)]
    return ["%s  [%s]" % f for f in keep[:n]]


def signature_of(res):
    """(kind, signature) for a failing run, or (None, None)."""
    err = res["err"]
    rc = res["rc"]
    if res["timed_out"]:
        return "hang", "timeout"
    lines = err.splitlines()
    sig = None
    for line in lines:
        if "Fatal error" in line or "Precondition failed" in line or "Assertion failed" in line:
            s = line.strip()
            s = re.sub(r"^(\S+?\.swift):\d+:", r"\1:", s)  # line numbers move between builds
            s = re.sub(r"/.*/([^/]+\.swift)", r"\1", s)
            sig = s
            break
    if sig is None:
        for line in lines:
            if line.startswith("SUMMARY: AddressSanitizer") or line.startswith("SUMMARY: UndefinedBehaviorSanitizer"):
                sig = re.sub(r"0x[0-9a-f]+", "ADDR", line.strip())
                sig = re.sub(r"\(\S*?\+0x[0-9a-f]+\)", "", sig)
                break
            if "runtime error:" in line:
                sig = re.sub(r"^.*?/([^/]+:\d+:\d+: runtime error)", r"\1", line.strip())
                break
    if sig is None:
        for line in lines:
            if re.search(r"double free|free\(\)|malloc\(\)|corrupted|munmap_chunk", line):
                sig = line.strip()
                break
    crashed_signal = None
    if rc is not None and rc < 0:
        crashed_signal = -rc
    elif rc is not None and rc > 128 and rc - 128 < 65:
        crashed_signal = rc - 128
    marker = any(m in err for m in CRASH_MARKERS)
    if crashed_signal is None and rc in (0, 1) and not marker:
        return None, None
    frames = project_frames(demangled_frames(err), 1)
    top = re.sub(r"\s+\[.*$", "", frames[0]) if frames else None
    if sig is not None and top:
        sig += " @ " + top
    if sig is None:
        pc = [l.strip() for l in lines if "Program crashed" in l]
        if crashed_signal:
            try:
                name = signal.Signals(crashed_signal).name
            except ValueError:
                name = "signal %d" % crashed_signal
            sig = name
        elif rc not in (0, 1):
            sig = "exit status %s" % rc
        else:
            sig = "crash marker on stderr"
        if pc:
            sig += " / " + re.sub(r"0x[0-9a-f]+", "ADDR", pc[0])
        if top:
            sig += " @ " + top
    kind = "crash" if (crashed_signal or marker) else "badexit"
    return kind, sig


def read_heights_from_site(site):
    """{row index: data-height} from every page of the main list the render wrote: rows are not
    sorted, so a row's place over the pages in order is its index in the data."""
    heights = {}
    rx = re.compile(r'<[a-z0-9]+ [^>]*?data-row=""[^>]*?data-height="([^"]+)"')
    root = pathlib.Path(site)
    pages = [root / "index.html"] + sorted(root.glob("page/*/index.html"), key=lambda p: int(p.parent.name))
    for p in pages:
        if not p.exists():
            continue
        for m in rx.finditer(p.read_text("utf-8", "replace")):
            heights[len(heights)] = m.group(1)
    return heights


def parse_estimate_rows(out):
    """estimate --rows: one line per row; the row index and the height are taken as the first two numbers."""
    rows = {}
    lines = out.decode("utf-8", "replace").splitlines()
    i = 0
    for line in lines:
        nums = re.findall(r"-?\d+(?:\.\d+)?", line)
        if not nums:
            continue
        parts = line.split("\t")
        if len(parts) >= 2 and re.fullmatch(r"\d+", parts[0].strip()):
            rows[int(parts[0])] = parts[1].strip()
        else:
            rows[i] = nums[-1]
        i += 1
    return rows


def save_finding(outdir, kind, c, case_dir, cmdname, argv, res, sig, bin_, extra=None):
    fdir = pathlib.Path(outdir) / "findings" / ("%s-%d-%d" % (kind, c["seed"], c["case"]))
    n = 2
    base = fdir
    while fdir.exists():
        fdir = pathlib.Path(str(base) + "-%d" % n)
        n += 1
    shutil.copytree(case_dir, fdir, ignore=shutil.ignore_patterns("site", "site.*", ".site*"))
    def relative(a):
        return a.replace(str(pathlib.Path(case_dir).parent / "site"), "./site").replace(str(case_dir), ".")
    rel = [relative(a) for a in argv]
    (fdir / "cmd.txt").write_text(" ".join(shlex.quote(a) for a in argv) + "\n")
    (fdir / "stderr.txt").write_text(res["err"], errors="replace")
    (fdir / "stdout.txt").write_bytes(res["out"][:200000] if isinstance(res["out"], bytes) else b"")
    script = ["#!/bin/sh", "# %s: %s" % (kind, sig), 'cd "$(dirname "$0")"', 'BIN="${BIN:-%s}"' % bin_,
              "rm -rf ./site"]
    if cmdname == "verify":
        render = [relative(a) for a in extra["render_argv"]]
        script.append("\"$BIN\" " + " ".join(shlex.quote(a) for a in render[1:]) + " || true")
    script.append("\"$BIN\" " + " ".join(shlex.quote(a) for a in rel[1:]))
    (fdir / "repro.sh").write_text("\n".join(script) + "\n")
    os.chmod(fdir / "repro.sh", 0o755)
    (fdir / "case.json").write_text(json.dumps(c, ensure_ascii=True))
    frames = project_frames(demangled_frames(res["err"]))
    meta = {"kind": kind, "signature": sig, "command": cmdname, "argv": argv, "rc": res["rc"],
            "secs": round(res["secs"], 2), "bin": bin_, "bin_id": bin_id(bin_), "seed": c["seed"], "case": c["case"], "nrows": c["nrows"],
            "frames": frames, "time": time.strftime("%Y-%m-%d %H:%M:%S")}
    if extra:
        meta.update({k: v for k, v in extra.items() if k != "render_argv"})
    (fdir / "meta.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False))
    with open(pathlib.Path(outdir) / "findings" / "index.jsonl", "a") as f:
        f.write(json.dumps({"dir": str(fdir), **{k: meta[k] for k in ("kind", "signature", "command", "bin", "bin_id", "seed", "case", "nrows", "rc", "secs")}}, ensure_ascii=False) + "\n")
    return fdir


def resolve_bins(bins):
    out = []
    for b in bins:
        if b == "auto":
            for name in ("base", "fixed", "asan"):
                p = "/tmp/rl-bin/render-list-" + name
                if os.access(p, os.X_OK):
                    out.append(p)
        else:
            out.append(b)
    return out


def have_playwright():
    try:
        return subprocess.run([sys.executable, "-c", "import playwright"], capture_output=True).returncode == 0 and \
            (shutil.which("chromium") or shutil.which("chromium-browser")) is not None
    except OSError:
        return False


def first_line(err):
    for l in err.splitlines():
        l = l.strip()
        if l and not l.startswith("warning") and "Rendered" not in l:
            return l
    return ""


def norm_msg(s):
    s = re.sub(r"/\S+", "PATH", s)
    s = re.sub(r"\d+", "N", s)
    s = re.sub(r"(\"|“|«).*?(\"|”|»)", "\"…\"", s)
    return s[:110]


def cmd_run(args):
    outdir = pathlib.Path(args.out)
    (outdir / "findings").mkdir(parents=True, exist_ok=True)
    work = outdir / "work"
    do_verify = not args.no_verify and have_playwright()
    if not args.no_verify and not do_verify:
        print("verify skipped: playwright or chromium is missing", file=sys.stderr)
    t0 = time.time()
    deadline = t0 + args.minutes * 60 if args.minutes else None
    stats = {"cases": 0, "execs": 0, "by_sig": {}, "rc": {}, "msgs": {}, "diffs": 0, "rows": 0}
    case = args.start
    bins = resolve_bins(args.bin)
    if not bins:
        sys.exit("no binary: pass --bin PATH")
    print("binaries: " + ", ".join(bin_id(b) for b in bins), flush=True)
    try:
        while True:
            if args.cases is not None and stats["cases"] >= args.cases:
                break
            if deadline and time.time() >= deadline:
                break
            c = gen_case(args.seed, case, args.max_rows)
            if not do_verify:
                c["verify"] = False
            case_dir = work / "case"
            tpath, dpath = write_case(c, case_dir / "in")
            for bin_ in bins:
                site = case_dir / "site"
                if site.exists():
                    shutil.rmtree(site)
                render_argv = None
                render_ok = False
                est_res = nc_res = None
                for cmdname, argv in commands(c, bin_, tpath, dpath, site):
                    if cmdname == "verify" and not render_ok:
                        continue
                    res = run_cmd(argv, timeout_for(cmdname, c["nrows"], bin_, classes="--width" not in argv))
                    stats["execs"] += 1
                    key = "%s rc=%s" % (cmdname, "timeout" if res["timed_out"] else res["rc"])
                    stats["rc"][key] = stats["rc"].get(key, 0) + 1
                    if cmdname == "render":
                        render_argv = argv
                        render_ok = res["rc"] == 0 and not res["timed_out"]
                    if cmdname == "estimate":
                        est_res = res
                    if cmdname == "estimate-nocache":
                        nc_res = res
                    kind, sig = signature_of(res)
                    if kind:
                        fdir = save_finding(outdir, kind, c, case_dir / "in", cmdname, argv, res, sig, bin_,
                                            {"render_argv": render_argv} if cmdname == "verify" else None)
                        stats["by_sig"].setdefault(sig, []).append((str(fdir), os.path.basename(bin_), cmdname))
                        print("  %s case %d (%d rows, %s, %s): %s" % (kind.upper(), case, c["nrows"], cmdname,
                                                                       os.path.basename(bin_), sig), flush=True)
                    elif res["rc"] == 1:
                        m = "%s: %s" % (cmdname, norm_msg(first_line(res["err"])))
                        stats["msgs"][m] = stats["msgs"].get(m, 0) + 1
                if not args.no_diff and render_ok and est_res and est_res["rc"] == 0 and not est_res["timed_out"]:
                    rh = read_heights_from_site(site)
                    eh = parse_estimate_rows(est_res["out"])
                    bad = [(i, rh[i], eh.get(i)) for i in sorted(rh) if i in eh and _num(rh[i]) != _num(eh[i])]
                    if bad or (rh and eh and len(rh) != len(eh)):
                        stats["diffs"] += 1
                        sig = "diff: render data-height != estimate --rows"
                        res = dict(est_res, err=est_res["err"] + "\n# differing rows (row, render, estimate): %s\n# rows rendered %d, estimated %d\n" % (bad[:20], len(rh), len(eh)))
                        fdir = save_finding(outdir, "diff", c, case_dir / "in", "estimate", est_res_argv(c, bin_, tpath, dpath, site), res, sig, bin_,
                                            {"differing": bad[:50], "render_rows": len(rh), "estimate_rows": len(eh)})
                        stats["by_sig"].setdefault(sig, []).append((str(fdir), os.path.basename(bin_), "diff"))
                        print("  DIFF case %d (%d rows): %d rows differ, first %s" % (case, c["nrows"], len(bad), bad[:3]), flush=True)
                if not args.no_diff and est_res and nc_res and est_res["rc"] == 0 and nc_res["rc"] == 0 \
                        and not est_res["timed_out"] and not nc_res["timed_out"]:
                    eh, nh = parse_estimate_rows(est_res["out"]), parse_estimate_rows(nc_res["out"])
                    bad = [(i, eh[i], nh.get(i)) for i in sorted(eh) if _num(eh[i]) != _num(nh.get(i))]
                    if bad:
                        stats["diffs"] += 1
                        sig = "diff: estimate != estimate --no-cache"
                        argv = [a for n, a in commands(c, bin_, tpath, dpath, site) if n == "estimate-nocache"][0]
                        res = dict(nc_res, err=nc_res["err"] + "\n# differing rows (row, cached, no cache): %s\n" % bad[:20])
                        fdir = save_finding(outdir, "diff", c, case_dir / "in", "estimate-nocache", argv, res, sig, bin_,
                                            {"differing": bad[:50]})
                        stats["by_sig"].setdefault(sig, []).append((str(fdir), os.path.basename(bin_), "diff"))
                        print("  DIFF case %d (%d rows): %d rows differ with --no-cache, first %s" % (case, c["nrows"], len(bad), bad[:3]), flush=True)
            stats["cases"] += 1
            stats["rows"] += c["nrows"]
            if stats["cases"] % 10 == 0:
                print("[%5.1f min] %d cases, %d executions, %d findings" % ((time.time() - t0) / 60, stats["cases"], stats["execs"],
                                                                           sum(len(v) for v in stats["by_sig"].values())), flush=True)
            case += 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
    mins = (time.time() - t0) / 60
    print("\n== summary: seed %d, cases %d..%d" % (args.seed, args.start, case - 1))
    print("cases %d, executions %d, rows %d, %.1f min, binaries %s" % (stats["cases"], stats["execs"], stats["rows"], mins,
                                                                        ", ".join(os.path.basename(b) for b in bins)))
    print("exit statuses: " + ", ".join("%s: %d" % kv for kv in sorted(stats["rc"].items())))
    print("findings by signature:")
    for sig, lst in sorted(stats["by_sig"].items(), key=lambda kv: -len(kv[1])):
        print("  %4d  %s\n        e.g. %s (%s, %s)" % (len(lst), sig, lst[0][0], lst[0][1], lst[0][2]))
    if not stats["by_sig"]:
        print("  none")
    print("most frequent exit-1 messages:")
    for m, n in sorted(stats["msgs"].items(), key=lambda kv: -kv[1])[:12]:
        print("  %4d  %s" % (n, m))
    with open(outdir / "runs.jsonl", "a") as f:
        f.write(json.dumps({"seed": args.seed, "start": args.start, "end": case - 1, "cases": stats["cases"],
                            "execs": stats["execs"], "minutes": round(mins, 2), "bins": [bin_id(b) for b in bins],
                            "findings": {k: len(v) for k, v in stats["by_sig"].items()}}) + "\n")
    # A crash, a hang or another exit status than 0 or 1 fails the run (CI runs it); differences
    # between estimates with and without the row-shape cache are reported, not failed on.
    serious = [x for found in stats["by_sig"].values() for x in found if x[2] != "diff"]
    return 1 if serious else 0


def est_res_argv(c, bin_, tpath, dpath, site):
    return [a for n, a in commands(c, bin_, tpath, dpath, site) if n == "estimate"][0]


def _num(s):
    try:
        return round(float(s), 3)
    except (TypeError, ValueError):
        return s


# ----------------------------------------------------------------------------------------------
# Reduction

def list_node(t):
    for b in t["body"]:
        if any(k == "rl:list" for k, _ in b["a"]):
            return b
    return None


def data_rows_views(data):
    """Lists of rows inside data (each a list object that can be edited in place)."""
    if isinstance(data, list):
        if data and all(isinstance(x, list) for x in data):
            return list(data)
        return [data]
    if isinstance(data, dict):
        if isinstance(data.get("sections"), list):
            return [s["rows"] for s in data["sections"] if isinstance(s, dict) and isinstance(s.get("rows"), list)]
        if isinstance(data.get("rows"), list):
            return [data["rows"]]
    return []


class Reducer:
    def __init__(self, fdir, bin_, minutes, superlinear=0, resume=False):
        self.fdir = pathlib.Path(fdir)
        self.meta = json.loads((self.fdir / "meta.json").read_text())
        start = self.fdir / ("case.reduced.json" if resume and (self.fdir / "case.reduced.json").exists() else "case.json")
        self.case = json.loads(start.read_text())
        self.bin = bin_ or self.meta["bin"]
        self.sig = self.meta["signature"]
        self.kind = self.meta["kind"]
        self.cmdname = self.meta["command"]
        self.deadline = time.time() + minutes * 60
        self.tries = 0
        self.work = pathlib.Path("/tmp/fuzz-pipeline-reduce-%d" % os.getpid())
        self.timeout = max(20.0, 3 * float(self.meta.get("secs", 10)) + 10) if self.kind != "hang" else timeout_for(self.cmdname, self.case["nrows"], self.bin)
        self.superlinear = 0
        if self.kind == "hang" and superlinear:
            self.superlinear = superlinear
            self.timeout = 600
            self.sig = "superlinear"

    def check(self, c):
        """True when case c still fails with the same signature."""
        if time.time() > self.deadline:
            return False
        self.tries += 1
        tpath, dpath = write_case(c, self.work / "in")
        site = self.work / "site"
        if site.exists():
            shutil.rmtree(site)
        cmds = dict(commands(dict(c, verify=(self.cmdname == "verify"), nocache=True), self.bin, tpath, dpath, site))
        if self.kind == "diff" and self.cmdname == "estimate-nocache":
            e = run_cmd(cmds["estimate"], self.timeout)
            n = run_cmd(cmds["estimate-nocache"], self.timeout)
            if e["rc"] != 0 or n["rc"] != 0:
                return False
            eh, nh = parse_estimate_rows(e["out"]), parse_estimate_rows(n["out"])
            return any(_num(eh[i]) != _num(nh.get(i)) for i in eh)
        if self.kind == "diff":
            r = run_cmd(cmds["render"], self.timeout)
            e = run_cmd(cmds["estimate"], self.timeout)
            if r["rc"] != 0 or e["rc"] != 0:
                return False
            rh, eh = read_heights_from_site(site), parse_estimate_rows(e["out"])
            return any(i in eh and _num(rh[i]) != _num(eh[i]) for i in rh)
        if self.kind == "hang" and self.superlinear:
            return self.check_superlinear(c)
        if self.cmdname == "verify":
            run_cmd(cmds["render"], self.timeout)
        res = run_cmd(cmds[self.cmdname], self.timeout)
        kind, sig = signature_of(res)
        return kind == self.kind and sig == self.sig

    def cpu_of(self, c):
        """CPU seconds (user + system) `estimate --threads 1` takes on case c, or None on failure."""
        tpath, dpath = write_case(c, self.work / "in")
        argv = [self.bin, "estimate", str(dpath), "--template", str(tpath), "--threads", "1"]
        if "--width" in c["opts"]:
            argv += ["--width", c["opts"][c["opts"].index("--width") + 1]]
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        res = run_cmd(argv, self.timeout)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if res["timed_out"]:
            return float("inf")
        if res["rc"] != 0:
            return None
        return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    def check_superlinear(self, c):
        """A hang is reduced as a slowdown that grows faster than the rows: the whole case must take
        more than SUPERLINEAR times what its first 40 % of rows take, times 2.5, and at least 2 s."""
        n = sum(len(v) for v in data_rows_views(c["data"]))
        if n < 20:
            return False
        part = json.loads(json.dumps(c))
        keep = int(n * 0.4)
        for v in data_rows_views(part["data"]):
            k = min(len(v), keep)
            del v[k:]
            keep -= k
        t_full = self.cpu_of(c)
        if t_full is None or t_full < 2.0:
            return False
        t_part = self.cpu_of(part)
        if t_part is None:
            return False
        ratio = t_full / max(t_part, 0.05)
        ok = ratio > 2.5 * self.superlinear
        print("    rows %d: %.2f s vs %.2f s for 40 %% (x%.1f) %s" % (n, t_full, t_part, ratio, "kept" if ok else ""), flush=True)
        return ok

    def attempt(self, mutate):
        c = json.loads(json.dumps(self.best))
        try:
            if mutate(c) is False:
                return False
        except (IndexError, KeyError, ValueError, TypeError):
            return False
        if json.dumps(c) == json.dumps(self.best):
            return False
        if self.check(c):
            self.best = c
            return True
        return False

    # --- passes
    def pass_rows(self):
        progress = False
        # ddmin-like: remove chunks of rows over the concatenation of all row lists
        def count(c):
            return sum(len(v) for v in data_rows_views(c["data"]))
        n = count(self.best)
        chunk = max(1, n // 2)
        while chunk >= 1 and time.time() < self.deadline:
            i = 0
            changed = False
            while i < count(self.best):
                def cut(c, i=i, chunk=chunk):
                    views = data_rows_views(c["data"])
                    pos = 0
                    todo = chunk
                    start = i
                    for v in views:
                        if start < pos + len(v) and todo > 0:
                            a = start - pos
                            k = min(todo, len(v) - a)
                            del v[a:a + k]
                            todo -= k
                            start += 0
                            pos += len(v)
                            start = pos
                        else:
                            pos += len(v)
                    c["nrows"] = count(c)
                if self.attempt(cut):
                    changed = progress = True
                else:
                    i += chunk
            if not changed:
                chunk //= 2
        return progress

    def pass_shape(self):
        def flatten(c):
            rows = [r for v in data_rows_views(c["data"]) for r in v]
            c["data"] = rows
        def to_json(c):
            c["fmt"] = "json"
        return self.attempt(flatten) | self.attempt(to_json)

    def pass_list_children(self):
        progress = False
        i = 0
        while i < len(list_node(self.best["template"])["c"]):
            def drop(c, i=i):
                ln = list_node(c["template"])
                gone = ln["c"].pop(i)
                if isinstance(gone, dict):
                    name = dict(gone["a"]).get("rl:prototype")
                    if name:
                        for v in data_rows_views(c["data"]):
                            v[:] = [r for r in v if not (isinstance(r, dict) and r.get("cell") == name)]
            if self.attempt(drop):
                progress = True
            else:
                i += 1
        return progress

    def pass_rules(self):
        progress = False
        rules = self.best["template"]["rules"]
        chunk = max(1, len(rules) // 2)
        while chunk >= 1:
            i = 0
            while i < len(self.best["template"]["rules"]):
                if self.attempt(lambda c, i=i, k=chunk: c["template"]["rules"].__delitem__(slice(i, i + k))):
                    progress = True
                else:
                    i += chunk
            chunk //= 2
        # declarations
        for ri in range(len(self.best["template"]["rules"])):
            j = 0
            while ri < len(self.best["template"]["rules"]) and j < len(self.best["template"]["rules"][ri][1]):
                if self.attempt(lambda c, ri=ri, j=j: c["template"]["rules"][ri][1].pop(j)):
                    progress = True
                else:
                    j += 1
        return progress

    def all_paths(self, t):
        """Paths (lists of child indexes from the body) to every element, deepest last."""
        paths = []

        def walk(n, path):
            for i, ch in enumerate(n["c"]):
                if isinstance(ch, dict):
                    paths.append(path + [i])
                    walk(ch, path + [i])
        for bi, b in enumerate(t["body"]):
            walk(b, [bi])
        return paths

    @staticmethod
    def at(t, path):
        n = t["body"][path[0]]
        for i in path[1:]:
            n = n["c"][i]
        return n

    def pass_elements(self):
        progress = False
        # body-level elements other than the list
        i = 0
        while i < len(self.best["template"]["body"]):
            b = self.best["template"]["body"][i]
            if not any(k == "rl:list" for k, _ in b["a"]) and self.attempt(lambda c, i=i: c["template"]["body"].pop(i)):
                progress = True
            else:
                i += 1
        changed = True
        while changed and time.time() < self.deadline:
            changed = False
            for path in self.all_paths(self.best["template"]):
                if len(path) < 3:  # the prototypes themselves: pass_list_children
                    continue
                def drop(c, path=path):
                    parent = self.at(c["template"], path[:-1])
                    parent["c"].pop(path[-1])
                def hoist(c, path=path):  # replace an element by its children
                    parent = self.at(c["template"], path[:-1])
                    el = parent["c"][path[-1]]
                    parent["c"][path[-1]:path[-1] + 1] = el["c"]
                if self.attempt(drop) or self.attempt(hoist):
                    changed = progress = True
                    break
        # text nodes
        for path in [[bi] for bi in range(len(self.best["template"]["body"]))] + self.all_paths(self.best["template"]):
            try:
                n = self.at(self.best["template"], path)
            except (IndexError, KeyError, TypeError):
                continue
            j = 0
            while j < len(n["c"]):
                if isinstance(n["c"][j], str) and self.attempt(lambda c, path=path, j=j: self.at(c["template"], path)["c"].pop(j)):
                    progress = True
                    n = self.at(self.best["template"], path)
                else:
                    j += 1
        return progress

    def pass_attributes(self):
        progress = False
        for path in [[bi] for bi in range(len(self.best["template"]["body"]))] + self.all_paths(self.best["template"]):
            try:
                n = self.at(self.best["template"], path)
            except (IndexError, KeyError, TypeError):
                continue
            j = 0
            while j < len(n["a"]):
                name = n["a"][j][0]
                if name in ("rl:list", "rl:prototype", "xmlns"):
                    j += 1
                    continue
                if self.attempt(lambda c, path=path, j=j: self.at(c["template"], path)["a"].pop(j)):
                    progress = True
                    n = self.at(self.best["template"], path)
                else:
                    j += 1
        return progress

    def pass_keys(self):
        progress = False
        keys = set()
        for v in data_rows_views(self.best["data"]):
            for r in v:
                if isinstance(r, dict):
                    keys |= set(r)
        for k in sorted(keys):
            def drop(c, k=k):
                for v in data_rows_views(c["data"]):
                    for r in v:
                        if isinstance(r, dict):
                            r.pop(k, None)
            if self.attempt(drop):
                progress = True
        # shorten strings and lists everywhere
        def shorten(v):
            if isinstance(v, str):
                return v[:8]
            if isinstance(v, list):
                return [shorten(x) for x in v[:1]]
            if isinstance(v, dict):
                return {k: shorten(x) for k, x in v.items()}
            return v
        def shorten_all(c):
            c["data"] = shorten(c["data"])
        if self.attempt(shorten_all):
            progress = True
        if self.attempt(lambda c: c.__setitem__("opts", [])):
            progress = True
        if self.attempt(lambda c: c.__setitem__("images", False)):
            progress = True
        if self.attempt(lambda c: c["template"].__setitem__("lang", "en")):
            progress = True
        if self.attempt(lambda c: c.__setitem__("threads", 1)):
            progress = True
        return progress

    def run(self):
        self.best = self.case
        if not self.check(self.best):
            print("%s: does not fail with %r any more with %s" % (self.fdir, self.sig, self.bin))
            return None
        passes = [self.pass_shape, self.pass_rows, self.pass_list_children, self.pass_rules, self.pass_elements,
                  self.pass_attributes, self.pass_keys, self.pass_rows]
        if self.superlinear:  # the rows last: a slowdown needs enough of them to show
            passes = [self.pass_shape, self.pass_list_children, self.pass_rules, self.pass_elements,
                      self.pass_attributes, self.pass_keys, self.pass_rows]
        progress = True
        rounds = 0
        while progress and time.time() < self.deadline and rounds < 4:
            progress = False
            for p in passes:
                if time.time() > self.deadline:
                    break
                if p():
                    progress = True
            rounds += 1
        c = self.best
        c["nrows"] = sum(len(v) for v in data_rows_views(c["data"]))
        tpath, dpath = write_case(c, self.work / "in")
        (self.fdir / "template.reduced.xhtml").write_bytes(tpath.read_bytes())
        for old in self.fdir.glob("data.reduced.*"):
            old.unlink()
        dname = "data.reduced" + dpath.suffix
        (self.fdir / dname).write_bytes(dpath.read_bytes())
        (self.fdir / "case.reduced.json").write_text(json.dumps(c, ensure_ascii=True))
        if c.get("images", True) and (self.work / "in" / "img").exists():
            if (self.fdir / "img").exists():
                shutil.rmtree(self.fdir / "img")
            shutil.copytree(self.work / "in" / "img", self.fdir / "img")
        site = "./site-reduced"
        render = [self.bin, "./" + dname, "-o", site, "--template", "./template.reduced.xhtml"] + c["opts"]
        est = [self.bin, "estimate", "./" + dname, "--template", "./template.reduced.xhtml", "--threads", str(c["threads"]), "--rows"]
        if "--width" in c["opts"]:
            est += ["--width", c["opts"][c["opts"].index("--width") + 1]]
        lines = ["#!/bin/sh", "# reduced: %s" % self.sig, 'cd "$(dirname "$0")"', 'BIN="${BIN:-%s}"' % self.bin,
                 "rm -rf %s" % site]
        q = lambda a: " ".join(shlex.quote(x) for x in a[1:])  # noqa: E731
        if self.cmdname == "render":
            lines.append('"$BIN" ' + q(render))
        elif self.cmdname == "estimate" and self.kind != "diff":
            lines.append('"$BIN" ' + q(est))
        elif self.cmdname == "estimate-nocache":
            lines.append('"$BIN" ' + q(est) + " > cached.tsv")
            lines.append('"$BIN" ' + q(est) + " --no-cache > nocache.tsv")
            lines.append("diff cached.tsv nocache.tsv")
        else:
            lines.append('"$BIN" ' + q(render))
            lines.append('"$BIN" ' + (q(est) if self.kind == "diff" else "verify %s --rows" % site))
        (self.fdir / "repro-reduced.sh").write_text("\n".join(lines) + "\n")
        os.chmod(self.fdir / "repro-reduced.sh", 0o755)
        shutil.rmtree(self.work, ignore_errors=True)
        size = len(render_template(c["template"]))
        summary = {"rows": c["nrows"], "rules": len(c["template"]["rules"]), "template_bytes": size,
                   "elements": len(self.all_paths(c["template"])), "tries": self.tries, "bin": self.bin}
        meta = json.loads((self.fdir / "meta.json").read_text())
        meta["reduced"] = summary
        (self.fdir / "meta.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False))
        print("%s: reduced to %d rows, %d CSS rules, %d elements, %d template bytes in %d tries: %s" % (
            self.fdir, c["nrows"], summary["rules"], summary["elements"], size, self.tries, self.sig), flush=True)
        return summary


def cmd_reduce(args):
    for d in args.dirs:
        Reducer(d, args.bin, args.minutes, args.superlinear, args.resume).run()


def load_index(outdir):
    p = pathlib.Path(outdir) / "findings" / "index.jsonl"
    if not p.exists():
        return []
    return [json.loads(l) for l in p.read_text().splitlines() if l.strip()]


def cmd_reduce_all(args):
    by = {}
    for e in load_index(args.dir):
        by.setdefault(e["signature"], []).append(e)
    for sig, lst in by.items():
        if args.kinds and lst[0]["kind"] not in args.kinds.split(","):
            continue
        if any((pathlib.Path(e["dir"]) / "case.reduced.json").exists() for e in lst):
            continue
        e = min(lst, key=lambda e: (e["nrows"], e["secs"]))
        print("reducing %s (%d rows): %s" % (e["dir"], e["nrows"], sig), flush=True)
        Reducer(e["dir"], args.bin, args.minutes, args.superlinear if e["kind"] == "hang" else 0).run()


def cmd_summary(args):
    by = {}
    for e in load_index(args.dir):
        by.setdefault(e["signature"], []).append(e)
    runs = pathlib.Path(args.dir) / "runs.jsonl"
    if runs.exists():
        rs = [json.loads(l) for l in runs.read_text().splitlines() if l.strip()]
        print("runs %d: cases %d, executions %d, %.1f min" % (len(rs), sum(r["cases"] for r in rs), sum(r["execs"] for r in rs),
                                                            sum(r["minutes"] for r in rs)))
    for sig, lst in sorted(by.items(), key=lambda kv: -len(kv[1])):
        red = [e["dir"] for e in lst if (pathlib.Path(e["dir"]) / "case.reduced.json").exists()]
        bins = sorted({e.get("bin_id") or os.path.basename(e["bin"]) for e in lst})
        cmds = sorted({e["command"] for e in lst})
        print("%4d  %s\n      kind %s, commands %s, binaries %s, rows %d..%d\n      first %s%s" % (
            len(lst), sig, lst[0]["kind"], ",".join(cmds), ",".join(bins), min(e["nrows"] for e in lst),
            max(e["nrows"] for e in lst), lst[0]["dir"], ("\n      reduced " + red[0]) if red else ""))
        try:
            meta = json.loads((pathlib.Path(lst[0]["dir"]) / "meta.json").read_text())
            for f in meta.get("frames", [])[:4]:
                print("        " + f)
        except (OSError, ValueError):
            pass


def cmd_show(args):
    c = gen_case(args.seed, args.case, args.max_rows)
    t, d = write_case(c, args.out)
    (pathlib.Path(args.out) / "case.json").write_text(json.dumps(c, ensure_ascii=True))
    print(t, d, "rows", c["nrows"], "opts", c["opts"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--seed", type=int, required=True)
    r.add_argument("--cases", type=int)
    r.add_argument("--minutes", type=float)
    r.add_argument("--start", type=int, default=0, help="first case number")
    r.add_argument("--bin", action="append", required=True)
    r.add_argument("--out", default="/tmp/fuzz-findings")
    r.add_argument("--max-rows", type=int, default=5000)
    r.add_argument("--no-verify", action="store_true")
    r.add_argument("--no-diff", action="store_true")
    r.set_defaults(fn=cmd_run)
    rd = sub.add_parser("reduce")
    rd.add_argument("dirs", nargs="+")
    rd.add_argument("--bin")
    rd.add_argument("--minutes", type=float, default=10)
    rd.add_argument("--superlinear", type=float, default=0,
                    help="reduce a hang as a slowdown: keep a case only while it takes more than this factor times "
                         "linear time (1.6: 60 %% more than its first 40 %% of rows predicts)")
    rd.add_argument("--resume", action="store_true", help="start from case.reduced.json of an earlier reduction")
    rd.set_defaults(fn=cmd_reduce)
    ra = sub.add_parser("reduce-all")
    ra.add_argument("dir")
    ra.add_argument("--bin")
    ra.add_argument("--minutes", type=float, default=10)
    ra.add_argument("--kinds", default="crash,hang,badexit")
    ra.add_argument("--superlinear", type=float, default=1.6)
    ra.set_defaults(fn=cmd_reduce_all)
    s = sub.add_parser("summary")
    s.add_argument("dir")
    s.set_defaults(fn=cmd_summary)
    sh = sub.add_parser("show")
    sh.add_argument("--seed", type=int, required=True)
    sh.add_argument("--case", type=int, required=True)
    sh.add_argument("--out", required=True)
    sh.add_argument("--max-rows", type=int, default=5000)
    sh.set_defaults(fn=cmd_show)
    args = ap.parse_args()
    if args.cmd == "run" and args.cases is None and args.minutes is None:
        ap.error("run needs --cases or --minutes")
    sys.exit(args.fn(args) or 0)


if __name__ == "__main__":
    main()
