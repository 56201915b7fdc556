import json, random
from c1_text import *
random.seed(1)
people = ["Anna Schmidt", "Иван Петров", "Jiří Dvořák", "Małgorzata Wiśniewska", "John O'Reilly", "Dr. Hans-Jürgen Müller-Lüdenscheidt", "Алексей", "Zoë", "Łukasz Żuławski", "Kateřina Nováková-Procházková von Brandenburg und Hohenstein"]
imgs = ["img/avatar64.png", "img/logo.svg", "img/tall40x90.png", "img/avatar48.png", None]
tagsets = [["#review"], ["#tech", "#deals", "#2024"], ["#kaffee", "#Küche"], ["#новости", "#экономика", "#рубль", "#ЦБ"], ["#praha", "#doprava"], ["#recenzja"], ["budget", "audio", "wireless", "noise-cancelling", "long-battery-life", "travel"]]
urls = ["https://example.com/r/1", "https://www.verbraucherzentrale.de/wissen", "mailto:info@example.org", None]
sections = []
for lang, texts in [("English", EN), ("Deutsch", DE), ("Русский", RU), ("Čeština", CS), ("Polski", PL)]:
    rows = []
    for i, t in enumerate(texts):
        rows.append(t if i % 3 == 0 else {"text": t})
        q = {"cell": "QuoteCell", "text": t}
        img = imgs[i % len(imgs)]
        if img: q["imageName"] = img
        if i % 4 != 3: q["personName"] = people[(i * 7 + len(lang)) % len(people)]
        u = urls[i % len(urls)]
        if u: q["url"] = u
        if i % 2 == 0: q["tags"] = tagsets[(i + len(lang)) % len(tagsets)]
        rows.append(q)
        if i % 2 == 1:
            rows.append({"text": t + " " + texts[(i + 5) % len(texts)]})
    for k, (cat, h) in enumerate(HEADLINES):
        if k % 2 == len(lang) % 2:
            rows.append({"cell": "AdCell", "title": cat + ": " + h, "text": texts[k % len(texts)], "url": "https://news.example.com/" + str(k)})
    sections.append({"title": lang + " — Rezensionen, отзывы, recenze & recenzje", "footer": f"{len(rows)} rows · updated 17. 5. 2024", "rows": rows})
d = {"sections": sections}
json.dump(d, open("c1_news.json", "w"), ensure_ascii=False, indent=1)
print(sum(len(s["rows"]) + 2 for s in sections))
