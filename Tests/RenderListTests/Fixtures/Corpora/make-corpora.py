#!/usr/bin/env python3
"""Writes the height-exactness corpora (JSON lists) next to this script. Deterministic."""
import json, os, random
from texts import TEXTS, NAMES, EXTRA

HERE = os.path.dirname(os.path.abspath(__file__))
TAGS = ["wit", "life", "work", "beginnings", "identity", "a-rather-long-tag-name", "über", "日本", "😀"]
CJK = {"zh", "ja"}


def text(rng, language, count, texts=TEXTS):
    sentences = [rng.choice(texts[language]) for _ in range(count)]
    return ("" if language in CJK or language in EXTRA else " ").join(sentences)


def quote_rows(language, count, seed, texts=TEXTS):
    rng = random.Random(seed)
    rows = []
    for index in range(count):
        row = {"cell": "QuoteCell", "text": text(rng, language, rng.choice([1, 1, 2, 3, 5, 8]), texts)}
        if rng.random() < 0.85:
            row["personName"] = rng.choice(NAMES.get(language.split("-")[0], NAMES["en"]))
        if rng.random() < 0.5:
            row["imageName"] = "photo.svg"
        if rng.random() < 0.4:
            row["tags"] = rng.sample(TAGS, rng.randint(1, 4))
        if rng.random() < 0.3:
            row["url"] = "https://example.org/people/%d" % index
        rows.append(row)
    return rows


def all_cells(seed):
    rng = random.Random(seed)
    sections = []
    for number in range(8):
        rows = []
        for index in range(12):
            kind = rng.choice(["QuoteCell", "QuoteCell", "Cell", "AdCell", "plain"])
            language = rng.choice(list(TEXTS))
            if kind == "plain":
                rows.append(text(rng, language, rng.randint(1, 4)))
            elif kind == "Cell":
                rows.append({"cell": "Cell", "text": text(rng, language, rng.randint(1, 4))})
            elif kind == "AdCell":
                rows.append({"cell": "AdCell", "title": text(rng, language, 1), "url": "https://example.org/ad",
                             "text": text(rng, language, rng.randint(1, 3))})
            else:
                rows.extend(quote_rows(language, 1, rng.random()))
        section = {"title": text(rng, rng.choice(list(TEXTS)), 1), "rows": rows}
        if rng.random() < 0.7:
            section["footer"] = text(rng, "en", rng.randint(1, 2))
        sections.append(section)
    return {"sections": sections}


def custom_rows(seed, count=150):
    rng = random.Random(seed)
    rows = []
    for index in range(count):
        language = rng.choice(list(TEXTS))
        kind = rng.choice(["Card", "Card", "Mixed"])
        if kind == "Card":
            row = {"cell": "Card", "title": text(rng, language, rng.randint(1, 2)),
                   "summary": text(rng, language, rng.randint(1, 6)),
                   "badges": rng.sample(TAGS, rng.randint(0, 5))}
        else:
            row = {"cell": "Mixed", "plain": text(rng, language, 1), "bold": text(rng, "en", 1),
                   "italic": text(rng, rng.choice(["en", "de", "pl"]), 1), "code": rng.choice(
                       ["let x = 1", "swift build -c release", "fi ffi fl", "SELECT * FROM rows;"]),
                   "tail": text(rng, language, rng.randint(0, 2))}
        rows.append(row)
    return rows


def feed_rows(seed, count=150):
    rng = random.Random(seed)
    rows = []
    for index in range(count):
        language = rng.choice(list(TEXTS))
        if rng.random() < 0.15:
            rows.append({"cell": "Note", "text": text(rng, language, rng.randint(1, 3)),
                         "aside": text(rng, rng.choice(["en", "de", language]), 1)})
            continue
        row = {"cell": "Post", "avatar": rng.choice(["photo.svg", "tall.svg"]),
               "title": text(rng, language, rng.randint(1, 2)),
               "author": rng.choice(NAMES.get(language, NAMES["en"])), "when": rng.choice(
                   ["today", "3 days ago", "2024-05-01", "vor 2 Tagen", "昨日"]),
               "excerpt": text(rng, language, rng.randint(1, 5))}
        if rng.random() < 0.3:
            row["photo"] = rng.choice(["wide.svg", "tall.svg", "photo.svg"])
        if rng.random() < 0.6:
            row["tags"] = rng.sample(TAGS, rng.randint(1, 6))
        if rng.random() < 0.5:
            row["stats"] = ["%d likes" % rng.randint(0, 999), "%d comments" % rng.randint(0, 99),
                            "%d shares" % rng.randint(0, 50), "%d views" % rng.randint(0, 99999)][:rng.randint(1, 4)]
        rows.append(row)
    return rows


