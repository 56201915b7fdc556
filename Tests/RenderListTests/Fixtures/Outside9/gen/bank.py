import json, random, sys
sys.path.insert(0, "/tmp/outside15/work/lib"); from pools import *
r = random.Random(1501)
merchants = ["REWE Markt GmbH, Berlin-Kreuzberg", "Żabka Polska sp. z o.o. Warszawa", "Albert Česká republika s.r.o.", "Пятёрочка, Москва, ул. Тверская 12",
  "Amazon Marketplace EU S.à r.l.", "全家便利商店 台北市信義區", "セブン-イレブン 渋谷道玄坂店", "星巴克咖啡 上海南京西路店", "Deutsche Bahn Fernverkehr AG",
  "PAYPAL *STEAMGAMES 4029357733", "Netflix.com", "Stadtwerke München Strom & Gas", "Landesbank Baden-Württemberg Überweisung", "Café ☕ Bäckerei Müller"]
cats = ["Groceries", "Transport", "Utilities", "Entertainment", "Transfer", "Dining", "Salary", "Fees"]
icons = ["🛒", "🚆", "💡", "🎬", "🔁", "🍜", "💶", "🏦", "☕", "🇩🇪"]
secs = []; bal = 4210.55; d0 = 1767225600
for s in range(18):
    rows = []
    day = d0 + s*86400
    for i in range(r.randint(8, 14)):
        if r.random() < 0.1:
            lang = r.choice(["en","de","pl","cs"])
            rows.append({"cell":"Note","text": text(r, lang, r.randint(1,3)), "fine": (text(r,"en",1) if r.random()<0.6 else "")})
            continue
        amt = round(r.uniform(-250, 120), 2) if r.random() < .9 else round(r.uniform(1000, 4000), 2)
        bal += amt
        row = {"cell":"Tx","icon": r.choice(icons),"merchant": r.choice(merchants),"date": day,
               "category": r.choice(cats),"amount": amt, "cur": r.choice(["EUR","PLN","CZK","RUB","JPY","CNY"]),
               "balance": round(bal,2), "cls": "amount neg" if amt < 0 else "amount"}
        if r.random() < 0.7:
            lang, s2 = mixed(r); row["memo"] = s2
        rows.append(row)
    secs.append({"title": f"Day {s+1} — statement", "footer": f"{len(rows)} transactions", "rows": rows})
json.dump({"sections": secs}, open("data.json","w"), ensure_ascii=False, indent=1)
print(sum(len(s["rows"]) for s in secs), "rows")
