import json, random, sys
from pools import *
def P(r, pool, lo=1, hi=3):
    n = r.randint(lo, hi)
    sep = "" if pool in (ZH, JA) else " "
    s = sep.join(r.choice(pool) for _ in range(n))
    if r.random() < 0.12: s += " " + r.choice(EMOJI)
    return s
LANGS = [EN, DE, RU, CS, PL, ZH, JA]
def anyl(r, lo=1, hi=3): return P(r, r.choice(LANGS), lo, hi)
def dump(name, obj):
    json.dump(obj, open(name + ".json", "w"), ensure_ascii=False, indent=1)

# 1 catalog
r = random.Random(1)
names = ["Wireless Headphones X200", "Wanderrucksack „Alpin 35“", "Plecak miejski Łoś", "Наушники с шумоподавлением", "Kávovar Espresso Přesný", "超轻羽绒服", "ステンレス製ボトル 500ml", "Mug", "USB-C to USB-C cable (2 m, braided, 100 W Power Delivery)", "Kinderwagenregenschutzhülle", "T-shirt 🇨🇿 Edition"]
badges = ["new", "sale", "bestseller", "eco", "neu", "nowość", "скидка", "限定", "free shipping", "-30 %", "🔥 hot"]
rows = []
for i in range(220):
    row = {"cell": "Product", "name": r.choice(names), "price": round(r.uniform(1, 2500), 2),
           "desc": maybe(r, anyl(r, 1, 4), 0.1), "sku": "SKU-%06d-%s" % (i, r.choice(["BLK", "WHT-XL", "NAVY-42-LONGVARIANTCODE"])),
           "img": "img/%s72.svg" % r.choice(["red", "green", "blue"]),
           "badges": r.sample(badges, r.randint(0, 4))}
    if r.random() < 0.4: row["old"] = round(row["price"] * 1.3, 2)
    if r.random() < 0.1: del row["img"]
    rows.append(row)
dump("catalog", rows)

# 2 calendar
r = random.Random(2)
titles = ["Koncert komorní hudby", "Wieczór poezji", "Tag der offenen Tür", "Přednáška: Umělá inteligence a etika", "Warsztaty ceramiczne dla dzieci i dorosłych", "Jazz Night", "Festiwal Filmów Dokumentalnych „Millennium Docs Against Gravity“", "Nejneobhospodařovávatelnějšího", "Lesung", "Open-air cinema 🎬"]
places = ["Rudolfinum, Praha", "Centrum Kultury, ul. Świętokrzyska 12, Warszawa", "Stadtbibliothek", "Online", "Kulturhaus Mitte, Karl-Liebknecht-Straße 9, 10178 Berlin", "Brno"]
prog = ["Úvod", "Přestávka 20 min", "Otázky a odpovědi", "Zakończenie i poczęstunek", "Begrüßung durch die Bürgermeisterin", "Q&A", "Koncert"]
months = ["Leden", "Únor", "Marzec", "Kwiecień", "Mai", "Juni"]
secs = []
for m in months:
    rs = []
    for i in range(r.randint(25, 45)):
        row = {"cell": "Event", "day": str(r.randint(1, 31)), "dow": r.choice(["po", "út", "śr", "czw", "Fr", "Sa", "ne"]),
               "title": r.choice(titles), "time": r.choice(["18:00", "9:30–17:00", "celý den", "19.00 – 22.30"]),
               "place": r.choice(places), "desc": maybe(r, P(r, r.choice([CS, PL, DE]), 1, 3), 0.2),
               "program": r.sample(prog, r.randint(0, 4)), "price": r.choice(["zdarma", "250 Kč", "40 zł", "12 €", ""])}
        if r.random() < 0.15: row["cell"] = "Cancelled"
        rs.append(row)
    secs.append({"title": m, "footer": maybe(r, "%d akcí" % len(rs), 0.5), "rows": rs})
dump("calendar", {"sections": secs})

