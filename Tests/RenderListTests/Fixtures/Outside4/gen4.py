import json, random
random.seed(2026)
ZH = ["她问：“明天还去吗？”", "他说：“我们一定会按时完成任务。”", "妈妈说：“早点回家吃饭。”", "老师强调：“考试不许迟到！”", "朋友回复：“没问题，周末见。”",
      "「明日は晴れるかな？」", "『本当にありがとう』", "店長いわく「今日は特売日です」", "「了解！」"]
EM = ["🏳️‍🌈", "🏳️", "❤️", "☺️", "✌️", "👍", "🇯🇵", "⭐", "☀️", "✈️", "😂", "🙏🏼", "👩‍👩‍👧", "#️⃣", ""]
FILL = ["今天天气很好，我们去公园散步吧。", "会议改到下午三点。", "駅前のカフェで待ってます。", "本当に楽しかったです。", "好的", ""]
DE = ["Die Bundes\u00adregierung plant eine Steuer\u00adentlastung für Gering\u00adverdiener.", "Haupt\u00adbahnhof", "Kranken\u00adversicherungs\u00adbeiträge steigen zum Jahres\u00adwechsel deutlich.",
      "Rind\u00adfleisch\u00adetikettierungs\u00adüberwachungs\u00adaufgaben\u00adübertragungs\u00adgesetz", "Bundes\u00adverfassungs\u00adgerichts\u00adentscheidung", "Lebens\u00admittel\u00adeinzel\u00adhandels\u00adunternehmen",
      "Geschwindigkeits\u00adbegrenzung auf Autobahnen?", "Arbeitsunfähigkeits\u00adbescheinigung", "Datenschutz\u00adgrundverordnung", "Wohnungs\u00adbau\u00adgenossenschaft"]
def t():
    if random.random() < 0.55:
        s = random.choice(FILL) + random.choice(ZH) + random.choice(EM)
        if random.random() < 0.5: s += random.choice(FILL)
        return s
    return " ".join(random.choice(DE) for _ in range(random.randint(1, 5)))
rows = []
for i in range(600):
    r = random.random()
    if r < 0.4: rows.append(t())
    elif r < 0.8:
        d = {"cell": "QuoteCell", "text": t(), "personName": "李华"}
        if random.random() < 0.5: d["imageName"] = "photo.svg"
        rows.append(d)
    else: rows.append({"cell": "AdCell", "title": t(), "text": t()})
json.dump(rows, open("/tmp/outside4/data/main3.json", "w"), ensure_ascii=False, indent=1)
