import json
from c3_text import E
people = ["Sam 🦊", "Mia ✨", "Kuba 🇵🇱", "あやか🌸", "Dmitri", "李娜🎾"]
tags = [["🔥", "💯"], ["#mood", "#😂"], ["#family👨‍👩‍👧"], ["🇯🇵", "🇨🇳", "🇹🇼"], ["✓ done", "→ next"]]
rows = []
for i, t in enumerate(E):
    rows.append(t if i % 2 else {"text": t})
    q = {"cell": "QuoteCell", "text": t, "personName": people[i % len(people)]}
    if i % 3 == 0: q["imageName"] = "img/avatar64.png"
    if i % 2 == 0: q["tags"] = tags[i % len(tags)]
    if i % 4 == 1: q["url"] = "https://example.com/@user" + str(i)
    rows.append(q)
    rows.append({"text": " ".join([t, E[(i + 11) % len(E)], E[(i + 23) % len(E)]])})
    if i % 5 == 2:
        rows.append({"cell": "AdCell", "title": "🔥 Deal of the day ⚡️ " + E[(i + 3) % len(E)][:12], "text": t, "url": "https://shop.example/deal"})
json.dump({"title": "Reactions 😀", "footer": "Emoji: 👍 %d" % len(rows), "rows": rows}, open("c3_emoji.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
