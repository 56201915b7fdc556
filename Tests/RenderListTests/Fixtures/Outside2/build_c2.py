import json
from c2_text import *
people = ["王小明", "陳美玲", "田中 博", "佐藤さくら", "李雷", "Ken Watanabe", "山田太郎（営業部）"]
imgs = ["img/avatar64.png", None, "img/logo.svg", None]
tags = [["#美食", "#食谱"], ["#ニュース"], ["#台灣", "#颱風"], ["日本語", "中文", "English"], ["#カレー", "#料理", "#簡単レシピ"]]
sections = []
for title, texts in [("简体中文 · 聊天与新闻", ZH_S), ("繁體中文 · 食譜與新聞", ZH_T), ("日本語 · チャットとニュース", JA), ("混合 · Mixed", MIXED)]:
    rows = []
    for i, t in enumerate(texts):
        rows.append({"text": t} if i % 2 else t)
        q = {"cell": "QuoteCell", "text": t}
        if imgs[i % 4]: q["imageName"] = imgs[i % 4]
        if i % 5: q["personName"] = people[i % len(people)]
        if i % 3 == 0: q["url"] = "https://example.jp/u/" + str(i)
        if i % 2 == 0: q["tags"] = tags[i % len(tags)]
        rows.append(q)
        if i % 2 == 0:
            rows.append({"text": t + texts[(i + 3) % len(texts)] + texts[(i + 7) % len(texts)]})
        else:
            rows.append({"cell": "QuoteCell", "text": texts[(i + 1) % len(texts)] + "\n" + t, "personName": people[(i + 2) % len(people)], "tags": tags[(i + 1) % len(tags)]})
        if i % 6 == 1:
            rows.append({"cell": "AdCell", "title": texts[(i + 2) % len(texts)][:20], "text": t, "url": "https://ad.example.cn/" + str(i)})
    sections.append({"title": title, "footer": "共 %d 条 · 全%d件" % (len(rows), len(rows)), "rows": rows})
json.dump({"sections": sections}, open("c2_cjk.json", "w"), ensure_ascii=False, indent=1)
print(sum(len(s["rows"]) for s in sections))
