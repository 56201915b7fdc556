#!/usr/bin/env python3
"""Hacker-News-like front pages: stories, Ask/Show HN with text, job posts. Seeded.

Written by a tester outside the team (Tests/RenderListTests/Fixtures/Responsive/hn.json is its
first 240 rows). Usage: gen_hn.py ROWS OUT.json"""
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from textlib import (Prose, NOUNS, ADJECTIVES, VERBS_RAW, PROJECTS, FIRST, LAST, PLACES,
                     FOREIGN, EMOJI, cap, third, gerund, past)

rng = random.Random(20260101)
P = Prose(rng)
seen = set()

HOSTS_FIXED = ["github.com", "arxiv.org", "nytimes.com", "lwn.net", "en.wikipedia.org",
               "theguardian.com", "bbc.co.uk", "youtube.com", "ft.com", "nature.com",
               "medium.com", "substack.com", "gitlab.com", "codeberg.org", "sr.ht", "acm.org"]


def title():
    r = rng.random()
    n, a, v = P.c(NOUNS), P.c(ADJECTIVES), P.c(VERBS_RAW)
    proj = P.c(PROJECTS)
    shapes = [
        lambda: f"Show HN: {cap(P.c(NOUNS))}{P.c(['ly', 'ify', 'kit', 'DB', '.js', '-rs', ''])} – {P.np()} for {P.np(True)}",
        lambda: f"Ask HN: How do you {v} {P.np(True)}?",
        lambda: f"Ask HN: Who is hiring? ({P.c(['January', 'February', 'March', 'April', 'May', 'June'])} 2026)",
        lambda: f"Why {P.np()} {third(v)} {P.np(True)}",
        lambda: f"The {a} history of the {n}",
        lambda: f"{proj} {rng.randint(0, 19)}.{rng.randint(0, 30)} released",
        lambda: f"{cap(gerund(v))} {P.np(True)} with {proj}",
        lambda: f"How we {past(v)} {P.np()} and {past(P.c(VERBS_RAW))} {P.number()}",
        lambda: f"{cap(P.np())} ({rng.randint(1975, 2024)})",
        lambda: f"{cap(P.np())} [pdf]",
        lambda: f"A {a} guide to {gerund(v)} {P.np(True)}",
        lambda: f"{P.name()} has died",
        lambda: f"I {past(v)} {P.np()} in {rng.randint(2, 400)} lines of {proj}",
        lambda: f"{cap(P.np(True))} are {P.c(ADJECTIVES)} now",
        lambda: f"Launch HN: {cap(n)} (YC W26) – {cap(P.np())} for {P.np(True)}",
        lambda: f"{proj} is {P.c(['moving to', 'dropping', 'adopting', 'rewriting'])} {P.c(PROJECTS)}",
        lambda: f"The {n} that {third(v)} the {P.c(NOUNS)}",
        lambda: f"{cap(P.c(NOUNS))}: {cap(P.np())}",
        lambda: f"Notes on {gerund(v)} {P.np()}",
        lambda: f"Tell HN: {cap(P.sentence())}",
    ]
    t = rng.choice(shapes)()
    if rng.random() < 0.03:
        t = P.foreign()
    if rng.random() < 0.015:
        t = P.c(["Show HN: ", "", "Ask HN: "]) + P.long_token()
    if rng.random() < 0.02:
        t = P.one_word()
    return t


def host():
    if rng.random() < 0.3:
        h = P.c(HOSTS_FIXED)
        if h in ("github.com", "gitlab.com", "codeberg.org"):
            return h + "/" + P.handle()
        return h
    return P.domain()


def age():
    u, k = rng.choice([("minute", 59), ("hour", 23), ("day", 6)])
    x = rng.randint(1, k)
    return f"{x} {u}{'s' if x > 1 else ''} ago"


rows = []
N = int(sys.argv[1]) if len(sys.argv) > 1 else 640
for i in range(N):
    kind = rng.choices(["Story", "TextStory", "JobStory"], [78, 15, 7])[0]
    row = {"cell": kind, "rank": f"{i + 1}."}
    if kind == "JobStory":
        co = cap(P.c(ADJECTIVES)) + cap(P.c(NOUNS))
        row["title"] = P.unique(seen, lambda: f"{co} (YC {P.c(['S', 'W'])}{rng.randint(12, 26)}) is hiring {P.c(['a', 'two', 'senior', 'founding'])} {P.c(PROJECTS)} {P.c(['engineers', 'engineer', 'designer', 'SRE', 'data scientist'])}{P.c(['', ' in ' + P.c(PLACES), ' (remote)', ' – ' + P.c(['EU', 'US', 'APAC']) + ' time zones'])}")
        row["url"] = f"https://www.ycombinator.com/companies/{co.lower()}/jobs/{P.hexstr(8)}"
        row["host"] = "ycombinator.com"
        row["age"] = age()
    else:
        t = P.unique(seen, title)
        row["title"] = t
        row["id"] = str(40000000 + rng.randint(0, 9999999))
        row["itemUrl"] = f"https://news.example/item?id={row['id']}"
        if kind == "Story":
            h = host()
            row["host"] = h
            row["url"] = f"https://{h}/" + P.slug(rng.randint(1, 5))
        else:
            k = P.kind({"oneword": 3, "short": 15, "medium": 35, "long": 37, "token": 5, "foreign": 5})
            if k in ("medium", "long"):
                # one to four paragraphs sharing a total of 90-300 (medium) or 400-950 (long) characters
                total = rng.randint(90, 300) if k == "medium" else rng.randint(400, 950)
                n = rng.randint(1, 4 if k == "long" else 2)
                paras = [P.unique(seen, lambda: P.paragraph(max(40, total // n - 60))) for _ in range(n)]
            else:
                paras = [P.unique(seen, lambda: P.text_of_length(k))]
            row["paragraphs"] = paras
        pts = max(1, int(rng.lognormvariate(3.0, 1.4)))
        row["points"] = f"{pts} point{'s' if pts != 1 else ''}"
        row["user"] = P.handle()
        row["userUrl"] = f"https://news.example/user?id={row['user']}"
        row["age"] = age()
        c = 0 if rng.random() < 0.2 else int(pts * rng.uniform(0.1, 1.2))
        row["comments"] = "discuss" if c == 0 else f"{c}\u00a0comment{'s' if c != 1 else ''}"
    rows.append(row)

out = Path(sys.argv[2]) if len(sys.argv) > 2 else Path("hn.json")
out.write_text(json.dumps({"title": "Top stories", "rows": rows}, ensure_ascii=False, indent=1) + "\n")
print(out, len(rows))
