# -*- coding: utf-8 -*-
# Corpus 4: edge cases. Written by hand for this test.
import json, hashlib, base64
long_en = ("The committee met for the third time this quarter to discuss the proposed changes to the city's recycling program. "
  "Residents had complained that the new sorting rules were confusing — glass in one bin, metal in another, and cardboard only on alternate Thursdays. "
  "Councillor Ramírez argued that the pilot in the northern districts had cut contamination by 18%, while critics (including two local businesses) said the savings were eaten up by extra collection runs. ")
long_de = ("Die Stadtverwaltung hat angekündigt, dass die Sanierung der Brücke über die Elbe voraussichtlich bis Ende 2026 dauern wird; "
  "während der Bauarbeiten wird der Verkehr einspurig geführt, und Radfahrer müssen einen Umweg von etwa 1,5 km in Kauf nehmen. ")
long_ru = "Жители района неоднократно жаловались на шум от стройки, которая ведётся круглосуточно, в том числе в выходные дни; управа обещала разобраться, но пока ничего не изменилось. "
long_ja = "この文章は非常に長い日本語のテキストで、改行の位置が正しく計算されるかどうかを確認するために書かれています。句読点、「かぎ括弧」、（丸括弧）などを含みます。"
long_zh = "这是一段很长的中文文本，用来测试自动换行是否正确，其中包含逗号、句号、引号“这样”以及数字2024和英文words。"
def longtext(n, parts):
    s = ""; k = 0
    while len(s) < n:
        s += parts[k % len(parts)]; k += 1
    return s
sha = hashlib.sha256(b"render-list").hexdigest()
b64 = base64.b64encode(hashlib.sha512(b"x").digest() * 3).decode()
rows = [
 "a", "Я", "字", "😀", "👨‍👩‍👧‍👦", ".", "—", "…", "1", "0",
 "", " ", "   ", "\t", "\n", "\u00a0", "\u200b", "\u3000", " \u00a0 \u00a0 ",
 {"text": ""}, {"text": "   "}, {}, {"cell": "Cell"}, {"cell": "QuoteCell"}, {"cell": "QuoteCell", "text": ""},
 {"cell": "QuoteCell", "text": "   ", "personName": ""}, {"cell": "QuoteCell", "tags": []}, {"cell": "QuoteCell", "tags": ["", " "]},
 {"cell": "AdCell"}, {"cell": "AdCell", "title": "", "text": ""}, {"cell": "QuoteCell", "text": "x", "personName": " "},
 longtext(2100, [long_en]), longtext(2400, [long_de, long_ru]), longtext(2000, [long_ja]), longtext(2200, [long_zh, long_en]),
 {"cell": "QuoteCell", "text": longtext(2500, [long_en, long_de]), "personName": "Long Reader", "imageName": "img/avatar64.png", "tags": ["#long"]},
 {"cell": "AdCell", "title": longtext(300, [long_en]), "text": longtext(2100, [long_ru, long_ja])},
 "Commit " + sha + " fixes the regression.",
 sha, sha + sha,
 "Token: " + b64,
 "https://example.com/search?q=render+list+heights&lang=en&page=2&utm_source=newsletter&utm_campaign=spring_2024&sessionid=" + sha,
 "See https://docs.example.org/a/very/long/path/that/goes/on/and/on/with-many-segments/and-a-file-name.html#section-4.2.1 for details.",
 "Pfad: /var/lib/docker/overlay2/" + sha + "/merged/usr/share/doc",
 "Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesell\u00adschafts\u00adkapitäns\u00admütze und Rind\u00adfleisch\u00adetikettierungs\u00adüberwachungs\u00adaufgaben\u00adübertragungs\u00adgesetz",
 "Su\u00adper\u00adcal\u00adi\u00adfrag\u00adil\u00adis\u00adtic\u00adex\u00adpi\u00adal\u00adi\u00addo\u00adcious " * 3,
 "Preis:\u00a01\u00a0299\u00a0zł, Rabatt\u00a0–\u00a020\u00a0%, z.\u00a0B. 10\u00a0km, Nr.\u00a01234\u00a05678\u00a09012",
 "\u00a0".join(["nonbreaking"] * 12),
 "zero\u200bwidth\u200bspace\u200bbetween\u200bevery\u200bword\u200bso\u200bthe\u200bline\u200bcan\u200bbreak\u200bhere\u200band\u200bhere\u200band\u200bhere\u200bagain",
 "Joiner: a\u200db\u200dc, non-joiner: a\u200cb\u200cc, word joiner: no\u2060break\u2060here\u2060at\u2060all\u2060please\u2060thanks\u2060friend",
 "The word שלום means peace, and مرحبا means hello; both are common greetings.",
 "Meeting with דוד כהן and محمد العلي at 10:00 in Tel Aviv (תל אביב) and Dubai (دبي).",
 "Arabic digits ١٢٣٤٥ vs 12345, Hebrew ספר (book), Arabic كتاب (book).",
 "Mixed direction: English עברית English العربية English — end.",
 "    leading and trailing spaces    ",
 "multiple     spaces     inside     the     text",
 "Line one\nLine two\nLine three",
 "Tab\tseparated\tvalues\there",
 "CRLF line\r\nsecond line",
 "<b>not bold</b> &amp; <script>alert(1)</script> — markup stays text",
 "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
 "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW WWWWWWWWWWWWWWWWWWWWWWWWWWWW",
 "iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii",
 "ÄÖÜäöüß ÀÉÎÕÛ ąćęłńóśźż ěščřžýáíéůú ёйщъыэюя",
 "Combining: e\u0301 a\u0308 n\u0303 o\u0302 — Zalgo-lite: h\u0336e\u0336l\u0336l\u0336o\u0336",
 "Math: x² + y² = z², ∑ᵢ aᵢ ≤ ∞, √2 ≈ 1.41421, ∀ε>0 ∃δ>0",
 "Ligatures: office, affluent, flow, ﬁﬂ ﬀ",
 "email.address.that.is.quite.long+filter-tag@subdomain.example-company.co.uk",
 "C:\\Users\\Administrator\\AppData\\Local\\Temp\\render-list-cache-2024-05-17T09-41-00Z.tmp",
 "Ελληνικά: Γειά σου Κόσμε! Αυτό είναι ένα κείμενο.",
 "한국어 텍스트: 안녕하세요, 만나서 반갑습니다.",
 "ไทย: สวัสดีครับ ยินดีที่ได้รู้จัก",
 "हिन्दी: नमस्ते, आप कैसे हैं?",
 "Unassigned/private use: \ue000\ue001 and a replacement char \ufffd",
 123456789, 3.14159, True, False, -42,
 "2024-05-17T09:41:00Z",
]
# More varied edge rows mixing the above
extra = []
for k, w in enumerate(["a", "😀", "字", "—", "x" * 60, sha[:20], "\u00ad", "\u200b", "שלום", "مرحبا"]):
    extra.append({"text": (w + " ") * (k + 3)})
    extra.append({"cell": "QuoteCell", "text": w, "personName": w * 30, "tags": [w] * (k + 1)})
    extra.append({"cell": "QuoteCell", "text": w * 40, "imageName": "img/logo.svg", "url": "https://x.example/" + sha})
    extra.append({"cell": "AdCell", "title": w * 25, "text": w})
    extra.append(w * (k * 17 + 5))
