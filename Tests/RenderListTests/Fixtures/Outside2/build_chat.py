import json, hashlib
from c1_text import EN, DE, RU, CS, PL
from c2_text import ZH_S, ZH_T, JA, MIXED
from c3_text import E
ALL = EN + DE + RU + CS + PL + ZH_S + ZH_T + JA + MIXED + E
n = len(ALL)
sha = hashlib.sha1(b"chat").hexdigest()
names = ["anna", "иван петров", "王小明", "さくら", "jiří", "małgosia", "陳美玲", "sam 🦊", "o'neill-smith", "דוד"]
times = ["09:41", "gestern 23:12", "вчера", "昨天", "12. 6.", "5分前"]
code = [
 'func greet(_ name: String) -> String {\n    return "Hello, \\(name)!"\n}',
 'SELECT id, name, created_at FROM users WHERE email LIKE \'%@example.com\' ORDER BY created_at DESC LIMIT 50;',
 'curl -sS -X POST https://api.example.com/v2/orders?include=items,customer -H "Authorization: Bearer ' + sha + '" -d @order.json',
 '# Комментарий на русском\nfor i in range(10):\n\tprint(f"строка {i}")  # 行 {i}',
 'const 价格 = 1299; // złotych\nconsole.log(`Preis: ${价格} zł`);',
 '{\n  "name": "render-list",\n  "version": "1.0.0",\n  "description": "列表渲染 — Listen-Rendering"\n}',
 'git commit -m "Fix: Zeilenhöhe bei langen Wörtern (Donaudampfschifffahrtsgesellschaft)"',
 sha * 3,
 'x',
 '    indented with four spaces\n        and eight\n\n\nthree blank lines above',
]
rows = []
for i, t in enumerate(ALL):
    m = {"text": t, "time": times[i % len(times)]}
    if i % 2: m["side"] = "msg me"
    else: m["from"] = names[i % len(names)]; m["side"] = "msg"
    if i % 9 == 4: m["image"] = ["img/banner300x100.png", "img/wide640x120.png", "img/tall40x90.png", "img/badge.svg"][(i // 9) % 4]
    if i % 5 == 3: m["text"] = t + "\n\n" + ALL[(i + 17) % n] + "\n  — " + names[(i + 1) % len(names)]
    rows.append(m)
    if i % 3 == 0:
        rows.append({"cell": "Contact", "name": names[i % len(names)].title() + " " + ["Schmidt", "Петров", "王", "佐藤", "Dvořák", "Wiśniewska-Kowalczyk-Nowak"][i % 6], "last": t, "pic": "img/avatar64.png" if i % 2 else "img/logo.svg", **({"unread": str(i * 13 % 150)} if i % 4 else {}), **({"tags": ["vip", "работа", "家族", "#" + sha[:i % 30]]} if i % 5 == 0 else {})})
    if i % 4 == 2:
        rows.append({"cell": "Snippet", "file": ["Sources/App/main.swift", "db/queries/" + "very_long_directory_name/" * 4 + "users.sql", "run.sh", "script.py", "app.js", "package.json"][i % 6], "code": code[i % len(code)], **({"caption": t} if i % 3 else {})})
    if i % 4 == 0:
        d = {"cell": "Doc", "title": t[:70], "body": ALL[(i + 3) % n] + " " + ALL[(i + 8) % n]}
        if i % 8 == 0: d["lead"] = ALL[(i + 1) % n]
        if i % 3 == 0: d["address"] = ["Musterstraße 12\n10115 Berlin\nDeutschland", "ул. Тверская, д. 7\nМосква, 125009", "〒150-0002\n東京都渋谷区渋谷2-21-1\n渋谷ヒカリエ 11F", "Václavské náměstí 1\n110 00 Praha 1"][i % 4]
        if i % 2 == 0: d["note"] = ALL[(i + 11) % n][:90]; d["ref"] = "RFC-%d" % (i * 7)
        rows.append(d)
json.dump(rows, open("chat.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
