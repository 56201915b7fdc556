# Shared, seeded text pools for the outside16 corpora (written by the tester).
import random, json, os, shutil
EN = ("the a quietly remarkable episode about bridges winter markets coffee cooperatives river "
      "engineers debate whether small towns should rebuild their railway stations after decades of neglect "
      "and what it costs to keep a lighthouse running when nobody lives nearby anymore").split()
DE = ("Die Donaudampfschifffahrtsgesellschaft verschiebt den Fahrplan wegen Niedrigwasser; "
      "Bürgerinnen und Bürger diskutieren über Straßenbahnverlängerung, Kraftfahrzeughaftpflichtversicherung "
      "und die Überwachung öffentlicher Grünflächen im Frühjahr während der Bauarbeiten").split()
DE_SHY = ["Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft", "Straßen\u00adbahn\u00adverlängerung",
          "Kraft\u00adfahr\u00adzeug\u00adhaft\u00adpflicht\u00adversicherung", "Rind\u00adfleisch\u00adetikettierung",
          "Grund\u00adstücks\u00adverkehrs\u00adgenehmigung", "Zucker\u00adrüben\u00adsirup"]
RU = ("Сегодня в студии мы обсуждаем, почему достопримечательности маленьких городов привлекают "
      "путешественников, как изменилась железнодорожная инфраструктура и что думают жители о реконструкции "
      "вокзала, библиотеки и старого моста через реку").split()
CS = ("Příliš žluťoučký kůň úpěl ďábelské ódy; nejneobhospodařovávatelnějšími pozemky se zabývá "
      "městský úřad, který řeší čtvrtletní vyúčtování a přestavbu nádraží v Českých Budějovicích").split()
PL = ("Zażółć gęślą jaźń; konstantynopolitańczykowianeczka przeczytała w bibliotece, że "
      "pociąg do Szczebrzeszyna spóźni się przez remont wiaduktu i źle działające rozkłady jazdy").split()
ZH_S = "今天我们讨论城市更新、老街区的保护以及公共交通如何改变了人们的日常生活。记者走访了三个社区，听取居民的意见：“我们希望保留原来的样子。”"
ZH_T = "今天我們討論城市更新、老街區的保護以及公共交通如何改變了人們的日常生活。記者走訪了三個社區，聽取居民的意見：「我們希望保留原來的樣子。」"
JA = "今日は、地方の駅舎の改修と、商店街のにぎわいについて話します。住民の皆さんは「昔の雰囲気を残したい」と言っています。ポッドキャストは毎週金曜日に配信～お楽しみに！"
EMOJI = ["😀","🎧","👩‍💻","👨‍👩‍👧‍👦","🏳️‍🌈","👍🏽","👋🏿","🧑🏻‍🍳","🇩🇪","🇯🇵","🇨🇿","🇵🇱","🇺🇦","❤️","🔥","✈️","⚽","♟️","1️⃣","🏴‍☠️","🫶🏼","🤦‍♀️"]
URLS = ["https://example.org/episodes/2026/11/the-very-long-slug-of-an-episode-about-bridges?utm_source=feed&utm_medium=rss",
        "https://www.bibliothek-musterstadt.de/katalog/Suche?isbn=9783161484100&sort=relevanz",
        "http://пример.рф/новости/2026", "https://例子.中国/路径/页面.html", "mailto:anna.novakova@nemocnice-example.cz",
        "dr.zażółć.gęślą@przychodnia-example.pl", "very.long.address.for.testing.purposes@subdomain.hospital-example.com"]
LONG = ["Pneumonoultramicroscopicsilicovolcanoconiosis", "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
        "nejneobhospodařovávatelnějšími", "konstantynopolitańczykowianeczka", "#ThrowbackThursdayWithTheWholeFamilyAndFriends",
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "supercalifragilisticexpialidocious_and_more_underscores_here"]

def words(r, pool, lo, hi):
    n = r.randint(lo, hi); s = r.randrange(len(pool))
    return " ".join(pool[(s + i) % len(pool)] for i in range(n))
def cjk(r, text, lo, hi):
    n = r.randint(lo, hi); s = r.randrange(len(text))
    return "".join(text[(s + i) % len(text)] for i in range(n))
def sentence(r, lang, lo=4, hi=18):
    if lang == "en": return words(r, EN, lo, hi)
    if lang == "de": return words(r, DE, lo, hi)
    if lang == "ru": return words(r, RU, lo, hi)
    if lang == "cs": return words(r, CS, lo, hi)
    if lang == "pl": return words(r, PL, lo, hi)
    if lang == "zh-Hans": return cjk(r, ZH_S, lo * 2, hi * 3)
    if lang == "zh-Hant": return cjk(r, ZH_T, lo * 2, hi * 3)
    if lang == "ja": return cjk(r, JA, lo * 2, hi * 3)
    raise ValueError(lang)
def spice(r, s, p=0.3):
    """Sometimes add emoji, a long word, a URL or a hashtag."""
    x = r.random()
    if x < p * 0.25: return s + " " + r.choice(EMOJI) + r.choice(EMOJI)
    if x < p * 0.5: return s + " " + r.choice(LONG)
    if x < p * 0.75: return s + " " + r.choice(URLS)
    if x < p: return r.choice(EMOJI) + " " + s + " #" + r.choice(LONG).strip("#")[:18]
    return s
def save(here, rows):
    with open(os.path.join(here, "data.json"), "w") as f:
        json.dump(rows, f, ensure_ascii=False, indent=1)
    img = os.path.join(here, "img")
    if not os.path.exists(img):
        shutil.copytree(os.path.join(here, "..", "..", "img"), img)
    print(os.path.basename(here), len(rows) if isinstance(rows, list) else "sections")
