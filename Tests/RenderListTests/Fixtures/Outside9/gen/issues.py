import json, random, sys, os
sys.path.insert(0, "/tmp/outside15/work/lib"); from pools import *
r = random.Random(1504)
imgs = sorted(f for f in os.listdir("/tmp/outside15/work/img"))
titles = ["Crash when opening a 4 GB file on Windows","Dark mode: sidebar text unreadable","Regression in 2.3.1 — `render()` returns undefined",
 "Übersetzungen für Fehlermeldungen fehlen","Поддержка кириллицы в именах файлов","Čeština: špatné skloňování v notifikacích","Błąd przy zapisie pliku z polskimi znakami",
 "中文输入法下回车键会提交表单","繁體中文介面字型顯示錯誤","日本語の変換中にカーソルが飛ぶ","Support for 👨‍👩‍👧‍👦 family emoji in usernames",
 "TypeError: Cannot read properties of undefined (reading 'map') at Object.<anonymous>","feat: add --dry-run flag","docs: typo in README"]
labels = ["bug","enhancement","good first issue","help wanted","P0 🔥","needs-triage","area/i18n","wontfix","duplicate","platform:linux-arm64","👀 investigating","regression-from-1.9.x"]
kinds = ["", "r-b", "r-i", "r-c", "r-p"]
rows=[]
for i in range(240):
    lang, base = mixed(r)
    runs=[]
    for j in range(r.randint(0,7)):
        k = r.choice(kinds)
        if k == "r-c": t = r.choice(["render()","--width 320","null","Array.prototype.flatMap","std::vector<std::string>","x","ÆØÅ"])
        elif k == "r-p": t = r.choice(URLS + ["src/components/VeryLongComponentNameForTheSettingsPanel.tsx:1234:56"])
        else: t = text(r, r.choice(list(ALL)), 1)[: r.randint(8, 120)]
        runs.append({"k": k, "t": (" " if r.random()<.5 and j else "") + t + (" " if r.random()<.6 else "")})
    row = {"cell":"Issue","state": r.choice(["state","state closed"]),"title": r.choice(titles) + ("" if r.random()<.7 else " " + base),
           "labels": r.sample(labels, r.randint(0,4)),"runs": runs,"num": str(r.randint(1,99999)),"when": r.choice(["2 hours ago","yesterday","on 3 Mar","vor 5 Tagen","3 日前"]),
           "author": r.choice(["octocat","jürgen-müller","владимир_п","李小龙","tanaka_taro","a-really-long-user-name-without-spaces-123"])}
    if r.random()<.8: row["avatar"] = "img/" + r.choice([f for f in imgs if not f.startswith("v")])
    if r.random()<.4: row["milestone"] = r.choice(["v2.0","Q3 2026 — Localization","未定"])
    if r.random()<.6: row["comments"] = str(r.randint(1, 1234))
    rows.append(row)
json.dump(rows, open("data.json","w"), ensure_ascii=False, indent=1)
print(len(rows),"rows")
