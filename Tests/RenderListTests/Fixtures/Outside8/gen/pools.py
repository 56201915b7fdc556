import random
EN = ["The quick brown fox jumps over the lazy dog.",
"Ships in two business days from our warehouse in Leeds.",
"Water-resistant, lightweight and made from recycled materials.",
"This release fixes a crash when the cache directory is read-only.",
"Bring your own lunch; coffee and tea will be provided all day long.",
"An unforgettable evening of jazz standards, bebop and a few surprises.",
"I've been using this for three weeks now and it's honestly the best purchase I've made this year.",
"Please make sure you have read the contribution guidelines before opening a pull request.",
"Scattered showers in the afternoon, clearing towards evening.",
"Refunds are processed within 5–7 working days after we receive the item.",
"Note: the “classic” edition doesn't include the bonus tracks (sorry!).",
"Antidisestablishmentarianism is not the longest word, but it's close.",
"Set `NODE_OPTIONS=--max-old-space-size=4096` before running the build.",
"Temperatures 12–18 °C, wind NW 20 km/h, humidity 65 %.",
"See https://example.com/docs/getting-started/installation-on-linux?ref=sidebar#prerequisites for details.",
"Yes.", "OK", "Works for me 👍🏽", "Supercalifragilisticexpialidocious!",
"Can't reproduce on 2.4.1 — could you attach the full log, please?",
]
DE = ["Die Lieferung erfolgt innerhalb von zwei Werktagen.",
"Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz wurde 2013 aufgehoben.",
"Der Donaudampfschifffahrtsgesellschaftskapitän grüßt freundlich.",
"Bitte beachten Sie die geänderten Öffnungszeiten während der Feiertage.",
"Größe: 42 – Farbe: Dunkelblau – Material: 100 % Baumwolle.",
"Für Rückfragen stehen wir Ihnen gern zur Verfügung.",
"Straßenbahnhaltestelle „Hauptbahnhof“ ist nur fünf Gehminuten entfernt.",
"Überraschend gut, auch wenn die Bedienungsanleitung etwas knapp ausfällt.",
"Kraftfahrzeughaftpflichtversicherung",
]
RU = ["Доставка по Москве осуществляется в течение одного рабочего дня.",
"Превосходное качество звука и удобная посадка даже при долгом ношении.",
"Обращаем внимание: в праздничные дни офис работает по сокращённому графику.",
"Достопримечательности",
"Человеконенавистничество — одно из самых длинных слов русского языка.",
"Спасибо, всё работает!", "Здравствуйте, подскажите, пожалуйста, есть ли этот товар в наличии?",
"Переменная облачность, временами небольшой дождь.",
]
CS = ["Příliš žluťoučký kůň úpěl ďábelské ódy.",
"Nejneobhospodařovávatelnějšími pozemky se zabývá zvláštní komise.",
"Koncert se koná v prostorách Rudolfina, vstupenky jsou k dispozici na pokladně.",
"Zítra bude převážně oblačno, místy přeháňky, teploty kolem 15 °C.",
"Schůzka se přesouvá na čtvrtek v 9.30 do zasedací místnosti č. 214.",
"Děkujeme za trpělivost.",
]
PL = ["Zażółć gęślą jaźń.",
"Konstantynopolitańczykowianeczka przyjechała wczoraj wieczorem.",
"Wydarzenie odbędzie się w Centrum Kultury przy ulicy Świętokrzyskiej 12.",
"Przesyłka zostanie nadana w ciągu 24 godzin od zaksięgowania wpłaty.",
"W godzinach popołudniowych możliwe przelotne opady deszczu.",
"Dziękujemy!", "Chrząszcz brzmi w trzcinie w Szczebrzeszynie.",
]
ZH = ["本店所有商品均为正品，支持七天无理由退换货。",
"明天多云转晴，最高气温二十六度，最低气温十八度，东南风三到四级。",
"这首歌的旋律非常优美，让人想起了童年的夏天。",
"会议将于下午三点在第二会议室召开，请各位准时参加。",
"请问这个问题在最新版本中已经修复了吗？",
"“你好，世界！”是许多程序员编写的第一个程序。",
"好", "数据库连接超时（错误代码：ETIMEDOUT），请稍后重试。",
]
JA = ["本日のご注文は明日発送いたします。",
"東京は晴れ時々曇り、最高気温は二十五度の予想です。",
"このアルバムは、彼女が二十歳のときに録音したデビュー作です。",
"「ありがとうございました」と店員さんが笑顔で言った。",
"会議室の予約は、前日の十七時までにお願いします。",
"ネットワークエラーが発生しました。再試行してください。",
"はい", "カタカナとひらがなと漢字が混ざった文章、そしてEnglishも少し。",
]
EMOJI = ["👨‍👩‍👧‍👦", "👍🏽", "🇨🇿", "🇵🇱", "🇩🇪", "🇯🇵", "🏳️‍🌈", "🧑🏿‍💻", "❤️", "🎉", "☔", "🌤️", "👩🏻‍🔬", "🤷‍♂️", "✅", "🔥"]
URLS = ["https://github.com/example-org/very-long-repository-name/issues/12345#issuecomment-987654321",
"https://www.example.co.uk/products/category/subcategory/item?id=00012345&color=navy&size=XL",
"mailto:someone.with.a.very.long.address@subdomain.example.org",
"/usr/local/lib/python3.11/site-packages/very_long_package_name/submodule/file.py"]
ALL = EN+DE+RU+CS+PL+ZH+JA
def para(r, pool, lo=1, hi=4):
    n = r.randint(lo, hi)
    s = " ".join(r.choice(pool) for _ in range(n))
    if r.random() < 0.15: s += " " + r.choice(EMOJI)
    return s
def maybe(r, v, p=0.1):
    return "" if r.random() < p else v
