import random, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)) + "/..")
from textlib import *
r = random.Random(1604)
ja_titles = ["夜に駆ける", "残響散歌", "アイドル", "ｶﾀｶﾅﾊﾝｶｸ", "『東京フラッシュ』（Live ver.）", "ＡＢＣ全角英字ソング", "うっせぇわ！！", "ドラマツルギー〜再録〜"]
zh_titles = ["晴天", "說好不哭（with 五月天阿信）", "小幸運", "後來的我們", "《青花瓷》", "溫柔‧版"]
en_titles = ["Bohemian Rhapsody (Remastered 2011)", "Don't Stop Me Now", "Supercalifragilisticexpialidocious (From “Mary Poppins”)", "Ünïcödé Mëtäl", "Ça plane pour moi"]
rows = []
for i in range(210):
    lang = r.choice(["ja", "ja", "zh-Hant", "en", "zh-Hans"])
    if i % 23 == 0:
        rows.append({"cell": "Album", "lang": lang, "art": r.choice(["img/photo.jpg", "img/portrait.jpg", "img/banner.webp", "img/logo.svg"]),
                     "title": r.choice(ja_titles + zh_titles), "desc": sentence(r, lang if lang != "en" else "en", 3, 20), "year": str(r.randint(1970, 2026)), "label": r.choice(["Sony Music", "ソニー", "滾石唱片", "Ninja Tune"])})
        continue
    t = r.choice({"ja": ja_titles, "zh-Hant": zh_titles, "zh-Hans": zh_titles, "en": en_titles}[lang])
    if r.random() < 0.3: t += " " + r.choice(EMOJI)
    row = {"cell": "Track", "lang": lang, "n": str(i + 1), "title": t, "art": r.choice(["img/odd.jpg", "img/sq.png", "img/anim.gif", "img/tiny.png", "img/flag.svg"]),
           "artistClass": "", "artist": " / ".join(r.choice(["YOASOBI", "米津玄師", "周杰倫", "Ado", "Queen", "宇多田ヒカル", "鄧紫棋 G.E.M.", "Kenshi Yonezu feat. 初音ミク"]) for _ in range(r.randint(1, 6))),
           "len": "%d:%02d" % (r.randint(1, 12), r.randint(0, 59))}
    if r.random() < 0.2: row["artClass"] = "art nat"
    if r.random() < 0.6:
        row["lyric"] = spice(r, sentence(r, lang, 2, 14), 0.3)
        if r.random() < 0.4: row["lyrClass"] = "lyr keep"
    if r.random() < 0.5: row["badges"] = r.sample(["HI-RES", "E", "LIVE", "ドルビー", "無損", "♪"], r.randint(1, 4))
    rows.append(row)
save(os.path.dirname(os.path.abspath(__file__)), rows)