def cycling_rows(seed, count, cells, fields):
    """`count` rows naming each of `cells` in turn, the rest of each row from `fields(rng)`."""
    rng = random.Random(seed)
    return [{"cell": cells[index % len(cells)], **fields(rng)} for index in range(count)]


CH_KEYS = ["Schnellstraße", "https://example.org/a/very/long/path?x=1", "Zürich", "данные", "příliš", "żółć",
           "東京都", "🇩🇪🇯🇵", "👩🏽‍💻", "supercalifragilistic", "0123456789", "id-4711"]


def ch_fields(rng):
    language = rng.choice(list(TEXTS))
    key = rng.choice(CH_KEYS) + (" " + rng.choice(CH_KEYS) if rng.random() < 0.4 else "")
    return {"text": text(rng, language, rng.randint(1, 3)),
            "note": text(rng, rng.choice(list(TEXTS)), 1)[:rng.randint(5, 90)], "key": key}


def nowrap_fields(rng):
    language = rng.choice(list(TEXTS))
    short = rng.choice(["word", "two words here", "Zürich", "東京都", "данные"])
    chips = ["chip %d %s" % (number, rng.choice(TAGS)) for number in range(rng.randint(1, 6))]
    return {"items": chips, "t": short if rng.random() < 0.5 else text(rng, language, rng.randint(1, 2))}


def replaced_fields(rng):
    return {"t": rng.choice(["word", "Zürich", "東京都"]) if rng.random() < 0.4
            else text(rng, rng.choice(list(TEXTS)), rng.randint(1, 2))}


EMBEDS = ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://player.vimeo.com/video/76979871",
          "https://www.openstreetmap.org/export/embed.html?bbox=13.3,52.5,13.4,52.6", "https://example.org/widget?id=42"]


def embed_fields(rng):
    return {"embed": rng.choice(EMBEDS), "t": text(rng, rng.choice(list(TEXTS)), rng.randint(1, 2))}


def grid_fields(rng):
    """One row of grid.xhtml's prototypes (every key any of them binds; each takes its own)."""
    language = rng.choice(list(TEXTS))
    other = rng.choice(list(TEXTS))
    words = [rng.choice(TAGS) for _ in range(6)] + ["Zürich", "東京都", "данные", "two words", "a somewhat longer chip label"]
    short = lambda: rng.choice([rng.choice(words), text(rng, other, 1)[:rng.randint(3, 40)]])
    row = {"avatar": rng.choice(["photo.svg", "tall.svg"]), "name": rng.choice(NAMES.get(language, NAMES["en"])),
           "handle": "@" + rng.choice(["ada", "grace_h", "linus", "a_rather_long_handle_name", "mio"]),
           "body": text(rng, language, rng.randint(1, 5)), "title": text(rng, language, 1)[:rng.randint(8, 120)],
           "tags": [short() for _ in range(rng.randint(1, 9))], "pic": rng.choice(["tall.svg", "photo.svg", "wide.svg"]),
           "price": rng.choice(["9 €", "1 299,00 €", "¥12,800", "$4.99 / month"]), "desc": text(rng, language, rng.randint(1, 4)),
           "head": text(rng, other, 1)[:rng.randint(5, 80)], "a": text(rng, language, rng.randint(1, 2)),
           "b": short(), "c": text(rng, other, rng.randint(1, 2)),
           "label": short(), "x": str(rng.randint(0, 10 ** rng.randint(1, 9))), "y": short(),
           "label2": text(rng, language, 1)[:rng.randint(4, 60)], "x2": str(rng.randint(0, 999)), "y2": short(),
           "key": short(), "value": text(rng, language, rng.randint(1, 3)), "key2": rng.choice(words),
           "value2": short(), "chips": [short() for _ in range(rng.randint(1, 6))],
           "k1": rng.choice(["Author", "Autor", "Автор", "作者"]), "v1": text(rng, language, rng.randint(1, 2)),
           "k2": rng.choice(["Published", "Veröffentlicht", "出版"]), "v2": short(),
           "tiles": [{"n": str(rng.randint(0, 10 ** rng.randint(1, 6))), "label": short()} for _ in range(rng.randint(1, 7))],
           "d": text(rng, other, rng.randint(1, 3)), "e": short()}
    if rng.random() < 0.6:
        row["foot"] = rng.choice(["2 replies", "1 reply · 14 likes", "Antworten: 12", "返信 3"])
    if rng.random() < 0.5:
        row["d"] = text(rng, other, rng.randint(1, 3))
    else:
        del row["d"]
    if rng.random() < 0.5:
        row["k3"], row["v3"] = rng.choice(["ISBN", "Ort", "Место"]), text(rng, other, 1)
    return row


