import json, random
from pools import *
from gen import P, anyl, dump, LANGS
# 11 knowledge base with UA-default elements
r = random.Random(11)
heads = ["Getting started", "Installation unter Linux", "Настройка прокси-сервера", "Řešení problémů", "Konfiguracja zaawansowana", "安装指南", "よくある質問", "H₂O and CO₂ levels", "E = mc²"]
rows = []
for i in range(200):
    row = {"cell": r.choice(["Article", "Article", "Note"]), "h": r.choice(heads), "sub": maybe(r, anyl(r, 1, 1), 0.4),
           "p": maybe(r, anyl(r, 1, 3), 0.1), "quote": maybe(r, anyl(r, 1, 2), 0.6), "kbd": r.choice(["Ctrl", "⌘", "Strg+Alt+Entf", "Shift"]),
           "code": maybe(r, r.choice(["sudo apt-get install -y chromium fonts-noto-cjk", "pip install --upgrade render-list==1.2.3", "echo $PATH | tr ':' '\\n'", "def f(x):\n\treturn x * 2\n"]), 0.4),
           "terms": [{"t": r.choice(["API", "Latenz", "Задержка", "延迟", "Przepustowość"]), "d": anyl(r, 1, 1)} for _ in range(r.randint(0, 3))],
           "cap": maybe(r, anyl(r, 1, 1), 0.5), "img": "img/%s72.svg" % r.choice(["red", "green"]), "foot": str(r.randint(1, 9))}
    rows.append(row)
dump("kb", rows)

# 12 settings (iOS-like)
r = random.Random(12)
labels = ["Wi-Fi", "Bluetooth", "Mobilní data", "Powiadomienia", "Bildschirmzeit", "Конфиденциальность и безопасность", "通用", "スクリーンタイム", "Accessibility", "Datenschutzgrundverordnungseinstellungen", "Batterie"]
values = ["On", "Aus", "Zapnuto", "Włączone", "Выкл.", "", "MyHomeNetwork-5GHz-EXTENDED", "14 %", "自动", "Never"]
rows = []
for i in range(220):
    cell = r.choice(["Row", "Row", "Row", "Detail", "Group"])
    row = {"cell": cell, "label": r.choice(labels), "value": r.choice(values), "icon": r.choice(["📶", "🔵", "🔔", "⏳", "🔒", "⚙️", "🔋", "♿"]),
           "detail": maybe(r, anyl(r, 1, 2), 0.3), "badge": maybe(r, str(r.randint(1, 120)), 0.7), "title": r.choice(["ALLGEMEIN", "Síť", "Połączenia", "Straße & Verkehr", "通知"])}
    rows.append(row)
dump("settings", rows)

# 13 orders with formats
r = random.Random(13)
rows = []
for i in range(210):
    row = {"cell": "Order", "num": "%08d" % r.randint(0, 99999999), "date": "20%02d-%02d-%02dT%02d:%02d:00Z" % (r.randint(15, 25), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59)),
           "total": r.uniform(0.5, 1e6), "items": [{"name": r.choice(["Kaffeebohnen, Espresso-Röstung, 1 kg", "Mléko", "Książka „Lalka“ – Bolesław Prus", "Чайник электрический", "USB-Stick", "抹茶", "Überraschungsei"]), "qty": r.randint(1, 12), "price": r.uniform(0.1, 999)} for _ in range(r.randint(1, 4))],
           "status": r.choice(["zugestellt", "unterwegs", "storniert", "in Bearbeitung — Verzögerung beim Versanddienstleister"]),
           "share": r.random(), "note": maybe(r, anyl(r, 1, 2), 0.6)}
    rows.append(row)
dump("orders", rows)
print("ok")
