# Seeded realistic text fragments in many languages.
import random
FR = {
 "en": ["Great value for the price", "arrived two days late but works perfectly", "the battery lasts about 14 hours", "I'd buy it again — no question", "the strap feels cheap", "customer support answered within 24 h", "fits true to size", "see the FAQ at https://help.example.com/faq#returns", "don't forget to update the firmware to v2.4.1", "weighs only 1.2 kg (2.6 lb)", "colour is slightly darker than in the photos", "works with iOS 17 and Android 14", "the well-known state-of-the-art design", "Meeting moved to 3:30 pm; bring the Q3 report", "Can you review PR #4512 before Friday?", "Lunch? 🍕", "I'm on my way…", "thanks!!", "OK, sounds good 👍", "ETA 10 min", "rain expected after 6 pm, 70 % chance", "Fixed a crash when opening very large files", "Improved startup time by 35 %", "Deprecated `Config.load(path:)` in favour of `Config(contentsOf:)`"],
 "de": ["Sehr gutes Preis-Leistungs-Verhältnis", "die Lieferung dauerte leider 5 Werktage", "Akkulaufzeit ca. 14 Std.", "Würde ich jederzeit wieder kaufen", "Bedienungsanleitung nur auf Englisch", "Kundendienst hat innerhalb von 24 Std. geantwortet", "Rechtsschutzversicherungsgesellschaften und Haftpflichtversicherungen", "Gewicht: 1,2 kg — Maße: 30 × 20 × 8 cm", "„Sehr empfehlenswert“, sagt die Stiftung Warentest", "Straßenbahnhaltestelle direkt vor der Tür", "Öffnungszeiten Mo–Fr 9–18 Uhr", "inkl. 19 % MwSt., zzgl. Versand", "Bitte um Rückruf unter 030 1234567"],
 "ru": ["Отличное соотношение цены и качества", "доставка заняла пять рабочих дней", "аккумулятор держит около 14 часов", "куплю ещё раз — без сомнений", "инструкция только на английском", "вес 1,2 кг, размеры 30 × 20 × 8 см", "«Очень рекомендую», — пишет покупатель", "служба поддержки ответила в течение суток", "высокопроизводительный многофункциональный электроинструмент"],
 "cs": ["Výborný poměr ceny a výkonu", "doprava trvala pět pracovních dní", "baterie vydrží asi 14 hodin", "určitě bych koupil znovu", "návod je pouze v angličtině", "„Vřele doporučuji,“ píše zákazník", "nejneobhospodařovávatelnějšími pozemky"],
 "pl": ["Świetny stosunek jakości do ceny", "dostawa trwała pięć dni roboczych", "bateria wytrzymuje około 14 godzin", "na pewno kupię ponownie", "instrukcja tylko po angielsku", "„Gorąco polecam” — pisze klient", "Konstantynopolitańczykowianeczka"],
 "zh": ["性价比非常高", "快递五天才到，但是包装很好", "电池续航大约十四个小时", "下次还会再买", "说明书只有英文版", "客服在二十四小时内回复了我", "重量一点二公斤，尺寸30×20×8厘米", "“非常推荐”，一位顾客这样写道。", "请在周五之前审核第4512号合并请求！", "今天下午三点半开会，请带上第三季度报告。"],
 "zh-tw": ["性價比非常高", "快遞五天才到，但是包裝很好", "電池續航大約十四個小時", "下次還會再買", "說明書只有英文版", "客服在二十四小時內回覆了我", "「非常推薦」，一位顧客這樣寫道。"],
 "ja": ["コストパフォーマンスが非常に高いです", "配送に五営業日かかりました", "バッテリーは約１４時間持ちます", "また買いたいと思います！", "説明書は英語のみでした", "「とてもおすすめです」と書いてありました。", "サポートセンターは２４時間以内に返信してくれました", "東京都渋谷区神南１丁目２３番地", "ちょっと待って…本当に？！"],
 "ko": ["가성비가 정말 좋아요", "배송은 닷새 걸렸지만 포장이 좋았습니다", "배터리는 약 14시간 갑니다", "다음에도 또 살 거예요!", "설명서가 영어로만 되어 있어요"],
 "vi": ["Giá cả rất hợp lý", "giao hàng mất năm ngày làm việc", "pin dùng được khoảng 14 giờ", "chắc chắn sẽ mua lại", "hướng dẫn chỉ có tiếng Anh", "Nguyễn Thị Minh Khai, Quận 3, TP. Hồ Chí Minh"],
 "el": ["Εξαιρετική σχέση ποιότητας και τιμής", "η παράδοση κράτησε πέντε εργάσιμες ημέρες", "η μπαταρία κρατάει περίπου 14 ώρες"],
 "tr": ["Fiyat/performans oranı çok iyi", "kargo beş iş günü sürdü", "pil yaklaşık 14 saat dayanıyor", "İstanbul Şişli'de ığdırlı bir esnaf"],
 "he": ["יחס מחיר-איכות מצוין", "המשלוח לקח חמישה ימי עסקים", "הסוללה מחזיקה כ-14 שעות"],
 "ar": ["نسبة ممتازة بين السعر والجودة", "استغرق التوصيل خمسة أيام عمل", "تدوم البطارية حوالي ١٤ ساعة"],
}
EMOJI = ["👍", "👍🏽", "👋🏿", "❤️", "😂", "🎉", "🔥", "👨‍👩‍👧‍👦", "👩🏻‍💻", "🧑🏾‍🚀", "🇩🇪", "🇯🇵", "🇺🇦", "🇧🇷", "1️⃣", "#️⃣", "❤️‍🔥", "🏳️‍🌈", "✅", "⭐", "☕", "🙏🏼"]
LANGS = list(FR)
def sentence(r, lang=None, n=None):
    lang = lang or r.choice(LANGS)
    n = n or r.randint(1, 3)
    parts = [r.choice(FR[lang]) for _ in range(n)]
    cjk = lang in ("zh", "zh-tw", "ja")
    sep = "" if cjk else r.choice([", ", "; ", ". ", " — ", " – ", " … "])
    s = sep.join(parts)
    if r.random() < 0.15: s += " " + "".join(r.choice(EMOJI) for _ in range(r.randint(1, 3)))
    if not cjk and r.random() < 0.5: s = s[0].upper() + s[1:] + r.choice([".", "!", "?", "!?", "…", ""])
    elif cjk: s += r.choice(["。", "！", "？", "！？", ""])
    return s
def text(r, lang=None, maxn=4):
    return (" " if (lang or "en") not in ("zh", "zh-tw", "ja") else "").join(sentence(r, lang) for _ in range(r.randint(1, maxn)))