for n in (1, 2, 5, 10, 50):
    extra.append({"cell": "QuoteCell", "text": "tags", "tags": ["#tag%d" % j for j in range(n)]})
    extra.append({"cell": "QuoteCell", "text": "long tags", "tags": [sha[: 8 + j] for j in range(n)]})
rows += extra
more = [
 "Ünïcödé ǅ ǈ ǋ ﬀ ﬃ ẞ — titlecase digraphs and ligature code points",
 "שלום עולם! זהו משפט ארוך בעברית שמכיל מספרים כמו 2024 ו-3.14 ומילים באנגלית כמו React ו-TypeScript, כדי לבדוק שבירת שורות.",
 "مرحبا بالعالم! هذه جملة طويلة باللغة العربية تحتوي على أرقام مثل 2024 وكلمات إنجليزية مثل JavaScript، لاختبار تقسيم الأسطر.",
 "Invoice #INV-2024-000123 — total: 1.234,56 € (inkl. 19 % MwSt.) — due 31.12.2024",
 "🏳️‍🌈" * 30,
 "👨‍👩‍👧‍👦" * 25,
 "字" * 200,
 "ー" * 80 + "！",
 "「」『』【】（）" * 20,
 "a­b" * 60,
 "word​" * 80,
 "x" * 3000,
 " ".join(["supercalifragilisticexpialidocious"] * 30),
 "Ending with a very long URL https://example.com/" + "segment/" * 30,
 "(" * 50 + ")" * 50,
 "1234567890" * 25,
 "Nested quotes: „Er sagte: ‚Das ist »nicht« mein «Problem»‘“ — und ging.",
 "Dashes – — ― ‒ and ellipsis … ... and bullets • ◦ ‣ ⁃",
]
rows += more
json.dump([rows[:60], rows[60:]], open("c4_edge.json", "w"), ensure_ascii=False, indent=1)
print(len(rows))