def float_fields(rng):
    """One row of floats.xhtml's prototypes (every key any of them binds)."""
    language = rng.choice(list(TEXTS))
    return {"name": rng.choice(NAMES.get(language, NAMES["en"])), "text": text(rng, language, rng.randint(1, 6)),
            "title": text(rng, language, 1)[:rng.randint(6, 140)],
            "note": text(rng, rng.choice(list(TEXTS)), rng.randint(1, 3))[:rng.randint(4, 260)],
            "price": rng.choice(["9 €", "1 299,00 €", "¥12,800", "$4.99 / month", "gratis"]),
            "time": rng.choice(["2 min", "vor 3 Stunden", "3時間前", "yesterday", "12.03.2026"])}


def table_fields(rng):
    """One row of tables.xhtml's prototypes (every key any of them binds; each takes its own)."""
    language = rng.choice(list(TEXTS))
    other = rng.choice(list(TEXTS))
    keys = ["Weight", "Gewicht", "Вес", "重量", "Material", "Abmessungen (B × H × T)", "Garantie", "保証期間", "Hmotnost"]
    short = lambda: rng.choice([rng.choice(keys), text(rng, other, 1)[:rng.randint(3, 50)], "%d,%02d €" % (rng.randint(0, 9999), rng.randint(0, 99))])
    stops = ["Hauptbahnhof", "Marienplatz", "Schöneberg Rathaus", "東京駅", "Plac Zbawiciela", "Невский проспект", "Náměstí Míru"]
    return {"title": text(rng, language, 1)[:rng.randint(10, 90)],
            "specs": [{"k": rng.choice(keys), "v": short() if rng.random() < 0.6 else text(rng, language, rng.randint(1, 2))}
                      for _ in range(rng.randint(1, 6))],
            "lines": [{"date": "%02d.%02d." % (rng.randint(1, 28), rng.randint(1, 12)), "what": short() if rng.random() < 0.5
                       else text(rng, language, 1)[:rng.randint(10, 140)],
                       "amount": "%s%d,%02d" % (rng.choice(["", "−"]), rng.randint(0, 10 ** rng.randint(1, 6)), rng.randint(0, 99))}
                      for _ in range(rng.randint(1, 7))],
            "route": text(rng, other, 1)[:rng.randint(6, 100)],
            "stops": [{"time": "%02d:%02d" % (rng.randint(5, 23), rng.randint(0, 59)), "stop": rng.choice(stops)
                       if rng.random() < 0.7 else text(rng, language, 1)[:rng.randint(5, 60)], "platform": str(rng.randint(1, 12))}
                      for _ in range(rng.randint(1, 5))],
            **({"note": text(rng, language, 1)[:rng.randint(10, 120)]} if rng.random() < 0.5 else {}),
            "avatar": rng.choice(["photo.svg", "tall.svg"]), "name": rng.choice(NAMES.get(language, NAMES["en"])),
            "about": text(rng, language, rng.randint(1, 3)), "pic": rng.choice(["photo.svg", "wide.svg", "tall.svg"]),
            "text": text(rng, language, rng.randint(1, 4)),
            **({"meta": rng.choice(["2 replies", "vor 3 Stunden", "3 時間前", "вчера", short()])} if rng.random() < 0.6 else {}),
            "k1": rng.choice(keys), "v1": short(), "n1": text(rng, other, 1)[:rng.randint(4, 80)],
            "k2": rng.choice(keys), "v2": text(rng, language, rng.randint(1, 2)), "n2": short(),
            "when": rng.choice(["Today", "Gestern", "12.03.2024", "昨日", "2 minutes ago"]),
            "file": rng.choice(["Quarterly report (final) v2.xlsx", "Übersicht_Straßenbahn.pdf", "写真_東京タワー.jpg", "a.txt",
                                "Supercalifragilisticexpialidocious-backup-2024-12-01.tar.gz"]),
            "size": rng.choice(["1 KB", "12,4 MB", "803 B", "1.2 GB"]),
            "files": [{"when": rng.choice(["Today", "Montag", "03.01."]), "file": text(rng, other, 1)[:rng.randint(3, 90)],
                       "size": "%d KB" % rng.randint(1, 99999)} for _ in range(rng.randint(0, 4))],
            **({"comment": text(rng, language, rng.randint(1, 3))} if rng.random() < 0.5 else {}),
            "head": rng.choice(["Item", "Artikel", "Позиция", "品目", "Položka"]),
            "items": [{"what": short() if rng.random() < 0.5 else text(rng, language, 1)[:rng.randint(4, 120)],
                       "qty": str(rng.randint(1, 250)), "sum": "%d,%02d" % (rng.randint(0, 99999), rng.randint(0, 99))}
                      for _ in range(rng.randint(1, 5))],
            "totalLabel": rng.choice(["Total", "Summe inkl. MwSt.", "Итого", "合計", "Celkem k úhradě"]),
            "total": "%d,%02d €" % (rng.randint(0, 999999), rng.randint(0, 99))}


