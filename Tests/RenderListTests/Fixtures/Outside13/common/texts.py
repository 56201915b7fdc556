import random
EN = ["Slow-roasted tomatoes with garlic and thyme make a sauce that tastes like late summer.",
 "We talk about the history of the shipping container and why it changed the world economy.",
 "The update fixes a crash when opening large files and improves scrolling performance on older devices.",
 "Honestly I didn't expect this to work, but after re-reading the docs twice it finally clicked.",
 "A short walk from the station, the café serves breakfast until three in the afternoon.",
 "Check out the repo at https://github.com/example-organisation/some-really-long-repository-name/blob/main/docs/CONTRIBUTING.md for details.",
 "Supercalifragilisticexpialidocious antidisestablishmentarianism pneumonoultramicroscopicsilicovolcanoconiosis.",
 "It's the kind of place where the menu changes daily — whatever the market had that morning.",
 "Use `git rebase --interactive HEAD~3` to squash the last three commits before opening the PR.",
 "Prices include VAT; delivery is free on orders over €50 within the EU.",
 "Nobody asked, but here's my take: tabs > spaces, and I will die on this hill 🙃",
 "The quick brown fox jumps over the lazy dog, then naps under the old oak tree.",]
DE = ["Die Donaudampfschifffahrtsgesellschaftskapitänsmütze hängt seit Jahren im Flur.",
 "Wir sprechen über Geschwindigkeitsbegrenzungen auf Autobahnen und warum sie so umstritten sind.",
 "Straße gesperrt wegen Bauarbeiten; bitte nutzen Sie die Umleitung über die Hauptstraße.",
 "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz – ein Wort, das niemand braucht.",
 "Heute frisch: Spargel mit Sauce hollandaise, neuen Kartoffeln und geräuchertem Schinken.",
 "Die Verspätung beträgt voraussichtlich 15 Minuten aufgrund einer Signalstörung.",
 "Größe, Maß und Fußgängerüberweg: das ß bleibt, außer in Großbuchstaben.",]
RU = ["Медленно томлёные помидоры с чесноком и тимьяном дают соус со вкусом позднего лета.",
 "В этом выпуске мы обсуждаем историю контейнерных перевозок и их влияние на экономику.",
 "Достопримечательности Санкт-Петербурга невозможно осмотреть за один день.",
 "Обновление исправляет сбой при открытии больших файлов и ускоряет прокрутку.",
 "Электроэнцефалографический частнопредпринимательский высокопревосходительство.",
 "Поезд задерживается на 20 минут из-за технической неисправности.",]
CS = ["Příliš žluťoučký kůň úpěl ďábelské ódy na břehu řeky Vltavy.",
 "Nejneobhospodařovávatelnějšími pozemky se zabývá zvláštní komise.",
 "Svíčková na smetaně s houskovým knedlíkem a brusinkami je klasika české kuchyně.",
 "Vlak do Brna hlavního nádraží odjede z druhé koleje se zpožděním.",]
PL = ["Zażółć gęślą jaźń, czyli pangram, który zna każdy polski programista.",
 "Konstantynopolitańczykowianeczka to najdłuższe polskie słowo w słownikach.",
 "Pierogi ruskie z cebulką i śmietaną to danie, które zawsze smakuje jak u babci.",
 "Pociąg do Krakowa Głównego jest opóźniony o około 10 minut.",]
ZH = ["番茄慢烤之后加入大蒜和百里香，做成的酱汁有夏末的味道。",
 "本期节目我们聊聊集装箱的历史，以及它如何改变了世界经济。",
 "更新修复了打开大文件时的崩溃问题，并提升了旧设备上的滚动性能。",
 "“这家店”离车站很近，早餐一直供应到下午三点。",
 "价格含增值税；欧盟境内订单满50欧元免运费（部分地区除外）。",
 "我觉得这个方案可行，但需要再确认一下API的兼容性。",]
JA = ["トマトをじっくり焼いて、にんにくとタイムでソースを作りました。",
 "今回のエピソードでは、コンテナ輸送の歴史と世界経済への影響について話します。",
 "大きなファイルを開くとクラッシュする問題を修正し、スクロール性能を改善しました。",
 "駅から徒歩五分、「朝ごはん」は午後三時まで食べられます。",
 "東京メトロ銀座線は、信号確認のため約10分遅れて運転しています。",
 "ありがとうございます！とても参考になりました😊",]
EMOJI = ["👩‍💻","👨‍👩‍👧‍👦","👍🏽","🇩🇪","🇯🇵","🇨🇿","🇵🇱","🏳️‍🌈","❤️","🔥","🎉","🧑🏿‍🍳","☕","🍣","🚆","✅","⚠️","1️⃣","🤷‍♀️","🫶🏻"]
LANGS = {"en":EN,"de":DE,"ru":RU,"cs":CS,"pl":PL,"zh":ZH,"ja":JA}
URLS = ["https://www.example.com/articles/2024/05/the-surprisingly-long-history-of-the-humble-shipping-container-and-its-global-impact?utm_source=newsletter&utm_medium=email",
 "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC%E3%83%A1%E3%83%88%E3%83%AD%E9%8A%80%E5%BA%A7%E7%B7%9A",
 "http://localhost:8080/api/v2/users/12345/preferences/notifications/email/digest",
 "https://cs.wikipedia.org/wiki/Nejneobhospodařovávatelnějšími",]
def sent(r, lang=None):
    lang = lang or r.choice(list(LANGS))
    return lang, r.choice(LANGS[lang])
def para(r, lang, n):
    return (" " if lang not in ("zh","ja") else "").join(r.choice(LANGS[lang]) for _ in range(n))
def sprinkle(r, s):
    if r.random() < 0.3: s = s + " " + "".join(r.choice(EMOJI) for _ in range(r.randint(1,4)))
    if r.random() < 0.1: s = s + " " + r.choice(URLS)
    return s
