import json, random
random.seed(4711)
EN = ["The harbour ferry was late again on Tuesday morning.",
"City council approves a 3.5% rise in bus fares starting 1 March 2027.",
"Our reviewer tried the new espresso machine for two weeks — here's the verdict.",
"Rain, wind, and more rain: the weekend forecast isn't pretty.",
"\"It's not broken, it's just thinking,\" said the engineer, shrugging.",
"Self-driving tractors arrive on mid-sized farms in the north-east.",
"Battery prices fell by 12 percent year-over-year, analysts say.",
"A well-known baker opens a second shop near the old railway station.",
"Why do cats knock things off tables? Scientists have a few ideas.",
"Five stars. Would order again, although the box arrived slightly dented.",
"Honestly the worst headphones I've owned; the left ear died after a week.",
"Meeting moved to 14:30 — please bring the Q3 numbers (and coffee).",
"See https://example.org/reports/2026/annual-summary-final-v2.pdf?download=true&lang=en for details.",
"Supercalifragilisticexpialidocious was the word of the day.",
"Pneumonoultramicroscopicsilicovolcanoconiosis is a very long word indeed.",
"The state-of-the-art, easy-to-use, one-size-fits-all solution never existed.",
"Call +1 (555) 012-3456 or email hello@example.com before 5 p.m.",
"Temperatures reached 38.6 °C on 21/07/2026, a new local record.",
"ok", "Thanks!", "lol", "See you tomorrow?", "Absolutely not.",
"The committee's long-awaited report, published late on Friday evening, recommends merging three departments.",
"She wrote: 'Don't wait for the perfect moment; take the moment and make it perfect.'",
"Version 10.4.2 fixes a crash when importing CSV files larger than 2 GB.",
]
DE = ["Die Bundesbahn kündigt neue Verbindungen zwischen München und Hamburg an.",
"Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen ist kein Wort für den Alltag.",
"Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde 2013 aufgehoben.",
"Straßenbahn fällt wegen Bauarbeiten bis Ende Oktober aus.",
"Das Café an der Ecke hat endlich wieder geöffnet – mit größerer Terrasse.",
"Äußerst zufrieden! Die Lieferung kam pünktlich und gut verpackt.",
"Leider ist der Akku nach drei Monaten schon schwächer geworden.",
"„Wir müssen schneller werden“, sagte die Ministerin am Donnerstag.",
"Grüße aus Köln, wir sehen uns übermorgen.", "Jein.", "Alles klar, bis später!",
"Öffnungszeiten: Mo–Fr 8–18 Uhr, Sa 9–13 Uhr.",
]
RU = ["Москва готовится к самой холодной зиме за последние десять лет.",
"Новый мост через реку откроют уже в следующем месяце.",
"Отличный телефон, но батарея садится быстрее, чем хотелось бы.",
"Достопримечательности Санкт-Петербурга привлекают миллионы туристов ежегодно.",
"Превысокомногорассмотрительствующий — одно из самых длинных слов.",
"Привет! Как дела?", "Спасибо, всё хорошо.",
"«Это только начало», — заявил директор компании в интервью.",
"Цены на продукты выросли на 7,4 % по сравнению с прошлым годом.",
]
CS = ["Praha chystá novou tramvajovou trať přes Vltavu.",
"Nejneobhospodařovávatelnějšími pozemky se zabývá nová studie.",
"Příliš žluťoučký kůň úpěl ďábelské ódy.",
"Výborná kavárna, ale obsluha byla trochu pomalá.",
"Zítra bude pršet, vezměte si deštník.", "Díky!",
]
PL = ["Warszawa otwiera nową linię metra na Pradze.",
"Zażółć gęślą jaźń — klasyczne zdanie do testowania czcionek.",
"Konstantynopolitańczykowianeczka to słowo, które trudno wymówić.",
"Bardzo dobra jakość, polecam każdemu, kto szuka solidnego plecaka.",
"Spóźniony pociąg z Krakowa przyjechał o 22:15.", "Cześć!",
]
ZHS = ["北京今天发布了新的空气质量标准，预计明年开始实施。",
"这家餐厅的服务非常好，菜也很好吃，下次还会再来。",
"科学家在南极冰层下发现了一种新的微生物。",
"你好！最近怎么样？", "好的，明天见。",
"上海地铁十四号线全线开通运营，沿线居民出行更加方便。",
"手机电池续航一般，但是屏幕显示效果非常出色，拍照也不错。",
"据报道，2026年第三季度全国新能源汽车销量同比增长百分之三十五。",
"他说：“我们一定会按时完成任务。”",
]
ZHT = ["臺北市政府宣布將擴建捷運路線，預計三年內完工。",
"這本書寫得非常精彩，讓我一口氣讀完了。",
"颱風即將登陸，請民眾做好防颱準備。",
"謝謝你的幫忙！", "香港的夜景真的很漂亮，值得一看。",
"「我們會繼續努力」，他在記者會上說。",
]
JA = ["東京都は来年から新しいごみ分別ルールを導入すると発表しました。",
"このカメラはとても軽くて、旅行にぴったりです！",
"「明日は晴れるかな？」と彼女は空を見上げた。",
"新宿駅の南口で待ち合わせしましょう。",
"ありがとうございます。", "了解です！",
"大阪の新しいカフェでは、抹茶ラテとチーズケーキのセットが人気だそうです。",
"iPhoneの新モデルは、カメラ性能が大幅に向上しました。",
"2026年11月26日（木）午前10時からオンライン説明会を開催します。",
"きょうはとてもいいてんきですね、さんぽにいきましょうか。",
"カタカナデカイタブンショウハヨミニクイデスネ。",
"株式会社サンプルは、ＡＩを活用した新サービス「ミライ」を発表した。",
]
EMO = ["🎉", "👍🏽", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇩🇪", "🇯🇵", "🇺🇦", "1️⃣", "#️⃣", "❤️", "🙈🙉🙊", "👩🏿‍💻", "🧑‍🚀", "✨", "☕", "🇨🇿🇵🇱", "🤷‍♀️", "👋🏻"]
URLS = ["https://www.example.com/a/very/long/path/that/keeps/going/and/going/without/any/spaces/at/all/index.html",
"http://localhost:8080/api/v1/users?id=1234567890&token=abcdefghijklmnopqrstuvwxyz",
"https://例え.jp/パス/ページ", "ftp-like-string-but-not-a-url-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]
POOLS = [EN, EN, DE, RU, CS, PL, ZHS, ZHT, JA, JA]
NAMES = ["Ada Lovelace", "Jürgen Müller-Lüdenscheidt", "Анна Каренина", "王小明", "山田太郎", "Zbigniew Brzęczyszczykiewicz", "Eliška Nováková", "A very long author name that certainly will not fit on one line of the cell", "", None]
TAGS = ["#news", "#tech", "#日本", "#中文", "#русский", "#über", "#wow🎉", "#a-very-long-hashtag-without-spaces-at-all", "#2026", "#👨‍👩‍👧"]
def text():
    pool = random.choice(POOLS)
    n = random.choice([1,1,1,2,2,3,4,6])
    parts = []
    for _ in range(n):
        r = random.random()
        if r < 0.08: parts.append(random.choice(EMO) * random.randint(1,4))
        elif r < 0.12: parts.append(random.choice(URLS))
        elif r < 0.2: parts.append(random.choice(random.choice(POOLS)))
        else: parts.append(random.choice(pool))
    sep = "" if pool in (ZHS, ZHT, JA) and random.random() < 0.6 else " "
    t = sep.join(parts)
    if random.random() < 0.1: t = t + " " + random.choice(EMO)
    if random.random() < 0.05: t = random.choice(EMO) + t
    return t
def row():
    r = random.random()
    if r < 0.35: return text()
    if r < 0.45: return {"text": text()}
    if r < 0.8:
        d = {"cell": "QuoteCell", "text": text()}
        nm = random.choice(NAMES)
        if nm is not None: d["personName"] = nm
        if random.random() < 0.5: d["imageName"] = "photo.svg"
        if random.random() < 0.3: d["url"] = "https://example.com/p/" + str(random.randint(1,999))
        if random.random() < 0.5: d["tags"] = random.sample(TAGS, random.randint(1, 7))
        return d
    d = {"cell": "AdCell", "title": text()[:random.choice([20, 60, 200])], "text": text()}
    if random.random() < 0.5: d["url"] = "https://ads.example.com/x"
    return d
secs = []
for s in range(30):
    rows = [row() for _ in range(random.randint(40, 70))]
    sec = {"rows": rows}
    if s % 3 != 2: sec["title"] = text()[:random.choice([10, 40, 120])]
    if s % 2 == 0: sec["footer"] = text()
    secs.append(sec)
json.dump({"sections": secs}, open("/tmp/outside4/data/main.json", "w"), ensure_ascii=False, indent=1)
print(sum(len(s["rows"]) for s in secs))