def nesting_fields(rng):
    """One row of nesting.xhtml's prototypes (every key any of them binds)."""
    language = rng.choice(list(TEXTS))
    labels = ["bug", "enhancement", "good first issue", "needs triage", "Dokumentation", "バグ", "производительность",
              "a-rather-long-label-name", "css", "swift"]
    return {"title": text(rng, language, 1)[:rng.randint(8, 150)],
            "labels": rng.sample(labels, rng.randint(0, 5)),
            "meta": rng.choice(["#%d opened 3 days ago by ada" % rng.randint(1, 99999), "vor 2 Stunden von linus",
                                "#%d · 3 時間前" % rng.randint(1, 999), "closed yesterday"]),
            "votes": "%d votes" % rng.randint(-3, 9999), "answers": "%d answers" % rng.randint(0, 40),
            "views": "%s views" % rng.choice(["12", "1.2k", "34k", "1m"]),
            "excerpt": text(rng, language, rng.randint(1, 4))[:rng.randint(20, 400)]}


def marker_fields(rng):
    """One row of markers.xhtml's prototypes: a title and up to 14 list items of any length."""
    language = rng.choice(list(TEXTS))
    steps = [text(rng, language, rng.randint(1, 2))[:rng.randint(3, 200)] for _ in range(rng.randint(1, 14))]
    return {"title": text(rng, language, 1)[:60], "steps": steps}


