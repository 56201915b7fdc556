#!/usr/bin/env python3
"""Seeded generators for the six corpora. Usage: gen_all.py [seed]"""
import json, random, struct, zlib, os, sys
from textlib import *
OUT = os.path.join(os.path.dirname(__file__), '..', 'data')
os.makedirs(OUT + '/img', exist_ok=True)

def png(path, w, h, rgb=(200, 120, 60)):
    raw = b''.join(b'\x00' + bytes(rgb) * w for _ in range(h))
    def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b''))

IMGS = {'sq': (64, 64), 'wide': (160, 90), 'tall': (60, 100), 'odd': (97, 61), 'tiny': (17, 13), 'ban': (300, 100)}
for k, (w, h) in IMGS.items():
    png(f'{OUT}/img/{k}.png', w, h)
open(f'{OUT}/img/vec.svg', 'w').write('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#39c"/></svg>')
open(f'{OUT}/img/face.svg', 'w').write('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c93"/></svg>')

seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
def dump(name, obj):
    json.dump(obj, open(f'{OUT}/{name}.json', 'w'), ensure_ascii=False, indent=0)

# 1. multilingual quotes for the default template
r = random.Random(seed * 100 + 1)
rows = []
for i in range(700):
    k = r.random()
    if k < 0.7:
        row = {'cell': 'QuoteCell', 'text': paragraph(r, spice=0.4), 'personName': name(r) if r.random() < 0.9 else ''}
        if r.random() < 0.6: row['imageName'] = r.choice(['img/face.svg', 'img/sq.png', 'img/face'])
        if r.random() < 0.5: row['url'] = r.choice(URLS)
        if r.random() < 0.6: row['tags'] = [r.choice(HASHTAGS + EMOJI + LONGW[:2]) for _ in range(r.randint(1, 8))]
    elif k < 0.85:
        row = {'cell': 'AdCell', 'title': sentence(r), 'text': paragraph(r, 2), 'url': r.choice(URLS)}
    else:
        row = paragraph(r, spice=0.6)
    rows.append(row)
dump('quotes', {'sections': [{'title': sentence(r)[:40], 'footer': sentence(r), 'rows': rows[i:i+100]} for i in range(0, 700, 100)]})

# 2. news feed
r = random.Random(seed * 100 + 2)
rows = []
for i in range(900):
    k = r.random(); lang = r.choice(LANGS)
    if k < 0.6:
        row = {'cell': 'NewsCell', 'headline': sentence(r, lang), 'summary': paragraph(r, r.randint(1, 3), lang, 0.3),
               'byline': name(r, lang), 'date': date(r), 'reads': r.randint(0, 2_000_000)}
        if r.random() < 0.5: row['kicker'] = r.choice(['Politik', 'Économie', 'Спорт', '国际', 'Tech', 'スポーツ', 'Kultur & Medien'])
        if r.random() < 0.4: row['place'] = r.choice(['BERLIN', 'PARIS —', 'МОСКВА', '東京', 'SÃO PAULO'])
        if r.random() < 0.3: row['note'] = r.choice(['(Updated)', '(mit Video)', '（更新）', '— corrected'])
        if r.random() < 0.2: row['code'] = r.choice(['git push --force', 'SELECT * FROM users;', 'x += 1', 'rm -rf /tmp/cache'])
        if r.random() < 0.3: row['more'] = r.choice(URLS); row['moreText'] = r.choice(['Read more', 'Weiterlesen →', '続きを読む', 'Подробнее »'])
        if r.random() < 0.3: row['url'] = r.choice(URLS)
        if r.random() < 0.2: row['fn'] = str(r.randint(1, 12))
        if r.random() < 0.2: row['subnote'] = r.choice(['a', '2', 'ref'])
    elif k < 0.72:
        row = {'cell': 'BreakingCell', 'headline': sentence(r, lang), 'summary': paragraph(r, 1, lang)}
    elif k < 0.84:
        row = {'cell': 'OpinionCell', 'headline': sentence(r, lang), 'quote': paragraph(r, 2, lang), 'author': name(r, lang)}
    elif k < 0.95:
        row = {'cell': 'DigestCell', 'title': r.choice(['Morning brief', 'Das Wichtigste', 'En bref', '今日のまとめ']), 'items': [sentence(r) for _ in range(r.randint(1, 6))]}
        if r.random() < 0.2: row['big'] = sentence(r)
    else:
        row = paragraph(r)
    rows.append(row)