# 3 contacts
r = random.Random(3)
first = ["Анна", "Дмитрий", "Jan", "Kateřina", "Zbigniew", "Małgorzata", "John", "Élodie", "Александр", "李", "佐藤", "Przemysław"]
last = ["Иванова", "Константинопольский", "Novák", "Dvořáková", "Brzęczyszczykiewicz", "Smith", "Vandenberghe-Lefèvre", "伟", "健太", "O'Connor"]
secs = []
for letter in "АBDKMSZ":
    rs = []
    for i in range(r.randint(18, 32)):
        f, l = r.choice(first), r.choice(last)
        row = {"cell": "Contact", "name": f + " " + l, "initials": f[0] + l[0],
               "email": maybe(r, (r.choice(["anna", "j.novak", "someone.with.a.very.long.address", "z.brzeczyszczykiewicz"]) + "@" + r.choice(["mail.ru", "seznam.cz", "subdomain.example.org", "wp.pl"])), 0.2),
               "phones": r.sample(["+7 495 123-45-67", "+420 777 123 456", "+48 22 555 01 23", "+1 (555) 010-9999 ext. 1234"], r.randint(0, 3)),
               "company": maybe(r, r.choice(["ООО «Рога и копыта»", "Škoda Auto a.s.", "Polskie Koleje Państwowe S.A.", "Acme", "Международная ассоциация по развитию межкультурного сотрудничества"]), 0.3),
               "address": maybe(r, r.choice(["ул. Тверская, д. 7, кв. 15\n125009 Москва\nРоссия", "Vinohradská 1234/56\n120 00 Praha 2", "ul. Marszałkowska 1\n00-001 Warszawa", "221B Baker Street\nLondon NW1 6XE\nUnited Kingdom"]), 0.3),
               "note": maybe(r, P(r, r.choice([RU, CS, PL, EN]), 1, 2), 0.6)}
        if r.random() < 0.3: row["avatar"] = "img/%s48.svg" % r.choice(["red", "green"])
        if r.random() < 0.2: row["fav"] = True
        rs.append(row)
    secs.append({"title": letter, "rows": rs})
dump("contacts", {"sections": secs})

# 4 bugs
r = random.Random(4)
btitles = ["Crash on startup when config file is empty", "Segfault in `parse_header()` with malformed input", "Typo in README", "Memory leak in ImageCache::evictLRU() under heavy load (observed ~2 GB after 6 h)", "Dark mode: text unreadable in settings → advanced → network", "Übersetzung fehlt: „Einstellungen“", "Ошибка при сохранении файла", "中文输入法下无法输入标点符号", "[regression] build fails on aarch64-unknown-linux-gnu with rustc 1.78.0-nightly"]
labels = ["bug", "crash", "p1", "good first issue", "needs-repro", "regression", "i18n", "area/ui", "wontfix", "help wanted"]
snips = ["NullPointerException", "ENOENT: no such file or directory, open '/var/lib/app/config.json'", "std::bad_alloc", "exit code 139", "SIGSEGV", "TypeError: Cannot read properties of undefined (reading 'map')", ""]
traces = ["Traceback (most recent call last):\n  File \"main.py\", line 42, in <module>\n    run()\nValueError: invalid literal", "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.main()\n\t/home/user/go/src/app/main.go:17 +0x1d", "", "", "at com.example.app.MainActivity.onCreate(MainActivity.java:128)"]
rows = []
for i in range(250):
    row = {"cell": "Issue", "num": "#%d" % r.randint(1, 99999), "title": r.choice(btitles),
           "status": r.choice(["open", "closed", "in progress"]), "labels": r.sample(labels, r.randint(0, 4)),
           "reporter": r.choice(["alice", "bob_the_builder", "Дмитрий К.", "a-very-long-username-without-spaces-1987"]),
           "error": r.choice(snips), "body": maybe(r, P(r, r.choice([EN, EN, EN, DE, RU, ZH]), 1, 3), 0.15),
           "trace": r.choice(traces), "url": maybe(r, r.choice(URLS), 0.6)}
    rows.append(row)
dump("bugs", rows)