def span_fields(rng):
    """One row of spans.xhtml's prototypes (every key any of them binds; each takes its own)."""
    language = rng.choice(list(TEXTS))
    other = rng.choice(list(TEXTS))
    short = lambda: rng.choice([text(rng, other, 1)[:rng.randint(2, 40)], "%d,%02d" % (rng.randint(0, 99999), rng.randint(0, 99)),
                                rng.choice(["Weight", "Gewicht", "Вес", "重量", "Hmotnost"])])
    line = lambda low, high: text(rng, language, rng.randint(low, high))
    return {"rank": "%d." % rng.randint(1, 999), "title": line(1, 1)[:rng.randint(10, 160)],
            **({"site": rng.choice(["example.org", "github.com", "blog.example-company.co.uk", "例え.jp"])} if rng.random() < 0.7 else {}),
            "points": "%d points" % rng.randint(1, 2000), "user": rng.choice(NAMES.get(language, NAMES["en"])),
            "comments": rng.choice(["discuss", "%d comments" % rng.randint(1, 900)]),
            "pic": rng.choice(["photo.svg", "tall.svg", "wide.svg"]), "name": rng.choice(NAMES.get(language, NAMES["en"])),
            "meta": short(), "about": line(0, 3),
            "time": "%02d:%02d" % (rng.randint(7, 20), rng.choice([0, 15, 30, 45])), "talk1": line(1, 1)[:rng.randint(5, 120)],
            "room1": short(), **({"talk2": line(1, 2), "room2": short()} if rng.random() < 0.6 else {}),
            **({"talk3": line(1, 1)[:rng.randint(5, 80)], "room3": short()} if rng.random() < 0.5 else {}),
            "time2": "%02d:%02d" % (rng.randint(7, 20), rng.choice([0, 30])), "talk4": line(1, 2),
            "more": [{"talk": line(1, 1)[:rng.randint(3, 100)], "room": short()} for _ in range(rng.randint(0, 3))],
            **{key: (line(1, 3) if rng.random() < 0.3 else short()) for key in "abcdefg"},
            "k1": short(), "k2": short(), "k3": short(), "note": line(0, 4),
            "big": rng.choice(["42", "7", "1 024", "∞", "3,5 %"]), "v1": line(1, 2)[:rng.randint(2, 140)], "v2": short(),
            "group": rng.choice(["Travel", "Büromaterial", "Командировки", "交通費", line(1, 1)[:rng.randint(4, 60)]]),
            "item1": short(), "sum1": short(), "item2": line(1, 2)[:rng.randint(3, 100)], "sum2": short(),
            "totalLabel": rng.choice(["Total", "Summe", "Итого", "合計"]), "total": "%d,%02d €" % (rng.randint(0, 99999), rng.randint(0, 99))}


def supports_fields(rng):
    """One row of supports.xhtml's prototypes: a title, a text and a badge."""
    language = rng.choice(list(TEXTS))
    return {"title": text(rng, language, rng.randint(1, 3))[:rng.randint(10, 240)], "text": text(rng, language, rng.randint(1, 3)),
            "badge": rng.choice(["new", "hot", "Neu", "新"])}


def nthof_fields(rng):
    """One row of nthof.xhtml's prototypes: badges and stats present or not, and items of three kinds."""
    language = rng.choice(list(TEXTS))
    row = {"title": text(rng, language, 1)[:rng.randint(10, 120)], "text": text(rng, language, rng.randint(1, 3)),
           "s3": "%d views" % rng.randint(0, 99999),
           "items": [{"kind": rng.choice(["pinned", "done", "plain", "plain"]),
                      "text": text(rng, language, 1)[:rng.randint(3, 120)]} for _ in range(rng.randint(0, 7))]}
    for key, chance in [("b1", 0.6), ("s1", 0.5), ("b2", 0.5), ("s2", 0.5), ("b3", 0.4)]:
        if rng.random() < chance:
            row[key] = rng.choice(["solved", "hot", "Neu", "новое", "新着", "%d replies" % rng.randint(1, 300)])
    return row


def progress_fields(rng):
    """One row of progress.xhtml's prototypes: a name, a status, a percentage, a text and poll options."""
    language = rng.choice(list(TEXTS))
    return {"name": text(rng, language, 1)[:rng.randint(4, 80)], "status": rng.choice(["paused", "3 MB of 12 MB", "Warte …", "完了", "42 %"]),
            "percent": str(rng.randint(0, 100)), "text": text(rng, language, rng.randint(0, 3))[:rng.randint(0, 300)],
            "options": [{"label": text(rng, language, 1)[:rng.randint(2, 90)], "votes": str(rng.randint(0, 100))}
                        for _ in range(rng.randint(1, 5))]}


def controls_fields(rng):
    """One row of controls.xhtml's prototypes: a title, a value, a short label, a text and options."""
    language = rng.choice(list(TEXTS))
    return {"title": text(rng, language, 1)[:rng.randint(4, 90)], "value": text(rng, language, 1)[:rng.randint(0, 40)],
            "short": text(rng, language, 1)[:rng.randint(2, 24)], "text": text(rng, language, rng.randint(0, 2))[:rng.randint(0, 200)],
            "options": [{"text": text(rng, language, 1)[:rng.randint(1, 60)]} for _ in range(rng.randint(1, 6))]}


