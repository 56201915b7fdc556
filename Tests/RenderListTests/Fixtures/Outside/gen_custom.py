import json, random
from texts import *
rnd = random.Random(7)
IMGS = ["img/sq64.png", "img/owl.svg", "img/wide120x72.png", "img/fox", "img/tall50x90.png", "img/elk.svg"]
CODES = ["v2.3.1", "commit 9f86d08", "HTTP 404", "x86_64", "ßüö", "¥1,200", "日本", "e=mc²", "a→b", "🙂"]
WHENS = ["yesterday", "3 min ago", "vor 2 Std.", "вчера", "včera", "wczoraj", "昨天", "昨日", "2024-02-29"]
KICK = ["breaking", "Straße & Verkehr", "новости", "zprávy", "wiadomości", "新闻", "ニュース", "opinion · long read", "ß and ﬁ ligature"]
WS_EXTRA = [
    "Name:\tAda\nBorn:\t1815\nField:\tMathematics, poetical science",
    "  indented two spaces\n    indented four\n\tindented with a tab\nback to the margin",
    "Column A\tColumn B\tColumn C\n1\t22\t333\n4444\t55555\t666666",
    "Trailing spaces here    \nand a blank line follows\n\nthen the end.",
    "Gedicht:\n  Über allen Gipfeln\n  Ist Ruh,\n  In allen Wipfeln\n  Spürest du\n  Kaum einen Hauch",
    "俳句：\n　古池や\n　蛙飛び込む\n　水の音",
    "Стихи:\n  Я помню чудное мгновенье:\n  Передо мной явилась ты,",
    "a  b   c    d     e      f       g        h         i",
    "\ttab at start, then text that is long enough to wrap around the column at narrow widths for sure.",
    "🍎\t🍌\t🍒\n👨‍👩‍👧\t🇨🇿\t1️⃣",
]
ALL = EN + DE + RU + CS + PL + ZH_S + ZH_T + JA + EMOJI + LONG
rnd.shuffle(ALL)
TITLES = EN[:10] + DE[:5] + RU[:4] + ZH_S[:4] + JA[:4] + EMOJI[:4] + LONG[:4]

def post(t):
    r = {"cell": "Post", "title": rnd.choice(TITLES), "text": t}
    if rnd.random() < 0.6: r["image"] = rnd.choice(IMGS)
    if rnd.random() < 0.7: r["author"] = rnd.choice(PEOPLE)
    if rnd.random() < 0.8: r["code"] = rnd.choice(CODES)
    if rnd.random() < 0.8: r["when"] = rnd.choice(WHENS)
    if rnd.random() < 0.4: r["url"] = rnd.choice(URLS)
    return r
def card(t):
    r = {"cell": "Card", "kicker": rnd.choice(KICK), "text": t}
    if rnd.random() < 0.6: r["author"] = rnd.choice(PEOPLE)
    return r
def chips(t):
    r = {"cell": "Chips", "title": rnd.choice(TITLES)[:rnd.randint(5, 60)], "tags": rnd.sample(TAGS, rnd.randint(1, 12))}
    if rnd.random() < 0.6: r["text"] = t
    return r
def ws(t): return {"cell": "Whitespace", "text": t}
def brk(t): return {"cell": "Breaky", "text": t}
def stats(t):
    labels = ["rows", "Zeilen", "строки", "řádky", "wiersze", "行数", "行", "emoji 🎯", "very long label that wraps"]
    vals = ["1 234", "98 %", "12,5 km", "−35 °C", "∞", "42", "3.14159", "¥5999", "🔥"]
    n = rnd.randint(1, 7)
    return {"cell": "Stats", "title": t[:rnd.randint(8, 70)], "badge": rnd.choice(["new", "neu", "новое", "新", "β"]),
            "items": [{"value": rnd.choice(vals), "label": rnd.choice(labels)} for _ in range(n)]}
def plain(t):
    r = {"cell": "Plain", "text": t}
    if rnd.random() < 0.5: r["author"] = rnd.choice(PEOPLE)
    return r
makers = [post, card, chips, ws, brk, stats, plain]
rows = []
for i, t in enumerate(ALL):
    rows.append(rnd.choice(makers)(t))
    if i % 4 == 0:
        rows.append(rnd.choice(makers)(" ".join(rnd.sample(ALL, rnd.randint(2, 4)))))
for t in WS_EXTRA:
    rows.append(ws(t)); rows.append(plain(t)); rows.append(card(t))
for t in LONG[:12]:
    rows.append(brk(t))
for t in EN[:8]+DE[:4]+JA[:4]+EMOJI[:4]:
    rows.insert(rnd.randrange(len(rows)), t)
# split into sections
secs = []
chunks = [rows[i:i+60] for i in range(0, len(rows), 60)]
names = ["Mixed feed — part one", "Gemischter Feed, Teil zwei", "Смешанная лента", "混合フィード・その四", "混合動態 第五部分", "Part six"]
for k, c in enumerate(chunks):
    s = {"title": names[k % len(names)], "rows": c}
    if k % 2 == 0: s["footer"] = f"End of part {k+1}; {len(c)} rows. Konec části — конец — 终。"
    secs.append(s)
json.dump({"sections": secs}, open("custom.json", "w"), ensure_ascii=False, indent=1)
import collections; print(len(rows), collections.Counter(r["cell"] if isinstance(r, dict) else "string" for r in rows))
