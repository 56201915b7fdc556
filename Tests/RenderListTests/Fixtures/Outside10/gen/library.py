import random, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)) + "/..")
from textlib import *
r = random.Random(1608)
auth = {"de": ["Groß, Jürgen", "Straße, Lena", "Müller-Thurgau, Maximilian"], "ru": ["Достоевский, Фёдор Михайлович", "Ахматова, Анна"], "cs": ["Čapek, Karel", "Hrabal, Bohumil", "Němcová, Božena"], "en": ["O'Brien, Flann"]}
titl = {"de": ["Grundlagen der Donaudampfschifffahrt", "Die Leiden des jungen Werthers", "Straßenverkehrsordnung – Kommentar"],
        "ru": ["Преступление и наказание", "Братья Карамазовы: роман в четырёх частях с эпилогом"], "cs": ["Válka s mloky", "Příliš hlučná samota", "Babička: obrazy venkovského života"], "en": ["At Swim-Two-Birds"]}
jt = ["吾輩は猫である", "ノルウェイの森（上）", "コンピュータ・プログラミングの基礎と応用――改訂第３版", "日本語の文法（ＡＢＣ）", "東京〜大阪 鉄道の歴史"]
rows = []
for i in range(200):
    if r.random() < 0.25:
        row = {"cell": "JRecord", "title": r.choice(jt) + ("" if r.random() < 0.5 else cjk(r, JA, 3, 30)), "author": r.choice(["夏目漱石", "村上春樹", "ドナルド・E・クヌース"]),
               "publisher": r.choice(["岩波書店", "講談社", "アスキー"]), "year": str(r.randint(1900, 2026)), "isbn": "978-4-%02d-%06d-%d" % (r.randint(0, 99), r.randint(0, 999999), r.randint(0, 9))}
        if r.random() < 0.4: row["trans"] = r.choice(["有澤誠", "和田英一", "Jay Rubin"])
        if r.random() < 0.5: row["note"] = spice(r, sentence(r, "ja", 3, 20), 0.3)
        rows.append(row); continue
    lang = r.choice(["de", "de", "ru", "cs", "en"])
    row = {"cell": "Record", "lang": lang, "author": r.choice(auth[lang]), "title": r.choice(titl[lang]), "resp": r.choice(["hrsg. von Anna Groß", "пер. с нем.", "ilustroval Josef Lada"]),
           "edition": r.choice(["2., überarb. u. erw. Aufl.", "Изд. 3-е", "1. vyd."]), "place": r.choice(["Berlin ; Heidelberg", "Москва", "Praha"]), "publisher": r.choice(["Springer", "Эксмо", "Odeon", "Wissenschaftliche Buchgesellschaft"]),
           "year": str(r.randint(1850, 2026)), "pages": r.choice(["XII, 345", "1024", "VIII, 96"]), "isbn": "978-3-%d-%05d-%d" % (r.randint(0, 999), r.randint(0, 99999), r.randint(0, 9)),
           "calls": [r.choice(["QA 76.73 .S95", "GE 4711 M9", "Ц 84(2Рос=Рус)1-44", "A 12/b", "ZZZ-Magazin-Außenstelle-Nord 0000012345"]) for _ in range(r.randint(1, 4))]}
    if r.random() < 0.5: row["subtitle"] = sentence(r, lang, 2, 10)
    if r.random() < 0.3: row["price"] = "EUR\u00a0%d.%02d" % (r.randint(5, 200), r.randint(0, 99))
    st = r.choice([("verfügbar", "st", "✔"), ("entliehen bis 31.\u00a012.", "st out", "✘"), ("выдано", "st out", "📕"), ("Präsenzbestand", "st", "🏛️")])
    row["status"], row["stc"], row["sticon"] = st
    if r.random() < 0.5: row["note"] = spice(r, sentence(r, lang, 3, 25), 0.4) + ("\n" + r.choice(URLS) if r.random() < 0.4 else "") + ("\n  " + sentence(r, lang, 1, 5) if r.random() < 0.3 else "")
    rows.append(row)
save(os.path.dirname(os.path.abspath(__file__)), rows)
