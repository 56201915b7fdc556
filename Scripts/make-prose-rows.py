#!/usr/bin/env python3
"""Writes ROWS rows of unique prose for the bundled template as a JSON list, for benchmarks:
sentences of the test corpora (every language, emoji) drawn afresh for each row, so that no two
rows share their text and a cache of whole rows would not help. Seeded: the same rows every run.
Usage: Scripts/make-prose-rows.py ROWS OUT.json (run from the repository's root)."""
import json, random, re, sys
corpora = "Tests/RenderListTests/Fixtures/Corpora"
sentences = []
for name in ["en", "de", "ru", "cs", "pl", "zh", "ja", "emoji"]:
    data = json.load(open(f"{corpora}/{name}.json"))
    rows = data if isinstance(data, list) else [r for s in data["sections"] for r in s["rows"]]
    for row in rows:
        text = row.get("text", "") if isinstance(row, dict) else str(row)
        sentences += [s for s in re.split(r"(?<=[.!?。！？])\s*", text) if s.strip()]
sentences = sorted(set(sentences))
names = ["Ada Lovelace", "Grace Hopper", "Лев Толстой", "Bożena Němcová", "夏目漱石", "Maria Skłodowska", "李白"]
tags = ["wit", "life", "code", "時間", "любовь", "práce", "🐈", "long-tag-with-hyphens"]
wide = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
# Chinese and Japanese text has no spaces: a whole run of it is one segment to the word cache.
# The corpora hold few such sentences, so each one here is made of clauses drawn afresh, and
# they follow one another without a space, as such text is written: runs are seldom the same twice.
clauses = sorted({c for s in sentences if wide.match(s[0]) for c in re.split(r"(?<=[、，。！？])", s) if c})
def fresh(sentence):
    if not wide.match(sentence[0]):
        return sentence
    return "".join(c.rstrip("。！？") for c in rng.sample(clauses, rng.randint(3, 5))).rstrip("、，") + "。"
def joined(parts):
    text = parts[0]
    for part in parts[1:]:
        text += ("" if wide.match(text[-1]) and wide.match(part[0]) else " ") + part
    return text
rng = random.Random(7)
out, seen = [], set()
while len(out) < int(sys.argv[1]):
    text = joined([fresh(s) for s in rng.sample(sentences, rng.randint(1, 3))])
    if text in seen:
        continue
    seen.add(text)
    row = {"cell": "QuoteCell", "text": text, "url": f"https://example.org/q/{len(out)}"}
    if rng.random() < 0.6: row["personName"] = rng.choice(names)
    if rng.random() < 0.3: row["imageName"] = "photo.svg"
    if rng.random() < 0.2: row["tags"] = rng.sample(tags, rng.randint(1, 3))
    if rng.random() < 0.05: row = {"cell": "AdCell", "title": text[:40], "text": text, "url": "https://example.org/ad"}
    out.append(row)
json.dump(out, open(sys.argv[2], "w"), ensure_ascii=False)