dump('news', {'sections': [{'title': t, 'footer': f'{len(rows[i:i+150])} stories', 'rows': rows[i:i+150]} for i, t in zip(range(0, 900, 150), ['Heute', 'World', '世界', 'Мир', 'Économie', 'Sport'])]})

# 3. forum thread
r = random.Random(seed * 100 + 3)
CODE = ["def f(x):\n\treturn x * 2\n", "for (int i = 0; i < n; i++) {\n\tsum += a[i];\t// accumulate\n}",
        "SELECT name, count(*)\n  FROM users\n GROUP BY name\n HAVING count(*) > 1;",
        "const url = 'https://example.com/api/v2/items?filter=active&sort=-created_at&limit=100';",
        "if x:\n\tif y:\n\t\tprint('deep')\n\t\t\t# comment after tabs",
        "echo \"Grüße aus München\" | iconv -f utf-8 -t ascii//TRANSLIT", "// 中文注释：计算总和\nlet total = items.reduce((a, b) => a + b, 0);",
        "a\tb\tc\n1\t22\t333\n4444\t5\t66"]
rows = []
for i in range(800):
    lang = r.choice(LANGS)
    row = {'cell': 'PostCell', 'name': name(r, lang) + (r.choice(['', ' 🦊', ' (admin)', '_the_great_and_powerful_username_2024']) ), 'date': date(r),
           'text': '\n'.join(paragraph(r, r.randint(1, 2), lang, 0.4) for _ in range(r.randint(1, 3)))}
    if r.random() < 0.3: row['text'] += '\n\n' + r.choice(['— ', '> ', '    indented line', '\tTabbed line', 'Line with trailing spaces   ']) + sentence(r, lang)
    if r.random() < 0.7: row['avatar'] = r.choice(['img/sq.png', 'img/face.svg'])
    if r.random() < 0.2: row['badge'] = r.choice(['mod', 'OP', 'Верифицирован', '管理者'])
    if r.random() < 0.35: row['quote'] = paragraph(r, 1); row['quoteAuthor'] = name(r) + ' wrote:'
    if r.random() < 0.25: row['code'] = r.choice(CODE)
    if r.random() < 0.2: row['wrapcode'] = r.choice(CODE)
    if r.random() < 0.2: row['link'] = r.choice(URLS + EMAILS)
    if r.random() < 0.15: row['anywhere'] = r.choice(LONGW + URLS) + ' ' + sentence(r)
    if r.random() < 0.2: row['sig'] = r.choice(['--\nSent from my phone', 'Cheers,\n  Bob', '🚀 Ship it!\nhttps://blog.example.com', '日本語の署名\n二行目'])
    rows.append(row)
dump('forum', [rows[:400], rows[400:]])

# 4. shop orders
r = random.Random(seed * 100 + 4)
PROD = ["USB-C Ladekabel 2 m, geflochten, schwarz", "Kaffeevollautomat mit Milchaufschäumer und Mahlwerk – Edelstahl", "Wireless Bluetooth Kopfhörer Over-Ear Noise Cancelling 40h Akku",
        "ノイズキャンセリング ワイヤレスイヤホン 防水 高音質", "儿童益智拼图玩具 1000片 风景系列", "Набор кастрюль из нержавеющей стали, 6 предметов",
        "T-shirt coton bio — col rond, taille unique", "Cable HDMI 2.1 8K@60Hz / 4K@120Hz 3 m", "Livro: O Pequeno Príncipe (edição de bolso)", "🎁 Geschenkgutschein 50 €"]