def main():
    corpora = {language: quote_rows(language, 120, language) for language in TEXTS}
    corpora["all-cells"] = all_cells("all-cells")
    corpora["custom"] = custom_rows("custom")
    corpora["feed"] = feed_rows("feed")
    # ch.xhtml's widths, paddings, indents and a font size are in `ch`; nowrap.xhtml holds atomic
    # inlines in nowrap, <nobr> and CJK list markers; replaced.xhtml video, canvas, iframe and svg.
    corpora["ch"] = cycling_rows("ch", 160, "ABCD", ch_fields)
    corpora["nowrap"] = cycling_rows("nowrap", 150, "ABCDEFGHIJKLMNO", nowrap_fields)
    corpora["replaced"] = cycling_rows("replaced", 112, ["P%d" % number for number in range(28)], replaced_fields)
    # embeds.xhtml: rows that embed remote pages in iframes, bound and written, several pages of them.
    corpora["embeds"] = cycling_rows("embeds", 200, "ABCD", embed_fields)
    # grid.xhtml: rows laid out as CSS grids (tracks, areas, spans, auto-fill and auto-fit, nesting).
    corpora["grid"] = cycling_rows("grid", 180, ["Card", "Tags", "Product", "Board", "Stats", "Nest", "Defs", "Tiles",
                                                 "Lines"], grid_fields)
    # floats.xhtml: media objects, floated prices and thumbnails, clear and clearfix.
    corpora["floats"] = cycling_rows("floats", 180, ["Media", "FlowRoot", "Price", "Time", "Wrap", "Footer", "Clearfix",
                                                     "Three", "Aside", "Indented", "Adjoin"], float_fields)


    # markers.xhtml: lists whose markers are inside their items (list-style-position: inside).
    corpora["markers"] = cycling_rows("markers", 150, "ABCDE", marker_fields)
    # supports.xhtml: rules guarded by @supports, at the top and nested in a rule.
    corpora["supports"] = cycling_rows("supports", 120, "AB", supports_fields)
    # nesting.xhtml: an issue tracker and a Q&A list whose stylesheet is written with CSS nesting.
    corpora["nesting"] = cycling_rows("nesting", 180, ["Issue", "Question", "Compact", "Note"], nesting_fields)
    # tables.xhtml: rows holding HTML tables and display: table-cell boxes (auto and fixed layout, colspan, captions, collapsed borders).
    corpora["tables"] = cycling_rows("tables", 180, ["Product", "Statement", "Timetable", "Contact", "Media", "Facts",
                                                     "Files", "Ledger"],
                                     table_fields)
    # spans.xhtml: tables whose cells span rows (rowspan), as a Hacker-News-style story and others use them.
    # Then <col> and <colgroup> widths (Listing, Sheet, Widths) and lengths in ex (Comment).
    corpora["spans"] = cycling_rows("spans", 220, ["Story", "Card", "Schedule", "Overlap", "Fixed", "Baseline", "Ledger",
                                                   "Listing", "Sheet", "Widths", "Comment"], span_fields)
    # nthof.xhtml: :nth-child(An+B of S) and :nth-last-child(An+B of S) among badges, stats and list items.
    corpora["nthof"] = cycling_rows("nthof", 160, ["Post", "Post", "Short"], nthof_fields)
    # progress.xhtml: <progress> and <meter> inline beside text, as styled blocks, in polls.
    corpora["progress"] = cycling_rows("progress", 150, ["Download", "Upload", "Skills", "Poll", "Big"], progress_fields)
    # controls.xhtml: text fields, <textarea> and drop-down <select> inline, in flex and grid rows, styled and not;
    # <input> buttons with their default labels and bound ones.
    corpora["controls"] = cycling_rows("controls", 180, ["Inline", "Search", "Comment", "Filters", "Fields", "Custom",
                                                         "Helvetica", "Mono", "Actions"], controls_fields)
    for language in EXTRA:
        corpora[language] = quote_rows(language, 120, language, EXTRA)
    for name, data in corpora.items():
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as handle:
            json.dump(data, handle, ensure_ascii=False, indent=1)
            handle.write("\n")


if __name__ == "__main__":
    main()
