import json, random, sys, os, zlib, struct, shutil
sys.path.insert(0, os.path.dirname(__file__))
from textgen import *
D = "/tmp/outside5/work/data"
os.makedirs(D + "/img", exist_ok=True)
def png(path, w, h, rgb=(200, 120, 80)):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))
    def ch(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    open(path, "wb").write(b"\x89PNG\r\n\x1a\n" + ch(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + ch(b"IDAT", zlib.compress(raw)) + ch(b"IEND", b""))
IMGS = []
for i, (w, h) in enumerate([(400, 300), (300, 400), (512, 512), (640, 360), (333, 217), (120, 97), (1000, 751), (17, 13)]):
    png(f"{D}/img/p{i}.png", w, h, (i * 30 % 255, 100, 150)); IMGS.append(f"img/p{i}.png")
for i, (w, h) in enumerate([(200, 150), (150, 200), (101, 67)]):
    open(f"{D}/img/s{i}.svg", "w").write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" fill="#8ac"/></svg>'); IMGS.append(f"img/s{i}.svg")
os.makedirs(D + "/photos", exist_ok=True)
for f in os.listdir("/tmp/outside5/docs/Examples/photos"): shutil.copy("/tmp/outside5/docs/Examples/photos/" + f, D + "/photos/")
PHOTOS = ["photos/" + f for f in sorted(os.listdir(D + "/photos"))]

def quotes(seed=1, n=900):
    r = random.Random(seed); secs = []
    names = ["Oscar Wilde", "Mark Twain", "Johann Wolfgang von Goethe", "Лев Николаевич Толстой", "Wisława Szymborska", "Karel Čapek", "鲁迅", "夏目漱石", "Nguyễn Du", "Ada Lovelace", "Marie Skłodowska-Curie", "Αριστοτέλης", "Nâzım Hikmet", "", "Someone with an extraordinarily long name that will not fit on one line at all"]
    k = 0
    while k < n:
        rows = []
        for _ in range(r.randint(5, 40)):
            lang = r.choice(LANGS); c = r.random()
            if c < 0.6:
                row = {"cell": "QuoteCell", "text": text(r, lang, 3), "personName": r.choice(names)}
                if r.random() < 0.6: row["imageName"] = r.choice(PHOTOS)
                if r.random() < 0.5: row["url"] = "https://example.org/wiki/" + str(k)
                if r.random() < 0.6: row["tags"] = ["#" + w for w in text(r, lang, 1).split()[: r.randint(1, 7)]]
            elif c < 0.75:
                row = {"cell": "AdCell", "title": sentence(r, lang, 1), "text": text(r, lang, 2)}
                if r.random() < 0.5: row["url"] = "https://shop.example.com/?ad=" + str(k)
            elif c < 0.9: row = {"text": text(r, lang, 3)}
            else: row = text(r, lang, 2) if r.random() < 0.7 else r.choice([3.14159, 1234567, -42, True])
            rows.append(row); k += 1
        sec = {"rows": rows}
        if r.random() < 0.8: sec["title"] = sentence(r, None, 1)
        if r.random() < 0.5: sec["footer"] = sentence(r, None, 1)
        secs.append(sec)
    return {"sections": secs}

def shop(seed=2, n=900):
    r = random.Random(seed); secs = []; k = 0
    brands = ["Bosch", "Ŝkoda Parts", "無印良品", "Xiaomi 小米", "Apple", "Żywiec", "Тройка", "Le Creuset", "Mäurer & Wirtz", "삼성전자"]
    while k < n:
        rows = []
        for _ in range(r.randint(10, 60)):
            lang = r.choice(LANGS)
            if r.random() < 0.05:
                rows.append({"cell": "Banner", "title": sentence(r, lang, 1).upper() if r.random() < 0.3 else sentence(r, lang, 1), "text": text(r, lang, 2)}); k += 1; continue
            p = r.choice([9.99, 19.5, 129, 1299, 0.49, 24999.9, 3.5])
            row = {"cell": "Product", "brand": r.choice(brands), "title": text(r, lang, 2), "desc": text(r, lang, 3),
                   "price": r.choice([f"{p:,.2f} €".replace(",", "X").replace(".", ",").replace("X", "."), f"${p:,.2f}", f"¥{int(p*150):,}", f"{p:.2f} zł", f"{p:,.0f} ₽".replace(",", " ")]),
                   "sku": r.choice(["SKU-", "ART.NR. ", "型号 "]) + "".join(r.choice("ABCDEFGHJK0123456789-") for _ in range(r.randint(6, 40))),
                   "stock": r.choice(["", "Auf Lager", "Nur noch 3 Stück verfügbar — schnell sein!", "在庫あり", "Нет в наличии", "Lieferbar in 2–3 Wochen"])}
            if r.random() < 0.7: row["image"] = r.choice(IMGS)
            if r.random() < 0.4: row["old"] = f"{p*1.25:.2f}"
            if r.random() < 0.4: row["badge"] = r.choice(["-20 %", "NEU", "Bestseller", "限时特价", "Öko", "Free shipping 🚚"])
            if r.random() < 0.6: row["tags"] = r.sample(["USB-C", "Bluetooth 5.3", "Wi-Fi 6E", "IP68", "2 Jahre Garantie", "防水", "軽量", "Made in EU 🇪🇺", "vegan", "BPA-frei", "4K@120Hz", "NFC"], r.randint(1, 6))
            if r.random() < 0.6: row["rating"] = True; row["stars"] = "★" * (s := r.randint(1, 5)) + "☆" * (5 - s); row["reviews"] = f"({r.randint(0, 25000):,})"
            if r.random() < 0.5: row["url"] = f"https://shop.example.com/p/{k}"
            rows.append(row); k += 1
        secs.append({"title": r.choice(["Elektronik", "Küche & Haushalt", "Книги", "家居用品", "Sport & Freizeit", "Ogród"]), "rows": rows})
    return {"sections": secs}

def chat(seed=3, n=1000):
    r = random.Random(seed); secs = []; k = 0
    people = [("Anna", "👩🏼"), ("Jürgen Müller-Lüdenscheidt", "🧔🏻"), ("Маша", "👧"), ("王小明", "🧑🏻‍💻"), ("さくら", "🌸"), ("Piotr", "🐻"), ("Nguyễn Văn An", "🧑🏽"), ("", "🤖")]
    while k < n:
        rows = []
        for _ in range(r.randint(10, 50)):
            lang = r.choice(LANGS); c = r.random()
            t = text(r, lang, 3)
            if r.random() < 0.2: t = t.replace(", ", ",\n", 1)
            if r.random() < 0.05: t = "```\n" + "def f(x):\n    return x * 2  # doubles\n" + "```"
            if r.random() < 0.05: t = r.choice(EMOJI) * r.randint(1, 8)
            if r.random() < 0.03: t = "https://maps.example.com/place/Brandenburger+Tor/@52.5162746,13.3755153,17z/data=!3m1!4b1"
            if r.random() < 0.03: t = "  indented  text   with   runs of spaces  "
            who, av = r.choice(people); hm = f"{r.randint(0,23):02d}:{r.randint(0,59):02d}"
            if c < 0.45: row = {"cell": "Msg", "who": who, "avatar": av, "text": t, "time": hm}
            elif c < 0.85:
                row = {"cell": "Mine", "avatar": "😎", "text": t, "time": hm + " ✓✓"}
                if r.random() < 0.3: row["reactions"] = [f"{r.choice(EMOJI)} {r.randint(1, 12)}" for _ in range(r.randint(1, 5))]
            elif c < 0.93: row = {"cell": "Reply", "quoted": text(r, None, 3), "text": t}
            else: row = {"cell": "System", "text": r.choice([f"{who or 'Bot'} joined the chat", f"{who} hat den Chat verlassen", "Сообщения защищены сквозным шифрованием", "已撤回一条消息", "メッセージが削除されました"])}
            rows.append(row); k += 1
        secs.append({"title": r.choice(["Today", "Yesterday", "Montag, 4. März 2024", "2024年3月4日（月）", "Понедельник"]), "rows": rows})
    return {"sections": secs}

def log(seed=4, n=700):
    r = random.Random(seed); secs = []; k = 0
    streets = ["Hauptstraße 5", "ул. Тверская, д. 7, кв. 12", "ul. Marszałkowska 84/92 m. 3", "Václavské náměstí 832/19", "東京都千代田区丸の内１丁目９−１", "北京市朝阳区建国路88号", "221B Baker Street", "Rue de l'Église 12"]
    while k < n:
        rows = []
        for _ in range(r.randint(8, 30)):
            lang = r.choice(LANGS); c = r.random()
            if c < 0.4:
                row = {"cell": "Entry", "version": f"v{r.randint(0,9)}.{r.randint(0,30)}.{r.randint(0,99)}" + r.choice(["", "-beta.2", "-rc1"]),
                       "title": sentence(r, lang, 1), "date": f"20{r.randint(10,25)}-{r.randint(1,12):02d}-{r.randint(1,28):02d}T12:00:00Z",
                       "summary": text(r, lang, 3),
                       "changes": [{"area": r.choice(["core", "ui/list", "net.http", "i18n", "build", "docs"]), "what": sentence(r, lang, 1)} for _ in range(r.randint(0, 6))]}
                if r.random() < 0.4: row["note"] = text(r, lang, 2) + "\n" + text(r, lang, 1)
            elif c < 0.7:
                row = {"cell": "Address", "name": r.choice(["Dr. Hans-Peter Schäfer", "ООО «Ромашка»", "Přemysl Otakar II.", "株式会社サンプル", "Zofia Brzęczyszczykiewicz", "Acme Corp. — Accounts Payable Dept."]),
                       "lines": "\n".join(r.sample(streets, r.randint(1, 3))) + "\n" + r.choice(["10115 Berlin", "125009 Москва", "00-001 Warszawa", "110 00 Praha 1", "〒100-0005", "SW1A 1AA London"]),
                       "contact": r.choice(["info@example.com", "very.long.firstname.lastname@department.subdomain.example-company.co.uk", "+49 30 1234567 · https://example.de/kontakt", "tel:+81-3-1234-5678"])}
            else:
                row = {"cell": "Slot", "time": f"{r.randint(7,20):02d}:{r.choice(['00','15','30','45'])}–{r.randint(8,21):02d}:{r.choice(['00','30'])}", "what": sentence(r, lang, r.randint(1, 2)), "where": r.choice(["Raum 1.23", "Hörsaal A (Hauptgebäude)", "Zoom https://zoom.example.com/j/123456789", "会議室B", "Aula Magna"])}
            rows.append(row); k += 1
        secs.append({"title": sentence(r, None, 1), "rows": rows})
    return {"sections": secs}

for name, fn in [("quotes", quotes), ("shop", shop), ("chat", chat), ("log", log)]:
    d = fn(); json.dump(d, open(f"{D}/{name}.json", "w"), ensure_ascii=False, indent=1)
    print(name, sum(len(s["rows"]) for s in d["sections"]))
