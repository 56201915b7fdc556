import json, random
from c1_text import EN, DE, RU, CS, PL, HEADLINES
from c2_text import ZH_S, ZH_T, JA, MIXED
from c3_text import E
random.seed(7)
ALL = EN + DE + RU + CS + PL + ZH_S + ZH_T + JA + MIXED + E
authors = ["Anna Schmidt", "Иван Петров", "王小明", "佐藤さくら", "Jiří Dvořák", "Małgorzata Wiśniewska-Kowalczyk", "陳美玲", "Sam 🦊", "Dr. Hans-Jürgen Müller-Lüdenscheidt von und zu Hohenzollern", "אבי כהן", "Zoë"]
times = ["2 h", "gestern", "17.05.2024", "3 мин. назад", "昨天 21:47", "5分前", "just now", "12. 6. 2024 14:05", "wczoraj o 18:30"]
handles = ["@anna_s", "@ivan.petrov", "@xiaoming_wang_official_account_2024", "@sakura", None]
tags = [["#tech", "#review"], ["#kaffee"], ["#新闻", "#经济", "#数据"], ["#ニュース", "#天気", "#東京", "#熱中症", "#注意"], ["Praha", "doprava", "výluka", "tramvaj"], ["🔥", "💯", "👍🏽"], ["#dlugitagbezspacjiktorysieniemiesci_w_jednej_linii_na_waskim_ekranie"]]
badges = [None, "new", "Eilmeldung", "срочно", "速報", "hot 🔥"]
kickers = ["World", "Wirtschaft", "Экономика", "Sport", "Kraj", "科技", "国際"]
rows = []
n = len(ALL)
for i, t in enumerate(ALL):
    r = {"cell": "Post", "author": authors[i % len(authors)], "time": times[i % len(times)], "text": t}
    if i % 3: r["avatar"] = "img/avatar48.png" if i % 2 else "img/avatar64.png"
    h = handles[i % len(handles)]
    if h: r["handle"] = h
    b = badges[i % len(badges)]
    if b: r["badge"] = b
    if i % 4 == 1:
        r["more"] = ALL[(i + 13) % n]; r["url"] = "https://example.com/p/" + str(i)
        if i % 8 == 1: r["linkText"] = "weiterlesen →"
    if i % 2 == 0: r["tags"] = tags[i % len(tags)]
    if i % 5 != 2: r["likes"] = str((i * 37) % 2000); r["id"] = "#%05x" % (i * 7919); r["place"] = ["Berlin", "Москва", "東京", "Kraków", "台北", "Brno"][i % 6]
    rows.append(r)
    if i % 2 == 0:
        a = {"cell": "Article", "kicker": kickers[i % len(kickers)], "title": HEADLINES[i % len(HEADLINES)][1] if i % 4 == 0 else t[:60], "summary": t + " " + ALL[(i + 5) % n] + " " + ALL[(i + 9) % n], "author": authors[(i + 3) % len(authors)], "date": times[(i + 2) % len(times)]}
        if i % 6 == 0: a["image"] = ["img/banner300x100.png", "img/wide640x120.png", "img/logo.svg"][(i // 6) % 3]
        rows.append(a)
    if i % 3 == 0:
        rv = {"cell": "Review", "title": t[:80], "stars": "★" * (i % 5 + 1) + "☆" * (4 - i % 5) + " (%d)" % (i * 3)}
        if i % 2: rv["pros"] = [ALL[(i + 1) % n][:50], ALL[(i + 2) % n][:30], "OK"]
        if i % 4 != 2: rv["quote"] = ALL[(i + 7) % n]
        if i % 5: rv["price"] = ["€ 89,90", "12 990 ₽", "¥1,280", "1 299 zł", "NT$32,900", "$499"][i % 6]
        rows.append(rv)
    if i % 7 == 3:
        rows.append({"cell": "Notice", "label": ["Info", "Hinweis", "Внимание", "お知らせ", "注意"][i % 5], "headline": ALL[(i + 4) % n], "text": t, "note": "(%s)" % times[i % len(times)] if i % 2 else ""})
for i, t in enumerate(ALL[::6]):
    rows.append(t + "\n" + ALL[(i * 11) % n] if i % 2 else t)
json.dump(rows, open("feed.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
