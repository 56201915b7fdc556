import json, random
from texts import *
IMGS = ["img/sq64.png", "img/owl.svg", "img/wide120x72.png", "img/fox", "img/tall50x90.png", "img/elk.svg"]

def rows_for(sents, rnd, lang_tags):
    rows = []
    for i, s in enumerate(sents):
        k = rnd.random()
        # quote variants
        q = {"cell": "QuoteCell", "text": s}
        if rnd.random() < 0.6: q["imageName"] = rnd.choice(IMGS)
        if rnd.random() < 0.75: q["personName"] = rnd.choice(PEOPLE)
        if rnd.random() < 0.5: q["url"] = rnd.choice(URLS)
        if rnd.random() < 0.6: q["tags"] = rnd.sample(TAGS + lang_tags, rnd.randint(1, 6))
        rows.append(q)
        rows.append(s)  # plain string row
        if i % 3 == 0:
            combo = " ".join(rnd.sample(sents, rnd.randint(2, 4)))
            rows.append({"cell": "QuoteCell", "text": combo, "imageName": rnd.choice(IMGS), "personName": rnd.choice(PEOPLE), "tags": rnd.sample(TAGS, 3)})
        if i % 4 == 1:
            ad = {"cell": "AdCell", "title": rnd.choice(sents)[:rnd.randint(10, 80)], "text": s}
            if rnd.random() < 0.5: ad["url"] = rnd.choice(URLS)
            rows.append(ad)
        if i % 5 == 2:
            rows.append({"cell": "Cell", "text": " ".join(rnd.sample(sents, 3))})
    return rows

def build(groups, seed):
    rnd = random.Random(seed)
    secs = []
    for title, footer, sents, lt in groups:
        sec = {"title": title, "rows": rows_for(sents, rnd, lt)}
        if footer: sec["footer"] = footer
        secs.append(sec)
    return {"sections": secs}

eu = build([
    ("English — everyday notes", "That was the English section; it has a fairly long footer to check wrapping of the smaller twelve-pixel footer text.", EN, ["commute"]),
    ("Deutsch: Straßenverkehrsordnungsänderungen", "Ende des deutschen Abschnitts.", DE, ["Größe"]),
    ("Русский раздел с довольно длинным заголовком для проверки переноса", None, RU, ["чай"]),
    ("Čeština", "Konec české části — děkujeme za pozornost.", CS, ["chata"]),
    ("Polski: zażółć gęślą jaźń", "Koniec.", PL, ["święta"]),
], 1)
cjk = build([
    ("简体中文：日常生活", "以上是简体中文部分。", ZH_S, ["地铁"]),
    ("繁體中文：台灣與香港", "以上是繁體中文部分，謝謝閱讀！", ZH_T, ["颱風"]),
    ("日本語：毎日のこと", "以上、日本語のセクションでした。", JA, ["新幹線"]),
    ("混合 Mixed 混合", None, ZH_S[:6] + JA[:6] + ZH_T[:6], []),
], 2)
em = build([
    ("Emoji 🎉 everywhere 👨‍👩‍👧‍👦", "Footer with emoji 🏁🇨🇿", EMOJI, ["🎈"]),
    ("Long words, URLs, units, whitespace", "End of long-word section: https://example.org/footer/link/that/is/quite/long/indeed", LONG, ["https://example.org/tag"]),
], 3)
for name, d in [("europe.json", eu), ("cjk.json", cjk), ("emoji_long.json", em)]:
    json.dump(d, open(name, "w"), ensure_ascii=False, indent=1)
    n = sum(len(s["rows"]) + 1 + (1 if "footer" in s else 0) for s in d["sections"])
    print(name, n)
