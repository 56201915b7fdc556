import json, random, sys
sys.path.insert(0, "/tmp/outside4")
exec(open("/tmp/outside4/gen.py").read().split("def row():")[0])
random.seed(99)
EXTRA = ["soft\u00adhyphen\u00adated\u00adword\u00adthat\u00adis\u00adquite\u00adlong\u00adindeed and more",
 "non\u00a0breaking\u00a0spaces\u00a0all\u00a0the\u00a0way\u00a0through\u00a0this\u00a0sentence\u00a0here",
 "zero\u200bwidth\u200bspace\u200bseparated\u200bwords\u200bin\u200ba\u200blong\u200brow",
 "multiple    spaces   and\ttabs\tand\nnewlines\n\nhere",
 "Combining: e\u0301 a\u0308 n\u0303 Z\u0335\u0321a\u0337l\u0336g\u0334o text",
 "Ünïcödé ñáme — “curly” ‘quotes’ … ellipsis",
 "x", "", " ", "١٢٣ مرحبا بالعالم", "שלום עולם",
 "한국어 문장도 조금 넣어 봅니다. 줄바꿈이 어떻게 될까요?",
 "ｆｕｌｌ－ｗｉｄｔｈ ＡＢＣ １２３ ！？", "半角ｶﾀｶﾅﾃﾞｽ",
 "2026-11-26T06:10:00Z", "1,234,567.89", "H₂O and E=mc² and x₁+x₂",
 "━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━",
 "★☆★☆ 五つ星 ★★★★★", "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦",
 "🇩🇪🇫🇷🇯🇵🇨🇳🇺🇸🇬🇧🇵🇱🇨🇿🇷🇺🇺🇦🇹🇼🇭🇰🇰🇷🇮🇹🇪🇸🇳🇱🇧🇪🇨🇭🇦🇹🇸🇪",
]
def t2():
    r = random.random()
    if r < 0.25: return random.choice(EXTRA) + (" " + text() if random.random() < 0.5 else "")
    return text()
def row():
    r = random.random()
    if r < 0.25:
        d = {"text": t2(), "who": random.choice(NAMES[:8])}
        if random.random() < 0.5: d["when"] = "2026-%02d-%02dT12:00:00Z" % (random.randint(1,12), random.randint(1,28))
        return d
    if r < 0.55:
        d = {"cell": "Chat", "text": t2()}
        if random.random() < 0.5: d["imageName"] = "photo.svg"
        if random.random() < 0.5: d["tags"] = random.sample(TAGS, random.randint(1, 6))
        return d
    if r < 0.7: return {"cell": "Clamp", "text": t2(), "sub": t2()}
    if r < 0.8: return {"cell": "Mono", "text": t2()}
    return {"cell": "Big", "title": t2()[:random.choice([15, 50, 150])], "text": t2()}
secs = []
for s in range(25):
    rows = [row() for _ in range(random.randint(50, 80))]
    sec = {"rows": rows}
    if s % 2 == 0: sec["title"] = text()[:40]
    if s % 3 == 0: sec["footer"] = text()
    secs.append(sec)
json.dump({"sections": secs}, open("/tmp/outside4/data/t2.json", "w"), ensure_ascii=False, indent=1)
print(sum(len(s["rows"]) for s in secs))