rows = []
for i in range(600):
    if r.random() < 0.1:
        rows.append({'cell': 'BannerCell', 'image': r.choice(['img/ban.png', 'img/wide.png', 'img/vec.svg']), 'title': sentence(r), 'text': paragraph(r, 2)}); continue
    items = []
    for j in range(r.randint(1, 3)):
        it = {'title': r.choice(PROD) + ('' if r.random() < 0.6 else ' ' + sentence(r)), 'image': 'img/' + r.choice(['sq.png', 'wide.png', 'tall.png', 'odd.png', 'tiny.png', 'vec.svg']),
              'price': r.choice([f"{r.randint(1,999)},{r.randint(0,99):02d}\u00a0€", f"${r.randint(1,9999):,}.{r.randint(0,99):02d}", f"¥{r.randint(100,99999):,}", f"{r.randint(1,99)} × {r.randint(1,99)},99 zł"])}
        if r.random() < 0.6: it['desc'] = paragraph(r, r.randint(1, 3))
        if r.random() < 0.5: it['variants'] = [r.choice(['XL', 'Schwarz', 'Größe 42', '128 GB', 'ブルー', 'Rouge foncé', 'Set of 2 (two-pack, value edition)']) for _ in range(r.randint(1, 5))]
        items.append(it)
    row = {'cell': 'OrderCell', 'number': f"#{r.randint(100000, 999999)}-{r.choice(['DE', 'JP', 'FR'])}", 'date': date(r), 'status': r.choice(['Versandt', 'Delivered', '配達済み', 'В пути', 'Annulée', 'In Bearbeitung seit drei Tagen']),
           'items': items, 'total': f"{r.randint(5, 5000):,},{r.randint(0,99):02d} €"}
    if r.random() < 0.5: row['tags'] = [r.choice(HASHTAGS + ['Prime', 'Geschenk', 'Express', 'ギフト']) for _ in range(r.randint(1, 5))]
    if r.random() < 0.5: row['address'] = r.choice(['Musterstraße 12a\n10115 Berlin\nDeutschland', '東京都千代田区丸の内1-1-1', '221B Baker Street, London NW1 6XE, United Kingdom', 'ул. Тверская, д. 7, кв. 15, Москва, 125009']) + ' ' + (sentence(r) if r.random() < 0.3 else '')
    rows.append(row)
dump('shop', rows)

# 5. contacts and events
r = random.Random(seed * 100 + 5)
MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.', 'März', 'Mai', '5月', 'окт.']
sections = []
for s in range(8):
    rows = []
    for i in range(110):
        lang = r.choice(LANGS)
        if r.random() < 0.6:
            row = {'cell': 'ContactCell', 'name': name(r, lang).lower() if r.random() < 0.5 else name(r, lang),
                   'lines': [{'label': r.choice(['Tél.', 'Mobile', 'E-Mail', 'Adresse', 'Web', '電話']), 'value': r.choice(['+33 1 23 45 67 89', '+49\u00a0(0)30\u00a012345678'] + EMAILS + URLS + ['12 rue de la Paix, 75002 Paris', '北京市朝阳区建国路88号'])} for _ in range(r.randint(1, 5))]}
            if r.random() < 0.6: row['org'] = r.choice(['Société Générale', 'Deutsche Bahn AG', 'ООО «Ромашка»', 'トヨタ自動車株式会社', 'İş Bankası', 'Ελληνικά Πετρέλαια'])
            if r.random() < 0.6: row['note'] = paragraph(r, r.randint(1, 2), lang, 0.3)
            if r.random() < 0.3: row['since'] = r.choice(['depuis 2019', 'seit Jahren', '2020年から'])
        else:
            row = {'cell': 'EventCell', 'day': str(r.randint(1, 31)), 'month': r.choice(MONTHS), 'title': sentence(r, lang), 'where': r.choice(['Salle Pleyel, 252 rue du Faubourg Saint-Honoré, Paris', 'Elbphilharmonie Hamburg', '東京ドーム', 'Online (Zoom) — link follows by e-mail'])}
            if r.random() < 0.7: row['desc'] = paragraph(r, r.randint(1, 2), lang, 0.3)
        rows.append(row)
    sections.append({'title': 'ABCDEFGHÉÖЖ東'[s], 'footer': f'{len(rows)} entrées', 'rows': rows})