# 5 playlist
r = random.Random(5)
tracks = ["夜に駆ける", "紅蓮華", "Bohemian Rhapsody", "Кино — Группа крови", "Lemon", "小幸运", "光年之外", "アイドル", "Das Boot (Titelmusik) [Remastered 2021 Deluxe Edition]", "Płonąca stodoła", "Sen o Warszawie", "月光", "Por una Cabeza", "ドライフラワー（Acoustic Version）", "Supercalifragilisticexpialidocious"]
artists = ["YOASOBI", "LiSA", "Queen", "Кино", "米津玄師", "田馥甄", "邓紫棋", "Klaus Doldinger", "Czesław Niemen", "Beethoven; Wiener Philharmoniker, Herbert von Karajan", "優里", ""]
rows = []
for i in range(240):
    row = {"cell": "Track", "n": str(i + 1), "title": r.choice(tracks), "artist": r.choice(artists),
           "album": maybe(r, r.choice(["THE BOOK", "A Night at the Opera", "新的心跳", "Группа крови", "STRAY SHEEP", "Greatest Hits 1970–2020 (Deluxe)"]), 0.3),
           "dur": "%d:%02d" % (r.randint(1, 12), r.randint(0, 59)), "lyric": maybe(r, P(r, r.choice([JA, ZH, EN]), 1, 2), 0.5)}
    if r.random() < 0.2: row["explicit"] = True
    rows.append(row)
dump("playlist", rows)

# 6 weather
r = random.Random(6)
cities = [("Praha", "🇨🇿"), ("Warszawa", "🇵🇱"), ("Berlin", "🇩🇪"), ("東京", "🇯🇵"), ("北京", "🇨🇳"), ("Москва", "🇷🇺"), ("Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", "🏴󠁧󠁢󠁷󠁬󠁳󠁿"), ("San Francisco", "🇺🇸"), ("Zürich", "🇨🇭")]
icons = ["☀️", "🌤️", "⛅", "🌧️", "⛈️", "🌨️", "🌫️", "🌈"]
descs = EN[8:9] + [EN[13]] + RU[7:8] + CS[3:4] + PL[4:5] + ZH[1:2] + JA[1:2] + ["Sunny", "", "Jasno 🌞", "Gewitter mit Starkregen, örtlich Hagel ⛈️ — Unwetterwarnung!"]
rows = []
for i in range(230):
    c = r.choice(cities)
    row = {"cell": "Day", "city": c[0], "flag": c[1], "icon": r.choice(icons), "hi": "%d°" % r.randint(-10, 38), "lo": "%d°" % r.randint(-20, 25),
           "desc": r.choice(descs), "date": r.choice(["Mon 12", "út 13. 5.", "Mittwoch, 14.", "木曜日", "星期五", "sobota"]),
           "alerts": r.sample(["⚠️ Wind", "UV 8", "Pollen: hoch", "Гололёд", "🌡️ Hitze"], r.randint(0, 2)), "rain": "%d %%" % r.randint(0, 100)}
    rows.append(row)
dump("weather", rows)

# 7 glossary
r = random.Random(7)
words = [("Weltanschauung", "ˈvɛltʔanˌʃaʊ̯ʊŋ", "de"), ("Schadenfreude", "ˈʃaːdn̩ˌfʁɔʏ̯də", "de"), ("Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft", "", "de"), ("robota", "ˈrobota", "cs"), ("čtvrtek", "ˈt͡ʃtvr̩tɛk", "cs"), ("żubrówka", "ʐuˈbrufka", "pl"), ("Zeitgeist", "ˈtsaɪ̯tˌɡaɪ̯st", "de"), ("serendipity", "ˌsɛrənˈdɪpɪti", "en"), ("przepraszam", "pʂɛˈpraʂam", "pl"), ("ogród", "", "pl"), ("Nejneobhospodařovávatelnějšími", "", "cs"), ("a", "eɪ", "en")]
senses_pool = EN[:12] + DE[:8] + CS[:5] + PL[:6]
rows = []
for i in range(210):
    w = r.choice(words)
    row = {"cell": "Entry", "word": w[0], "ipa": w[1], "pos": r.choice(["noun", "Substantiv, f.", "rzeczownik", "sloveso", "adj."]),
           "senses": [r.choice(senses_pool) for _ in range(r.randint(1, 4))],
           "example": maybe(r, r.choice(senses_pool), 0.4), "ety": maybe(r, P(r, r.choice([EN, DE]), 1, 2), 0.5),
           "see": r.sample(["Weltschmerz", "Angst", "Gemütlichkeit", "robot", "kielbasa", "Fernweh"], r.randint(0, 3))}
    rows.append(row)
