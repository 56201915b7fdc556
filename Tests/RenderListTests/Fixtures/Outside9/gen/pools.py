# Shared text pools for the outside15 corpora (hand-written, realistic phrases).
import random
EN = ["The quarterly maintenance window has been moved to Saturday night.",
 "Please bring your own towel; the hotel laundry is closed for renovation.",
 "Interest is calculated daily and credited at the end of each month.",
 "A light breeze from the north-west will bring clearer skies by the afternoon.",
 "We've fixed a crash that occurred when the clipboard contained a very large image.",
 "Don't forget: the last train to Brighton leaves at 23:47 from platform 9.",
 "It was the best of times, it was the worst of times.",
 "Refactored the parser so that it no longer allocates on every token.",
 "Customers who bought this also bought a waterproof jacket and a thermos.",
 "Half-price tickets are available for students, seniors, and children under 12.",
 "The committee's decision — announced late on Friday — surprised nearly everyone.",
 "I wandered lonely as a cloud that floats on high o'er vales and hills.",
 "Note: this API is deprecated and will be removed in version 4.0.",
 "Honestly? I think the second draft is better; the ending lands harder.",
]
DE = ["Die Straßenbahnhaltestelle wird wegen Bauarbeiten vorübergehend verlegt.",
 "Überweisung an Müller & Söhne GmbH für die Heizungsreparatur im Dezember.",
 "Donaudampfschifffahrtsgesellschaftskapitän ist ein berühmtes langes Wort.",
 "Bei anhaltendem Nieselregen sinken die Temperaturen auf frostige Werte.",
 "Der Zug fällt heute aus; bitte nutzen Sie den Schienenersatzverkehr.",
 "Über allen Gipfeln ist Ruh, in allen Wipfeln spürest du kaum einen Hauch.",
 "Rechtsschutzversicherungsgesellschaften prüfen jeden Einzelfall gründlich.",
 "Größere Änderungen an der Konfigurationsdatei erfordern einen Neustart.",
]
RU = ["Поезд прибывает на третий путь, будьте осторожны у края платформы.",
 "Перевод средств между своими счетами выполнен успешно.",
 "Ночью ожидается сильный снег, местами гололедица на дорогах.",
 "Мороз и солнце; день чудесный! Ещё ты дремлешь, друг прелестный.",
 "Исправлена ошибка, из-за которой приложение зависало при синхронизации.",
 "Достопримечательности Санкт-Петербурга привлекают миллионы туристов ежегодно.",
 "Человеконенавистничество — одно из самых длинных слов русского языка.",
]
CS = ["Příliš žluťoučký kůň úpěl ďábelské ódy.",
 "Vlak do Brna má zpoždění přibližně dvacet minut.",
 "Nejneobhospodařovávatelnějšími pozemky se zabývá místní družstvo.",
 "Zítra bude převážně oblačno, odpoledne místy přeháňky.",
 "Platba kartou v obchodě Albert, Praha 6 – Dejvice.",
]
PL = ["Zażółć gęślą jaźń, pchnąć w tę łódź jeża lub ośm skrzyń fig.",
 "Pociąg do Krakowa Głównego odjedzie z toru drugiego przy peronie czwartym.",
 "Konstantynopolitańczykowianeczka to słynne długie polskie słowo.",
 "Przelew na rachunek oszczędnościowy został zaksięgowany.",
 "W nocy przymrozki, na drogach może być ślisko.",
]
ZH = ["今天下午有雷阵雨，请市民出门携带雨具。",
 "本次更新修复了在低电量模式下同步失败的问题。",
 "列车即将到达北京南站，请下车的旅客提前做好准备。",
 "床前明月光，疑是地上霜。举头望明月，低头思故乡。",
 "这款保温杯采用双层不锈钢真空结构，可保温十二小时。",
 "账户余额不足，转账未能完成，请稍后再试。",
]
ZHT = ["今天下午有雷陣雨，請市民出門攜帶雨具。",
 "本次更新修復了在低電量模式下同步失敗的問題。",
 "列車即將到達臺北車站，請下車的旅客提前做好準備。",
 "這款保溫杯採用雙層不鏽鋼真空結構，可保溫十二小時。",
 "春眠不覺曉，處處聞啼鳥。夜來風雨聲，花落知多少。",
]
JA = ["まもなく二番線に快速列車が参ります。黄色い線の内側までお下がりください。",
 "明日は全国的に晴れますが、朝晩は冷え込むでしょう。",
 "古池や蛙飛び込む水の音",
 "このバージョンでは、同期中にアプリが終了する問題を修正しました。",
 "ご注文ありがとうございます。発送まで三〜五営業日かかります。",
 "「東京スカイツリー」へは、押上駅から徒歩すぐです。",
]
EMOJI = ["😀", "🎉", "👍🏽", "👩‍💻", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇩🇪", "🇯🇵", "🇨🇿", "🇵🇱", "🇺🇦", "❤️", "🔥", "☔", "🌤️", "🚆", "🧑🏿‍🚀", "🤷‍♀️", "✅", "⚠️", "🙏🏻", "👋🏼"]
URLS = ["https://example.com/a/very/long/path/that/keeps/going/and/going/index.html?utm_source=newsletter&utm_medium=email",
 "https://github.com/some-org/some-repository-with-a-long-name/issues/12345#issuecomment-987654321",
 "http://www.bahn.de/p/view/service/fahrplaene/streckennetz/verbindungen.shtml",
 "/usr/local/lib/python3.12/site-packages/numpy/core/_multiarray_umath.cpython-312-x86_64-linux-gnu.so",
]
LONGWORDS = ["Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz",
 "pneumonoultramicroscopicsilicovolcanoconiosis",
 "Supercalifragilisticexpialidocious!!!",
 "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
 "0x7f3a9c2b1d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5",
]
ALL = {"en": EN, "de": DE, "ru": RU, "cs": CS, "pl": PL, "zh": ZH, "zh-Hant": ZHT, "ja": JA}
def text(r, lang, n=1):
    return " ".join(r.choice(ALL[lang]) for _ in range(n)) if lang not in ("zh","zh-Hant","ja") else "".join(r.choice(ALL[lang]) for _ in range(n))
def mixed(r):
    lang = r.choice(list(ALL))
    s = text(r, lang, r.randint(1, 3))
    if r.random() < 0.25: s += " " + r.choice(EMOJI)
    if r.random() < 0.1: s += " " + r.choice(URLS)
    if r.random() < 0.08: s += " " + r.choice(LONGWORDS)
    return lang, s