dump('contacts', {'sections': sections})

# 6. lyrics and glossary
r = random.Random(seed * 100 + 6)
LYR = {'ja': ["夜空に輝く星たちよ\n僕の願いを聞いてくれ", "さよならは言わないで\nまた会える日まで"],
       'ko': ["너를 처음 만난 그날\n하늘은 참 맑았지", "사랑한다는 말 대신\n너의 손을 잡을게"],
       'en': ["Oh, the night is young and so are we\nDancing 'til the morning comes", "And I will always love you — oh-oh-oh\n  (always, always)"],
       'de': ["Wir sind die Roboter\nWir funktionieren automatisch", "Über den Wolken muss die Freiheit wohl grenzenlos sein"],
       'es': ["Despacito\nQuiero respirar tu cuello despacito", "¡Ay, ay, ay, ay! Canta y no llores"],
       'zh': ["月亮代表我的心\n你问我爱你有多深", "甜蜜蜜 你笑得甜蜜蜜\n好像花儿开在春风里"],
       'ru': ["Выходила на берег Катюша,\nНа высокий берег на крутой."], 'fr': ["Non, rien de rien\nNon, je ne regrette rien"]}
rows = []
for i in range(700):
    if r.random() < 0.45:
        lang = r.choice(list(LYR))
        ly = '\n'.join(r.choice(LYR[lang]) for _ in range(r.randint(1, 4)))
        if r.random() < 0.2: ly += '\n' + r.choice(EMOJI) * r.randint(1, 3)
        rows.append({'cell': 'SongCell', 'title': r.choice(LYR[lang]).split('\n')[0], 'artist': name(r, lang if lang in NAMES else None), 'lyrics': ly, 'cls': 'lyrics kr' if lang == 'ko' else 'lyrics'})
    else:
        lang = r.choice(LANGS)
        w = r.choice(['Schadenfreude', 'serendipity', 'saudade', '木漏れ日', 'хандра', 'hygge', 'Fernweh', 'ikigai (生き甲斐)', 'déjà vu', 'wabi-sabi', 'Zeitgeist', '껌딱지', LONGW[r.randrange(len(LONGW))]])
        row = {'cell': 'TermCell', 'term': w, 'pos': r.choice(['n.', 'adj.', 'v. tr.', '名詞', 'сущ.']),
               'senses': [{'def': paragraph(r, r.randint(1, 2), lang, 0.2), **({'ex': sentence(r)} if r.random() < 0.5 else {})} for _ in range(r.randint(1, 3))]}
        if r.random() < 0.5: row['ipa'] = r.choice(['/ˈʃaːdn̩ˌfʁɔɪ̯də/', '/ˌsɛɹ.ən.ˈdɪp.ɪ.ti/', '[saw.ˈda.dʒi]', '/ˈhʏɡə/'])
        if r.random() < 0.4: row['etym'] = r.choice(['From Middle High German schade + vröude.', 'Coined by Horace Walpole in 1754 — see https://en.wiktionary.org/wiki/serendipity#Etymology', '古語「こもれ」＋「日」', 'Заимствовано из франц. hantise.']) + ' ' + r.choice(LONGW)
        rows.append(row)
dump('lyrics', [rows[:350], rows[350:]])
print('ok')