dump("glossary", rows)

# 8 faq
r = random.Random(8)
qs = ["如何重置密码？", "配送需要多长时间？", "支払い方法は何がありますか？", "アカウントを削除するにはどうすればいいですか？", "How do I change my shipping address after placing an order?", "可以开具增值税专用发票吗？", "退货运费由谁承担？", "Why?", "ログインできません（エラーコード：E-1024）"]
steps = ZH[:6] + JA[:6] + ["Open Settings → Account → Security.", "点击“忘记密码”。", "メールに記載されたリンクをクリックしてください。"]
rows = []
for i in range(220):
    row = {"cell": "QA", "cat": r.choice(["account and security", "shipping", "payment methods", "退货", "アカウント"]),
           "q": r.choice(qs), "a": maybe(r, P(r, r.choice([ZH, JA, ZH]), 1, 4), 0.1),
           "steps": [r.choice(steps) for _ in range(r.randint(0, 4))], "updated": r.choice(["2024-03-01", "2023年12月", "昨天"]),
           "helpful": str(r.randint(0, 9999))}
    rows.append(row)
dump("faq", rows)

# 9 comments
r = random.Random(9)
users = ["mike", "Катя 🌸", "Jiří Dvořák", "Zażółć", "田中太郎", "王小明", "👩🏻‍💻 dev", "anonymous_user_without_spaces_in_the_name"]
def reply(r, depth):
    d = {"user": r.choice(users), "text": P(r, r.choice(LANGS + [EMOJI]), 1, 2), "ago": r.choice(["2 h", "vor 3 Tagen", "вчера", "3日前", "just now"])}
    return d
rows = []
for i in range(200):
    row = {"cell": "Comment", "user": r.choice(users), "text": maybe(r, P(r, r.choice(LANGS), 1, 4), 0.05), "ago": r.choice(["5 min", "před hodinou", "2 godz. temu", "1 週間前"]),
           "likes": str(r.randint(0, 3000)), "reactions": r.sample(["👍 12", "❤️ 3", "😂 1", "👨‍👩‍👧‍👦 2", "🇵🇱 5", "🏳️‍🌈 9", "🤷🏽‍♀️ 4"], r.randint(0, 4)),
           "replies": [reply(r, 1) for _ in range(r.choice([0, 0, 1, 2, 3]))],
           "avatar": "img/%s40.svg" % r.choice(["red", "green", "blue"])}
    if r.random() < 0.15: row["edited"] = "edited"
    rows.append(row)
dump("comments", rows)

# 10 timetable
r = random.Random(10)
stops_pool = ["Praha hl.n.", "Kolín", "Pardubice hl.n.", "Česká Třebová", "Olomouc hl.n.", "Ostrava-Svinov", "Bohumín", "Katowice", "Kraków Główny", "Warszawa Centralna", "Berlin Hbf (tief)", "Dresden-Neustadt", "Frankfurt (Oder)", "Poznań Główny"]
rows = []
for i in range(240):
    k = r.randint(0, 7)
    row = {"cell": "Train", "dep": "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), "arr": "%02d:%02d" % (r.randint(0, 23), r.randint(0, 59)),
           "num": r.choice(["EC 117", "IC 5103", "R 881", "EN 406 „Chopin“", "ICE 1607", "TLK 31104 Przemyślanin", "Os 3456"]),
           "dest": r.choice(stops_pool), "via": r.sample(stops_pool, k), "platform": str(r.randint(1, 12)) + r.choice(["", "a", " Süd"]),
           "note": maybe(r, r.choice(["Zpoždění cca 15 min", "Opóźnienie 120 minut z powodu awarii sieci trakcyjnej pomiędzy stacjami Kraków Płaszów i Kraków Główny", "Ersatzverkehr mit Bussen", "Reservierungspflicht", "🚲 bikes allowed"]), 0.6)}
    if r.random() < 0.2: row["cancelled"] = True
    rows.append(row)
dump("timetable", rows)
print("done")
