# -*- coding: utf-8 -*-
EN = [
 "Preheat the oven to 200 °C and line a baking tray with parchment.",
 "The council voted 7–2 on Tuesday night to delay the bridge repairs until spring.",
 "Honestly, it's the best $39.99 I've spent this year — the battery lasts two full days.",
 "We're looking for someone who enjoys untangling legacy code (Perl, mostly) and writing tests.",
 "Can you send me the slides before Friday's call? I'd like to check the Q3 numbers.",
 "Fixed a crash when the config file contained a trailing comma.",
 "Don't over-mix the batter; a few lumps are fine.",
 "Shipping took 11 days, which is longer than the \"3–5 business days\" promised.",
 "The exhibition brings together 140 prints from the 1890s, most never shown before.",
 "lol that's exactly what happened to me last week 😂",
 "Remote-friendly, but you'll need to overlap with 09:00–13:00 CET.",
 "Serve warm, with a spoonful of crème fraîche and chopped chives.",
 "Police said the driver, 54, was taken to St. Mary's Hospital with minor injuries.",
 "Build quality is solid; the hinge, however, started squeaking after a month.",
 "Reminder: the office is closed on Monday, 25 December.",
 "See https://example.com/docs/getting-started/installation-on-linux-and-macos#troubleshooting for details.",
 "Write to jobs.applications.engineering@very-long-company-name.example.org with your CV.",
 "Oil on canvas, 73 × 92 cm, signed lower right.",
 "Deprecated the --legacy-output flag; it will be removed in v4.0.",
 "I tried it with oat milk instead and it curdled, so stick with whole milk.",
]
DE = [
 "Den Backofen auf 180 °C (Umluft 160 °C) vorheizen und die Form einfetten.",
 "Die Bundesregierung will die Förderung für Wärmepumpen ab März kürzen.",
 "Für 49,90 € ist das Gerät ein echtes Schnäppchen – die Lautstärke überzeugt allerdings nicht.",
 "Wir suchen eine*n Softwareentwickler*in (m/w/d) in Vollzeit für unser Team in Köln.",
 "Kannst du mir bitte bis Donnerstag die Rechnung schicken? Danke!",
 "„Das haben wir so nicht erwartet“, sagte die Bürgermeisterin am Abend.",
 "Die Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz-Debatte ist längst vorbei.",
 "Straßenbahnhaltestellenüberdachungsreparaturarbeiten verzögern sich um drei Wochen.",
 "Öl auf Leinwand, 1912, Leihgabe einer Privatsammlung aus Zürich.",
 "Behoben: Absturz beim Öffnen großer Dateien über 2 GB.",
 "Ich finde, das Rezept braucht mehr Salz – aber sonst super lecker!",
 "Bewerbungen bitte bis zum 15. Januar an personal@beispiel-gmbh.de.",
]
RU = [
 "Разогрейте духовку до 180 °C и смажьте форму сливочным маслом.",
 "В четверг в Москве ожидается до −15 °C и сильный ветер.",
 "Качество сборки отличное, но за 12 990 ₽ хотелось бы и чехол в комплекте.",
 "Ищем backend-разработчика: Go, PostgreSQL, Kubernetes. Зарплата — по договорённости.",
 "Привет! Ты уже посмотрел отчёт? Там «интересные» цифры за октябрь.",
 "Исправлена ошибка, из-за которой приложение зависало при синхронизации.",
 "Картина написана в 1913 году и долгое время считалась утраченной.",
 "Достопримечательности Санкт-Петербурга невозможно осмотреть за один день.",
 "Человеконенавистничество — не лучшая черта для руководителя отдела.",
 "Спасибо, всё получилось с первого раза!",
]
CS = [
 "Troubu předehřejte na 190 °C a plech vyložte pečicím papírem.",
 "Vláda ve středu schválila novelu zákona o dani z přidané hodnoty.",
 "Za 1 290 Kč je to slušný kup, ale výdrž baterie je slabší, než uvádí výrobce.",
 "Hledáme zkušeného účetního na plný úvazek v Brně – nástup možný ihned.",
 "Ahoj, stihneš mi poslat ty fotky ještě dnes? Díky moc!",
 "Nejneobhospodařovávatelnějšími pozemky se zabývá zvláštní komise.",
 "Strč prst skrz krk.",
]
PL = [
 "Rozgrzej piekarnik do 200 °C i wyłóż blachę papierem do pieczenia.",
 "Sejm przyjął w piątek ustawę o ochronie sygnalistów.",
 "Za 249 zł słuchawki grają świetnie, choć etui mogłoby być solidniejsze.",
 "Szukamy programisty/programistki z doświadczeniem w React i TypeScript.",
 "Cześć! Czy możesz sprawdzić, czy faktura za listopad już doszła?",
 "Konstantynopolitańczykowianeczka to podobno najdłuższe polskie słowo.",
 "Zażółć gęślą jaźń — klasyczny test polskich znaków.",
]
ZH = [
 "将烤箱预热至180°C，在烤盘上铺好烘焙纸。",
 "国家统计局周三公布的数据显示，十月份居民消费价格同比上涨0.2%。",
 "做工很好，音质也不错，就是价格有点贵（￥899）。",
 "招聘高级前端工程师，要求熟悉React、TypeScript，三年以上工作经验。",
 "你好！明天下午三点的会议改到线上了，请查收邮件。",
 "修复了在某些安卓设备上启动时闪退的问题。",
 "这幅山水画作于清代，绢本设色，纵120厘米，横58厘米。",
 "哈哈，我也是这么想的😂",
 "“慢慢来，比较快。”这是他常说的一句话。",
]
JA = [
 "オーブンを180℃に予熱し、天板にクッキングシートを敷きます。",
 "気象庁によると、関東地方では週末にかけて雪が降る見込みです。",
 "音質は満足ですが、ケースのフタが少しゆるいです。価格は¥12,800でした。",
 "バックエンドエンジニア募集（リモート可）。Go／AWSの経験がある方歓迎。",
 "お疲れさまです。来週の打ち合わせ、火曜日の14時でいかがでしょうか？",
 "設定画面で言語を切り替えるとクラッシュする不具合を修正しました。",
 "江戸時代後期の浮世絵で、葛飾北斎の作とされています。",
 "「いただきます」と言ってから食べましょう。",
 "ありがとうございます！助かりました🙏",
]
EMOJI = ["😀","😂","🙏🏽","👍🏻","👩‍💻","👨‍👩‍👧‍👦","🏳️‍🌈","🇩🇪","🇨🇿","🇵🇱","🇯🇵","🇨🇳","🇺🇦","❤️","🔥","🎉","🍰","🥨","🧑🏿‍🍳","✅","⚠️","1️⃣","🤷‍♀️","👋🏼"]
LONG = ["Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft",
 "https://shop.example.com/products/kitchen/cast-iron-skillet-30cm-pre-seasoned?ref=newsletter&utm_source=mail",
 "pneumonoultramicroscopicsilicovolcanoconiosis",
 "a.very.long.email.address.for.testing@subdomain.department.university.example.edu",
 "Antidisestablishmentarianism",
 "ВысокопревосходительствоВысокопревосходительство",
 "node_modules/@scope/package-name/dist/esm/internal/utils/formatters/index.js"]
ALL = [("en",EN),("de",DE),("ru",RU),("cs",CS),("pl",PL),("zh",ZH),("ja",JA)]
import random
def text(r, n=None, lang=None):
    n = n or r.randint(1,3)
    out=[]
    for i in range(n):
        l, pool = (lang and [x for x in ALL if x[0]==lang][0]) or r.choice(ALL)
        s = r.choice(pool)
        if r.random()<0.15: s += " " + r.choice(EMOJI)
        if r.random()<0.06: s += " " + r.choice(LONG)
        out.append(s)
    return " ".join(out)
def short(r):
    return r.choice([
      "Quick dinner","Schneller Kuchen","Быстрый ужин","Rychlá večeře","Szybki obiad","快手晚餐","簡単ランチ",
      "Breaking","Eilmeldung","Срочно","Politika","Gospodarka","国际","経済","Re: your order #48213",
      "Senior Backend Engineer (Go)","Pflegefachkraft (m/w/d)","Инженер-программист","Účetní","Kierowca kat. C+E","前端开发工程师","看護師（正社員）",
      "Fix: memory leak in parser","Added dark mode 🌙","Neue Funktion: Export als PDF"])
